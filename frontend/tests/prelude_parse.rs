//! The parser gets through the real nvcc prelude: a trivial kernel file, alone and after common
//! standard/CUDA library headers, preprocessed exactly as nvcc does (the `gcc -E` command line from
//! `nvcc -dryrun`), in C++17 and C++20, parses with zero syntax errors.
//!
//! Needs the CUDA 13.0 toolkit: `$CUFE_REFERENCE` (the cudafe++ binary or the toolkit directory), else
//! `~/.cache/cufe/toolkit-venv/lib/python3.*/site-packages/nvidia/cu13`. Without it the test fails
//! unless `CUFE_ALLOW_NO_REFERENCE=1`. `CUFE_PRELUDE_VARIANTS=k,vector` limits the variants.
use cufe::cli::Lang;
use cufe::lex::{lex, LexConfig};
use cufe::parse::{parse_tokens, ParseOptions};
use cufe::source::{Locate, SourceMap};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

const KERNEL: &str = "__global__ void k(int *p) { p[threadIdx.x] = 1; }\nint main() { int *d; k<<<1,1>>>(d); return 0; }\n";

const HEADERS: &[&str] = &[
    "",
    "vector",
    "algorithm",
    "memory",
    "string",
    "iostream",
    "map",
    "functional",
    "tuple",
    "cmath",
    "thrust/device_vector.h",
    "cub/cub.cuh",
    "cuda/std/atomic",
    // Most of the rest of libstdc++ in one TU (space-separated: one #include each; `+h`: C++20 only).
    "regex chrono thread variant optional any filesystem random complex unordered_map set list deque numeric atomic mutex \
     future sstream iomanip bitset valarray array queue stack shared_mutex condition_variable charconv memory_resource \
     string_view scoped_allocator typeindex +span +ranges +bit +numbers +source_location +barrier +latch +semaphore \
     +stop_token +coroutine +concepts +compare +version",
];

fn toolkit() -> Option<PathBuf> {
    if let Some(r) = std::env::var_os("CUFE_REFERENCE").filter(|r| !r.is_empty()) {
        let r = PathBuf::from(r);
        if r.join("bin/nvcc").is_file() {
            return Some(r);
        }
        // The binary itself: <toolkit>/bin/cudafe++.
        return r.parent().and_then(|b| b.parent()).map(Path::to_path_buf).filter(|t| t.join("bin/nvcc").is_file());
    }
    let home = PathBuf::from(std::env::var_os("HOME")?);
    let lib = home.join(".cache/cufe/toolkit-venv/lib");
    let mut pythons: Vec<PathBuf> = std::fs::read_dir(&lib).ok()?.filter_map(|e| e.ok().map(|e| e.path())).collect();
    pythons.sort();
    pythons.into_iter().map(|p| p.join("site-packages/nvidia/cu13")).find(|t| t.join("bin/nvcc").is_file())
}

/// Preprocesses `src` (in `dir`) with nvcc's own `gcc -E` command line; returns the `.cpp4.ii` text.
fn preprocess(tk: &Path, dir: &Path, name: &str, std: &str) -> Result<Vec<u8>, String> {
    let out = Command::new(tk.join("bin/nvcc"))
        .args(["-dryrun", "-keep", "-keep-dir"])
        .arg(dir)
        .args(["-arch=sm_90", &format!("-std={}", std), "-c", name, "-o"])
        .arg(dir.join("k.o"))
        .current_dir(dir)
        .env("CUDA_HOME", tk)
        .output()
        .map_err(|e| format!("nvcc: {}", e))?;
    let text = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    let pp = text
        .lines()
        .filter_map(|l| l.strip_prefix("#$ "))
        .find(|l| {
            (l.starts_with("gcc ") || l.starts_with("g++ ") || l.starts_with("c++ "))
                && l.contains(" -E ")
                && l.contains("cpp4.ii")
        })
        .ok_or_else(|| format!("no preprocessing line in nvcc -dryrun output:\n{}", text))?;
    let st = Command::new("sh").arg("-c").arg(pp).current_dir(dir).status().map_err(|e| format!("sh: {}", e))?;
    if !st.success() {
        return Err(format!("preprocessing failed: {}", pp));
    }
    let ii = std::fs::read_dir(dir)
        .map_err(|e| e.to_string())?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| p.to_string_lossy().ends_with(".cpp4.ii"))
        .ok_or("no .cpp4.ii written")?;
    std::fs::read(&ii).map_err(|e| e.to_string())
}

