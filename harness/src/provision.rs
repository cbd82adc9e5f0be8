//! Reference provisioning: find, install (pip, into a venv in the cache) and validate the pinned
//! `cudafe++` 13.0.88.
use anyhow::{anyhow, bail, Context, Result};
use std::io::{BufRead, IsTerminal};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The pinned reference toolkit: the exact versions pip resolved for CUDA 13.0 / cudafe++ V13.0.88.
pub const PINNED_PACKAGES: &[(&str, &str)] = &[
    ("nvidia-cuda-nvcc", "13.0.88"),
    ("nvidia-cuda-crt", "13.0.88"),
    ("nvidia-cuda-runtime", "13.0.96"),
    ("nvidia-nvvm", "13.0.88"),
    ("nvidia-cuda-cccl", "13.0.85"),
];

/// What `cudafe++ --version` must print.
pub const EXPECTED_VERSION: &str = "V13.0.88";

/// The venv folder inside the cache directory.
pub const VENV_DIR: &str = "toolkit-venv";

/// A validated reference toolkit.
#[derive(Clone, Debug)]
pub struct Reference {
    /// Toolkit root (holds bin/cudafe++, bin/nvcc).
    pub root: PathBuf,
    pub cudafe: PathBuf,
    pub nvcc: PathBuf,
    /// The `Cuda compilation tools, release 13.0, V13.0.88` line.
    pub version: String,
    /// sha256 of the cudafe++ binary.
    pub sha256: String,
}

impl Reference {
    /// PATH for running the reference: the toolkit bin first, as nvcc sets it.
    pub fn path_env(&self) -> std::ffi::OsString {
        let mut p = self.root.join("bin").into_os_string();
        if let Some(old) = std::env::var_os("PATH") {
            p.push(":");
            p.push(old);
        }
        p
    }
}

/// The cache directory: `--cache-dir`, else `$CUFE_CACHE_DIR`, else `$XDG_CACHE_HOME/cufe`, else
/// `~/.cache/cufe`.
pub fn cache_dir(explicit: Option<&Path>) -> PathBuf {
    if let Some(p) = explicit {
        return p.to_path_buf();
    }
    if let Some(p) = std::env::var_os("CUFE_CACHE_DIR").filter(|p| !p.is_empty()) {
        return PathBuf::from(p);
    }
    if let Some(p) = std::env::var_os("XDG_CACHE_HOME").filter(|p| !p.is_empty()) {
        return PathBuf::from(p).join("cufe");
    }
    let home = std::env::var_os("HOME")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/tmp"));
    home.join(".cache").join("cufe")
}

/// `<venv>/lib/python3.X/site-packages/nvidia/cu13` holding bin/cudafe++, whatever X is.
pub fn find_toolkit_root(venv: &Path) -> Option<PathBuf> {
    let lib = venv.join("lib");
    let mut found: Vec<PathBuf> = std::fs::read_dir(&lib)
        .ok()?
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().starts_with("python3"))
        .map(|e| e.path().join("site-packages").join("nvidia").join("cu13"))
        .filter(|r| r.join("bin").join("cudafe++").is_file())
        .collect();
    found.sort();
    found.pop()
}

/// Checks `root` is the pinned toolkit; returns its identity.
pub fn validate(root: &Path) -> Result<Reference> {
    validate_with(root, None)
}

/// `validate`, memoising the binary's sha256 in `cache` when given.
pub fn validate_with(root: &Path, cache: Option<&Path>) -> Result<Reference> {
    let cudafe = root.join("bin").join("cudafe++");
    let nvcc = root.join("bin").join("nvcc");
    if !cudafe.is_file() {
        bail!(
            "{} not found (is {} a CUDA 13.0 toolkit root?)",
            cudafe.display(),
            root.display()
        );
    }
    let out = Command::new(&cudafe)
        .arg("--version")
        .stdin(Stdio::null())
        .output()
        .with_context(|| format!("running {} --version", cudafe.display()))?;
    let text =
        String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout);
    if !text.contains(EXPECTED_VERSION) {
        bail!(
            "{} is not the pinned reference: `--version` does not mention {}:\n{}",
            cudafe.display(),
            EXPECTED_VERSION,
            text.trim()
        );
    }
    let version = text
        .lines()
        .find(|l| l.contains(EXPECTED_VERSION))
        .unwrap_or(EXPECTED_VERSION)
        .trim()
        .to_string();
    let sha256 = match cache {
        Some(c) => cached_sha256(&cudafe, c)?,
        None => crate::util::sha256_file(&cudafe)
            .with_context(|| format!("hashing {}", cudafe.display()))?,
    };
    Ok(Reference {
        root: root.to_path_buf(),
        cudafe,
        nvcc,
        version,
        sha256,
    })
}

