//! Unit tests of the expression/statement actions. Expected texts, carets and severities were copied from
//! cudafe++ 13.0.88 on the probes in `probes/x1.ii` … `probes/x5.ii` (see probes/README.md).
//! Offsets: `TestLoc` maps offset `o` to line `o / 100 + 1`.

use super::action::{Sema, TestLoc};
use super::build_expr::IntSuffix;
use super::entities::{ClassKey, Entity, FieldData, FunctionData, Payload, VariableData};
use super::expr::{BinaryOp, ExprKind, TypeTrait, UnaryOp, ValueCat};
use super::ids::{EntityId, ExprId, StmtId, TypeId};
use super::il::Il;
use super::scopes::{ScopeKind, Scopes};
use super::stmt::StmtKind;
use super::target::Target;
use super::types::{FloatKind, IntKind, Quals, TypeTable};
use crate::diag::fill::{expand, FillCtx};
use crate::diag::{Diagnostic, Severity, Where};
use crate::gaps::Gaps;
use crate::source::{Offset, Span};

fn sp(lo: Offset) -> Span {
    Span::new(lo, lo + 1)
}

/// `severity@offset: text` (+ related lines, + notes) for comparisons.
fn render(d: &Diagnostic) -> String {
    let ctx = FillCtx { src: Some(&TestLoc), file: Some("x.cu"), quote: None };
    let sev = match d.severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
        Severity::Remark => "remark",
        _ => "other",
    };
    let at = match d.at {
        Where::At(o) => o as i64,
        _ => -1,
    };
    let mut s = format!("{}#{}@{}: {}", sev, d.id.displayed(), at, expand(d.id.template(), &d.args, &ctx));
    for r in &d.related {
        s.push_str("\n    ");
        s.push_str(r);
    }
    for n in &d.notes {
        s.push('\n');
        s.push_str(&render(n));
    }
    s
}

struct Fx {
    il: Il,
    gaps: Gaps,
}

impl Fx {
    fn new() -> Fx {
        Fx { il: Il::new(Target::LP64), gaps: Gaps::new() }
    }
    fn run<R>(&mut self, f: impl FnOnce(&mut Sema) -> R) -> (R, Vec<String>) {
        let loc = TestLoc;
        let mut s = Sema::new(&mut self.il, &mut self.gaps, &loc);
        let r = f(&mut s);
        let d = s.take_diags().iter().map(render).collect();
        (r, d)
    }
    fn t(&self, k: IntKind) -> TypeId {
        self.il.types.int(k)
    }
    fn var(&mut self, name: &str, ty: TypeId, flags: u32, at: Offset) -> EntityId {
        let n = self.il.names.intern(name);
        let data = VariableData { flags, ..VariableData::default() };
        self.il.declare_variable(Scopes::GLOBAL, n, ty, data, sp(at))
    }
    fn func(&mut self, name: &str, ret: TypeId, params: &[TypeId], flags: u32, at: Offset) -> EntityId {
        let n = self.il.names.intern(name);
        let fty = self.il.types.simple_function(ret, params, false);
        let ps: Vec<_> = params.iter().enumerate().map(|(i, &p)| (self.il.names.intern(&format!("p{}", i)), p)).collect();
        let data = FunctionData { flags, ..FunctionData::default() };
        self.il.declare_function(Scopes::GLOBAL, n, fty, &ps, data, sp(at))
    }
    /// `struct name { int m; };` (complete).
    fn class(&mut self, name: &str, at: Offset) -> (EntityId, TypeId) {
        let n = self.il.names.intern(name);
        let c = self.il.declare_class(Scopes::GLOBAL, n, ClassKey::Struct, false, sp(at));
        let ms = self.il.begin_class_definition(c, Scopes::GLOBAL);
        let m = self.il.names.intern("m");
        let mut f = Entity::new(m, Payload::Field(FieldData::default()));
        f.ty = self.il.types.int(IntKind::Int);
        f.parent = c;
        let fid = self.il.entities.add(f);
        self.il.scopes.declare(&mut self.il.entities, ms, fid);
        self.il.end_class_definition(c);
        (c, self.il.entities.ent(c).ty)
    }
}

fn lit(s: &mut Sema, v: u128, at: Offset) -> ExprId {
    s.build_int_literal(v, IntSuffix::default(), true, sp(at))
}

fn var_ref(s: &mut Sema, v: EntityId, at: Offset) -> ExprId {
    s.build_decl_ref(v, sp(at))
}

#[test]
fn integer_literal_types() {
    let mut fx = Fx::new();
    let (tys, d) = fx.run(|s| {
        let u = IntSuffix { unsigned: true, longs: 0 };
        let ul = IntSuffix { unsigned: true, longs: 1 };
        let n = IntSuffix::default();
        [
            s.build_int_literal(2147483647, n, true, sp(0)),
            s.build_int_literal(2147483648, n, true, sp(0)),
            s.build_int_literal(0xffff_ffff, n, false, sp(0)),
            s.build_int_literal(1, u, true, sp(0)),
            s.build_int_literal(1, ul, true, sp(0)),
            s.build_int_literal(0xffff_ffff_ffff_ffff, n, false, sp(0)),
        ]
        .map(|e| s.ty_of(e))
    });
    assert!(d.is_empty());
    use IntKind::*;
    let want = [Int, Long, UInt, UInt, ULong, ULong].map(|k| fx.t(k));
    assert_eq!(tys, want);
    let (e, _) = fx.run(|s| s.build_int_literal(0xffff_ffff_ffff_ffff, IntSuffix::default(), true, sp(0)));
    assert_eq!(fx.il.exprs.node(e).kind, ExprKind::Error);
    assert_eq!(fx.gaps.iter().count(), 1, "too-large decimal literal is a gap");
}

#[test]
fn bad_initializer_messages() {
    let mut fx = Fx::new();
    let i = fx.t(IntKind::Int);
    let pi = fx.il.types.pointer(i);
    let (_, d) = fx.run(|s| {
        let e = s.build_string_literal(3, IntKind::Char, sp(506));
        assert_eq!(s.il.types.kind(s.ty_of(e)), super::types::TypeKind::Array(s.il.types.qualified(s.il.types.int(IntKind::Char), Quals::CONST), super::types::ArrayBound::Known(4)));
        assert!(s.build_copy_init(e, i).is_none());
        let f = s.build_float_literal(1.5, FloatKind::Double, sp(609));
        assert!(s.build_copy_init(f, pi).is_none());
        // Null pointer constants: only a zero literal or nullptr (probes/x3).
        let z = lit(s, 0, 700);
        assert!(s.build_copy_init(z, pi).is_some());
        let n = s.build_nullptr(sp(701));
        assert!(s.build_copy_init(n, pi).is_some());
        let (a, b) = (lit(s, 1, 720), lit(s, 1, 724));
        let diff = s.build_binary(BinaryOp::Sub, a, b, Span::new(720, 725), 722);
        assert!(s.build_copy_init(diff, pi).is_none());
        let f = s.build_bool_literal(false, sp(760));
        assert!(s.build_copy_init(f, pi).is_none());
    });
    assert_eq!(
        d,
        [
            "error#144@506: a value of type \"const char *\" cannot be used to initialize an entity of type \"int\"",
            "error#144@609: a value of type \"double\" cannot be used to initialize an entity of type \"int *\"",
            "error#144@720: a value of type \"int\" cannot be used to initialize an entity of type \"int *\"",
            "error#144@760: a value of type \"bool\" cannot be used to initialize an entity of type \"int *\"",
        ]
    );
}

#[test]
fn integer_constant_conversion_warnings() {
    let mut fx = Fx::new();
    let (c, u, uc, i, s_) = (fx.t(IntKind::Char), fx.t(IntKind::UInt), fx.t(IntKind::UChar), fx.t(IntKind::Int), fx.t(IntKind::Short));
    let (_, d) = fx.run(|s| {
        let e = lit(s, 300, 1300);
        s.build_copy_init(e, c);
        let one = lit(s, 1, 1418);
        let m = s.build_unary(UnaryOp::Minus, one, Span::new(1417, 1419), 1417);
        s.build_copy_init(m, u);
        let e = lit(s, 256, 1522);
        s.build_copy_init(e, uc);
        let e = lit(s, 3000000000, 1612);
        s.build_copy_init(e, i);
        let e = lit(s, 65, 1700);
        s.build_copy_init(e, c);
        let e = lit(s, 70000, 1808);
        s.build_copy_init(e, s_);
    });
    assert_eq!(
        d,
        [
            "warning#69@1300: integer conversion resulted in truncation",
            "warning#68@1417: integer conversion resulted in a change of sign",
            "warning#69@1522: integer conversion resulted in truncation",
            "warning#68@1612: integer conversion resulted in a change of sign",
            "warning#69@1808: integer conversion resulted in truncation",
        ]
    );
}

#[test]
fn pointless_unsigned_comparisons_and_overflow() {
    let mut fx = Fx::new();
    let (ut, uct) = (fx.t(IntKind::UInt), fx.t(IntKind::UChar));
    let u = fx.var("u", ut, 0, 100);
    let uc = fx.var("uc", uct, 0, 100);
    let (_, d) = fx.run(|s| {
        let cases = [(BinaryOp::Lt, true, u), (BinaryOp::Ge, true, u), (BinaryOp::Le, true, u), (BinaryOp::Gt, false, u), (BinaryOp::Le, false, u), (BinaryOp::Lt, true, uc)];
        for (k, (op, var_left, v)) in cases.into_iter().enumerate() {
            let base = 600 + 100 * k as u32;
            let x = var_ref(s, v, base);
            let z = lit(s, 0, base + 8);
            let (l, r) = if var_left { (x, z) } else { (z, x) };
            let e = s.build_binary(op, l, r, Span::new(base, base + 9), base + 6);
            assert_eq!(s.il.types.kind(s.ty_of(e)), super::types::TypeKind::Int(IntKind::Bool));
        }
        let a = s.build_int_literal(0x7fffffff, IntSuffix::default(), false, sp(2210));
        let b = lit(s, 1, 2223);
        let e = s.build_binary(BinaryOp::Add, a, b, Span::new(2210, 2224), 2221);
        assert_eq!(s.ty_of(e), s.il.types.int(IntKind::Int));
    });
    // `u < 0`, `u >= 0`, `0 > u`, `uc < 0` warn; `u <= 0`, `0 <= u`… per probes/x2: `0 <= u` warns, `u <= 0` not.
    assert_eq!(
        d,
        [
            "warning#186@606: pointless comparison of unsigned integer with zero",
            "warning#186@706: pointless comparison of unsigned integer with zero",
            "warning#186@906: pointless comparison of unsigned integer with zero",
            "warning#186@1006: pointless comparison of unsigned integer with zero",
            "warning#186@1106: pointless comparison of unsigned integer with zero",
            "warning#61@2221: integer operation result is out of range",
        ]
    );
}

#[test]
fn usual_arithmetic_conversions() {
    let mut fx = Fx::new();
    let (l, u, f) = (fx.t(IntKind::Long), fx.t(IntKind::UInt), fx.il.types.float(FloatKind::Float));
    let (lv, uv, fv) = (fx.var("l", l, 0, 0), fx.var("u", u, 0, 0), fx.var("f", f, 0, 0));
    let ((a, b, c), d) = fx.run(|s| {
        let (x, y) = (var_ref(s, lv, 0), var_ref(s, uv, 0));
        let a = s.build_binary(BinaryOp::Add, x, y, sp(0), 0);
        let (x, y) = (var_ref(s, uv, 0), var_ref(s, fv, 0));
        let b = s.build_binary(BinaryOp::Mul, x, y, sp(0), 0);
        let c1 = s.build_char_literal(b'a' as u128, IntKind::Char, sp(0));
        let c2 = s.build_char_literal(b'b' as u128, IntKind::Char, sp(0));
        let c = s.build_binary(BinaryOp::Add, c1, c2, sp(0), 0);
        (s.ty_of(a), s.ty_of(b), s.ty_of(c))
    });
    assert!(d.is_empty());
    assert_eq!((a, b, c), (l, f, fx.t(IntKind::Int)));
}

#[test]
fn lvalue_and_operand_errors() {
    let mut fx = Fx::new();
    let i = fx.t(IntKind::Int);
    let ci = fx.il.types.qualified(i, Quals::CONST);
    let pi = fx.il.types.pointer(i);
    let (_, at) = fx.class("A", 200);
    let y = fx.var("y", i, 0, 0);
    let c = fx.var("ci", ci, 0, 0);
    let p = fx.var("p", pi, 0, 0);
    let a = fx.var("a", at, 0, 0);
    let (_, d) = fx.run(|s| {
        let (one, two) = (lit(s, 1, 2304), lit(s, 2, 2308));
        s.build_assign(None, one, two, Span::new(2304, 2309), 2306);
        let (l, r) = (var_ref(s, c, 2422), lit(s, 3, 2427));
        s.build_assign(None, l, r, Span::new(2422, 2428), 2425);
        let (l, r) = (var_ref(s, y, 1904), var_ref(s, p, 1908));
        s.build_assign(None, l, r, Span::new(1904, 1909), 1906);
        let yy = var_ref(s, y, 2505);
        s.build_unary(UnaryOp::Deref, yy, Span::new(2504, 2506), 2504);
        let yy = var_ref(s, y, 2604);
        let m = s.il.names.intern("m");
        s.build_member(yy, false, m, 2606, Span::new(2604, 2607));
        let aa = var_ref(s, a, 2704);
        let nope = s.il.names.intern("nope");
        s.build_member(aa, false, nope, 2706, Span::new(2704, 2710));
        let aa = var_ref(s, a, 2804);
        let e = s.build_member(aa, false, m, 2806, Span::new(2804, 2807));
        assert_eq!((s.ty_of(e), s.expr(e).cat), (s.il.types.int(IntKind::Int), ValueCat::LValue));
    });
    assert_eq!(
        d,
        [
            "error#137@2304: expression must be a modifiable lvalue",
            "error#137@2422: expression must be a modifiable lvalue",
            "error#513@1906: a value of type \"int *\" cannot be assigned to an entity of type \"int\"",
            "error#75@2505: operand of \"*\" must be a pointer but has type \"int\"",
            "error#153@2604: expression must have class type but it has type \"int\"",
            "error#135@2706: class \"A\" has no member \"nope\"",
        ]
    );
}

