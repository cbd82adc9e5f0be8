//! Isolated process running: a time limit, an address-space cap, its own process group (so a timeout
//! kills the whole tree), output captured through anonymous files (no pipe deadlocks). A misbehaving front
//! end becomes a `Termination`; it never takes the harness down.
use crate::model::Termination;
use std::ffi::OsString;
use std::io::{Read, Seek, SeekFrom};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub timeout: Duration,
    /// RLIMIT_AS in bytes; 0 = no cap.
    pub mem_bytes: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            timeout: Duration::from_secs(60),
            mem_bytes: 4 << 30,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Spec {
    pub program: PathBuf,
    pub args: Vec<OsString>,
    pub cwd: PathBuf,
    /// Extra environment (added to the inherited one).
    pub env: Vec<(OsString, OsString)>,
}

#[derive(Debug)]
pub struct ExecResult {
    pub termination: Termination,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub wall: Duration,
}

/// Texts that allocation failures print (Rust, C++, glibc tools, Python). Only consulted when the
/// process failed and a memory cap was set.
const OOM_MARKERS: &[&[u8]] = &[
    b"memory allocation of",
    b"std::bad_alloc",
    b"out of memory",
    b"Out of memory",
    b"memory exhausted",
    b"Cannot allocate memory",
    b"cannot allocate",
    b"MemoryError",
];

/// Runs `spec` under `limits`. `Err` only when the program could not be started at all.
pub fn run(spec: &Spec, limits: Limits) -> std::io::Result<ExecResult> {
    let mut out = tempfile::tempfile_in(crate::util::scratch_dir())?;
    let mut err = tempfile::tempfile_in(crate::util::scratch_dir())?;
    let mut cmd = Command::new(&spec.program);
    cmd.args(&spec.args)
        .current_dir(&spec.cwd)
        .stdin(Stdio::null())
        .stdout(Stdio::from(out.try_clone()?))
        .stderr(Stdio::from(err.try_clone()?));
    for (k, v) in &spec.env {
        cmd.env(k, v);
    }
    let mem = limits.mem_bytes;
    // SAFETY: only async-signal-safe libc calls between fork and exec.
    unsafe {
        cmd.pre_exec(move || {
            libc::setpgid(0, 0);
            // Out of the terminal's process group, Ctrl-C no longer reaches the child: make it die with
            // the harness instead of lingering (the spawning thread lives until the run ends).
            libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL as libc::c_ulong);
            if mem > 0 {
                let lim = libc::rlimit {
                    rlim_cur: mem as libc::rlim_t,
                    rlim_max: mem as libc::rlim_t,
                };
                libc::setrlimit(libc::RLIMIT_AS, &lim);
            }
            Ok(())
        });
    }
    let start = Instant::now();
    let mut child = cmd.spawn()?;
    let pid = child.id() as libc::pid_t;
    // A helper thread waits for the exit WITHOUT reaping (WNOWAIT), so the process group id cannot be
    // reused before we kill the group; killing it also ends grandchildren left behind.
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        // SAFETY: waitid on our own child; `info` is a plain out-parameter.
        let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
        loop {
            let r = unsafe {
                libc::waitid(
                    libc::P_PID,
                    pid as libc::id_t,
                    &mut info,
                    libc::WEXITED | libc::WNOWAIT,
                )
            };
            if r == 0 || std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted {
                break;
            }
        }
        let _ = tx.send(());
    });
    let timed_out = rx.recv_timeout(limits.timeout).is_err();
    // SAFETY: plain kill(2) of the child's own process group (its leader is not reaped yet).
    unsafe {
        libc::kill(-pid, libc::SIGKILL);
    }
    let status = child.wait()?;
    let status = if timed_out { None } else { Some(status) };
    let wall = start.elapsed();
    let read_all = |f: &mut std::fs::File| -> Vec<u8> {
        let mut v = Vec::new();
        let _ = f.seek(SeekFrom::Start(0));
        let _ = f.read_to_end(&mut v);
        v
    };
    let stdout = read_all(&mut out);
    let stderr = read_all(&mut err);
    let termination = match status {
        None => Termination::Timeout {
            secs: limits.timeout.as_secs_f64(),
        },
        Some(s) => {
            let t = match (s.code(), s.signal()) {
                (Some(c), _) => Termination::Exited { code: c },
                (None, Some(sig)) => Termination::Signaled { signal: sig },
                _ => Termination::Exited { code: -1 },
            };
            let failed = !matches!(t, Termination::Exited { code: 0 });
            if failed && mem > 0 && OOM_MARKERS.iter().any(|m| contains(&stderr, m)) {
                Termination::Memory { limit_bytes: mem }
            } else {
                t
            }
        }
    };
    Ok(ExecResult {
        termination,
        stdout,
        stderr,
        wall,
    })
}

