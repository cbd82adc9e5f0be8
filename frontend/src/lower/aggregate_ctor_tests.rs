//! Which constructors keep a class from being an aggregate (`sema::aggregate::ctor_blocks_aggregate`),
//! checked against cudafe++ 13.0 (corpus/cxxfe19-s19/aggregate_*): before C++20 a constructor defaulted
//! or deleted on its first declaration does not, an explicit one does; in C++20 any user-declared one does.
use crate::diag::id;
use crate::lower::tests::{lower_src, lower_text_cxx20};

#[test]
fn defaulted_or_deleted_ctors_keep_cxx17_aggregates() {
    let r = lower_src("struct A { A() = delete; int x; };\nA a{1};\nstruct B { B() = default; int x, y; };\nB b{1, 2};");
    assert!(r.gaps.is_empty(), "{:?}", r.gaps);
    assert_eq!(r.diags, vec![]);
}

#[test]
fn explicit_defaulted_ctor_blocks_cxx17_aggregates() {
    let r = lower_src("struct A { explicit A() = default; int x; };\nA a{1};");
    assert!(r.gaps.is_empty(), "{:?}", r.gaps);
    let ids: Vec<_> = r.diags.iter().map(|d| d.0).collect();
    assert_eq!(ids.first(), Some(&id::NO_MATCHING_CONSTRUCTOR));
}

#[test]
fn any_user_declared_ctor_blocks_cxx20_aggregates() {
    let r = lower_text_cxx20("struct A { A() = delete; int x; };\nA a{1};".to_string());
    assert!(r.gaps.is_empty(), "{:?}", r.gaps);
    let ids: Vec<_> = r.diags.iter().map(|d| d.0).collect();
    assert_eq!(ids.first(), Some(&id::NO_MATCHING_CONSTRUCTOR));
}
