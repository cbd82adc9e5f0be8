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
use crate::sema::entities::{Payload, TemplateKind};
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
}

/// An operand's span as written and inside its parentheses (lowering gives either).
type Operand = ((u32, u32), (u32, u32));

/// Clears the table of [`install`] when the item sequence is built.
pub(super) struct Installed;

impl Drop for Installed {
    fn drop(&mut self) {
        BINARY.with(|m| m.borrow_mut().clear());
    }
}

/// Fills the operator table from the tree, when some function template body is to be printed.
pub(super) fn install(il: &Il, ast: &Ast) -> Installed {
    BINARY.with(|m| {
        let mut m = m.borrow_mut();
        m.clear();
        if il.template_bodies.is_empty() {
            return;
        }
        for x in &ast.exprs {
            let crate::parse::ast::ExprKind::Binary(op, a, b) = &x.kind else { continue };
            let Some(op) = super::super::body::binary_op(*op) else { continue };
            // (A parenthesised operand is lowered as the expression inside.)
            let inner = |x0: crate::parse::ast::ExprId| {
                let mut e = x0;
                for _ in 0..64 {
                    match ast.expr(e).kind {
                        crate::parse::ast::ExprKind::Paren(x) => e = x,
                        _ => break,
                    }
                }
                let (o, i) = (ast.expr(x0).span, ast.expr(e).span);
                ((o.lo, o.hi), (i.lo, i.hi))
            };
            let (a, b) = (inner(*a), inner(*b));
            m.insert((x.span.lo, x.span.hi), (op.text(), a, b));
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
    Installed
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
            let written = src.get(e.span.lo as usize..e.span.hi as usize);
            let name = il.entities.get(ent).map(|x| il.names.resolve(x.name).as_bytes());
            if written.is_none() || written != name {
                return Err("emit items: dependent expression");
            }
            Ok(Expr::Name(ent))
        }
        ExprKind::Dependent(list) => {
            let &[a, b] = il.exprs.list(list) else { return Err("emit items: dependent expression") };
            let form = BINARY.with(|m| m.borrow().get(&(e.span.lo, e.span.hi)).copied());
            let Some((op, sa, sb)) = form else { return Err("emit items: dependent expression") };
            let matches = |x: ExprId, o: Operand| span(x) == Some(o.0) || span(x) == Some(o.1);
            if !matches(a, sa) || !matches(b, sb) {
                return Err("emit items: dependent expression");
            }
            let lhs = super::convert_expr(il, src, a, body, depth + 1)?;
            let rhs = super::convert_expr(il, src, b, body, depth + 1)?;
            Ok(Expr::Binary { op, lhs: Box::new(lhs), rhs: Box::new(rhs) })
        }
        _ => Err("emit items: dependent expression"),
    }
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
        if name.global || name.segs.len() != 1 || name.segs[0].targs.is_some() {
            return Err("emit items: partial specialisation or member of a class template");
        }
        let s = name.last_ident().ok_or("emit items: template name")?;
        self.visit(*inner);
        let t = self.find(scope, s, |p| matches!(p, Payload::Template(t) if t.kind == TemplateKind::Class))?;
        let pattern = self.il.entities.get(t).and_then(|e| e.template()).map(|x| x.pattern).ok_or("emit items: not a template")?;
        let pe = self.il.entities.get(pattern).ok_or("emit items: template without a pattern")?;
        // Only a definition lowering analysed (phase 1 in user code) has its members in the IL; a
        // prelude pattern is kept unanalysed and incomplete (templates.rs).
        if !matches!(pe.data, Payload::Class(cd) if cd.complete) {
            return Err("emit items: class template definition not analysed");
        }
        let item = self.simple(spec, declarators, pe.scope, Ctx::Namespace)?;
        let Item::Decl(mut x) = item else { return Err("emit items: class template definition") };
        if x.entity != pattern || !x.more.is_empty() {
            return Err("emit items: class template definition");
        }
        // A definition after a forward declaration prints its header from the template's one
        // parameter list: right unless a default argument was given (by either declaration).
        let defaults = self.il.entities.template_params(t).any(|p| matches!(self.il.entities.get(p).map(|x| x.data), Some(Payload::TemplateParam(d)) if d.default.is_some()));
        if !self.seen.insert(t) && defaults {
            return Err("emit items: template redeclaration");
        }
        x.entity = t;
        x.template_at = decl.span.lo;
        Ok(Some(Item::Decl(x)))
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
        let body = self.il.template_bodies.get(&t).copied().ok_or("emit items: function template body not analysed")?;
        if self.guard(spec, Some(dc), &[], pattern)? {
            return Err("emit items: device_builtin function");
        }
        if !self.seen.insert(t) {
            return Err("emit items: template redeclaration");
        }
        let mut x = self.function_with_body(pattern, dc, true, body)?;
        x.entity = t;
        x.template_at = decl.span.lo;
        x.extension = self.extension_before(decl.span.lo);
        Ok(Item::Decl(x))
    }
}