pub fn contains(hay: &[u8], needle: &[u8]) -> bool {
    !needle.is_empty() && hay.windows(needle.len()).any(|w| w == needle)
}

/// Parses sizes such as `4G`, `512M`, `4096` (bytes), `0` (no cap).
pub fn parse_size(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let (num, mul) = match t.chars().last() {
        Some('k' | 'K') => (&t[..t.len() - 1], 1u64 << 10),
        Some('m' | 'M') => (&t[..t.len() - 1], 1 << 20),
        Some('g' | 'G') => (&t[..t.len() - 1], 1 << 30),
        _ => (t, 1),
    };
    let n: u64 = num
        .trim_end_matches(['i', 'B'])
        .parse()
        .map_err(|_| format!("bad size `{}` (use e.g. 4G, 512M)", s))?;
    n.checked_mul(mul)
        .ok_or_else(|| format!("size `{}` too large", s))
}

#[cfg(test)]
mod tests {
    use super::*;
    fn sh(script: &str, limits: Limits) -> ExecResult {
        let spec = Spec {
            program: "/bin/sh".into(),
            args: vec!["-c".into(), script.into()],
            cwd: std::env::temp_dir(),
            env: vec![],
        };
        run(&spec, limits).unwrap()
    }
    #[test]
    fn exit_and_output() {
        let r = sh("echo out; echo err >&2; exit 3", Limits::default());
        assert_eq!(r.termination, Termination::Exited { code: 3 });
        assert_eq!(r.stdout, b"out\n");
        assert_eq!(r.stderr, b"err\n");
    }
    #[test]
    fn signal() {
        let r = sh("kill -SEGV $$", Limits::default());
        assert_eq!(
            r.termination,
            Termination::Signaled {
                signal: libc::SIGSEGV
            }
        );
    }
    #[test]
    fn timeout_kills_the_group() {
        let t = Instant::now();
        let r = sh(
            "sleep 30 & sleep 30; wait",
            Limits {
                timeout: Duration::from_millis(300),
                mem_bytes: 0,
            },
        );
        assert!(matches!(r.termination, Termination::Timeout { .. }));
        assert!(t.elapsed() < Duration::from_secs(5));
    }
    #[test]
    fn leftover_children_are_killed() {
        let d = tempfile::tempdir().unwrap();
        let mark = d.path().join("mark");
        let r = sh(
            &format!("(sleep 1; touch {}) & exit 0", mark.display()),
            Limits::default(),
        );
        assert_eq!(r.termination, Termination::Exited { code: 0 });
        std::thread::sleep(Duration::from_millis(1500));
        assert!(
            !mark.exists(),
            "the background child was killed with the group"
        );
    }
    #[test]
    fn sizes() {
        assert_eq!(parse_size("4G").unwrap(), 4 << 30);
        assert_eq!(parse_size("512M").unwrap(), 512 << 20);
        assert_eq!(parse_size("0").unwrap(), 0);
        assert!(parse_size("x").is_err());
    }
}
