//! `cufe-harness bench`: cufe and the reference side by side on identical inputs and argv (prepared like
//! `run` prepares a case): wall time (min and median of `--repeat` runs, the two front ends alternating),
//! user+sys CPU and peak RSS of the child (wait4's rusage), the cufe/reference ratios, and time per MiB of
//! input to judge linearity. `--prelude` adds real translation units of increasing size. When both
//! accept `--timing`, one extra run each shows the front end / back end split. Writes
//! reports/bench/latest.{json,md}.
use super::engine::{Engine, Prepared};
use crate::cli::{BenchArgs, Global};
use crate::corpus::{self, Case, Kind};
use anyhow::{bail, Context, Result};
use serde::Serialize;
use std::ffi::OsString;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The built-in translation units (`--prelude`), smallest first. Each is a complete `.cu` file;
/// nvcc's preprocessing (which also force-includes cuda_runtime.h) turns it into the benchmarked `.ii`.
pub const PRELUDE: &[(&str, &str)] = &[
    (
        "p1_trivial",
        "#include <cuda_runtime.h>\n__global__ void k(int *p) { *p = 1; }\n",
    ),
    (
        "p2_vector_algorithm",
        "#include <cuda_runtime.h>\n#include <vector>\n#include <algorithm>\n\
__global__ void k(int *p) { *p = 1; }\n\
int host(std::vector<int> v) { std::sort(v.begin(), v.end()); return v.empty() ? 0 : v[0]; }\n",
    ),
    (
        "p3_iostream_map",
        "#include <cuda_runtime.h>\n#include <vector>\n#include <algorithm>\n#include <iostream>\n#include <map>\n\
__global__ void k(int *p) { *p = 1; }\n\
int host(std::vector<int> v) { std::map<int, int> m; for (int x : v) m[x]++; std::cout << m.size() << '\\n'; return 0; }\n",
    ),
    (
        "p4_thrust",
        "#include <thrust/device_vector.h>\n#include <thrust/transform.h>\n\
struct twice { __host__ __device__ int operator()(int x) const { return 2 * x; } };\n\
void host() { thrust::device_vector<int> a(16, 1), b(16); thrust::transform(a.begin(), a.end(), b.begin(), twice()); }\n",
    ),
    (
        "p5_cub",
        "#include <cub/cub.cuh>\n\
__global__ void sum(const int *in, int *out) {\n\
  using R = cub::BlockReduce<int, 128>;\n\
  __shared__ typename R::TempStorage t;\n\
  int s = R(t).Sum(in[threadIdx.x]);\n\
  if (threadIdx.x == 0) *out = s;\n}\n",
    ),
];

#[derive(Serialize, Clone, Debug, Default)]
pub struct SideStats {
    pub wall_min: f64,
    pub wall_median: f64,
    /// user + sys seconds (median).
    pub cpu_median: f64,
    /// Peak resident set (KiB, the largest over the runs).
    pub max_rss_kib: u64,
    /// Exit status of the runs (shell code; the last run's).
    pub exit: i32,
    /// `--timing`: front end / back end CPU seconds, when the front end printed them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub front_end_secs: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub back_end_secs: Option<f64>,
}

#[derive(Serialize, Clone, Debug)]
pub struct BenchRow {
    pub name: String,
    pub input_bytes: usize,
    pub input_lines: usize,
    pub reference: SideStats,
    pub cufe: SideStats,
    /// cufe / reference (median wall, median CPU, peak RSS).
    pub ratio_wall: f64,
    pub ratio_cpu: f64,
    pub ratio_rss: f64,
    /// Milliseconds of median wall time per MiB of input.
    pub ref_ms_per_mib: f64,
    pub cufe_ms_per_mib: f64,
    /// Milliseconds of median CPU time per MiB of input (steadier than wall time on a loaded machine).
    pub ref_cpu_ms_per_mib: f64,
    pub cufe_cpu_ms_per_mib: f64,
    /// Why the comparison is not like for like (different exit codes, cufe gaps).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
}

#[derive(Serialize)]
pub struct BenchReport {
    pub repeat: usize,
    pub reference: String,
    pub cufe: String,
    pub rows: Vec<BenchRow>,
}

