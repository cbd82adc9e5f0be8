//! The rest of nvcc's pipeline, taken from the same `nvcc -dryrun` the harness already uses: the host
//! compile (`gcc -c -x c++ … NAME.cudafe1.cpp -o NAME.o`), the device-side preprocessing (`gcc -E …
//! NAME.cpp1.ii`), cicc and fatbinary. nvcc's `tmpxft_*` temporaries become the case's stable names
//! (`NAME.cudafe1.cpp`, `NAME.cudafe1.stub.c`, `NAME.fatbin.c` …), all relative to the folder a command
//! runs in, so the host output finds the stub file exactly as under nvcc.
use crate::exec::{self, Limits, Spec};
use crate::model::Termination;
use crate::nvcc::CASE_PLACEHOLDER;
use anyhow::{anyhow, bail, Context, Result};
use std::path::{Path, PathBuf};

/// The commands after cudafe++ (argv, program first, names still nvcc's).
#[derive(Clone, Debug, PartialEq)]
pub struct Pipeline {
    pub host_compile: Vec<String>,
    pub device_preprocess: Option<Vec<String>>,
    pub cicc: Option<Vec<String>>,
    pub fatbinary: Option<Vec<String>>,
}

fn is_cc(first: &str) -> bool {
    let base = first.rsplit('/').next().unwrap_or(first);
    matches!(base, "gcc" | "g++" | "c++" | "cc" | "clang" | "clang++")
}

/// Parses the dry-run text: the LAST host compile of a `.cudafe1.cpp` (nvcc's final step), the first
/// `-E` producing a `.cpp1.ii`, the first cicc and fatbinary commands.
pub fn parse_pipeline(text: &str) -> Result<Pipeline> {
    let mut host = None;
    let mut dpp = None;
    let mut cicc = None;
    let mut fatbin = None;
    for (n, line) in text.lines().enumerate() {
        let Some(cmd) = line.strip_prefix("#$ ") else {
            continue;
        };
        let first = cmd.split_whitespace().next().unwrap_or("");
        let argv = || {
            shell_words::split(cmd)
                .with_context(|| format!("dryrun line {}: unbalanced quotes", n + 1))
        };
        if is_cc(first) {
            let a = argv()?;
            if a.iter().any(|x| x == "-c") && a.iter().any(|x| x.ends_with(".cudafe1.cpp")) {
                host = Some(a);
            } else if dpp.is_none()
                && a.iter().any(|x| x == "-E")
                && a.iter().any(|x| x.ends_with(".cpp1.ii"))
            {
                dpp = Some(a);
            }
        } else if cicc.is_none() && first.trim_matches('"').ends_with("cicc") {
            cicc = Some(argv()?);
        } else if fatbin.is_none() && first.ends_with("fatbinary") {
            fatbin = Some(argv()?);
        }
    }
    Ok(Pipeline {
        host_compile: host
            .ok_or_else(|| anyhow!("nvcc -dryrun shows no host compile of a .cudafe1.cpp"))?,
        device_preprocess: dpp,
        cicc,
        fatbinary: fatbin,
    })
}

/// nvcc's temporary or placeholder-named file → the case's stable relative name: the base name from the
/// placeholder on (`/tmp/tmpxft_…-6___cufe_case__.cudafe1.cpp` → `STEM.cudafe1.cpp`). Other text is kept;
/// the placeholder inside longer arguments (`--image3=…,file=/tmp/…`) is rewritten the same way.
pub fn stable_arg(a: &str, stem: &str) -> String {
    let Some(p) = a.find(CASE_PLACEHOLDER) else {
        return a.to_string();
    };
    // Start of the path that holds the placeholder: after the last `=` or `,` before it.
    let head = &a[..p];
    let path_start = head.rfind(['=', ',']).map(|i| i + 1).unwrap_or(0);
    let path = &a[path_start..];
    let base_from = path[..p - path_start]
        .rfind('/')
        .map(|i| i + 1)
        .unwrap_or(0);
    let base = &path[base_from..];
    // Drop nvcc's `tmpxft_XXXX_XXXX-N_` prefix of the base name.
    let base = match base.find(CASE_PLACEHOLDER) {
        Some(i) => &base[i..],
        None => base,
    };
    format!(
        "{}{}",
        &a[..path_start],
        base.replace(CASE_PLACEHOLDER, stem)
    )
}

/// `argv` with stable names; `program` replaces argv[0] when given.
pub fn stabilize(argv: &[String], stem: &str, program: Option<&Path>) -> Vec<String> {
    let mut v: Vec<String> = argv.iter().map(|a| stable_arg(a, stem)).collect();
    if let (Some(p), Some(first)) = (program, v.first_mut()) {
        *first = p.to_string_lossy().into_owned();
    }
    v
}

/// The value after `flag` in `argv`.
pub fn value_of<'a>(argv: &'a [String], flag: &str) -> Option<&'a str> {
    argv.iter()
        .position(|a| a == flag)
        .and_then(|i| argv.get(i + 1))
        .map(String::as_str)
}

