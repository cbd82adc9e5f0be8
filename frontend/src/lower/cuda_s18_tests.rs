//! Session-18 CUDA rules (probes cuda18, kept as corpus/cuda18-s18): access order of assignments used
//! as operands, `*&dv`, cross-space calls of function template specialisations and their callee text,
//! 20048 per specialisation of a `__global__` template, 20137 pack captures, structured bindings
//! (20121), destructors of local arrays.
use super::cuda_tests::{t, tags};
use super::tests::{clean, run};
use crate::diag::id;
use crate::sema::entities::Payload;
use crate::sema::ids::EntityId;

const SPACES: &str = "__attribute__((device)) int dv;\n__attribute__((shared)) int sv;\n";

#[test]
fn assignment_operands_order_their_write_with_the_operator() {
    let r = t(id::DEVICE_VAR_READ_IN_HOST);
    let w = t(id::DEVICE_VAR_WRITTEN_IN_HOST);
    assert_eq!(tags(&format!("{SPACES}int p() {{ return sv + dv * (sv = 1); }}")), vec![(r, 3), (w, 3), (r, 3)]);
    assert_eq!(tags(&format!("{SPACES}int p() {{ sv += (dv = 1); return 0; }}")), vec![(w, 3), (r, 3), (w, 3)]);
    assert_eq!(tags(&format!("{SPACES}int d() {{ return dv + (sv = 1) + sv; }}")), vec![(r, 3), (w, 3), (r, 3)]);
}

#[test]
fn address_dereferenced_again_designates_the_variable() {
    let r = t(id::DEVICE_VAR_READ_IN_HOST);
    assert_eq!(tags(&format!("{SPACES}int q() {{ return *(&dv + 1); }}")), vec![(r, 3)]);
    assert_eq!(tags(&format!("{SPACES}void q() {{ (&dv)[0] = 1; }}")), vec![(t(id::DEVICE_VAR_WRITTEN_IN_HOST), 3)]);
    clean(&format!("{SPACES}int *q() {{ return &(&dv)[0]; }}"));
}

fn spec_of(il: &crate::sema::il::Il, name: &str) -> EntityId {
    (0..il.entities.len())
        .map(EntityId::from_len)
        .find(|&e| il.entities.get(e).is_some_and(|x| il.names.resolve(x.name) == name && matches!(x.data, Payload::Function(fd) if fd.spec.template.is_some())))
        .expect("specialisation")
}

#[test]
fn device_template_called_from_host_names_the_pattern() {
    let src = "struct S {};\ntemplate <class T, class U> __attribute__((device)) T td2(T a, U b, int c) { return a; }\nint h() { return td2<int>(1, S(), 3); }";
    let o = run(src);
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert_eq!(o.diags, vec![(t(id::D_H_ILLEGAL_CALL), 3)]);
    let f = spec_of(&o.il, "td2");
    assert_eq!(crate::cuda::callee_template::template_callee_signature(&o.il, f).as_deref(), Some("T1  ::td2<int,     ::S> (T1, T2, int)"));
    assert_eq!(crate::sema::mangle::broken_signature(&o.il, f, "x").unwrap().as_deref(), Some("_Z3td2I1?1?E1?1?1?1?"));
    let o = run("template <int N> __attribute__((device)) int tn(int v) { return v + N; }\nint h() { return tn<-3>(1); }");
    let f = spec_of(&o.il, "tn");
    assert_eq!(crate::cuda::callee_template::template_callee_signature(&o.il, f).as_deref(), Some("int  ::tn<(int)-3> (int)"));
    assert_eq!(crate::sema::mangle::broken_signature(&o.il, f, "x").unwrap().as_deref(), Some("_Z2tnIL1?n3EE1?1?"));
}

#[test]
fn global_template_return_type_at_first_use() {
    clean("template <class T> __attribute__((global)) int tk(T) { return 0; }");
    let o = run("template <class T> __attribute__((global)) T tk(T v) { return v; }\nvoid h() { tk<<<1,1>>>(1); }");
    // Without the runtime header the reference stops at the launch with its internal error (probed:
    // cudafe++ 13.0.88 prints exactly this and aborts); the return-type check never runs.
    assert_eq!(o.diags.len(), 1, "{:?}", o.diags);
    assert!(o.diags[0].0.starts_with("unable to find __cudaPushCallConfiguration declaration") && o.diags[0].1 == 2, "{:?}", o.diags);
}

#[test]
fn structured_bindings_of_simple_classes() {
    clean("struct P { int a, b; };\nP mk();\nint h() { auto [a, b] = mk(); return a + b; }\nint g(P p) { auto &[x, y] = p; x = 3; return y; }");
    assert_eq!(tags("struct P { int a, b; };\n__attribute__((constant)) auto [c, d] = P{1, 2};"), vec![(t(id::DEVICE_VAR_STRUCTURED_BINDING), 2)]);
    // A wrong number of names is not modelled.
    assert!(!run("struct P { int a, b; };\nauto [x] = P{1, 2};").gaps.is_empty());
}

#[test]
fn local_arrays_check_the_element_destructor_only() {
    let d = t(id::D_H_ILLEGAL_CALL);
    assert_eq!(tags("struct F { __attribute__((device)) ~F() {} };\nvoid h() { F a[2]; static F b[1]; }"), vec![(d, 2), (d, 2)]);
    clean("struct D { __attribute__((device)) D() {} };\nvoid h() { D a[2]; }");
}
