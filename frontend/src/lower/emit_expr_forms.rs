//! Expression forms of the host output beyond the core of `emit_items::convert_expr`: casts, `sizeof`
//! of an expression, floating literals, and the parentheses EDG puts around implicitly converted
//! operands and folded constants. Every rule here was observed on cudafe++ 13.0.88 (probes quoted);
//! a form not listed stays a gap.
//!
//! The model: EDG prints an implicit conversion of a *constant* (literal, enumerator, `sizeof`, a folded
//! operation) in parentheses everywhere (`long c = (3);`, `int k = (A);`, `int s = (sizeof x);`), and
//! an implicit conversion of any other *operation* in parentheses where it is an operand or the right
//! side of an assignment (`l = (g(1));`, `l = (x++);`, `l + (g(1))`) but not at the top of an
//! initializer, argument or returned value (`long k4 = g(1);`) — [`Expr::ConvOp`]. A conversion of a
//! variable prints nothing (`x = dd;`, `int i3 = dd * (2);`).
use super::emit_items::convert_expr;
use crate::emit::host::expr::Expr;
use crate::sema::entities::Payload;
use crate::sema::expr::{CastKind, ImplicitKind};
use crate::sema::ids::{EntityId, ExprId};
use crate::sema::il::Il;
use crate::sema::types::{FloatKind, IntKind, TypeKind};

type R<T> = Result<T, &'static str>;

/// Whether `e` is an enumerator.
pub(super) fn is_enumerator(il: &Il, e: EntityId) -> bool {
    matches!(il.entities.get(e).map(|x| x.data), Some(Payload::Enumerator { .. }))
}

/// Whether `e` is a non-type template parameter (`N` of `template<int N>`): a constant the reference
/// folds like an enumerator (`bool r = (N < 4);`, `int x = (-N);` in a body, plain in a statement:
/// `if (N > 0)`) [verified: corpus/usercode20-s20/value_dependent_forms_ok].
pub(super) fn is_value_template_param(il: &Il, e: EntityId) -> bool {
    matches!(il.entities.get(e).map(|x| x.data), Some(Payload::TemplateParam(d)) if d.kind == crate::sema::entities::TemplateParamKind::NonType)
}

/// Whether the printed form `e` certainly has a value known only at run time: it reads a parameter or a
/// variable of non-const type (through operators and casts). Such an operand cannot make the front end
/// warn about a shift count or a zero divisor (#62/#63/#39 look at constant operands only).
pub(super) fn runtime_value(il: &Il, e: &Expr) -> bool {
    match e {
        Expr::Name(n) | Expr::Written { ent: n, .. } => match il.entities.get(*n).map(|x| (x.data, x.ty)) {
            Some((Payload::Param(_), _)) => true,
            Some((Payload::Variable(_), t)) => !il.types.quals(t).is_const() && !matches!(il.types.ckind(t), TypeKind::LRef(_) | TypeKind::RRef(_)),
            _ => false,
        },
        Expr::Postfix { .. } => true,
        Expr::Unary { op, operand } => *op != "&" && runtime_value(il, operand),
        Expr::Neg(x) | Expr::Cast { operand: x, .. } => runtime_value(il, x),
        Expr::Binary { lhs, rhs, .. } => runtime_value(il, lhs) || runtime_value(il, rhs),
        _ => false,
    }
}

/// Whether the printed form `e` is a constant EDG folds (and so prints with its original expression in
/// parentheses where it is converted or an operation): literals, enumerators, `sizeof`, address
/// constants (already `Converted`), and operators and casts over those.
pub(super) fn constant(il: &Il, e: &Expr) -> bool {
    match e {
        Expr::Int { .. } | Expr::Neg(_) | Expr::Float(_) | Expr::SizeofType(_) | Expr::SizeofExpr(_) | Expr::Trait { .. } => true,
        // An address constant `(&v)`; otherwise what was converted (`(x)` as a condition is not).
        Expr::Converted(inner) => matches!(**inner, Expr::Unary { op: "&", .. }) || constant(il, inner),
        Expr::Name(n) | Expr::Written { ent: n, .. } => is_enumerator(il, *n) || is_value_template_param(il, *n),
        Expr::Binary { op, lhs, rhs } => !is_assignment(op) && constant(il, lhs) && constant(il, rhs),
        Expr::Unary { op, operand } => matches!(*op, "-" | "~" | "!" | "+") && constant(il, operand),
        Expr::Cast { operand, .. } | Expr::NamedCast { operand, .. } => constant(il, operand),
        Expr::Cond { cond, then, els } => constant(il, cond) && constant(il, then) && constant(il, els),
        _ => false,
    }
}

