//! Argument-dependent lookup in calls `f(args)` with an unqualified callee name (sema/adl.rs computes
//! the associated namespaces): the candidates of ordinary lookup are extended with the functions ADL
//! finds, and a name ordinary lookup does not find at all can still be called through ADL.
//!
//! Gaps: function templates found by ADL (deduction through ADL sets is not checked here), any
//! diagnostic of a call whose candidates come from several scopes (EDG names such sets differently from
//! a plain overload set: `"f"` instead of `"M::f"`, probed), argument diagnostics before an ADL-only
//! callee (their order against the callee's error is not probed), and whatever sema/adl.rs cannot model.
use super::Lowerer;
use crate::parse::ast;
use crate::sema::ids::{EntityId, ExprId};
use crate::sema::scopes::{LookupKind, ScopeKind};
use crate::source::Span;

impl<'a> Lowerer<'a> {
    /// The ordinary candidates `cands` of an unqualified call extended by argument-dependent lookup;
    /// None after a gap. ADL does not apply when ordinary lookup found a block-scope function
    /// declaration ([basic.lookup.argdep]/3; class members and non-functions are handled by the caller).
    pub(crate) fn adl_candidates(&mut self, cands: Vec<EntityId>, args: &[ExprId], at: u32) -> Option<Vec<EntityId>> {
        let il = &self.sema.il;
        let local = cands.iter().any(|&c| {
            let c = il.entities.resolve(c);
            il.entities.get(c).and_then(|e| il.scopes.get(e.scope)).map(|s| matches!(s.kind, ScopeKind::Block | ScopeKind::Function)).unwrap_or(false)
        });
        if local {
            return Some(cands);
        }
        let Some(name) = cands.first().and_then(|&c| il.entities.get(il.entities.resolve(c))).map(|e| e.name) else { return Some(cands) };
        let types: Vec<_> = args.iter().map(|&a| self.sema.ty_of(a)).collect();
        let found = match crate::sema::adl::adl_functions(self.sema.il, name, &types) {
            Ok(f) => f,
            Err(why) => {
                self.gap(&format!("lower: {why}"), at);
                return None;
            }
        };
        let mut out: Vec<EntityId> = cands.iter().map(|&c| self.sema.il.entities.resolve(c)).collect();
        for f in found {
            if !out.contains(&f) {
                if self.sema.il.entities.get(f).map(|e| e.is_function_template()).unwrap_or(true) {
                    self.gap("lower: function template found by argument-dependent lookup", at);
                    return None;
                }
                out.push(f);
            }
        }
        Some(out)
    }

    /// Builds an overloaded call whose candidates may come from several scopes: a diagnostic there is
    /// a gap (see the module doc).
    pub(crate) fn build_call_mixed(&mut self, cands: &[EntityId], callee: Span, args: &[ExprId], span: Span, rparen: u32) -> Option<ExprId> {
        let ents = &self.sema.il.entities;
        let parent = |e: EntityId| ents.get(e).map(|x| x.parent);
        let mixed = cands.windows(2).any(|w| parent(w[0]) != parent(w[1]));
        let pending = self.sema.diags.len();
        let call = self.overloaded_call_instantiating(cands, None, callee, args, span, rparen);
        if self.sema.diags.len() != pending {
            if cands.iter().any(|&c| super::friends::is_hidden_friend(self.sema.il, c)) {
                // The candidate order and naming of such sets are not probed.
                self.gap("lower: diagnostic in a call with a hidden friend candidate", callee.lo);
                return None;
            }
            if mixed {
                self.gap("lower: diagnostic in a call whose overload set spans several namespaces", callee.lo);
                return None;
            }
            if self.introduced_by_using(cands) {
                self.gap("lower: diagnostic in a call of functions introduced by a using-declaration", callee.lo);
                return None;
            }
        }
        Some(call)
    }

