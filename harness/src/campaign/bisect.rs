//! Regression bisection over git history: build cufe at probed commits (each in a cached detached
//! worktree) and binary-search for the first commit whose caller-defined outcome is `Bad`.
//! Build failures count as `Skip`, like `git bisect skip`.
use std::path::{Path, PathBuf};
use std::process::Command;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Good,
    Bad,
    Skip,
}

/// The `git bisect run` convention: 0 good, 1 bad, 125 skip.
pub fn exit_code(o: Outcome) -> i32 {
    match o {
        Outcome::Good => 0,
        Outcome::Bad => 1,
        Outcome::Skip => 125,
    }
}

#[derive(Clone, Debug)]
pub struct BisectConfig {
    /// The repository (any worktree of it).
    pub repo: PathBuf,
    /// Cache root; worktrees live in `<cache>/bisect/<sha>`, the built binary is kept as
    /// `<cache>/bisect/<sha>/.bisect-bin/<binary>` so a commit is never built twice.
    pub cache: PathBuf,
    /// `cargo build -p <package>`.
    pub package: String,
    /// The binary's file name under `target/<profile>/`.
    pub binary: String,
    pub release: bool,
    /// One `CARGO_TARGET_DIR` for all probes (incremental, fast) or `None` for a target directory
    /// inside each worktree.
    pub shared_target: Option<PathBuf>,
    /// Walk `--first-parent` history only (merge commits as units).
    pub first_parent: bool,
    /// Probe `good` and `bad` themselves first and fail if they are not Good/Bad.
    pub verify_endpoints: bool,
}

impl BisectConfig {
    /// Defaults for cufe: release build of package/binary `cufe`, per-worktree target dirs.
    pub fn cufe(repo: &Path, cache: &Path) -> Self {
        BisectConfig {
            repo: repo.to_path_buf(),
            cache: cache.to_path_buf(),
            package: "cufe".into(),
            binary: "cufe".into(),
            release: true,
            shared_target: None,
            first_parent: false,
            verify_endpoints: true,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BisectReport {
    /// The first Bad commit, when determined.
    pub first_bad: Option<String>,
    /// When skips leave it ambiguous: the commits (oldest first) any of which may be the first bad.
    pub candidates: Vec<String>,
    /// Every probe in order: (sha, outcome).
    pub probes: Vec<(String, Outcome)>,
    /// Number of commits in good..bad.
    pub range_len: usize,
}

#[derive(Debug)]
pub enum BisectError {
    Git(String),
    Io(std::io::Error),
    /// `verify_endpoints`: the good or bad revision did not give the expected outcome.
    Endpoint { rev: String, expected: Outcome, got: Outcome },
}

impl std::fmt::Display for BisectError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BisectError::Git(e) => write!(f, "git: {e}"),
            BisectError::Io(e) => write!(f, "{e}"),
            BisectError::Endpoint { rev, expected, got } => write!(f, "{rev}: expected {expected:?}, got {got:?}"),
        }
    }
}

impl From<std::io::Error> for BisectError {
    fn from(e: std::io::Error) -> Self {
        BisectError::Io(e)
    }
}