/// One measured run.
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    pub wall: f64,
    pub cpu: f64,
    pub max_rss_kib: u64,
    /// Shell-style status (128+signal; -1 on timeout).
    pub status: i32,
}

/// Runs `program args` in `cwd` (stdout/stderr to files there) and measures it with wait4's rusage.
pub fn measure(
    program: &Path,
    args: &[OsString],
    cwd: &Path,
    env: &[(OsString, OsString)],
    timeout: Duration,
) -> std::io::Result<(Sample, Vec<u8>)> {
    let out = std::fs::File::create(cwd.join(".bench-stdout"))?;
    let err = std::fs::File::create(cwd.join(".bench-stderr"))?;
    let mut cmd = Command::new(program);
    cmd.args(args)
        .current_dir(cwd)
        .stdin(Stdio::null())
        .stdout(Stdio::from(out))
        .stderr(Stdio::from(err));
    for (k, v) in env {
        cmd.env(k, v);
    }
    // SAFETY: only async-signal-safe calls between fork and exec.
    unsafe {
        cmd.pre_exec(|| {
            libc::setpgid(0, 0);
            libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL as libc::c_ulong);
            Ok(())
        });
    }
    let start = Instant::now();
    let child = cmd.spawn()?;
    let pid = child.id() as libc::pid_t;
    let done = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let timed_out = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    {
        let (done, timed_out) = (done.clone(), timed_out.clone());
        std::thread::spawn(move || {
            let t = Instant::now();
            while t.elapsed() < timeout {
                if done.load(std::sync::atomic::Ordering::SeqCst) {
                    return;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
            if !done.load(std::sync::atomic::Ordering::SeqCst) {
                timed_out.store(true, std::sync::atomic::Ordering::SeqCst);
                // SAFETY: kill of the child's own process group, not reaped yet (done is false).
                unsafe {
                    libc::kill(-pid, libc::SIGKILL);
                }
            }
        });
    }
    let mut status: libc::c_int = 0;
    // SAFETY: wait4 on our own child; plain out-parameters.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    let r = loop {
        let r = unsafe { libc::wait4(pid, &mut status, 0, &mut ru) };
        if r >= 0 || std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted {
            break r;
        }
    };
    done.store(true, std::sync::atomic::Ordering::SeqCst);
    let wall = start.elapsed().as_secs_f64();
    // The child is reaped by wait4: `child` must not be waited for again (dropping it does not wait).
    drop(child);
    if r < 0 {
        return Err(std::io::Error::last_os_error());
    }
    let tv = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    let code = if timed_out.load(std::sync::atomic::Ordering::SeqCst) {
        -1
    } else if libc::WIFEXITED(status) {
        libc::WEXITSTATUS(status)
    } else {
        128 + libc::WTERMSIG(status)
    };
    let stderr = std::fs::read(cwd.join(".bench-stderr")).unwrap_or_default();
    let mut stdout = std::fs::read(cwd.join(".bench-stdout")).unwrap_or_default();
    stdout.extend_from_slice(&stderr);
    Ok((
        Sample {
            wall,
            cpu: tv(ru.ru_utime) + tv(ru.ru_stime),
            // Linux reports ru_maxrss in KiB.
            max_rss_kib: ru.ru_maxrss.max(0) as u64,
            status: code,
        },
        stdout,
    ))
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    match v.len() {
        0 => 0.0,
        n if n % 2 == 1 => v[n / 2],
        n => (v[n / 2 - 1] + v[n / 2]) / 2.0,
    }
}

pub fn stats(samples: &[Sample]) -> SideStats {
    let mut w: Vec<f64> = samples.iter().map(|s| s.wall).collect();
    let mut c: Vec<f64> = samples.iter().map(|s| s.cpu).collect();
    SideStats {
        wall_min: w
            .iter()
            .cloned()
            .fold(f64::INFINITY, f64::min)
            .min(f64::MAX),
        wall_median: median(&mut w),
        cpu_median: median(&mut c),
        max_rss_kib: samples.iter().map(|s| s.max_rss_kib).max().unwrap_or(0),
        exit: samples.last().map_or(0, |s| s.status),
        front_end_secs: None,
        back_end_secs: None,
    }
}

