//! The minimal expression printer of the host output: literals, names, a negated literal, and the
//! parentheses EDG puts around converted operands. The IL has no expression nodes yet (sema reserves
//! `ExprId`), so the parser hands the printer a [`Expr`] per initializer through an [`ExprSource`];
//! anything else is a gap.
//!
//! Forms observed on cudafe++ 13.0.88 (testdata/decls/init.ii):
//! `int i = 5;` `int j = (-3);` `unsigned u = 5U;` `long l = 7L;` `unsigned long ul = (5);` (converted
//! operand in parentheses, its own type's spelling), `char c = 'a';` `int x1 = ('a');` `char n = '\n';`
//! `wchar_t wc = L'\x78';` `char16_t c16 = u'\x79';` `bool b = true;`, floating constants always in
//! parentheses and normalised like Java's `Double.toString` (`(1.5)`, `(100000.0)`, `(1.0E10)`,
//! `(1.23456789E8)`, `(0.001)`, `(1.0E-5)`, `(2.0F)`, `(1.5L)`), `int hx = 16;` (hex normalised),
//! strings concatenated and escaped (`("a\tb\"c\001")`), array-to-pointer decay in parentheses
//! (`const char *s = ("hi\n");` but `char s2[] = "ab";`), `int *pp = (0);`, `int *pq = (nullptr);`,
//! `int k = i;`, reference binding `int &ri = (i);`.
use super::types::{HostTypes, Unprintable};
use crate::sema::ids::{EntityId, ExprId, TypeId};
use crate::sema::il::Il;
use crate::sema::consteval::FloatValue;
use crate::sema::types::{FloatKind, IntKind, TypeKind};

