//! `cufe-harness e2e`: nvcc end to end, with and without cufe. A toolkit copy (a symlink farm in the
//! cache) has a `bin/cudafe++` that runs cufe; nvcc finds cudafe++ through the PATH it builds from
//! `nvcc.profile` (`PATH += $(CICC_PATH):$(_HERE_):`, `_HERE_` being the folder nvcc was started from, even
//! through a symlink), so `farm/bin/nvcc` runs cufe. Every `.cu` case is compiled to an object by both
//! toolkits (and linked against the toolkit's static cudart when it defines `main`), and the objects are
//! compared with the `objects` checker's comparison. The replacement logs each call, so a case where nvcc
//! did not run cufe is an error, never a silent agreement.
use crate::checks::objects::compare_objects;
use crate::checks::Outcome;
use crate::cli::{E2eArgs, Global};
use crate::corpus::{self, Case, Kind};
use crate::exec::{self, Limits, Spec};
use crate::model::{GapReport, Termination};
use crate::provision::Reference;
use anyhow::{bail, Context, Result};
use rayon::prelude::*;
use serde::Serialize;
use std::path::{Path, PathBuf};

/// Environment variables the replacement `cudafe++` reads.
pub const REPORT_ENV: &str = "CUFE_E2E_REPORT";
pub const LOG_ENV: &str = "CUFE_E2E_LOG";

