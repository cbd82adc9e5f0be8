//! Locating the reference cudafe++ and running a front end (cufe or the reference, same argv) on a
//! hermetic bare `.ii`, for generator self-tests and fast fuzz campaigns that need no nvcc.
use super::signature::RunRecord;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The `cudafe++` binary: `$CUFE_REFERENCE` (the binary itself or a toolkit directory holding
/// `bin/cudafe++`), else the toolkit venv under the cache directory
/// (`$CUFE_CACHE_DIR`, else `$XDG_CACHE_HOME/cufe`, else `~/.cache/cufe`) at
/// `toolkit-venv/lib/python3.*/site-packages/nvidia/cu13/bin/cudafe++`.
pub fn locate_cudafe() -> Option<PathBuf> {
    if let Some(r) = std::env::var_os("CUFE_REFERENCE").filter(|r| !r.is_empty()) {
        let r = PathBuf::from(r);
        return [r.join("bin/cudafe++"), r.clone()].into_iter().find(|p| p.is_file());
    }
    let cache = if let Some(c) = std::env::var_os("CUFE_CACHE_DIR").filter(|c| !c.is_empty()) {
        PathBuf::from(c)
    } else if let Some(x) = std::env::var_os("XDG_CACHE_HOME").filter(|c| !c.is_empty()) {
        PathBuf::from(x).join("cufe")
    } else {
        PathBuf::from(std::env::var_os("HOME")?).join(".cache/cufe")
    };
    let lib = cache.join("toolkit-venv/lib");
    let mut pythons: Vec<PathBuf> = std::fs::read_dir(&lib)
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("python3.")))
        .collect();
    pythons.sort();
    pythons
        .into_iter()
        .map(|p| p.join("site-packages/nvidia/cu13/bin/cudafe++"))
        .find(|p| p.is_file())
}

