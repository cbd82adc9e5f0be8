//! `device` (opt-in, `device_diag` in reports): the device-side diagnostics. The reference is cicc run as
//! nvcc runs it (see `crate::cicc`); cufe gets `--cufe-device-mode` followed by the identical cicc argv on
//! the identical input. Only cases tagged `device-side` are checked (others: `skipped`). cufe rejecting
//! the flag, or reporting gaps in its `--cufe-report`, makes the check `unsupported`. Compared: the exit
//! code and the normalised diagnostic text.
use super::{CheckInput, Checker, Verdict};
use crate::cicc::{self, DeviceRun};
use crate::model::{GapReport, Termination};

pub struct DeviceDiag;

/// The tag that selects the cases this check runs on.
pub const TAG: &str = "device-side";

pub enum DeviceSides {
    Ready {
        reference: Box<DeviceRun>,
        cufe: Box<DeviceRun>,
        cufe_gaps: Vec<String>,
    },
    Skipped(String),
}

/// cicc's device-side run for the case of `input` (cached), plus its argv, input name and input bytes.
pub fn reference_side(
    input: &CheckInput,
) -> anyhow::Result<(DeviceRun, Vec<String>, String, Vec<u8>)> {
    let ctx = input
        .ctx
        .ok_or_else(|| anyhow::anyhow!("needs the reference toolkit (nvcc pipeline, cicc)"))?;
    let case = input.case;
    if input.reference.module_id.is_none() {
        // nvcc stops after a failing cudafe++: cicc never runs (and needs the module-id file).
        anyhow::bail!("the reference cudafe++ wrote no module id: nvcc would not run cicc");
    }
    let (text, _) = ctx.dry.dryrun_text(&case.directives.nvcc_options)?;
    let pipeline = crate::gxx::parse_pipeline(&text)?;
    let ppcache = ctx
        .refcache_dir
        .and_then(|d| d.parent())
        .map(crate::ppcache::PpCache::new);
    let (name, bytes) =
        cicc::device_input(case, &pipeline, ctx.toolkit, ppcache.as_ref(), ctx.limits)?;
    let argv = cicc::cicc_argv(&pipeline, case, ctx.toolkit, &name)?;
    let run = cicc::reference_run(
        &argv,
        &name,
        &bytes,
        input.reference.module_id.as_deref(),
        &pipeline,
        &case.stem,
        ctx.toolkit,
        ctx.limits,
        ctx.refcache_dir,
    )?;
    Ok((run, argv, name, bytes))
}

fn compute(input: &CheckInput) -> anyhow::Result<DeviceSides> {
    let ctx = input
        .ctx
        .ok_or_else(|| anyhow::anyhow!("needs the reference toolkit"))?;
    let Some(cufe) = ctx.cufe else {
        return Ok(DeviceSides::Skipped("no cufe binary".into()));
    };
    let (reference, argv, name, bytes) = reference_side(input)?;
    let (text, _) = ctx.dry.dryrun_text(&input.case.directives.nvcc_options)?;
    let pipeline = crate::gxx::parse_pipeline(&text)?;
    let mut fargv = vec![
        cufe.to_string_lossy().into_owned(),
        "--cufe-report=cufe-report.json".to_string(),
        cicc::DEVICE_MODE_FLAG.to_string(),
    ];
    fargv.extend(argv.get(1..).unwrap_or(&[]).iter().cloned());
    let (run, dir) = cicc::run_device(
        &fargv,
        &name,
        &bytes,
        input.reference.module_id.as_deref(),
        &pipeline,
        &input.case.stem,
        ctx.toolkit,
        ctx.limits,
        false,
    )?;
    let gaps = std::fs::read(dir.path().join("cufe-report.json"))
        .ok()
        .and_then(|b| serde_json::from_slice::<GapReport>(&b).ok())
        .map(|g| g.unsupported.into_iter().map(|g| g.what).collect())
        .unwrap_or_default();
    Ok(DeviceSides::Ready {
        reference: Box::new(reference),
        cufe: Box::new(run),
        cufe_gaps: gaps,
    })
}

impl Checker for DeviceDiag {
    fn reads_outputs(&self) -> bool {
        false
    }

    fn name(&self) -> &'static str {
        "device_diag"
    }
    fn check(&self, input: &CheckInput) -> Verdict {
        if !input.case.directives.tags.iter().any(|t| t == TAG) {
            return Verdict::Skipped(format!("not tagged `{}`", TAG));
        }
        let Some(ctx) = input.ctx else {
            return Verdict::Skipped("needs the reference toolkit (cicc)".into());
        };
        let sides = ctx.memo.device.get_or_init(|| {
            ctx.memo
                .timed(|| compute(input))
                .unwrap_or_else(|e| DeviceSides::Skipped(format!("{:#}", e)))
        });
        match sides {
            DeviceSides::Skipped(m) => Verdict::Skipped(m.clone()),
            DeviceSides::Ready {
                reference,
                cufe,
                cufe_gaps,
            } => {
                if cicc::rejects_device_mode(&cufe.stderr) {
                    return Verdict::Unsupported(format!(
                        "cufe has no device mode (rejected {})",
                        cicc::DEVICE_MODE_FLAG
                    ));
                }
                if !cufe_gaps.is_empty() {
                    return Verdict::Unsupported(cufe_gaps.join("; "));
                }
                if !matches!(cufe.termination, Termination::Exited { .. }) {
                    return Verdict::Differ(format!(
                        "cufe --cufe-device-mode: {}",
                        cufe.termination.describe()
                    ));
                }
                let same_exit = reference.termination == cufe.termination;
                if same_exit && reference.stderr == cufe.stderr {
                    return Verdict::Agree;
                }
                Verdict::Differ(format!(
                    "device side: cicc {}, cufe {}\n{}",
                    reference.termination.describe(),
                    cufe.termination.describe(),
                    super::text_diff(&reference.stderr, &cufe.stderr)
                ))
            }
        }
    }
}
