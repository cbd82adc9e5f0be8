//! Template declarations in the host-output item sequence (a child of `emit_items.rs`, whose builder
//! it extends): which `template<…> …` declarations map to an item and with which entity. The printer
//! (`emit/host/decl/template.rs`) writes the header from the template entity's parameter list and the
//! declaration from its pattern, so a template is printable only where lowering built the pattern as
//! written — a user-code class template whose definition passed phase 1 (`user_templates.rs`) — and
//! every other shape stays a gap.
//!
//! Forms verified on cudafe++ 13.0.88 (probes in corpus/tmplout-s7): `template< class T> struct X { T
//! t; int n; }; ` (the header on the line of `template`, the class head at its name's line),
//! `template< class T, int N = 3> struct A { … }; `.
use super::{Builder, Ctx, R};
use crate::emit::host::decl::Item;
use crate::emit::host::expr::Expr;
use crate::parse::ast::{Ast, DeclId, DeclKind, TypeBase};
use crate::lex::Kw;
use crate::sema::entities::{FunctionData, Payload, TemplateKind};
use crate::sema::expr::ExprKind;
use crate::sema::ids::{ExprId, ScopeId};
use crate::sema::il::Il;
use std::cell::RefCell;
use std::collections::HashMap;

thread_local! {
    /// The binary operators of the syntax tree by the span of their expression, with their operands'
    /// spans, while the item sequence is built ([`install`]): a type-dependent operation is kept in the
    /// IL as `ExprKind::Dependent` with its operands only (sema/build_expr.rs), and the tree tells which
    /// operation it was.
    static BINARY: RefCell<HashMap<(u32, u32), (&'static str, Operand, Operand)>> = RefCell::new(HashMap::new());
    /// The casts of the syntax tree (`(int)v`, `static_cast<float>(v)`) by span, with their operand's.
    /// A cast of a type-dependent operand to a non-dependent type is `Dependent([operand])` of the
    /// cast's type in the IL (lower/dependent_casts.rs).
    static CASTS: RefCell<HashMap<(u32, u32), (crate::sema::expr::CastKind, Operand)>> = RefCell::new(HashMap::new());
    /// The member function calls of the syntax tree through a name (`t.foo(a)`, `p->g(n, 1.5f)`) by
    /// span: arrow, member name, the object's and the arguments' spans. A call through an object of
    /// dependent type is `Dependent([object, args…])` in the IL (sema/member_call.rs).
    static MEMBER_CALLS: RefCell<HashMap<(u32, u32), (bool, String, Operand, Vec<Operand>)>> = RefCell::new(HashMap::new());
    /// The calls of the syntax tree through a name (`f1(x, x)`, `d(t)`) by span: the callee's identifier
    /// when it is a plain unqualified one, its span and the arguments' spans. A call with a dependent
    /// argument is `Dependent([callee, args…])` of a single function or `Dependent([args…])` of an
    /// overload set or a template (sema/overload.rs).
    static CALLS: RefCell<HashMap<(u32, u32), (Option<String>, Operand, Vec<Operand>)>> = RefCell::new(HashMap::new());
    /// The prefix and postfix operators of the syntax tree (`&ret`, `*p`, `x++`) by span: the
    /// operator's text, whether it is postfix, and the operand's spans. An operation on a
    /// type-dependent operand is `Dependent([operand])` in the IL (sema/operators.rs).
    static UNARY: RefCell<HashMap<(u32, u32), (&'static str, bool, Operand)>> = RefCell::new(HashMap::new());
    /// The conditional operators of the syntax tree (`c ? a : b`) by span, with their operands'
    /// spans. A conditional with a type-dependent operand is `Dependent([c, a, b])` in the IL
    /// (sema/build_expr.rs `build_conditional`).
    static CONDS: RefCell<HashMap<(u32, u32), (Operand, Operand, Operand)>> = RefCell::new(HashMap::new());
    /// The number of template arguments written on each unqualified template-id used as an
    /// expression (`convert<int>` → 1), by its span.
    /// With the qualifier written before it when it is one of plain identifiers (`std::` of
    /// `std::__hypot3<float>`; empty when unqualified).
    static WRITTEN_ARGS: RefCell<HashMap<(u32, u32), (usize, String)>> = RefCell::new(HashMap::new());
}

/// An operand's span as written and inside its parentheses (lowering gives either).
type Operand = ((u32, u32), (u32, u32));

/// Clears the table of [`install`] when the item sequence is built.
pub(super) struct Installed;

impl Drop for Installed {
    fn drop(&mut self) {
        BINARY.with(|m| m.borrow_mut().clear());
        WRITTEN_ARGS.with(|m| m.borrow_mut().clear());
        CASTS.with(|m| m.borrow_mut().clear());
        MEMBER_CALLS.with(|m| m.borrow_mut().clear());
        CALLS.with(|m| m.borrow_mut().clear());
        UNARY.with(|m| m.borrow_mut().clear());
        CONDS.with(|m| m.borrow_mut().clear());
    }
}

/// An operand's span as written and inside its parentheses (a parenthesised operand is lowered as the
/// expression inside).
fn operand_spans(ast: &Ast, x0: crate::parse::ast::ExprId) -> Operand {
    let mut e = x0;
    for _ in 0..64 {
        match ast.expr(e).kind {
            crate::parse::ast::ExprKind::Paren(x) => e = x,
            _ => break,
        }
    }
    let (o, i) = (ast.expr(x0).span, ast.expr(e).span);
    ((o.lo, o.hi), (i.lo, i.hi))
}

/// A callee name as the reference prints it for a dependent call: an identifier (`f1`), or one
/// qualified by plain identifiers as written (`N::h`, `N::M::k`, `S::sf`, `::gg`) but without the
/// leading `::` of a longer qualifier (`::N::h` → `N::h`) [verified:
/// corpus/tmplexpr21-s21/dependent_qualified_calls_ok]. Template-ids are None.
fn written_callee(n: &crate::parse::ast::Name, lexed: &crate::lex::LexOutput) -> Option<String> {
    let mut parts = Vec::with_capacity(n.segs.len());
    for seg in &n.segs {
        let crate::parse::ast::SegKind::Ident(sym) = seg.kind else { return None };
        if seg.targs.is_some() || seg.template_kw {
            return None;
        }
        parts.push(lexed.interner.str(sym));
    }
    let text = parts.join("::");
    Some(if n.global && parts.len() == 1 { format!("::{text}") } else { text })
}

/// Fills the operator table from the tree, when some function template body is to be printed, and the
/// written template arguments.
pub(super) fn install(il: &Il, ast: &Ast, lexed: &crate::lex::LexOutput) -> Installed {
    MEMBER_CALLS.with(|m| {
        let mut m = m.borrow_mut();
        m.clear();
        if il.template_bodies.is_empty() && !il.lambdas.iter().any(|r| r.generic) {
            return;
        }
        CALLS.with(|c| {
            let mut c = c.borrow_mut();
            c.clear();
            for x in &ast.exprs {
                let crate::parse::ast::ExprKind::Call(callee, args) = &x.kind else { continue };
                let ident = match &ast.expr(*callee).kind {
                    crate::parse::ast::ExprKind::Name(n) => written_callee(n, lexed),
                    crate::parse::ast::ExprKind::Member { .. } => continue,
                    _ => None,
                };
                let spans = args.iter().map(|&a| operand_spans(ast, a)).collect();
                c.insert((x.span.lo, x.span.hi), (ident, operand_spans(ast, *callee), spans));
            }
        });
        for x in &ast.exprs {
            let crate::parse::ast::ExprKind::Call(callee, args) = &x.kind else { continue };
            let crate::parse::ast::ExprKind::Member { base, arrow, name } = &ast.expr(*callee).kind else { continue };
            let [seg] = name.segs.as_slice() else { continue };
            let crate::parse::ast::SegKind::Ident(sym) = seg.kind else { continue };
            if name.global || seg.targs.is_some() || seg.template_kw {
                continue;
            }
            let spans = args.iter().map(|&a| operand_spans(ast, a)).collect();
            m.insert((x.span.lo, x.span.hi), (*arrow, lexed.interner.str(sym).to_string(), operand_spans(ast, *base), spans));
        }
    });
    WRITTEN_ARGS.with(|m| {
        let mut m = m.borrow_mut();
        m.clear();
        for x in &ast.exprs {
            let crate::parse::ast::ExprKind::Name(n) = &x.kind else { continue };
            let Some((last, quals)) = n.segs.split_last() else { continue };
            let (false, Some(targs)) = (n.global, &last.targs) else { continue };
            let mut qualifier = String::new();
            for seg in quals {
                let crate::parse::ast::SegKind::Ident(sym) = seg.kind else { break };
                if seg.targs.is_some() || seg.template_kw {
                    break;
                }
                qualifier.push_str(lexed.interner.str(sym));
                qualifier.push_str("::");
            }
            if qualifier.matches("::").count() == quals.len() {
                m.insert((x.span.lo, x.span.hi), (targs.len(), qualifier));
            }
        }
    });
    CASTS.with(|m| {
        let mut m = m.borrow_mut();
        m.clear();
        for x in &ast.exprs {
            let (kind, operand) = match &x.kind {
                crate::parse::ast::ExprKind::CStyleCast(_, e) => (crate::sema::expr::CastKind::CStyle, *e),
                crate::parse::ast::ExprKind::NamedCast(crate::lex::Kw::StaticCast, _, e) => (crate::sema::expr::CastKind::Static, *e),
                // `T(x)`: a cast once its type is dependent (lower/dependent_functional_casts.rs).
                crate::parse::ast::ExprKind::Construct { args, braced: false, .. } if args.len() == 1 => (crate::sema::expr::CastKind::Functional, args[0]),
                _ => continue,
            };
            m.insert((x.span.lo, x.span.hi), (kind, operand_spans(ast, operand)));
        }
    });
    UNARY.with(|m| {
        let mut m = m.borrow_mut();
        m.clear();
        if il.template_bodies.is_empty() && !il.lambdas.iter().any(|r| r.generic) {
            return;
        }
        use crate::lex::TokenKind as T;
        for x in &ast.exprs {
            let (op, postfix, operand) = match &x.kind {
                crate::parse::ast::ExprKind::Unary(t, e) => {
                    let op = match t {
                        T::Minus => "-",
                        T::Bang => "!",
                        T::Tilde => "~",
                        T::Star => "*",
                        T::Amp => "&",
                        T::PlusPlus => "++",
                        T::MinusMinus => "--",
                        _ => continue,
                    };
                    (op, false, *e)
                }
                crate::parse::ast::ExprKind::Postfix(t, e) => (if *t == T::PlusPlus { "++" } else { "--" }, true, *e),
                _ => continue,
            };
            m.insert((x.span.lo, x.span.hi), (op, postfix, operand_spans(ast, operand)));
        }
    });
    BINARY.with(|m| {
        let mut m = m.borrow_mut();
        m.clear();
        if il.template_bodies.is_empty() && !il.lambdas.iter().any(|r| r.generic) {
            return;
        }
        for x in &ast.exprs {
            let crate::parse::ast::ExprKind::Binary(op, a, b) = &x.kind else { continue };
            // Assignments, compound assignments and the comma are `Dependent([lhs, rhs])` too
            // (sema `build_assign`, `build_comma`).
            let text = match super::super::body::binary_op(*op) {
                Some(op) => op.text(),
                None if *op == crate::lex::TokenKind::Eq => "=",
                None if *op == crate::lex::TokenKind::Comma => ",",
                None => match super::super::body::compound_op(*op).and_then(|o| super::compound_text(o.text())) {
                    Some(t) => t,
                    None => continue,
                },
            };
            let (a, b) = (operand_spans(ast, *a), operand_spans(ast, *b));
            m.insert((x.span.lo, x.span.hi), (text, a, b));
        }
        // A parenthesised operation keeps the span of its parentheses.
        for x in &ast.exprs {
            let crate::parse::ast::ExprKind::Paren(mut e) = x.kind else { continue };
            for _ in 0..64 {
                match ast.expr(e).kind {
                    crate::parse::ast::ExprKind::Paren(y) => e = y,
                    _ => break,
                }
            }
            let sp = ast.expr(e).span;
            if let Some(&v) = m.get(&(sp.lo, sp.hi)) {
                m.insert((x.span.lo, x.span.hi), v);
            }
        }
    });
    CONDS.with(|m| {
        let mut m = m.borrow_mut();
        m.clear();
        if il.template_bodies.is_empty() && !il.lambdas.iter().any(|r| r.generic) {
            return;
        }
        for x in &ast.exprs {
            // (GNU `c ?: b` is not recorded: its middle operand is the condition.)
            let crate::parse::ast::ExprKind::Conditional(c, Some(a), b) = &x.kind else { continue };
            m.insert((x.span.lo, x.span.hi), (operand_spans(ast, *c), operand_spans(ast, *a), operand_spans(ast, *b)));
        }
        // A parenthesised conditional keeps the span of its parentheses.
        for x in &ast.exprs {
            let crate::parse::ast::ExprKind::Paren(e) = x.kind else { continue };
            let (_, inner) = operand_spans(ast, e);
            if let Some(&v) = m.get(&inner) {
                m.insert((x.span.lo, x.span.hi), v);
            }
        }
    });
    Installed
}

/// A function template specialisation named with template arguments (`convert<int>`): printed with
/// the arguments written, as the reference evaluates them (`convert< int> (d)`, `fi< 1> ()` for
/// `fi<(2 > 1)>`) [verified: probes of corpus/tmplout-s7], after a qualifier of plain identifiers as
/// written (`std::__hypot3< float> (__x, __y, __z)` [verified: ref trivial.cudafe1.cpp, cmath;
/// corpus/tmplexpr21-s21/qualified_template_ids_ok]). Arguments that print qualified (relative to a
/// context not modelled here) and other template-ids are gaps.
pub(super) fn explicit_arguments(il: &Il, ent: crate::sema::ids::EntityId, span: crate::source::Span, written: &[u8]) -> R<Expr> {
    const GAP: &str = "emit items: name written with template arguments";
    let (n, qualifier) = WRITTEN_ARGS.with(|m| m.borrow().get(&(span.lo, span.hi)).cloned()).ok_or(GAP)?;
    let e = il.entities.get(ent).ok_or(GAP)?;
    // The name as written (`convert <int>` too), not one found through an alias or a using-declaration.
    let name = il.names.resolve(e.name).as_bytes();
    let mut written = written;
    for part in qualifier.split_terminator("::") {
        let w = written.strip_prefix(part.as_bytes()).ok_or(GAP)?;
        let w = &w[w.iter().take_while(|c| c.is_ascii_whitespace()).count()..];
        let w = w.strip_prefix(b"::").ok_or(GAP)?;
        written = &w[w.iter().take_while(|c| c.is_ascii_whitespace()).count()..];
    }
    let rest = written.strip_prefix(name).ok_or(GAP)?;
    if rest.iter().find(|c| !c.is_ascii_whitespace()) != Some(&b'<') {
        return Err(GAP);
    }
    let spec = e.spec().filter(|s| s.is_specialization()).ok_or(GAP)?;
    if !matches!(e.data, Payload::Function(_)) || n == 0 || n > il.types.arg_list(spec.args).len() {
        return Err(GAP);
    }
    let t = crate::emit::host::types::HostTypes::new(il);
    let args = t.first_template_args(spec.args, n, 0).map_err(|_| GAP)?;
    if args.contains("::") {
        return Err(GAP);
    }
    Ok(Expr::Written { ent, text: format!("{}{}{}", qualifier, il.names.resolve(e.name), args) })
}

/// A type- or value-dependent expression of a function template body: a function parameter or local
/// variable (`x`), or a binary operation the tree identifies (`x + (y * 2)`, printed with the
/// reference's parentheses as a non-dependent one [verified: probes of corpus/tmplout-s7]). Anything
/// else is a gap.
pub(super) fn dependent_expr(il: &Il, src: &[u8], id: ExprId, body: bool, depth: u32) -> R<Expr> {
    let e = il.exprs.get(id).ok_or("emit items: bad expression")?;
    let span = |x: ExprId| il.exprs.get(x).map(|n| (n.span.lo, n.span.hi));
    match e.kind {
        ExprKind::DeclRef(ent) if super::is_local(il, ent) => {
            let mut written = src.get(e.span.lo as usize..e.span.hi as usize).map(|w| w.to_vec());
            // A parenthesised name keeps the span of its parentheses (sema `build_paren`); the reference
            // prints the name alone (`(T)(x)` → `(T)x` [verified: probes of corpus/prelude19-s19]).
            if e.flags & crate::sema::expr::Expr::PAREN != 0 {
                written = written.map(|w| strip_parens(&w));
            }
            let name = il.entities.get(ent).map(|x| il.names.resolve(x.name).as_bytes());
            if written.is_none() || written.as_deref() != name {
                return Err(dep_gap(250, src, e.span));
            }
            Ok(Expr::Name(ent))
        }
        // A non-type template parameter named as written (`N`), a constant (emit_expr_forms.rs).
        ExprKind::DeclRef(ent) if super::super::emit_expr_forms::is_value_template_param(il, ent) => {
            let written = src.get(e.span.lo as usize..e.span.hi as usize);
            let name = il.entities.get(ent).map(|x| il.names.resolve(x.name));
            match (written, name) {
                (Some(w), Some(n)) if w == n.as_bytes() => Ok(Expr::Written { ent, text: n.to_string() }),
                _ => Err("emit items: dependent expression"),
            }
        }
        // `sizeof(T)`: the type as the printer spells it [verified: ref trivial.cudafe1.cpp,
        // cuda_device_runtime_api.h:905 `cudaGraphKernelNodeSetParam(node, offset, &value, sizeof(T))`].
        ExprKind::SizeofType(t) => Ok(Expr::SizeofType(t)),
        ExprKind::Dependent(list) if MEMBER_CALLS.with(|m| m.borrow().contains_key(&(e.span.lo, e.span.hi))) => {
            // `t.foo(a)`: printed as written, never parenthesised as an operand (`return t.a() + 1;`,
            // `g(t.c())`, `p->b(n, (2.5F));`) [verified: probes of corpus/tmplout-s7].
            let (arrow, name, sb, sargs) = MEMBER_CALLS.with(|m| m.borrow().get(&(e.span.lo, e.span.hi)).cloned()).ok_or_else(|| dep_gap(260, src, e.span))?;
            let ops = il.exprs.list(list);
            let matches = |x: ExprId, o: &Operand| span(x) == Some(o.0) || span(x) == Some(o.1);
            if ops.len() != sargs.len() + 1 || !matches(ops[0], &sb) || ops[1..].iter().zip(&sargs).any(|(&x, o)| !matches(x, o)) {
                return Err(dep_gap(264, src, e.span));
            }
            let Expr::Name(obj) = super::convert_expr(il, src, ops[0], body, depth + 1)? else {
                return Err("emit items: dependent member call through an expression");
            };
            let object = il.entities.get(obj).map(|x| il.names.resolve(x.name).to_string()).ok_or("emit items: bad entity")?;
            let mut args = Vec::with_capacity(sargs.len());
            for &a in &ops[1..] {
                args.push(match super::super::emit_expr_forms::top_level(super::convert_expr(il, src, a, body, depth + 1)?) {
                    Expr::Converted(_) => return Err("emit items: converted argument"),
                    x => x,
                });
            }
            let text = format!("{}{}{}", object, if arrow { "->" } else { "." }, name);
            Ok(Expr::Call { callee: Box::new(Expr::Written { ent: obj, text }), args })
        }
        ExprKind::Dependent(list) if CALLS.with(|m| m.borrow().contains_key(&(e.span.lo, e.span.hi))) => {
            // `d(t)`, `f1(x, x)`: the callee as written (a single function: its name; an overload set
            // or a template, not kept in the IL: the identifier written) [verified: probes of
            // corpus/tmplout-s7].
            let (ident, sc, sargs) = CALLS.with(|m| m.borrow().get(&(e.span.lo, e.span.hi)).cloned()).ok_or_else(|| dep_gap(284, src, e.span))?;
            let ops = il.exprs.list(list);
            let matches = |x: ExprId, o: &Operand| span(x) == Some(o.0) || span(x) == Some(o.1);
            // A function template named by the callee (`tex1Dfetch(&ret, texObject, x)` inside the
            // template itself): the identifier written [verified: ref trivial.cudafe1.cpp,
            // texture_indirect_functions.h].
            let names_template = |x: ExprId| match il.exprs.get(x).map(|n| n.kind) {
                // (The template, or its pattern: a function declared in a template parameter scope.)
                Some(ExprKind::DeclRef(t)) => il.entities.get(t).is_some_and(|t| t.is_function_template() || (t.is_function() && il.scopes.get(t.scope).is_some_and(|s| s.kind == crate::sema::scopes::ScopeKind::TemplateParams))),
                _ => false,
            };
            let (callee, argv) = if ops.len() == sargs.len() + 1 && matches(ops[0], &sc) && ident.is_some() && names_template(ops[0]) {
                (Expr::Written { ent: crate::sema::ids::EntityId::NONE, text: ident.clone().unwrap_or_default() }, &ops[1..])
            } else if ops.len() == sargs.len() + 1 && matches(ops[0], &sc) {
                let c = super::convert_expr(il, src, ops[0], body, depth + 1)?;
                // (A captured closure in a generic lambda: `(add)(v, v)` [verified: lambdas3/generic_lambda_ok].)
                if !matches!(c, Expr::Name(_) | Expr::Written { .. } | Expr::Captured(_)) {
                    return Err("emit items: call through an expression");
                }
                (c, &ops[1..])
            } else if ops.len() == sargs.len() {
                let text = ident.ok_or("emit items: dependent call of this callee form")?;
                (Expr::Written { ent: crate::sema::ids::EntityId::NONE, text }, ops)
            } else {
                return Err(dep_gap(308, src, e.span));
            };
            if argv.iter().zip(&sargs).any(|(&x, o)| !matches(x, o)) {
                return Err(dep_gap(311, src, e.span));
            }
            let mut args = Vec::with_capacity(argv.len());
            for &a in argv {
                args.push(match super::super::emit_expr_forms::top_level(super::convert_expr(il, src, a, body, depth + 1)?) {
                    Expr::Converted(_) => return Err("emit items: converted argument"),
                    x => x,
                });
            }
            Ok(Expr::Call { callee: Box::new(callee), args })
        }
        // `this` written in a member of a class template (its type is dependent).
        ExprKind::This if e.span.lo != e.span.hi => Ok(Expr::This),
        ExprKind::Dependent(list) if il.exprs.list(list).len() == 3 && CONDS.with(|m| m.borrow().contains_key(&(e.span.lo, e.span.hi))) => {
            // `c ? a : b`: printed as the non-dependent one, its condition parenthesised as one
            // converted to bool (`return (x != 0) ? 4 : 2;`, `return (x) ? 4 : 2;`, `(n) ? x : (-x)`)
            // [verified: corpus/tmplexpr21-s21/dependent_conditional_ok].
            let (sc, sa, sb) = CONDS.with(|m| m.borrow().get(&(e.span.lo, e.span.hi)).copied()).ok_or_else(|| dep_gap(330, src, e.span))?;
            let &[c, a, b] = il.exprs.list(list) else { return Err(dep_gap(331, src, e.span)) };
            let matches = |x: ExprId, o: Operand| span(x) == Some(o.0) || span(x) == Some(o.1);
            if !matches(c, sc) || !matches(a, sa) || !matches(b, sb) {
                return Err(dep_gap(334, src, e.span));
            }
            let cond = match super::convert_expr(il, src, c, body, depth + 1)? {
                x @ Expr::Converted(_) => x,
                x => Expr::Converted(Box::new(x)),
            };
            let then = super::convert_expr(il, src, a, body, depth + 1)?;
            let els = super::convert_expr(il, src, b, body, depth + 1)?;
            let x = Expr::Cond { cond: Box::new(cond), then: Box::new(then), els: Box::new(els) };
            // A value-dependent constant conditional (folded or not) is not verified.
            if super::super::emit_expr_forms::constant(il, &x) {
                return Err("emit items: value-dependent constant operation in a function body");
            }
            Ok(x)
        }
        ExprKind::Dependent(list) if il.exprs.list(list).len() == 1 && UNARY.with(|m| m.borrow().contains_key(&(e.span.lo, e.span.hi))) => {
            // `&ret`, `*p`, `n++` on a dependent parameter or local: printed as written, like the
            // operation on a local of non-dependent type (`tex1Dfetch(&ret, texObject, x);`)
            // [verified: ref trivial.cudafe1.cpp, texture_indirect_functions.h]. Other operands are
            // gaps (their parentheses are not verified).
            let (op, postfix, so) = UNARY.with(|m| m.borrow().get(&(e.span.lo, e.span.hi)).copied()).ok_or_else(|| dep_gap(327, src, e.span))?;
            let x = il.exprs.list(list)[0];
            if span(x) != Some(so.0) && span(x) != Some(so.1) {
                return Err(dep_gap(330, src, e.span));
            }
            let operand = super::convert_expr(il, src, x, body, depth + 1)?;
            // (`*this` in a member of a class template: `return *this;` [verified: ref
            // trivial.cudafe1.cpp, stl_iterator.h back_insert_iterator].)
            // A prefix operator on an operation parenthesises it like the non-dependent one (`!(x ==
            // y)`, `-(x + y)`, `!((x) ? true : false)`, `*(p + 1)`) [verified:
            // corpus/tmplexpr21-s21/dependent_assign_ok].
            let operation = !postfix && matches!(operand, Expr::Binary { .. } | Expr::Cond { .. } | Expr::Unary { .. });
            if !matches!(operand, Expr::Name(n) if super::is_local(il, n)) && !(op == "*" && matches!(operand, Expr::This)) && !operation {
                return Err("emit items: dependent operation on an expression");
            }
            // (A prefix operation as the operand is parenthesised too: `!(!x)`, `-(-x)`, `&(*p)`.)
            let operand = Box::new(if matches!(operand, Expr::Unary { .. }) { Expr::ConvOp(Box::new(operand)) } else { operand });
            Ok(if postfix { Expr::Postfix { op, operand } } else { Expr::Unary { op, operand } })
        }
        ExprKind::Dependent(list) if il.exprs.list(list).len() == 1 => {
            // A cast of a dependent operand to a non-dependent type (the node has the cast's type).
            let a = il.exprs.list(list)[0];
            let form = CASTS.with(|m| m.borrow().get(&(e.span.lo, e.span.hi)).copied());
            let Some((kind, sa)) = form else { return Err(dep_gap(343, src, e.span)) };
            if span(a) != Some(sa.0) && span(a) != Some(sa.1) || e.ty.is_none() || il.types.is_error(e.ty) {
                return Err(dep_gap(345, src, e.span));
            }
            if il.types.is_dependent(e.ty) && !super::super::dependent_functional_casts::printable_cast_target(il, e.ty) {
                return Err("emit items: cast to a dependent type of this form");
            }
            super::super::emit_expr_forms::cast(il, src, e, kind, a, body, depth)
        }
        ExprKind::Dependent(list) => {
            let &[a, b] = il.exprs.list(list) else { return Err(dep_gap(353, src, e.span)) };
            let form = BINARY.with(|m| m.borrow().get(&(e.span.lo, e.span.hi)).copied());
            let Some((op, sa, sb)) = form else { return Err(dep_gap(355, src, e.span)) };
            let matches = |x: ExprId, o: Operand| span(x) == Some(o.0) || span(x) == Some(o.1);
            if !matches(a, sa) || !matches(b, sb) {
                return Err(dep_gap(358, src, e.span));
            }
            let lhs = super::convert_expr(il, src, a, body, depth + 1)?;
            let rhs = super::convert_expr(il, src, b, body, depth + 1)?;
            // (`(a = b), (c = d)` [verified: ref trivial.cudafe1.cpp, tr1/poly_hermite.tcc].)
            if op == "," {
                return Ok(Expr::Comma(Box::new(lhs), Box::new(rhs)));
            }
            let x = Expr::Binary { op, lhs: Box::new(lhs), rhs: Box::new(rhs) };
            // Of constants cast to a dependent type (`T(-1) > T(0)`): value-dependent, printed as a
            // folded constant in an initializer (`static const bool v = (((T)(-1)) > ((T)1));`, `bool r =
            // (((T)1) > ((T)2));`) but not in a return statement (`return ((T)(-1)) < ((T)0);`) [verified:
            // probes of corpus/prelude19-s19]. The function body's statement context is not known here: a gap.
            if super::super::emit_expr_forms::constant_operation(il, &x) {
                if body {
                    return Err("emit items: value-dependent constant operation in a function body");
                }
                return Ok(Expr::Converted(Box::new(x)));
            }
            Ok(x)
        }
        _ => {
            if std::env::var_os("CUFE_EMIT_DEBUG").is_some() {
                eprintln!("cufe emit debug: dependent expression {:?} at {}", e.kind, e.span.lo);
            }
            Err(dep_gap(379, src, e.span))
        }
    }
}

/// The gap of a dependent expression not printed, with where it was given up under
/// `CUFE_EMIT_DEBUG` (the census counts the kind; the debug line tells the cause apart).
fn dep_gap(line: u32, src: &[u8], at: crate::source::Span) -> &'static str {
    if std::env::var_os("CUFE_EMIT_DEBUG").is_some() {
        let text = src.get(at.lo as usize..at.hi as usize).map(String::from_utf8_lossy).unwrap_or_default();
        eprintln!("cufe emit debug: dependent expression given up at emit_tmpl.rs:{line} (at {}): {}", at.lo, text.chars().take(120).collect::<String>());
    }
    "emit items: dependent expression"
}

/// `( ( x ) )` → `x`: a parenthesised name's text without its parentheses and blanks.
fn strip_parens(w: &[u8]) -> Vec<u8> {
    w.iter().copied().filter(|c| !matches!(c, b'(' | b')') && !c.is_ascii_whitespace()).collect()
}

impl Builder<'_> {
    /// The item of the namespace-scope template declaration `d` (`template<…> inner`) in `scope`, or
    /// None when this module does not map its shape (the caller's older mapping then decides).
    pub(super) fn template_definition_item(&mut self, d: DeclId, scope: ScopeId) -> R<Option<Item>> {
        let decl = self.ast.decl(d);
        let DeclKind::Template { requires, decl: inner, .. } = &decl.kind else { return Ok(None) };
        if let DeclKind::Function { .. } = &self.ast.decl(*inner).kind {
            if requires.is_some() {
                return Err("emit items: template with a requires-clause");
            }
            return self.function_template_definition(d, *inner, scope).map(Some);
        }
        let DeclKind::Simple { spec, declarators } = &self.ast.decl(*inner).kind else { return Ok(None) };
        let TypeBase::Class(c) = &spec.base else { return Ok(None) };
        if !declarators.is_empty() {
            return Ok(None);
        }
        let DeclKind::Class(def) = &self.ast.decl(*c).kind else { return Ok(None) };
        let Some(name) = &def.name else { return Ok(None) };
        if requires.is_some() {
            return Err("emit items: template with a requires-clause");
        }
        if !spec.specifiers.is_empty() || !spec.attrs.is_empty() {
            return Err("emit items: template declaration with specifiers or attributes");
        }
        // A partial specialisation (`template<class T> struct A<T *> {…}`) or a member of a class
        // template (`A<T>::B`): not declared by lowering in user code.
        if !name.global && name.segs.len() == 1 && name.segs[0].targs.is_some() {
            return self.partial_specialization_item(d, *inner, name).map(Some);
        }
        if name.global || name.segs.len() != 1 {
            return Err("emit items: member of a class template");
        }
        let s = name.last_ident().ok_or("emit items: template name")?;
        self.visit(*inner);
        let t = self.find(scope, s, |p| matches!(p, Payload::Template(t) if t.kind == TemplateKind::Class))?;
        let pattern = self.il.entities.get(t).and_then(|e| e.template()).map(|x| x.pattern).ok_or("emit items: not a template")?;
        let pe = self.il.entities.get(pattern).ok_or("emit items: template without a pattern")?;
        // Only a definition lowering analysed (phase 1: user_templates.rs, and quietly for the prelude
        // header_class_templates.rs) has its members in the IL.
        if !self.il.class_templates_analysed.contains(&t) || !matches!(pe.data, Payload::Class(cd) if cd.complete) {
            if self.il.template_bodies_deferred.contains(&t) {
                return Err(super::BODIES_DEFERRED);
            }
            return Err("emit items: class template definition not analysed");
        }
        let item = {
            // (Its base clause may name the parameters: tparam_names.rs.)
            let _naming = crate::emit::host::tparam_names::printing(t);
            self.simple(spec, declarators, pe.scope, Ctx::Namespace)?
        };
        let Item::Decl(mut x) = item else { return Err("emit items: class template definition") };
        if x.entity != pattern || !x.more.is_empty() {
            return Err("emit items: class template definition");
        }
        // A definition after a forward declaration prints its header from the template's one
        // parameter list: right unless a default argument was given (by either declaration).
        let defaults = self.il.entities.template_params(t).any(|p| self.il.value_default_params.contains(&p) || matches!(self.il.entities.get(p).map(|x| x.data), Some(Payload::TemplateParam(d)) if d.default.is_some()));
        if !self.seen.insert(t) && defaults {
            return Err("emit items: template redeclaration");
        }
        x.entity = t;
        x.template_at = decl.span.lo;
        Ok(Some(Item::Decl(x)))
    }

    /// `template<class T> struct A<T *> {…}` whose definition passed phase 1 (a prelude one quietly:
    /// header_class_templates.rs): the pattern class, printed `template< class _Tp> \n# 46\nstruct
    /// __is_pointer< _Tp *>  { … }; ` [verified: ref trivial.cudafe1.cpp, cpp_type_traits.h].
    fn partial_specialization_item(&mut self, d: DeclId, inner: DeclId, name: &crate::parse::ast::Name) -> R<Item> {
        let decl = self.ast.decl(d);
        let DeclKind::Simple { spec, declarators } = &self.ast.decl(inner).kind else { return Err("emit items: partial specialisation") };
        self.visit(inner);
        let mut found = None;
        for &(_, e) in self.declared_at(name.span.lo) {
            if let Some(Payload::Class(cd)) = self.il.entities.get(e).map(|x| x.data) {
                if cd.spec.kind == crate::sema::entities::SpecKind::Partial {
                    found = Some((e, cd.spec.partial_params));
                }
            }
        }
        let (pattern, holder) = found.ok_or("emit items: partial specialisation not declared")?;
        if !self.il.class_templates_analysed.contains(&holder) {
            if self.il.template_bodies_deferred.contains(&holder) {
                return Err(super::BODIES_DEFERRED);
            }
            return Err("emit items: partial specialisation not analysed");
        }
        let scope = self.il.entities.get(pattern).map(|p| p.scope).ok_or("emit items: bad entity")?;
        let item = {
            let _naming = crate::emit::host::tparam_names::printing(holder);
            self.simple(spec, declarators, scope, Ctx::Namespace)?
        };
        let Item::Decl(mut x) = item else { return Err("emit items: partial specialisation") };
        if x.entity != pattern || !x.more.is_empty() || !self.seen.insert(pattern) {
            return Err("emit items: partial specialisation");
        }
        x.template_at = decl.span.lo;
        Ok(Item::Decl(x))
    }

    /// `template struct Box<int>;`, `extern template struct Box<long>;`, `template int get<long>(long);`:
    /// the specialisation lowering marked (lower/explicit_instantiation.rs), printed `template struct
    /// Box< int> ;`, `template int get< long> (long t);` [verified: probes of corpus/tmplout-s7]. The
    /// specialisation is the template's only one of that kind; a function's must have been written
    /// with all its template arguments (`template int get(char);` prints none: not modelled).
    pub(super) fn explicit_instantiation_item(&mut self, d: DeclId, scope: ScopeId) -> R<Item> {
        use crate::sema::entities::SpecKind;
        const GAP: &str = "emit items: explicit instantiation";
        let decl = self.ast.decl(d);
        let DeclKind::ExplicitInstantiation { is_extern, decl: inner } = &decl.kind else { return Err(GAP) };
        let want = if *is_extern { SpecKind::ExplicitInstantiationDecl } else { SpecKind::ExplicitInstantiationDef };
        let DeclKind::Simple { spec, declarators } = &self.ast.decl(*inner).kind else { return Err(GAP) };
        self.visit(*inner);
        let (name, written, class) = match (declarators.as_slice(), &spec.base) {
            ([], TypeBase::Elaborated { name, .. }) => (name, None, true),
            ([one], _) if matches!(one.decl.ops.first(), Some(crate::parse::ast::DeclaratorOp::Function(_))) && one.init.is_none() => {
                let n = one.decl.name.as_ref().ok_or(GAP)?;
                (n, Some(&one.decl), false)
            }
            _ => return Err(GAP),
        };
        if name.global || name.segs.len() != 1 {
            return Err(GAP);
        }
        let s = name.last_ident().ok_or(GAP)?;
        let kind = if class { TemplateKind::Class } else { TemplateKind::Function };
        let t = self.find(scope, s, |p| matches!(p, Payload::Template(t) if t.kind == kind))?;
        let mut found = None;
        for e in self.il.entities.specializations(t) {
            if self.il.entities.get(e).and_then(|x| x.spec()).map(|x| x.kind) == Some(want) {
                if found.is_some() {
                    return Err("emit items: several explicit instantiations of one template");
                }
                found = Some(e);
            }
        }
        let e = found.ok_or(GAP)?;
        let args = self.il.entities.get(e).and_then(|x| x.spec()).map(|x| x.args).ok_or(GAP)?;
        let all = self.il.types.arg_list(args).len();
        if name.segs[0].targs.as_ref().map(|a| a.len()) != Some(all) {
            return Err("emit items: explicit instantiation with deduced template arguments");
        }
        if !self.seen.insert(e) {
            return Err("emit items: explicit instantiation repeated");
        }
        match written {
            None => {
                if !spec.specifiers.is_empty() || !spec.attrs.is_empty() {
                    return Err(GAP);
                }
                Ok(Item::Decl(crate::emit::host::decl::Decl { entity: e, at: name.span.lo, ..Default::default() }))
            }
            Some(dc) => {
                if self.guard(spec, Some(dc), &[], e)? {
                    return Err(GAP);
                }
                let mut x = self.function_with_body(e, dc, false, Default::default())?;
                x.at = name.span.lo;
                // The parameters are named as in the template (`template int get< long> (long t);`
                // for `template int get<long>(long);`) [verified]: the specialisation's own.
                x.param_names = None;
                x.param_at = None;
                Ok(Item::Decl(x))
            }
        }
    }

    /// `template<> struct X<char> { typedef void type; };` of the prelude: the specialisation lowering
    /// completed where it is written (lower/prelude_specs.rs), printed `template<> struct X< char>  {
    /// typedef void type; }; ` at the name's line, also after a `template<>` on a line of its own
    /// [verified: ref trivial.cudafe1.cpp, texture_indirect_functions.h; corpus/hdrtmpl-s8]. Member
    /// function definitions (their bodies are not lowered) are gaps.
    pub(super) fn explicit_specialization_item(&mut self, d: DeclId, scope: ScopeId) -> R<Item> {
        const GAP: &str = "emit items: explicit specialization";
        let decl = self.ast.decl(d);
        let DeclKind::ExplicitSpecialization(inner) = &decl.kind else { return Err(GAP) };
        if let DeclKind::Function { spec, decl: dc, body: Some(_), .. } = &self.ast.decl(*inner).kind {
            // `template<> inline R f< char> () { … }` [verified: ref trivial.cudafe1.cpp,
            // channel_descriptor.h]: defined by lower/prelude_specs.rs, printed as a function.
            let entity = self.il.explicit_fn_specs.get(&decl.span.lo).copied().ok_or("emit items: explicit specialization of a function template")?;
            self.visit(*inner);
            if self.guard(spec, Some(dc), &[], entity)? {
                return Err("emit items: device_builtin function");
            }
            if !self.seen.insert(entity) {
                return Err("emit items: explicit specialization redeclared");
            }
            let mut x = self.function(entity, dc, true)?;
            x.extension = self.extension_before(decl.span.lo);
            return Ok(Item::Decl(x));
        }
        let DeclKind::Simple { spec, declarators } = &self.ast.decl(*inner).kind else {
            return Err("emit items: explicit specialization of a function template");
        };
        if !declarators.is_empty() || !spec.specifiers.is_empty() || !spec.attrs.is_empty() {
            return Err(GAP);
        }
        if let TypeBase::Elaborated { name, .. } = &spec.base {
            return self.explicit_specialization_declaration(decl.span.lo, name);
        }
        let TypeBase::Class(c) = &spec.base else { return Err(GAP) };
        let DeclKind::Class(def) = &self.ast.decl(*c).kind else { return Err(GAP) };
        let name = def.name.as_ref().ok_or(GAP)?;
        if name.global || name.segs.len() != 1 || name.segs[0].targs.is_none() {
            return Err(GAP);
        }
        // Member function definitions print with the bodies lower/prelude_specs.rs lowered (one without
        // is a gap where it is printed); member templates are a gap.
        for &m in &def.members {
            if matches!(self.ast.decl(m).kind, DeclKind::Template { .. }) {
                return Err("emit items: member template of an explicit specialization");
            }
        }
        let _ = scope;
        let entity = self.il.explicit_class_specs.get(&decl.span.lo).copied().ok_or("emit items: explicit specialization not defined where written")?;
        let Some(Payload::Class(cd)) = self.il.entities.get(entity).map(|e| e.data) else { return Err(GAP) };
        if !cd.complete || def.final_ != cd.is_final {
            return Err("emit items: explicit specialization with bases or final");
        }
        // Bases and `final` print as in an ordinary class: `template<> struct B< short>  : public
        // Base { … }; `, `template<> struct B< char>  __final { }; ` [verified: corpus/tmplspec-s17].
        self.bases_printable(def, entity)?;
        // The class key printed is the IL's (the primary template's): one written otherwise
        // (`template<> class B< long> ` of a `struct B`) is a gap.
        if !key_written(def.key, cd.key) {
            return Err("emit items: explicit specialization with another class key");
        }
        // (A definition after its declaration `template<> struct B<char>;` is printed again in full.)
        let declared = self.il.explicit_class_spec_decls.values().any(|&x| x == entity);
        if !self.seen.insert(entity) && !declared {
            return Err("emit items: explicit specialization redeclared");
        }
        self.visit(*inner);
        self.visit(*c);
        let device_builtin = self.guard(spec, None, &def.attrs, entity)?;
        let td = self.ast.decl(*c);
        let close_brace = self.closing_brace(td.span)?;
        let close_at = self.next_token_at(close_brace + 1).ok_or("emit items: end of declaration")?;
        let members = self.list(&def.members, cd.scope, Ctx::Class)?;
        Ok(Item::Decl(crate::emit::host::decl::Decl { entity, at: name.span.lo, definition: true, members, close_at, device_builtin, ..Default::default() }))
    }

    /// `template<> struct B<char>;` (prelude or user code): the specialisation declared, printed
    /// `template<> struct B< char> ; ` at the name's line [verified: ref trivial.cudafe1.cpp,
    /// cpp_type_traits.h `__add_unsigned<bool>`; corpus/tmplspec-s17]. A second declaration, or one
    /// after the definition, is a gap.
    /// The key printed is the primary template's, whatever is written (`template<> class B<int>;` of
    /// a `struct B` prints `template<> struct B< int> ; `) [verified: corpus/tmplspec-s17].
    fn explicit_specialization_declaration(&mut self, at: u32, name: &crate::parse::ast::Name) -> R<Item> {
        let entity = self.il.explicit_class_spec_decls.get(&at).copied().ok_or("emit items: explicit specialization declaration not recorded")?;
        if name.global || name.segs.len() != 1 || name.segs[0].targs.is_none() {
            return Err("emit items: explicit specialization");
        }
        if !self.seen.insert(entity) {
            return Err("emit items: explicit specialization redeclared");
        }
        Ok(Item::Decl(crate::emit::host::decl::Decl { entity, at: name.span.lo, ..Default::default() }))
    }

    /// `inline` / `constexpr` written on a function template's declaration but not recorded on its
    /// pattern (a prelude template's pattern has neither): the flags to print from the declaration
    /// (`Decl::fn_flags_written`), and the specifiers left for the item builder's check (`guard`).
    pub(super) fn flags_written(&self, spec: &crate::parse::ast::DeclSpec, pattern: crate::sema::ids::EntityId) -> (u32, crate::parse::ast::DeclSpec) {
        let pflags = self.il.entities.get(pattern).and_then(|p| p.function()).map(|f| f.flags).unwrap_or(0);
        let mut written = 0;
        for k in &spec.specifiers {
            match k {
                Kw::Inline if pflags & FunctionData::INLINE == 0 => written |= FunctionData::INLINE,
                Kw::Constexpr if pflags & FunctionData::CONSTEXPR == 0 => written |= FunctionData::CONSTEXPR | FunctionData::INLINE,
                _ => {}
            }
        }
        let mut rest = spec.clone();
        rest.specifiers.retain(|k| !matches!(k, Kw::Inline | Kw::Constexpr) || written == 0);
        (written, rest)
    }

    /// `template<…> R f(params) { … }` in user code: the pattern's declaration with the phase-1 body
    /// (`Il::template_bodies`); a body that did not pass phase 1 has none and stays a gap.
    fn function_template_definition(&mut self, d: DeclId, inner: DeclId, scope: ScopeId) -> R<Item> {
        let decl = self.ast.decl(d);
        let DeclKind::Function { spec, decl: dc, body: Some(_), ctor_inits, try_block, virt_spec, .. } = &self.ast.decl(inner).kind else {
            return Err("emit items: template definition or other template declaration");
        };
        if !ctor_inits.is_empty() || !try_block.is_empty() || !virt_spec.is_empty() {
            return Err("emit items: function template with initialisers or a try block");
        }
        let name = dc.name.as_ref().ok_or("emit items: unnamed declaration")?;
        if name.global || name.segs.len() != 1 || name.segs[0].targs.is_some() {
            return Err("emit items: out-of-class member or specialisation of a function template");
        }
        let s = name.last_ident().ok_or("emit items: function template name")?;
        self.visit(inner);
        // Overloaded templates are told apart by where their pattern is declared (its name).
        let sym = self.il.names.get(self.lexed.interner.str(s)).ok_or("emit items: name not in the IL")?;
        let mut found = None;
        for e in self.il.scopes.local(&self.il.entities, scope, sym) {
            let Some(td) = self.il.entities.get(e).and_then(|x| x.template()) else { continue };
            if td.kind != TemplateKind::Function || self.il.entities.get(td.pattern).map(|p| p.span.lo) != Some(name.span.lo) {
                continue;
            }
            if found.is_some() {
                return Err("emit items: overloaded or repeated name");
            }
            found = Some((e, td.pattern));
        }
        let (t, pattern) = found.ok_or("emit items: function template not found")?;
        let body = match self.il.template_bodies.get(&t) {
            Some(&b) => b,
            None if self.il.template_bodies_deferred.contains(&t) => return Err(super::BODIES_DEFERRED),
            None => return Err("emit items: function template body not analysed"),
        };
        let (written, rest) = self.flags_written(spec, pattern);
        // A prelude template's execution-space attributes are not applied to its pattern
        // (templates.rs): one written that would change what is printed (a device function's body
        // under `#if 0`) is a gap.
        let space_written = spec.attrs.iter().chain(&dc.attrs).flat_map(|a| a.names.iter()).any(|&n| {
            let t = self.lexed.interner.str(n);
            matches!(t.strip_prefix("__").and_then(|x| x.strip_suffix("__")).unwrap_or(t), "device" | "global")
        });
        let pattern_space = self.il.entities.get(pattern).map(|p| p.exec.space());
        if space_written && matches!(pattern_space, Some(crate::sema::entities::Space::Host | crate::sema::entities::Space::ImplicitHost)) {
            return Err("emit items: execution space of a prelude function template not recorded");
        }
        if self.guard(&rest, Some(dc), &[], pattern)? {
            return Err("emit items: device_builtin function");
        }
        if !self.seen.insert(t) {
            return Err("emit items: template redeclaration");
        }
        if !matches!(self.il.entities.get(pattern).map(|p| self.il.types.kind(p.ty)), Some(crate::sema::types::TypeKind::Function(_))) {
            return Err("emit items: function template without a function type");
        }
        let mut x = self.function_with_body(pattern, dc, true, body)?;
        x.entity = t;
        x.fn_flags_written = written;
        // A definition after a declaration of the template prints no `static` (`template< class T>
        // inline cudaError_t cudaMalloc(T **…) {…}` after `template< class T> static inline
        // cudaError_t cudaMalloc(T ** devPtr, size_t size);`) [verified: ref trivial.cudafe1.cpp].
        let declared_before = self.template_declared_before(t, pattern, scope, decl.span.lo)?;
        if declared_before && self.il.entities.get(pattern).and_then(|p| p.function()).is_some_and(|f| f.storage == crate::sema::entities::Storage::Static) {
            x.storage_written = Some(crate::sema::entities::Storage::None);
        }
        x.template_at = decl.span.lo;
        x.extension = self.extension_before(decl.span.lo);
        Ok(Item::Decl(x))
    }
}