/// `Front end time   0.20 (CPU)   1.00 (elapsed)` → the CPU seconds for `label` (the elapsed column has a
/// one-second resolution in the reference, too coarse to compare).
pub fn parse_timing(text: &[u8], label: &str) -> Option<f64> {
    let t = crate::util::lossy(text);
    let line = t.lines().find(|l| l.trim_start().starts_with(label))?;
    let rest = &line.trim_start()[label.len()..];
    let nums: Vec<f64> = rest
        .split_whitespace()
        .filter_map(|w| w.parse::<f64>().ok())
        .collect();
    nums.first().copied()
}

fn ratio(a: f64, b: f64) -> f64 {
    if b > 0.0 {
        a / b
    } else {
        0.0
    }
}

/// Measures both front ends on one prepared input.
pub fn bench_one(
    name: &str,
    p: &Prepared,
    reference: &crate::provision::Reference,
    cufe: &Path,
    repeat: usize,
    timeout: Duration,
) -> Result<BenchRow> {
    let rdir = tempfile::Builder::new()
        .prefix("cufe-bench-r-")
        .tempdir_in(crate::util::scratch_dir())?;
    let fdir = tempfile::Builder::new()
        .prefix("cufe-bench-f-")
        .tempdir_in(crate::util::scratch_dir())?;
    for d in [rdir.path(), fdir.path()] {
        std::fs::write(d.join(&p.names.input), &p.input)?;
    }
    let renv = vec![(OsString::from("PATH"), reference.path_env())];
    let args: Vec<OsString> = p.argv.iter().map(Into::into).collect();
    let mut fargs: Vec<OsString> = vec!["--cufe-report=.bench-cufe-report.json".into()];
    fargs.extend(args.iter().cloned());
    let (mut rs, mut fs) = (Vec::new(), Vec::new());
    for _ in 0..repeat.max(1) {
        rs.push(measure(&reference.cudafe, &args, rdir.path(), &renv, timeout)?.0);
        fs.push(measure(cufe, &fargs, fdir.path(), &[], timeout)?.0);
    }
    let mut r = stats(&rs);
    let mut f = stats(&fs);
    // One extra run each with --timing (not part of the statistics).
    let with_timing = |a: &[OsString]| -> Vec<OsString> {
        let mut v = a.to_vec();
        let at = v.len().saturating_sub(1);
        v.insert(at, "--timing".into());
        v
    };
    if let Ok((s, out)) = measure(
        &reference.cudafe,
        &with_timing(&args),
        rdir.path(),
        &renv,
        timeout,
    ) {
        if s.status == r.exit {
            r.front_end_secs = parse_timing(&out, "Front end time");
            r.back_end_secs = parse_timing(&out, "Back end time");
        }
    }
    if let Ok((s, out)) = measure(cufe, &with_timing(&fargs), fdir.path(), &[], timeout) {
        if s.status == f.exit {
            f.front_end_secs = parse_timing(&out, "Front end time");
            f.back_end_secs = parse_timing(&out, "Back end time");
        }
    }
    let mut notes = Vec::new();
    if r.exit != f.exit {
        notes.push(format!(
            "exit codes differ: reference {}, cufe {}",
            r.exit, f.exit
        ));
    }
    if let Ok(b) = std::fs::read(fdir.path().join(".bench-cufe-report.json")) {
        if let Ok(g) = serde_json::from_slice::<crate::model::GapReport>(&b) {
            if !g.unsupported.is_empty() {
                notes.push(format!(
                    "cufe reported {} unsupported feature(s) (first: {})",
                    g.unsupported.len(),
                    g.unsupported[0].what
                ));
            }
        }
    }
    let mib = p.input.len() as f64 / (1024.0 * 1024.0);
    Ok(BenchRow {
        name: name.to_string(),
        input_bytes: p.input.len(),
        input_lines: p.input.iter().filter(|&&c| c == b'\n').count(),
        ratio_wall: ratio(f.wall_median, r.wall_median),
        ratio_cpu: ratio(f.cpu_median, r.cpu_median),
        ratio_rss: ratio(f.max_rss_kib as f64, r.max_rss_kib as f64),
        ref_ms_per_mib: ratio(r.wall_median * 1000.0, mib),
        cufe_ms_per_mib: ratio(f.wall_median * 1000.0, mib),
        ref_cpu_ms_per_mib: ratio(r.cpu_median * 1000.0, mib),
        cufe_cpu_ms_per_mib: ratio(f.cpu_median * 1000.0, mib),
        reference: r,
        cufe: f,
        notes,
    })
}