/// sha256 of the reference binary, memoised in the cache by (path, size, mtime): hashing it costs more
/// than a whole warm run of a small corpus.
fn cached_sha256(file: &Path, cache: &Path) -> Result<String> {
    let md = std::fs::metadata(file)?;
    let mtime = md
        .modified()
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    let stamp = format!("{} {}", md.len(), mtime);
    let memo = cache
        .join("refsha")
        .join(crate::util::sha256_hex(file.as_os_str().as_encoded_bytes()));
    if let Ok(t) = std::fs::read_to_string(&memo) {
        if let Some((st, h)) = t.trim().rsplit_once(' ') {
            if st == stamp && h.len() == 64 {
                return Ok(h.to_string());
            }
        }
    }
    let h =
        crate::util::sha256_file(file).with_context(|| format!("hashing {}", file.display()))?;
    // Best effort: a read-only cache only costs the hashing next time.
    let _ = crate::util::atomic_write(&memo, format!("{} {}\n", stamp, h).as_bytes());
    Ok(h)
}

/// Where the reference comes from.
pub struct Locate<'a> {
    /// `--reference` / `$CUFE_REFERENCE`.
    pub explicit: Option<&'a Path>,
    pub cache: &'a Path,
    /// Install into the cache when absent.
    pub install: bool,
}

/// Finds the reference: explicit root, else the cache venv, else installs it (when allowed).
pub fn locate(l: &Locate) -> Result<Reference> {
    if let Some(root) = l.explicit.map(Path::to_path_buf).or_else(|| {
        std::env::var_os("CUFE_REFERENCE")
            .filter(|p| !p.is_empty())
            .map(PathBuf::from)
    }) {
        return validate_with(&root, Some(l.cache));
    }
    let venv = l.cache.join(VENV_DIR);
    if let Some(root) = find_toolkit_root(&venv) {
        return validate_with(&root, Some(l.cache));
    }
    if !l.install {
        bail!(
            "no reference toolkit in {} (run `cufe-harness provision`)",
            venv.display()
        );
    }
    // Several processes (parallel test binaries, shards) may get here at once: one installs, the others
    // wait on the lock and then find the toolkit.
    let _lock = InstallLock::take(l.cache)?;
    if find_toolkit_root(&venv).is_none() {
        install(l.cache)?;
    }
    let root = find_toolkit_root(&venv).ok_or_else(|| {
        anyhow!(
            "pip finished but {} holds no nvidia/cu13/bin/cudafe++",
            venv.display()
        )
    })?;
    validate_with(&root, Some(l.cache))
}

/// An exclusive `flock` on `<cache>/install.lock`, released on drop.
struct InstallLock(std::fs::File);

impl InstallLock {
    fn take(cache: &Path) -> Result<InstallLock> {
        use std::os::unix::io::AsRawFd;
        std::fs::create_dir_all(cache).with_context(|| format!("creating {}", cache.display()))?;
        let f = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(cache.join("install.lock"))
            .context("opening install.lock")?;
        // SAFETY: flock on a file descriptor we own.
        if unsafe { libc::flock(f.as_raw_fd(), libc::LOCK_EX) } != 0 {
            bail!("cannot lock {}", cache.join("install.lock").display());
        }
        Ok(InstallLock(f))
    }
}

impl Drop for InstallLock {
    fn drop(&mut self) {
        use std::os::unix::io::AsRawFd;
        // SAFETY: unlocking the descriptor locked in `take`.
        unsafe { libc::flock(self.0.as_raw_fd(), libc::LOCK_UN) };
    }
}