#[test]
fn narrowing_in_list_initialisation() {
    let mut fx = Fx::new();
    let (i, c, f, d_, l) = (fx.t(IntKind::Int), fx.t(IntKind::Char), fx.il.types.float(FloatKind::Float), fx.il.types.float(FloatKind::Double), fx.t(IntKind::Long));
    let iv = fx.var("i", i, 0, 0);
    let fv = fx.var("f", f, 0, 0);
    let lv = fx.var("l", l, 0, 0);
    let (_, d) = fx.run(|s| {
        let e = s.build_float_literal(3.5, FloatKind::Double, sp(2010));
        s.build_scalar_list_init(e, i);
        let e = lit(s, 300, 1111);
        s.build_scalar_list_init(e, c);
        let e = var_ref(s, iv, 911);
        s.build_scalar_list_init(e, c);
        let e = s.build_float_literal(1e300, FloatKind::Double, sp(1400));
        s.build_scalar_list_init(e, f);
        let e = var_ref(s, fv, 1610);
        s.build_scalar_list_init(e, i);
        let e = var_ref(s, lv, 1811);
        s.build_scalar_list_init(e, i);
        let e = var_ref(s, iv, 1700);
        s.build_scalar_list_init(e, l);
        let e = var_ref(s, fv, 1500);
        s.build_scalar_list_init(e, d_);
        let e = lit(s, 65, 1200);
        s.build_scalar_list_init(e, c);
    });
    assert_eq!(
        d,
        [
            "warning#2361@2010: invalid narrowing conversion from \"double\" to \"int\"",
            "warning#69@1111: integer conversion resulted in truncation",
            "warning#2361@911: invalid narrowing conversion from \"int\" to \"char\"",
            "warning#2361@1610: invalid narrowing conversion from \"float\" to \"int\"",
            "warning#2361@1811: invalid narrowing conversion from \"long\" to \"int\"",
        ]
    );
}

#[test]
fn reference_binding() {
    let mut fx = Fx::new();
    let (i, d_) = (fx.t(IntKind::Int), fx.il.types.float(FloatKind::Double));
    let ri = fx.il.types.lref(i);
    let ci = fx.il.types.qualified(i, Quals::CONST);
    let cri = fx.il.types.lref(ci);
    let rri = fx.il.types.rref(i);
    let iv = fx.var("i", i, 0, 0);
    let dv = fx.var("d", d_, 0, 0);
    let (_, d) = fx.run(|s| {
        let e = lit(s, 5, 713);
        assert!(s.build_copy_init(e, ri).is_none());
        let e = var_ref(s, dv, 814);
        assert!(s.build_copy_init(e, ri).is_none());
        let e = s.build_float_literal(2.0, FloatKind::Double, sp(900));
        assert!(s.build_copy_init(e, cri).is_some(), "const& binds a converted temporary");
        let e = var_ref(s, iv, 1015);
        assert!(s.build_copy_init(e, rri).is_none());
        let e = s.build_string_literal(1, IntKind::Char, sp(420));
        assert!(s.build_copy_init(e, cri).is_none());
        let e = var_ref(s, iv, 1100);
        let r = s.build_copy_init(e, ri).unwrap();
        assert_eq!(r, e, "direct binding adds no node");
    });
    assert_eq!(
        d,
        [
            "error#461@713: initial value of reference to non-const must be an lvalue",
            "error#434@814: a reference of type \"int &\" (not const-qualified) cannot be initialized with a value of type \"double\"",
            "error#1768@1015: an rvalue reference cannot be bound to an lvalue",
            "error#144@420: a value of type \"const char *\" cannot be used to initialize an entity of type \"const int &\"",
        ]
    );
}

#[test]
fn call_argument_checks() {
    let mut fx = Fx::new();
    let i = fx.t(IntKind::Int);
    let f2 = fx.func("f2", TypeTable::VOID, &[i, i], 0, 100);
    let h = fx.func("h", TypeTable::VOID, &[i], 0, 200);
    let (_, d) = fx.run(|s| {
        let c = var_ref(s, f2, 1004);
        let a = lit(s, 1, 1007);
        let e = s.build_call(c, &[a], Span::new(1004, 1009), 1008);
        assert!(s.is_error(e));
        let c = var_ref(s, f2, 1104);
        let args = [lit(s, 1, 1107), lit(s, 2, 1109), lit(s, 3, 1111)];
        s.build_call(c, &args, Span::new(1104, 1113), 1112);
        let c = var_ref(s, h, 1204);
        let a = s.build_string_literal(1, IntKind::Char, sp(1206));
        s.build_call(c, &[a], Span::new(1204, 1210), 1209);
        let c = var_ref(s, h, 1304);
        let a = lit(s, 3000000000, 1306);
        let ok = s.build_call(c, &[a], Span::new(1304, 1310), 1309);
        assert_eq!(s.ty_of(ok), TypeTable::VOID);
        assert!(matches!(s.expr(ok).kind, ExprKind::Call { func, .. } if func == h));
    });
    assert_eq!(
        d,
        [
            "error#165@1008: too few arguments in function call",
            "error#140@1111: too many arguments in function call",
            "error#167@1206: argument of type \"const char *\" is incompatible with parameter of type \"int\"",
            "warning#68@1306: integer conversion resulted in a change of sign",
        ]
    );
}

#[test]
fn overload_resolution_and_its_messages() {
    let mut fx = Fx::new();
    let (i, d_, l, u, f) = (fx.t(IntKind::Int), fx.il.types.float(FloatKind::Double), fx.t(IntKind::Long), fx.t(IntKind::UInt), fx.il.types.float(FloatKind::Float));
    let fi = fx.func("f", TypeTable::VOID, &[i], 0, 5);
    let fd = fx.func("f", TypeTable::VOID, &[d_], 0, 18);
    let f3l = fx.func("f3", TypeTable::VOID, &[l], 0, 2800);
    let f3u = fx.func("f3", TypeTable::VOID, &[u], 0, 2820);
    let fv = fx.var("fl", f, 0, 0);
    let (_, d) = fx.run(|s| {
        let set = [fi, fd];
        let a = s.build_string_literal(1, IntKind::Char, sp(906));
        s.build_overloaded_call(&set, sp(904), &[a], Span::new(904, 910), 909);
        let args = [lit(s, 1, 2106), lit(s, 2, 2109)];
        s.build_overloaded_call(&set, sp(2104), &args, Span::new(2104, 2112), 2111);
        let a = lit(s, 1, 2915);
        s.build_overloaded_call(&[f3l, f3u], sp(2912), &[a], Span::new(2912, 2917), 2916);
        // Exact match beats conversion; float → double is a promotion; char → int a promotion.
        let a = lit(s, 1, 0);
        let e = s.build_overloaded_call(&set, sp(0), &[a], sp(0), 0);
        assert!(matches!(s.expr(e).kind, ExprKind::Call { func, .. } if func == fi));
        let a = var_ref(s, fv, 0);
        let e = s.build_overloaded_call(&set, sp(0), &[a], sp(0), 0);
        assert!(matches!(s.expr(e).kind, ExprKind::Call { func, .. } if func == fd));
        let a = s.build_char_literal(b'c' as u128, IntKind::Char, sp(0));
        let e = s.build_overloaded_call(&set, sp(0), &[a], sp(0), 0);
        assert!(matches!(s.expr(e).kind, ExprKind::Call { func, .. } if func == fi));
    });
    assert_eq!(
        d,
        [
            "error#304@904: no instance of overloaded function \"f\" matches the argument list\n    argument types are: (const char [2])\n\
             note#3326@18: function \"f(double)\" does not match because argument #1 does not match parameter\n\
             note#3326@5: function \"f(int)\" does not match because argument #1 does not match parameter",
            "error#304@2104: no instance of overloaded function \"f\" matches the argument list\n    argument types are: (int, int)\n\
             note#3322@18: number of parameters of function \"f(double)\" does not match the call\n\
             note#3322@5: number of parameters of function \"f(int)\" does not match the call",
            "error#308@2912: more than one instance of overloaded function \"f3\" matches the argument list:\n    \
             function \"f3(long)\" (declared at line 29)\n    function \"f3(unsigned int)\" (declared at line 29)\n    \
             argument types are: (int)",
        ]
    );
}

#[test]
fn overload_reference_tie_breakers() {
    let mut fx = Fx::new();
    let i = fx.t(IntKind::Int);
    let ci = fx.il.types.qualified(i, Quals::CONST);
    let (ri, cri, rri) = (fx.il.types.lref(i), fx.il.types.lref(ci), fx.il.types.rref(i));
    let g_ref = fx.func("g", TypeTable::VOID, &[ri], 0, 0);
    let g_cref = fx.func("g", TypeTable::VOID, &[cri], 0, 0);
    let k_cref = fx.func("k", TypeTable::VOID, &[cri], 0, 0);
    let k_rref = fx.func("k", TypeTable::VOID, &[rri], 0, 0);
    let iv = fx.var("i", i, 0, 0);
    let (_, d) = fx.run(|s| {
        let a = var_ref(s, iv, 0);
        let e = s.build_overloaded_call(&[g_ref, g_cref], sp(0), &[a], sp(0), 0);
        assert!(matches!(s.expr(e).kind, ExprKind::Call { func, .. } if func == g_ref), "less cv-qualified reference wins");
        let a = lit(s, 1, 0);
        let e = s.build_overloaded_call(&[k_cref, k_rref], sp(0), &[a], sp(0), 0);
        assert!(matches!(s.expr(e).kind, ExprKind::Call { func, .. } if func == k_rref), "rvalue binds to &&");
        let a = var_ref(s, iv, 0);
        let e = s.build_overloaded_call(&[k_cref, k_rref], sp(0), &[a], sp(0), 0);
        assert!(matches!(s.expr(e).kind, ExprKind::Call { func, .. } if func == k_cref), "lvalue cannot bind to &&");
    });
    assert!(d.is_empty(), "{:?}", d);
}

/// `constexpr int cf(int n) { return n <= 0 ? 0 : 1 + cf(n - 1); }`
fn make_cf(fx: &mut Fx) -> EntityId {
    let i = fx.t(IntKind::Int);
    let cf = fx.func("cf", i, &[i], FunctionData::CONSTEXPR, 0);
    let n = fx.il.entities.params(cf).next().unwrap();
    let ((), _) = fx.run(|s| {
        s.current_function = cf;
        let nr = var_ref(s, n, 0);
        let z = lit(s, 0, 0);
        let c = s.build_binary(BinaryOp::Le, nr, z, sp(0), 0);
        let zero = lit(s, 0, 0);
        let one = lit(s, 1, 0);
        let nr = var_ref(s, n, 0);
        let o = lit(s, 1, 0);
        let nm1 = s.build_binary(BinaryOp::Sub, nr, o, sp(0), 0);
        let callee = var_ref(s, cf, 0);
        let call = s.build_call(callee, &[nm1], sp(0), 0);
        let sum = s.build_binary(BinaryOp::Add, one, call, sp(0), 0);
        let cond = s.build_conditional(c, zero, sum, sp(0), 0);
        let r = s.build_return(cond, sp(0));
        let body = s.build_compound(&[r], sp(0));
        if let Payload::Function(fd) = &mut s.il.entities.ent_mut(cf).data {
            fd.body = body;
        }
    });
    cf
}

#[test]
fn constexpr_calls_and_limits() {
    let mut fx = Fx::new();
    let cf = make_cf(&mut fx);
    let i = fx.t(IntKind::Int);
    let g1 = fx.var("g1", i, 0, 4508);
    let (_, d) = fx.run(|s| {
        for (n, at) in [(255u128, 100u32), (256, 200)] {
            let callee = var_ref(s, cf, at + 16);
            let a = lit(s, n, at + 19);
            let call = s.build_call(callee, &[a], Span::new(at + 16, at + 23), at + 22);
            let rhs = lit(s, n, at + 27);
            let eq = s.build_binary(BinaryOp::Eq, call, rhs, Span::new(at + 16, at + 30), at + 24);
            s.check_static_assert(eq, Some("deep"), at + 2);
        }
        let (a, b) = (lit(s, 1, 4114), lit(s, 2, 4119));
        let eq = s.build_binary(BinaryOp::Eq, a, b, Span::new(4114, 4120), 4116);
        s.check_static_assert(eq, Some("boom"), 4100);
        let f = s.build_bool_literal(false, sp(4214));
        s.check_static_assert(f, None, 4200);
        let g = var_ref(s, g1, 4629);
        assert!(s.require_constant_int(g).is_none());
    });
    assert_eq!(
        d,
        [
            "error#28@216: expression must have a constant value\n\
             note#2431@224: expression not folded to a constant due to excessive constexpr function call complexity",
            "error#1574@4100: static assertion failed with \"boom\"",
            "error#2784@4200: static assertion failed",
            "error#28@4629: expression must have a constant value\n\
             note#2689@4629: the value of variable \"g1\" (declared at line 46) cannot be used as a constant",
        ]
    );
}

