//! The module id (EDG `make_module_id`, NVIDIA-configured): the per-TU identifier used for
//! `_NV_ANON_NAMESPACE`, the renamed anonymous namespace `_GLOBAL__N_<id>`, the `__nv_static_` prefixes of
//! the `.nvHR` arrays, and the `--module_id_file_name` file that cicc reads.
//!
//! Generated form (verified on cudafe++ 13.0.88, see verified/E-keep-intc-nvhr.md §2.3):
//! `sanitize("_" + %08x crc32(--orig_src_path_name, or 0 when absent) + "_" + len(base) + "_" + base + "_" + SRC)`
//! where `base` is the basename of `--orig_src_file_name` (else of the input path), `len` counts its bytes
//! before sanitizing, and SRC is the name of the first eligible entity (verbatim when it has at most 8
//! bytes, else `%08x` of its crc32). `sanitize` turns every byte that is not an ASCII letter or digit into
//! `_`.
//!
//! When no entity is eligible the reference hashes the input's mtime and the cwd and appends its PID
//! (`…_<8 hex>_<pid>`), which is not reproducible. cufe is deterministic instead (docs/DIFFERENCES.md,
//! `module-id-fallback`): SRC is `%08x` of the crc32 of the input bytes, followed by `_0`. The shape
//! `_<8 hex>_<digits>` is the same on both sides, so one pattern normalises both.
use crate::cli::Options;

/// CRC-32 as zlib computes it (ISO-HDLC: reflected polynomial 0xEDB88320, init and xorout 0xFFFFFFFF).
pub fn crc32(bytes: &[u8]) -> u32 {
    const TABLE: [u32; 256] = {
        let mut t = [0u32; 256];
        let mut i = 0;
        while i < 256 {
            let mut c = i as u32;
            let mut k = 0;
            while k < 8 {
                c = if c & 1 != 0 { 0xEDB8_8320 ^ (c >> 1) } else { c >> 1 };
                k += 1;
            }
            t[i] = c;
            i += 1;
        }
        t
    };
    let mut c = 0xFFFF_FFFFu32;
    for &b in bytes {
        c = TABLE[((c ^ b as u32) & 0xFF) as usize] ^ (c >> 8);
    }
    c ^ 0xFFFF_FFFF
}

/// Where the last part of a generated id comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IdSource<'a> {
    /// The name of the first eligible entity (mangled; plain for extern "C" and global variables).
    Entity(&'a str),
    /// No eligible entity: cufe's deterministic replacement of the reference's mtime/cwd/PID tail; the
    /// argument is the input's bytes.
    Fallback(&'a [u8]),
}

/// The last path component (after the last `/`).
fn basename(path: &str) -> &str {
    path.rsplit('/').next().unwrap_or(path)
}

/// Builds a generated module id.
pub fn generate(orig_src_path_name: Option<&str>, base_source: &str, src: IdSource) -> String {
    let path_crc = orig_src_path_name.map(|p| crc32(p.as_bytes())).unwrap_or(0);
    let base = basename(base_source);
    let tail = match src {
        IdSource::Entity(name) if name.len() <= 8 => name.to_string(),
        IdSource::Entity(name) => format!("{:08x}", crc32(name.as_bytes())),
        IdSource::Fallback(input) => format!("{:08x}_0", crc32(input)),
    };
    let raw = format!("_{:08x}_{}_{}_{}", path_crc, base.len(), base, tail);
    sanitize(&raw)
}

/// Every byte that is not an ASCII letter or digit becomes `_` (non-ASCII bytes each become one `_`).
fn sanitize(s: &str) -> String {
    s.bytes().map(|b| if b.is_ascii_alphanumeric() { b as char } else { '_' }).collect()
}

/// The module id of this compilation, and the file to write it to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModuleId {
    /// The id text as it appears in the outputs (raw file contents in read mode).
    pub text: String,
    /// `--gen_module_id_file --module_id_file_name F`: write the id to F (no trailing newline).
    pub write_to: Option<String>,
}

/// Why no module id could be determined.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ModuleIdError {
    /// Read mode (`--module_id_file_name F` without `--gen_module_id_file`) and F cannot be read: the
    /// reference reports `cannot open module id file "F"` (catastrophic).
    CannotOpen(String),
    /// `--gen_module_id_file` without a file name: the reference aborts with an internal error whose text
    /// is not in the message table; cufe records a gap.
    NoFileName,
    /// Read mode and the file is not UTF-8 (cufe keeps ids as text).
    NotUtf8,
}

