//! Command lines from nvcc: `nvcc -dryrun -arch=sm_90 <options> -c NAME.cu` tells exactly how nvcc
//! preprocesses (`gcc -E …`) and how it calls cudafe++. The harness derives both from it, once per option
//! set (cached in memory and on disk), with stable file names in place of nvcc's `tmpxft_*` temporaries.
use anyhow::{anyhow, bail, Context, Result};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// The file name used for the dry run; replaced by the case's stem afterwards, so one dry run serves every
/// case with the same options.
pub const CASE_PLACEHOLDER: &str = "__cufe_case__";

/// The two commands of interest from a dry run (argv, program first).
#[derive(Clone, Debug, PartialEq)]
pub struct DryRun {
    pub preprocess: Vec<String>,
    pub cudafe: Vec<String>,
}

/// Parses `nvcc -dryrun` output: lines starting with `#$ `; the first `gcc|g++|c++ … -E … *.cpp4.ii`
/// command and the first `cudafe++` command.
pub fn parse_dryrun(text: &str) -> Result<DryRun> {
    let mut pre = None;
    let mut fe = None;
    for (n, line) in text.lines().enumerate() {
        let Some(cmd) = line.strip_prefix("#$ ") else {
            continue;
        };
        let first = cmd.split_whitespace().next().unwrap_or("");
        let is_cc = matches!(first, "gcc" | "g++" | "c++" | "cc" | "clang" | "clang++")
            || first.ends_with("/gcc")
            || first.ends_with("/g++");
        if pre.is_none() && is_cc && cmd.contains(" -E ") && cmd.contains(".cpp4.ii") {
            pre = Some(
                shell_words::split(cmd)
                    .with_context(|| format!("dryrun line {}: unbalanced quotes", n + 1))?,
            );
        } else if fe.is_none() && first == "cudafe++" {
            fe = Some(
                shell_words::split(cmd)
                    .with_context(|| format!("dryrun line {}: unbalanced quotes", n + 1))?,
            );
        }
    }
    match (pre, fe) {
        (Some(preprocess), Some(cudafe)) => Ok(DryRun { preprocess, cudafe }),
        _ => bail!(
            "nvcc -dryrun output holds no gcc -E … cpp4.ii and cudafe++ commands:\n{}",
            text.trim_end()
        ),
    }
}

/// Stable per-case file names (what nvcc's `tmpxft_*` names become).
#[derive(Clone, Debug)]
pub struct Names {
    pub input: String,
    pub gen_c: String,
    pub stub: String,
    pub module_id: String,
}

impl Names {
    pub fn for_case(stem: &str, input_file: &str) -> Names {
        Names {
            input: input_file.to_string(),
            gen_c: format!("{}.cudafe1.cpp", stem),
            stub: format!("{}.cudafe1.stub.c", stem),
            module_id: format!("{}.module_id", stem),
        }
    }
}

/// The cudafe++ argv template from a dry run (program name dropped): output names become the
/// placeholders `{gen_c}`, `{stub}`, `{module_id}`, the input `{in}`, and `--orig_src_path_name` the case's
/// stable path (nvcc passes the absolute path, which would make expectations depend on the checkout).
pub fn cudafe_template(dry: &DryRun, stem: &str, stable_path: &str) -> Result<Vec<String>> {
    let argv: Vec<String> = dry
        .cudafe
        .iter()
        .skip(1)
        .map(|a| a.replace(CASE_PLACEHOLDER, stem))
        .collect();
    if argv.is_empty() {
        bail!("empty cudafe++ command in the dry run");
    }
    let mut out = Vec::with_capacity(argv.len());
    let mut i = 0;
    while i < argv.len() {
        let a = &argv[i];
        let slot = match a.as_str() {
            "--gen_c_file_name" => Some("{gen_c}".to_string()),
            "--module_id_file_name" => Some("{module_id}".to_string()),
            "--stub_file_name" => Some("{stub}".to_string()),
            "--orig_src_path_name" => Some(stable_path.to_string()),
            _ => None,
        };
        out.push(a.clone());
        if let Some(v) = slot {
            if i + 1 >= argv.len() {
                bail!("dry run: {} without a value", a);
            }
            out.push(v);
            i += 2;
        } else {
            i += 1;
        }
    }
    // The last argument is the input (.cpp4.ii).
    let last = out.len() - 1;
    if !out[last].ends_with(".ii") {
        bail!(
            "dry run: last cudafe++ argument `{}` is not the .ii input",
            out[last]
        );
    }
    out[last] = "{in}".to_string();
    Ok(out)
}

