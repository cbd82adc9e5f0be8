use super::super::tests::{clean, run};
use crate::diag::id;

#[test]
fn gotos_that_bypass_nothing_are_clean() {
    clean("int f(int x) {\n if (x) goto done;\n x++;\ndone:\n return x;\n}");
    clean("int g(int x) { goto L1; L2: x++; L1: if (x < 10) goto L2; unused: return x; }");
    // Jumping backward out of a block, and past variables without initialisation.
    clean("struct P { int v; };\nvoid h(int x) { if (x) goto e; { int a; P p; static int s = 1; e: ; } { int y = 1; M: x++; } }");
}

#[test]
fn bypassed_initialisations_are_one_error_at_the_goto() {
    let o = run("struct D { ~D(); };\nstruct P { int v; };\nvoid f(int x) {\n if (x) goto e;\n { D d; P p; int b = 1; P q{};\n e: ; }\n}");
    assert_eq!(o.diags, vec![(id::BRANCH_PAST_INITIALIZATION.template(), 4)], "{:?}", o.gaps);
    let o = run("void f(int x) {\n { int y = 1; L: x++; }\n if (x < 5) goto L;\n}");
    assert_eq!(o.diags, vec![(id::BRANCH_PAST_INITIALIZATION.template(), 3)], "{:?}", o.gaps);
}

#[test]
fn duplicate_and_undefined_labels() {
    let o = run("void b1() { L: ; L: ; }");
    assert_eq!(o.diags, vec![(id::ALREADY_DEFINED_WITH_POS.template(), 1)]);
    let o = run("void b2() {\n goto nope;\n goto nope;\n goto other;\n}");
    assert_eq!(o.diags, vec![(id::NEVER_DEFINED.template(), 2), (id::NEVER_DEFINED.template(), 4)]);
    // Each body has its own labels: a lambda's goto does not see the enclosing function's label.
    let o = run("void f() {\n L: ;\n auto l = [] {\n goto L;\n };\n (void)l;\n}");
    assert_eq!(o.diags, vec![(id::NEVER_DEFINED.template(), 4)], "{:?}", o.gaps);
}
