//! User-defined conversions in overload resolution and EDG's built-in operator candidates
//! (`sema/builtin_candidates.rs`, `sema/ctor.rs`, `sema/operators.rs`). Expected results come from
//! cudafe++ 13.0.88 (the same programs are corpus/conversions cases).
use super::tests::{clean, run};
use crate::diag::id;

fn tags(src: &str) -> Vec<(&'static str, u32)> {
    let o = run(src);
    assert!(o.gaps.is_empty(), "gaps {:?} in {:?}", o.gaps, src);
    o.diags
}

#[test]
fn builtin_operators_through_one_fitting_conversion_function() {
    clean(
        "struct X { operator int() const; operator char*() const; };\n\
         int f(X x) { int a = x + 1; char d = x[1]; return a + d; }\n\
         struct B { explicit operator bool() const; };\n\
         bool g(B b, B c) { bool t = b && c; bool u = !b; return t || u; }\n\
         struct L { operator long() const; operator float() const; };\n\
         long h(L l) { long r = l % 3; return r + (l << 1); }\n\
         struct P { operator int*() const; };\n\
         int k(P p) { int v = *p; int w = p[2]; bool z = p == nullptr; return v + w + z; }",
    );
}

#[test]
fn several_conversion_functions_to_a_builtin_type() {
    // One #418 per class operand that has several arithmetic conversion functions.
    let d = tags(
        "struct H { H(float); H(int); operator float() const; operator int() const; };\n\
         void f(H h) {\n  bool b = h < 1;\n  float q = h * h;\n}",
    );
    let e = id::AMBIGUOUS_CONVERSION_TO_BUILTIN.template();
    assert_eq!(d, vec![(e, 3), (e, 4), (e, 4)]);
}

#[test]
fn operator_functions_beat_builtins_needing_conversions() {
    clean(
        "struct H { H(float); H(int); operator float() const; operator int() const; };\n\
         H operator+(const H&, const H&);\nbool operator<(const H&, const H&);\n\
         H f(H a, H b) { H c = a + b; bool lt = a < b; return lt ? c : a; }",
    );
}

#[test]
fn unscoped_enum_operands_with_visible_operator_functions() {
    clean(
        "enum Col { Red, Green, Blue };\n\
         inline Col operator|(Col a, Col b) { return Col(int(a) | int(b)); }\n\
         int m(Col c) { bool t = c == Red; Col u = c | Green; int w = c + 1; return t + u + w + (c < Blue); }",
    );
}

#[test]
fn conversion_functions_to_classes() {
    clean(
        "struct Raw { unsigned short x; };\n\
         struct Half { unsigned short v; Half() = default; Half(const Raw &r) : v(r.x) {}\n\
           operator Raw() const { Raw r; r.x = v; return r; }\n\
           operator Raw() const volatile; };\n\
         void take(Raw r);\nvoid take_ref(const Raw &r);\n\
         unsigned short f(const Half h) { Raw a = h; take(h); take_ref(h); Raw b = static_cast<Raw>(h); Raw c(h); return a.x + b.x + c.x; }",
    );
}

#[test]
fn explicit_conversion_function_in_direct_initialisation() {
    clean(
        "struct H { H() = default; H(float); H(int); unsigned short v; };\n\
         struct F { explicit operator H() const; explicit operator float() const; };\n\
         H g(F f) { H a(f); H b = H(f); return a.v ? b : a; }",
    );
}

#[test]
fn explicit_constructors_and_conversions_in_copy_initialisation() {
    let d = tags(
        "struct A { explicit A(int); };\nstruct B { explicit operator int() const; };\nvoid take(A);\n\
         void f(B b) {\n  A a = 1;\n  take(2);\n  int i = b;\n  A d(3);\n}",
    );
    let (c, n) = (id::NO_CONSTRUCTOR_FOR_CONVERSION.template(), id::NO_CONVERSION_FUNCTION.template());
    assert_eq!(d, vec![(c, 5), (c, 6), (n, 7)]);
}

#[test]
fn logical_operators_convert_class_operands_contextually_to_bool() {
    // `explicit operator bool()` beats `operator int()`; `operator float()` and `operator int()` tie: #417.
    let d = tags(
        "struct H { operator float() const; operator int() const; };\n\
         struct B { explicit operator bool() const; operator int() const; };\n\
         bool f(H h, B b) {\n  bool x = !h;\n  bool y = b && true;\n  return y || !b;\n}",
    );
    assert_eq!(d, vec![(id::AMBIGUOUS_CONVERSION_FUNCTION.template(), 4)]);
}