#[test]
fn constexpr_loops_and_locals() {
    // constexpr int sum(int n) { int s = 0; for (int k = 1; k <= n; ++k) s += k; return s; }
    let mut fx = Fx::new();
    let i = fx.t(IntKind::Int);
    let f = fx.func("sum", i, &[i], FunctionData::CONSTEXPR, 0);
    let n = fx.il.entities.params(f).next().unwrap();
    let s_var = fx.var("s", i, VariableData::LOCAL, 0);
    let k_var = fx.var("k", i, VariableData::LOCAL, 0);
    let (v, d) = fx.run(|s| {
        s.current_function = f;
        let z = lit(s, 0, 0);
        let z = s.build_copy_init(z, i).unwrap();
        let one = lit(s, 1, 0);
        let one = s.build_copy_init(one, i).unwrap();
        for (v, init) in [(s_var, z), (k_var, one)] {
            if let Payload::Variable(vd) = &mut s.il.entities.ent_mut(v).data {
                vd.init = init;
            }
        }
        let ds = s.add_stmt(StmtKind::Decl(s_var), sp(0));
        let dk = s.add_stmt(StmtKind::Decl(k_var), sp(0));
        let (kr, nr) = (var_ref(s, k_var, 0), var_ref(s, n, 0));
        let cond = s.build_binary(BinaryOp::Le, kr, nr, sp(0), 0);
        let kr = var_ref(s, k_var, 0);
        let inc = s.build_unary(UnaryOp::PreInc, kr, sp(0), 0);
        let (sr, kr) = (var_ref(s, s_var, 0), var_ref(s, k_var, 0));
        let acc = s.build_assign(Some(BinaryOp::Add), sr, kr, sp(0), 0);
        let body = s.build_expr_stmt(acc, sp(0));
        let lp = s.build_for(dk, cond, inc, body, sp(0));
        let sr = var_ref(s, s_var, 0);
        let r = s.build_return(sr, sp(0));
        let b = s.build_compound(&[ds, lp, r], sp(0));
        if let Payload::Function(fd) = &mut s.il.entities.ent_mut(f).data {
            fd.body = b;
        }
        let callee = var_ref(s, f, 0);
        let a = lit(s, 100, 0);
        let call = s.build_call(callee, &[a], sp(0), 0);
        s.require_constant_int(call).map(|v| v.bits)
    });
    assert!(d.is_empty(), "{:?}", d);
    assert_eq!(v, Some(5050));
}

#[test]
fn return_and_flow_warnings() {
    let mut fx = Fx::new();
    let i = fx.t(IntKind::Int);
    let t3 = fx.func("t3", i, &[], 0, 3000);
    let t5 = fx.func("t5", i, &[], 0, 3200);
    let t6 = fx.func("t6", TypeTable::VOID, &[], 0, 3300);
    let main = fx.func("main", i, &[], 0, 0);
    let (_, d) = fx.run(|s| {
        // int t3() { }
        s.current_function = t3;
        let b = s.build_compound(&[], Span::new(3011, 3014));
        s.finish_function_body(t3, b);
        // int t5() { return; }
        s.current_function = t5;
        let r = s.build_return(ExprId::NONE, Span::new(3211, 3218));
        let b = s.build_compound(&[r], Span::new(3209, 3221));
        s.finish_function_body(t5, b);
        // void t6() { return 1; }
        s.current_function = t6;
        let one = lit(s, 1, 3321);
        let r = s.build_return(one, Span::new(3314, 3323));
        let b = s.build_compound(&[r], Span::new(3312, 3325));
        s.finish_function_body(t6, b);
        // int main() { }
        s.current_function = main;
        let b = s.build_compound(&[], Span::new(10, 13));
        s.finish_function_body(main, b);
    });
    assert_eq!(
        d,
        [
            "warning#940@3013: missing return statement at end of non-void function \"t3\"",
            "warning#117@3217: non-void function \"t5\" should return a value",
            "error#120@3321: return value type does not match the function type",
        ]
    );
}

#[test]
fn reachability_and_used_before_set() {
    let mut fx = Fx::new();
    let i = fx.t(IntKind::Int);
    let f = fx.func("t", i, &[i], 0, 0);
    let x = fx.il.entities.params(f).next().unwrap();
    let k = fx.var("k", i, VariableData::LOCAL, 0);
    let k2 = fx.var("k2", i, VariableData::LOCAL, 0);
    let (_, d) = fx.run(|s| {
        s.current_function = f;
        // while (1) {} for (;;) {}   → #128 on the for
        let one = lit(s, 1, 0);
        let e1 = s.build_compound(&[], sp(0));
        let w = s.build_while(one, e1, Span::new(100, 110));
        let e2 = s.build_compound(&[], sp(0));
        let fr = s.build_for(StmtId::NONE, ExprId::NONE, ExprId::NONE, e2, Span::new(125, 134));
        let b = s.build_compound(&[w, fr], Span::new(99, 140));
        s.finish_function_body(f, b);
        // int k; k++; return k;  → #549 at the k of k++
        let dk = s.add_stmt(StmtKind::Decl(k), sp(200));
        let kr = var_ref(s, k, 224);
        let inc = s.build_unary(UnaryOp::PostInc, kr, sp(224), 225);
        let es = s.build_expr_stmt(inc, sp(224));
        let kr = var_ref(s, k, 236);
        let r = s.build_return(kr, Span::new(229, 238));
        let b = s.build_compound(&[dk, es, r], Span::new(215, 240));
        s.finish_function_body(f, b);
        // int k2; if (x) k2 = 1; return k2;  → nothing
        let dk = s.add_stmt(StmtKind::Decl(k2), sp(300));
        let xr = var_ref(s, x, 310);
        let kr = var_ref(s, k2, 314);
        let one = lit(s, 1, 319);
        let asg = s.build_assign(None, kr, one, sp(314), 317);
        let then = s.build_expr_stmt(asg, sp(314));
        let iff = s.build_if(StmtId::NONE, xr, then, StmtId::NONE, false, sp(306));
        let kr = var_ref(s, k2, 330);
        let r = s.build_return(kr, Span::new(323, 333));
        let b = s.build_compound(&[dk, iff, r], Span::new(299, 340));
        s.finish_function_body(f, b);
    });
    assert_eq!(
        d,
        [
            "warning#128@125: loop is not reachable",
            "warning#549@224: variable \"k\" is used before its value is set",
        ]
    );
}

#[test]
fn type_traits_and_dependence() {
    let mut fx = Fx::new();
    let i = fx.t(IntKind::Int);
    let (_, at) = fx.class("A", 0);
    let n = fx.il.names.intern("T");
    let tp = fx.il.types.template_param(0, 0, false, EntityId::NONE);
    let _ = n;
    let tv = fx.var("tv", tp, 0, 0);
    let (vals, d) = fx.run(|s| {
        let a = s.build_type_trait(TypeTrait::IsSame, &[i, i], sp(0));
        let b = s.build_type_trait(TypeTrait::IsClass, &[i], sp(0));
        let c = s.build_type_trait(TypeTrait::IsClass, &[at], sp(0));
        let dep = s.build_type_trait(TypeTrait::IsClass, &[tp], sp(0));
        let x = var_ref(s, tv, 0);
        let y = s.build_string_literal(1, IntKind::Char, sp(0));
        // No checks on type-dependent operands (would be an error for a non-dependent `int + char*`…).
        let e = s.build_binary(BinaryOp::Mul, x, y, sp(0), 0);
        assert!(s.expr(e).is_dependent());
        assert!(s.expr(dep).is_dependent());
        [a, b, c].map(|e| s.eval_int(e).map(|v| v.bits))
    });
    assert!(d.is_empty());
    assert_eq!(vals, [Some(1), Some(0), Some(1)]);
}

#[test]
fn casts_and_sizeof() {
    let mut fx = Fx::new();
    let (i, d_) = (fx.t(IntKind::Int), fx.il.types.float(FloatKind::Double));
    let pv = fx.il.types.pointer(TypeTable::VOID);
    let pi = fx.il.types.pointer(i);
    let pvv = fx.var("pv", pv, 0, 0);
    let (vals, d) = fx.run(|s| {
        let f = s.build_float_literal(3.9, FloatKind::Double, sp(0));
        let c = s.build_cast(super::expr::CastKind::Static, i, f, sp(0), 0);
        let _ = d_;
        let sz = s.build_sizeof_type(d_, sp(0), 0);
        let p = var_ref(s, pvv, 0);
        let pc = s.build_cast(super::expr::CastKind::Static, pi, p, sp(0), 0);
        assert_eq!(s.ty_of(pc), pi);
        let p = var_ref(s, pvv, 0);
        let l = s.il.types.int(IntKind::Long);
        let r = s.build_cast(super::expr::CastKind::CStyle, l, p, sp(0), 0);
        assert_eq!(s.ty_of(r), l);
        [c, sz].map(|e| s.eval_int(e).map(|v| v.bits))
    });
    assert!(d.is_empty());
    assert_eq!(vals, [Some(3), Some(8)]);
}

#[test]
fn never_panics_on_bad_ids() {
    let mut fx = Fx::new();
    let (_, d) = fx.run(|s| {
        let bad = ExprId(12345);
        let e = s.build_binary(BinaryOp::Add, bad, bad, sp(0), 0);
        assert!(s.is_error(e));
        let st = s.build_return(bad, sp(0));
        s.finish_function_body(EntityId(999), st);
        let _ = s.build_decl_ref(EntityId(999), sp(0));
        let _ = s.require_constant_int(bad);
    });
    assert!(d.is_empty());
    let _ = ScopeKind::Block;
}

impl Fx {
    /// A member function of class `c` (constructors: `role = Constructor`, name = class name).
    fn member(&mut self, c: EntityId, name: &str, role: super::entities::FnRole, ret: TypeId, params: &[TypeId], flags: u32, at: Offset) -> EntityId {
        let scope = self.il.entities.ent(c).class().unwrap().scope;
        let n = self.il.names.intern(name);
        let fty = self.il.types.simple_function(ret, params, false);
        let ps: Vec<_> = params.iter().map(|&p| (super::names::Symbol::EMPTY, p)).collect();
        let data = FunctionData { role, flags, ..FunctionData::default() };
        let f = self.il.declare_function(scope, n, fty, &ps, data, sp(at));
        self.il.entities.ent_mut(f).parent = c;
        f
    }
    /// `struct name { … }` with no members; `body` declares members before completion.
    fn empty_class(&mut self, name: &str, at: Offset) -> (EntityId, TypeId) {
        let n = self.il.names.intern(name);
        let c = self.il.declare_class(Scopes::GLOBAL, n, ClassKey::Struct, false, sp(at));
        self.il.begin_class_definition(c, Scopes::GLOBAL);
        (c, self.il.entities.ent(c).ty)
    }
}

#[test]
fn constructors_and_converting_initialisation() {
    use super::entities::FnRole;
    let mut fx = Fx::new();
    let (i, d_) = (fx.t(IntKind::Int), fx.il.types.float(FloatKind::Double));
    // struct C { C(int); C(double, int); };   (line 2, class name at column 8)
    let (c, ct) = fx.empty_class("C", 107);
    fx.member(c, "C", FnRole::Constructor, TypeTable::VOID, &[i], 0, 111);
    fx.member(c, "C", FnRole::Constructor, TypeTable::VOID, &[d_, i], 0, 119);
    fx.il.end_class_definition(c);
    // struct A { int m; };
    let (_, at) = fx.class("A", 0);
    let a = fx.var("a", at, 0, 0);
    // struct F { F(F&&); };
    let (f, ft) = fx.empty_class("F", 0);
    let frr = fx.il.types.rref(ft);
    fx.member(f, "F", FnRole::Constructor, TypeTable::VOID, &[frr], 0, 0);
    fx.il.end_class_definition(f);
    // struct E { E(const E&) = delete; E(); };  (line 2)
    let (e, et) = fx.empty_class("E", 107);
    let ce = fx.il.types.qualified(et, Quals::CONST);
    let cer = fx.il.types.lref(ce);
    fx.member(e, "E", FnRole::Constructor, TypeTable::VOID, &[cer], FunctionData::DELETED, 111);
    fx.member(e, "E", FnRole::Constructor, TypeTable::VOID, &[], 0, 140);
    fx.il.end_class_definition(e);
    let ev = fx.var("e", et, 0, 0);
    let (_, d) = fx.run(|s| {
        s.declare_implicit_members(c);
        s.declare_implicit_members(f);
        s.declare_implicit_members(e);
        let names: Vec<String> = s.constructors(c).iter().map(|&x| super::printing::Printer::new(s.il).function_signature(x)).collect();
        assert_eq!(names, ["C::C(int)", "C::C(double, int)", "C::C(C &&)", "C::C(const C &)"]);
        // C c("x");
        let x = s.build_string_literal(1, IntKind::Char, sp(1208));
        s.build_construct(ct, &[x], Span::new(1206, 1212), 1208);
        // C c(1.5, 2) picks C(double, int); C c2 = 1 converts through C(int).
        let (p, q) = (s.build_float_literal(1.5, FloatKind::Double, sp(0)), lit(s, 2, 0));
        let ok = s.build_construct(ct, &[p, q], sp(0), 0);
        assert!(matches!(s.expr(ok).kind, ExprKind::Construct { .. }));
        let one = lit(s, 1, 0);
        let conv = s.build_copy_init(one, ct).unwrap();
        assert!(matches!(s.expr(conv).kind, ExprKind::Construct { .. }));
        // C c2 = a;   H h2 = "s";
        let av = var_ref(s, a, 1311);
        assert!(s.build_copy_init(av, ct).is_none());
        let st = s.build_string_literal(1, IntKind::Char, sp(1420));
        assert!(s.build_copy_init(st, ct).is_none());
        // F f;   E e2 = e;
        assert!(s.build_default_init(ft, 906).is_none());
        let ee = s.build_decl_ref(ev, sp(816));
        assert!(s.build_copy_init(ee, et).is_none());
        // E e3; is fine.
        assert!(s.build_default_init(et, 0).is_some());
    });
    assert_eq!(
        d,
        [
            "error#289@1208: no instance of constructor \"C::C\" matches the argument list\n    argument types are: (const char [2])\n\
             note#3326@107: function \"C::C(const C &)\" does not match because argument #1 does not match parameter\n\
             note#3326@107: function \"C::C(C &&)\" does not match because argument #1 does not match parameter\n\
             note#3322@119: number of parameters of function \"C::C(double, int)\" does not match the call\n\
             note#3326@111: function \"C::C(int)\" does not match because argument #1 does not match parameter",
            "error#312@1311: no suitable user-defined conversion from \"A\" to \"C\" exists",
            "error#415@1420: no suitable constructor exists to convert from \"const char [2]\" to \"C\"",
            "error#291@906: no default constructor exists for class \"F\"",
            "error#1776@816: function \"E::E(const E &)\" (declared at line 2) cannot be referenced -- it is a deleted function",
        ]
    );
}

