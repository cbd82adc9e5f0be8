//! The device-side reference: cicc run exactly as nvcc runs it (the `cicc` command of `nvcc -dryrun`, on
//! the `.cpp1.ii` its device-side `gcc -E` produces, with the `-D__CUDA_ARCH__=…` flags), used for its
//! EDG-format diagnostics and, as a by-product, the stub file (`NAME.cudafe1.stub.c`) and the embedded
//! fatbinary source (`NAME.fatbin.c`) the host output includes. Results are cached in the refcache folder.
use crate::corpus::{Case, Kind};
use crate::exec::{self, Limits, Spec};
use crate::gxx::{self, Pipeline};
use crate::model::Termination;
use crate::provision::Reference;
use anyhow::{anyhow, bail, Context, Result};
use std::path::{Path, PathBuf};

/// Bumped when what is cached changes meaning.
pub const FORMAT: &str = "cicc-v1";

/// The flag cufe's device mode is asked for with (documented in harness/README.md): cufe gets
/// `--cufe-device-mode` followed by cicc's exact argv (without the program) and the same input.
pub const DEVICE_MODE_FLAG: &str = "--cufe-device-mode";

/// One device-side run.
#[derive(Clone, Debug, PartialEq)]
pub struct DeviceRun {
    pub termination: Termination,
    /// Diagnostics text, the run folder replaced by `<CWD>` and the toolkit by `$CUDA_HOME`.
    pub stderr: Vec<u8>,
    pub stub: Option<Vec<u8>>,
    pub fatbin_c: Option<Vec<u8>>,
    pub wall_secs: f64,
    pub cached: bool,
}

/// The device-side input of a case: `(file name, bytes)`. A `.cu` case is preprocessed with nvcc's
/// device-side `gcc -E` in its own folder (through the preprocessing cache); a hand-written `.ii` is
/// used as is.
pub fn device_input(
    case: &Case,
    pipeline: &Pipeline,
    toolkit: &Reference,
    ppcache: Option<&crate::ppcache::PpCache>,
    limits: Limits,
) -> Result<(String, Vec<u8>)> {
    if case.kind == Kind::Ii {
        let b = std::fs::read(&case.path)
            .with_context(|| format!("reading {}", case.path.display()))?;
        return Ok((case.file_name.clone(), b));
    }
    let pre = pipeline
        .device_preprocess
        .as_ref()
        .ok_or_else(|| anyhow!("nvcc -dryrun shows no device-side preprocessing (.cpp1.ii)"))?;
    let name = format!("{}.cpp1.ii", case.stem);
    let with_out = |out: &str| -> Vec<String> {
        let mut a = gxx::stabilize(pre, &case.stem, None);
        if let Some(i) = a.iter().position(|x| x == "-o") {
            if i + 1 < a.len() {
                a[i + 1] = out.to_string();
            }
        }
        a
    };
    let key = crate::ppcache::PpCache::key(&with_out("{out}"), &case.dir, &toolkit.sha256);
    if let Some(ii) = ppcache.and_then(|c| c.load(&key)) {
        return Ok((name, ii));
    }
    let tmp = tempfile::Builder::new()
        .prefix("cufe-dpp-")
        .tempdir_in(crate::util::scratch_dir())?;
    let out = tmp.path().join(&name);
    let deps = tmp.path().join("deps.d");
    let mut argv = with_out(&out.to_string_lossy());
    argv.extend([
        "-MD".into(),
        "-MF".into(),
        deps.to_string_lossy().into_owned(),
    ]);
    let spec = Spec {
        program: PathBuf::from(&argv[0]),
        args: argv[1..].iter().map(Into::into).collect(),
        cwd: case.dir.clone(),
        env: vec![("PATH".into(), toolkit.path_env())],
    };
    let r = exec::run(&spec, limits).with_context(|| format!("running {}", argv[0]))?;
    if r.termination != (Termination::Exited { code: 0 }) {
        bail!(
            "device-side preprocessing failed ({}): {}\n{}",
            r.termination.describe(),
            shell_words::join(&argv),
            crate::util::lossy(&r.stderr).trim_end()
        );
    }
    let ii = std::fs::read(&out).context("reading the device-side preprocessed input")?;
    if let (Some(c), Ok(d)) = (ppcache, std::fs::read_to_string(&deps)) {
        let _ = c.store(&key, &ii, &d, &case.dir);
    }
    Ok((name, ii))
}

/// cicc's argv for a case (stable names, the toolkit's cicc as program, `input_name` as input, and
/// `--orig_src_path_name` the case's stable path, as in the cudafe++ argv).
pub fn cicc_argv(
    pipeline: &Pipeline,
    case: &Case,
    toolkit: &Reference,
    input_name: &str,
) -> Result<Vec<String>> {
    let stem = case.stem.as_str();
    let c = pipeline
        .cicc
        .as_ref()
        .ok_or_else(|| anyhow!("nvcc -dryrun shows no cicc command"))?;
    let cicc = toolkit.root.join("nvvm").join("bin").join("cicc");
    let mut a = gxx::stabilize(c, stem, Some(&cicc));
    let want = format!("{}.cpp1.ii", stem);
    if let Some(i) = a.iter().position(|x| *x == want) {
        a[i] = input_name.to_string();
    } else {
        bail!("the cicc command has no {} input", want);
    }
    if let Some(i) = a.iter().position(|x| x == "--orig_src_path_name") {
        if i + 1 < a.len() {
            a[i + 1] = case.stable_path();
        }
    }
    Ok(a)
}

fn env(toolkit: &Reference) -> Vec<(std::ffi::OsString, std::ffi::OsString)> {
    vec![
        ("PATH".into(), toolkit.path_env()),
        (
            "LD_LIBRARY_PATH".into(),
            toolkit.root.join("lib").into_os_string(),
        ),
    ]
}