    /// Inside a template body: whether one of the call arguments `xs` is type-dependent (the
    /// argument-dependent part of the lookup then happens at instantiation).
    pub(crate) fn type_dependent_args(&self, xs: &[ExprId]) -> bool {
        self.tmpl.user.body.is_some() && xs.iter().any(|&x| self.sema.il.exprs.get(x).is_some_and(|e| e.flags & crate::sema::expr::Expr::TYPE_DEPENDENT != 0))
    }

    /// Whether a using-declaration introduced one of `cands` somewhere (EDG then names the set after the
    /// using-declaration's scope, `"std::f"`, which sema's set naming does not know). Only asked on the
    /// error path: a scan of the entity table.
    fn introduced_by_using(&self, cands: &[EntityId]) -> bool {
        let ents = &self.sema.il.entities;
        (0..ents.len() as u32).any(|i| matches!(ents.get(EntityId(i)).map(|e| e.data), Some(crate::sema::entities::Payload::Using { target }) if cands.contains(&target) && !ents.get(target).map(|t| matches!(t.data, crate::sema::entities::Payload::Enumerator { .. })).unwrap_or(false)))
    }

    /// `f(args)` where ordinary lookup finds no `f` and an argument could bring associated namespaces:
    /// Some(result) when handled here (the call through ADL, or `identifier "f" is undefined`), None when
    /// the caller's ordinary path applies.
    pub(crate) fn adl_only_call(&mut self, n: &ast::Name, args: &[ast::ExprId], callee: Span, span: Span, rparen: u32) -> Option<Option<ExprId>> {
        let (1, false, Some(s)) = (n.segs.len(), n.global, n.last_ident()) else { return None };
        if n.segs[0].targs.is_some() || n.segs[0].template_kw || args.is_empty() {
            return None;
        }
        let sym = self.sym(s);
        let il = &self.sema.il;
        if il.scopes.lookup(&il.entities, &il.types, self.scope, sym, LookupKind::Ordinary).is_found() {
            return None;
        }
        if self.undefined.iter().any(|&(x, _)| x == sym) || self.sema.il.names.resolve(sym).starts_with("__builtin_") {
            return None; // the ordinary path knows these
        }
        let simple = args.iter().all(|&a| matches!(self.ast.expr(a).kind, ast::ExprKind::Literal(_) | ast::ExprKind::Bool(_) | ast::ExprKind::Nullptr));
        if simple {
            return None;
        }
        let pending = self.sema.diags.len();
        let Some(xs) = self.exprs(args) else { return Some(None) };
        if self.sema.diags.len() != pending {
            self.gap("lower: argument diagnostics in a call of an undeclared name", n.span.lo);
            return Some(None);
        }
        if self.type_dependent_args(&xs) {
            // In a template body a call with a type-dependent argument names a dependent name: lookup
            // waits for the instantiation, where ADL may find it (no "undefined" at the definition).
            return Some(Some(self.sema.build_dependent(&xs, span, span.lo)));
        }
        let types: Vec<_> = xs.iter().map(|&a| self.sema.ty_of(a)).collect();
        let found = match crate::sema::adl::adl_functions(self.sema.il, sym, &types) {
            Ok(f) => f,
            Err(why) => {
                self.gap(&format!("lower: {why}"), n.span.lo);
                return Some(None);
            }
        };
        if found.is_empty() {
            // Nothing: EDG's `identifier "f" is undefined` (the arguments were analysed silently).
            if self.undefined_name(n, &[]).is_none() {
                return Some(None);
            }
            return Some(Some(self.sema.error_expr(span)));
        }
        if found.iter().any(|&f| self.sema.il.entities.get(f).map(|e| e.is_function_template()).unwrap_or(true)) {
            self.gap("lower: function template found by argument-dependent lookup", n.span.lo);
            return Some(None);
        }
        if found.iter().any(|&f| self.needs_space_check(f)) {
            self.gap("lower: call of a device function (cross-space checks)", n.span.lo);
            return Some(None);
        }
        Some(self.build_call_mixed(&found, callee, &xs, span, rparen))
    }
}