/// Builds (or refreshes) the toolkit copy whose `bin/cudafe++` runs `cufe`; returns its root.
pub fn toolkit_farm(reference: &Reference, cufe: &Path, cache: &Path) -> Result<PathBuf> {
    let key = crate::util::sha256_parts(&[
        reference.root.as_os_str().as_encoded_bytes(),
        cufe.as_os_str().as_encoded_bytes(),
    ]);
    let root = cache.join("e2e-toolkit").join(&key[..16]);
    let bin = root.join("bin");
    std::fs::create_dir_all(&bin)?;
    for entry in std::fs::read_dir(&reference.root)? {
        let e = entry?;
        let name = e.file_name();
        if name == "bin" {
            continue;
        }
        let link = root.join(&name);
        if std::fs::symlink_metadata(&link).is_err() {
            std::os::unix::fs::symlink(e.path(), &link)?;
        }
    }
    for entry in std::fs::read_dir(reference.root.join("bin"))? {
        let e = entry?;
        let name = e.file_name();
        if name == "cudafe++" || name == "nvcc.profile" {
            continue;
        }
        let link = bin.join(&name);
        if std::fs::symlink_metadata(&link).is_err() {
            std::os::unix::fs::symlink(e.path(), &link)?;
        }
    }
    // nvcc.profile with TOP spelled as the reference's own nvcc sees it (`<root>/bin/..`), so header
    // paths — and the __FILE__ strings built from them — are identical in both builds; `_HERE_` (and so
    // the PATH that finds cudafe++) stays the copy's bin/.
    let profile = std::fs::read_to_string(reference.root.join("bin").join("nvcc.profile"))
        .context("reading nvcc.profile")?;
    let top = format!("TOP = {}/bin/..", reference.root.display());
    let mut replaced = false;
    let profile: String = profile
        .lines()
        .map(|l| {
            if l.split('=').next().map(str::trim) == Some("TOP") {
                replaced = true;
                top.clone()
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n";
    if !replaced {
        bail!("nvcc.profile has no TOP line");
    }
    let pf = bin.join("nvcc.profile");
    if std::fs::read_to_string(&pf).ok().as_deref() != Some(profile.as_str()) {
        if std::fs::symlink_metadata(&pf).is_ok() {
            std::fs::remove_file(&pf)?;
        }
        crate::util::atomic_write(&pf, profile.as_bytes())?;
    }
    let script = format!(
        "#!/bin/sh\n# cufe-harness e2e: nvcc's cudafe++ is cufe.\n\
if [ -n \"${log}\" ]; then printf '%s\\n' \"$*\" >> \"${log}\"; fi\n\
exec {cufe} --cufe-report=\"${{{report}:-/dev/null}}\" \"$@\"\n",
        log = LOG_ENV,
        report = REPORT_ENV,
        cufe = shell_words::quote(&cufe.to_string_lossy()),
    );
    let wrapper = bin.join("cudafe++");
    if std::fs::read_to_string(&wrapper).ok().as_deref() != Some(script.as_str()) {
        crate::util::atomic_write(&wrapper, script.as_bytes())?;
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755))?;
    }
    Ok(root)
}

/// Text check for a `main` definition (decides whether to link).
pub fn has_main(src: &[u8]) -> bool {
    let t = crate::util::lossy(src);
    t.lines().any(|l| {
        let l = l.trim_start();
        !l.starts_with("//")
            && (l.contains(" main(") || l.starts_with("main(") || l.contains(" main ("))
    })
}

#[derive(Serialize, Clone, Debug)]
pub struct Build {
    pub exit: String,
    pub stderr: String,
    #[serde(skip)]
    pub object: Option<Vec<u8>>,
    pub linked: Option<bool>,
    pub secs: f64,
}

#[derive(Serialize, Clone, Debug)]
pub struct E2eCase {
    pub id: String,
    pub outcome: Outcome,
    /// byte-identical / object-identical / both fail / the difference.
    pub detail: String,
    pub reference: Build,
    pub cufe: Build,
    pub unsupported: Vec<String>,
}

/// Compiles (and links) `case` with the nvcc of `toolkit_root`.
fn build(
    toolkit_root: &Path,
    lib_dir: &Path,
    case: &Case,
    env: &[(std::ffi::OsString, std::ffi::OsString)],
    limits: Limits,
    link: bool,
) -> Result<(Build, tempfile::TempDir)> {
    let out = tempfile::Builder::new()
        .prefix("cufe-e2e-")
        .tempdir_in(crate::util::scratch_dir())?;
    let obj = out.path().join(format!("{}.o", case.stem));
    let nvcc = toolkit_root.join("bin").join("nvcc");
    let mut args: Vec<std::ffi::OsString> = vec!["-arch=sm_90".into()];
    args.extend(case.directives.nvcc_options.iter().map(Into::into));
    args.extend([
        "-c".into(),
        case.file_name.clone().into(),
        "-o".into(),
        obj.clone().into_os_string(),
    ]);
    let spec = Spec {
        program: nvcc.clone(),
        args,
        cwd: case.dir.clone(),
        env: env.to_vec(),
    };
    let r = exec::run(&spec, limits).with_context(|| format!("running {}", nvcc.display()))?;
    let mut secs = r.wall.as_secs_f64();
    let norm = |b: &[u8]| {
        crate::util::lossy(&crate::normalize::normalize_text(
            b,
            out.path(),
            Some(toolkit_root),
        ))
    };
    let ok = r.termination == (Termination::Exited { code: 0 });
    let object = if ok { std::fs::read(&obj).ok() } else { None };
    let mut linked = None;
    if ok && link {
        let exe = out.path().join(format!("{}.exe", case.stem));
        let mut largs: Vec<std::ffi::OsString> = vec!["-arch=sm_90".into()];
        largs.extend(case.directives.nvcc_options.iter().map(Into::into));
        // The wheel ships lib/, while nvcc.profile only names lib64/.
        largs.extend([
            obj.clone().into_os_string(),
            format!("-L{}", lib_dir.display()).into(),
            "-o".into(),
            exe.clone().into_os_string(),
        ]);
        let l = exec::run(
            &Spec {
                program: nvcc,
                args: largs,
                cwd: out.path().to_path_buf(),
                env: env.to_vec(),
            },
            limits,
        )?;
        secs += l.wall.as_secs_f64();
        linked = Some(l.termination == (Termination::Exited { code: 0 }) && exe.exists());
    }
    Ok((
        Build {
            exit: r.termination.describe(),
            stderr: norm(&r.stderr),
            object,
            linked,
            secs,
        },
        out,
    ))
}

/// One case through both toolkits.
pub fn e2e_case(
    reference: &Reference,
    farm: &Path,
    case: &Case,
    limits: Limits,
) -> Result<E2eCase> {
    let src = std::fs::read(&case.path)?;
    let link = has_main(&src);
    let lib = reference.root.join("lib");
    let base_env = vec![("PATH".into(), reference.path_env())];
    let (r, _rd) = build(&reference.root, &lib, case, &base_env, limits, link)?;
    let side = tempfile::Builder::new()
        .prefix("cufe-e2e-log-")
        .tempdir_in(crate::util::scratch_dir())?;
    let log = side.path().join("calls.log");
    let report = side.path().join("report.json");
    let mut env = base_env.clone();
    env.push((LOG_ENV.into(), log.clone().into_os_string()));
    env.push((REPORT_ENV.into(), report.clone().into_os_string()));
    let (f, _fd) = build(farm, &lib, case, &env, limits, link)?;
    if !log.exists() {
        bail!(
            "nvcc did not run the replacement cudafe++ ({}): the e2e toolkit is broken",
            farm.display()
        );
    }
    let unsupported: Vec<String> = std::fs::read(&report)
        .ok()
        .and_then(|b| serde_json::from_slice::<GapReport>(&b).ok())
        .map(|g| g.unsupported.into_iter().map(|g| g.what).collect())
        .unwrap_or_default();
    let (outcome, detail) = if !unsupported.is_empty() {
        (
            Outcome::Unsupported,
            unsupported
                .iter()
                .take(3)
                .cloned()
                .collect::<Vec<_>>()
                .join("; "),
        )
    } else {
        match (&r.object, &f.object) {
            (Some(a), Some(b)) if a == b => (Outcome::Agree, "byte-identical objects".to_string()),
            (Some(a), Some(b)) => match compare_objects(a, b) {
                None => (Outcome::Agree, "object-identical".to_string()),
                Some(d) => {
                    // The reference is not reproducible when a name carries its PID (the module-id
                    // fallback's `_GLOBAL__N_…_PID` inside strings such as __PRETTY_FUNCTION__): build it
                    // again, and call the case not comparable when its own two builds differ too.
                    let again = build(&reference.root, &lib, case, &base_env, limits, false)?.0;
                    match again.object.as_deref().map(|o| compare_objects(a, o)) {
                        Some(Some(_)) => (
                            Outcome::Skipped,
                            format!(
                                "not comparable: the reference's own two builds differ\n{}",
                                d
                            ),
                        ),
                        _ => (Outcome::Differ, d),
                    }
                }
            },
            (None, None) if r.exit == f.exit && r.stderr == f.stderr => (
                Outcome::Agree,
                format!("both fail identically ({})", r.exit),
            ),
            _ => (
                Outcome::Differ,
                format!(
                    "nvcc: reference {}, with cufe {}\n{}",
                    r.exit,
                    f.exit,
                    crate::checks::text_diff(r.stderr.as_bytes(), f.stderr.as_bytes())
                ),
            ),
        }
    };
    let (outcome, detail) = match (outcome, r.linked, f.linked) {
        (Outcome::Agree, Some(true), Some(false)) => (
            Outcome::Differ,
            "the object does not link with cufe's host output".to_string(),
        ),
        _ => (outcome, detail),
    };
    Ok(E2eCase {
        id: case.id.clone(),
        outcome,
        detail,
        reference: r,
        cufe: f,
        unsupported,
    })
}

pub fn e2e(g: &Global, a: &E2eArgs) -> Result<i32> {
    if g.offline {
        bail!("e2e needs the reference toolkit; it cannot run with --offline");
    }
    let cufe = super::cufe_binary(g)?;
    let cache = crate::provision::cache_dir(g.cache_dir.as_deref());
    let reference = crate::provision::locate(&crate::provision::Locate {
        explicit: g.reference.as_deref(),
        cache: &cache,
        install: true,
    })?;
    let farm = toolkit_farm(&reference, &cufe, &cache)?;
    let limits = super::limits(g)?;
    let (cases, errors) = corpus::discover(&super::default_paths(&a.paths));
    for e in &errors {
        eprintln!("cufe-harness: malformed case: {}", e);
    }
    let cases: Vec<Case> = cases.into_iter().filter(|c| c.kind == Kind::Cu).collect();
    if cases.is_empty() {
        bail!("no .cu cases under the given paths");
    }
    let jobs = g
        .jobs
        .unwrap_or_else(|| {
            std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(1)
        })
        .max(1);
    let pool = rayon::ThreadPoolBuilder::new().num_threads(jobs).build()?;
    let results: Vec<std::result::Result<E2eCase, (String, String)>> = pool.install(|| {
        cases
            .par_iter()
            .map(|c| {
                let r = e2e_case(&reference, &farm, c, limits)
                    .map_err(|e| (c.id.clone(), format!("{:#}", e)));
                match &r {
                    Ok(x) => eprintln!(
                        "e2e {}: {} {}",
                        x.id,
                        x.outcome.name(),
                        x.detail.lines().next().unwrap_or("")
                    ),
                    Err((id, e)) => eprintln!("e2e {}: error: {}", id, e),
                }
                r
            })
            .collect()
    });
    let mut md = format!(
        "# cufe e2e (nvcc with cufe as cudafe++)\n\nreference: {}  \ncufe: {}  \ntoolkit copy: {}\n\n",
        reference.root.display(),
        cufe.display(),
        farm.display()
    );
    let mut counts = std::collections::BTreeMap::<String, usize>::new();
    let mut ok = Vec::new();
    for r in &results {
        match r {
            Ok(x) => {
                *counts.entry(x.outcome.name().into()).or_default() += 1;
                ok.push(x.clone());
            }
            Err(_) => *counts.entry("error".into()).or_default() += 1,
        }
    }
    md.push_str(&format!(
        "{}\n\n| case | outcome | detail |\n|---|---|---|\n",
        counts
            .iter()
            .map(|(k, v)| format!("{} {}", k, v))
            .collect::<Vec<_>>()
            .join(", ")
    ));
    for r in &results {
        let (id, o, d) = match r {
            Ok(x) => (x.id.clone(), x.outcome.name().to_string(), x.detail.clone()),
            Err((id, e)) => (id.clone(), "error".into(), e.clone()),
        };
        md.push_str(&format!(
            "| {} | {} | {} |\n",
            id,
            o,
            d.lines().next().unwrap_or("").replace('|', "\\|")
        ));
    }
    print!("{}", md);
    let dir = a
        .reports_dir
        .clone()
        .unwrap_or_else(|| crate::util::workspace_root().join("reports"))
        .join("e2e");
    std::fs::create_dir_all(&dir)?;
    crate::util::atomic_write(&dir.join("latest.json"), &serde_json::to_vec_pretty(&ok)?)?;
    crate::util::atomic_write(&dir.join("latest.md"), md.as_bytes())?;
    eprintln!("e2e: wrote {}", dir.join("latest.md").display());
    Ok(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn main_detection() {
        assert!(has_main(b"int main() { return 0; }\n"));
        assert!(has_main(b"int main(int c, char **v) {}\n"));
        assert!(!has_main(b"// int main()\n__global__ void k() {}\n"));
        assert!(!has_main(b"void domain() {}\n"));
    }
}
