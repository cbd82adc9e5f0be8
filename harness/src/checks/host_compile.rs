//! `host-compile` (opt-in): g++ compiles each side's host output exactly as nvcc would (the last
//! `gcc -c -x c++ … NAME.cudafe1.cpp -o NAME.o` of `nvcc -dryrun`), next to the stub file cicc generates for
//! the same `.cu` (an empty stub for hand-written `.ii` cases, which cicc cannot preprocess). Agree = both
//! compile, or both fail with the same messages. The reference side's compile is cached in the refcache.
use super::{CheckInput, Checker, Verdict};
use crate::corpus::Kind;
use crate::gxx::{self, Compiled, HostDeps};
use std::sync::Arc;

pub struct HostCompile;

/// Bumped when what is cached changes meaning.
pub const FORMAT: &str = "host-compile-v1";

/// Both sides' compiles for one case (computed once, shared with `objects`).
pub enum Compiles {
    Ready {
        reference: Option<Arc<Compiled>>,
        cufe: Option<Arc<Compiled>>,
        /// Where the stub came from (`cicc`, or why it is empty).
        stub_note: String,
    },
    /// Could not compile here (no toolkit, tool failure): the message.
    Skipped(String),
}

/// The compiles for `input`, computed on first use.
pub fn compiles<'a>(input: &'a CheckInput) -> &'a Compiles {
    match input.ctx {
        Some(ctx) => ctx.memo.compiled.get_or_init(|| {
            ctx.memo
                .timed(|| compute(input))
                .unwrap_or_else(|e| Compiles::Skipped(format!("{:#}", e)))
        }),
        None => {
            static NONE: std::sync::OnceLock<Compiles> = std::sync::OnceLock::new();
            NONE.get_or_init(|| {
                Compiles::Skipped("needs the reference toolkit (nvcc pipeline, g++)".into())
            })
        }
    }
}

/// The stub and what it includes, from cicc (a `.cu` case) or empty.
pub fn host_deps(input: &CheckInput) -> anyhow::Result<(HostDeps, String)> {
    let ctx = input.ctx.ok_or_else(|| anyhow::anyhow!("no toolkit"))?;
    let case = input.case;
    let stub_name = gxx::value_of(ctx.argv, "--stub_file_name")
        .unwrap_or(&ctx.names.stub)
        .to_string();
    let empty = |why: String| {
        (
            HostDeps {
                files: vec![(stub_name.clone(), Vec::new())],
            },
            why,
        )
    };
    if case.kind != Kind::Cu {
        return Ok(empty("empty stub (hand-written .ii: no cicc run)".into()));
    }
    let (text, _) = ctx.dry.dryrun_text(&case.directives.nvcc_options)?;
    let pipeline = gxx::parse_pipeline(&text)?;
    let ppcache = ctx
        .refcache_dir
        .and_then(|d| d.parent())
        .map(crate::ppcache::PpCache::new);
    let (dname, dinput) =
        crate::cicc::device_input(case, &pipeline, ctx.toolkit, ppcache.as_ref(), ctx.limits)?;
    let argv = crate::cicc::cicc_argv(&pipeline, case, ctx.toolkit, &dname)?;
    let run = crate::cicc::reference_run(
        &argv,
        &dname,
        &dinput,
        input.reference.module_id.as_deref(),
        &pipeline,
        &case.stem,
        ctx.toolkit,
        ctx.limits,
        ctx.refcache_dir,
    )?;
    let Some(stub) = run.stub else {
        return Ok(empty(format!(
            "empty stub (cicc wrote none: {})",
            run.termination.describe()
        )));
    };
    let mut files = vec![(stub_name, stub)];
    if let (Some(inc), Some(fb)) = (gxx::value_of(&argv, "--include_file_name"), run.fatbin_c) {
        files.push((inc.to_string(), fb));
    }
    Ok((HostDeps { files }, "cicc's stub".into()))
}