#[test]
fn prelude_parses_without_syntax_errors() {
    let Some(tk) = toolkit() else {
        if std::env::var("CUFE_ALLOW_NO_REFERENCE").as_deref() == Ok("1") {
            eprintln!("prelude_parse: toolkit not found, skipped (CUFE_ALLOW_NO_REFERENCE=1)");
            return;
        }
        panic!("CUDA toolkit not found (set CUFE_REFERENCE, or CUFE_ALLOW_NO_REFERENCE=1 to skip)");
    };
    let only: Option<Vec<String>> =
        std::env::var("CUFE_PRELUDE_VARIANTS").ok().map(|v| v.split(',').map(str::to_string).collect());
    let mut failures = Vec::new();
    let base = std::env::temp_dir().join(format!("cufe-prelude-{}", std::process::id()));
    for (i, h) in HEADERS.iter().enumerate() {
        let label = if h.is_empty() {
            "k".to_string()
        } else if h.contains(' ') {
            "many".to_string()
        } else {
            h.replace(['/', '.'], "_")
        };
        if let Some(o) = &only {
            if !o.iter().any(|x| label.contains(x.as_str())) {
                continue;
            }
        }
        for (std, lang) in [("c++17", Lang::Cpp17), ("c++20", Lang::Cpp20)] {
            let dir = base.join(format!("{}-{}", i, std));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap();
            let includes: String = h
                .split_whitespace()
                .filter_map(|h| match h.strip_prefix('+') {
                    Some(h20) => (lang >= Lang::Cpp20).then_some(h20),
                    None => Some(h),
                })
                .map(|h| format!("#include <{}>\n", h))
                .collect();
            let src = format!("{}{}", includes, KERNEL);
            std::fs::write(dir.join("k.cu"), src).unwrap();
            let text = match preprocess(&tk, &dir, "k.cu", std) {
                Ok(t) => t,
                Err(e) => {
                    failures.push(format!("{} {}: {}", label, std, e));
                    continue;
                }
            };
            let bytes = text.len();
            let mut map = SourceMap::new("k.cpp4.ii", text);
            let cfg = LexConfig { lang, ..LexConfig::default() };
            let t0 = Instant::now();
            let lexed = lex(&mut map, &cfg);
            let t1 = Instant::now();
            let (ast, errs) = parse_tokens(&lexed, ParseOptions { cpp20: lang >= Lang::Cpp20, cpp17: true });
            let t2 = Instant::now();
            eprintln!(
                "prelude {:<24} {}: {:>9} bytes {:>8} tokens {:>7} decls, lex {:>7.1} ms, parse {:>7.1} ms",
                label,
                std,
                bytes,
                lexed.tokens.len(),
                ast.decls.len(),
                (t1 - t0).as_secs_f64() * 1e3,
                (t2 - t1).as_secs_f64() * 1e3
            );
            if let Some((id, at)) = errs.first() {
                let (line, file) = at
                    .map(|o| {
                        let l = map.locate(o);
                        (l.line, l.file.to_string())
                    })
                    .unwrap_or((0, String::new()));
                failures.push(format!(
                    "{} {}: {} error(s), first: {} at {}:{}",
                    label,
                    std,
                    errs.len(),
                    id.template(),
                    file,
                    line
                ));
            }
            let _ = std::fs::remove_dir_all(&dir);
        }
    }
    let _ = std::fs::remove_dir_all(&base);
    assert!(failures.is_empty(), "prelude parse failures:\n{}", failures.join("\n"));
}
