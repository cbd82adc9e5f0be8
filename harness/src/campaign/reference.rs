//! Running a front end (cufe or the reference, same argv) on a hermetic bare `.ii`, for generator
//! self-tests and fast fuzz campaigns that need no nvcc. The reference is found with
//! [`crate::provision::locate`] and processes run through [`crate::exec::run`] (time limit, memory
//! cap, process-group kill), so a bare run ends the same way a harness run does.
use crate::exec::{Limits, Spec};
use crate::model::{SideOutput, Termination};
use std::path::Path;
use std::time::Duration;

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

/// Runs `binary` on `ii` written to `dir/fuzz.ii` with [`bare_argv`]; killed after `timeout`
/// (the default memory cap of [`Limits`] applies). Outputs are not normalised: both sides of a
/// comparison run in the same `dir`.
pub fn run_bare(binary: &Path, ii: &[u8], extra: &[String], dir: &Path, timeout: Duration) -> std::io::Result<SideOutput> {
    std::fs::create_dir_all(dir)?;
    let host = dir.join("fuzz.cudafe1.cpp");
    let _ = std::fs::remove_file(&host);
    std::fs::write(dir.join("fuzz.ii"), ii)?;
    let spec = Spec {
        program: binary.to_path_buf(),
        args: bare_argv(dir, extra).into_iter().map(Into::into).collect(),
        cwd: dir.to_path_buf(),
        env: vec![],
    };
    let r = crate::exec::run(&spec, Limits { timeout, ..Limits::default() })?;
    let mut s = SideOutput::new(r.termination);
    s.stdout = r.stdout;
    s.stderr = r.stderr;
    s.wall_secs = r.wall.as_secs_f64();
    s.host = std::fs::read(&host).ok();
    Ok(s)
}

/// Whether a run hit a front-end failure rather than an ordinary verdict: a signal, an abort
/// (cudafe++ exits 134 on internal errors), a timeout, or an internal-error message.
pub fn is_internal_failure(r: &SideOutput) -> bool {
    !matches!(r.termination, Termination::Exited { code } if !matches!(code, 134 | 139 | 101))
        || crate::exec::contains(&r.stderr, b"internal error")
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
) -> std::io::Result<Option<(SideOutput, SideOutput)>> {
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

    #[test]
    fn internal_failures() {
        let t = |t: Termination| is_internal_failure(&SideOutput::new(t));
        assert!(!t(Termination::Exited { code: 2 }));
        assert!(t(Termination::Exited { code: 134 }));
        assert!(t(Termination::Signaled { signal: 11 }));
        assert!(t(Termination::Timeout { secs: 1.0 }));
        assert!(t(Termination::Memory { limit_bytes: 1 }));
        let mut s = SideOutput::new(Termination::Exited { code: 4 });
        s.stderr = b"x.cu(1): internal error: assertion failed\n".to_vec();
        assert!(is_internal_failure(&s));
    }

    #[test]
    fn bare_runs_go_through_exec() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let fe = dir.path().join("fe");
        std::fs::write(&fe, "#!/bin/sh\nfor a; do last=$a; done\ncat \"$last\" >&2\necho host > fuzz.cudafe1.cpp\n[ -e slow ] && sleep 5\nexit 3\n").unwrap();
        std::fs::set_permissions(&fe, std::fs::Permissions::from_mode(0o755)).unwrap();
        let work = dir.path().join("w");
        let r = run_bare(&fe, b"int x;", &[], &work, Duration::from_secs(10)).unwrap();
        assert_eq!(r.termination, Termination::Exited { code: 3 });
        assert_eq!((r.stderr.as_slice(), r.host.as_deref()), (&b"int x;"[..], Some(&b"host\n"[..])));
        std::fs::write(work.join("slow"), "").unwrap();
        let r = run_bare(&fe, b"", &[], &work, Duration::from_millis(200)).unwrap();
        assert!(matches!(r.termination, Termination::Timeout { .. }));
        assert!(is_internal_failure(&r));
        assert!(run_bare(Path::new("/nonexistent/cudafe++"), b"", &[], &work, Duration::from_secs(1)).is_err());
    }
}
