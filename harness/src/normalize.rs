//! Normalisation of run-dependent text so that two runs (and stored expectations) compare equal when the
//! front ends behaved the same.
//!
//! - Each side runs in its own temporary directory; its path (which the reference prints in SARIF URIs)
//!   becomes `<CWD>`.
//! - The toolkit root (absolute header paths in `.cu` cases) becomes `$CUDA_HOME`.
//! - The module-id fallback used when a TU has no external function ends in `_<crc of cwd etc.>_<PID>`
//!   (verified/A-pipeline-cli-backend.md §5, and observed: `_27b18823_6_emp_cu_3ae76147_10488`); that tail
//!   becomes `_xxxxxxxx_PID` in the module-id file and in `_GLOBAL__N__…` names.
//! - `--timing` reports measured CPU and elapsed seconds, which no two runs share: the diagnostics check
//!   compares those lines with their numbers masked (`mask_timing`), so the labels and layout still count.
use crate::model::SideOutput;
use crate::util::replace_bytes;
use std::path::Path;

pub const CWD_TOKEN: &[u8] = b"<CWD>";
pub const TOOLKIT_TOKEN: &[u8] = b"$CUDA_HOME";

/// Normalises all text outputs of one side in place.
pub fn normalize_side(side: &mut SideOutput, cwd: &Path, toolkit_root: Option<&Path>) {
    let canon = cwd.canonicalize().ok();
    let f = |b: &[u8]| normalize_text_with(b, cwd, canon.as_deref(), toolkit_root);
    side.stderr = f(&side.stderr);
    side.stdout = f(&side.stdout);
    if let Some(h) = side.host.take() {
        side.host = Some(f(&h));
    }
    if let Some(m) = side.module_id.take() {
        side.module_id = Some(normalize_module_id(&m));
    }
}

pub fn normalize_text(b: &[u8], cwd: &Path, toolkit_root: Option<&Path>) -> Vec<u8> {
    normalize_text_with(b, cwd, cwd.canonicalize().ok().as_deref(), toolkit_root)
}

/// `canon`: the symlink-resolved `cwd`, which the front end may print instead.
fn normalize_text_with(
    b: &[u8],
    cwd: &Path,
    canon: Option<&Path>,
    toolkit_root: Option<&Path>,
) -> Vec<u8> {
    let mut out = b.to_vec();
    if let Some(root) = toolkit_root {
        let r = root.as_os_str().as_encoded_bytes();
        if r.len() > 1 {
            out = replace_bytes(&out, r, TOOLKIT_TOKEN);
        }
    }
    let c = cwd.as_os_str().as_encoded_bytes();
    if c.len() > 1 {
        out = replace_bytes(&out, c, CWD_TOKEN);
        // The same directory may be printed through a symlink-resolved path.
        if let Some(canon) = canon {
            let cb = canon.as_os_str().as_encoded_bytes();
            if cb != c && cb.len() > 1 {
                out = replace_bytes(&out, cb, CWD_TOKEN);
            }
        }
    }
    normalize_global_n(&out)
}

/// The labels of the `--timing` lines (EDG's `Front end time   0.00 (CPU)   0.00 (elapsed)`).
const TIMING_LABELS: [&[u8]; 3] = [b"Front end time ", b"Back end time ", b"Total compilation time "];

/// `b` with every number on a `--timing` line replaced by `#.##` (other lines untouched); used when comparing
/// diagnostics, never when storing them, so cached and stored results stay raw.
pub fn mask_timing(b: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(b.len());
    for line in b.split_inclusive(|&c| c == b'\n') {
        if !TIMING_LABELS.iter().any(|l| line.starts_with(l)) {
            out.extend_from_slice(line);
            continue;
        }
        let mut i = 0;
        while i < line.len() {
            if line[i].is_ascii_digit() {
                while i < line.len() && (line[i].is_ascii_digit() || line[i] == b'.') {
                    i += 1;
                }
                out.extend_from_slice(b"#.##");
            } else {
                out.push(line[i]);
                i += 1;
            }
        }
    }
    out
}

/// Normalises the module-id file content (a single identifier, maybe followed by a newline).
pub fn normalize_module_id(b: &[u8]) -> Vec<u8> {
    let end = b.iter().position(|c| !is_ident(*c)).unwrap_or(b.len());
    let mut out = b[..end].to_vec();
    normalize_pid_tail(&mut out);
    out.extend_from_slice(&b[end..]);
    out
}