#[test]
fn implicit_members_and_class_arguments() {
    use super::entities::FnRole;
    let mut fx = Fx::new();
    let i = fx.t(IntKind::Int);
    // struct H { H(int); };  void th(H);  th(1) converts; th("x") → #415 at the argument.
    let (h, ht) = fx.empty_class("H", 0);
    fx.member(h, "H", FnRole::Constructor, TypeTable::VOID, &[i], 0, 0);
    fx.il.end_class_definition(h);
    let th = fx.func("th", TypeTable::VOID, &[ht], 0, 0);
    let (a, at) = fx.empty_class("A", 0);
    fx.il.end_class_definition(a);
    let (_, d) = fx.run(|s| {
        s.declare_implicit_members(h);
        s.declare_implicit_members(a);
        let asg: Vec<String> = s.assignment_operators(a).iter().map(|&x| super::printing::Printer::new(s.il).function_signature(x)).collect();
        assert_eq!(asg, ["A::operator=(const A &)", "A::operator=(A &&)"]);
        assert!(s.build_default_init(at, 0).is_some(), "implicit default constructor");
        let c = var_ref(s, th, 0);
        let one = lit(s, 1, 0);
        let ok = s.build_call(c, &[one], sp(0), 0);
        assert!(!s.is_error(ok));
        let c = var_ref(s, th, 2023);
        let x = s.build_string_literal(1, IntKind::Char, sp(2027));
        s.build_call(c, &[x], sp(2023), 2030);
    });
    assert_eq!(d, ["error#415@2027: no suitable constructor exists to convert from \"const char [2]\" to \"H\""]);
}

#[test]
fn deprecated_string_conversion() {
    let mut fx = Fx::new();
    let c = fx.t(IntKind::Char);
    let pc = fx.il.types.pointer(c);
    let (_, d) = fx.run(|s| {
        let e = s.build_string_literal(3, IntKind::Char, sp(1614));
        assert!(s.build_copy_init(e, pc).is_some());
    });
    assert_eq!(d, ["warning#2464@1614: conversion from a string literal to \"char *\" is deprecated"]);
}

#[test]
fn overloaded_operators() {
    use super::entities::FnRole;
    use super::types::{FnSig, Noexcept, RefQual};
    let mut fx = Fx::new();
    let i = fx.t(IntKind::Int);
    // struct A {}; struct B {};  (line 3, A at column 8)
    let (a, at) = fx.empty_class("A", 207);
    fx.il.end_class_definition(a);
    let (b, bt) = fx.empty_class("B", 220);
    fx.il.end_class_definition(b);
    // struct G { int x; G operator+(int) const; };  G operator+(G, double*);   (lines 4, 5)
    let (g, gt) = fx.empty_class("G", 307);
    let params = fx.il.types.intern_type_list(&[i]);
    let sig = FnSig { ret: gt, params, variadic: false, quals: Quals::CONST, ref_qual: RefQual::None, noexcept: Noexcept::No, trailing: false };
    let mty = fx.il.types.function(sig);
    let gscope = fx.il.entities.ent(g).class().unwrap().scope;
    let opn = fx.il.names.intern("operator+");
    let gop = fx.il.declare_function(gscope, opn, mty, &[(super::names::Symbol::EMPTY, i)], FunctionData { role: FnRole::Operator, ..FunctionData::default() }, sp(322));
    fx.il.entities.ent_mut(gop).parent = g;
    fx.il.end_class_definition(g);
    let pd = fx.il.types.pointer(fx.il.types.float(FloatKind::Double));
    let nop = fx.func("operator+", gt, &[gt, pd], 0, 404);
    if let Payload::Function(fd) = &mut fx.il.entities.ent_mut(nop).data {
        fd.role = FnRole::Operator;
    }
    let (d, dt) = fx.empty_class("D", 0);
    fx.il.end_class_definition(d);
    let (av, bv, gv, dv) = (fx.var("a", at, 0, 0), fx.var("b", bt, 0, 0), fx.var("g", gt, 0, 0), fx.var("d", dt, 0, 0));
    let (_, diags) = fx.run(|s| {
        for c in [a, b, g, d] {
            s.declare_implicit_members(c);
        }
        // a = b;   (line 10)
        let (l, r) = (var_ref(s, av, 904), var_ref(s, bv, 908));
        s.build_assign(None, l, r, Span::new(904, 909), 906);
        // g + "s";   (line 11)
        let l = var_ref(s, gv, 1004);
        let r = s.build_string_literal(1, IntKind::Char, sp(1008));
        s.build_binary(BinaryOp::Add, l, r, Span::new(1004, 1011), 1006);
        // d + 1;
        let (l, r) = (var_ref(s, dv, 1104), lit(s, 1, 1108));
        s.build_binary(BinaryOp::Add, l, r, Span::new(1104, 1109), 1106);
        // -d;
        let o = var_ref(s, dv, 1205);
        s.build_unary(UnaryOp::Minus, o, Span::new(1204, 1206), 1204);
        // d == d;
        let (l, r) = (var_ref(s, dv, 1304), var_ref(s, dv, 1309));
        s.build_binary(BinaryOp::Eq, l, r, Span::new(1304, 1310), 1306);
        // g + 1 → G::operator+ (const member on a non-const object), result G.
        let (l, r) = (var_ref(s, gv, 0), lit(s, 1, 0));
        let e = s.build_binary(BinaryOp::Add, l, r, sp(0), 0);
        assert!(matches!(s.expr(e).kind, ExprKind::Call { func, .. } if func == gop));
        assert_eq!(s.ty_of(e), gt);
        // a = a → the implicit copy assignment, an lvalue A.
        let (l, r) = (var_ref(s, av, 0), var_ref(s, av, 0));
        let e = s.build_assign(None, l, r, sp(0), 0);
        assert!(!s.is_error(e));
        assert_eq!((s.ty_of(e), s.expr(e).cat), (at, ValueCat::LValue));
    });
    let plus3 = "note#3328@{p}: built-in operator+(<promoted arithmetic>, <promoted arithmetic>) does not match because argument #1 does not match parameter\n\
                 note#3328@{p}: built-in operator+(<pointer to object>, <ptrdiff_t>) does not match because argument #1 does not match parameter\n\
                 note#3328@{p}: built-in operator+(<ptrdiff_t>, <pointer to object>) does not match because argument #1 does not match parameter";
    assert_eq!(
        diags,
        [
            "error#349@906: no operator \"=\" matches these operands\n    operand types are: A = B\n\
             note#3326@207: function \"A::operator=(A &&)\" does not match because argument #1 does not match parameter\n\
             note#3326@207: function \"A::operator=(const A &)\" does not match because argument #1 does not match parameter"
                .to_string(),
            format!(
                "error#349@1006: no operator \"+\" matches these operands\n    operand types are: G + const char [2]\n\
                 note#3326@322: function \"G::operator+\" does not match because argument #1 does not match parameter\n\
                 note#3326@404: function \"operator+\" does not match because argument #2 does not match parameter\n{}",
                plus3.replace("{p}", "1006")
            ),
            format!(
                "error#349@1106: no operator \"+\" matches these operands\n    operand types are: D + int\n\
                 note#3326@404: function \"operator+\" does not match because argument #1 does not match parameter\n{}",
                plus3.replace("{p}", "1106")
            ),
            "error#349@1204: no operator \"-\" matches these operands\n    operand types are: - D\n\
             note#3328@1204: built-in operator-(<promoted arithmetic>) does not match because argument #1 does not match parameter"
                .to_string(),
            "error#349@1306: no operator \"==\" matches these operands\n    operand types are: D == D\n\
             note#3328@1306: built-in operator==(<promoted arithmetic>, <promoted arithmetic>) does not match because argument #1 does not match parameter\n\
             note#3328@1306: built-in operator==(<nullptr>, <nullptr>) does not match because argument #1 does not match parameter"
                .to_string(),
        ]
    );
}

impl Fx {
    /// `template<class T> R name(params(T))` at `at`; `mk` builds the parameter types from `T`.
    fn fn_template(&mut self, name: &str, at: Offset, mk: impl Fn(&mut Il, TypeId) -> (TypeId, Vec<TypeId>)) -> EntityId {
        use super::entities::{TemplateKind, TemplateParamKind};
        let n = self.il.names.intern(name);
        let (t, ps) = self.il.declare_template(Scopes::GLOBAL, n, TemplateKind::Function, 0, sp(at));
        let tn = self.il.names.intern("T");
        let tp = self.il.declare_template_param(t, ps, tn, TemplateParamKind::Type, TypeId::NONE, false, sp(at));
        let tt = self.il.entities.ent(tp).ty;
        let (ret, params) = mk(&mut self.il, tt);
        let fty = self.il.types.simple_function(ret, &params, false);
        let pn: Vec<_> = params.iter().map(|&p| (super::names::Symbol::EMPTY, p)).collect();
        let pat = self.il.declare_function(ps, n, fty, &pn, FunctionData::default(), sp(at));
        self.il.set_template_pattern(t, pat);
        t
    }
}

#[test]
fn function_template_deduction() {
    let mut fx = Fx::new();
    let i = fx.t(IntKind::Int);
    // template<class T> void tf(T, T);   template<class T> void tg(T*);   (lines 16, 17; name at col 24)
    let tf = fx.fn_template("tf", 1523, |_, t| (TypeTable::VOID, vec![t, t]));
    let tg = fx.fn_template("tg", 1623, |il, t| (TypeTable::VOID, vec![il.types.pointer(t)]));
    // template<class T> void k(const T&);  template<class T> void fw(T&&);  template<class T> T id(T);
    let k = fx.fn_template("k", 0, |il, t| {
        let ct = il.types.qualified(t, Quals::CONST);
        (TypeTable::VOID, vec![il.types.lref(ct)])
    });
    let fw = fx.fn_template("fw", 0, |il, t| (TypeTable::VOID, vec![il.types.rref(t)]));
    let idt = fx.fn_template("id", 0, |_, t| (t, vec![t]));
    // void h(int); template<class T> void h(T);
    let h = fx.func("h", TypeTable::VOID, &[i], 0, 0);
    let ht = fx.fn_template("h", 0, |_, t| (TypeTable::VOID, vec![t]));
    let iv = fx.var("i", i, 0, 0);
    let ci = fx.il.types.qualified(i, Quals::CONST);
    let civ = fx.var("ci", ci, 0, 0);
    let arr = fx.il.types.array(i, super::types::ArrayBound::Known(3));
    let av = fx.var("arr", arr, 0, 0);
    let (_, d) = fx.run(|s| {
        let args = [lit(s, 1, 1715), s.build_float_literal(2.0, FloatKind::Double, sp(1718))];
        s.build_overloaded_call(&[tf], sp(1712), &args, Span::new(1712, 1722), 1721);
        let a = lit(s, 1, 1729);
        let c = var_ref(s, tg, 1726);
        s.build_call(c, &[a], Span::new(1726, 1731), 1730);
        let sig = |s: &Sema, e: ExprId| match s.expr(e).kind {
            ExprKind::Call { func, .. } => super::printing::Printer::new(s.il).type_str(s.il.entities.ent(func).ty),
            _ => "error".into(),
        };
        let args = [lit(s, 1, 0), lit(s, 2, 0)];
        let e = s.build_overloaded_call(&[tf], sp(0), &args, sp(0), 0);
        assert_eq!(sig(s, e), "void (int, int)");
        let a = var_ref(s, civ, 0);
        let e = s.build_overloaded_call(&[k], sp(0), &[a], sp(0), 0);
        assert_eq!(sig(s, e), "void (const int &)");
        let a = var_ref(s, iv, 0);
        let e = s.build_overloaded_call(&[fw], sp(0), &[a], sp(0), 0);
        assert_eq!(sig(s, e), "void (int &)", "forwarding reference deduces int& for an lvalue");
        let a = lit(s, 1, 0);
        let e = s.build_overloaded_call(&[fw], sp(0), &[a], sp(0), 0);
        assert_eq!(sig(s, e), "void (int &&)");
        let a = var_ref(s, av, 0);
        let e = s.build_overloaded_call(&[tg], sp(0), &[a], sp(0), 0);
        assert_eq!(sig(s, e), "void (int *)", "array argument decays for T*");
        let a = var_ref(s, civ, 0);
        let e = s.build_overloaded_call(&[idt], sp(0), &[a], sp(0), 0);
        assert_eq!((sig(s, e), s.ty_of(e)), ("int (int)".to_string(), s.il.types.int(IntKind::Int)));
        // Non-template preferred on a tie; the template wins when it is an exact match and the
        // non-template needs a conversion.
        let a = lit(s, 1, 0);
        let e = s.build_overloaded_call(&[h, ht], sp(0), &[a], sp(0), 0);
        assert!(matches!(s.expr(e).kind, ExprKind::Call { func, .. } if func == h));
        let a = s.build_float_literal(1.0, FloatKind::Double, sp(0));
        let e = s.build_overloaded_call(&[h, ht], sp(0), &[a], sp(0), 0);
        assert_eq!(sig(s, e), "void (double)");
        // The same deduction yields the same specialisation entity.
        let a = lit(s, 7, 0);
        let e2 = s.build_overloaded_call(&[idt], sp(0), &[a], sp(0), 0);
        let a = lit(s, 8, 0);
        let e3 = s.build_overloaded_call(&[idt], sp(0), &[a], sp(0), 0);
        let f = |e: ExprId| match s.expr(e).kind { ExprKind::Call { func, .. } => func, _ => EntityId::NONE };
        assert_eq!(f(e2), f(e3));
    });
    assert_eq!(
        d,
        [
            "error#304@1712: no instance of function template \"tf\" matches the argument list\n    argument types are: (int, double)\n\
             note#3327@1523: candidate function template \"tf\" failed deduction",
            "error#304@1726: no instance of function template \"tg\" matches the argument list\n    argument types are: (int)\n\
             note#3327@1623: candidate function template \"tg\" failed deduction",
        ]
    );
}

