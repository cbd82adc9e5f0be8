//! Cache of preprocessed `.cu` cases, so a warm re-run does not pay for `gcc -E` (often the most
//! expensive step after the reference itself). An entry is the `.ii` plus the dependency list gcc reports
//! (`-MD -MF`); it is used only while every dependency still has the recorded size and mtime.
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

pub const FORMAT: &str = "ppcache-v1";

#[derive(Serialize, Deserialize)]
struct Dep {
    path: String,
    len: u64,
    mtime_ns: u128,
}

pub struct PpCache {
    dir: PathBuf,
}

fn stamp(p: &Path) -> Option<(u64, u128)> {
    let md = std::fs::metadata(p).ok()?;
    let m = md
        .modified()
        .ok()?
        .duration_since(std::time::UNIX_EPOCH)
        .ok()?
        .as_nanos();
    Some((md.len(), m))
}

impl PpCache {
    pub fn new(cache: &Path) -> Self {
        PpCache {
            dir: cache.join("ppcache"),
        }
    }

    /// `argv`: the preprocessing command with its output path replaced by a fixed token.
    pub fn key(argv: &[String], case_dir: &Path, reference_sha256: &str) -> String {
        crate::util::sha256_parts(&[
            FORMAT.as_bytes(),
            argv.join("\0").as_bytes(),
            case_dir.as_os_str().as_encoded_bytes(),
            reference_sha256.as_bytes(),
        ])
    }

    pub fn load(&self, key: &str) -> Option<Vec<u8>> {
        let d = self.dir.join(key);
        let deps: Vec<Dep> =
            serde_json::from_slice(&std::fs::read(d.join("deps.json")).ok()?).ok()?;
        if deps.is_empty() {
            return None;
        }
        for dep in &deps {
            if stamp(Path::new(&dep.path)) != Some((dep.len, dep.mtime_ns)) {
                return None;
            }
        }
        std::fs::read(d.join("input.ii")).ok()
    }

    /// Stores `ii` with the dependencies listed in gcc's make-style `deps_text` (relative to `cwd`).
    pub fn store(&self, key: &str, ii: &[u8], deps_text: &str, cwd: &Path) -> std::io::Result<()> {
        let mut deps = Vec::new();
        for p in parse_make_deps(deps_text) {
            let abs = cwd.join(&p);
            let Some((len, mtime_ns)) = stamp(&abs) else {
                return Ok(());
            };
            deps.push(Dep {
                path: abs.to_string_lossy().into_owned(),
                len,
                mtime_ns,
            });
        }
        if deps.is_empty() {
            return Ok(());
        }
        std::fs::create_dir_all(&self.dir)?;
        let tmp = tempfile::Builder::new()
            .prefix(".tmp-")
            .tempdir_in(&self.dir)?;
        std::fs::write(tmp.path().join("input.ii"), ii)?;
        std::fs::write(
            tmp.path().join("deps.json"),
            serde_json::to_vec(&deps).map_err(std::io::Error::other)?,
        )?;
        let dest = self.dir.join(key);
        let _ = std::fs::remove_dir_all(&dest);
        let kept = tmp.keep();
        if std::fs::rename(&kept, &dest).is_err() {
            let _ = std::fs::remove_dir_all(&kept);
        }
        Ok(())
    }
}

/// The prerequisites of a make rule as gcc writes it (`t: a b \` continuation lines, `\ ` escapes).
pub fn parse_make_deps(text: &str) -> Vec<String> {
    let joined = text.replace("\\\n", " ");
    let Some((_, rest)) = joined.split_once(": ") else {
        return vec![];
    };
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut chars = rest.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&' ') => {
                cur.push(' ');
                chars.next();
            }
            c if c.is_whitespace() => {
                if !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                }
            }
            c => cur.push(c),
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn make_deps() {
        let t = "k.o: k.cu /x/cuda_runtime.h \\\n /x/a\\ b.h\n";
        assert_eq!(
            parse_make_deps(t),
            vec!["k.cu", "/x/cuda_runtime.h", "/x/a b.h"]
        );
        assert!(parse_make_deps("garbage").is_empty());
    }
    #[test]
    fn invalidated_by_a_changed_dependency() {
        let d = tempfile::tempdir().unwrap();
        let c = PpCache::new(d.path());
        let src = d.path().join("k.cu");
        std::fs::write(&src, "int x;").unwrap();
        c.store("k1", b"pre", "k.o: k.cu\n", d.path()).unwrap();
        assert_eq!(c.load("k1").as_deref(), Some(&b"pre"[..]));
        std::fs::write(&src, "int xy;").unwrap();
        assert_eq!(c.load("k1"), None);
    }
}