/// A printable initializer / default argument.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    /// An integer constant of type `ty` (also `bool`, the character types, enums).
    Int { value: u128, ty: TypeId },
    /// A floating constant.
    Float(FloatValue),
    /// A string literal (after concatenation); `prefix` is `""`, `"L"`, `"u8"`, `"u"`, `"U"`. `bytes`
    /// are the narrow bytes (`u8"é"` prints `"\303\251"`), or the UTF-8 of the code points for `L`.
    Str {
        bytes: Vec<u8>,
        prefix: &'static str,
    },
    /// `nullptr`.
    Nullptr,
    /// A name (variable, enumerator, function).
    Name(EntityId),
    /// A name written with a qualifier, printed as written (`::x`, `NA::inx` through a namespace
    /// alias, `N::x`) [verified]; `text` has no spaces.
    Written { ent: EntityId, text: String },
    /// A folded negative constant as written (`-3` prints `(-3)`).
    Neg(Box<Expr>),
    /// The reference's parenthesised form: a constant printed with the expression it was folded from
    /// (`(1 + 2)`, `(sizeof(int))`, `(&x)`, `((int)(2.5))`) or an implicit conversion of a constant or
    /// reference binding (`(5)` for `unsigned long ul = 5;`, `(i)` for `int &ri = i;`). A conversion of a
    /// non-constant is not parenthesised (`long k = x;`) — the parser gives the operand itself.
    Converted(Box<Expr>),
    /// A prefix operator: `-x`, `!x`, `~x`, `*p`, `&x`.
    Unary {
        op: &'static str,
        operand: Box<Expr>,
    },
    /// A postfix `++`/`--`: `x++`.
    Postfix {
        op: &'static str,
        operand: Box<Expr>,
    },
    /// A binary operator, assignment included: `x + 1`, `x = 5`. An operand that is itself a binary or
    /// conditional expression is parenthesised (`(x * 2) + 1`, `(x < 2) && (x > 0)`).
    Binary {
        op: &'static str,
        lhs: Box<Expr>,
        rhs: Box<Expr>,
    },
    /// `c ? a : b` (the condition is usually a `Converted` to bool: `(x) ? 1 : 2`).
    Cond {
        cond: Box<Expr>,
        then: Box<Expr>,
        els: Box<Expr>,
    },
    /// `sizeof(int)`.
    SizeofType(TypeId),
    /// A type-trait intrinsic with its argument types: `__is_enum(E)`, `__is_same(int, const int)`,
    /// `__is_trivial(int [3])` (lower/emit_traits.rs); also `alignof(T)`, printed `__alignof__(T)`.
    Trait { kw: &'static str, args: Vec<TypeId> },
    /// `sizeof x`.
    SizeofExpr(Box<Expr>),
    /// A C-style cast: `(int)(2.5)`.
    Cast { ty: TypeId, operand: Box<Expr> },
    /// `static_cast< int>(l)` (`kind` = `static_cast`, `const_cast`, …).
    NamedCast {
        kind: &'static str,
        ty: TypeId,
        operand: Box<Expr>,
    },
    /// `f1(x + 1)`.
    Call { callee: Box<Expr>, args: Vec<Expr> },
    /// `pp.a`, `(&pp)->b`.
    Member {
        base: Box<Expr>,
        arrow: bool,
        member: EntityId,
    },
    /// A data member named in a member function: `a` for the implicit `this->a`, parenthesised where
    /// a member access is (`(a)++`, `x + (a)`) [verified].
    ThisMember(EntityId),
    /// `arr[1]`.
    Index { base: Box<Expr>, index: Box<Expr> },
    /// `{1, 2, 3}`.
    Braced(Vec<Expr>),
    /// A braced initializer written without `=` (`P pq{3, 4};`): the declaration prints no ` = `.
    DirectList(Vec<Expr>),
    /// A class object's parenthesised direct-initialisation by a constructor (`P p(1, 2);`): the
    /// declaration prints no ` = `, the arguments in parentheses [verified: corpus/hostexpr17-s17].
    DirectArgs(Vec<Expr>),
    /// An implicit (arithmetic) conversion of an operation that is not a constant: parenthesised as an
    /// operand or assignment source (`l = (g(1));`, `l + (g(1))`, `l = (x++);`), plain at the top of an
    /// initializer, argument, condition or returned value (`long k = g(1);`), where the builder strips it
    /// [verified: probes in lower/emit_expr_forms.rs].
    ConvOp(Box<Expr>),
    /// `this` (written or implicit).
    This,
    /// A class temporary written `T()` or `T{a, b}` (`braces`).
    Construct { ty: TypeId, braces: bool, args: Vec<Expr> },
    /// A non-static member function called through an object or `this`: `s.used()`, `this->f()`.
    MethodCall { base: Box<Expr>, arrow: bool, member: EntityId, args: Vec<Expr> },
    /// A call of an overloaded operator in operator form, parenthesised, each operand printed by
    /// [`op_call_operand`]: `(s + (1))`, `((2) * s)`, `(-s)`, `(s += (3))` (one operand: prefix).
    OpCall { op: &'static str, operands: Vec<Expr> },
    /// A lambda expression (lower/emit_lambdas.rs). Its body needs the statement printer: the
    /// function-body printer renders it first ([`render_lambdas`]); elsewhere it is a gap.
    Lambda(Box<Lambda>),
    /// A lambda rendered by the statement printer (`[=](int x) { return (a) + x; } `, with the
    /// writer's position markers for a body spread over several lines); parenthesised as a callee
    /// (`([](int z) { return z * 2; } )(4)`) [verified: corpus/lambda18-s18/lambda_forms_ok].
    Rendered(String),
    /// A variable captured by the enclosing lambda (the closure's proxy): printed by name, and
    /// parenthesised where a member access is, as the member of the closure it is (`(a) + (b)`,
    /// `(acc) += x`, `++(n)`, `(a).add(x)`, `(add)(v, v)`, `(a)[0]`; plain as a returned value or
    /// initializer: `return a;`) [verified: corpus/lambda18-s18/lambda_forms_ok].
    Captured(EntityId),
    /// The built-in comma `a, b`: an operand other than a name, literal or call is parenthesised
    /// (`(a = 1), (a = 2)`, `((void)a), b`, `(i++), (j++)`, `((p[0]), (*p))`, `(a, (a + 1))`, a comma
    /// operand `((a, a), a)`); the comma itself is parenthesised as an operand like a binary operation
    /// (`(a, 1) + 2`, `x = (a, 1)`, `(a) ? 1 : (a, 2)`), as a call argument (`g1((a, 1))`, `s.f((a, 1))`,
    /// `S t((a, 1))`) and as a variable's initializer (`int x = (a, 3);`), plain at the top of an
    /// expression statement, condition or subscript (`a, b;`, `if (a, b)`, `p[i, 1]`) and as the second
    /// operand of `?:` (`(a) ? a, 1 : 2`) [verified: corpus/prelude18-s18/comma_forms].
    Comma(Box<Expr>, Box<Expr>),
}

/// A lambda expression as lower/emit_lambdas.rs prepares it.
#[derive(Clone, Debug, PartialEq)]
pub struct Lambda {
    /// The capture-default (`b'='`, `b'&'` or 0).
    pub default: u8,
    pub captures: Vec<LambdaCapture>,
    /// The parameters (type, name; `""` when unnamed); None when no parameter list was written (`[=]{…}`).
    /// A generic lambda's `auto` parameter has no type here.
    pub params: Option<Vec<(Option<TypeId>, String)>>,
    pub mutable: bool,
    /// The trailing return type written (`->double`).
    pub ret: Option<TypeId>,
    /// The body: a compound statement.
    pub body: Box<super::stmt::Stmt>,
    /// The source offsets of the parameters' names, parallel to `params`: the forms whose body is
    /// under `#if 0` position each name (`[s](int \n# 3\nx) `) [verified: corpus/cuda/ii/
    /// ext_lambda_no_preamble_ok, cudacov-s9/lambda_device_generic_ok].
    pub param_at: Vec<crate::source::Offset>,
    /// How the lambda is rewritten for the host compiler.
    pub form: LambdaForm,
}

/// The host-output form of a lambda (docs: /work/shared/verified/D-lambdas-il.md §2.3).
#[derive(Clone, Debug, PartialEq)]
pub enum LambdaForm {
    /// An ordinary lambda, printed as written.
    Host,
    /// An extended `__device__` lambda: `__nv_dl_wrapper_t< TAG , T1>( TAG {} , v1) ` and the lambda
    /// with its body stubbed under `#if 0`. `tag` is the `__nv_dl_tag<…>` naming the parent function.
    ExtDevice { tag: String, fields: Vec<ClosureField> },
    /// An extended `__host__ __device__` lambda: `__nv_hdl_create_wrapper_t< M, C, TAG , T1>::
    /// __nv_hdl_create_wrapper( LAMBDA , v1) ` (M: `mutable`; C: no capture and no capture-default).
    ExtHostDevice { tag: String, fields: Vec<ClosureField>, fp_conv: bool },
}

/// One field of an extended lambda's wrapper, in capture order.
#[derive(Clone, Debug, PartialEq)]
pub enum ClosureField {
    /// A variable captured by copy: `typename __nvdl_remove_ref<decltype(x)>::type`, value `x`.
    Var(EntityId),
    /// `this`: `decltype(this) const`, value `this`.
    This,
    /// An init-capture `z = e`: `typename __nv_lambda_trait_remove_cv<typename
    /// __nvdl_remove_ref<decltype(e)>::type>::type`, value `e`.
    Init(Expr),
}

/// One capture written in a lambda's capture list.
#[derive(Clone, Debug, PartialEq)]
pub enum LambdaCapture {
    /// `a` or `&a`: the captured variable.
    Var { ent: EntityId, by_ref: bool },
    /// `n = 0`: the closure's member and its initializer.
    Init { ent: EntityId, init: Expr },
    /// `this`.
    This,
}

impl Lambda {
    /// `[=, &b](int x) mutable->double ` — everything before the body, with the space the reference
    /// puts before the body's `{` after a parameter list (`[=]{`, but `[](int x) {`) [verified].
    pub fn head(&self, t: &HostTypes) -> Result<String, Unprintable> {
        self.head_marked(t, None)
    }

    /// [`Lambda::head`], with `marks[i]` (a writer position marker) before parameter `i`'s name.
    /// A marked parameter must be of a type printed as a specifier followed by its name (`int x`,
    /// `S s`, `auto v`); other declarators are not probed.
    pub fn head_marked(&self, t: &HostTypes, marks: Option<&[String]>) -> Result<String, Unprintable> {
        let mut caps = Vec::new();
        match self.default {
            b'=' => caps.push("=".to_string()),
            b'&' => caps.push("&".to_string()),
            _ => {}
        }
        for c in &self.captures {
            caps.push(match c {
                LambdaCapture::Var { ent, by_ref } => format!("{}{}", if *by_ref { "&" } else { "" }, t.name(*ent)),
                LambdaCapture::Init { ent, init } => format!("{} = {}", t.name(*ent), print_in(t, init, 1)?),
                LambdaCapture::This => "this".to_string(),
            });
        }
        let mut s = format!("[{}]", caps.join(", "));
        if let Some(ps) = &self.params {
            let mut list = Vec::with_capacity(ps.len());
            for (i, (ty, name)) in ps.iter().enumerate() {
                let name = match marks {
                    Some(m) => {
                        let plain = match ty {
                            None => true,
                            Some(ty) => {
                                let k = t.il.types.kind(t.il.types.unqualified(*ty));
                                !matches!(k, crate::sema::types::TypeKind::Pointer(_) | crate::sema::types::TypeKind::LRef(_) | crate::sema::types::TypeKind::RRef(_) | crate::sema::types::TypeKind::Array(..) | crate::sema::types::TypeKind::Function(_) | crate::sema::types::TypeKind::MemberPointer { .. })
                            }
                        };
                        if !plain || name.is_empty() {
                            return Err(Unprintable("emit: positioned lambda parameter of this form"));
                        }
                        format!("{}{}", m.get(i).ok_or(Unprintable("emit: lambda parameter position"))?, name)
                    }
                    None => name.clone(),
                };
                list.push(match ty {
                    Some(ty) => {
                        let one = t.param_list(&[(*ty, name)], false, false)?;
                        one[1..one.len() - 1].to_string()
                    }
                    None if name.is_empty() => "auto".to_string(),
                    None => format!("auto {name}"),
                });
            }
            s.push_str(&format!("({})", list.join(", ")));
            if self.mutable {
                s.push_str(" mutable");
            }
            if let Some(r) = self.ret {
                s.push_str(&format!("->{}", t.type_str(r)?));
            }
            s.push(' ');
        } else if self.mutable || self.ret.is_some() {
            return Err(Unprintable("emit: lambda specifiers without a parameter list"));
        }
        Ok(s)
    }
}

/// Replaces every lambda in `e` by its rendering (`render`: the statement printer's), innermost
/// lambdas first as `render` meets them in the bodies.
pub fn render_lambdas(e: &Expr, render: &mut dyn FnMut(&Lambda) -> Result<String, Unprintable>, depth: u32) -> Result<Expr, Unprintable> {
    if depth > 64 {
        return Err(Unprintable("emit: expression nesting too deep"));
    }
    let mut r = |x: &Expr| render_lambdas(x, &mut *render, depth + 1);
    let b = |x: Expr| Box::new(x);
    Ok(match e {
        Expr::Lambda(l) => Expr::Rendered(render(l)?),
        Expr::Neg(x) => Expr::Neg(b(r(x)?)),
        Expr::Converted(x) => Expr::Converted(b(r(x)?)),
        Expr::ConvOp(x) => Expr::ConvOp(b(r(x)?)),
        Expr::Unary { op, operand } => Expr::Unary { op, operand: b(r(operand)?) },
        Expr::Postfix { op, operand } => Expr::Postfix { op, operand: b(r(operand)?) },
        Expr::Binary { op, lhs, rhs } => Expr::Binary { op, lhs: b(r(lhs)?), rhs: b(r(rhs)?) },
        Expr::Cond { cond, then, els } => Expr::Cond { cond: b(r(cond)?), then: b(r(then)?), els: b(r(els)?) },
        Expr::SizeofExpr(x) => Expr::SizeofExpr(b(r(x)?)),
        Expr::Cast { ty, operand } => Expr::Cast { ty: *ty, operand: b(r(operand)?) },
        Expr::NamedCast { kind, ty, operand } => Expr::NamedCast { kind, ty: *ty, operand: b(r(operand)?) },
        Expr::Call { callee, args } => Expr::Call { callee: b(r(callee)?), args: args.iter().map(&mut r).collect::<Result<_, _>>()? },
        Expr::Member { base, arrow, member } => Expr::Member { base: b(r(base)?), arrow: *arrow, member: *member },
        Expr::Index { base, index } => Expr::Index { base: b(r(base)?), index: b(r(index)?) },
        Expr::Braced(xs) => Expr::Braced(xs.iter().map(&mut r).collect::<Result<_, _>>()?),
        Expr::DirectList(xs) => Expr::DirectList(xs.iter().map(&mut r).collect::<Result<_, _>>()?),
        Expr::DirectArgs(xs) => Expr::DirectArgs(xs.iter().map(&mut r).collect::<Result<_, _>>()?),
        Expr::Construct { ty, braces, args } => Expr::Construct { ty: *ty, braces: *braces, args: args.iter().map(&mut r).collect::<Result<_, _>>()? },
        Expr::MethodCall { base, arrow, member, args } => Expr::MethodCall { base: b(r(base)?), arrow: *arrow, member: *member, args: args.iter().map(&mut r).collect::<Result<_, _>>()? },
        Expr::OpCall { op, operands } => Expr::OpCall { op, operands: operands.iter().map(&mut r).collect::<Result<_, _>>()? },
        Expr::Comma(a, c) => Expr::Comma(b(r(a)?), b(r(c)?)),
        other => other.clone(),
    })
}

/// Whether `e` holds a lambda expression.
pub fn has_lambda(e: &Expr) -> bool {
    let mut found = false;
    let _ = render_lambdas(e, &mut |_| {
        found = true;
        Ok(String::new())
    }, 0);
    found
}


/// A call argument or direct-initialisation argument: a comma expression in parentheses (see
/// [`Expr::Comma`]).
fn argument(t: &HostTypes, e: &Expr, depth: u32) -> Result<String, Unprintable> {
    let s = print_in(t, e, depth + 1)?;
    Ok(if matches!(e, Expr::Comma(..)) { format!("({s})") } else { s })
}

/// A variable's initializer (after ` = `): a comma expression in parentheses (`int x = (a, 3);`,
/// `int g2 = (gx, 2);`) [verified: corpus/prelude18-s18/comma_forms].
pub fn print_init(t: &HostTypes, e: &Expr) -> Result<String, Unprintable> {
    argument(t, e, 0)
}

/// An operand of a comma: names, literals and calls plain, any other form parenthesised.
fn comma_operand(t: &HostTypes, e: &Expr, depth: u32) -> Result<String, Unprintable> {
    let s = print_in(t, e, depth + 1)?;
    Ok(match e {
        Expr::Name(_) | Expr::Written { .. } | Expr::Int { .. } | Expr::Call { .. } | Expr::MethodCall { .. } => s,
        Expr::Unary { .. } | Expr::Postfix { .. } | Expr::Binary { .. } | Expr::Cond { .. } | Expr::Cast { .. } | Expr::NamedCast { .. } | Expr::Member { .. } | Expr::ThisMember(_) | Expr::Index { .. } | Expr::Comma(..) => format!("({s})"),
        _ => return Err(Unprintable("emit: comma operand of this form unprobed")),
    })
}

/// Where the printer gets the expression behind an `ExprId` (the parser's expression arena).
/// Whether a variable's initializer `id` was written: sema's default-initialisation of a class object
/// (`S s;`, a `Construct` with no arguments and an empty span at the name, `Sema::build_default_init`)
/// is not, and prints nothing (`S s;`) [verified]; it does not make the variable eligible for the module
/// id either [verified: nondeterministic id for `struct S { int a; }; S s;`].
pub fn written_init(il: &crate::sema::il::Il, id: ExprId) -> bool {
    // An id outside sema's arena comes from another expression source (the printer's tests).
    let Some(e) = il.exprs.get(id) else { return id.is_some() };
    !matches!(e.kind, crate::sema::expr::ExprKind::Construct { args, .. } if il.exprs.list(args).is_empty() && e.span.lo == e.span.hi)
}

pub trait ExprSource {
    fn expr(&self, id: ExprId) -> Option<Expr>;
}

/// No expressions at all (declarations without initializers only).
pub struct NoExprs;

impl ExprSource for NoExprs {
    fn expr(&self, _: ExprId) -> Option<Expr> {
        None
    }
}

impl ExprSource for std::collections::BTreeMap<ExprId, Expr> {
    fn expr(&self, id: ExprId) -> Option<Expr> {
        self.get(&id).cloned()
    }
}

pub fn print(il: &Il, e: &Expr, depth: u32) -> Result<String, Unprintable> {
    print_in(&HostTypes::new(il), e, depth)
}

/// [`print`] in a scope (names are qualified relative to `t.context`).
/// A default argument as the reference prints it: as written, neither converted nor folded (`unsigned
/// flags = 0`, `double z = 2`, `int v = 1 + 2`, `unsigned un = -1`, `float fl = (1.0)`, `cudaMemcpyKind
/// kind = cudaMemcpyHostToDevice`) [verified: probe t7, cuda_runtime_api.h]. Literals, names and one
/// binary operation over those; other forms are a gap.
/// Whether default argument `id` is a null pointer constant converted to a pointer type (`int *p = 0`,
/// `void *q = nullptr`, CUDA's `__dv(0)`): the reference prints it as `0` whichever of the two was
/// written [verified: corpus/emitdecl-s13/ptr_default_zero]. Only `0` of type `int` and `nullptr` count:
/// the spelling of other zero literals (`0L`, `'\0'`) is unverified.
pub fn is_null_pointer_default(il: &Il, id: ExprId) -> bool {
    use crate::sema::expr::{ExprKind, ImplicitKind};
    let Some(e) = il.exprs.get(id) else { return false };
    let ExprKind::Implicit(ImplicitKind::Pointer, x) = e.kind else { return false };
    if !matches!(il.types.ckind(e.ty), TypeKind::Pointer(_)) {
        return false;
    }
    match il.exprs.get(x) {
        Some(n) => match n.kind {
            ExprKind::IntLit(0) => matches!(il.types.ckind(n.ty), TypeKind::Int(IntKind::Int)),
            ExprKind::NullPtr => true,
            _ => false,
        },
        None => false,
    }
}

pub fn default_arg(t: &HostTypes, e: &Expr) -> Result<String, Unprintable> {
    let mut e = e;
    while let Expr::Converted(x) | Expr::ConvOp(x) = e {
        e = x;
    }
    fn leaf(t: &HostTypes, e: &Expr) -> Result<String, Unprintable> {
        match e {
            Expr::Int { .. } | Expr::Float(_) | Expr::Name(_) | Expr::Written { .. } | Expr::Nullptr => print_in(t, e, 0),
            Expr::Neg(x) if matches!(**x, Expr::Int { .. }) => Ok(format!("-{}", print_in(t, x, 0)?)),
            _ => Err(Unprintable("emit: default argument of this form")),
        }
    }
    match e {
        Expr::Binary { op, lhs, rhs } if !op.ends_with('=') || matches!(*op, "==" | "!=" | "<=" | ">=") => Ok(format!("{} {} {}", leaf(t, lhs)?, op, leaf(t, rhs)?)),
        _ => leaf(t, e),
    }
}

/// An array bound (`Il::array_bound_exprs`) as the reference prints it: as written, without the
/// parentheses of its folded constant or conversion (`int a[N * 2]`, `int b[M]`, `int c[(M) + 1]`)
/// [verified: corpus/emitmisc-s11/array_bound_written_ok].
pub fn print_bound(t: &HostTypes, e: Expr) -> Result<String, Unprintable> {
    let e = match e {
        Expr::Converted(inner) | Expr::ConvOp(inner) => *inner,
        e => e,
    };
    print_in(t, &e, 0)
}

pub fn print_in(t: &HostTypes, e: &Expr, depth: u32) -> Result<String, Unprintable> {
    let il = t.il;
    if depth > 64 {
        return Err(Unprintable("emit: expression nesting too deep"));
    }
    Ok(match e {
        Expr::Int { value, ty } => int_constant(il, *value, *ty)?,
        Expr::Float(f) => format!("({})", float_constant(*f)?),
        Expr::Str { bytes, prefix } => match *prefix {
            "" | "u8" => string_literal(bytes),
            // `L"w" "z"` → `L"\x77\x7a"`: every code unit in hex (F §3.4) [verified]. `bytes` holds the
            // code points as UTF-8.
            "L" => {
                let text = std::str::from_utf8(bytes)
                    .map_err(|_| Unprintable("emit: wide string not UTF-8"))?;
                let mut s = String::from("L\"");
                for c in text.chars() {
                    s.push_str(&format!("\\x{:x}", c as u32));
                }
                s.push('"');
                s
            }
            _ => return Err(Unprintable("emit: u/U string literal spelling unverified")),
        },
        Expr::Nullptr => "nullptr".to_string(),
        // Class members are named plainly inside their class (`(a) = q;`); namespace members with
        // their namespaces. The reference keeps the qualification as written (C §D5: `(ns::nv)`,
        // `(::mv)`), which the IL does not record yet.
        Expr::Name(ent) => {
            let ents = &il.entities;
            let member = ents
                .get(*ent)
                .and_then(|e| ents.get(e.parent))
                .map(|p| matches!(p.data, crate::sema::entities::Payload::Class(_)))
                .unwrap_or(false);
            if member {
                t.name(*ent).to_string()
            } else {
                t.qualified_name(*ent, 0)?
            }
        }
        Expr::Written { text, .. } => text.clone(),
        Expr::Neg(inner) => match &**inner {
            Expr::Int { .. } => format!("(-{})", print_in(t, inner, depth + 1)?),
            // `double f7 = -1.5;` → `(-(1.5))` [verified].
            Expr::Float(_) => format!("(-{})", print_in(t, inner, depth + 1)?),
            _ => return Err(Unprintable("emit: unary minus of a non-integer operand")),
        },
        Expr::ConvOp(inner) => format!("({})", print_in(t, inner, depth + 1)?),
        Expr::Converted(inner) => match &**inner {
            // A negation already carries its parentheses (`(-3)`); a converted floating constant gets
            // its own around them (`float f = ((1.5));`, `int f5 = ((2.5));`) [verified].
            Expr::Neg(_) => print_in(t, inner, depth + 1)?,
            Expr::Converted(_) => return Err(Unprintable("emit: nested conversions")),
            _ => format!("({})", print_in(t, inner, depth + 1)?),
        },
        Expr::Unary { op, operand } => format!("{}{}", op, operand_of(t, operand, depth)?),
        Expr::Postfix { op, operand } => format!("{}{}", postfix_base(t, operand, depth)?, op),
        // A `&&` operand that is itself a `&&` prints without parentheses, on either side (`a && b && c`
        // for `(a && b) && c` and `a && (b && c)`); `||` and the other operators nest as usual
        // (`(a || b) || c`) [verified: corpus/lead-s6/logical_chains].
        Expr::Binary { op: "&&", lhs, rhs } => {
            // (A folded constant `&&` operand loses its own parentheses too: `((1) && (2) && (3))`.)
            let side = |x: &Expr| match x {
                Expr::Binary { op: "&&", .. } => print_in(t, x, depth + 1),
                Expr::Converted(inner) if matches!(**inner, Expr::Binary { op: "&&", .. }) => print_in(t, inner, depth + 1),
                _ => binary_operand(t, x, depth),
            };
            format!("{} && {}", side(lhs)?, side(rhs)?)
        }
        Expr::Binary { op, lhs, rhs } => format!(
            "{} {} {}",
            binary_operand(t, lhs, depth)?,
            op,
            binary_operand(t, rhs, depth)?
        ),
        // A member access as the second/third operand is plain when it names a member of a named
        // object or of `this` (`(c) ? p.a : 0`, `(c) ? a : 0`) and parenthesised when its object is
        // itself a member (`((p.q).b)`) [verified].
        // The second operand is printed plain (`((0 < 8) ? (1 << 0) << 8 : ((1 << 0) >> 8))`,
        // `(x) ? x + 1 : (x - 1)`, `(x > 2) ? (int)dd : 3`), the third as an operand [verified].
        Expr::Cond { cond, then, els } => {
            let arm = |x: &Expr| -> Result<String, Unprintable> {
                match x {
                    Expr::ThisMember(_) | Expr::Captured(_) => print_in(t, x, depth + 1),
                    Expr::Member { base, .. } if matches!(**base, Expr::Name(_) | Expr::Written { .. }) => print_in(t, x, depth + 1),
                    Expr::Member { base, .. } if matches!(**base, Expr::Member { .. }) => Ok(format!("({})", print_in(t, x, depth + 1)?)),
                    Expr::Member { .. } => Err(Unprintable("emit: member access in ?: unverified")),
                    _ => operand_of(t, x, depth),
                }
            };
            // An enumerator in an arm prints unconverted (`((H1) ? H2 : 3)`, `(x > 1) ? A : B`) [verified].
            let unconverted = |x: &Expr| -> Expr {
                match x {
                    Expr::Converted(inner) if matches!(**inner, Expr::Written { ent, .. } | Expr::Name(ent) if matches!(il.entities.get(ent).map(|e| e.data), Some(crate::sema::entities::Payload::Enumerator { .. }))) => (**inner).clone(),
                    other => other.clone(),
                }
            };
            let (then, els) = (&unconverted(then), &unconverted(els));
            let then_text = match then {
                Expr::Converted(inner) if matches!(**inner, Expr::Binary { .. } | Expr::Cond { .. }) => print_in(t, inner, depth + 1)?,
                Expr::Binary { .. } | Expr::Cond { .. } | Expr::Cast { .. } | Expr::Comma(..) => print_in(t, then, depth + 1)?,
                // A negative literal loses its own parentheses there (`p ? -1L : x`, `p ? -(2.5) : (1.5)`)
                // [verified: corpus/lead-s6/cond_arms].
                _ if negated_literal(then).is_some() => format!("-{}", print_in(t, negated_literal(then).unwrap_or(then), depth + 1)?),
                _ => arm(then)?,
            };
            // The third operand is also parenthesised when it is a prefix or postfix operation or a
            // subscript (`p ? x : (-x)`, `(*ptr)`, `(&x)`, `(++x)`, `(x++)`, `(ptr[0])`; a call stays
            // plain) — the second is not (`p ? -x : x`) [verified: corpus/lead-s6/cond_arms].
            let els_text = match els {
                Expr::Unary { .. } | Expr::Postfix { .. } | Expr::Index { .. } => format!("({})", print_in(t, els, depth + 1)?),
                _ => arm(els)?,
            };
            format!("{} ? {} : {}", operand_of(t, cond, depth)?, then_text, els_text)
        }
        Expr::SizeofType(ty) => format!("sizeof({})", t.type_str(*ty)?),
        Expr::Trait { kw, args } => {
            let mut list = Vec::with_capacity(args.len());
            for &a in args {
                list.push(t.type_str(a)?);
            }
            format!("{}({})", kw, list.join(", "))
        }
        Expr::SizeofExpr(x) => format!("sizeof {}", operand_of(t, x, depth)?),
        // `(int)dd`, `(int)sizeof x`, `(int)(x + 1)`, `(int)(-x)`, `(int)((long)x)` [verified].
        Expr::Cast { ty, operand } => {
            let o = print_in(t, operand, depth + 1)?;
            let o = match &**operand {
                Expr::Unary { .. } | Expr::Postfix { .. } | Expr::Cast { .. } | Expr::NamedCast { .. } | Expr::Binary { .. } | Expr::Cond { .. } | Expr::Member { .. } | Expr::ThisMember(_) | Expr::Captured(_) | Expr::Comma(..) | Expr::Index { .. } => format!("({})", o),
                _ => o,
            };
            format!("({}){}", t.type_str(*ty)?, o)
        }
        Expr::NamedCast { kind, ty, operand } => format!(
            "{}< {}>({})",
            kind,
            t.type_str(*ty)?,
            print_in(t, operand, depth + 1)?
        ),
        Expr::Call { callee, args } => {
            let mut list = Vec::with_capacity(args.len());
            for a in args {
                list.push(argument(t, a, depth)?);
            }
            if matches!(**callee, Expr::Member { .. } | Expr::ThisMember(_)) {
                return Err(Unprintable("emit: member function call unverified"));
            }
            // A lambda or a captured closure called: `([](int z) { … } )(4)`, `(add)(v, v)` [verified].
            if matches!(**callee, Expr::Rendered(_) | Expr::Captured(_)) {
                return Ok(format!("({})({})", print_in(t, callee, depth + 1)?, list.join(", ")));
            }
            format!("{}({})", postfix_base(t, callee, depth)?, list.join(", "))
        }
        Expr::ThisMember(member) => t.name(*member).to_string(),
        Expr::Captured(ent) => t.name(*ent).to_string(),
        Expr::Lambda(_) => return Err(Unprintable("emit: lambda expression outside a function body")),
        Expr::Rendered(text) => text.clone(),
        Expr::This => "this".to_string(),
        // `pc_t()`, `Status{x}` [verified: classes/constexpr_empty_class, attributes/nodiscard_class_emit_ok].
        Expr::Construct { ty, braces, args } => {
            let mut list = Vec::with_capacity(args.len());
            for a in args {
                if matches!(a, Expr::Comma(..)) {
                    return Err(Unprintable("emit: comma expression as a temporary's argument unprobed"));
                }
                list.push(print_in(t, a, depth + 1)?);
            }
            let (o, c) = if *braces { ("{", "}") } else { ("(", ")") };
            format!("{}{}{}{}", t.type_str(*ty)?, o, list.join(", "), c)
        }
        Expr::MethodCall { base, arrow, member, args } => {
            let mut list = Vec::with_capacity(args.len());
            for a in args {
                list.push(argument(t, a, depth)?);
            }
            // `(a).add((x) * y)` for a captured object [verified: cpp/valid_local_classes_and_statics].
            if let Expr::Captured(_) = **base {
                return Ok(format!("({}){}{}({})", print_in(t, base, depth + 1)?, if *arrow { "->" } else { "." }, t.name(*member), list.join(", ")));
            }
            if !matches!(**base, Expr::Name(_) | Expr::This) {
                return Err(Unprintable("emit: member function call through this object form unverified"));
            }
            format!("{}{}{}({})", print_in(t, base, depth + 1)?, if *arrow { "->" } else { "." }, t.name(*member), list.join(", "))
        }
        Expr::Member {
            base,
            arrow,
            member,
        } => format!(
            "{}{}{}",
            postfix_base(t, base, depth)?,
            if *arrow { "->" } else { "." },
            t.name(*member)
        ),
        Expr::Index { base, index } => {
            if matches!(**base, Expr::ThisMember(_)) {
                return Err(Unprintable("emit: subscript of a data member of this unverified"));
            }
            format!("{}[{}]", postfix_base(t, base, depth)?, print_in(t, index, depth + 1)?)
        }
        Expr::Comma(l, r) => format!("{}, {}", comma_operand(t, l, depth)?, comma_operand(t, r, depth)?),
        Expr::OpCall { op, operands } => match operands.as_slice() {
            [x] => format!("({}{})", op, op_call_operand(t, x, depth)?),
            [l, r] => format!("({} {} {})", op_call_operand(t, l, depth)?, op, op_call_operand(t, r, depth)?),
            _ => return Err(Unprintable("emit: operator call with this many operands")),
        },
        Expr::Braced(items) | Expr::DirectList(items) => {
            let mut list = Vec::with_capacity(items.len());
            for a in items {
                // `int arr[2] = {((a, 1)), 2};`: doubled parentheses, not modelled.
                if matches!(a, Expr::Comma(..)) {
                    return Err(Unprintable("emit: comma expression in a braced list"));
                }
                list.push(print_in(t, a, depth + 1)?);
            }
            format!("{{{}}}", list.join(", "))
        }
        Expr::DirectArgs(items) => {
            let mut list = Vec::with_capacity(items.len());
            for a in items {
                list.push(argument(t, a, depth)?);
            }
            format!("({})", list.join(", "))
        }
    })
}

/// An operand of an overloaded operator called in operator form: a variable plain, anything else in
/// parentheses — a literal or enumerator (`(s + (1))`, `(e | (A))`), an operation (`(s + (i + 1))`), a
/// member access, dereference or call (`((p.s) + (1))`, `((*ps) + (1))`, `((mk()) + (1))`), another
/// operator call around its own (`(((s * u)) * s)`) [verified: corpus/emitx-s14/operator_call_forms_ok].
/// Other forms are unprobed.
fn op_call_operand(t: &HostTypes, e: &Expr, depth: u32) -> Result<String, Unprintable> {
    let enumerator = |n: &EntityId| matches!(t.il.entities.get(*n).map(|x| x.data), Some(crate::sema::entities::Payload::Enumerator { .. }));
    match e {
        Expr::Name(n) if !enumerator(n) => print_in(t, e, depth + 1),
        Expr::Name(_) | Expr::Written { .. } if matches!(e, Expr::Name(n) | Expr::Written { ent: n, .. } if enumerator(n)) => Ok(format!("({})", print_in(t, e, depth + 1)?)),
        Expr::Int { .. } | Expr::Binary { .. } | Expr::OpCall { .. } | Expr::Member { .. } | Expr::Call { .. } => Ok(format!("({})", print_in(t, e, depth + 1)?)),
        Expr::Unary { op: "*", .. } => Ok(format!("({})", print_in(t, e, depth + 1)?)),
        _ => Err(Unprintable("emit: operand form of an operator call unprobed")),
    }
}

/// The literal under a negated literal (`-1`, `-2.5`, also as a converted operand), else None.
fn negated_literal(e: &Expr) -> Option<&Expr> {
    match e {
        Expr::Neg(inner) | Expr::Unary { op: "-", operand: inner } if matches!(**inner, Expr::Int { .. } | Expr::Float(_)) => Some(inner),
        Expr::Converted(n) => negated_literal(n),
        _ => None,
    }
}

/// An operand of an operator: binary and conditional expressions are parenthesised [verified], and so
/// is a prefix operation under a binary operator (`c = (-c);`, testdata/il/stmts.ii).
/// A member access is too (`!(p.a)`, `(c) ? …`) [verified].
/// A cast is too (`((unsigned)x) + (1)`, `-((int)dd)`, `(static_cast< float>(e)) + …`) [verified].
fn operand_of(t: &HostTypes, e: &Expr, depth: u32) -> Result<String, Unprintable> {
    let s = print_in(t, e, depth + 1)?;
    Ok(match e {
        Expr::Binary { .. } | Expr::Cond { .. } | Expr::Member { .. } | Expr::ThisMember(_) | Expr::Captured(_) | Expr::Comma(..) | Expr::Cast { .. } | Expr::NamedCast { .. } => format!("({})", s),
        _ => s,
    })
}

fn binary_operand(t: &HostTypes, e: &Expr, depth: u32) -> Result<String, Unprintable> {
    match e {
        // … and a subscript (`(p[i]) = 0;`) [verified].
        Expr::Unary { .. } | Expr::Index { .. } => Ok(format!("({})", print_in(t, e, depth + 1)?)),
        _ => operand_of(t, e, depth),
    }
}

/// The base of a postfix expression (member access, call, subscript) or the operand of `++`/`--`: any
/// operator expression is parenthesised (`(&pp)->b`).
fn postfix_base(t: &HostTypes, e: &Expr, depth: u32) -> Result<String, Unprintable> {
    let s = print_in(t, e, depth + 1)?;
    Ok(match e {
        // … and a member access: `(p.q).b`, `(p.arr)[i]`, `(p.a)++`, `(a)++` [verified].
        Expr::Binary { .. } | Expr::Cond { .. } | Expr::Unary { .. } | Expr::Cast { .. } | Expr::Member { .. } | Expr::ThisMember(_) | Expr::Captured(_) | Expr::Comma(..) => {
            format!("({})", s)
        }
        _ => s,
    })
}

/// An enumerator's written initializer, when its value is not the implicit one: a literal prints as the
/// value in decimal (`J = 'a'` → `J = 97`, `N = 10L` → `N = 10`), an operation as a folded constant in
/// parentheses with its original expression (`_ISupper = ((0 < 8) ? (1 << 0) << 8 : ((1 << 0) >> 8))`,
/// `C = (sizeof(int) * (2))`, `D = ((int)(3.5))`, `F = (~0)`, `Z1 = ((X2) + 1)`) [verified: glibc's
/// ctype.h, probe t1]. Names alone and other forms are unverified.
/// An enumerator of the same enum alone prints as its name (`CUDA_R_8F_UE4M3 = CUDA_R_8F_E4M3`,
/// library_types.h) [verified].
/// A literal prints as the value in the enum's underlying type (`1U`, `2147483648L`); a negated one as
/// the negation of the literal (`(-1L)`, `(-2147483648LL)`) [verified: probes enum4/enum5].
pub fn enumerator_init(t: &HostTypes, e: &Expr, value: i128, own_enum: EntityId, underlying: TypeId) -> Result<String, Unprintable> {
    let own = |n: &EntityId| matches!(t.il.entities.get(*n).map(|x| x.data), Some(crate::sema::entities::Payload::Enumerator { enum_entity, .. }) if enum_entity == own_enum);
    let negated = |x: &Expr| matches!(x, Expr::Neg(i) if matches!(**i, Expr::Int { .. }));
    Ok(match e {
        Expr::Written { ent, text } if own(ent) && !text.contains(':') => text.clone(),
        Expr::Int { .. } => enumerator_literal(t.il, value, underlying)?,
        Expr::Neg(_) if negated(e) => print_in(t, e, 0)?,
        Expr::Converted(inner) if matches!(**inner, Expr::Int { .. }) => enumerator_literal(t.il, value, underlying)?,
        Expr::Converted(inner) if negated(inner) => print_in(t, inner, 0)?,
        Expr::Neg(_) => format!("({})", value),
        Expr::Converted(_) => print_in(t, e, 0)?,
        Expr::Binary { .. } | Expr::Cond { .. } | Expr::Unary { .. } | Expr::Cast { .. } | Expr::NamedCast { .. } => format!("({})", print_in(t, e, 0)?),
        _ => return Err(Unprintable("emit: enumerator initialiser of this form")),
    })
}

/// An enumerator value printed as a constant of the enum's underlying type: negative ones in
/// parentheses without a suffix (`(-3)`), others with the suffix of the type (`3` for `int`, `short`,
/// `char` and `signed char`; `5U` for `unsigned char`/`short`/`int`; `0L`, `5UL`, `7LL`, `3ULL`), `bool`
/// as `1`/`0` [verified: probes enum2/enum4]. A missing underlying type (`int` before completion) prints
/// like `int`.
pub fn enumerator_literal(il: &Il, v: i128, underlying: TypeId) -> Result<String, Unprintable> {
    if v < 0 {
        return Ok(format!("({})", v));
    }
    Ok(match il.types.int_kind(underlying) {
        None | Some(IntKind::Int | IntKind::Short | IntKind::Char | IntKind::SChar | IntKind::Bool) => v.to_string(),
        Some(IntKind::UInt | IntKind::UShort | IntKind::UChar) => format!("{v}U"),
        Some(IntKind::Long) => format!("{v}L"),
        Some(IntKind::ULong) => format!("{v}UL"),
        Some(IntKind::LongLong) => format!("{v}LL"),
        Some(IntKind::ULongLong) => format!("{v}ULL"),
        Some(_) => return Err(Unprintable("emit: enumerator of this underlying type")),
    })
}

/// An integral constant: `5`, `5U`, `7L`, `5UL`, `-3LL`, `true`, `'a'`, `L'\x78'`.
pub fn int_constant(il: &Il, value: u128, ty: TypeId) -> Result<String, Unprintable> {
    let k = match il.types.ckind(ty) {
        TypeKind::Int(k) => k,
        _ => return Err(Unprintable("emit: enum-typed constant spelling unverified")),
    };
    let target = &il.target;
    let bits = target.int_bits(k);
    let signed = target.is_signed(k);
    let mask = if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    };
    let v = value & mask;
    let sval: i128 = if signed && bits < 128 && (v >> (bits - 1)) & 1 == 1 {
        (v as i128) - (1i128 << bits)
    } else {
        v as i128
    };
    Ok(match k {
        IntKind::Bool => (if v != 0 { "true" } else { "false" }).to_string(),
        IntKind::Char | IntKind::SChar | IntKind::UChar => char_literal(v as u32)?,
        IntKind::WChar => format!("L'\\x{:x}'", v),
        IntKind::Char16 => format!("u'\\x{:x}'", v),
        IntKind::Char32 => format!("U'\\x{:x}'", v),
        IntKind::Char8 => return Err(Unprintable("emit: char8_t constant spelling unverified")),
        IntKind::UInt => format!("{v}U"),
        IntKind::Long => format!("{sval}L"),
        IntKind::ULong => format!("{v}UL"),
        IntKind::LongLong => format!("{sval}LL"),
        IntKind::ULongLong => format!("{v}ULL"),
        IntKind::Int => format!("{sval}"),
        _ => {
            return Err(Unprintable(
                "emit: constant of this integer type unverified",
            ))
        }
    })
}