/// Runs `argv` (cicc, or cufe in device mode: program first) in a fresh folder holding the input and the
/// module-id file nvcc would have there. With `fatbin`, also runs fatbinary on cicc's PTX (PTX image only:
/// no ptxas) so the stub's `#include "NAME.fatbin.c"` can be satisfied.
#[allow(clippy::too_many_arguments)]
pub fn run_device(
    argv: &[String],
    input_name: &str,
    input: &[u8],
    module_id: Option<&[u8]>,
    pipeline: &Pipeline,
    stem: &str,
    toolkit: &Reference,
    limits: Limits,
    fatbin: bool,
) -> Result<(DeviceRun, tempfile::TempDir)> {
    gxx::ensure_argv(argv, "device")?;
    let dir = tempfile::Builder::new()
        .prefix("cufe-cicc-")
        .tempdir_in(crate::util::scratch_dir())?;
    let d = dir.path();
    std::fs::write(d.join(input_name), input)?;
    if let (Some(m), Some(f)) = (module_id, gxx::value_of(argv, "--module_id_file_name")) {
        std::fs::write(d.join(f), m)?;
    }
    let spec = Spec {
        program: PathBuf::from(&argv[0]),
        args: argv[1..].iter().map(Into::into).collect(),
        cwd: d.to_path_buf(),
        env: env(toolkit),
    };
    let r = exec::run(&spec, limits).with_context(|| format!("running {}", argv[0]))?;
    let mut wall = r.wall.as_secs_f64();
    let read = |flag: &str| gxx::value_of(argv, flag).and_then(|f| std::fs::read(d.join(f)).ok());
    let stub = read("--stub_file_name");
    let mut fatbin_c = None;
    let ptx = gxx::value_of(argv, "-o").map(|p| d.join(p));
    if let (true, Some(fb), Some(ptx)) = (fatbin, &pipeline.fatbinary, ptx) {
        if ptx.exists() {
            let fb_argv: Vec<String> =
                gxx::stabilize(fb, stem, Some(&toolkit.root.join("bin").join("fatbinary")))
                    .into_iter()
                    .filter(|a| !a.contains("kind=elf"))
                    .collect();
            let spec = Spec {
                program: PathBuf::from(&fb_argv[0]),
                args: fb_argv[1..].iter().map(Into::into).collect(),
                cwd: d.to_path_buf(),
                env: env(toolkit),
            };
            if let Ok(fr) = exec::run(&spec, limits) {
                wall += fr.wall.as_secs_f64();
                let out = fb_argv
                    .iter()
                    .find_map(|a| a.strip_prefix("--embedded-fatbin="))
                    .map(|f| d.join(f));
                fatbin_c = out.and_then(|p| std::fs::read(p).ok());
            }
        }
    }
    let stderr = crate::normalize::normalize_text(&r.stderr, d, Some(&toolkit.root));
    Ok((
        DeviceRun {
            termination: r.termination,
            stderr,
            stub,
            fatbin_c,
            wall_secs: wall,
            cached: false,
        },
        dir,
    ))
}

/// cicc on the case (reference side), through the cache in `cache_dir` (the refcache folder).
#[allow(clippy::too_many_arguments)]
pub fn reference_run(
    argv: &[String],
    input_name: &str,
    input: &[u8],
    module_id: Option<&[u8]>,
    pipeline: &Pipeline,
    stem: &str,
    toolkit: &Reference,
    limits: Limits,
    cache_dir: Option<&Path>,
) -> Result<DeviceRun> {
    let key = crate::util::sha256_parts(&[
        FORMAT.as_bytes(),
        input,
        argv.get(1..).unwrap_or(&[]).join("\0").as_bytes(),
        input_name.as_bytes(),
        module_id.unwrap_or(b"\0none"),
        pipeline
            .fatbinary
            .as_deref()
            .unwrap_or(&[])
            .join("\0")
            .as_bytes(),
        toolkit.sha256.as_bytes(),
    ]);
    let names = ["termination", "stderr", "stub", "fatbin_c"];
    if let Some(v) = cache_dir.and_then(|c| gxx::cache_load(c, &key, &names)) {
        if let Some(t) = v[0]
            .as_deref()
            .and_then(|b| gxx::parse_termination(&String::from_utf8_lossy(b)))
        {
            return Ok(DeviceRun {
                termination: t,
                stderr: v[1].clone().unwrap_or_default(),
                stub: v[2].clone(),
                fatbin_c: v[3].clone(),
                wall_secs: 0.0,
                cached: true,
            });
        }
    }
    let (run, _dir) = run_device(
        argv, input_name, input, module_id, pipeline, stem, toolkit, limits, true,
    )?;
    if let (Some(c), Some(t)) = (cache_dir, gxx::termination_text(&run.termination)) {
        let _ = gxx::cache_store(
            c,
            &key,
            &[
                ("termination", Some(t.as_bytes())),
                ("stderr", Some(&run.stderr)),
                ("stub", run.stub.as_deref()),
                ("fatbin_c", run.fatbin_c.as_deref()),
            ],
        );
    }
    Ok(run)
}

/// cufe rejected the device-mode flag (it has no device mode yet).
pub fn rejects_device_mode(stderr: &[u8]) -> bool {
    crate::exec::contains(stderr, DEVICE_MODE_FLAG.as_bytes())
        && (crate::exec::contains(stderr, b"invalid option")
            || crate::exec::contains(stderr, b"unknown option")
            || crate::exec::contains(stderr, b"unrecognized"))
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn rejection() {
        assert!(rejects_device_mode(
            b"Command-line error: invalid option: --cufe-device-mode\n"
        ));
        assert!(!rejects_device_mode(b"x.cu(1): error: a\n"));
    }
}