/// Determines the module id. `entity` is the first eligible entity's name (None: none exists).
pub fn compute(opts: &Options, input: &[u8], entity: Option<&str>) -> Result<ModuleId, ModuleIdError> {
    let gen = || {
        let base_source = opts.orig_src_file_name.as_deref().or(opts.input.as_deref()).unwrap_or("");
        let src = match entity {
            Some(e) => IdSource::Entity(e),
            None => IdSource::Fallback(input),
        };
        generate(opts.orig_src_path_name.as_deref(), base_source, src)
    };
    if opts.gen_module_id_file {
        let Some(name) = &opts.module_id_file_name else { return Err(ModuleIdError::NoFileName) };
        return Ok(ModuleId { text: gen(), write_to: Some(name.clone()) });
    }
    if let Some(name) = &opts.module_id_file_name {
        // Read mode: the file's bytes are used verbatim, newline included.
        let bytes = std::fs::read(name).map_err(|_| ModuleIdError::CannotOpen(name.clone()))?;
        let text = String::from_utf8(bytes).map_err(|_| ModuleIdError::NotUtf8)?;
        return Ok(ModuleId { text, write_to: None });
    }
    Ok(ModuleId { text: gen(), write_to: None })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc32_matches_zlib() {
        assert_eq!(crc32(b""), 0);
        assert_eq!(crc32(b"/abs/x.cu"), 0x87e9_3dc1);
        assert_eq!(crc32(b"123456789"), 0xcbf4_3926);
    }

    // Ids observed on cudafe++ 13.0.88 (frontend/src/emit/testdata/README.md, "module ids").
    #[test]
    fn entity_ids_from_the_reference() {
        // `int gvar = 3;` in g.ii with --orig_src_path_name /abs/x.cu and no --orig_src_file_name.
        assert_eq!(generate(Some("/abs/x.cu"), "g.ii", IdSource::Entity("gvar")), "_87e93dc1_4_g_ii_gvar");
        assert_eq!(
            generate(Some("/abs/x.cu"), "dir/my-file.v2.cu", IdSource::Entity("gvar")),
            "_87e93dc1_13_my_file_v2_cu_gvar"
        );
        assert_eq!(generate(None, "g.ii", IdSource::Entity("gvar")), "_00000000_4_g_ii_gvar");
        assert_eq!(generate(Some(""), "g.ii", IdSource::Entity("gvar")), "_00000000_4_g_ii_gvar");
        assert_eq!(generate(None, "x.cu", IdSource::Entity("gvar")), "_00000000_4_x_cu_gvar");
        // nvcc -rdc on k.cu: the first eligible entity is `_Z4zetav` (8 bytes, kept verbatim).
        assert_eq!(
            generate(Some("/tmp/emitp/real/k.cu"), "k.cu", IdSource::Entity("_Z4zetav")),
            "_52a27563_4_k_cu__Z4zetav"
        );
        // Longer names are hashed: crc32("_Z13device_helperii") = 9c8f30b0 (verified/B §3.6).
        assert_eq!(crc32(b"_Z13device_helperii"), 0x9c8f_30b0);
        // Input `sub/my.file-1.ii`, no names: the basename of the input.
        assert_eq!(generate(None, "sub/my.file-1.ii", IdSource::Entity("gvar")), "_00000000_12_my_file_1_ii_gvar");
        // Non-ASCII: the length counts bytes and each byte becomes `_`; a long name is hashed.
        assert_eq!(
            generate(Some("C:\\dir\\é.cu"), "é.cu", IdSource::Entity("longer_name_var")),
            "_59efa63e_5____cu_d0bd36af"
        );
        // `extern "C" int a$b = 1;` in my-file.v2.cu: the `$` is sanitized after assembly.
        assert!(generate(None, "my-file.v2.cu", IdSource::Entity("a$b")).ends_with("_13_my_file_v2_cu_a_b"));
    }

    #[test]
    fn fallback_is_deterministic_and_shaped_like_the_reference() {
        let a = generate(Some("/abs/x.cu"), "x.cu", IdSource::Fallback(b"# 1 \"x.cu\"\n"));
        let b = generate(Some("/abs/x.cu"), "x.cu", IdSource::Fallback(b"# 1 \"x.cu\"\n"));
        assert_eq!(a, b);
        assert_eq!(a, format!("_87e93dc1_4_x_cu_{:08x}_0", crc32(b"# 1 \"x.cu\"\n")));
    }

    #[test]
    fn read_and_gen_modes() {
        let dir = std::env::temp_dir().join(format!("cufe-mid-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let f = dir.join("m.id");
        std::fs::write(&f, "a-b.c\n").unwrap();
        let mut o = Options { module_id_file_name: Some(f.to_string_lossy().into_owned()), ..Options::default() };
        assert_eq!(compute(&o, b"", None).unwrap().text, "a-b.c\n");
        o.module_id_file_name = Some(dir.join("missing").to_string_lossy().into_owned());
        assert!(matches!(compute(&o, b"", None), Err(ModuleIdError::CannotOpen(_))));
        o.gen_module_id_file = true;
        o.module_id_file_name = None;
        assert_eq!(compute(&o, b"", None), Err(ModuleIdError::NoFileName));
        o.module_id_file_name = Some("out.mid".into());
        o.input = Some("d/g.ii".into());
        let id = compute(&o, b"", Some("gvar")).unwrap();
        assert_eq!(id, ModuleId { text: "_00000000_4_g_ii_gvar".into(), write_to: Some("out.mid".into()) });
        let _ = std::fs::remove_dir_all(&dir);
    }
}