const GLOBAL_N: &[u8] = b"_GLOBAL__N_";

/// Rewrites every `_GLOBAL__N_…` identifier whose tail is `_<8 hex>_<digits>`.
pub fn normalize_global_n(b: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while let Some(p) = crate::util::find(&b[i..], GLOBAL_N) {
        let at = i + p;
        out.extend_from_slice(&b[i..at]);
        let mut j = at + GLOBAL_N.len();
        while j < b.len() && is_ident(b[j]) {
            j += 1;
        }
        let mut ident = b[at..j].to_vec();
        if at == 0 || !is_ident(b[at - 1]) {
            normalize_pid_tail(&mut ident);
        }
        out.extend_from_slice(&ident);
        i = j;
    }
    out.extend_from_slice(&b[i..]);
    out
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// `…_<8 hex>_<digits>` → `…_xxxxxxxx_PID`. Only the fallback form has this shape: the normal suffix is a
/// mangled name (`_Z1fv`), which never is 8 hex digits followed by `_` and a decimal number.
fn normalize_pid_tail(id: &mut Vec<u8>) {
    let digits = id.iter().rev().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 || digits > 10 {
        return;
    }
    let n = id.len();
    if n < digits + 10 {
        return;
    }
    let us2 = n - digits - 1;
    let hex_start = us2.wrapping_sub(8);
    if id[us2] != b'_' || hex_start == 0 || id[hex_start - 1] != b'_' {
        return;
    }
    if !id[hex_start..us2]
        .iter()
        .all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase())
    {
        return;
    }
    id.truncate(hex_start);
    id.extend_from_slice(b"xxxxxxxx_PID");
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn module_id_pid_tail() {
        assert_eq!(
            normalize_module_id(b"_27b18823_6_emp_cu_3ae76147_10488"),
            b"_27b18823_6_emp_cu_xxxxxxxx_PID".to_vec()
        );
        assert_eq!(
            normalize_module_id(b"_b7d970a9_5_t1_cu__Z1gv"),
            b"_b7d970a9_5_t1_cu__Z1gv".to_vec()
        );
        assert_eq!(
            normalize_module_id(b"_5c7eec44_5_cl_cu_10c32481_10285\n"),
            b"_5c7eec44_5_cl_cu_xxxxxxxx_PID\n".to_vec()
        );
    }
    #[test]
    fn timing_numbers_masked_only_on_timing_lines() {
        let r = b"Front end time                       0.00 (CPU)       0.00 (elapsed)\nTotal compilation time               0.01 (CPU)      12.50 (elapsed)\nx.cu(3): error: 1.5\n";
        let c = b"Front end time                       0.00 (CPU)       0.00 (elapsed)\nTotal compilation time               0.00 (CPU)      12.49 (elapsed)\nx.cu(3): error: 1.5\n";
        assert_eq!(mask_timing(r), mask_timing(c));
        assert!(String::from_utf8(mask_timing(r)).unwrap().ends_with("x.cu(3): error: 1.5\n"));
        // a different label or a missing line still differs
        assert_ne!(mask_timing(b"Front end time 0.01 (CPU)\n"), mask_timing(b"Back end time 0.01 (CPU)\n"));
    }
    #[test]
    fn global_n_in_text() {
        let t = b"#define _NV_ANON_NAMESPACE _GLOBAL__N__27b18823_6_emp_cu_a3ee30fd_10495\nx _GLOBAL__N__1_2";
        let n = normalize_global_n(t);
        assert_eq!(n, b"#define _NV_ANON_NAMESPACE _GLOBAL__N__27b18823_6_emp_cu_xxxxxxxx_PID\nx _GLOBAL__N__1_2".to_vec());
    }
    #[test]
    fn paths() {
        let t = b"file:///tmp/abc/e1.cu /opt/tk/include/x.h \xff";
        let n = normalize_text(t, Path::new("/tmp/abc"), Some(Path::new("/opt/tk")));
        assert_eq!(
            n,
            b"file://<CWD>/e1.cu $CUDA_HOME/include/x.h \xff".to_vec()
        );
    }
}
