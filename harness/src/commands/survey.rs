//! `cufe-harness survey`: the coverage census. Runs cufe with `--cufe-gap-survey` on each translation
//! unit (prepared exactly like `run` prepares a case: nvcc's preprocessing and cudafe++ argv), so that
//! lowering skips each declaration it cannot analyse and goes on, and ranks every gap met over all TUs.
//! `survey: would report …` rows are diagnostics cufe would give: on the prelude each is a false
//! positive, since the reference reports nothing there. Writes reports/survey/latest.{json,md}.
use super::engine::Engine;
use crate::cli::{Global, SurveyArgs};
use crate::corpus::Case;
use crate::model::Gap;
use anyhow::{bail, Context, Result};
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt::Write as _;

#[derive(Serialize, Debug, Default)]
pub struct SurveyTu {
    pub name: String,
    pub input_bytes: usize,
    /// Total gap occurrences, and distinct gap kinds.
    pub occurrences: u64,
    pub kinds: usize,
    /// How cufe ended (a census run must still end normally).
    pub termination: String,
    pub wall_secs: f64,
    /// `--output`: how much of the reference's host output cufe's reproduces.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub host: Option<super::survey_output::LineAgreement>,
}

#[derive(Serialize, Debug, Default)]
pub struct SurveyRow {
    pub what: String,
    pub occurrences: u64,
    /// Occurrences per TU (same order as `SurveyReport::tus`).
    pub per_tu: Vec<u64>,
    /// Where it was first met: `file:line` in the first TU that has it.
    pub first_seen: String,
}

#[derive(Serialize, Debug, Default)]
pub struct SurveyReport {
    pub cufe: String,
    pub tus: Vec<SurveyTu>,
    /// Most occurrences first, then by name.
    pub rows: Vec<SurveyRow>,
}

pub fn survey(g: &Global, a: &SurveyArgs) -> Result<i32> {
    let cufe = super::cufe_binary(g)?;
    let (eng, _mode, _reason) = super::run::engine(g, Some(cufe.clone()))?;
    let cases = super::bench::tu_cases(g, a.prelude, &a.paths)?;
    if cases.is_empty() {
        bail!("nothing to survey: give .ii files, corpus paths, or --prelude");
    }
    if a.output && eng.reference.is_none() {
        bail!("survey --output compares with the reference's host output: no reference toolkit (run `provision`)");
    }
    let mut per_tu: Vec<(SurveyTu, Vec<Gap>, Vec<u8>)> = Vec::new();
    for case in &cases {
        let (tu, gaps, input) = survey_one(&eng, case, a.output).with_context(|| format!("surveying {}", case.id))?;
        match &tu.host {
            Some(h) => eprintln!("survey: {}: {} gaps of {} kinds; host output {}/{} lines agree", tu.name, tu.occurrences, tu.kinds, h.equal_lines, h.reference_lines),
            None => eprintln!("survey: {}: {} gaps of {} kinds", tu.name, tu.occurrences, tu.kinds),
        }
        per_tu.push((tu, gaps, input));
    }
    let rep = aggregate(cufe.display().to_string(), per_tu);
    let md = render_markdown(&rep, a.top, a.output);
    print!("{}", md);
    let dir = a.reports_dir.clone().unwrap_or_else(|| crate::util::workspace_root().join("reports")).join("survey");
    std::fs::create_dir_all(&dir)?;
    let stem = if a.output { "output" } else { "latest" };
    crate::util::atomic_write(&dir.join(format!("{stem}.json")), &serde_json::to_vec_pretty(&rep)?)?;
    crate::util::atomic_write(&dir.join(format!("{stem}.md")), md.as_bytes())?;
    eprintln!("survey: wrote {}", dir.join(format!("{stem}.md")).display());
    // A census that crashed cufe is a finding, not a census.
    Ok(if rep.tus.iter().all(|t| t.termination.starts_with("exit")) { 0 } else { 1 })
}