fn git(repo: &Path, args: &[&str]) -> Result<String, BisectError> {
    let out = Command::new("git").arg("-C").arg(repo).args(args).output()?;
    if !out.status.success() {
        return Err(BisectError::Git(format!("git {}: {}", args.join(" "), String::from_utf8_lossy(&out.stderr).trim())));
    }
    Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// Resolves a revision to a full commit sha.
pub fn resolve(repo: &Path, rev: &str) -> Result<String, BisectError> {
    git(repo, &["rev-parse", "--verify", &format!("{rev}^{{commit}}")])
}

/// Commits in `good..bad` on the ancestry path, oldest first (`bad` last).
pub fn commits_between(repo: &Path, good: &str, bad: &str, first_parent: bool) -> Result<Vec<String>, BisectError> {
    let range = format!("{good}..{bad}");
    let mut args = vec!["rev-list", "--ancestry-path"];
    if first_parent {
        args.push("--first-parent");
    }
    args.push(&range);
    let out = git(repo, &args)?;
    let mut v: Vec<String> = out.lines().map(|l| l.trim().to_string()).filter(|l| !l.is_empty()).collect();
    v.reverse();
    Ok(v)
}

/// Builds (or reuses) cufe at `sha`; `Ok(None)` when the build fails (→ Skip).
pub fn build_at(cfg: &BisectConfig, sha: &str) -> Result<Option<PathBuf>, BisectError> {
    let wt = cfg.cache.join("bisect").join(sha);
    let kept = wt.join(".bisect-bin").join(&cfg.binary);
    if kept.is_file() {
        return Ok(Some(kept));
    }
    let failed_marker = cfg.cache.join("bisect").join(format!("{sha}.build-failed"));
    if failed_marker.is_file() {
        return Ok(None);
    }
    std::fs::create_dir_all(cfg.cache.join("bisect"))?;
    if !wt.join(".git").exists() {
        // A stale directory (interrupted earlier run) would make `worktree add` fail.
        if wt.exists() {
            std::fs::remove_dir_all(&wt)?;
        }
        let _ = git(&cfg.repo, &["worktree", "prune"]);
        let wt_s = wt.to_string_lossy().to_string();
        git(&cfg.repo, &["worktree", "add", "--detach", &wt_s, sha])?;
    }
    let target = cfg.shared_target.clone().unwrap_or_else(|| wt.join("target"));
    let mut cmd = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    cmd.current_dir(&wt).env("CARGO_TARGET_DIR", &target).args(["build", "-q", "-p", &cfg.package]);
    if cfg.release {
        cmd.arg("--release");
    }
    let out = cmd.output()?;
    let log = cfg.cache.join("bisect").join(format!("{sha}.build.log"));
    let _ = std::fs::write(&log, [out.stdout.as_slice(), out.stderr.as_slice()].concat());
    let built = target.join(if cfg.release { "release" } else { "debug" }).join(&cfg.binary);
    if !out.status.success() || !built.is_file() {
        let _ = std::fs::write(&failed_marker, b"");
        return Ok(None);
    }
    // Copy out of the (possibly shared) target dir so later builds cannot overwrite it.
    std::fs::create_dir_all(kept.parent().unwrap_or(&wt))?;
    std::fs::copy(&built, &kept)?;
    Ok(Some(kept))
}

fn probe<F: FnMut(&Path) -> Outcome>(cfg: &BisectConfig, sha: &str, outcome: &mut F) -> Result<Outcome, BisectError> {
    Ok(match build_at(cfg, sha)? {
        Some(bin) => outcome(&bin),
        None => Outcome::Skip,
    })
}

/// Finds the first commit in `good..bad` whose outcome is Bad. `outcome` gets the path of the
/// cufe binary built at the probed commit.
pub fn bisect<F: FnMut(&Path) -> Outcome>(
    cfg: &BisectConfig,
    good: &str,
    bad: &str,
    mut outcome: F,
) -> Result<BisectReport, BisectError> {
    let (good, bad) = (resolve(&cfg.repo, good)?, resolve(&cfg.repo, bad)?);
    let commits = commits_between(&cfg.repo, &good, &bad, cfg.first_parent)?;
    let mut probes = Vec::new();
    if cfg.verify_endpoints {
        for (rev, expected) in [(&good, Outcome::Good), (&bad, Outcome::Bad)] {
            let got = probe(cfg, rev, &mut outcome)?;
            probes.push((rev.clone(), got));
            if got != expected {
                return Err(BisectError::Endpoint { rev: rev.clone(), expected, got });
            }
        }
    }
    // Invariant: commits[..=lo] are good (lo = -1: only `good`), commits[hi] is bad.
    let (mut lo, mut hi) = (-1isize, commits.len() as isize - 1);
    let mut skipped = vec![false; commits.len()];
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        // Nearest not-yet-skipped index to mid inside (lo, hi), alternating below/above.
        let pick = (0..(hi - lo))
            .flat_map(|d| [mid - d, mid + d])
            .find(|&i| i > lo && i < hi && !skipped[i as usize]);
        let Some(i) = pick else { break };
        let sha = &commits[i as usize];
        let o = probe(cfg, sha, &mut outcome)?;
        probes.push((sha.clone(), o));
        match o {
            Outcome::Good => lo = i,
            Outcome::Bad => hi = i,
            Outcome::Skip => skipped[i as usize] = true,
        }
    }
    let range_len = commits.len();
    if commits.is_empty() {
        return Ok(BisectReport { first_bad: None, candidates: vec![], probes, range_len });
    }
    if hi - lo == 1 {
        return Ok(BisectReport { first_bad: Some(commits[hi as usize].clone()), candidates: vec![], probes, range_len });
    }
    let candidates = commits[(lo + 1) as usize..=hi as usize].to_vec();
    Ok(BisectReport { first_bad: None, candidates, probes, range_len })
}


/// The outcome of one `check`: Bad when the kept mismatch occurs, Good otherwise; Skip when the
/// run could not be judged (e.g. the reference itself failed).
pub fn check_outcome(keep: &super::signature::Keep, mismatch: Option<&super::signature::Mismatch>, judged: bool) -> Outcome {
    if !judged {
        Outcome::Skip
    } else if keep.matches(mismatch) {
        Outcome::Bad
    } else {
        Outcome::Good
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exit_codes_follow_git_bisect_run() {
        assert_eq!([Outcome::Good, Outcome::Bad, Outcome::Skip].map(exit_code), [0, 1, 125]);
    }

    #[test]
    fn check_outcome_maps_the_kept_mismatch() {
        use crate::campaign::signature::{Keep, Mismatch, MismatchKind};
        let m = Mismatch { kind: MismatchKind::Diagnostic, signature: "diagnostic:x".into(), detail: String::new() };
        assert_eq!(check_outcome(&Keep::parse("diagnostic"), Some(&m), true), Outcome::Bad);
        assert_eq!(check_outcome(&Keep::parse("crash"), Some(&m), true), Outcome::Good);
        assert_eq!(check_outcome(&Keep::Any, None, true), Outcome::Good);
        assert_eq!(check_outcome(&Keep::Any, Some(&m), false), Outcome::Skip);
    }
}