/// `=` and the compound assignments (the printer's binary operators include them).
fn is_assignment(op: &str) -> bool {
    op.ends_with('=') && !matches!(op, "==" | "!=" | "<=" | ">=")
}

/// A constant binary operation, printed as a folded constant in parentheses in an initializer
/// (`int a = (1 + 2);`, `int s4 = (sizeof(int) + (1));`, `int k14 = ((A) + 1);`) [verified].
pub(super) fn constant_operation(il: &Il, e: &Expr) -> bool {
    matches!(e, Expr::Binary { .. }) && constant(il, e)
}

/// `(T)x`, `T(x)`, `static_cast<T>(x)`. A functional cast prints C-style (`int(a)` → `(int)a`); a cast
/// of a constant is a folded constant in parentheses (`((int)(2.5))`, `((long)3)`, `((int)A)`,
/// `((int *)0)`, `((void *)(&x))`, `(static_cast< int>((2.0)))`); a cast to `void` never is (`(void)1;`).
/// [probes t3/t5: `(int)dd`, `(void)(x + 1)`, `((int)(-x))`, `((int)((long)x))`, `(int)sizeof x`]
pub(super) fn cast(il: &Il, src: &[u8], node: &crate::sema::expr::Expr, kind: CastKind, x: ExprId, body: bool, depth: u32) -> R<Expr> {
    let ty = node.ty;
    if il.types.class_entity(ty).is_some() || il.types.is_reference(ty) {
        return Err("emit items: cast to a class or reference type");
    }
    let operand = convert_expr(il, src, x, body, depth + 1)?;
    // The operand forms observed.
    match &operand {
        Expr::Name(_) | Expr::Written { .. } | Expr::Int { .. } | Expr::Float(_) | Expr::Call { .. } | Expr::SizeofExpr(_) | Expr::SizeofType(_) => {}
        Expr::Converted(inner) if matches!(**inner, Expr::Unary { op: "&", .. }) => {}
        Expr::Unary { .. } | Expr::Cast { .. } | Expr::Binary { .. } => {}
        // `((T)(-1))` [verified: ref trivial.cudafe1.cpp `__is_signed_helper`].
        Expr::Neg(_) if il.types.is_dependent(ty) => {}
        Expr::Converted(inner) if matches!(**inner, Expr::Cast { .. }) => {}
        _ => return Err("emit items: cast of this operand form"),
    }
    let void = il.types.is_void(ty);
    let out = match kind {
        CastKind::CStyle | CastKind::Functional => Expr::Cast { ty, operand: Box::new(operand) },
        CastKind::Static if !void => Expr::NamedCast { kind: "static_cast", ty, operand: Box::new(operand) },
        _ => return Err("emit items: cast kind"),
    };
    // (So is a cast of a constant to a dependent type: `T v = ((T)1);`, `x = ((T)2);` [verified: probes
    // of corpus/prelude19-s19].)
    let folded = !void
        && match &out {
            Expr::Cast { operand, .. } | Expr::NamedCast { operand, .. } => constant(il, operand),
            _ => false,
        };
    Ok(if folded { Expr::Converted(Box::new(out)) } else { out })
}

/// `sizeof x` / `sizeof (x + 1)` / `sizeof cd(1)`: the written parentheses are dropped [verified: probe
/// t3, cuda-rules/call_constexpr_d_from_h_ok]. Operands other than names, calls and binary operations
/// are unverified.
pub(super) fn sizeof_expr(il: &Il, src: &[u8], x: ExprId, body: bool, depth: u32) -> R<Expr> {
    // The operand is unevaluated and unconverted; a name prints as the name.
    let operand = convert_expr(il, src, x, body, depth + 1)?;
    let operand = match operand {
        Expr::Converted(inner) if matches!(*inner, Expr::Binary { .. }) => *inner,
        o => o,
    };
    match operand {
        Expr::Name(_) | Expr::Written { .. } | Expr::Call { .. } | Expr::Binary { .. } => Ok(Expr::SizeofExpr(Box::new(operand))),
        _ => Err("emit items: sizeof of this operand form"),
    }
}