fn survey_one(eng: &Engine, case: &Case, output: bool) -> Result<(SurveyTu, Vec<Gap>, Vec<u8>)> {
    let mut p = eng.prepare(case, None)?;
    // The reference runs on the argv nvcc gives, before cufe's census flag is added.
    let reference_host = if output { Some(eng.run_reference(&p)?.0.host.unwrap_or_default()) } else { None };
    p.argv.insert(0, if output { "--cufe-emit-survey" } else { "--cufe-gap-survey" }.into());
    let out = eng.run_cufe(&p)?;
    if let Some(e) = &out.report_error {
        bail!("{}", e);
    }
    let host = reference_host.map(|r| super::survey_output::line_agreement(&r, out.host.as_deref().unwrap_or_default()));
    let tu = SurveyTu {
        name: case.id.clone(),
        input_bytes: p.input.len(),
        occurrences: out.unsupported.iter().map(|g| g.count).sum(),
        kinds: out.unsupported.len(),
        termination: out.termination.describe(),
        wall_secs: out.wall_secs,
        host,
    };
    Ok((tu, out.unsupported, p.input))
}

fn aggregate(cufe: String, per_tu: Vec<(SurveyTu, Vec<Gap>, Vec<u8>)>) -> SurveyReport {
    let n = per_tu.len();
    let mut rows: BTreeMap<String, SurveyRow> = BTreeMap::new();
    for (i, (_, gaps, input)) in per_tu.iter().enumerate() {
        for gap in gaps {
            let r = rows.entry(gap.what.clone()).or_insert_with(|| SurveyRow {
                what: gap.what.clone(),
                per_tu: vec![0; n],
                first_seen: location(input, gap.first_offset as usize),
                ..SurveyRow::default()
            });
            r.occurrences += gap.count;
            r.per_tu[i] += gap.count;
        }
    }
    let mut rows: Vec<SurveyRow> = rows.into_values().collect();
    rows.sort_by(|a, b| b.occurrences.cmp(&a.occurrences).then_with(|| a.what.cmp(&b.what)));
    SurveyReport { cufe, tus: per_tu.into_iter().map(|(t, _, _)| t).collect(), rows }
}

/// `file:line` of byte `offset` of a preprocessed TU, following its `# N "file"` line markers.
pub fn location(input: &[u8], offset: usize) -> String {
    let end = offset.min(input.len());
    let mut file = String::from("<input>");
    let mut line: u64 = 1;
    let mut pos = 0;
    while pos < end {
        let nl = input[pos..].iter().position(|&b| b == b'\n').map(|k| pos + k);
        let line_end = nl.unwrap_or(input.len());
        let text = &input[pos..line_end];
        match parse_marker(text) {
            // The marker names the line that follows it.
            Some((n, f)) => {
                line = n;
                if let Some(f) = f {
                    file = f;
                }
            }
            None => line += 1,
        }
        match nl {
            Some(k) if k < end => pos = k + 1,
            _ => break,
        }
    }
    format!("{}:{}", file, line)
}

/// `# 12 "file" 3` → (12, Some(file)); `# 12` → (12, None).
fn parse_marker(text: &[u8]) -> Option<(u64, Option<String>)> {
    let t = std::str::from_utf8(text).ok()?;
    let rest = t.strip_prefix('#')?.trim_start();
    let rest = rest.strip_prefix("line").map(str::trim_start).unwrap_or(rest);
    let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
    let n: u64 = digits.parse().ok()?;
    let after = rest[digits.len()..].trim_start();
    let file = after.strip_prefix('"').and_then(|f| f.find('"').map(|q| f[..q].to_string()));
    Some((n, file))
}