/// The cudafe++ argv nvcc would pass for a bare input `fuzz.ii` in `dir` (trimmed as in the brief),
/// plus `extra` just before the input.
pub fn bare_argv(dir: &Path, extra: &[String]) -> Vec<String> {
    let d = dir.display();
    let mut v: Vec<String> = [
        "--c++17",
        "--static-host-stub",
        "--device-hidden-visibility",
        "--gnu_version=120200",
        "--display_error_number",
        "--orig_src_file_name",
        "fuzz.cu",
        "--orig_src_path_name",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    v.push(format!("{d}/fuzz.cu"));
    v.extend(["--allow_managed", "--m64", "--parse_templates", "--gen_c_file_name"].map(String::from));
    v.push(format!("{d}/fuzz.cudafe1.cpp"));
    v.extend(["--stub_file_name", "fuzz.cudafe1.stub.c", "--gen_module_id_file", "--module_id_file_name"].map(String::from));
    v.push(format!("{d}/fuzz.module_id"));
    v.extend(extra.iter().cloned());
    v.push(format!("{d}/fuzz.ii"));
    v
}

/// Runs `binary` on `ii` written to `dir/fuzz.ii` with [`bare_argv`]; kills it after `timeout`.
pub fn run_bare(binary: &Path, ii: &[u8], extra: &[String], dir: &Path, timeout: Duration) -> std::io::Result<RunRecord> {
    std::fs::create_dir_all(dir)?;
    let host = dir.join("fuzz.cudafe1.cpp");
    let _ = std::fs::remove_file(&host);
    std::fs::write(dir.join("fuzz.ii"), ii)?;
    let mut cmd = Command::new(binary);
    cmd.args(bare_argv(dir, extra)).current_dir(dir).stdin(Stdio::null());
    let mut rec = run_with_timeout(cmd, timeout)?;
    rec.host_output = std::fs::read(&host).ok();
    Ok(rec)
}

/// Runs a command collecting stdout/stderr, exit code or signal; kills it after `timeout`.
pub fn run_with_timeout(mut cmd: Command, timeout: Duration) -> std::io::Result<RunRecord> {
    // Output goes to files so a chatty child can never block on a full pipe while we poll.
    let tmp = std::env::temp_dir().join(format!("cufe-campaign-run-{}-{:?}", std::process::id(), std::thread::current().id()));
    std::fs::create_dir_all(&tmp)?;
    let (out_p, err_p) = (tmp.join("stdout"), tmp.join("stderr"));
    cmd.stdout(std::fs::File::create(&out_p)?).stderr(std::fs::File::create(&err_p)?);
    let mut child = cmd.spawn()?;
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        if let Some(s) = child.try_wait()? {
            break s;
        }
        if start.elapsed() > timeout {
            timed_out = true;
            let _ = child.kill();
            break child.wait()?;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let rec = RunRecord {
        exit_code: status.code(),
        signal: signal_of(&status),
        timed_out,
        stdout: std::fs::read(&out_p).unwrap_or_default(),
        stderr: std::fs::read(&err_p).unwrap_or_default(),
        host_output: None,
    };
    let _ = std::fs::remove_dir_all(&tmp);
    Ok(rec)
}

#[cfg(unix)]
fn signal_of(s: &std::process::ExitStatus) -> Option<i32> {
    use std::os::unix::process::ExitStatusExt;
    s.signal()
}

#[cfg(not(unix))]
fn signal_of(_: &std::process::ExitStatus) -> Option<i32> {
    None
}

/// Whether a run hit a front-end failure rather than an ordinary verdict: a signal, an abort
/// (cudafe++ exits 134 on internal errors), a timeout, or an internal-error message.
pub fn is_internal_failure(r: &RunRecord) -> bool {
    r.signal.is_some()
        || r.timed_out
        || matches!(r.exit_code, Some(134) | Some(139) | Some(101) | None)
        || String::from_utf8_lossy(&r.stderr).contains("internal error")
}

/// Runs cufe and the reference one after the other on the same bare input in the same directory
/// (so paths in the host output agree). `None` when the reference hit an internal failure: such
/// inputs cannot be judged.
pub fn compare_bare(
    cufe: &Path,
    reference: &Path,
    ii: &[u8],
    extra: &[String],
    dir: &Path,
    timeout: Duration,
) -> std::io::Result<Option<(RunRecord, RunRecord)>> {
    let r = run_bare(reference, ii, extra, dir, timeout)?;
    if is_internal_failure(&r) {
        return Ok(None);
    }
    let c = run_bare(cufe, ii, extra, dir, timeout)?;
    Ok(Some((c, r)))
}

/// The interestingness predicate for reducing a bare `.ii`: cufe and the reference still differ
/// in the way `keep` asks for (inputs the reference cannot judge are not interesting).
pub fn interesting_bare<'a>(
    cufe: &'a Path,
    reference: &'a Path,
    extra: &'a [String],
    keep: &'a super::signature::Keep,
    dir: &'a Path,
    timeout: Duration,
) -> impl FnMut(&[u8]) -> bool + 'a {
    move |ii: &[u8]| match compare_bare(cufe, reference, ii, extra, dir, timeout) {
        Ok(Some((c, r))) => keep.matches(super::signature::classify(&c, &r).as_ref()),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The only lib test touching these variables (set_var would race with readers).
    #[test]
    fn locate_honours_cufe_reference_and_the_cache_layout() {
        let root = std::env::temp_dir().join(format!("cufe-locate-{}", std::process::id()));
        let tk = root.join("tk");
        std::fs::create_dir_all(tk.join("bin")).unwrap();
        std::fs::write(tk.join("bin/cudafe++"), b"").unwrap();
        let cache_bin = root.join("cache/toolkit-venv/lib/python3.12/site-packages/nvidia/cu13/bin");
        std::fs::create_dir_all(&cache_bin).unwrap();
        std::fs::write(cache_bin.join("cudafe++"), b"").unwrap();
        let saved: Vec<_> = ["CUFE_REFERENCE", "CUFE_CACHE_DIR"].iter().map(|k| (*k, std::env::var_os(k))).collect();
        std::env::set_var("CUFE_REFERENCE", &tk);
        assert_eq!(locate_cudafe(), Some(tk.join("bin/cudafe++")));
        std::env::set_var("CUFE_REFERENCE", tk.join("bin/cudafe++"));
        assert_eq!(locate_cudafe(), Some(tk.join("bin/cudafe++")));
        std::env::set_var("CUFE_REFERENCE", root.join("missing"));
        assert_eq!(locate_cudafe(), None);
        std::env::remove_var("CUFE_REFERENCE");
        std::env::set_var("CUFE_CACHE_DIR", root.join("cache"));
        assert_eq!(locate_cudafe(), Some(cache_bin.join("cudafe++")));
        for (k, v) in saved {
            match v {
                Some(v) => std::env::set_var(k, v),
                None => std::env::remove_var(k),
            }
        }
        let _ = std::fs::remove_dir_all(&root);
    }

    #[test]
    fn timeout_kills_and_reports() {
        let mut cmd = Command::new("sleep");
        cmd.arg("5");
        let r = run_with_timeout(cmd, Duration::from_millis(100)).unwrap();
        assert!(r.timed_out);
        assert!(is_internal_failure(&r));
        let r = run_with_timeout(Command::new("true"), Duration::from_secs(5)).unwrap();
        assert_eq!((r.exit_code, r.timed_out), (Some(0), false));
    }
}
