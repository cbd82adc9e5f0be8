//! Small helpers shared by the harness: atomic writes, hashing, workspace discovery, time stamps.
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

/// Writes `bytes` to `path` atomically (temporary file in the same directory, then rename), so a reader
/// or an interrupted run never sees a half-written file.
pub fn atomic_write(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or_else(|| Path::new("."));
    std::fs::create_dir_all(dir)?;
    let mut tmp = tempfile::NamedTempFile::new_in(dir)?;
    std::io::Write::write_all(&mut tmp, bytes)?;
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

pub fn sha256_hex(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

pub fn sha256_file(path: &Path) -> std::io::Result<String> {
    let mut h = Sha256::new();
    let mut f = std::fs::File::open(path)?;
    std::io::copy(&mut f, &mut h)?;
    Ok(hex(&h.finalize()))
}

pub fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{:02x}", x)).collect()
}

/// Hashes a sequence of byte strings unambiguously (each part is length-prefixed).
pub fn sha256_parts(parts: &[&[u8]]) -> String {
    let mut h = Sha256::new();
    for p in parts {
        h.update((p.len() as u64).to_le_bytes());
        h.update(p);
    }
    hex(&h.finalize())
}

/// The cargo workspace root: the nearest ancestor of the current directory whose Cargo.toml declares
/// `[workspace]`; falls back to the workspace this harness was built in.
pub fn workspace_root() -> PathBuf {
    if let Ok(cwd) = std::env::current_dir() {
        let mut d: Option<&Path> = Some(&cwd);
        while let Some(dir) = d {
            let toml = dir.join("Cargo.toml");
            if let Ok(t) = std::fs::read_to_string(&toml) {
                if t.contains("[workspace]") {
                    return dir.to_path_buf();
                }
            }
            d = dir.parent();
        }
    }
    let built = Path::new(env!("CARGO_MANIFEST_DIR"));
    built.parent().unwrap_or(built).to_path_buf()
}

/// `YYYYMMDD-HHMMSS` in UTC (no time-zone database needed).
pub fn utc_stamp() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let (y, m, d) = civil_from_days((secs / 86400) as i64);
    let s = secs % 86400;
    format!(
        "{:04}{:02}{:02}-{:02}{:02}{:02}",
        y,
        m,
        d,
        s / 3600,
        (s / 60) % 60,
        s % 60
    )
}

/// Howard Hinnant's days-to-civil algorithm.
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719468;
    let era = z.div_euclid(146097);
    let doe = z.rem_euclid(146097);
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (if m <= 2 { y + 1 } else { y }, m, d)
}

/// Where per-run scratch folders and captured output go: `$CUFE_SCRATCH_DIR`, else `/dev/shm` (tmpfs:
/// creating and deleting many small files there is several times cheaper than on a disk file system,
/// which dominated the harness's own time), else the system temp folder.
pub fn scratch_dir() -> &'static Path {
    static DIR: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    DIR.get_or_init(|| {
        if let Some(d) = std::env::var_os("CUFE_SCRATCH_DIR").filter(|d| !d.is_empty()) {
            return PathBuf::from(d);
        }
        let shm = Path::new("/dev/shm");
        if shm.is_dir() && tempfile::tempfile_in(shm).is_ok() {
            return shm.to_path_buf();
        }
        std::env::temp_dir()
    })
}

/// Lossy text for display; never panics on non-UTF-8 bytes.
pub fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Replaces every occurrence of `from` with `to` in `hay` (byte strings).
pub fn replace_bytes(hay: &[u8], from: &[u8], to: &[u8]) -> Vec<u8> {
    if from.is_empty() || hay.len() < from.len() {
        return hay.to_vec();
    }
    let mut out = Vec::with_capacity(hay.len());
    let mut i = 0;
    while let Some(p) = find(&hay[i..], from) {
        out.extend_from_slice(&hay[i..i + p]);
        out.extend_from_slice(to);
        i += p + from.len();
    }
    out.extend_from_slice(&hay[i..]);
    out
}

/// Position of the first occurrence of `needle` in `hay` (scans for the first byte, then compares).
pub fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    let (&first, rest) = needle.split_first()?;
    let mut i = 0;
    while i + needle.len() <= hay.len() {
        let p = hay[i..=hay.len() - needle.len()]
            .iter()
            .position(|&b| b == first)?;
        let at = i + p;
        if hay[at + 1..at + needle.len()] == *rest {
            return Some(at);
        }
        i = at + 1;
    }
    None
}

/// The git commit of the workspace (with `-dirty` when the tree has changes), if git is available.
pub fn git_commit(root: &Path) -> Option<String> {
    let out = std::process::Command::new("git")
        .arg("-C")
        .arg(root)
        .args(["rev-parse", "HEAD"])
        .output()
        .ok()?;
    if !out.status.success() {
        return None;
    }
    let mut c = String::from_utf8_lossy(&out.stdout).trim().to_string();
    let st = std::process::Command::new("git")
        .arg("-C")
        .arg(root)
        .args(["status", "--porcelain", "--untracked-files=no"])
        .output()
        .ok()?;
    if !st.stdout.is_empty() {
        c.push_str("-dirty");
    }
    Some(c)
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn civil_dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(19723), (2024, 1, 1));
        assert_eq!(civil_from_days(20413), (2025, 11, 21));
    }
    #[test]
    fn replaces_bytes() {
        assert_eq!(
            replace_bytes(b"a/x/b/x/", b"/x/", b"<X>"),
            b"a<X>b<X>".to_vec()
        );
        assert_eq!(replace_bytes(b"ab", b"abc", b"z"), b"ab".to_vec());
        assert_eq!(replace_bytes(b"aaab", b"ab", b"X"), b"aaX".to_vec());
        assert_eq!(find(b"xxabc", b"abc"), Some(2));
        assert_eq!(find(b"xxab", b"abc"), None);
        assert_eq!(find(b"abc", b""), None);
    }
    #[test]
    fn parts_hash_is_unambiguous() {
        assert_ne!(sha256_parts(&[b"ab", b"c"]), sha256_parts(&[b"a", b"bc"]));
    }
}