#[test]
fn aggregate_and_designated_initialisation() {
    use super::aggregate::{InitItem, InitValue};
    let mut fx = Fx::new();
    let i = fx.t(IntKind::Int);
    let d_ = fx.il.types.float(FloatKind::Double);
    let c = fx.t(IntKind::Char);
    // struct P { int x; int y; };  struct Q { P p; double d; };
    let mk_field = |fx: &mut Fx, scope, owner, name: &str, ty| {
        let n = fx.il.names.intern(name);
        let mut f = Entity::new(n, Payload::Field(FieldData::default()));
        f.ty = ty;
        f.parent = owner;
        let id = fx.il.entities.add(f);
        fx.il.scopes.declare(&mut fx.il.entities, scope, id);
    };
    let (p, pt) = fx.empty_class("P", 0);
    let ps = fx.il.entities.ent(p).class().unwrap().scope;
    mk_field(&mut fx, ps, p, "x", i);
    mk_field(&mut fx, ps, p, "y", i);
    fx.il.end_class_definition(p);
    let (q, qt) = fx.empty_class("Q", 0);
    let qs = fx.il.entities.ent(q).class().unwrap().scope;
    mk_field(&mut fx, qs, q, "p", pt);
    mk_field(&mut fx, qs, q, "d", d_);
    fx.il.end_class_definition(q);
    let a2 = fx.il.types.array(i, super::types::ArrayBound::Known(2));
    let au = fx.il.types.array(i, super::types::ArrayBound::Unknown);
    let c3 = fx.il.types.array(c, super::types::ArrayBound::Known(3));
    let cu = fx.il.types.array(c, super::types::ArrayBound::Unknown);
    let (x, y, z) = (fx.il.names.intern("x"), fx.il.names.intern("y"), fx.il.names.intern("z"));
    let (tys, d) = fx.run(|s| {
        s.declare_implicit_members(p);
        s.declare_implicit_members(q);
        let e = |v: ExprId| InitItem { designator: None, value: InitValue::Expr(v) };
        let de = |n, at, v: ExprId| InitItem { designator: Some((n, at)), value: InitValue::Expr(v) };
        // P p1 = {1, 2, 3};  (line 3, col 17 → offset 216)
        let items = [e(lit(s, 1, 208)), e(lit(s, 2, 211)), e(lit(s, 3, 214))];
        assert!(s.build_list_init(pt, &items, sp(207)).is_none());
        // P p2 = {1};
        let items = [e(lit(s, 1, 0))];
        assert!(s.build_list_init(pt, &items, sp(0)).is_some());
        // P p3 = {.y = 1, .x = 2};
        let items = [de(y, 409, lit(s, 1, 413)), de(x, 417, lit(s, 2, 421))];
        assert!(s.build_list_init(pt, &items, sp(0)).is_none());
        // P p4 = {.x = 1, .z = 2};
        let items = [de(x, 509, lit(s, 1, 513)), de(z, 517, lit(s, 2, 521))];
        assert!(s.build_list_init(pt, &items, sp(0)).is_none());
        // Q q2 = {1, 2, 3.5};  (brace elision)
        let items = [e(lit(s, 1, 0)), e(lit(s, 2, 0)), e(s.build_float_literal(3.5, FloatKind::Double, sp(0)))];
        assert!(s.build_list_init(qt, &items, sp(0)).is_some());
        // Q q1 = {{1, 2}, 3.0};
        let inner = vec![e(lit(s, 1, 0)), e(lit(s, 2, 0))];
        let items = [InitItem { designator: None, value: InitValue::List(inner, sp(0)) }, e(s.build_float_literal(3.0, FloatKind::Double, sp(0)))];
        assert!(s.build_list_init(qt, &items, sp(0)).is_some());
        // int a1[2] = {1, 2, 3};   int a2[] = {1, 2, 3};
        let items = [e(lit(s, 1, 0)), e(lit(s, 2, 0)), e(lit(s, 3, 921))];
        assert!(s.build_list_init(a2, &items, sp(0)).is_none());
        let items = [e(lit(s, 1, 0)), e(lit(s, 2, 0)), e(lit(s, 3, 0))];
        let (_, t2) = s.build_list_init(au, &items, sp(0)).unwrap();
        // char s1[3] = "abcd";   char s2[] = "ab";
        let lit4 = s.build_string_literal(4, IntKind::Char, sp(1115));
        assert!(s.build_list_init(c3, &[e(lit4)], sp(0)).is_none());
        let lit2 = s.build_string_literal(2, IntKind::Char, sp(0));
        let (_, t3) = s.build_list_init(cu, &[e(lit2)], sp(0)).unwrap();
        // P p6 = {1.5, 2};
        let items = [e(s.build_float_literal(1.5, FloatKind::Double, sp(1310))), e(lit(s, 2, 0))];
        assert!(s.build_list_init(pt, &items, sp(0)).is_some());
        let p = super::printing::Printer::new(s.il);
        [p.type_str(t2), p.type_str(t3)]
    });
    assert_eq!(tys, ["int [3]", "char [3]"]);
    assert_eq!(
        d,
        [
            "error#146@214: too many initializer values",
            "error#2904@417: out-of-order initializers are nonstandard in C++",
            "error#136@517: class \"P\" has no field \"z\"",
            "error#146@921: too many initializer values",
            "error#144@1115: a value of type \"const char [5]\" cannot be used to initialize an entity of type \"char [3]\"",
            "warning#2361@1310: invalid narrowing conversion from \"double\" to \"int\"",
        ]
    );
}

#[test]
fn builtins_new_delete_lambda_throw() {
    use super::expr::Builtin;
    let mut fx = Fx::new();
    let i = fx.t(IntKind::Int);
    let iv = fx.var("i", i, 0, 0);
    let (_, d) = fx.run(|s| {
        let x = var_ref(s, iv, 0);
        let a = s.build_builtin("__builtin_addressof", &[x], sp(0)).unwrap();
        assert_eq!(s.ty_of(a), s.il.types.pointer(i));
        let ice = s.build_builtin("__builtin_is_constant_evaluated", &[], sp(0)).unwrap();
        assert_eq!(s.eval_int(ice).map(|v| v.bits), Some(0), "not manifestly constant-evaluated");
        assert_eq!(s.require_constant_int(ice).map(|v| v.bits), Some(1));
        let one = lit(s, 1, 0);
        let cp = s.build_builtin("__builtin_constant_p", &[one], sp(0)).unwrap();
        assert_eq!(s.eval_int(cp).map(|v| v.bits), Some(1));
        let x = var_ref(s, iv, 0);
        let cp = s.build_builtin("__builtin_constant_p", &[x], sp(0)).unwrap();
        assert_eq!(s.eval_int(cp).map(|v| v.bits), Some(0));
        assert!(s.build_builtin("__builtin_nope", &[], sp(0)).is_none());
        let u = s.build_builtin("__builtin_unreachable", &[], sp(0)).unwrap();
        assert!(matches!(s.expr(u).kind, ExprKind::Builtin { which: Builtin::Unreachable, .. }));
        let n = lit(s, 3, 0);
        let nw = s.build_new(i, None, n, sp(0));
        assert_eq!(s.ty_of(nw), s.il.types.pointer(i));
        let v = lit(s, 7, 0);
        let nw1 = s.build_new(i, Some(&[v]), ExprId::NONE, sp(0));
        let del = s.build_delete(nw1, false, sp(0));
        assert_eq!(s.ty_of(del), TypeTable::VOID);
        let fty = s.il.types.simple_function(i, &[i], false);
        let (l, c, op) = s.build_lambda(Scopes::GLOBAL, fty, sp(0));
        assert!(s.il.entities.ent(c).class().unwrap().lambda);
        assert_eq!(super::printing::Printer::new(s.il).name(op), "operator()");
        assert_eq!(s.il.types.class_entity(s.ty_of(l)), Some(c));
        let t = s.build_throw(ExprId::NONE, sp(0));
        assert_eq!(s.ty_of(t), TypeTable::VOID);
    });
    assert!(d.is_empty(), "{:?}", d);
}

#[test]
fn noexcept_operator_and_switch() {
    use super::types::{FnSig, Noexcept, RefQual};
    let mut fx = Fx::new();
    let i = fx.t(IntKind::Int);
    let may = fx.func("may", i, &[], 0, 0);
    let params = fx.il.types.intern_type_list(&[]);
    let nty = fx.il.types.function(FnSig { ret: i, params, variadic: false, quals: Quals::NONE, ref_qual: RefQual::None, noexcept: Noexcept::Yes, trailing: false });
    let nn = fx.il.names.intern("nothrow");
    let nothrow = fx.il.declare_function(Scopes::GLOBAL, nn, nty, &[], FunctionData::default(), sp(0));
    let x = fx.var("x", i, 0, 0);
    let f = fx.func("sw", TypeTable::VOID, &[], 0, 0);
    let (vals, d) = fx.run(|s| {
        let c = var_ref(s, may, 0);
        let call = s.build_call(c, &[], sp(0), 0);
        let a = s.build_noexcept(call, sp(0));
        let c = var_ref(s, nothrow, 0);
        let call = s.build_call(c, &[], sp(0), 0);
        let one = lit(s, 1, 0);
        let sum = s.build_binary(BinaryOp::Add, call, one, sp(0), 0);
        let b = s.build_noexcept(sum, sp(0));
        let t = s.build_throw(ExprId::NONE, sp(0));
        let c2 = s.build_noexcept(t, sp(0));
        // switch (x) { case 1: break; case 'a' + 1: break; }  — no diagnostics; values converted.
        s.current_function = f;
        let cond = var_ref(s, x, 0);
        let one = lit(s, 1, 0);
        let br = s.build_break(sp(0));
        let c1 = s.build_case(one, i, br, sp(0));
        let ca = s.build_char_literal(b'a' as u128, IntKind::Char, sp(0));
        let o = lit(s, 1, 0);
        let v = s.build_binary(BinaryOp::Add, ca, o, sp(0), 0);
        let br = s.build_break(sp(0));
        let c2s = s.build_case(v, i, br, sp(0));
        let body = s.build_compound(&[c1, c2s], sp(0));
        let sw = s.build_switch(StmtId::NONE, cond, body, sp(0));
        let fb = s.build_compound(&[sw], sp(0));
        s.finish_function_body(f, fb);
        let case_val = match s.il.stmts.get(c2s).unwrap().kind {
            StmtKind::Case { value, .. } => value,
            _ => 0,
        };
        ([a, b, c2].map(|e| s.eval_int(e).map(|v| v.bits)), case_val)
    });
    assert!(d.is_empty(), "{:?}", d);
    assert_eq!(vals, ([Some(0), Some(1), Some(0)], 98));
}