/// Undoes the path normalisation of a host output so it can be compiled in `dir`: `<CWD>` → `dir`,
/// `$CUDA_HOME` → the toolkit root. (Compiling the normalised text on both sides keeps run-dependent
/// names such as the `_GLOBAL__N_…_PID` tail identical, so the objects stay comparable.)
pub fn restore_paths(host: &[u8], dir: &Path, toolkit_root: &Path) -> Vec<u8> {
    let t = crate::util::replace_bytes(
        host,
        crate::normalize::TOOLKIT_TOKEN,
        toolkit_root.as_os_str().as_encoded_bytes(),
    );
    crate::util::replace_bytes(
        &t,
        crate::normalize::CWD_TOKEN,
        dir.as_os_str().as_encoded_bytes(),
    )
}

/// Result of compiling one side's host output.
#[derive(Clone, Debug, PartialEq)]
pub struct Compiled {
    pub termination: Termination,
    /// g++'s messages, the compile folder replaced by `<CWD>` and the toolkit by `$CUDA_HOME`.
    pub stderr: Vec<u8>,
    pub object: Option<Vec<u8>>,
    pub wall_secs: f64,
}

/// Files the host output needs next to it: the stub (cicc's, or empty) and what the stub includes.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HostDeps {
    /// (file name, bytes).
    pub files: Vec<(String, Vec<u8>)>,
}

/// Compiles `host` (a normalised host output) with `argv` (stable names, program first) in a fresh
/// folder holding `deps`.
pub fn compile_host(
    host: &[u8],
    deps: &HostDeps,
    argv: &[String],
    host_name: &str,
    toolkit: &crate::provision::Reference,
    limits: Limits,
) -> Result<Compiled> {
    ensure_argv(argv, "host compile")?;
    let dir = tempfile::Builder::new()
        .prefix("cufe-gxx-")
        .tempdir_in(crate::util::scratch_dir())?;
    let d = dir.path();
    std::fs::write(d.join(host_name), restore_paths(host, d, &toolkit.root))?;
    for (n, b) in &deps.files {
        std::fs::write(d.join(n), b)?;
    }
    let obj = value_of(argv, "-o").ok_or_else(|| anyhow!("host compile has no -o"))?;
    let spec = Spec {
        program: PathBuf::from(&argv[0]),
        args: argv[1..].iter().map(Into::into).collect(),
        cwd: d.to_path_buf(),
        env: vec![("PATH".into(), toolkit.path_env())],
    };
    let r = exec::run(&spec, limits).with_context(|| format!("running {}", argv[0]))?;
    let object = std::fs::read(d.join(obj)).ok();
    Ok(Compiled {
        object: if r.termination == (Termination::Exited { code: 0 }) {
            object
        } else {
            None
        },
        termination: r.termination,
        stderr: crate::normalize::normalize_text(&r.stderr, d, Some(&toolkit.root)),
        wall_secs: r.wall.as_secs_f64(),
    })
}

/// A small file store for reference-side artefacts in the refcache folder: `<dir>/<key>/<name>`, the
/// folder renamed into place when complete (same discipline as `RefCache`).
pub fn cache_load(dir: &Path, key: &str, names: &[&str]) -> Option<Vec<Option<Vec<u8>>>> {
    let d = dir.join(key);
    if !d.join(".complete").exists() {
        return None;
    }
    Some(
        names
            .iter()
            .map(|n| std::fs::read(d.join(n)).ok())
            .collect(),
    )
}

pub fn cache_store(dir: &Path, key: &str, files: &[(&str, Option<&[u8]>)]) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let tmp = tempfile::Builder::new().prefix(".tmp-").tempdir_in(dir)?;
    for (n, b) in files {
        if let Some(b) = b {
            std::fs::write(tmp.path().join(n), b)?;
        }
    }
    std::fs::write(tmp.path().join(".complete"), b"")?;
    let kept = tmp.keep();
    if std::fs::rename(&kept, dir.join(key)).is_err() {
        let _ = std::fs::remove_dir_all(&kept);
    }
    Ok(())
}

/// The termination stored as text (`exit N` / `signal N`); other ends are never cached.
pub fn termination_text(t: &Termination) -> Option<String> {
    match t {
        Termination::Exited { code } => Some(format!("exit {}", code)),
        Termination::Signaled { signal } => Some(format!("signal {}", signal)),
        _ => None,
    }
}

pub fn parse_termination(s: &str) -> Option<Termination> {
    let s = s.trim();
    if let Some(c) = s.strip_prefix("exit ") {
        return c.parse().ok().map(|code| Termination::Exited { code });
    }
    s.strip_prefix("signal ")?
        .parse()
        .ok()
        .map(|signal| Termination::Signaled { signal })
}