/// Whether the class key written `kw` is the one the IL prints (`key`).
fn key_written(kw: Kw, key: crate::sema::entities::ClassKey) -> bool {
    use crate::sema::entities::ClassKey;
    matches!((kw, key), (Kw::Struct, ClassKey::Struct) | (Kw::Class, ClassKey::Class) | (Kw::Union, ClassKey::Union))
}

impl Builder<'_> {
    /// Whether the function template `t` (pattern `pattern`, defined at `at` in `scope`) was declared
    /// before: lowering declares each function template declaration as its own template (they
    /// overload), so an earlier one of the same name, the same template parameter count and the same
    /// printed function type is this template's declaration. One that differs only in how its type
    /// prints (other parameter names) is a gap.
    fn template_declared_before(&self, t: crate::sema::ids::EntityId, pattern: crate::sema::ids::EntityId, scope: ScopeId, at: u32) -> R<bool> {
        let il = self.il;
        let Some(te) = il.entities.get(t) else { return Ok(false) };
        if te.span.lo < at {
            return Ok(true);
        }
        let types = crate::emit::host::types::HostTypes::new(il);
        let fn_type = |p: crate::sema::ids::EntityId| il.entities.get(p).and_then(|x| types.type_str(x.ty).ok());
        let params = |p: crate::sema::ids::EntityId| il.entities.params(p).count();
        let mine = fn_type(pattern);
        let n = il.entities.template_params(t).count();
        for e in il.scopes.local(&il.entities, scope, te.name) {
            let Some(x) = il.entities.get(e) else { continue };
            let Some(td) = x.template() else { continue };
            if e == t || td.kind != TemplateKind::Function || x.span.lo >= at || il.entities.template_params(e).count() != n || params(td.pattern) != params(pattern) {
                continue;
            }
            if mine.is_some() && fn_type(td.pattern) == mine {
                return Ok(true);
            }
            return Err("emit items: function template possibly declared before");
        }
        Ok(false)
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::items_in;
    use crate::emit::host::decl::Item;

    fn templates_mapped(src: &str) -> bool {
        let (_, r) = items_in(&format!("# 1 \"t.cu\"\n{}\n", src));
        // (The last declaration is the template under test.)
        matches!(r, Ok(items) if matches!(items.last(), Some(Item::Decl(d)) if d.template_at != 0))
    }

    #[test]
    fn user_templates_map_to_items() {
        assert!(templates_mapped("template <class T, int N = 3> struct A { T *p; int n; };"));
        assert!(templates_mapped("template <class T> T f(T x, T y) { return x + y * 2 - (x - y); }"));
        assert!(templates_mapped("template <class T> void e(T) { }"));
        assert!(templates_mapped("template <class T> int m(T t) { return t.size() + (int)t; }"));
        assert!(templates_mapped("int g(int); template <class T> int c(T t) { return g(t) * 2; }"));
    }

    /// The items of a system-header text: the `template<>` ones that map, by their entity's spec kind.
    fn explicit_specs_mapped(header: &str) -> Option<usize> {
        let (il, r) = items_in(&format!("# 1 \"t.cu\"\n# 1 \"/usr/include/h.h\" 1 3\n{}\n", header));
        let items = r.ok()?;
        Some(items
            .iter()
            .filter(|i| matches!(i, Item::Decl(d) if il.entities.get(d.entity).and_then(|e| e.spec()).is_some_and(|s| s.kind == crate::sema::entities::SpecKind::Explicit)))
            .count())
    }

    #[test]
    fn prelude_explicit_specialisations_map_to_items() {
        assert_eq!(explicit_specs_mapped("template<class T> struct tr;\ntemplate<> struct tr<char> { typedef void type; };\ntemplate<> struct tr<int> { int m; };"), Some(2));
        // A function specialisation is defined when its template is (the output of the template
        // itself is still a gap: its body is not analysed).
        let defined = |h: &str| items_in(&format!("# 1 \"t.cu\"\n# 1 \"/usr/include/h.h\" 1 3\n{}\n", h)).0.explicit_fn_specs.len();
        let f = "struct D { int x; };\nD mk(int);\ntemplate<class T> inline D d(void) { return mk(0); }\ntemplate<> inline D d<char>(void) { return mk((int)sizeof(char)); }";
        assert_eq!(defined(f), 1);
        // Other specifiers than the template's: not defined where written.
        assert_eq!(defined("template<class T> int g(T a) { return 0; }\ntemplate<> inline int g<int>(int a) { return a; }"), 0);
    }

    #[test]
    fn explicit_specialisation_declarations_and_bases_map_to_items() {
        // `template<> struct tr<bool>;` declares the specialisation: one item, not a definition.
        assert_eq!(explicit_specs_mapped("template<class T> struct tr;\ntemplate<> struct tr<bool>;\ntemplate<> struct tr<int> { int m; };"), Some(2));
        assert_eq!(explicit_specs_mapped("struct B { int b; };\ntemplate<class T> struct tr;\ntemplate<> struct tr<int> : B { int m; };"), Some(1));
        // User code: a definition after its declaration, and a class key other than the primary's.
        let user = |src: &str| items_in(&format!("# 1 \"t.cu\"\n{}\n", src)).1.map(|items| items.len());
        assert_eq!(user("template<class T> struct A;\ntemplate<> struct A<char>;\ntemplate<> struct A<char> { int w; };"), Ok(3));
        assert_eq!(user("template<class T> struct A { };\ntemplate<> class A<char> { int w; };"), Err("emit items: explicit specialization with another class key"));
    }

    #[test]
    fn prelude_function_template_bodies_map_to_items() {
        // Phase 1 in the prelude (header_template_bodies.rs): the definitions map to items.
        let mapped = |h: &str| {
            let (_, r) = items_in(&format!("# 1 \"t.cu\"\n# 1 \"/usr/include/h.h\" 1 3\n{}\n# 2 \"t.cu\" 2\nint u;\n", h));
            r.ok().map(|items| items.iter().filter(|i| matches!(i, Item::Decl(d) if d.template_at != 0)).count())
        };
        assert_eq!(mapped("extern \"C\" int g(void *);\ntemplate<class T> static inline int a(T *p) { return ::g((void *)p); }"), Some(1));
        assert_eq!(mapped("template<class T> inline T pick(int n) { T r; fill_any(&r, n); return r; }"), Some(1));
        // A device template: its execution space is on the pattern (templates.rs), so it maps too and
        // prints its body under `#if 0`.
        let h = "# 1 \"t.cu\"\n# 1 \"/usr/include/h.h\" 1 3\ntemplate<class T> static __attribute__((device)) T d(T x) { return x; }\n# 2 \"t.cu\" 2\nint u;\n";
        let (il, r) = items_in(h);
        assert_eq!(r.ok().map(|items| items.iter().filter(|i| matches!(i, Item::Decl(d) if d.template_at != 0)).count()), Some(1));
        let pattern = il.entities.iter().find_map(|(_, e)| e.template().filter(|t| t.kind == crate::sema::entities::TemplateKind::Function).map(|t| t.pattern)).expect("template");
        assert_eq!(il.entities.get(pattern).map(|p| p.exec.space()), Some(crate::sema::entities::Space::Device));
    }

    /// A base named through a typedef is recorded for the printer (`public true_type`), in and out of
    /// the typedef's namespace; a dependent base inside a namespace is checked unqualified there
    /// [verified: corpus/tmplclass20-s20/base_typedef_ok].
    #[test]
    fn bases_named_through_typedefs_map_to_items() {
        let h = "# 1 \"t.cu\"\n# 1 \"/usr/include/h.h\" 1 3\nnamespace std { struct A { }; typedef A AT; struct G : public AT { };\ntemplate<class T> struct tr { }; template<class T> struct W : public tr<T> { }; }\n# 2 \"t.cu\" 2\nstruct L : std::AT { };\n";
        let (il, r) = items_in(h);
        assert!(r.is_ok(), "{:?}", r.err());
        assert_eq!(il.base_typedefs.len(), 2);
        assert!(il.base_typedefs.values().all(|&t| matches!(il.types.kind(t), crate::sema::types::TypeKind::Typedef { .. })));
    }

    /// A value-dependent default `Q<P>::m` is spelled for the header (value_defaults.rs); other shapes
    /// are not [verified: corpus/tmplclass20-s20/value_default_header_ok].
    #[test]
    fn value_dependent_defaults_of_the_member_form_are_spelled() {
        let h = "# 1 \"t.cu\"\n# 1 \"/usr/include/h.h\" 1 3\nnamespace std { struct F { static constexpr bool value = false; };\ntemplate<class T> struct R : F { };\ntemplate<class T, bool = R<T>::value> struct X;\ntemplate<class T, bool B = sizeof(T) == 1> struct Y;\ntemplate<class T, bool = R<const T>::value> struct Z; }\n# 2 \"t.cu\" 2\nint u;\n";
        let (il, _) = items_in(h);
        let mut texts: Vec<&str> = il.value_default_text.values().map(String::as_str).collect();
        texts.sort();
        assert_eq!(texts, ["R< T> ::value"]);
        assert_eq!(il.value_default_params.len(), 3);
    }

    /// A prelude variable template's initialiser passes phase 1 (header_var_templates.rs); `Q<P...>::m`
    /// is spelled, other shapes are not, and a braced initialiser is not analysed [verified:
    /// corpus/clstmpl21-s21/var_template_ok].
    #[test]
    fn prelude_variable_templates_are_analysed() {
        let h = "# 1 \"t.cu\"\n# 1 \"/usr/include/h.h\" 1 3\nnamespace std { template<class T> struct R { static constexpr bool value = false; };\ntemplate<class... B> struct A { static constexpr bool value = true; };\ntemplate<class T> inline constexpr bool r_v = R<T>::value;\ntemplate<class... B> inline constexpr bool a_v = A<B...>::value;\ntemplate<class T> inline constexpr bool c_v = R<const T>::value;\ntemplate<class T> inline constexpr bool f_v = false;\ntemplate<class T> inline constexpr R<T> b_v{}; }\n# 2 \"t.cu\" 2\nint u;\n";
        let (il, _) = items_in(h);
        let mut texts: Vec<&str> = il.var_template_init_text.values().map(String::as_str).collect();
        texts.sort();
        assert_eq!(texts, ["(A< B...> ::value)", "(R< T> ::value)"]);
        assert_eq!(il.var_templates_analysed.len(), 4);
    }

    /// A type template parameter as a base of a prelude class template (`struct O<B1> : public B1`).
    #[test]
    fn template_parameter_bases_map_to_items() {
        let h = "# 1 \"t.cu\"\n# 1 \"/usr/include/h.h\" 1 3\nnamespace std { template<class...> struct O;\ntemplate<class B1> struct O<B1> : public B1 { };\ntemplate<class T> struct K : private T { int x; }; }\n# 2 \"t.cu\" 2\nint u;\n";
        let (il, r) = items_in(h);
        assert!(r.is_ok(), "{:?}", r.err());
        assert_eq!(il.class_templates_analysed.len(), 2);
    }

    /// A dependent template-id leaving a value-dependent default to be filled in stands in a prelude
    /// class template's phase 1 (a placeholder argument, not printed) [verified:
    /// corpus/tmplclass20-s20/value_default_use_ok].
    #[test]
    fn template_ids_leaving_a_value_dependent_default_map_to_items() {
        let h = "# 1 \"t.cu\"\n# 1 \"/usr/include/h.h\" 1 3\nnamespace std { struct F { typedef F type; };\ntemplate<class T> struct A : F { };\ntemplate<class T, bool = A<T>::value> struct H : F { };\ntemplate<class T> struct S : public H<T>::type { };\ntemplate<class T> struct S2 : public H<T> { }; }\n# 2 \"t.cu\" 2\nint u;\n";
        let (il, r) = items_in(h);
        assert!(r.is_ok(), "{:?}", r.err());
        assert_eq!(il.default_placeholders.len(), 2);
    }

    #[test]
    fn unspellable_template_bodies_are_gaps() {
        // A dependent member access: its parentheses as an operand are not modelled.
        assert!(!templates_mapped("template <class T> int f(T t) { return t.x; }"));
    }
}