/// A floating literal: always printed in parentheses, normalised (`(2.5)`, `(1.5F)`, `(0.1L)`).
pub(super) fn float_lit(il: &Il, node: &crate::sema::expr::Expr, x: crate::sema::long_double::LongDouble) -> R<Expr> {
    match il.types.ckind(node.ty) {
        TypeKind::Float(kind) => Ok(Expr::Float(crate::sema::consteval::FloatValue::of_literal(kind, x))),
        _ => Err("emit items: floating literal type"),
    }
}

/// An arithmetic implicit conversion (promotion, integral/floating conversion, to `bool`) of `inner`
/// (converted from the sema node `x`). See the module comment.
pub(super) fn arithmetic_conversion(il: &Il, kind: ImplicitKind, x: ExprId, inner: Expr) -> R<Expr> {
    Ok(match inner {
        // A prefix operation's own parentheses (`(-3)`) and folded constants (`((int)(2.5))`) stay.
        Expr::Converted(_) | Expr::Neg(_) => match inner {
            Expr::Neg(_) => Expr::Converted(Box::new(inner)),
            other => other,
        },
        Expr::Int { .. } | Expr::Float(_) | Expr::SizeofExpr(_) | Expr::SizeofType(_) | Expr::Trait { .. } => Expr::Converted(Box::new(inner)),
        // A converted non-type template parameter, like a converted constant: `long x = (N);`,
        // `((N) + 1U)`, `(!(N))` [verified: corpus/usercode20-s20/value_dependent_forms_ok].
        Expr::Name(n) | Expr::Written { ent: n, .. } if is_value_template_param(il, n) => Expr::Converted(Box::new(inner)),
        Expr::Name(n) | Expr::Written { ent: n, .. } if is_enumerator(il, n) => {
            // An enumerator named in an initializer of its own enum has the type of its initializer
            // there, not the enum's: no conversion is printed (`L = ((B < 2) && …)`) — if that type is
            // `int`, which is all sema models [probe t1].
            let at = il.exprs.get(x).map(|e| e.span.lo).unwrap_or(0);
            match own_enum_reference(il, n, at) {
                Some(true) if kind != ImplicitKind::Boolean => inner,
                Some(_) => return Err("emit items: enumerator in its own enum's initializer (type not int)"),
                None => Expr::Converted(Box::new(inner)),
            }
        }
        Expr::Name(_) | Expr::Written { .. } | Expr::Member { .. } | Expr::ThisMember(_) | Expr::Index { .. } => inner,
        Expr::Call { .. } | Expr::Unary { .. } | Expr::Postfix { .. } | Expr::Cast { .. } | Expr::NamedCast { .. } | Expr::Binary { .. } | Expr::Cond { .. } => {
            Expr::ConvOp(Box::new(inner))
        }
        _ => return Err("emit items: implicit conversion of this form"),
    })
}

/// For an enumerator named at `at`: Some(type is int) when `at` lies in an initializer of the
/// enumerator's own enum (where EDG gives it the type of its initializer), None otherwise.
fn own_enum_reference(il: &Il, en: EntityId, at: crate::source::Offset) -> Option<bool> {
    let Some(Payload::Enumerator { enum_entity, .. }) = il.entities.get(en).map(|e| e.data) else { return None };
    let Some(Payload::Enum(ed)) = il.entities.get(enum_entity).map(|e| e.data) else { return None };
    let mut inside = false;
    // Walk the enumerators in order: the type of each is its initializer's, or the previous one's for
    // an implicit value (literal initializers are plain `int` literals in lowering).
    let mut int_typed = true;
    let mut result = None;
    for m in il.scopes.members(&il.entities, ed.scope) {
        if !is_enumerator(il, m) {
            continue;
        }
        if let Some(&init) = il.enumerator_inits.get(&m) {
            if let Some(n) = il.exprs.get(init) {
                if n.span.lo <= at && at < n.span.hi {
                    inside = true;
                }
                int_typed = matches!(il.types.ckind(n.ty), TypeKind::Int(IntKind::Int));
            }
        }
        if m == en {
            result = Some(int_typed);
        }
    }
    if inside {
        result
    } else {
        None
    }
}

