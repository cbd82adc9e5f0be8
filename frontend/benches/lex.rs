//! Lexer throughput on a real translation unit (no external bench framework; plain `std::time`).
//!
//! Usage: `cargo bench -p cufe --bench lex -- PATH.ii` or `CUFE_BENCH_II=PATH.ii cargo bench -p cufe --bench lex`.
//! See `benches/README.md` for how to produce the CUDA prelude `.ii`. Skips when no file is given.
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
}
