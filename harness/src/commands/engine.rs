//! Preparing a case (input `.ii` and argv) and running a front end on it in isolation. Shared by `run`
//! and `bless`.
use crate::corpus::{Case, Kind};
use crate::exec::{self, Limits, Spec};
use crate::model::{GapReport, SideOutput, Termination};
use crate::nvcc::{self, DryRunner, Names};
use crate::provision::Reference;
use crate::refcache::{self, RefCache};
use anyhow::{anyhow, bail, Context, Result};
use std::path::{Path, PathBuf};

pub struct Engine {
    pub reference: Option<Reference>,
    pub dry: Option<DryRunner>,
    pub refcache: Option<RefCache>,
    /// Preprocessed `.cu` cases (reference mode only).
    pub ppcache: Option<crate::ppcache::PpCache>,
    pub cufe: Option<PathBuf>,
    pub limits: Limits,
}

/// A case ready to run: the exact input bytes and argv both front ends get.
pub struct Prepared {
    pub input: Vec<u8>,
    pub names: Names,
    /// Concrete argv (relative file names; each side runs in its own folder).
    pub argv: Vec<String>,
    /// Seconds spent in child processes while preparing (nvcc -dryrun, gcc -E).
    pub child_secs: f64,
    /// The preprocessed input came from the cache.
    pub preprocess_cached: bool,
}

/// Why a case cannot run in this mode (reported as `skipped`).
#[derive(Debug)]
pub struct Skip(pub String);
impl std::fmt::Display for Skip {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for Skip {}

const CUFE_REPORT: &str = "cufe-report.json";

impl Engine {
    /// Input and argv for `case`. `stored_argv` is the argv recorded by `bless` (stored-expectations mode).
    pub fn prepare(&self, case: &Case, stored_argv: Option<&[String]>) -> Result<Prepared> {
        let d = &case.directives;
        let mut child_secs = 0.0;
        let mut preprocess_cached = false;
        let input_name = match case.kind {
            Kind::Cu => format!("{}.cpp4.ii", case.stem),
            Kind::Ii => case.file_name.clone(),
        };
        let names = Names::for_case(&case.stem, &input_name);
        let argv = if let Some(args) = &d.cudafe_args {
            let mut t = args.clone();
            nvcc::insert_extra(&mut t, &d.cudafe_extra_args);
            nvcc::instantiate(&t, &names)
        } else if let Some(dry) = &self.dry {
            let (dr, s) = dry.dryrun(&d.nvcc_options)?;
            child_secs += s;
            let mut t = nvcc::cudafe_template(&dr, &case.stem, &case.stable_path())?;
            nvcc::insert_extra(&mut t, &d.cudafe_extra_args);
            nvcc::instantiate(&t, &names)
        } else if let Some(a) = stored_argv {
            a.to_vec()
        } else {
            return Err(Skip(
                "no argv: needs the reference toolkit (nvcc -dryrun) or stored expectations".into(),
            )
            .into());
        };
        let input = match case.kind {
            Kind::Ii => std::fs::read(&case.path)
                .with_context(|| format!("reading {}", case.path.display()))?,
            Kind::Cu => {
                let Some(dry) = &self.dry else {
                    return Err(Skip(
                        "a .cu case needs the reference toolkit to preprocess it".into(),
                    )
                    .into());
                };
                let (dr, s) = dry.dryrun(&d.nvcc_options)?;
                child_secs += s;
                let r = self
                    .reference
                    .as_ref()
                    .ok_or_else(|| anyhow!("no reference"))?;
                let key_argv = nvcc::preprocess_argv(&dr, &case.stem, Path::new("{out}"))?;
                let key = crate::ppcache::PpCache::key(&key_argv, &case.dir, &r.sha256);
                if let Some(ii) = self.ppcache.as_ref().and_then(|c| c.load(&key)) {
                    preprocess_cached = true;
                    ii
                } else {
                    let tmp = tempfile::Builder::new()
                        .prefix("cufe-pp-")
                        .tempdir_in(crate::util::scratch_dir())?;
                    let out = tmp.path().join(&input_name);
                    let deps = tmp.path().join("deps.d");
                    let mut pre = nvcc::preprocess_argv(&dr, &case.stem, &out)?;
                    // Dependency list for the preprocessing cache; does not change the output.
                    pre.extend([
                        "-MD".to_string(),
                        "-MF".to_string(),
                        deps.to_string_lossy().into_owned(),
                    ]);
                    let spec = Spec {
                        program: PathBuf::from(&pre[0]),
                        args: pre[1..].iter().map(Into::into).collect(),
                        cwd: case.dir.clone(),
                        env: vec![("PATH".into(), r.path_env())],
                    };
                    let res = exec::run(&spec, self.limits)
                        .with_context(|| format!("running {}", pre[0]))?;
                    child_secs += res.wall.as_secs_f64();
                    if res.termination != (Termination::Exited { code: 0 }) {
                        bail!(
                            "preprocessing failed ({}): {}\n{}",
                            res.termination.describe(),
                            shell_words::join(&pre),
                            crate::util::lossy(&res.stderr).trim_end()
                        );
                    }
                    let ii = std::fs::read(&out).context("reading the preprocessed input")?;
                    if let (Some(c), Ok(d)) = (&self.ppcache, std::fs::read_to_string(&deps)) {
                        let _ = c.store(&key, &ii, &d, &case.dir);
                    }
                    ii
                }
            }
        };
        Ok(Prepared {
            input,
            names,
            argv,
            child_secs,
            preprocess_cached,
        })
    }

