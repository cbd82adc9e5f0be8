//! The device-mode driver path (`--cufe-device-mode`): after parsing, lower the device-side TU with the
//! device rules (`lower::lower_device`), report lowering's diagnostics, then cicc's code-generation
//! checks (`cuda::device_checks`). Nothing is written: cicc's outputs (device IL, PTX, stub) are not
//! something cufe produces.
use crate::cli::Options;
use crate::diag::Diagnostics;
use crate::gaps::Gaps;
use crate::source::SourceMap;

/// Runs the device-side analysis of a parsed TU.
pub fn run(opts: &Options, tu: &crate::parse::TranslationUnit, lexed: &crate::lex::LexOutput, map: &SourceMap, diags: &mut Diagnostics, gaps: &mut Gaps) {
    if diags.must_stop() {
        return;
    }
    if tu.syntax_errors != 0 || tu.ast.top.is_empty() {
        gaps.note("device mode: syntax errors (cicc's recovery not modelled)", 0);
        return;
    }
    if opts.remarks || !opts.diag_controls.is_empty() {
        gaps.note("device mode: --remarks or --diag_* options", 0);
        return;
    }
    let cfg = crate::lex::LexConfig::from_options(opts);
    let req = crate::lower::DeviceRequest { relaxed_constexpr: opts.relaxed_constexpr, device_c: opts.device_c };
    let (il, facts, out) = crate::lower::lower_device(&tu.ast, lexed, &cfg, map, gaps, req, diags.has_severity_overrides());
    for d in out {
        diags.report(map, d);
        if diags.must_stop() {
            return;
        }
    }
    if gaps.affects_analysis() {
        return;
    }
    let errors = diags.error_count() > 0;
    for d in crate::cuda::device_checks::codegen_checks(&il, &facts, map, opts.relaxed_constexpr, errors, gaps) {
        diags.report(map, d);
    }
}

/// cicc's exit code: 1 after errors (EDG's 2), otherwise EDG's.
pub fn exit_code(edg: i32) -> i32 {
    if edg == 2 {
        1
    } else {
        edg
    }
}
