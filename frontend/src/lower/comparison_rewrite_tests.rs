//! Unit tests of the C++20 rewritten comparisons (comparison_rewrite.rs) and their host spelling
//! (emit_rewritten.rs).
use super::tests::lower_text_cxx20;
use crate::emit::host::expr::Expr as HExpr;
use crate::sema::expr::Expr;
use crate::sema::ids::ExprId;
use crate::sema::il::Il;

/// The rewritten nodes in creation order, each with its printed operator and whether it is reversed.
fn rewritten(il: &Il, src: &[u8]) -> Vec<(&'static str, bool, Vec<HExpr>)> {
    let mut out = Vec::new();
    for i in 0..il.exprs.len() {
        let id = ExprId::from_len(i);
        let e = il.exprs.get(id).unwrap();
        if e.flags & Expr::REWRITTEN == 0 {
            continue;
        }
        let printed = super::emit_items::convert_expr(il, src, id, true, 0).expect("printable");
        let HExpr::OpCall { op, operands } = printed else { panic!("not an operator call: {:?}", printed) };
        out.push((op, e.flags & Expr::REVERSED != 0, operands));
    }
    out
}

fn lower(src: &str) -> (super::tests::Lowered, String) {
    let text = format!("# 1 \"t.cu\"\n{}\n", src);
    (lower_text_cxx20(text.clone()), text)
}

#[test]
fn not_equal_through_member_operator_eq_prints_as_written() {
    let (l, text) = lower("struct A { int v; bool operator==(const A& o) const { return v == o.v; } };\nbool f(A a, A b) { return a != b; }");
    assert!(l.diags.is_empty() && l.gaps.is_empty(), "{:?} {:?}", l.diags, l.gaps);
    let r = rewritten(&l.il, text.as_bytes());
    assert_eq!(r.len(), 1);
    assert_eq!((r[0].0, r[0].1), ("!=", false));
    assert!(matches!(r[0].2.as_slice(), [HExpr::Name(_), HExpr::Name(_)]));
}

#[test]
fn reversed_equality_puts_the_operands_back_in_source_order() {
    let (l, text) = lower("struct B { int v; };\nbool operator==(const B& x, int y) { return x.v == y; }\nbool f(B b) { return 0 == b; }");
    assert!(l.diags.is_empty() && l.gaps.is_empty(), "{:?} {:?}", l.diags, l.gaps);
    let r = rewritten(&l.il, text.as_bytes());
    assert_eq!(r.len(), 1);
    assert_eq!((r[0].0, r[0].1), ("==", true));
    // `((0) == b)`: the literal first.
    assert!(matches!(r[0].2.as_slice(), [HExpr::Int { value: 0, .. }, HExpr::Name(_)]), "{:?}", r[0].2);
}

#[test]
fn relational_through_operator_three_way_and_reversed() {
    let (l, text) = lower("struct E { int v; };\nint operator<=>(const E& x, int y) { return x.v - y; }\nbool f(E e) { return e < 1; }\nbool g(E e) { return 2 >= e; }");
    assert!(l.diags.is_empty() && l.gaps.is_empty(), "{:?} {:?}", l.diags, l.gaps);
    let r = rewritten(&l.il, text.as_bytes());
    assert_eq!(r.len(), 2);
    assert_eq!((r[0].0, r[0].1), ("<", false));
    assert!(matches!(r[0].2.as_slice(), [HExpr::Name(_), HExpr::Int { value: 1, .. }]), "{:?}", r[0].2);
    assert_eq!((r[1].0, r[1].1), (">=", true));
    assert!(matches!(r[1].2.as_slice(), [HExpr::Int { value: 2, .. }, HExpr::Name(_)]), "{:?}", r[1].2);
}

#[test]
fn no_rewrite_without_cxx20() {
    let l = super::tests::lower_text("# 1 \"t.cu\"\nstruct A { int v; bool operator==(const A& o) const { return v == o.v; } };\nbool f(A a, A b) { return a != b; }\n".to_string());
    assert!(!l.diags.is_empty(), "C++17: no operator != (an error)");
    assert!((0..l.il.exprs.len()).all(|i| l.il.exprs.get(ExprId::from_len(i)).unwrap().flags & Expr::REWRITTEN == 0));
}