    /// Runs the reference (through the result cache). Returns the output and whether it came from cache.
    pub fn run_reference(&self, p: &Prepared) -> Result<(SideOutput, bool)> {
        let r = self
            .reference
            .as_ref()
            .ok_or_else(|| anyhow!("no reference toolkit"))?;
        let key = refcache::key(&p.input, &p.argv, &r.sha256);
        if let Some(c) = self.refcache.as_ref().and_then(|c| c.load(&key)) {
            return Ok((c, true));
        }
        let env = vec![("PATH".into(), r.path_env())];
        let out = run_side(
            &r.cudafe,
            &p.argv,
            p,
            env,
            false,
            self.limits,
            Some(&r.root),
        )?;
        // Abnormal ends are not cached: they may be load-dependent (timeouts).
        if let (Some(c), Termination::Exited { .. } | Termination::Signaled { .. }) =
            (&self.refcache, &out.termination)
        {
            let _ = c.store(&key, &out);
        }
        Ok((out, false))
    }

    pub fn run_cufe(&self, p: &Prepared) -> Result<SideOutput> {
        let cufe = self
            .cufe
            .as_ref()
            .ok_or_else(|| anyhow!("no cufe binary"))?;
        let root = self.reference.as_ref().map(|r| r.root.as_path());
        run_side(cufe, &p.argv, p, vec![], true, self.limits, root)
    }
}

/// Runs one front end in a fresh folder holding the input under its stable name.
fn run_side(
    program: &Path,
    argv: &[String],
    p: &Prepared,
    env: Vec<(std::ffi::OsString, std::ffi::OsString)>,
    is_cufe: bool,
    limits: Limits,
    toolkit: Option<&Path>,
) -> Result<SideOutput> {
    let dir = tempfile::Builder::new()
        .prefix("cufe-h-")
        .tempdir_in(crate::util::scratch_dir())?;
    let cwd = dir.path().to_path_buf();
    std::fs::write(cwd.join(&p.names.input), &p.input)?;
    let mut args: Vec<std::ffi::OsString> = Vec::with_capacity(argv.len() + 1);
    if is_cufe {
        args.push(format!("--cufe-report={}", CUFE_REPORT).into());
    }
    args.extend(argv.iter().map(Into::into));
    let spec = Spec {
        program: program.to_path_buf(),
        args,
        cwd: cwd.clone(),
        env,
    };
    let r = exec::run(&spec, limits).with_context(|| format!("starting {}", program.display()))?;
    let mut s = SideOutput::new(r.termination);
    s.stdout = r.stdout;
    s.stderr = r.stderr;
    s.wall_secs = r.wall.as_secs_f64();
    let value_of = |flag: &str| {
        argv.iter()
            .position(|a| a == flag)
            .and_then(|i| argv.get(i + 1))
    };
    s.host = value_of("--gen_c_file_name").and_then(|f| std::fs::read(cwd.join(f)).ok());
    s.module_id = value_of("--module_id_file_name").and_then(|f| std::fs::read(cwd.join(f)).ok());
    if is_cufe {
        // No file: cufe met nothing unsupported (or died before writing it; termination tells).
        if let Ok(b) = std::fs::read(cwd.join(CUFE_REPORT)) {
            match serde_json::from_slice::<GapReport>(&b) {
                Ok(g) => s.unsupported = g.unsupported,
                Err(e) => s.report_error = Some(format!("malformed --cufe-report file: {}", e)),
            }
        }
    }
    crate::normalize::normalize_side(&mut s, &cwd, toolkit);
    // Kept alive for the checkers that need the files themselves (see SideOutput::workdir).
    s.workdir = Some(std::sync::Arc::new(dir));
    Ok(s)
}