#[test]
fn division_by_zero_unary_overflow_and_more_operator_forms() {
    use super::entities::FnRole;
    let mut fx = Fx::new();
    let (i, l, u) = (fx.t(IntKind::Int), fx.t(IntKind::Long), fx.t(IntKind::UInt));
    let x = fx.var("x", i, 0, 0);
    let f = fx.func("t3", TypeTable::VOID, &[i], 0, 1416);
    let n = fx.il.entities.params(f).next().unwrap();
    // struct C { C(int); C(long); };   (line 16)
    let (c, ct) = fx.empty_class("C", 1507);
    fx.member(c, "C", FnRole::Constructor, TypeTable::VOID, &[i], 0, 1511);
    fx.member(c, "C", FnRole::Constructor, TypeTable::VOID, &[l], 0, 1519);
    fx.il.end_class_definition(c);
    let (d, dt) = fx.empty_class("D", 0);
    fx.il.end_class_definition(d);
    let dv = fx.var("d", dt, 0, 0);
    let (_, diags) = fx.run(|s| {
        s.declare_implicit_members(c);
        s.declare_implicit_members(d);
        let (a, b) = (var_ref(s, x, 108), lit(s, 0, 112));
        s.build_binary(BinaryOp::Div, a, b, sp(108), 110);
        let (a, b) = (var_ref(s, x, 208), lit(s, 0, 212));
        s.build_binary(BinaryOp::Rem, a, b, sp(208), 210);
        let one = s.build_float_literal(1.0, FloatKind::Double, sp(0));
        let z = lit(s, 0, 0);
        s.build_binary(BinaryOp::Div, one, z, sp(0), 0);
        // -(-2147483647 - 1)
        let m = lit(s, 2147483647, 311);
        let neg = s.build_unary(UnaryOp::Minus, m, sp(310), 310);
        let one = lit(s, 1, 324);
        let sub = s.build_binary(BinaryOp::Sub, neg, one, sp(310), 322);
        s.build_unary(UnaryOp::Minus, sub, sp(308), 308);
        // if constexpr (n > 2) in t3(int n)
        let (a, b) = (var_ref(s, n, 1431), lit(s, 2, 1435));
        let cmp = s.build_binary(BinaryOp::Gt, a, b, sp(1431), 1433);
        assert!(s.require_constant_int(cmp).is_none());
        // C c(1u);
        let a = s.build_int_literal(1, IntSuffix { unsigned: true, longs: 0 }, true, sp(1618));
        s.build_construct(ct, &[a], sp(1616), 1618);
        // d[1];  d++;
        let (a, b) = (var_ref(s, dv, 1704), lit(s, 1, 1706));
        s.build_subscript(a, b, sp(1704), 1705);
        let a = var_ref(s, dv, 1804);
        s.build_unary(UnaryOp::PostInc, a, sp(1804), 1805);
        let _ = u;
    });
    assert_eq!(
        diags,
        [
            "warning#39@110: division by zero",
            "warning#179@210: right operand of \"%\" is zero",
            "warning#61@308: integer operation result is out of range",
            "error#28@1431: expression must have a constant value\n\
             note#2689@1431: the value of parameter \"p0\" (declared at line 15) cannot be used as a constant",
            "error#309@1618: more than one instance of constructor \"C::C\" matches the argument list:\n    \
             function \"C::C(int)\" (declared at line 16)\n    function \"C::C(long)\" (declared at line 16)\n    \
             argument types are: (unsigned int)",
            "error#349@1705: no operator \"[]\" matches these operands\n    operand types are: D [ int ]\n\
             note#3328@1705: built-in operator[](<pointer to object>, <ptrdiff_t>) does not match because argument #1 does not match parameter\n\
             note#3328@1705: built-in operator[](<ptrdiff_t>, <pointer to object>) does not match because argument #1 does not match parameter",
            "error#349@1805: no operator \"++\" matches these operands\n    operand types are: D ++\n\
             note#3328@1805: built-in operator++(<non-bool arithmetic>, <integral>) does not match because argument #1 does not match parameter\n\
             note#3328@1805: built-in operator++(<pointer to object>, <integral>) does not match because argument #1 does not match parameter",
        ]
    );
}

#[test]
fn member_calls_and_conversion_functions() {
    use super::entities::FnRole;
    use super::types::{FnSig, Noexcept, RefQual};
    let mut fx = Fx::new();
    let (i, d_, b) = (fx.t(IntKind::Int), fx.il.types.float(FloatKind::Double), fx.t(IntKind::Bool));
    // struct S { void f(int); void f(double); void g(); void h(int) const;
    //            operator bool() const; explicit operator int() const; };   (lines 1–10)
    let (s_, st) = fx.empty_class("S", 7);
    let fi = fx.member(s_, "f", FnRole::Normal, TypeTable::VOID, &[i], 0, 107);
    let fd = fx.member(s_, "f", FnRole::Normal, TypeTable::VOID, &[d_], 0, 207);
    let _ = (fi, fd);
    fx.member(s_, "g", FnRole::Normal, TypeTable::VOID, &[], 0, 307);
    let cfn = |fx: &mut Fx, name: &str, ret, flags, at| {
        let params = fx.il.types.intern_type_list(&[]);
        let ty = fx.il.types.function(FnSig { ret, params, variadic: false, quals: Quals::CONST, ref_qual: RefQual::None, noexcept: Noexcept::No, trailing: false });
        let scope = fx.il.entities.ent(s_).class().unwrap().scope;
        let n = fx.il.names.intern(name);
        let f = fx.il.declare_function(scope, n, ty, &[], FunctionData { role: FnRole::Conversion, flags, ..FunctionData::default() }, sp(at));
        fx.il.entities.ent_mut(f).parent = s_;
        f
    };
    let to_bool = cfn(&mut fx, "operator bool", b, 0, 707);
    cfn(&mut fx, "operator int", i, FunctionData::EXPLICIT, 807);
    fx.il.end_class_definition(s_);
    let cst = fx.il.types.qualified(st, Quals::CONST);
    let sv = fx.var("s", st, 0, 0);
    let csv = fx.var("cs", cst, 0, 0);
    let (fname, gname) = (fx.il.names.intern("f"), fx.il.names.intern("g"));
    let (_, d) = fx.run(|s| {
        // s.f("x");
        let o = var_ref(s, sv, 1104);
        let x = s.build_string_literal(1, IntKind::Char, sp(1108));
        s.build_member_call(o, false, fname, 1106, &[x], Span::new(1104, 1112), 1111);
        // cs.g();
        let o = var_ref(s, csv, 1204);
        s.build_member_call(o, false, gname, 1207, &[], Span::new(1204, 1210), 1209);
        // cs.f(1);
        let o = var_ref(s, csv, 1304);
        let one = lit(s, 1, 1309);
        s.build_member_call(o, false, fname, 1307, &[one], Span::new(1304, 1311), 1310);
        // s.f(1) → f(int); s.f(1.0) → f(double)
        let o = var_ref(s, sv, 0);
        let one = lit(s, 1, 0);
        let e = s.build_member_call(o, false, fname, 0, &[one], sp(0), 0);
        assert!(matches!(s.expr(e).kind, ExprKind::Call { func, .. } if func == fi));
        let o = var_ref(s, sv, 0);
        let x = s.build_float_literal(1.0, FloatKind::Double, sp(0));
        let e = s.build_member_call(o, false, fname, 0, &[x], sp(0), 0);
        assert!(matches!(s.expr(e).kind, ExprKind::Call { func, .. } if func == fd));
        // if (s)  — explicit operator int is not a candidate for bool? both are: bool is exact → operator bool.
        let o = var_ref(s, sv, 0);
        let c = s.contextual_bool(o).unwrap();
        assert_eq!(s.ty_of(c), b);
        // int i = s;  (through operator bool; the explicit operator int is not considered)
        let o = var_ref(s, sv, 0);
        let c = s.build_copy_init(o, i).unwrap();
        let mut k = s.expr(c);
        while let ExprKind::Implicit(_, inner) = k.kind {
            k = s.expr(inner);
        }
        assert!(matches!(k.kind, ExprKind::Call { func, .. } if func == to_bool));
    });
    assert_eq!(
        d,
        [
            "error#304@1106: no instance of overloaded function \"S::f\" matches the argument list\n    argument types are: (const char [2])\n    object type is: S\n\
             note#3326@207: function \"S::f(double)\" does not match because argument #1 does not match parameter\n\
             note#3326@107: function \"S::f(int)\" does not match because argument #1 does not match parameter",
            "error#1086@1204: the object has type qualifiers that are not compatible with the member function \"S::g\"\n    object type is: const S",
            "error#1087@1307: no instance of overloaded function \"S::f\" matches the argument list and object (the object has type qualifiers that prevent a match)\n    argument types are: (int)\n    object type is: const S",
        ]
    );
}

#[test]
fn integer_constant_conversion_edge_cases() {
    let mut fx = Fx::new();
    use IntKind::*;
    let cases: [(u128, IntSuffix, bool, bool, IntKind, &str); 9] = [
        (200, IntSuffix::default(), true, false, Char, "68"),
        (255, IntSuffix::default(), true, false, SChar, "68"),
        (1, IntSuffix::default(), true, true, UChar, "68"),
        (65535, IntSuffix::default(), true, false, Short, "68"),
        (0xffff_ffff, IntSuffix::default(), false, false, Int, ""),
        (1, IntSuffix { unsigned: true, longs: 0 }, true, true, UInt, ""),
        (0xffff_ffff_ffff_ffff, IntSuffix::default(), false, false, LongLong, ""),
        (129, IntSuffix::default(), true, true, UChar, "69"),
        (32769, IntSuffix::default(), true, true, Short, "69"),
    ];
    let tys: Vec<TypeId> = cases.iter().map(|c| fx.t(c.4)).collect();
    let (_, d) = fx.run(|s| {
        for (k, (v, suf, dec, neg, _, _)) in cases.iter().enumerate() {
            let at = 100 * k as u32;
            let mut e = s.build_int_literal(*v, *suf, *dec, sp(at + 1));
            if *neg {
                e = s.build_unary(UnaryOp::Minus, e, sp(at), at);
            }
            s.build_copy_init(e, tys[k]);
        }
    });
    let want: Vec<String> = cases
        .iter()
        .enumerate()
        .filter(|(_, c)| !c.5.is_empty())
        .map(|(k, c)| {
            let at = 100 * k as u32 + if c.3 { 0 } else { 1 };
            let text = if c.5 == "68" { "integer conversion resulted in a change of sign" } else { "integer conversion resulted in truncation" };
            format!("warning#{}@{}: {}", c.5, at, text)
        })
        .collect();
    assert_eq!(d, want);
}

#[test]
fn cast_rules_and_messages() {
    use super::expr::CastKind::*;
    use super::entities::{Access, BaseSpec};
    let mut fx = Fx::new();
    let (i, d_, f, l) = (fx.t(IntKind::Int), fx.il.types.float(FloatKind::Double), fx.il.types.float(FloatKind::Float), fx.t(IntKind::Long));
    let pi = fx.il.types.pointer(i);
    let ci = fx.il.types.qualified(i, Quals::CONST);
    let pci = fx.il.types.pointer(ci);
    let (ri, rri, rd) = (fx.il.types.lref(i), fx.il.types.rref(i), fx.il.types.lref(d_));
    let (b, bt) = fx.class("B", 0);
    let (dd, ddt) = fx.empty_class("Dd", 0);
    fx.il.entities.set_bases(dd, &[BaseSpec { ty: bt, access: Access::Public, is_virtual: false, pack_expansion: false, span: Span::default() }]);
    fx.il.end_class_definition(dd);
    let (rb, rdd) = (fx.il.types.lref(bt), fx.il.types.lref(ddt));
    let n = fx.il.names.intern("X");
    let x = fx.il.declare_class(Scopes::GLOBAL, n, ClassKey::Struct, false, sp(0));
    let xt = fx.il.entities.ent(x).ty;
    let (iv, dv, pv, cpv, civ, bv, ddv) = (
        fx.var("i", i, 0, 0),
        fx.var("d", d_, 0, 0),
        fx.var("p", pi, 0, 0),
        fx.var("cp", pci, 0, 0),
        fx.var("ci", ci, 0, 0),
        fx.var("b", bt, 0, 0),
        fx.var("dd", ddt, 0, 0),
    );
    let (_, diags) = fx.run(|s| {
        s.declare_implicit_members(b);
        s.declare_implicit_members(dd);
        let cast = |s: &mut Sema, k, t, v, at: u32| {
            let e = var_ref(s, v, at + 20);
            s.build_cast(k, t, e, Span::new(at, at + 25), at)
        };
        cast(s, Static, pi, dv, 200);
        cast(s, Static, i, pv, 300);
        cast(s, Static, pi, cpv, 400);
        cast(s, Reinterpret, l, dv, 500);
        cast(s, Const, pi, dv, 600);
        cast(s, CStyle, f, pv, 900);
        cast(s, Static, ri, civ, 1000);
        cast(s, Static, rd, iv, 1300);
        // valid ones
        let ok = [
            cast(s, Static, i, dv, 0),
            cast(s, CStyle, pi, cpv, 0),
            cast(s, Const, pi, cpv, 0),
            cast(s, Reinterpret, l, pv, 0),
            cast(s, Static, rb, ddv, 0),
            cast(s, Static, rdd, bv, 0),
            cast(s, Static, rri, iv, 0),
            cast(s, CStyle, ri, civ, 0),
        ];
        for e in ok {
            assert!(!s.is_error(e));
        }
        assert_eq!(s.expr(ok[6]).cat, ValueCat::XValue);
        // B(1) for the aggregate B → #415 at the operand.
        let one = lit(s, 1, 1413);
        s.build_cast(Functional, bt, one, Span::new(1411, 1415), 1411);
        // sizeof(X) with X incomplete.
        s.build_sizeof_type(xt, Span::new(312, 320), 319);
    });
    assert_eq!(
        diags,
        [
            "error#171@200: invalid type conversion",
            "error#171@300: invalid type conversion",
            "error#694@400: static_cast cannot cast away const or other type qualifiers",
            "error#171@500: invalid type conversion",
            "error#718@620: a const_cast can only adjust type qualifiers; it cannot change the underlying type",
            "error#171@900: invalid type conversion",
            "error#694@1000: static_cast cannot cast away const or other type qualifiers",
            "error#171@1300: invalid type conversion",
            "error#415@1413: no suitable constructor exists to convert from \"int\" to \"B\"",
            "error#70@319: incomplete type \"X\" is not allowed",
        ]
    );
}

#[test]
fn lambda_call_and_class_conditional() {
    let mut fx = Fx::new();
    let i = fx.t(IntKind::Int);
    let b = fx.t(IntKind::Bool);
    let bv = fx.var("flag", b, 0, 0);
    let (_, at) = fx.class("A", 0);
    let (a1, a2) = (fx.var("a1", at, 0, 0), fx.var("a2", at, 0, 0));
    let (_, d) = fx.run(|s| {
        let fty = s.il.types.simple_function(i, &[i], false);
        let (l, _c, op) = s.build_lambda(Scopes::GLOBAL, fty, sp(0));
        let one = lit(s, 1, 0);
        let call = s.build_call(l, &[one], sp(0), 0);
        assert!(matches!(s.expr(call).kind, ExprKind::Call { func, .. } if func == op));
        assert_eq!(s.ty_of(call), i);
        let (c, x, y) = (var_ref(s, bv, 0), var_ref(s, a1, 0), var_ref(s, a2, 0));
        let e = s.build_conditional(c, x, y, sp(0), 0);
        assert_eq!((s.ty_of(e), s.expr(e).cat), (at, ValueCat::LValue));
    });
    assert!(d.is_empty(), "{:?}", d);
}