/// The preprocessing argv for a case: the placeholder file name becomes the case file, `-o` becomes
/// `out_path`.
pub fn preprocess_argv(dry: &DryRun, stem: &str, out_path: &Path) -> Result<Vec<String>> {
    let mut argv: Vec<String> = dry
        .preprocess
        .iter()
        .map(|a| a.replace(CASE_PLACEHOLDER, stem))
        .collect();
    let o = argv
        .iter()
        .position(|a| a == "-o")
        .ok_or_else(|| anyhow!("dry run: preprocessing command has no -o"))?;
    if o + 1 >= argv.len() {
        bail!("dry run: -o without a value");
    }
    argv[o + 1] = out_path.to_string_lossy().into_owned();
    Ok(argv)
}

/// Inserts `extra` just before the `{in}` placeholder (or appends when there is none).
pub fn insert_extra(template: &mut Vec<String>, extra: &[String]) {
    let at = template
        .iter()
        .rposition(|a| a == "{in}")
        .unwrap_or(template.len());
    for (k, e) in extra.iter().enumerate() {
        template.insert(at + k, e.clone());
    }
}

/// Substitutes the placeholders (also inside longer arguments such as `--x={in}`).
pub fn instantiate(template: &[String], names: &Names) -> Vec<String> {
    template
        .iter()
        .map(|a| {
            a.replace("{in}", &names.input)
                .replace("{gen_c}", &names.gen_c)
                .replace("{stub}", &names.stub)
                .replace("{module_id}", &names.module_id)
        })
        .collect()
}

/// Runs and caches dry runs.
pub struct DryRunner {
    nvcc: PathBuf,
    path_env: std::ffi::OsString,
    disk: PathBuf,
    salt: String,
    mem: Mutex<HashMap<String, Arc<DryRun>>>,
}

impl DryRunner {
    /// `salt` identifies the toolkit (its sha256 and root), so a different toolkit never reuses entries.
    pub fn new(reference: &crate::provision::Reference, cache: &Path) -> Self {
        DryRunner {
            nvcc: reference.nvcc.clone(),
            path_env: reference.path_env(),
            disk: cache.join("dryrun"),
            salt: format!("{}\0{}", reference.sha256, reference.root.display()),
            mem: Mutex::new(HashMap::new()),
        }
    }

    /// The raw text of the dry run for `options` (cached like `dryrun`), for callers that need other
    /// commands of the pipeline (host compile, cicc, fatbinary).
    pub fn dryrun_text(&self, options: &[String]) -> Result<(String, f64)> {
        let key = crate::util::sha256_parts(&[self.salt.as_bytes(), options.join("\0").as_bytes()]);
        let file = self.disk.join(format!("{}.txt", key));
        if let Ok(t) = std::fs::read_to_string(&file) {
            return Ok((t, 0.0));
        }
        let (t, s) = self.run_nvcc(options)?;
        let _ = crate::util::atomic_write(&file, t.as_bytes());
        Ok((t, s))
    }

    /// The dry run for `options`; also returns the seconds spent running nvcc (0 on a cache hit).
    pub fn dryrun(&self, options: &[String]) -> Result<(Arc<DryRun>, f64)> {
        let key = crate::util::sha256_parts(&[self.salt.as_bytes(), options.join("\0").as_bytes()]);
        if let Some(d) = self.mem.lock().ok().and_then(|m| m.get(&key).cloned()) {
            return Ok((d, 0.0));
        }
        let file = self.disk.join(format!("{}.txt", key));
        let (text, secs) = match std::fs::read_to_string(&file) {
            Ok(t) => (t, 0.0),
            Err(_) => {
                let (t, s) = self.run_nvcc(options)?;
                let _ = crate::util::atomic_write(&file, t.as_bytes());
                (t, s)
            }
        };
        let d = Arc::new(parse_dryrun(&text)?);
        if let Ok(mut m) = self.mem.lock() {
            m.insert(key, d.clone());
        }
        Ok((d, secs))
    }