pub fn render_markdown(rep: &SurveyReport, top: usize, output: bool) -> String {
    let mut s = String::new();
    if output {
        let _ = writeln!(s, "# cufe host-output census (`cufe --cufe-emit-survey`)\n\ncufe: `{}`\n", rep.cufe);
        let _ = writeln!(
            s,
            "The host output is written past every declaration that meets an emission gap, so this lists every \
emission gap of each TU, and how many lines of the reference's host output (`.cudafe1.cpp`) cufe's \
reproduces (a patience line diff).\n"
        );
        let _ = writeln!(s, "| TU | input KiB | gaps | kinds | reference lines | equal lines | agree | first difference | cufe |\n|---|---:|---:|---:|---:|---:|---:|---:|---|");
        for t in &rep.tus {
            let h = t.host.clone().unwrap_or_default();
            let first = h.first_difference.map_or("none".to_string(), |l| l.to_string());
            let _ = writeln!(s, "| {} | {} | {} | {} | {} | {} | {:.1}% | {} | {}, {:.2} s |", t.name, t.input_bytes / 1024, t.occurrences, t.kinds, h.reference_lines, h.equal_lines, h.percent(), first, t.termination, t.wall_secs);
        }
    } else {
        let _ = writeln!(s, "# cufe coverage census (`cufe --cufe-gap-survey`)\n\ncufe: `{}`\n", rep.cufe);
        let _ = writeln!(
            s,
            "Lowering skips each namespace-scope declaration that meets a gap and goes on, so this lists every gap \
of each TU (inside a class only the first). `survey: would report …` rows are diagnostics cufe would give: \
on the prelude each is a false positive.\n"
        );
        let _ = writeln!(s, "| TU | input KiB | gaps | kinds | cufe |\n|---|---:|---:|---:|---|");
        for t in &rep.tus {
            let _ = writeln!(s, "| {} | {} | {} | {} | {}, {:.2} s |", t.name, t.input_bytes / 1024, t.occurrences, t.kinds, t.termination, t.wall_secs);
        }
    }
    let _ = write!(s, "\n| gap | total |");
    for t in &rep.tus {
        let _ = write!(s, " {} |", t.name);
    }
    let _ = write!(s, " first seen |\n|---|---:|");
    for _ in &rep.tus {
        let _ = write!(s, "---:|");
    }
    let _ = writeln!(s, "---|");
    for r in rep.rows.iter().take(top) {
        let _ = write!(s, "| {} | {} |", r.what.replace('|', "\\|"), r.occurrences);
        for c in &r.per_tu {
            let _ = write!(s, " {} |", c);
        }
        let _ = writeln!(s, " {} |", r.first_seen.replace('|', "\\|"));
    }
    if rep.rows.len() > top {
        let _ = writeln!(s, "\n… {} more rows in latest.json", rep.rows.len() - top);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locations_follow_line_markers() {
        let ii = b"# 1 \"a.cu\"\nint a;\n# 10 \"/usr/include/b.h\" 3 4\nint b;\nint c;\n# 3 \"a.cu\" 2\nint d;\n";
        let at = |needle: &[u8]| ii.windows(needle.len()).position(|w| w == needle).unwrap();
        assert_eq!(location(ii, at(b"int a")), "a.cu:1");
        assert_eq!(location(ii, at(b"int b")), "/usr/include/b.h:10");
        assert_eq!(location(ii, at(b"int c")), "/usr/include/b.h:11");
        assert_eq!(location(ii, at(b"int d")), "a.cu:3");
        assert_eq!(location(ii, 0), "<input>:1");
    }

    #[test]
    fn rows_rank_by_occurrences_and_count_per_tu() {
        let gap = |w: &str, c: u64| Gap { what: w.into(), count: c, first_offset: 0, scope: None };
        let tu = |n: &str| SurveyTu { name: n.into(), ..SurveyTu::default() };
        let rep = aggregate(
            "cufe".into(),
            vec![
                (tu("t1"), vec![gap("lower: a", 2), gap("lower: b", 5)], b"# 1 \"x.cu\"\n".to_vec()),
                (tu("t2"), vec![gap("lower: a", 4)], Vec::new()),
            ],
        );
        let got: Vec<(&str, u64, Vec<u64>)> = rep.rows.iter().map(|r| (r.what.as_str(), r.occurrences, r.per_tu.clone())).collect();
        assert_eq!(got, vec![("lower: a", 6, vec![2, 4]), ("lower: b", 5, vec![5, 0])]);
        let md = render_markdown(&rep, 1, false);
        assert!(md.contains("| lower: a | 6 | 2 | 4 |"), "{}", md);
        assert!(md.contains("1 more rows"), "{}", md);
    }
}
