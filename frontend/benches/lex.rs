//! Lexer throughput on a real translation unit (no external bench framework; plain `std::time`).
//!
//! Usage: `cargo bench -p cufe --bench lex -- PATH.ii` or `CUFE_BENCH_II=PATH.ii cargo bench -p cufe --bench lex`.
//! See `benches/README.md` for how to produce the CUDA prelude `.ii`. Skips when no file is given.
//! When the reference toolkit is found (`CUFE_REFERENCE`, else the harness's cache), the reference's whole
//! run on the same file is timed too (best of 5) and the ratio printed: the lexer's share of a budget the
//! reference spends on the entire compilation.
use cufe::lex::{lex, LexConfig};
use cufe::source::SourceMap;
use std::time::{Duration, Instant};

fn main() {
    let path = std::env::args()
        .skip(1)
        .find(|a| a.ends_with(".ii") || a.ends_with(".i"))
        .or_else(|| std::env::var("CUFE_BENCH_II").ok());
    let Some(path) = path else {
        println!("lex bench skipped: pass a .ii path as argument or set CUFE_BENCH_II (see benches/README.md)");
        return;
    };
    let bytes = match std::fs::read(&path) {
        Ok(b) => b,
        Err(e) => {
            println!("lex bench skipped: cannot read {path}: {e}");
            return;
        }
    };
    // CUFE_BENCH_LANG=03|11|14|17|20|23 picks the language mode (default 17, as nvcc passes).
    let lang = match std::env::var("CUFE_BENCH_LANG").as_deref() {
        Ok("03") => cufe::cli::Lang::Cpp03,
        Ok("11") => cufe::cli::Lang::Cpp11,
        Ok("14") => cufe::cli::Lang::Cpp14,
        Ok("20") => cufe::cli::Lang::Cpp20,
        Ok("23") => cufe::cli::Lang::Cpp23,
        _ => cufe::cli::Lang::Cpp17,
    };
    let cfg = LexConfig { lang, ..LexConfig::default() };
    let mut best = Duration::MAX;
    let mut total = Duration::ZERO;
    let runs = 30;
    let mut tokens = 0;
    let (mut diags, mut gaps) = (0, 0);
    for _ in 0..runs {
        let input = bytes.clone();
        let t0 = Instant::now();
        let mut map = SourceMap::new(&path, input);
        let t1 = Instant::now();
        let out = lex(&mut map, &cfg);
        if std::env::var("CUFE_BENCH_SPLIT").is_ok() {
            println!("  source map {:.2} ms, lex {:.2} ms", (t1 - t0).as_secs_f64() * 1e3, t1.elapsed().as_secs_f64() * 1e3);
        }
        let dt = t0.elapsed();
        tokens = out.tokens.len();
        diags = out.events.iter().filter(|e| matches!(e.kind, cufe::lex::LexEventKind::Diag(_))).count();
        gaps = out.gaps.len();
        std::hint::black_box(&out);
        best = best.min(dt);
        total += dt;
    }
    let mb = bytes.len() as f64 / 1e6;
    println!(
        "lex {path}: {} bytes, {} lines, {tokens} tokens, {diags} diagnostics, {gaps} gaps; best {:.2} ms ({:.0} MB/s), mean {:.2} ms (source map + lex)",
        bytes.len(),
        bytes.iter().filter(|&&b| b == b'\n').count(),
        best.as_secs_f64() * 1e3,
        mb / best.as_secs_f64(),
        total.as_secs_f64() * 1e3 / runs as f64
    );
    match reference_best(&path) {
        Some(r) => println!(
            "reference cudafe++ total on the same file: best {:.2} ms; cufe lexing / reference total = {:.4}",
            r.as_secs_f64() * 1e3,
            best.as_secs_f64() / r.as_secs_f64()
        ),
        None => println!("reference cudafe++ not found (set CUFE_REFERENCE): no ratio"),
    }
}

/// The toolkit root: `$CUFE_REFERENCE`, else `<cache>/toolkit-venv/lib/python3.*/site-packages/nvidia/cu13`.
fn toolkit() -> Option<std::path::PathBuf> {
    use std::path::PathBuf;
    if let Some(r) = std::env::var_os("CUFE_REFERENCE").filter(|v| !v.is_empty()) {
        return Some(PathBuf::from(r));
    }
    let cache = std::env::var_os("CUFE_CACHE_DIR")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("XDG_CACHE_HOME").map(|x| PathBuf::from(x).join("cufe")))
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache/cufe")))?;
    let lib = cache.join("toolkit-venv/lib");
    std::fs::read_dir(&lib).ok()?.flatten().map(|e| e.path().join("site-packages/nvidia/cu13")).find(|p| p.join("bin/cudafe++").exists())
}

/// Best wall time of the reference compiling `path` with nvcc's usual flags.
fn reference_best(path: &str) -> Option<Duration> {
    let root = toolkit()?;
    let dir = std::env::temp_dir().join(format!("cufe-lex-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).ok()?;
    let mut best = Duration::MAX;
    for _ in 0..5 {
        let t = Instant::now();
        let st = std::process::Command::new(root.join("bin/cudafe++"))
            .args(["--c++17", "--static-host-stub", "--device-hidden-visibility", "--gnu_version=120200"])
            .args(["--display_error_number", "--allow_managed", "--m64", "--parse_templates", "--gen_c_file_name"])
            .arg(dir.join("k.cudafe1.cpp"))
            .args(["--stub_file_name", "k.cudafe1.stub.c", "--gen_module_id_file", "--module_id_file_name"])
            .arg(dir.join("k.module_id"))
            .arg(path)
            .current_dir(&dir)
            .stderr(std::process::Stdio::null())
            .status()
            .ok()?;
        if !st.success() {
            return None;
        }
        best = best.min(t.elapsed());
    }
    let _ = std::fs::remove_dir_all(&dir);
    Some(best)
}