/// The translation units of `bench` and `survey`: the built-in prelude TUs (with `prelude`), then the
/// cases found under `paths` (malformed ones are reported and skipped).
pub fn tu_cases(g: &Global, prelude: bool, paths: &[std::path::PathBuf]) -> Result<Vec<Case>> {
    let mut cases = Vec::new();
    if prelude {
        let cache = crate::provision::cache_dir(g.cache_dir.as_deref());
        cases.extend(prelude_cases(&cache)?);
    }
    if !paths.is_empty() {
        let (c, errors) = corpus::discover(paths);
        for e in &errors {
            eprintln!("cufe-harness: malformed case: {}", e);
        }
        cases.extend(c);
    }
    Ok(cases)
}

/// The prelude sources, written under `<cache>/bench-prelude/` (stable paths keep the preprocessing
/// cache warm), as cases.
fn prelude_cases(cache: &Path) -> Result<Vec<Case>> {
    let dir = cache.join("bench-prelude");
    std::fs::create_dir_all(&dir)?;
    let mut v = Vec::new();
    for (name, src) in PRELUDE {
        let path = dir.join(format!("{}.cu", name));
        if std::fs::read(&path).ok().as_deref() != Some(src.as_bytes()) {
            crate::util::atomic_write(&path, src.as_bytes())?;
        }
        v.push(corpus::load_case(&path, &dir, Kind::Cu).map_err(|e| anyhow::anyhow!("{}", e))?);
    }
    Ok(v)
}

fn fmt_secs(s: f64) -> String {
    if s < 1.0 {
        format!("{:.1} ms", s * 1000.0)
    } else {
        format!("{:.2} s", s)
    }
}

pub fn render_markdown(rep: &BenchReport) -> String {
    let mut s = String::new();
    s.push_str(&format!(
        "# cufe bench\n\nreference: {}  \ncufe: {}  \nruns per input: {} (wall: min / median; CPU = user+sys, median; RSS = peak)\n\n",
        rep.reference, rep.cufe, rep.repeat
    ));
    s.push_str("| input | size | ref wall min/med | cufe wall min/med | wall ×| ref CPU | cufe CPU | CPU × | ref RSS | cufe RSS | RSS × | ref ms/MiB wall/CPU | cufe ms/MiB wall/CPU |\n");
    s.push_str("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for r in &rep.rows {
        s.push_str(&format!(
            "| {} | {:.0} KiB | {} / {} | {} / {} | {:.2} | {} | {} | {:.2} | {:.1} MiB | {:.1} MiB | {:.2} | {:.0} / {:.0} | {:.0} / {:.0} |\n",
            r.name,
            r.input_bytes as f64 / 1024.0,
            fmt_secs(r.reference.wall_min),
            fmt_secs(r.reference.wall_median),
            fmt_secs(r.cufe.wall_min),
            fmt_secs(r.cufe.wall_median),
            r.ratio_wall,
            fmt_secs(r.reference.cpu_median),
            fmt_secs(r.cufe.cpu_median),
            r.ratio_cpu,
            r.reference.max_rss_kib as f64 / 1024.0,
            r.cufe.max_rss_kib as f64 / 1024.0,
            r.ratio_rss,
            r.ref_ms_per_mib,
            r.ref_cpu_ms_per_mib,
            r.cufe_ms_per_mib,
            r.cufe_cpu_ms_per_mib,
        ));
    }
    let timing: Vec<&BenchRow> = rep
        .rows
        .iter()
        .filter(|r| r.reference.front_end_secs.is_some() || r.cufe.front_end_secs.is_some())
        .collect();
    if !timing.is_empty() {
        s.push_str("\n`--timing` split (CPU seconds as printed by each front end, one run):\n\n| input | ref front end | ref back end | cufe front end | cufe back end |\n|---|---:|---:|---:|---:|\n");
        let o = |x: Option<f64>| x.map_or("–".to_string(), |v| format!("{:.2}", v));
        for r in timing {
            s.push_str(&format!(
                "| {} | {} | {} | {} | {} |\n",
                r.name,
                o(r.reference.front_end_secs),
                o(r.reference.back_end_secs),
                o(r.cufe.front_end_secs),
                o(r.cufe.back_end_secs)
            ));
        }
    }
    let notes: Vec<String> = rep
        .rows
        .iter()
        .flat_map(|r| r.notes.iter().map(move |n| format!("- {}: {}", r.name, n)))
        .collect();
    if !notes.is_empty() {
        s.push_str("\nNot like for like:\n\n");
        s.push_str(&notes.join("\n"));
        s.push('\n');
    }
    s
}