#[test]
fn flow_warnings_in_template_definitions() {
    let mut fx = Fx::new();
    let i = fx.t(IntKind::Int);
    let f = fx.func("f", i, &[], 0, 0);
    let k = fx.var("k", i, VariableData::LOCAL, 0);
    let k2 = fx.var("k2", i, VariableData::LOCAL, 0);
    let (_, d) = fx.run(|s| {
        s.in_template = true;
        s.current_function = f;
        // template<class T> int f() { int k; return k; }   → nothing
        let dk = s.add_stmt(StmtKind::Decl(k), sp(0));
        let kr = var_ref(s, k, 40);
        let r = s.build_return(kr, Span::new(33, 43));
        let b = s.build_compound(&[dk, r], Span::new(27, 45));
        s.finish_function_body(f, b);
        // template<class T> int f() { int k2; k2++; }   → #549 but no #940
        let dk = s.add_stmt(StmtKind::Decl(k2), sp(100));
        let kr = var_ref(s, k2, 136);
        let inc = s.build_unary(UnaryOp::PostInc, kr, sp(136), 138);
        let es = s.build_expr_stmt(inc, sp(136));
        let b = s.build_compound(&[dk, es], Span::new(127, 145));
        s.finish_function_body(f, b);
    });
    assert_eq!(d, ["warning#549@136: variable \"k2\" is used before its value is set"]);
}

#[test]
fn used_before_set_is_textual_and_ignores_loops() {
    let mut fx = Fx::new();
    let i = fx.t(IntKind::Int);
    let usef = fx.func("use", TypeTable::VOID, &[i], 0, 0);
    let f = fx.func("a", i, &[i], 0, 0);
    let x = fx.il.entities.params(f).next().unwrap();
    let ks: Vec<EntityId> = (0..4).map(|n| fx.var(&format!("k{}", n), i, VariableData::LOCAL, 0)).collect();
    let (_, d) = fx.run(|s| {
        s.current_function = f;
        let call_use = |s: &mut Sema, arg: ExprId| {
            let c = var_ref(s, usef, 0);
            let e = s.build_call(c, &[arg], sp(0), 0);
            s.build_expr_stmt(e, sp(0))
        };
        // a2: int k0; if (x) k0 = 1; else use(k0);
        let d0 = s.add_stmt(StmtKind::Decl(ks[0]), sp(0));
        let (l, r) = (var_ref(s, ks[0], 0), lit(s, 1, 0));
        let asg = s.build_assign(None, l, r, sp(0), 0);
        let then = s.build_expr_stmt(asg, sp(0));
        let kr = var_ref(s, ks[0], 250);
        let els = call_use(s, kr);
        let xr = var_ref(s, x, 0);
        let iff = s.build_if(StmtId::NONE, xr, then, els, false, sp(0));
        // a6: int k1; for (;;) { if (x) break; use(k1); }
        let d1 = s.add_stmt(StmtKind::Decl(ks[1]), sp(0));
        let br = s.build_break(sp(0));
        let xr = var_ref(s, x, 0);
        let if2 = s.build_if(StmtId::NONE, xr, br, StmtId::NONE, false, sp(0));
        let kr = var_ref(s, ks[1], 650);
        let u = call_use(s, kr);
        let body = s.build_compound(&[if2, u], sp(0));
        let lp = s.build_for(StmtId::NONE, ExprId::NONE, ExprId::NONE, body, sp(0));
        // a7: int k2; if (x) { use(k2); }
        let d2 = s.add_stmt(StmtKind::Decl(ks[2]), sp(0));
        let kr = var_ref(s, ks[2], 750);
        let u = call_use(s, kr);
        let blk = s.build_compound(&[u], sp(0));
        let xr = var_ref(s, x, 0);
        let if3 = s.build_if(StmtId::NONE, xr, blk, StmtId::NONE, false, sp(0));
        // b1: int k3; use(x ? k3 : 1);
        let d3 = s.add_stmt(StmtKind::Decl(ks[3]), sp(0));
        let (xr, kr, one) = (var_ref(s, x, 0), var_ref(s, ks[3], 1129), lit(s, 1, 0));
        let c = s.build_conditional(xr, kr, one, sp(0), 0);
        let u = call_use(s, c);
        let z = lit(s, 0, 0);
        let r = s.build_return(z, sp(0));
        let b = s.build_compound(&[d0, iff, d1, lp, d2, if3, d3, u, r], sp(0));
        s.finish_function_body(f, b);
    });
    assert_eq!(
        d,
        [
            "warning#549@750: variable \"k2\" is used before its value is set",
            "warning#549@1129: variable \"k3\" is used before its value is set",
        ]
    );
}

#[test]
fn no_effect_and_assignment_in_condition() {
    let mut fx = Fx::new();
    let i = fx.t(IntKind::Int);
    let f = fx.func("f", i, &[], 0, 0);
    let (x, y) = (fx.var("x", i, 0, 0), fx.var("y", i, 0, 0));
    let (_, d) = fx.run(|s| {
        let call = |s: &mut Sema| {
            let c = var_ref(s, f, 0);
            s.build_call(c, &[], sp(0), 0)
        };
        // x;   x + 1;   x, y;   f(), y;   x, f();   (void)x;   x = 1, y;
        let e = var_ref(s, x, 104);
        s.build_expr_stmt(e, sp(104));
        let (a, b) = (var_ref(s, x, 204), lit(s, 1, 208));
        let e = s.build_binary(BinaryOp::Add, a, b, Span::new(204, 209), 206);
        s.build_expr_stmt(e, sp(204));
        let (a, b) = (var_ref(s, x, 304), var_ref(s, y, 307));
        let e = s.build_comma(a, b, Span::new(304, 308), 305);
        s.build_expr_stmt(e, sp(304));
        let (a, b) = (call(s), var_ref(s, y, 0));
        let e = s.build_comma(a, b, sp(0), 0);
        s.build_expr_stmt(e, sp(0));
        let (a, b) = (var_ref(s, x, 504), call(s));
        let e = s.build_comma(a, b, Span::new(504, 510), 505);
        s.build_expr_stmt(e, sp(504));
        let a = var_ref(s, x, 0);
        let e = s.build_cast(super::expr::CastKind::CStyle, TypeTable::VOID, a, sp(0), 0);
        s.build_expr_stmt(e, sp(0));
        let (l, r) = (var_ref(s, x, 0), lit(s, 1, 0));
        let asg = s.build_assign(None, l, r, sp(0), 0);
        let yy = var_ref(s, y, 0);
        let e = s.build_comma(asg, yy, sp(0), 0);
        s.build_expr_stmt(e, sp(0));
        // if (x = 1) {}   if (x = y) {}   !(x = 1)   (x = 1) || y
        let (l, r) = (var_ref(s, x, 1008), lit(s, 1, 1012));
        let asg = s.build_assign(None, l, r, Span::new(1008, 1013), 1010);
        let e = s.build_compound(&[], sp(0));
        s.build_if(StmtId::NONE, asg, e, StmtId::NONE, false, sp(1004));
        let (l, r) = (var_ref(s, x, 0), var_ref(s, y, 0));
        let asg = s.build_assign(None, l, r, sp(0), 0);
        let e = s.build_compound(&[], sp(0));
        s.build_if(StmtId::NONE, asg, e, StmtId::NONE, false, sp(0));
        let (l, r) = (var_ref(s, x, 1209), lit(s, 1, 1213));
        let asg = s.build_assign(None, l, r, Span::new(1208, 1215), 1211);
        s.build_unary(UnaryOp::Not, asg, sp(1207), 1207);
        let (l, r) = (var_ref(s, x, 1305), lit(s, 1, 1309));
        let asg = s.build_assign(None, l, r, Span::new(1304, 1311), 1307);
        let yy = var_ref(s, y, 1315);
        let e = s.build_binary(BinaryOp::LogOr, asg, yy, Span::new(1304, 1316), 1312);
        s.build_expr_stmt(e, sp(1304));
    });
    assert_eq!(
        d,
        [
            "warning#174@104: expression has no effect",
            "warning#174@204: expression has no effect",
            "warning#174@304: expression has no effect",
            "warning#174@304: expression has no effect",
            "warning#174@504: expression has no effect",
            "warning#187@1008: use of \"=\" where \"==\" may have been intended",
            "warning#187@1208: use of \"=\" where \"==\" may have been intended",
            "warning#187@1304: use of \"=\" where \"==\" may have been intended",
        ]
    );
}

#[test]
fn no_effect_of_nested_commas() {
    // Probed (corpus/lead-s16/comma_nested_no_effect): every built-in comma warns on its discarded left
    // operand as it is built, inner commas first; decltype operands are quiet.
    let mut fx = Fx::new();
    let i = fx.t(IntKind::Int);
    let f = fx.func("f", i, &[], 0, 0);
    let (x, y) = (fx.var("x", i, 0, 0), fx.var("y", i, 0, 0));
    let (_, d) = fx.run(|s| {
        // int a = (x, y);
        let (a, b) = (var_ref(s, x, 110), var_ref(s, y, 113));
        s.build_comma(a, b, Span::new(110, 114), 111);
        // x, (y, f());  → warns at y, then at x; the statement has an effect
        let (a, b) = (var_ref(s, x, 200), var_ref(s, y, 204));
        let c = var_ref(s, f, 207);
        let call = s.build_call(c, &[], Span::new(207, 210), 209);
        let inner = s.build_comma(b, call, Span::new(204, 210), 205);
        let e = s.build_comma(a, inner, Span::new(200, 211), 201);
        s.build_expr_stmt(e, Span::new(200, 212));
        // decltype(x, y): no warning
        s.quiet_no_effect += 1;
        let (a, b) = (var_ref(s, x, 300), var_ref(s, y, 303));
        s.build_comma(a, b, Span::new(300, 304), 301);
        s.quiet_no_effect -= 1;
    });
    assert_eq!(
        d,
        [
            "warning#174@110: expression has no effect",
            "warning#174@204: expression has no effect",
            "warning#174@200: expression has no effect",
        ]
    );
}

#[test]
fn long_operator_chains_stay_linear() {
    let mut fx = Fx::new();
    let i = fx.t(IntKind::Int);
    let x = fx.var("x", i, 0, 0);
    let start = std::time::Instant::now();
    let (v, d) = fx.run(|s| {
        // 1 + 1 + … (20000 terms) and x + 1 + 1 + … : quiet evaluations for warnings must not be quadratic.
        let mut e = lit(s, 1, 0);
        for _ in 0..20_000 {
            let r = lit(s, 1, 0);
            e = s.build_binary(BinaryOp::Add, e, r, sp(0), 0);
        }
        let mut y = var_ref(s, x, 0);
        for _ in 0..20_000 {
            let r = lit(s, 1, 0);
            y = s.build_binary(BinaryOp::Add, y, r, sp(0), 0);
        }
        s.eval_int(e).map(|v| v.bits)
    });
    assert!(d.is_empty());
    assert_eq!(v, Some(20_001));
    assert!(start.elapsed().as_secs() < 20, "{:?}", start.elapsed());
}

#[test]
fn parentheses_and_value_initialisation() {
    let mut fx = Fx::new();
    let i = fx.t(IntKind::Int);
    let pi = fx.il.types.pointer(i);
    let x = fx.var("x", i, 0, 0);
    let (v, d) = fx.run(|s| {
        // int *q = (i);  → #144 at the `(`
        let e = var_ref(s, x, 612);
        let p = s.build_paren(e, Span::new(611, 614));
        assert!(s.build_copy_init(p, pi).is_none());
        let z = s.build_value_init(i, sp(0));
        let n = s.build_value_init(pi, sp(0));
        assert_eq!(s.ty_of(n), pi);
        s.eval_int(z).map(|v| v.bits)
    });
    assert_eq!(v, Some(0));
    assert_eq!(d, ["error#144@611: a value of type \"int\" cannot be used to initialize an entity of type \"int *\""]);
}

#[test]
fn operators_on_enumerations() {
    let mut fx = Fx::new();
    let i = fx.t(IntKind::Int);
    let (en, fl) = (fx.il.names.intern("E"), fx.il.names.intern("F"));
    let e = fx.il.declare_enum(Scopes::GLOBAL, en, true, i, sp(0));
    let f = fx.il.declare_enum(Scopes::GLOBAL, fl, true, i, sp(0));
    let (et, ft) = (fx.il.entities.ent(e).ty, fx.il.entities.ent(f).ty);
    let or = fx.func("operator|", et, &[et, et], 0, 0);
    if let Payload::Function(fd) = &mut fx.il.entities.ent_mut(or).data {
        fd.role = super::entities::FnRole::Operator;
    }
    let (a, b) = (fx.var("a", et, 0, 0), fx.var("b", ft, 0, 0));
    let (_, d) = fx.run(|s| {
        let (l, r) = (var_ref(s, a, 0), var_ref(s, a, 0));
        let x = s.build_binary(BinaryOp::BitOr, l, r, sp(0), 0);
        assert!(matches!(s.expr(x).kind, ExprKind::Call { func, .. } if func == or));
        let (l, r) = (var_ref(s, a, 0), var_ref(s, a, 0));
        let c = s.build_binary(BinaryOp::Eq, l, r, sp(0), 0);
        assert_eq!(s.ty_of(c), s.il.types.int(IntKind::Bool));
        // F | F: no operator, scoped enums do not promote.
        let (l, r) = (var_ref(s, b, 704), var_ref(s, b, 708));
        s.build_binary(BinaryOp::BitOr, l, r, sp(704), 706);
    });
    assert_eq!(
        d,
        ["error#349@706: no operator \"|\" matches these operands\n    operand types are: F | F\n\
          note#3326@0: function \"operator|\" does not match because argument #1 does not match parameter\n\
          note#3328@706: built-in operator|(<promoted integral>, <promoted integral>) does not match because argument #1 does not match parameter"]
    );
}

