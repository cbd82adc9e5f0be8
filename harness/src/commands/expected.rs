//! Stored expectations, `NAME.expected/` next to a case (written only by `bless`, from the reference):
//! `exit_code`, `stderr.txt`, `diagnostics.json`, `host.int.c` or `host.sha256` (> 64 KiB), `module_id`,
//! `meta.json`. All files are deterministic.
use crate::corpus::{Case, CaseError};
use crate::model::{SideOutput, Termination};
use serde::{Deserialize, Serialize};

/// Host outputs above this size are stored as their sha256.
pub const HOST_INLINE_LIMIT: usize = 64 * 1024;

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Meta {
    pub reference_version: String,
    pub reference_sha256: String,
    /// The cudafe++ argv, with the stable file names each side runs with.
    pub argv: Vec<String>,
    pub nvcc_options: Vec<String>,
    /// sha256 of the exact input given to the front ends (detects stale expectations).
    pub input_sha256: String,
}

fn exit_text(t: &Termination) -> String {
    match t {
        Termination::Exited { code } => format!("{}\n", code),
        Termination::Signaled { signal } => format!("signal {}\n", signal),
        Termination::Timeout { .. } => "timeout\n".into(),
        Termination::Memory { .. } => "memory\n".into(),
    }
}

fn parse_exit(s: &str) -> Option<Termination> {
    let s = s.trim();
    if let Some(n) = s.strip_prefix("signal ") {
        return n
            .trim()
            .parse()
            .ok()
            .map(|signal| Termination::Signaled { signal });
    }
    match s {
        "timeout" => Some(Termination::Timeout { secs: 0.0 }),
        "memory" => Some(Termination::Memory { limit_bytes: 0 }),
        _ => s.parse().ok().map(|code| Termination::Exited { code }),
    }
}

/// Writes `NAME.expected/` atomically (a hidden temporary folder renamed into place).
pub fn write(case: &Case, s: &SideOutput, meta: &Meta) -> anyhow::Result<()> {
    let tmp = tempfile::Builder::new()
        .prefix(&format!(".{}.expected-", case.stem))
        .tempdir_in(&case.dir)?;
    let t = tmp.path();
    std::fs::write(t.join("exit_code"), exit_text(&s.termination))?;
    std::fs::write(t.join("stderr.txt"), &s.stderr)?;
    let mut diags = serde_json::to_string_pretty(&crate::edg_diag::parse(&s.stderr))?;
    diags.push('\n');
    std::fs::write(t.join("diagnostics.json"), diags)?;
    if let Some(h) = &s.host {
        if h.len() > HOST_INLINE_LIMIT {
            std::fs::write(
                t.join("host.sha256"),
                format!("{}\n", crate::util::sha256_hex(h)),
            )?;
        } else {
            std::fs::write(t.join("host.int.c"), h)?;
        }
    }
    if let Some(m) = &s.module_id {
        std::fs::write(t.join("module_id"), m)?;
    }
    let mut m = serde_json::to_string_pretty(meta)?;
    m.push('\n');
    std::fs::write(t.join("meta.json"), m)?;
    let dest = case.expected_dir();
    if dest.exists() {
        std::fs::remove_dir_all(&dest)?;
    }
    std::fs::rename(tmp.keep(), &dest)?;
    Ok(())
}

/// Reads `NAME.expected/`; `Ok(None)` when there is none.
pub fn read(case: &Case) -> Result<Option<(SideOutput, Meta)>, CaseError> {
    let d = case.expected_dir();
    if !d.is_dir() {
        return Ok(None);
    }
    let err = |f: &str, line: Option<usize>, m: String| CaseError {
        file: d.join(f).display().to_string(),
        line,
        message: m,
    };
    let exit =
        std::fs::read(d.join("exit_code")).map_err(|e| err("exit_code", None, e.to_string()))?;
    let term = parse_exit(&String::from_utf8_lossy(&exit)).ok_or_else(|| {
        err(
            "exit_code",
            Some(1),
            "expected an exit code, `signal N`, `timeout` or `memory`".into(),
        )
    })?;
    let mut s = SideOutput::new(term);
    s.stderr =
        std::fs::read(d.join("stderr.txt")).map_err(|e| err("stderr.txt", None, e.to_string()))?;
    s.host = std::fs::read(d.join("host.int.c")).ok();
    if s.host.is_none() {
        if let Ok(h) = std::fs::read(d.join("host.sha256")) {
            let h = String::from_utf8_lossy(&h).trim().to_string();
            if h.len() != 64 || !h.chars().all(|c| c.is_ascii_hexdigit()) {
                return Err(err(
                    "host.sha256",
                    Some(1),
                    "expected a sha256 in hex".into(),
                ));
            }
            s.host_sha256 = Some(h);
        }
    }
    s.module_id = std::fs::read(d.join("module_id")).ok();
    let meta_bytes =
        std::fs::read(d.join("meta.json")).map_err(|e| err("meta.json", None, e.to_string()))?;
    let meta: Meta = serde_json::from_slice(&meta_bytes)
        .map_err(|e| err("meta.json", Some(e.line()), e.to_string()))?;
    Ok(Some((s, meta)))
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn exit_round_trip() {
        for t in [
            Termination::Exited { code: 2 },
            Termination::Signaled { signal: 6 },
        ] {
            assert_eq!(parse_exit(&exit_text(&t)), Some(t));
        }
        assert_eq!(parse_exit("x"), None);
    }
}
