//! Shared by the commands_* tests that need the REAL reference: locating (installing when missing)
//! the pinned toolkit like `cufe-harness run` does, wrapper "cufe" scripts around the real cudafe++,
//! and running the harness binary with a private cache; also the scratch git repository holding a fake
//! `cufe` crate that the bisect tests (real reference or not) commit into.
#![allow(dead_code)]
use cufe_harness::provision;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The reference, installed into the cache when missing; `None` only with CUFE_ALLOW_NO_REFERENCE=1
/// and no toolkit (then the test is skipped with a message).
pub fn reference() -> Option<provision::Reference> {
    if std::env::var("CUFE_ALLOW_NO_REFERENCE").as_deref() == Ok("1") {
        let root = std::env::var_os("CUFE_REFERENCE")
            .filter(|p| !p.is_empty())
            .map(PathBuf::from)
            .or_else(|| {
                provision::find_toolkit_root(&provision::cache_dir(None).join(provision::VENV_DIR))
            });
        if root.is_none() {
            eprintln!("no reference toolkit; skipped because CUFE_ALLOW_NO_REFERENCE=1");
            return None;
        }
    }
    let cache = provision::cache_dir(None);
    let l = provision::Locate {
        explicit: None,
        cache: &cache,
        install: true,
    };
    Some(provision::locate(&l).expect("the reference toolkit could not be found or installed"))
}

pub fn script(path: &Path, text: &str) -> PathBuf {
    std::fs::write(path, text).unwrap();
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path.to_path_buf()
}

/// A "cufe" that is the reference itself (drops the harness's `--cufe-report=` first argument).
pub fn same_cufe(dir: &Path, r: &provision::Reference) -> PathBuf {
    script(
        &dir.join("cufe-same"),
        &format!("#!/bin/sh\nshift\nexec '{}' \"$@\"\n", r.cudafe.display()),
    )
}

/// A "cufe" that is the reference except that warning #20092-D (a __device__/__shared__ variable
/// written in a host function) comes out as an error: the planted mismatch.
pub fn planted_cufe(dir: &Path, r: &provision::Reference) -> PathBuf {
    script(
        &dir.join("cufe-planted"),
        &format!(
            "#!/bin/bash\nshift\n'{}' \"$@\" 2>stderr.planted\nrc=$?\nsed 's/warning #20092-D/error #20092-D/' stderr.planted >&2\nrm -f stderr.planted\nexit $rc\n",
            r.cudafe.display()
        ),
    )
}

/// Runs the harness binary in `cwd` with the reference, the given cufe and a private cache.
pub fn harness(cwd: &Path, r: &provision::Reference, cufe: &Path, args: &[&str]) -> Output {
    let out = Command::new(env!("CARGO_BIN_EXE_cufe-harness"))
        .current_dir(cwd)
        .env_remove("CUFE_REFERENCE")
        .env("CUFE_CACHE_DIR", cwd.join("cache"))
        .arg("--reference")
        .arg(&r.root)
        .arg("--cufe")
        .arg(cufe)
        .args(args)
        .output()
        .unwrap();
    eprintln!(
        "harness {:?}: {}\n{}{}",
        args,
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// Runs git in `dir` with a throwaway identity; returns its trimmed stdout.
pub fn git(dir: &Path, args: &[&str]) -> String {
    let out = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(["-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"])
        .args(args)
        .output()
        .unwrap();
    assert!(out.status.success(), "git {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

/// A fresh git repository `repo` holding the manifest of a standalone `cufe` binary crate (the
/// caller commits `src/main.rs` versions).
pub fn fake_cufe_repo(repo: &Path) {
    std::fs::create_dir_all(repo.join("src")).unwrap();
    git(repo, &["init", "-q"]);
    std::fs::write(
        repo.join("Cargo.toml"),
        "[package]\nname = \"cufe\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n",
    )
    .unwrap();
}

/// Commits `src/main.rs` = `body` to `repo`; returns the new commit's sha.
pub fn commit_main(repo: &Path, body: &str, message: &str) -> String {
    std::fs::write(repo.join("src/main.rs"), body).unwrap();
    git(repo, &["add", "-A"]);
    git(repo, &["commit", "-q", "-m", message]);
    git(repo, &["rev-parse", "HEAD"])
}