#[test]
fn bool_and_integral_operand_requirements() {
    let mut fx = Fx::new();
    let (i, d_) = (fx.t(IntKind::Int), fx.il.types.float(FloatKind::Double));
    let en = fx.il.names.intern("E");
    let e = fx.il.declare_enum(Scopes::GLOBAL, en, true, i, sp(0));
    let et = fx.il.entities.ent(e).ty;
    let (dc, dt) = fx.class("D", 0);
    let (dv, ev, fv, iv) = (fx.var("d", dt, 0, 0), fx.var("e", et, 0, 0), fx.var("f", d_, 0, 0), fx.var("i", i, 0, 0));
    let (_, d) = fx.run(|s| {
        s.declare_implicit_members(dc);
        let body = s.build_compound(&[], sp(0));
        let c = var_ref(s, dv, 308);
        s.build_if(StmtId::NONE, c, body, StmtId::NONE, false, sp(304));
        let c = var_ref(s, ev, 411);
        s.build_while(c, body, sp(404));
        let c = var_ref(s, fv, 112);
        s.build_switch(StmtId::NONE, c, body, sp(104));
        let (a, b) = (var_ref(s, iv, 212), var_ref(s, fv, 216));
        s.build_binary(BinaryOp::Rem, a, b, sp(212), 214);
        let a = var_ref(s, fv, 613);
        s.build_unary(UnaryOp::BitNot, a, sp(612), 612);
        let c = var_ref(s, dv, 1012);
        s.build_switch(StmtId::NONE, c, body, sp(1004));
        let n = var_ref(s, fv, 0);
        let nw = s.build_new(i, None, n, sp(0));
        assert!(!s.is_error(nw));
    });
    assert_eq!(
        d,
        [
            "error#711@308: expression must have bool type (or be convertible to bool)",
            "error#711@411: expression must have bool type (or be convertible to bool)",
            "error#847@112: expression must have integral or enum type",
            "error#2140@216: expression must have integral or unscoped enum type",
            "error#2140@613: expression must have integral or unscoped enum type",
            "error#847@1012: expression must have integral or enum type",
        ]
    );
}

#[test]
fn incompatible_pointer_operands() {
    let mut fx = Fx::new();
    let (i, d_) = (fx.t(IntKind::Int), fx.il.types.float(FloatKind::Double));
    let (pi, pd) = (fx.il.types.pointer(i), fx.il.types.pointer(d_));
    let pv = fx.il.types.pointer(TypeTable::VOID);
    let (p, q, c, v) = (fx.var("p", pi, 0, 0), fx.var("q", pd, 0, 0), fx.var("c", i, 0, 0), fx.var("v", pv, 0, 0));
    let (_, d) = fx.run(|s| {
        let (a, b) = (var_ref(s, p, 0), var_ref(s, q, 0));
        s.build_binary(BinaryOp::Sub, a, b, sp(0), 214);
        let (a, b) = (var_ref(s, p, 0), var_ref(s, q, 0));
        s.build_binary(BinaryOp::Eq, a, b, sp(0), 315);
        let (x, a, b) = (var_ref(s, c, 0), var_ref(s, p, 0), var_ref(s, q, 0));
        s.build_conditional(x, a, b, sp(0), 418);
        let (a, b) = (var_ref(s, p, 0), lit(s, 1, 0));
        s.build_binary(BinaryOp::Eq, a, b, sp(0), 816);
        let (a, b) = (var_ref(s, p, 0), var_ref(s, v, 0));
        let ok = s.build_binary(BinaryOp::Eq, a, b, sp(0), 0);
        assert!(!s.is_error(ok));
    });
    assert_eq!(
        d,
        [
            "error#42@214: operand types are incompatible (\"int *\" and \"double *\")",
            "error#42@315: operand types are incompatible (\"int *\" and \"double *\")",
            "error#42@418: operand types are incompatible (\"int *\" and \"double *\")",
            "error#42@816: operand types are incompatible (\"int *\" and \"int\")",
        ]
    );
}

/// Random action sequences over valid, erroneous and out-of-range ids must never panic.
#[test]
fn chaos_never_panics() {
    use super::entities::FnRole;
    let mut fx = Fx::new();
    let i = fx.t(IntKind::Int);
    let d_ = fx.il.types.float(FloatKind::Double);
    let pi = fx.il.types.pointer(i);
    let ri = fx.il.types.lref(i);
    let (c, ct) = fx.empty_class("C", 0);
    fx.member(c, "C", FnRole::Constructor, TypeTable::VOID, &[i], 0, 0);
    fx.il.end_class_definition(c);
    let (a, at) = fx.class("A", 0);
    let f1 = fx.func("f", i, &[i], 0, 0);
    let f2 = fx.func("f", i, &[d_, pi], 0, 0);
    let tf = fx.fn_template("tf", 0, |il, t| (t, vec![il.types.pointer(t)]));
    let v = fx.var("v", i, VariableData::LOCAL, 0);
    let w = fx.var("w", at, 0, 0);
    let types = [i, d_, pi, ri, ct, at, TypeTable::VOID, TypeTable::ERROR, TypeId(99_999)];
    let ents = [f1, f2, tf, v, w, c, a, EntityId(77_777), EntityId::NONE];
    let m = fx.il.names.intern("m");
    let mut seed: u64 = std::env::var("CHAOS_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(0x9e37_79b9_7f4a_7c15);
    let mut rnd = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let ((), _) = fx.run(|s| {
        s.declare_implicit_members(c);
        s.declare_implicit_members(a);
        let mut pool: Vec<ExprId> = vec![ExprId::NONE, ExprId(123_456)];
        let mut good: Vec<ExprId> = Vec::new();
        for _ in 0..3000 {
            // Mostly well-typed operands, sometimes anything (errors, bad ids).
            let mut pick = |pool: &Vec<ExprId>, good: &Vec<ExprId>| {
                if !good.is_empty() && rnd(5) != 0 { good[rnd(good.len())] } else { pool[rnd(pool.len())] }
            };
            let (x, y, z) = (pick(&pool, &good), pick(&pool, &good), pick(&pool, &good));
            let t = types[rnd(types.len())];
            let e = ents[rnd(ents.len())];
            let ops = [BinaryOp::Add, BinaryOp::Sub, BinaryOp::Lt, BinaryOp::LogAnd, BinaryOp::Shl, BinaryOp::Rem, BinaryOp::Eq];
            let uops = [UnaryOp::Minus, UnaryOp::Not, UnaryOp::Deref, UnaryOp::AddrOf, UnaryOp::PostInc, UnaryOp::BitNot];
            let r = match rnd(16) {
                0 => lit(s, rnd(5) as u128, 0),
                1 => s.build_decl_ref(e, sp(0)),
                2 => s.build_binary(ops[rnd(ops.len())], x, y, sp(0), 0),
                3 => s.build_unary(uops[rnd(uops.len())], x, sp(0), 0),
                4 => s.build_assign(if rnd(2) == 0 { None } else { Some(BinaryOp::Add) }, x, y, sp(0), 0),
                5 => s.build_conditional(x, if rnd(3) == 0 { ExprId::NONE } else { y }, z, sp(0), 0),
                6 => s.build_call(x, &[y, z][..rnd(3)], sp(0), 0),
                7 => s.build_overloaded_call(&[f1, f2, tf][..1 + rnd(3)], sp(0), &[y, z][..rnd(3)], sp(0), 0),
                8 => s.build_member(x, rnd(2) == 0, m, 0, sp(0)),
                9 => s.build_cast(super::expr::CastKind::CStyle, t, x, sp(0), 0),
                10 => s.build_copy_init(x, t).unwrap_or(ExprId::NONE),
                11 => s.build_construct(t, &[x, y][..rnd(3)], sp(0), 0),
                12 => s.build_subscript(x, y, sp(0), 0),
                13 => {
                    let _ = s.require_constant_int(x);
                    s.build_sizeof_type(t, sp(0), 0)
                }
                14 => s.build_scalar_list_init(x, t).unwrap_or(ExprId::NONE),
                _ => {
                    let st = s.build_expr_stmt(x, sp(0));
                    let b = s.build_compound(&[st], sp(0));
                    s.finish_function_body(f1, b);
                    s.build_comma(x, y, sp(0), 0)
                }
            };
            pool.push(r);
            if r.is_some() && !s.is_error(r) {
                good.push(r);
            }
        }
        let kinds = |f: &dyn Fn(&ExprKind) -> bool| pool.iter().filter(|&&e| f(&s.expr(e).kind)).count();
        let ok = kinds(&|k| !matches!(k, ExprKind::Error));
        let calls = kinds(&|k| matches!(k, ExprKind::Call { .. }));
        let binaries = kinds(&|k| matches!(k, ExprKind::Binary(..)));
        assert!(ok > 300 && calls > 5 && binaries > 20, "coverage: ok={} calls={} binaries={}", ok, calls, binaries);
    });
}

#[test]
fn floating_constant_to_integer() {
    let mut fx = Fx::new();
    let (i, u, c, f, b) = (fx.t(IntKind::Int), fx.t(IntKind::UInt), fx.t(IntKind::Char), fx.il.types.float(FloatKind::Float), fx.t(IntKind::Bool));
    let (_, d) = fx.run(|s| {
        let e = s.build_float_literal(1e10, FloatKind::Double, sp(108));
        s.build_copy_init(e, i);
        let x = s.build_float_literal(1.5, FloatKind::Double, sp(214));
        let e = s.build_unary(UnaryOp::Minus, x, sp(213), 213);
        s.build_copy_init(e, u);
        let e = s.build_float_literal(300.0, FloatKind::Double, sp(309));
        s.build_copy_init(e, c);
        let e = s.build_float_literal(1e40, FloatKind::Double, sp(0));
        s.build_copy_init(e, f);
        let e = s.build_float_literal(2.5, FloatKind::Double, sp(0));
        s.build_copy_init(e, i);
        let e = s.build_float_literal(7.0, FloatKind::Double, sp(0));
        s.build_copy_init(e, b);
    });
    assert_eq!(
        d,
        [
            "warning#173@108: floating-point value does not fit in required integral type",
            "warning#173@213: floating-point value does not fit in required integral type",
            "warning#173@309: floating-point value does not fit in required integral type",
        ]
    );
}

#[test]
fn explicit_template_arguments() {
    use super::types::TemplateArg;
    let mut fx = Fx::new();
    let (i, l) = (fx.t(IntKind::Int), fx.t(IntKind::Long));
    let id = fx.fn_template("id", 0, |_, t| (t, vec![t]));
    let pf = fx.fn_template("pf", 0, |il, t| (TypeTable::VOID, vec![il.types.pointer(t)]));
    let pi = fx.il.types.pointer(i);
    let p = fx.var("p", pi, 0, 0);
    let (_, d) = fx.run(|s| {
        // id<long>(1) → long id(long), the int argument converted.
        let one = lit(s, 1, 0);
        let e = s.build_overloaded_call_explicit(&[id], Some(&[TemplateArg::Type(l)]), sp(0), &[one], sp(0), 0);
        assert_eq!(s.ty_of(e), l);
        // id<long, int>(1) (line 3) and pf<long>(p) with p an int* (probes/x25).
        let one = lit(s, 1, 0);
        let e = s.build_overloaded_call_explicit(&[id], Some(&[TemplateArg::Type(l), TemplateArg::Type(i)]), sp(232), &[one], sp(232), 0);
        assert!(s.is_error(e));
        let a = var_ref(s, p, 0);
        let e = s.build_overloaded_call_explicit(&[pf], Some(&[TemplateArg::Type(l)]), sp(250), &[a], sp(250), 0);
        assert!(s.is_error(e));
    });
    assert_eq!(
        d,
        [
            "error#304@232: no instance of function template \"id\" matches the argument list\n    argument types are: (int)\n\
             note#3323@0: substituting explicit template arguments \"<long, int>\" for function template \"id\" failed",
            "error#304@250: no instance of function template \"pf\" matches the argument list\n    argument types are: (int *)\n\
             note#3326@0: function template \"pf\" does not match because argument #1 does not match parameter",
        ]
    );
}

#[test]
fn pointers_to_members() {
    let mut fx = Fx::new();
    let i = fx.t(IntKind::Int);
    let (a, at) = fx.class("A", 0);
    let m = {
        let scope = fx.il.entities.ent(a).class().unwrap().scope;
        let n = fx.il.names.intern("m");
        fx.il.scopes.local(&fx.il.entities, scope, n).next().unwrap()
    };
    fx.il.entities.ent_mut(m).parent = a;
    let av = fx.var("a", at, 0, 0);
    let pa = fx.il.types.pointer(at);
    let pv = fx.var("p", pa, 0, 0);
    let (_, d) = fx.run(|s| {
        let mp = s.build_member_pointer(m, sp(0));
        assert!(matches!(s.il.types.ckind(s.ty_of(mp)), super::types::TypeKind::MemberPointer { .. }));
        let o = var_ref(s, av, 0);
        let e = s.build_ptr_mem(o, mp, false, sp(0), 0);
        assert_eq!((s.ty_of(e), s.expr(e).cat), (i, ValueCat::LValue));
        let p = var_ref(s, pv, 0);
        let mp = s.build_member_pointer(m, sp(0));
        let e = s.build_ptr_mem(p, mp, true, sp(0), 0);
        assert_eq!(s.ty_of(e), i);
    });
    assert!(d.is_empty(), "{:?}", d);
}