pub fn bench(g: &Global, a: &BenchArgs) -> Result<i32> {
    if g.offline {
        bail!("bench needs the reference; it cannot run with --offline");
    }
    let cufe = super::cufe_binary(g)?;
    let (eng, _mode, reason) = super::run::engine(g, Some(cufe.clone()))?;
    let Some(reference) = eng.reference.clone() else {
        bail!("bench needs the reference ({})", reason.unwrap_or_default());
    };
    let cases = tu_cases(g, a.prelude, &a.paths)?;
    if cases.is_empty() {
        bail!("nothing to measure: give .ii files, corpus paths, or --prelude");
    }
    let timeout = super::limits(g)?.timeout;
    let mut rows = Vec::new();
    for case in &cases {
        let p = prepare(&eng, case).with_context(|| format!("preparing {}", case.id))?;
        eprintln!(
            "bench: {} ({} KiB) × {}",
            case.id,
            p.input.len() / 1024,
            a.repeat.max(1)
        );
        rows.push(bench_one(
            &case.id, &p, &reference, &cufe, a.repeat, timeout,
        )?);
    }
    let rep = BenchReport {
        repeat: a.repeat.max(1),
        reference: format!("{} ({})", reference.cudafe.display(), reference.version),
        cufe: cufe.display().to_string(),
        rows,
    };
    let md = render_markdown(&rep);
    print!("{}", md);
    let dir = a
        .reports_dir
        .clone()
        .unwrap_or_else(|| crate::util::workspace_root().join("reports"))
        .join("bench");
    std::fs::create_dir_all(&dir)?;
    crate::util::atomic_write(&dir.join("latest.json"), &serde_json::to_vec_pretty(&rep)?)?;
    crate::util::atomic_write(&dir.join("latest.md"), md.as_bytes())?;
    eprintln!("bench: wrote {}", dir.join("latest.md").display());
    Ok(0)
}

fn prepare(eng: &Engine, case: &Case) -> Result<Prepared> {
    eng.prepare(case, None)
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn timing_lines() {
        let t = b"Front end time                       0.20 (CPU)       1.00 (elapsed)\nBack end time 0.01 (CPU) 0.02 (elapsed)\n";
        assert_eq!(parse_timing(t, "Front end time"), Some(0.2));
        assert_eq!(parse_timing(t, "Back end time"), Some(0.01));
        assert_eq!(parse_timing(b"", "Front end time"), None);
    }
    #[test]
    fn median_and_stats() {
        let s = |w| Sample {
            wall: w,
            cpu: w,
            max_rss_kib: (w * 10.0) as u64,
            status: 0,
        };
        let st = stats(&[s(3.0), s(1.0), s(2.0)]);
        assert_eq!(
            (st.wall_min, st.wall_median, st.max_rss_kib),
            (1.0, 2.0, 30)
        );
    }
    #[test]
    fn measures_a_child() {
        let d = tempfile::tempdir().unwrap();
        let (s, out) = measure(
            Path::new("/bin/sh"),
            &["-c".into(), "echo hi; exit 3".into()],
            d.path(),
            &[],
            Duration::from_secs(10),
        )
        .unwrap();
        assert_eq!(s.status, 3);
        assert!(s.max_rss_kib > 0);
        assert_eq!(out, b"hi\n");
    }
}