    fn run_nvcc(&self, options: &[String]) -> Result<(String, f64)> {
        let dir = tempfile::tempdir_in(crate::util::scratch_dir())?;
        let mut args: Vec<std::ffi::OsString> = vec!["-dryrun".into(), "-arch=sm_90".into()];
        args.extend(options.iter().map(Into::into));
        args.push("-c".into());
        args.push(format!("{}.cu", CASE_PLACEHOLDER).into());
        let spec = crate::exec::Spec {
            program: self.nvcc.clone(),
            args,
            cwd: dir.path().to_path_buf(),
            env: vec![("PATH".into(), self.path_env.clone())],
        };
        let r = crate::exec::run(
            &spec,
            crate::exec::Limits {
                timeout: std::time::Duration::from_secs(60),
                mem_bytes: 0,
            },
        )
        .with_context(|| format!("running {}", self.nvcc.display()))?;
        // nvcc prints the dry run on stderr.
        let text = crate::util::lossy(&r.stderr) + &crate::util::lossy(&r.stdout);
        if r.termination != (crate::model::Termination::Exited { code: 0 }) {
            bail!(
                "nvcc -dryrun {} failed ({}):\n{}",
                options.join(" "),
                r.termination.describe(),
                text.trim_end()
            );
        }
        Ok((text, r.wall.as_secs_f64()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    const DRY: &str = include_str!("../tests/fixtures/nvcc-dryrun-rdc.txt");

    #[test]
    fn parses_recorded_dryrun() {
        let d = parse_dryrun(DRY).unwrap();
        assert_eq!(d.preprocess[0], "gcc");
        assert!(d.preprocess.contains(&"-E".to_string()));
        assert!(
            d.preprocess.contains(&"cuda_runtime.h".to_string()),
            "quotes removed"
        );
        assert_eq!(d.cudafe[0], "cudafe++");
        let t = cudafe_template(&d, "k", "/cufe/corpus/x/k.cu").unwrap();
        let names = Names::for_case("k", "k.cpp4.ii");
        let argv = instantiate(&t, &names);
        let s = argv.join(" ");
        assert!(s.starts_with("--c++17 --device-hidden-visibility"), "{}", s);
        assert!(s.contains("--device-c"), "{}", s);
        assert!(
            s.contains("--orig_src_file_name k.cu --orig_src_path_name /cufe/corpus/x/k.cu"),
            "{}",
            s
        );
        assert!(
            s.contains("--gen_c_file_name k.cudafe1.cpp --stub_file_name k.cudafe1.stub.c"),
            "{}",
            s
        );
        assert!(
            s.ends_with("--module_id_file_name k.module_id k.cpp4.ii"),
            "{}",
            s
        );
        assert!(!s.contains("tmpxft"), "{}", s);
        let p = preprocess_argv(&d, "k", Path::new("/o/k.cpp4.ii")).unwrap();
        assert!(p.contains(&"k.cu".to_string()));
        assert_eq!(
            p[p.iter().position(|a| a == "-o").unwrap() + 1],
            "/o/k.cpp4.ii"
        );
    }

    #[test]
    fn extra_args_go_before_input() {
        let mut t = vec!["--a".to_string(), "{in}".to_string()];
        insert_extra(&mut t, &["-w".to_string(), "--x".to_string()]);
        assert_eq!(t, vec!["--a", "-w", "--x", "{in}"]);
        let mut t2 = vec!["--a".to_string()];
        insert_extra(&mut t2, &["-w".to_string()]);
        assert_eq!(t2, vec!["--a", "-w"]);
    }

    #[test]
    fn garbage_is_an_error_not_a_panic() {
        assert!(parse_dryrun("").is_err());
        assert!(parse_dryrun("#$ cudafe++ \"unterminated\n#$ gcc -E x.cpp4.ii").is_err());
        let d = DryRun {
            preprocess: vec![],
            cudafe: vec!["cudafe++".into(), "--gen_c_file_name".into()],
        };
        assert!(cudafe_template(&d, "k", "/p").is_err());
    }
}
