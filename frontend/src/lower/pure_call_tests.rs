//! Tests of #662 "call of pure virtual function" (`pure_call.rs`); the expected outcomes are the
//! reference's (corpus/stdlib2-s10/pure_call_*).
use super::tests::{clean, run};

const B: &str = "struct B {\n virtual void f() = 0;\n virtual int g() const = 0;\n";

#[test]
fn ordinary_virtual_calls_of_pure_functions_are_not_diagnosed() {
    clean(&format!("{B} void h() {{ f(); this->g(); (*this).g(); }}\n B() {{ B &r = *this; r.f(); }}\n}};\nvoid use(B &b, B *p) {{ b.f(); p->g(); }}"));
}

#[test]
fn calls_through_this_in_constructors_and_destructors_warn() {
    let o = run(&format!("{B} B() {{ f(); }}\n ~B() {{ this->g(); }}\n}};\nstruct E : B {{ E() {{ f(); }} }};"));
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert_eq!(o.diags, vec![("call of pure virtual function", 4), ("call of pure virtual function", 5), ("call of pure virtual function", 7)]);
}
