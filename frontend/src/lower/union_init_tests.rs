//! Aggregate initialisation of unions (`sema/aggregate.rs` `init_union`), checked against cudafe++
//! 13.0 (probes /tmp/vtp u1-u3): one member is initialised, with brace elision into it.
use crate::diag::id;
use crate::lower::tests::lower_src;

fn diags(src: &str) -> Vec<(crate::diag::DiagId, u32, u32)> {
    let r = lower_src(src);
    assert!(r.gaps.is_empty(), "gaps {:?} in {src:?}", r.gaps);
    r.diags
}

#[test]
fn the_first_member_is_initialised() {
    // u1: a second initialiser in the union's own list is #146 at it.
    let d = diags("union U { int a; float b; };\nU u = {1};\nU v = {1, 2};");
    assert_eq!(d, vec![(id::TOO_MANY_INITIALIZER_VALUES, 3, 11)]);
    // u2: brace elision into the first member, unions inside structs, local objects.
    let src = "struct P { int x, y; };\nunion U { P s; int c[2]; };\nU u = {{1, 2}};\nU w = {3, 4};\n\
               struct Q { U u; int k; };\nQ q = {5, 6, 7};\nQ r = {{{8, 9}}, 10};\nvoid f() { U l = {1, 2}; Q m = {1}; (void)l; (void)m; }";
    assert_eq!(diags(src), vec![]);
    // u3: the member's conversion is list-initialisation (narrowing #2361); an anonymous union member.
    let d = diags("union U { int a; float b; };\nU v = {1.5};\nstruct S { union { int a; char c; }; int k; };\nS s = {1, 2};");
    assert_eq!(d, vec![(id::NARROWING_CONVERSION, 2, 8)]);
}

#[test]
fn designators_are_gaps() {
    let r = lower_src("union U { int a; float b; };\nU u = {.b = 1};");
    assert_eq!(r.gaps, vec!["sema: designated initialiser of a union".to_string()]);
    // `{}` of a union with a class member (value-initialisation of its first member) is not judged.
    let r = lower_src("struct P { int x, y; };\nunion U { P s; int c[2]; };\nU z = {};");
    assert_eq!(r.gaps, vec!["sema: value-initialisation of a union with class members".to_string()]);
}
