//! Device mode (`device_mode.rs` + `cuda::device_checks`): expected results from cicc 13.0.88 run as nvcc
//! runs it (probes kept as corpus/device cases).
use super::tests::parse_text;
use super::{lower_device, DeviceRequest};
use crate::diag::{id, DiagId, Where};
use crate::gaps::Gaps;
use crate::source::Locate;

/// (id, line, header-only) of lowering's diagnostics then the code-generation ones; the gaps.
fn device(src: &str, req: DeviceRequest) -> (Vec<(DiagId, u32, bool)>, Vec<String>, usize) {
    let p = parse_text(format!("# 1 \"t.cu\"\n{}\n", src));
    let mut gaps = Gaps::new();
    let (il, facts, out) = lower_device(&p.ast, &p.lexed, &p.cfg, &p.map, &mut gaps, req, false);
    let errors = out.iter().any(|d| d.severity == crate::diag::Severity::Error);
    let mut all = out;
    if gaps.is_empty() {
        all.extend(crate::cuda::device_checks::codegen_checks(&il, &facts, &p.map, req.relaxed_constexpr, errors, &mut gaps));
    }
    let ds = all
        .iter()
        .map(|d| match d.at {
            Where::At(o) => (d.id, p.map.locate(o).line, false),
            Where::AtLine(o) => (d.id, p.map.locate(o).line, true),
            _ => (d.id, 0, false),
        })
        .collect();
    (ds, gaps.iter().map(|(w, _)| w.to_string()).collect(), facts.skipped.len())
}

const D: &str = "__attribute__((device))";
const G: &str = "__attribute__((global))";
const HD: &str = "__attribute__((host)) __attribute__((device))";

#[test]
fn host_calls_are_reported_at_code_generation_kernels_last() {
    let src = format!("int h(int x);\n{G} void k(int *p) {{ *p = h(1); }}\n{D} int f() {{ return h(2); }}\n{HD} int hd() {{ return h(3); }}");
    let (d, gaps, _) = device(&src, DeviceRequest::default());
    assert!(gaps.is_empty(), "{gaps:?}");
    assert_eq!(
        d,
        vec![
            (id::H_D_ILLEGAL_CALL, 3, true),
            (id::UNDEFINED_DEVICE_IDENTIFIER, 3, true),
            (id::H_HD_ILLEGAL_CALL, 4, true),
            (id::H_G_ILLEGAL_CALL, 2, true),
            (id::UNDEFINED_DEVICE_IDENTIFIER, 2, true),
        ]
    );
}

#[test]
fn constexpr_host_callee_is_reported_while_parsing() {
    let src = format!("constexpr int c(int x) {{ return x; }}\n{HD} int a(int y) {{ return c(y); }}\n{HD} int b() {{ return c(1); }}");
    let (d, gaps, _) = device(&src, DeviceRequest::default());
    assert!(gaps.is_empty(), "{gaps:?}");
    assert_eq!(d, vec![(id::H_HD_ILLEGAL_CALL_CONSTEXPR, 2, false), (id::H_HD_ILLEGAL_CALL_GENERIC_CONSTEXPR, 2, false), (id::H_HD_ILLEGAL_CALL_CONSTEXPR, 3, false)]);
    let (d, _, _) = device(&src, DeviceRequest { relaxed_constexpr: true, ..Default::default() });
    assert!(d.is_empty());
    // An error while parsing: no code generation, so no report for the plain host call.
    let src = format!("constexpr int c(int x) {{ return x; }}\nint h();\n{D} int a(int y) {{ return c(y) + h(); }}");
    let (d, _, _) = device(&src, DeviceRequest::default());
    assert_eq!(d, vec![(id::H_D_ILLEGAL_CALL_CONSTEXPR, 3, false)]);
}

#[test]
fn kernel_declaration_checks() {
    let (d, gaps, _) = device(&format!("constexpr {G} void k() {{}}\n{G} void r(int &&x) {{}}\n{G} void ok(int &x) {{}}"), DeviceRequest::default());
    assert!(gaps.is_empty(), "{gaps:?}");
    assert_eq!(d, vec![(id::GLOBAL_FUNCTION_INLINE, 1, false), (id::GLOBAL_FUNCTION_CONSTEXPR, 1, false), (id::GLOBAL_RVALUE_REF_TYPE, 2, false)]);
}

#[test]
fn emission_host_variables_and_redeclarations() {
    // An inline function nothing references is not compiled for the device (corpus hd_inline_unused_ok).
    let (d, gaps, _) = device(&format!("int h();\n{HD} inline int f() {{ return h(); }}"), DeviceRequest::default());
    assert!(d.is_empty() && gaps.is_empty(), "{d:?} {gaps:?}");
    // A host variable read in device code: 20094 while parsing, 20068 at code generation.
    let (d, gaps, _) = device(&format!("int v;\nconst int c = 1;\n{D} int f() {{ return v + c; }}"), DeviceRequest::default());
    assert!(gaps.is_empty(), "{gaps:?}");
    assert_eq!(d, vec![(id::HOST_VAR_READ_IN_DEVICE, 3, false), (id::UNDEFINED_DEVICE_IDENTIFIER, 3, true)]);
    // A __device__ function redeclared without __device__: 20037, then HD (20011, a warning, for its host call).
    let (d, gaps, _) = device(&format!("int h();\n{D} int f(int);\nint f(int x) {{ return h(); }}"), DeviceRequest::default());
    assert!(gaps.is_empty(), "{gaps:?}");
    assert_eq!(d, vec![(id::DEVICE_FUNCTION_REDECLARED_WITHOUT_DEVICE, 3, false), (id::H_HD_ILLEGAL_CALL, 3, true)]);
    // Not modelled: a template specialisation with something to report.
    let (_, gaps, _) = device(&format!("int h();\ntemplate <class T> {D} int t(T) {{ return h(); }}\n{G} void k() {{ t(1); }}"), DeviceRequest::default());
    assert!(!gaps.is_empty());
}

#[test]
fn prelude_declarations_that_meet_a_gap_are_skipped() {
    let src = format!("# 1 \"/usr/include/sys.h\" 1 3 4\nint skipped_fn(void *p) {{ goto *p; }}\n# 3 \"t.cu\" 2\n{D} int f(int x) {{ return x; }}");
    let (d, gaps, skipped) = device(&src, DeviceRequest::default());
    assert!(d.is_empty() && gaps.is_empty(), "{d:?} {gaps:?}");
    assert!(skipped > 0);
}