/// The top of an initializer, argument or returned value: a conversion of an operation prints plain
/// there (`long k4 = g(1);`, `long k3 = -x;`, `long k5 = x++;`) [probe t4].
pub fn top_level(e: Expr) -> Expr {
    match e {
        Expr::ConvOp(inner) => *inner,
        other => other,
    }
}

/// Whether sema's node `x` is an implicit arithmetic conversion.
pub(super) fn is_arithmetic(kind: ImplicitKind) -> bool {
    matches!(
        kind,
        ImplicitKind::IntegralConversion
            | ImplicitKind::IntegralPromotion
            | ImplicitKind::Boolean
            | ImplicitKind::FloatingIntegral
            | ImplicitKind::FloatingConversion
            | ImplicitKind::FloatingPromotion
    )
}

/// The conversion EDG applies to the right operand of a compound assignment `a op= b` (sema keeps `b`
/// unconverted): to the left operand's type when that ranks higher and at least as `int` (`l += (g(1));`
/// for `long l` [verified]). Shifts do not convert; other mixes keep the plain operand (unverified).
pub(super) fn compound_rhs_conversion(il: &Il, op: &str, a: ExprId, b: ExprId) -> Option<ImplicitKind> {
    if matches!(op, "<<" | ">>") {
        return None;
    }
    let rank = |x: ExprId| -> Option<(u32, bool)> {
        let n = il.exprs.get(x)?;
        Some(match il.types.ckind(il.types.unqualified(il.types.non_reference(n.ty))) {
            TypeKind::Int(k) => (
                match k {
                    IntKind::Int => 10,
                    IntKind::UInt => 11,
                    IntKind::Long => 12,
                    IntKind::ULong => 13,
                    IntKind::LongLong => 14,
                    IntKind::ULongLong => 15,
                    _ => 0,
                },
                false,
            ),
            TypeKind::Float(k) => (
                match k {
                    FloatKind::Float => 20,
                    FloatKind::Double => 21,
                    FloatKind::LongDouble => 22,
                    _ => return None,
                },
                true,
            ),
            _ => return None,
        })
    };
    let (ra, fa) = rank(a)?;
    let (rb, fb) = rank(b)?;
    if ra < 10 || ra <= rb || rb == 0 {
        return None;
    }
    Some(match (fa, fb) {
        (true, true) => ImplicitKind::FloatingConversion,
        (true, false) => ImplicitKind::FloatingIntegral,
        _ => ImplicitKind::IntegralConversion,
    })
}

/// Keywords a parenthesised expression can follow (never a declarator's name).
const EXPRESSION_KEYWORDS: [&[u8]; 16] = [
    b"return", b"throw", b"co_return", b"co_yield", b"co_await", b"case", b"sizeof", b"alignof", b"decltype", b"typeid", b"noexcept", b"if", b"while", b"switch", b"for", b"else",
];

/// The identifier ending just before `at` (whitespace skipped), if any.
fn word_before(src: &[u8], at: usize) -> Option<&[u8]> {
    let (end, c) = byte_before(src, at)?;
    if !(c.is_ascii_alphanumeric() || c == b'_') {
        return None;
    }
    let mut start = end;
    while start > 0 && src.get(start - 1).is_some_and(|&c| c.is_ascii_alphanumeric() || c == b'_') {
        start -= 1;
    }
    let w = &src[start..=end];
    (!w[0].is_ascii_digit()).then_some(w)
}

/// The last non-blank byte before `at` and its offset.
fn byte_before(src: &[u8], at: usize) -> Option<(usize, u8)> {
    let mut k = at.min(src.len());
    while k > 0 {
        k -= 1;
        let c = *src.get(k)?;
        if !c.is_ascii_whitespace() {
            return Some((k, c));
        }
    }
    None
}