fn compute(input: &CheckInput) -> anyhow::Result<Compiles> {
    let ctx = input.ctx.ok_or_else(|| anyhow::anyhow!("no toolkit"))?;
    let case = input.case;
    if input.reference.host.is_none() && input.cufe.host.is_none() {
        return Ok(Compiles::Ready {
            reference: None,
            cufe: None,
            stub_note: String::new(),
        });
    }
    let (text, _) = ctx.dry.dryrun_text(&case.directives.nvcc_options)?;
    let pipeline = gxx::parse_pipeline(&text)?;
    let argv = gxx::stabilize(&pipeline.host_compile, &case.stem, None);
    let host_name = ctx.names.gen_c.clone();
    if !argv.contains(&host_name) {
        anyhow::bail!(
            "the host compile does not name {}: {}",
            host_name,
            argv.join(" ")
        );
    }
    let (deps, stub_note) = host_deps(input)?;
    let compile =
        |host: &[u8]| gxx::compile_host(host, &deps, &argv, &host_name, ctx.toolkit, ctx.limits);
    let reference = match &input.reference.host {
        None => None,
        Some(h) => {
            let mut parts: Vec<&[u8]> = vec![FORMAT.as_bytes(), h, ctx.toolkit.sha256.as_bytes()];
            let joined = argv.join("\0");
            parts.push(joined.as_bytes());
            let ident = gxx::compiler_identity(&argv[0], &ctx.toolkit.path_env());
            parts.push(ident.as_bytes());
            for (n, b) in &deps.files {
                parts.push(n.as_bytes());
                parts.push(b);
            }
            let key = crate::util::sha256_parts(&parts);
            let names = ["termination", "stderr", "object"];
            let cached = ctx
                .refcache_dir
                .and_then(|d| gxx::cache_load(d, &key, &names))
                .and_then(|v| {
                    let t = gxx::parse_termination(&String::from_utf8_lossy(v[0].as_deref()?))?;
                    Some(Compiled {
                        termination: t,
                        stderr: v[1].clone().unwrap_or_default(),
                        object: v[2].clone(),
                        wall_secs: 0.0,
                    })
                });
            Some(Arc::new(match cached {
                Some(c) => c,
                None => {
                    let c = compile(h)?;
                    if let (Some(d), Some(t)) =
                        (ctx.refcache_dir, gxx::termination_text(&c.termination))
                    {
                        let _ = gxx::cache_store(
                            d,
                            &key,
                            &[
                                ("termination", Some(t.as_bytes())),
                                ("stderr", Some(&c.stderr)),
                                ("object", c.object.as_deref()),
                            ],
                        );
                    }
                    c
                }
            }))
        }
    };
    let cufe = match &input.cufe.host {
        // Identical text compiles identically: reuse the reference's result.
        Some(h) if Some(h) == input.reference.host.as_ref() => reference.clone(),
        Some(h) => Some(Arc::new(compile(h)?)),
        None => None,
    };
    Ok(Compiles::Ready {
        reference,
        cufe,
        stub_note,
    })
}

fn ok(c: &Compiled) -> bool {
    c.termination == (crate::model::Termination::Exited { code: 0 })
}

impl Checker for HostCompile {
    fn name(&self) -> &'static str {
        "host_compile"
    }
    fn check(&self, input: &CheckInput) -> Verdict {
        match compiles(input) {
            Compiles::Skipped(m) => Verdict::Skipped(m.clone()),
            Compiles::Ready {
                reference,
                cufe,
                stub_note,
            } => match (reference, cufe) {
                (None, None) => Verdict::Skipped("neither front end wrote a host output".into()),
                (Some(_), None) => {
                    Verdict::Differ("cufe wrote no host output; the reference did".into())
                }
                (None, Some(_)) => {
                    Verdict::Differ("the reference wrote no host output; cufe did".into())
                }
                (Some(r), Some(f)) => match (ok(r), ok(f)) {
                    (true, true) => Verdict::AgreeNote(format!("both compile ({})", stub_note)),
                    (false, false) if r.stderr == f.stderr => {
                        Verdict::AgreeNote(format!("both fail identically ({})", stub_note))
                    }
                    _ => Verdict::Differ(format!(
                        "g++ on the host output ({}): reference {}, cufe {}\n{}",
                        stub_note,
                        r.termination.describe(),
                        f.termination.describe(),
                        super::text_diff(&r.stderr, &f.stderr)
                    )),
                },
            },
        }
    }
}
