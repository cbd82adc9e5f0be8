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
    if let Some((at, what)) = unmodelled_tokens(lexed, map) {
        gaps.note(what, at);
        return;
    }
    if opts.extended_lambda {
        gaps.note("device mode: --extended-lambda (cicc's lambda checks not modelled)", 0);
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

/// The first user-code token naming something cicc checks in device code and cufe's device mode does not
/// model: exceptions (20060), `thread_local` (20114), `long double` (20208), RTTI, `va_list`,
/// `initializer_list`, `__int128`/`__float128`.
fn unmodelled_tokens(lexed: &crate::lex::LexOutput, map: &SourceMap) -> Option<(u32, &'static str)> {
    let mut prev = "";
    for t in &lexed.tokens {
        if t.sym == crate::lex::Symbol::NONE {
            prev = "";
            continue;
        }
        let s = lexed.interner.str(t.sym);
        let what = match s {
            "throw" | "try" => Some("device mode: exception handling (20060 not modelled)"),
            "thread_local" | "__thread" => Some("device mode: thread_local (20114 not modelled)"),
            "double" if prev == "long" => Some("device mode: long double (20208 not modelled)"),
            "typeid" | "dynamic_cast" => Some("device mode: RTTI in device code not modelled"),
            "va_list" | "__gnuc_va_list" | "__builtin_va_list" | "va_start" | "__builtin_va_start" => Some("device mode: va_list (cicc's checks not modelled)"),
            "initializer_list" => Some("device mode: initializer_list (cicc's kernel-parameter check not modelled)"),
            "__int128" | "__float128" | "_Float128" => Some("device mode: 128-bit types in device code not modelled"),
            _ => None,
        };
        prev = s;
        if let Some(w) = what {
            if !map.in_prelude(t.span.lo) {
                return Some((t.span.lo, w));
            }
        }
    }
    None
}

/// cicc's exit code: 1 after errors (EDG's 2), otherwise EDG's.
pub fn exit_code(edg: i32) -> i32 {
    if edg == 2 {
        1
    } else {
        edg
    }
}
