//! What the CUDA cross-space checks of lowering (`lower/cuda_hooks.rs`) cost relative to the front end
//! (source map + lex + parse + lowering). No bench framework: `std::time`, best of N interleaved runs.
//!
//! Usage: `cargo bench -p cufe --bench cuda_checks [-- PATH.ii ...]` (or `CUFE_BENCH_II=PATH.ii`). Always
//! measures a generated CUDA-dense TU (device/HD/host functions calling each other, device variables read
//! in host code, kernel launches); each `.ii` given (e.g. the census TUs `/tmp/survey/*/NAME.cpp4.ii`) is
//! lowered as the census does (`lower_survey`: every declaration, skipping the ones with gaps). The checks
//! are turned off with `cufe::lower::bench_set_cuda_checks(false)` for the baseline. Target: < 5 %.
use cufe::gaps::Gaps;
use cufe::lex::{lex, LexConfig};
use cufe::parse::{parse_tokens, ParseOptions};
use cufe::source::SourceMap;
use std::time::{Duration, Instant};

/// A TU where nearly every expression meets a CUDA check.
fn synthetic(n: usize) -> String {
    let mut s = String::from("# 1 \"bench.cu\"\nextern \"C\" unsigned __cudaPushCallConfiguration(unsigned g, unsigned b);\n");
    for i in 0..n {
        s += &format!("__attribute__((device)) int dv{i};\n__attribute__((managed)) int mv{i};\n");
        s += &format!("__attribute__((device)) int d{i}(int x) {{ int y = x + dv{i}; dv{i} = y; return y * 2; }}\n");
        s += &format!("__attribute__((host)) __attribute__((device)) int hd{i}(int x) {{ return x + 1; }}\n");
        s += &format!("__attribute__((global)) void k{i}(int *p, int n) {{ if (n > 0) *p = d{i}(n) + hd{i}(n); }}\n");
        s += &format!("int h{i}(int *p, int n) {{ int t = hd{i}(n); k{i}<<<1, 32>>>(p, n); mv{i} = t; return t + mv{i}; }}\n");
    }
    s
}

struct Times {
    front: Duration,
    lower_on: Duration,
    lower_off: Duration,
    /// Smallest share of the front end spent inside the hooks (timed from inside: robust to load).
    inside: f64,
}

fn measure(name: &str, bytes: &[u8], survey: bool, runs: usize) -> Times {
    let cfg = LexConfig::default();
    let mut front = Duration::MAX;
    let (mut on, mut off) = (Duration::MAX, Duration::MAX);
    let mut inside = f64::MAX;
    for r in 0..runs {
        let t0 = Instant::now();
        let mut map = SourceMap::new(name, bytes.to_vec());
        let lexed = lex(&mut map, &cfg);
        let (ast, _) = parse_tokens(&lexed, ParseOptions::default());
        let parsed = t0.elapsed();
        // Alternate the order so drift on a loaded machine hits both sides alike.
        for checks in if r % 2 == 0 { [true, false] } else { [false, true] } {
            cufe::lower::bench_set_cuda_checks(checks);
            // CUFE_BENCH_NO_HOOK_TIMER: the A/B comparison without the in-hook timer's own overhead.
            cufe::lower::bench_hook_time(checks && std::env::var_os("CUFE_BENCH_NO_HOOK_TIMER").is_none());
            let t = Instant::now();
            let mut gaps = Gaps::new();
            if survey {
                cufe::lower::lower_survey(&ast, &lexed, &cfg, &map, &mut gaps);
            } else {
                let mut il = cufe::sema::il::Il::new(cufe::sema::target::Target::LP64);
                let d = cufe::lower::lower_into(&mut il, &ast, &lexed, &cfg, &map, &mut gaps, false);
                std::hint::black_box(d);
            }
            let dt = t.elapsed();
            std::hint::black_box(&gaps);
            let hooks = cufe::lower::bench_hook_time(false);
            if checks {
                on = on.min(dt);
                front = front.min(parsed + dt);
                inside = inside.min(hooks.as_secs_f64() / (parsed + dt).as_secs_f64());
            } else {
                off = off.min(dt);
            }
        }
    }
    cufe::lower::bench_set_cuda_checks(true);
    Times { front, lower_on: on, lower_off: off, inside }
}

fn report(name: &str, t: &Times) {
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let cost = ms(t.lower_on) - ms(t.lower_off);
    println!(
        "{name}: front end {:.2} ms (lowering {:.2} ms with the CUDA checks, {:.2} ms without: difference {:.3} ms = {:.2} %); time inside the hooks {:.2} % of the front end",
        ms(t.front),
        ms(t.lower_on),
        ms(t.lower_off),
        cost,
        100.0 * cost / ms(t.front),
        100.0 * t.inside
    );
}

fn main() {
    let runs: usize = std::env::var("CUFE_BENCH_RUNS").ok().and_then(|r| r.parse().ok()).unwrap_or(15);
    let src = synthetic(300);
    let t = measure("bench.ii", src.as_bytes(), false, runs);
    report("synthetic CUDA-dense TU (300 x 6 declarations)", &t);
    let mut paths: Vec<String> = std::env::args().skip(1).filter(|a| a.ends_with(".ii")).collect();
    if let Ok(p) = std::env::var("CUFE_BENCH_II") {
        paths.push(p);
    }
    for p in paths {
        match std::fs::read(&p) {
            Ok(b) => report(&p, &measure(&p, &b, true, runs.min(7))),
            Err(e) => println!("{p}: skipped ({e})"),
        }
    }
}