fn char_literal(c: u32) -> Result<String, Unprintable> {
    let body = match c {
        // `char e{};` prints `char e{'\\000'};` [verified: corpus/output-expr2/value_init_scalars_ok].
        0 => "\\000".to_string(),
        0x0a => "\\n".to_string(),
        0x27 => "\\'".to_string(),
        0x5c => "\\\\".to_string(),
        0x20..=0x7e => (c as u8 as char).to_string(),
        _ => {
            return Err(Unprintable(
                "emit: non-printable character constant spelling unverified",
            ))
        }
    };
    Ok(format!("'{}'", body))
}

/// `"a\tb\"c\001"` — EDG's escapes (`\t`, `\n`, `\"`, `\\`, three-digit octal for the rest).
fn string_literal(bytes: &[u8]) -> String {
    let mut s = String::from("\"");
    for &b in bytes {
        match b {
            b'\n' => s.push_str("\\n"),
            b'\t' => s.push_str("\\t"),
            b'"' => s.push_str("\\\""),
            b'\\' => s.push_str("\\\\"),
            0x20..=0x7e => s.push(b as char),
            _ => s.push_str(&format!("\\{:03o}", b)),
        }
    }
    s.push('"');
    s
}

/// Java `Double.toString`-style: plain for 1e-3 <= |x| < 1e7 with at least one fraction digit, else
/// `d.dddE±n`; shortest round-trip digits of the value in its own precision (a long double's in x87
/// precision: `(2.7182818284590452354L)`, `(1.0E4000L)`); suffix `F` / `L`.
pub fn float_constant(f: FloatValue) -> Result<String, Unprintable> {
    let suffix = match f.kind {
        FloatKind::Float => "F",
        FloatKind::Double => "",
        FloatKind::LongDouble => "L",
        _ => {
            return Err(Unprintable(
                "emit: floating constant of this type unverified",
            ))
        }
    };
    let (neg, digits, exp) = shortest_digits(f).ok_or(Unprintable("emit: non-finite floating constant"))?;
    let body = if digits == "0" {
        "0.0".to_string()
    } else if (-3..7).contains(&exp) {
        if exp >= 0 {
            let e = exp as usize;
            let (int, frac) = if digits.len() > e + 1 {
                (digits[..e + 1].to_string(), digits[e + 1..].to_string())
            } else {
                (
                    format!("{}{}", digits, "0".repeat(e + 1 - digits.len())),
                    "0".to_string(),
                )
            };
            format!("{}.{}", int, frac)
        } else {
            format!("0.{}{}", "0".repeat((-exp - 1) as usize), digits)
        }
    } else {
        let frac = if digits.len() > 1 { &digits[1..] } else { "0" };
        format!("{}.{}E{}", &digits[..1], frac, exp)
    };
    Ok(format!("{}{}{}", if neg { "-" } else { "" }, body, suffix))
}

