//! Generates the diagnostic message table from `data/diagnostics.tsv` (read out of the cudafe++ binary).
//! Code refers to diagnostics by tag (`diag::id::UNDEFINED_IDENTIFIER`), never by number or retyped text.
use std::fmt::Write as _;
use std::{env, fs, path::PathBuf};

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap());
    let tsv_path = manifest.join("data/diagnostics.tsv");
    println!("cargo:rerun-if-changed={}", tsv_path.display());
    println!("cargo:rerun-if-changed=build.rs");
    let tsv = fs::read_to_string(&tsv_path).expect("data/diagnostics.tsv");
    let mut messages: Vec<String> = Vec::new();
    let mut tags: Vec<String> = Vec::new();
    for (i, line) in tsv.lines().skip(1).enumerate() {
        let cols: Vec<&str> = line.split('\t').collect();
        assert!(cols.len() >= 4, "diagnostics.tsv line {}: expected 4 columns", i + 2);
        let internal: usize = cols[0].parse().expect("internal number");
        assert_eq!(internal, messages.len(), "diagnostics.tsv must be dense and ordered");
        tags.push(cols[2].to_string());
        messages.push(cols[3].to_string());
    }
    let mut out = String::new();
    writeln!(out, "/// Number of entries in the message table (internal numbers 0..COUNT).").unwrap();
    writeln!(out, "pub const COUNT: usize = {};", messages.len()).unwrap();
    writeln!(out, "/// Message templates indexed by internal number.").unwrap();
    writeln!(out, "pub static MESSAGES: [&str; {}] = [", messages.len()).unwrap();
    for m in &messages {
        writeln!(out, "    {:?},", m).unwrap();
    }
    writeln!(out, "];").unwrap();
    writeln!(out, "/// Tags indexed by internal number (\"\" where the binary has none).").unwrap();
    writeln!(out, "pub static TAGS: [&str; {}] = [", tags.len()).unwrap();
    for t in &tags {
        writeln!(out, "    {:?},", t).unwrap();
    }
    writeln!(out, "];").unwrap();
    // Sorted (tag, internal) index for `--diag_*` / `#pragma nv_diag_*` tag lookup.
    let mut index: Vec<(&str, usize)> =
        tags.iter().enumerate().filter(|(_, t)| !t.is_empty()).map(|(i, t)| (t.as_str(), i)).collect();
    index.sort();
    writeln!(out, "/// (tag, internal number), sorted by tag.").unwrap();
    writeln!(out, "pub static TAG_INDEX: [(&str, u16); {}] = [", index.len()).unwrap();
    for (t, i) in &index {
        writeln!(out, "    ({:?}, {}),", t, i).unwrap();
    }
    writeln!(out, "];").unwrap();
    // One constant per tag: `id::UNDEFINED_IDENTIFIER`.
    let mut seen = std::collections::HashSet::new();
    writeln!(out, "/// One constant per diagnostic tag, named by the upper-cased tag.").unwrap();
    writeln!(out, "pub mod id {{\n    use super::super::DiagId;").unwrap();
    for (i, t) in tags.iter().enumerate() {
        if t.is_empty() {
            continue;
        }
        let mut name: String =
            t.chars().map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_uppercase() } else { '_' }).collect();
        if name.starts_with(|c: char| c.is_ascii_digit()) {
            name.insert_str(0, "D_");
        }
        if !seen.insert(name.clone()) {
            name = format!("{}_{}", name, i);
        }
        writeln!(out, "    pub const {}: DiagId = DiagId({});", name, i).unwrap();
    }
    writeln!(out, "}}").unwrap();
    let dest = PathBuf::from(env::var("OUT_DIR").unwrap()).join("diag_table.rs");
    fs::write(dest, out).unwrap();
}
