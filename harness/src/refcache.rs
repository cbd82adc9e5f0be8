//! Cache of reference results, keyed by sha256(input bytes, argv, reference sha256), so a warm re-run pays
//! only for cufe. One folder per key under `<cache>/refcache/`, written atomically (temp folder + rename).
use crate::model::{SideOutput, Termination};
use std::path::{Path, PathBuf};

/// Bumped whenever what is stored changes meaning (e.g. the normalisation rules), so old entries are
/// never reused.
pub const FORMAT: &str = "refcache-v1";

pub fn key(input: &[u8], argv: &[String], reference_sha256: &str) -> String {
    crate::util::sha256_parts(&[
        FORMAT.as_bytes(),
        input,
        argv.join("\0").as_bytes(),
        reference_sha256.as_bytes(),
    ])
}

pub struct RefCache {
    dir: PathBuf,
}

impl RefCache {
    pub fn new(cache: &Path) -> Self {
        RefCache {
            dir: cache.join("refcache"),
        }
    }

    /// The cache folder (other reference-side artefacts, such as host compiles, are stored next to the
    /// front-end results under their own keys).
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    pub fn load(&self, key: &str) -> Option<SideOutput> {
        let d = self.dir.join(key);
        let term: Termination =
            serde_json::from_slice(&std::fs::read(d.join("termination.json")).ok()?).ok()?;
        let mut s = SideOutput::new(term);
        s.stderr = std::fs::read(d.join("stderr")).ok()?;
        s.stdout = std::fs::read(d.join("stdout")).unwrap_or_default();
        s.host = std::fs::read(d.join("host")).ok();
        s.module_id = std::fs::read(d.join("module_id")).ok();
        // The wall time of the run that was stored (absent in entries written before it was kept).
        s.wall_secs = std::fs::read_to_string(d.join("wall_secs"))
            .ok()
            .and_then(|t| t.trim().parse().ok())
            .unwrap_or(0.0);
        Some(s)
    }

    pub fn store(&self, key: &str, s: &SideOutput) -> std::io::Result<()> {
        std::fs::create_dir_all(&self.dir)?;
        let tmp = tempfile::Builder::new()
            .prefix(".tmp-")
            .tempdir_in(&self.dir)?;
        let t = tmp.path();
        std::fs::write(t.join("stderr"), &s.stderr)?;
        std::fs::write(t.join("stdout"), &s.stdout)?;
        if let Some(h) = &s.host {
            std::fs::write(t.join("host"), h)?;
        }
        if let Some(m) = &s.module_id {
            std::fs::write(t.join("module_id"), m)?;
        }
        std::fs::write(t.join("wall_secs"), format!("{}\n", s.wall_secs))?;
        // Written last: its presence marks a complete entry.
        std::fs::write(
            t.join("termination.json"),
            serde_json::to_vec(&s.termination).unwrap_or_default(),
        )?;
        let dest = self.dir.join(key);
        let kept = tmp.keep();
        if std::fs::rename(&kept, &dest).is_err() {
            // Another worker stored the same key first: keep theirs.
            let _ = std::fs::remove_dir_all(&kept);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn round_trip() {
        let d = tempfile::tempdir().unwrap();
        let c = RefCache::new(d.path());
        let k = key(b"int x;", &["--a".into()], "sha");
        assert!(c.load(&k).is_none());
        let mut s = SideOutput::new(Termination::Exited { code: 2 });
        s.stderr = b"e\xff".to_vec();
        s.host = Some(b"h".to_vec());
        s.wall_secs = 0.25;
        c.store(&k, &s).unwrap();
        c.store(&k, &s).unwrap();
        let l = c.load(&k).unwrap();
        assert_eq!(
            (l.termination, l.stderr, l.host, l.module_id),
            (s.termination, s.stderr, s.host, None)
        );
        // The recorded run time comes back (the time ratio of cached runs needs it).
        assert_eq!(l.wall_secs, 0.25);
        assert_ne!(k, key(b"int x;", &["--b".into()], "sha"));
    }
}