/// The sign, shortest round-trip significant digits and decimal exponent of a finite value in its own
/// precision (`None` for infinities and NaNs).
fn shortest_digits(f: FloatValue) -> Option<(bool, String, i32)> {
    if f.kind == FloatKind::LongDouble {
        return f.x.shortest_digits();
    }
    if !f.v.is_finite() {
        return None;
    }
    // `{:e}` gives the shortest `d.ddde±n`.
    let sci = if f.kind == FloatKind::Float { format!("{:e}", f.v as f32) } else { format!("{:e}", f.v) };
    let (neg, sci) = match sci.strip_prefix('-') {
        Some(r) => (true, r.to_string()),
        None => (false, sci),
    };
    let (mant, exp) = sci.split_once('e')?;
    let exp: i32 = exp.parse().ok()?;
    let digits: String = mant.chars().filter(|c| *c != '.').collect();
    Some((neg, digits, exp))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floats_as_the_reference_prints_them() {
        for (v, k, want) in [
            (1.5, FloatKind::Double, "1.5"),
            (100.0, FloatKind::Double, "100.0"),
            (1e5, FloatKind::Double, "100000.0"),
            (1e6, FloatKind::Double, "1000000.0"),
            (123456789.0, FloatKind::Double, "1.23456789E8"),
            (0.001, FloatKind::Double, "0.001"),
            (1e-5, FloatKind::Double, "1.0E-5"),
            (1e10, FloatKind::Double, "1.0E10"),
            (0.1, FloatKind::Double, "0.1"),
            (0.5, FloatKind::Float, "0.5F"),
            (2.0, FloatKind::Float, "2.0F"),
            (1.5, FloatKind::LongDouble, "1.5L"),
            (-0.25, FloatKind::Double, "-0.25"),
            (0.0, FloatKind::Double, "0.0"),
        ] {
            assert_eq!(float_constant(FloatValue::new(k, v)).unwrap(), want);
        }
        use crate::sema::long_double::LongDouble;
        let ld = |s: &str| FloatValue::long(LongDouble::parse(s).unwrap());
        // Probed on cudafe++ 13.0.88 (`long double x2 = 2.718281828459045235360287471352662497757L;`).
        assert_eq!(float_constant(ld("2.718281828459045235360287471352662497757")).unwrap(), "2.7182818284590452354L");
        assert_eq!(float_constant(ld("0.1")).unwrap(), "0.1L");
        assert_eq!(float_constant(ld("1e4000")).unwrap(), "1.0E4000L");
        assert!(float_constant(FloatValue::new(FloatKind::Double, f64::INFINITY)).is_err());
    }

    #[test]
    fn comma_expressions_print_as_edg() {
        // Probed on cudafe++ 13.0.88 (corpus/prelude18-s18/comma_forms).
        let il = Il::new(crate::sema::target::Target::LP64);
        let int = il.types.int(IntKind::Int);
        let lit = |v: u128| Expr::Int { value: v, ty: int };
        let b = Box::new;
        let a = || Expr::Written { ent: EntityId::NONE, text: "a".into() };
        let t = HostTypes::new(&il);
        let comma = |l: Expr, r: Expr| Expr::Comma(b(l), b(r));
        assert_eq!(print_in(&t, &comma(a(), lit(1)), 0).unwrap(), "a, 1");
        let assign = |v: u128| Expr::Binary { op: "=", lhs: b(a()), rhs: b(lit(v)) };
        assert_eq!(print_in(&t, &comma(assign(1), assign(2)), 0).unwrap(), "(a = 1), (a = 2)");
        let post = Expr::Postfix { op: "++", operand: b(a()) };
        assert_eq!(print_in(&t, &comma(comma(post, a()), a()), 0).unwrap(), "((a++), a), a");
        // As an operand, argument or initializer it is parenthesised.
        let sum = Expr::Binary { op: "+", lhs: b(comma(a(), lit(1))), rhs: b(lit(2)) };
        assert_eq!(print_in(&t, &sum, 0).unwrap(), "(a, 1) + 2");
        let call = Expr::Call { callee: b(Expr::Written { ent: EntityId::NONE, text: "g1".into() }), args: vec![comma(a(), lit(1))] };
        assert_eq!(print_in(&t, &call, 0).unwrap(), "g1((a, 1))");
        assert_eq!(print_init(&t, &comma(a(), lit(3))).unwrap(), "(a, 3)");
        assert!(print_in(&t, &Expr::Braced(vec![comma(a(), lit(1))]), 0).is_err());
    }

    #[test]
    fn conditional_operands_casts_and_conversions_print_as_edg() {
        let il = Il::new(crate::sema::target::Target::LP64);
        let int = il.types.int(IntKind::Int);
        let lit = |v: u128| Expr::Int { value: v, ty: int };
        let b = Box::new;
        let shl = |a: Expr, c: Expr| Expr::Binary { op: "<<", lhs: b(a), rhs: b(c) };
        let shr = |a: Expr, c: Expr| Expr::Binary { op: ">>", lhs: b(a), rhs: b(c) };
        // glibc ctype.h: `((0 < 8) ? (1 << 0) << 8 : ((1 << 0) >> 8))`.
        let cond = Expr::Cond {
            cond: b(Expr::Converted(b(Expr::Binary { op: "<", lhs: b(lit(0)), rhs: b(lit(8)) }))),
            then: b(Expr::Converted(b(shl(Expr::Converted(b(shl(lit(1), lit(0)))), lit(8))))),
            els: b(Expr::Converted(b(shr(Expr::Converted(b(shl(lit(1), lit(0)))), lit(8))))),
        };
        assert_eq!(enumerator_init(&HostTypes::new(&il), &cond, 256, EntityId::NONE, TypeId::NONE).unwrap(), "((0 < 8) ? (1 << 0) << 8 : ((1 << 0) >> 8))");
        // A literal prints as the value; a negative one in parentheses.
        assert_eq!(enumerator_init(&HostTypes::new(&il), &lit(97), 97, EntityId::NONE, TypeId::NONE).unwrap(), "97");
        assert_eq!(enumerator_init(&HostTypes::new(&il), &Expr::Neg(b(lit(1))), -1, EntityId::NONE, TypeId::NONE).unwrap(), "(-1)");
        // In an enum whose underlying type is not `int` the literal takes that type's suffix; a negated
        // literal keeps its own (`(-1L)`).
        let (long, uint, ll) = (il.types.int(IntKind::Long), il.types.int(IntKind::UInt), il.types.int(IntKind::LongLong));
        assert_eq!(enumerator_init(&HostTypes::new(&il), &lit(97), 97, EntityId::NONE, long).unwrap(), "97L");
        assert_eq!(enumerator_init(&HostTypes::new(&il), &Expr::Converted(b(lit(1))), 1, EntityId::NONE, uint).unwrap(), "1U");
        let neg_long = Expr::Neg(b(Expr::Int { value: 1, ty: long }));
        assert_eq!(enumerator_init(&HostTypes::new(&il), &neg_long, -1, EntityId::NONE, long).unwrap(), "(-1L)");
        assert_eq!(enumerator_init(&HostTypes::new(&il), &Expr::Converted(b(neg_long)), -1, EntityId::NONE, ll).unwrap(), "(-1L)");
        for (k, v, want) in [
            (IntKind::Short, 3, "3"),
            (IntKind::Short, -3, "(-3)"),
            (IntKind::Char, 65, "65"),
            (IntKind::UChar, 5, "5U"),
            (IntKind::UShort, 5, "5U"),
            (IntKind::Bool, 1, "1"),
            (IntKind::Long, 0, "0L"),
            (IntKind::ULong, 18446744073709551615, "18446744073709551615UL"),
            (IntKind::LongLong, 7, "7LL"),
            (IntKind::ULongLong, 3, "3ULL"),
        ] {
            assert_eq!(enumerator_literal(&il, v, il.types.int(k)).unwrap(), want);
        }
        assert_eq!(enumerator_literal(&il, 4, TypeId::NONE).unwrap(), "4");
        // `(int)(x + 1)`-style operands and a converted floating constant.
        let f = Expr::Float(FloatValue::new(FloatKind::Double, 1.5));
        assert_eq!(print(&il, &Expr::Converted(b(f.clone())), 0).unwrap(), "((1.5))");
        assert_eq!(print(&il, &Expr::Cast { ty: int, operand: b(f) }, 0).unwrap(), "(int)(1.5)");
        let neg = Expr::Unary { op: "-", operand: b(lit(2)) };
        assert_eq!(print(&il, &Expr::Cast { ty: int, operand: b(neg) }, 0).unwrap(), "(int)(-2)");
        // A converted operation is parenthesised as an operand only.
        let call_like = Expr::ConvOp(b(Expr::Postfix { op: "++", operand: b(lit(1)) }));
        assert_eq!(print(&il, &Expr::Binary { op: "=", lhs: b(lit(3)), rhs: b(call_like) }, 0).unwrap(), "3 = (1++)");
    }

    #[test]
    fn conditional_arms_as_edg_prints_them() {
        // corpus/lead-s6/cond_arms_*: `p ? -1L : x`, `p ? x : (-x)`, `p ? x : (x++)`, `p ? -x : x`.
        let il = Il::new(crate::sema::target::Target::LP64);
        let int = il.types.int(IntKind::Int);
        let b = Box::new;
        let lit = |v: u128| Expr::Int { value: v, ty: int };
        let x = || Expr::Written { ent: EntityId::NONE, text: "x".into() };
        let p = || Expr::Written { ent: EntityId::NONE, text: "p".into() };
        let cond = |then: Expr, els: Expr| Expr::Cond { cond: b(p()), then: b(then), els: b(els) };
        let neg = |e: Expr| Expr::Unary { op: "-", operand: b(e) };
        assert_eq!(print(&il, &cond(Expr::Neg(b(lit(1))), x()), 0).unwrap(), "p ? -1 : x");
        assert_eq!(print(&il, &cond(x(), Expr::Neg(b(lit(1)))), 0).unwrap(), "p ? x : (-1)");
        assert_eq!(print(&il, &cond(neg(x()), x()), 0).unwrap(), "p ? -x : x");
        assert_eq!(print(&il, &cond(x(), neg(x())), 0).unwrap(), "p ? x : (-x)");
        assert_eq!(print(&il, &cond(x(), Expr::Postfix { op: "++", operand: b(x()) }), 0).unwrap(), "p ? x : (x++)");
        let f = Expr::Float(FloatValue::new(FloatKind::Double, 2.5));
        assert_eq!(print(&il, &cond(Expr::Converted(b(Expr::Neg(b(f)))), x()), 0).unwrap(), "p ? -(2.5) : x");
    }

    #[test]
    fn strings_and_chars() {
        assert_eq!(string_literal(b"a\tb\"c\x01"), "\"a\\tb\\\"c\\001\"");
        assert_eq!(string_literal(b"hi\n"), "\"hi\\n\"");
        // F §3.4: `u8"é"` → `"\303\251"`, `L"w" "z"` → `L"\x77\x7a"`.
        assert_eq!(string_literal("é".as_bytes()), "\"\\303\\251\"");
        let il = Il::new(crate::sema::target::Target::LP64);
        let w = Expr::Str {
            bytes: b"wz".to_vec(),
            prefix: "L",
        };
        assert_eq!(print(&il, &w, 0).unwrap(), "L\"\\x77\\x7a\"");
        // `1e10f` → `(1.0E10F)`, `.5` → `(0.5)`, `0x1.8p1` → `(3.0)`.
        assert_eq!(float_constant(FloatValue::new(FloatKind::Float, 1e10)).unwrap(), "1.0E10F");
        assert_eq!(float_constant(FloatValue::new(FloatKind::Double, 3.0)).unwrap(), "3.0");
        assert_eq!(char_literal(b'\n' as u32).unwrap(), "'\\n'");
        assert_eq!(char_literal(b'a' as u32).unwrap(), "'a'");
    }
}