/// Creates `<cache>/toolkit-venv` and pip-installs the pinned packages, showing progress.
pub fn install(cache: &Path) -> Result<()> {
    std::fs::create_dir_all(cache).with_context(|| format!("creating {}", cache.display()))?;
    let venv = cache.join(VENV_DIR);
    let python = ["python3", "python"]
        .into_iter()
        .find(|p| {
            Command::new(p)
                .arg("--version")
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .map(|s| s.success())
                .unwrap_or(false)
        })
        .ok_or_else(|| anyhow!("no python3 found: cannot install the reference toolkit"))?;
    let progress = Progress::new();
    if !venv.join("bin").join("python").exists() {
        progress.line(&format!("creating venv {}", venv.display()));
        let st = Command::new(python)
            .args(["-m", "venv"])
            .arg(&venv)
            .status()
            .context("python3 -m venv")?;
        if !st.success() {
            bail!("`{} -m venv {}` failed", python, venv.display());
        }
    }
    let specs: Vec<String> = PINNED_PACKAGES
        .iter()
        .map(|(n, v)| format!("{}=={}", n, v))
        .collect();
    progress.line(&format!("pip install {}", specs.join(" ")));
    let mut child = Command::new(venv.join("bin").join("python"))
        .args([
            "-m",
            "pip",
            "install",
            "--disable-pip-version-check",
            "--no-input",
            "--progress-bar",
            "off",
            "--retries",
            "2",
            "--timeout",
            "60",
        ])
        .args(&specs)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .context("starting pip")?;
    let mut log = String::new();
    if let Some(out) = child.stdout.take() {
        for line in std::io::BufReader::new(out).lines().map_while(Result::ok) {
            progress.line(&line);
            log.push_str(&line);
            log.push('\n');
        }
    }
    let st = child.wait().context("waiting for pip")?;
    let _ = std::fs::write(cache.join("pip.log"), &log);
    progress.finish();
    if !st.success() {
        bail!(
            "pip install of the reference toolkit failed (log: {})",
            cache.join("pip.log").display()
        );
    }
    Ok(())
}

/// A spinner on a terminal, plain prefixed lines otherwise (CI logs).
struct Progress(Option<indicatif::ProgressBar>);

impl Progress {
    fn new() -> Self {
        if std::io::stderr().is_terminal() {
            let pb = indicatif::ProgressBar::new_spinner();
            pb.enable_steady_tick(std::time::Duration::from_millis(120));
            Progress(Some(pb))
        } else {
            Progress(None)
        }
    }
    fn line(&self, l: &str) {
        match &self.0 {
            Some(pb) => pb.set_message(format!("provisioning reference: {}", l)),
            None => eprintln!("provision: {}", l),
        }
    }
    fn finish(&self) {
        if let Some(pb) = &self.0 {
            pb.finish_with_message("provisioning reference: done");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn cache_dir_precedence() {
        assert_eq!(cache_dir(Some(Path::new("/x"))), PathBuf::from("/x"));
    }
    #[test]
    fn finds_any_python_version() {
        let d = tempfile::tempdir().unwrap();
        let root = d.path().join("lib/python3.13/site-packages/nvidia/cu13");
        std::fs::create_dir_all(root.join("bin")).unwrap();
        assert_eq!(find_toolkit_root(d.path()), None);
        std::fs::write(root.join("bin/cudafe++"), "").unwrap();
        assert_eq!(find_toolkit_root(d.path()), Some(root));
    }
    #[test]
    fn rejects_wrong_version() {
        let d = tempfile::tempdir().unwrap();
        let bin = d.path().join("bin");
        std::fs::create_dir_all(&bin).unwrap();
        let f = bin.join("cudafe++");
        std::fs::write(
            &f,
            "#!/bin/sh\necho 'Cuda compilation tools, release 12.4, V12.4.99' >&2\n",
        )
        .unwrap();
        std::os::unix::fs::PermissionsExt::set_mode(
            &mut std::fs::metadata(&f).unwrap().permissions(),
            0o755,
        );
        std::fs::set_permissions(&f, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
        let e = validate(d.path()).unwrap_err().to_string();
        assert!(e.contains("V13.0.88"), "{}", e);
    }
}
