//! Value-dependent array bounds in template signatures: `template<class _Tp, size_t _Size> struct
//! is_array<_Tp[_Size]>` (libstdc++), where the bound names a non-type template parameter.
//!
//! While the arguments of a prelude partial specialisation are built, a bound that is a lone unqualified non-type template parameter becomes
//! `ArrayBound::Dependent(ref)`; the partial-specialisation match (sema/specializations.rs) deduces the
//! parameter from a concrete `int[3]`, and an instantiation re-lowers its pattern with the parameter
//! bound to its value. Any other value-dependent bound (`T[N + 1]`, `T[sizeof(U)]`) is left to
//! `array_bound`, which records its gap.
use super::Lowerer;
use crate::parse::ast;
use crate::sema::entities::{Payload, TemplateParamKind};
use crate::sema::scopes::LookupKind;
use crate::sema::types::ArrayBound;

impl<'a> Lowerer<'a> {
    /// `Some(Dependent(..))` when `e` is a lone non-type template parameter in the arguments of a prelude
    /// partial specialisation.
    pub(super) fn dependent_array_bound(&mut self, e: ast::ExprId) -> Option<ArrayBound> {
        let x = self.ast.expr(e);
        // Only the arguments of a prelude partial specialisation (built directly in its parameter scope,
        // `TemplateState::prelude_partial_args`): a function template's signature would reach deduction,
        // which does not deduce a bound (`AliasTemporaries(void* (&)[N], …)` then fails to match: the
        // signature stays unbuilt, a gap).
        let in_params = self.sema.il.scopes.get(self.scope).is_some_and(|s| s.kind == crate::sema::scopes::ScopeKind::TemplateParams);
        // (Or of a user-code partial specialisation: `TemplateState::partial_args`.)
        let prelude_args = (self.tmpl.prelude_partial_args || !self.tmpl.dependent_ok) && self.map.in_prelude(x.span.lo);
        if !(prelude_args || self.tmpl.partial_args) || !in_params || self.tmpl.user.body.is_some() {
            return None;
        }
        let ast::ExprKind::Name(n) = &x.kind else { return None };
        if n.global || n.segs.len() != 1 || n.segs[0].targs.is_some() || n.segs[0].template_kw {
            return None;
        }
        let s = n.last_ident()?;
        let span = x.span;
        let sym = self.sym(s);
        let il = &self.sema.il;
        let p = il.scopes.lookup(&il.entities, &il.types, self.scope, sym, LookupKind::Ordinary).single()?;
        let p = il.entities.resolve(p);
        let ent = *il.entities.get(p)?;
        match ent.data {
            Payload::TemplateParam(d) if d.kind == TemplateParamKind::NonType && !d.pack && !il.types.is_dependent(ent.ty) && il.types.is_integral(ent.ty) => {
                let r = self.sema.build_decl_ref(p, span);
                self.sema.mark(r, crate::sema::expr::Expr::VALUE_DEPENDENT);
                Some(ArrayBound::Dependent(r))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    fn run(prelude: &str, user: &str) -> (Vec<String>, usize) {
        let text = format!("# 1 \"t.cu\"\n# 1 \"/usr/include/p.h\" 1 3\n{}\n# 2 \"t.cu\" 2\n{}\n", prelude, user);
        let r = crate::lower::tests::lower_text(text);
        (r.gaps, r.diags.len())
    }

    const ARR: &str = "typedef unsigned long size_t;\n\
                       template<class T> struct is_array { static const bool value = false; };\n\
                       template<class T> struct is_array<T[]> { static const bool value = true; };\n\
                       template<class T, size_t N> struct is_array<T[N]> { static const bool value = true; static const size_t size = N; };";

    #[test]
    fn bounded_array_partial_specialization_matches() {
        assert_eq!(run(ARR, "static_assert(is_array<int[3]>::value, \"\"); static_assert(is_array<int[3]>::size == 3, \"\");"), (vec![], 0));
        assert_eq!(run(ARR, "static_assert(is_array<int[]>::value, \"\"); static_assert(!is_array<int*>::value, \"\");"), (vec![], 0));
    }

    #[test]
    fn the_primary_where_it_does_not_match() {
        assert_eq!(run(ARR, "static_assert(is_array<int>::value, \"\");"), (vec![], 1));
    }
}