/// A variable's initializer written as a braced list without `=` keeps that form (`int i{d};`,
/// `char c{(300)};`, `float f{((1.5))};`, `P p{1, (70000)};`) [verified: cpp/narrowing_*]: `e` is made a
/// `DirectList`. A scalar copy-list-initialisation (`int x = {5};`) is unverified.
pub(super) fn direct_braced(il: &Il, src: &[u8], id: ExprId, e: Expr) -> R<Expr> {
    let Some(n) = il.exprs.get(id) else { return Ok(e) };
    let lo = n.span.lo as usize;
    let declarator_end = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b']' || c == b')';
    if src.get(lo) == Some(&b'{') {
        // `T x{};` of a scalar: sema's zero of the type, printed as that type's constant (`int x{0};`,
        // `unsigned a{0U};`, `bool j{false};`, `char e{'\000'};`) [verified: corpus/output-expr2/
        // value_init_scalars_ok]. Other types print a cast (`short h{((short)0)};`, enums `((E)0)` or the
        // zero enumerator, `double l{(0.0)};`): not modelled.
        let empty = src.get(lo + 1..).and_then(|r| r.iter().find(|c| !c.is_ascii_whitespace())) == Some(&b'}');
        if empty {
            let declarator = matches!(byte_before(src, lo), Some((_, c)) if declarator_end(c));
            return match e {
                Expr::Int { value: 0, ty } if declarator && zero_spelled_as_constant(il, ty) => Ok(Expr::DirectList(vec![e])),
                Expr::Braced(items) if declarator && items.is_empty() => Ok(Expr::DirectList(items)),
                _ if declarator => Err("emit items: braced direct-initialisation of this form"),
                e => Ok(e),
            };
        }
        return Ok(match (byte_before(src, lo), e) {
            (Some((_, c)), Expr::Braced(items)) if declarator_end(c) => Expr::DirectList(items),
            (Some((_, c)), Expr::Construct { braces: true, args, .. }) if declarator_end(c) => Expr::DirectList(args),
            (Some((_, c)), e) if declarator_end(c) => {
                if std::env::var_os("CUFE_EMIT_DEBUG").is_some() {
                    eprintln!("cufe emit debug: braced direct-initialisation {:?} ({:?}) at {}", e, n.kind, lo);
                }
                return Err("emit items: braced direct-initialisation of this form");
            }
            (_, e) => e,
        });
    }
    match byte_before(src, lo) {
        // `P e(p);` prints as written [verified: corpus/hostmisc-s8/direct_init_parens], not `P e = p;`
        // (the elided copy's operand has the initializer's span): no parenthesised form yet.
        Some((_, b'(')) if matches!(e, Expr::DirectArgs(_)) => Ok(e),
        Some((k, b'(')) if matches!(byte_before(src, k), Some((_, c)) if declarator_end(c)) => Err("emit items: parenthesised direct-initialisation"),
        Some((k, b'{')) => match byte_before(src, k) {
            Some((_, c)) if declarator_end(c) && !matches!(e, Expr::Braced(_)) => Ok(Expr::DirectList(vec![e])),
            // `int a = {5};` prints `int a = 5;`, `long b = {5};` `long b = (5);` [verified:
            // corpus/output-expr2/copy_list_scalars_ok]: the braces go.
            Some((_, b'=')) if !matches!(e, Expr::Braced(_)) => Ok(e),
            _ => Err("emit items: braced initializer of a scalar"),
        },
        _ => Ok(e),
    }
}

