//! What one front-end run produced, in a form both live runs and stored expectations can fill.
use serde::{Deserialize, Serialize};

/// How a process ended.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Termination {
    Exited {
        code: i32,
    },
    Signaled {
        signal: i32,
    },
    /// Killed by the harness after the time limit.
    Timeout {
        secs: f64,
    },
    /// Ran out of its address-space cap (allocation failure under RLIMIT_AS).
    Memory {
        limit_bytes: u64,
    },
}

impl Termination {
    /// The exit status a shell would show (128+signal), for the internal-error abort that is a
    /// documented reference behaviour (`Compilation aborted.`, status 134).
    pub fn shell_code(&self) -> Option<i32> {
        match self {
            Termination::Exited { code } => Some(*code),
            Termination::Signaled { signal } => Some(128 + signal),
            _ => None,
        }
    }

    pub fn describe(&self) -> String {
        match self {
            Termination::Exited { code } => format!("exit {}", code),
            Termination::Signaled { signal } => format!("signal {}", signal),
            Termination::Timeout { secs } => format!("timeout after {:.0} s", secs),
            Termination::Memory { limit_bytes } => {
                format!("memory cap {} MiB exceeded", limit_bytes >> 20)
            }
        }
    }
}

/// One entry of cufe's `--cufe-report` file.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Gap {
    pub what: String,
    #[serde(default)]
    pub count: u64,
    #[serde(default)]
    pub first_offset: u64,
    /// `"output"`: the gap only concerns the written outputs (host file, module id) — cufe's analysis
    /// was complete, so diagnostics and exit code are still judged. Absent: it concerns everything.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scope: Option<String>,
}

impl Gap {
    /// Whether this gap leaves cufe's diagnostics and exit code trustworthy.
    pub fn output_only(&self) -> bool {
        self.scope.as_deref() == Some("output")
    }
}

#[derive(Deserialize)]
pub struct GapReport {
    #[serde(default)]
    pub unsupported: Vec<Gap>,
}

/// The observable result of one front-end run (already normalised, see `normalize`).
#[derive(Clone, Debug)]
pub struct SideOutput {
    pub termination: Termination,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    /// The host output (`--gen_c_file_name`), if written.
    pub host: Option<Vec<u8>>,
    /// Only the sha256 of the host output is known (large outputs in stored expectations).
    pub host_sha256: Option<String>,
    pub module_id: Option<Vec<u8>>,
    /// cufe only: what it reported as unsupported.
    pub unsupported: Vec<Gap>,
    /// cufe only: the `--cufe-report` file was unreadable or malformed (message).
    pub report_error: Option<String>,
    pub wall_secs: f64,
    /// The folder the side ran in (live runs only; removed when the last clone is dropped), holding its
    /// input and output files under the case's stable names. `None` for cached and stored results.
    pub workdir: Option<std::sync::Arc<tempfile::TempDir>>,
}

impl SideOutput {
    pub fn new(termination: Termination) -> Self {
        SideOutput {
            termination,
            stdout: Vec::new(),
            stderr: Vec::new(),
            host: None,
            host_sha256: None,
            module_id: None,
            unsupported: Vec::new(),
            report_error: None,
            wall_secs: 0.0,
            workdir: None,
        }
    }

    /// Path of a file the side wrote in its run folder (live runs only).
    pub fn output_path(&self, name: &str) -> Option<std::path::PathBuf> {
        let p = self.workdir.as_ref()?.path().join(name);
        p.exists().then_some(p)
    }

    /// sha256 of the host output, from the bytes or the stored hash.
    pub fn host_hash(&self) -> Option<String> {
        match (&self.host, &self.host_sha256) {
            (Some(b), _) => Some(crate::util::sha256_hex(b)),
            (None, Some(h)) => Some(h.clone()),
            _ => None,
        }
    }
}