/// `gcc --version` first line (part of cache keys: another compiler gives other objects).
pub fn compiler_identity(program: &str, path_env: &std::ffi::OsStr) -> String {
    static CACHE: std::sync::OnceLock<std::sync::Mutex<std::collections::HashMap<String, String>>> =
        std::sync::OnceLock::new();
    let m = CACHE.get_or_init(Default::default);
    if let Some(v) = m.lock().ok().and_then(|m| m.get(program).cloned()) {
        return v;
    }
    let v = std::process::Command::new(program)
        .arg("--version")
        .env("PATH", path_env)
        .output()
        .ok()
        .map(|o| {
            crate::util::lossy(&o.stdout)
                .lines()
                .next()
                .unwrap_or("")
                .to_string()
        })
        .unwrap_or_default();
    if let Ok(mut g) = m.lock() {
        g.insert(program.to_string(), v.clone());
    }
    v
}

/// Checks `argv` is usable (program present).
pub fn ensure_argv(argv: &[String], what: &str) -> Result<()> {
    if argv.is_empty() {
        bail!("empty {} command", what);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    const DRY: &str = "#$ _HERE_=/x\n\
#$ gcc -D__CUDA_ARCH_LIST__=900 -E -x c++ -include \"cuda_runtime.h\" -m64 \"__cufe_case__.cu\" -o \"/tmp/tmpxft_0000_00000000-5___cufe_case__.cpp4.ii\" \n\
#$ cudafe++ --c++17 --gen_c_file_name \"/tmp/tmpxft_0000_00000000-6___cufe_case__.cudafe1.cpp\" \"/tmp/tmpxft_0000_00000000-5___cufe_case__.cpp4.ii\" \n\
#$ gcc -D__CUDA_ARCH__=900 -E -x c++ -m64 \"__cufe_case__.cu\" -o \"/tmp/tmpxft_0000_00000000-7___cufe_case__.cpp1.ii\" \n\
#$ \"$CICC_PATH/cicc\" --c++17 --include_file_name \"tmpxft_0000_00000000-3___cufe_case__.fatbin.c\" --stub_file_name \"/tmp/tmpxft_0000_00000000-6___cufe_case__.cudafe1.stub.c\" \"/tmp/tmpxft_0000_00000000-7___cufe_case__.cpp1.ii\" -o \"/tmp/tmpxft_0000_00000000-6___cufe_case__.ptx\"\n\
#$ fatbinary -64 \"--image3=kind=ptx,sm=90,file=/tmp/tmpxft_0000_00000000-6___cufe_case__.ptx\" --embedded-fatbin=\"/tmp/tmpxft_0000_00000000-3___cufe_case__.fatbin.c\" \n\
#$ gcc -D__CUDA_ARCH__=900 -c -x c++ -Wno-psabi -m64 \"/tmp/tmpxft_0000_00000000-6___cufe_case__.cudafe1.cpp\" -o \"__cufe_case__.o\" \n";

    #[test]
    fn pipeline_from_dryrun() {
        let p = parse_pipeline(DRY).unwrap();
        let h = stabilize(&p.host_compile, "k", None);
        assert_eq!(
            h.join(" "),
            "gcc -D__CUDA_ARCH__=900 -c -x c++ -Wno-psabi -m64 k.cudafe1.cpp -o k.o"
        );
        let c = stabilize(p.cicc.as_ref().unwrap(), "k", Some(Path::new("/tk/cicc")));
        assert_eq!(
            c.join(" "),
            "/tk/cicc --c++17 --include_file_name k.fatbin.c --stub_file_name k.cudafe1.stub.c k.cpp1.ii -o k.ptx"
        );
        let f = stabilize(p.fatbinary.as_ref().unwrap(), "k", None);
        assert_eq!(
            f.join(" "),
            "fatbinary -64 --image3=kind=ptx,sm=90,file=k.ptx --embedded-fatbin=k.fatbin.c"
        );
        let d = stabilize(p.device_preprocess.as_ref().unwrap(), "k", None);
        assert!(d.join(" ").ends_with("-m64 k.cu -o k.cpp1.ii"), "{:?}", d);
    }

    #[test]
    fn no_host_compile_is_an_error() {
        assert!(parse_pipeline("#$ cudafe++ x\n").is_err());
        assert!(parse_pipeline("").is_err());
    }

    #[test]
    fn restore() {
        let h = b"# 1 \"$CUDA_HOME/include/x.h\"\n# 2 \"<CWD>/a.cu\"\n";
        let r = restore_paths(h, Path::new("/d"), Path::new("/tk"));
        assert_eq!(r, b"# 1 \"/tk/include/x.h\"\n# 2 \"/d/a.cu\"\n".to_vec());
    }

    #[test]
    fn termination_round_trip() {
        for t in [
            Termination::Exited { code: 1 },
            Termination::Signaled { signal: 9 },
        ] {
            assert_eq!(parse_termination(&termination_text(&t).unwrap()), Some(t));
        }
        assert_eq!(parse_termination("x"), None);
    }
}