/// A class temporary: `T()` with no arguments or `T{a, b}` as written (the name as the printer spells the
/// type); a variable's `{}` / `{a}` becomes its direct-list form through [`direct_braced`]. `T(x)` prints
/// as a cast (`((H)(f))`) and other spellings are unverified.
pub(super) fn construct(il: &Il, src: &[u8], node: &crate::sema::expr::Expr, args: crate::sema::expr::ExprList, body: bool, depth: u32) -> R<Expr> {
    let text = src.get(node.span.lo as usize..node.span.hi as usize).ok_or("emit items: construct position")?;
    // An implicit copy of an object of the same class (`return cudaCreateChannelDesc(e, 0, 0, 0, k);`
    // returning `cudaChannelFormatDesc`, `return s;` of a local `struct cudaPitchedPtr s`, a `dim3`
    // parameter passed on): written as its operand alone, it prints as the operand [verified:
    // cuda_runtime.h's cudaCreateChannelDescHalf, driver_functions.h's make_cudaPitchedPtr,
    // cuda_device_runtime_api.h's cudaGetParameterBufferV2].
    if let [a] = il.exprs.list(args) {
        if let Some(x) = il.exprs.get(*a) {
            let class = |t| il.types.class_entity(t);
            // (Not a braced list: `Status{x}` holds its list at the same span.)
            let list = matches!(x.kind, crate::sema::expr::ExprKind::InitList(_));
            if !list && x.span == node.span && class(x.ty).is_some() && class(x.ty) == class(node.ty) {
                return convert_expr(il, src, *a, body, depth + 1);
            }
        }
    }
    let mut list = Vec::new();
    for &a in il.exprs.list(args) {
        list.push(match top_level(convert_expr(il, src, a, body, depth + 1)?) {
            Expr::Converted(inner) if matches!(*inner, Expr::Int { .. } | Expr::Str { .. }) => *inner,
            Expr::Converted(_) => return Err("emit items: converted constructor argument"),
            x => x,
        });
    }
    if text.first() == Some(&b'{') {
        // Only a variable's direct-list initializer (`in_place_t in_place{};`).
        let declarator_end = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b']';
        return match byte_before(src, node.span.lo as usize) {
            Some((_, c)) if declarator_end(c) => Ok(Expr::Braced(list)),
            _ => Err("emit items: braced list building a class"),
        };
    }
    // A variable's parenthesised initializer calling a constructor (`P p(1, 2);`, `Id a(5);` at namespace
    // scope, `C2 c2(1);` in a body) prints as written [verified: corpus/hostexpr17-s17/direct_init_ctor_ok,
    // classes/no_matching_ctor_ok]; `P e(p);` (a copy) stays a gap (see `direct_braced`).
    // (The node spans the arguments inside the parentheses; it is a whole initializer — `depth` 0 —
    // after the declarator's name, not a converted call argument `take(5)` nor `return (5);`.)
    if depth == 0 && !list.is_empty() && il.types.class_entity(node.ty).is_some() {
        if let Some((k, b'(')) = byte_before(src, node.span.lo as usize) {
            if word_before(src, k).is_some_and(|w| !EXPRESSION_KEYWORDS.contains(&w)) {
                return Ok(Expr::DirectArgs(list));
            }
        }
    }
    let ident_end = text.iter().position(|c| !(c.is_ascii_alphanumeric() || *c == b'_')).unwrap_or(text.len());
    let rest: Vec<u8> = text[ident_end..].iter().copied().filter(|c| !c.is_ascii_whitespace()).collect();
    let class = il.types.class_entity(node.ty).ok_or("emit items: construct of a non-class")?;
    let written_name = il.entities.get(class).map(|c| il.names.resolve(c.name).as_bytes() == &text[..ident_end]).unwrap_or(false);
    if ident_end == 0 || !written_name {
        if std::env::var_os("CUFE_EMIT_DEBUG").is_some() {
            eprintln!("cufe emit debug: construct spelling {:?} at {}", String::from_utf8_lossy(text), node.span.lo);
        }
        return Err("emit items: construct spelling");
    }
    match rest.first() {
        Some(b'(') if list.is_empty() && rest == b"()" => Ok(Expr::Construct { ty: node.ty, braces: false, args: list }),
        // An aggregate's braced list is the one argument.
        Some(b'{') => Ok(Expr::Construct {
            ty: node.ty,
            braces: true,
            args: match <[Expr; 1]>::try_from(list) {
                Ok([Expr::Braced(items)]) => items,
                Ok([one]) => vec![one],
                Err(list) => list,
            },
        }),
        _ => Err("emit items: construct spelling"),
    }
}

/// Whether the zero of `ty` prints as the constant `int_constant` spells (`0`, `0U`, `0L`, `0UL`, `0LL`,
/// `0ULL`, `false`, `'\000'`) in a value-initialised variable [verified: corpus/output-expr2/
/// value_init_scalars_ok; `short`, `signed char`, `wchar_t`, `char16_t` print otherwise].
fn zero_spelled_as_constant(il: &Il, ty: crate::sema::ids::TypeId) -> bool {
    matches!(
        il.types.ckind(ty),
        TypeKind::Int(IntKind::Int | IntKind::UInt | IntKind::Long | IntKind::ULong | IntKind::LongLong | IntKind::ULongLong | IntKind::Bool | IntKind::Char)
    )
}
