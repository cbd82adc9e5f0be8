//! Phase 1 of the variable templates defined in the prelude, for the host output only.
//!
//! cudafe++ prints every variable template it read with its initialiser as written in terms of the
//! parameters (`template< class _Tp> constexpr inline bool \n# 3120\nis_void_v = (is_void< _Tp> ::value); `,
//! ref trivial.cudafe1.cpp, libstdc++'s `<type_traits>`). Template lowering (`templates.rs`) declares the
//! pattern variable with its type only; here its initialiser is lowered once, in the parameter scope,
//! as a class template's static member initialiser is (`classes.rs` `static_data_members`), but
//! quietly: any gap or diagnostic only leaves the template unprinted (a host-output gap,
//! `emit_tmpl_decls.rs`). The templates that passed go to `Il::var_templates_analysed`, and only then
//! does the pattern carry the written `inline`/`constexpr` and the initialiser.
//!
//! The same policy as `header_class_templates.rs`: not run for the census or in device mode, and put
//! off by the driver's first lowering (`Il::template_bodies_deferred`).
use super::Lowerer;
use crate::lex::Kw;
use crate::parse::ast::{self, DeclId, DeclKind, Init};
use crate::sema::entities::{Payload, VariableData};
use crate::sema::ids::{EntityId, ScopeId};

impl Lowerer<'_> {
    /// Phase 1 of the prelude variable template `t` (pattern `v`, parameter scope `ps`) declared by
    /// `inner`; on success `t` is recorded for the host output.
    pub(super) fn header_var_template(&mut self, t: EntityId, v: EntityId, ps: ScopeId, inner: DeclId) {
        if self.stopped || !self.header_bodies_wanted() || self.tmpl.opaque.contains(&t) {
            return;
        }
        let DeclKind::Simple { spec, declarators } = &self.ast.decl(inner).kind else { return };
        let [one] = declarators.as_slice() else { return };
        // (`= {…}`, `{}` and `(…)` initialisers are not printed yet: left a gap.)
        let Some(Init::Assign(e)) = one.init else { return };
        if matches!(self.ast.expr(e).kind, ast::ExprKind::InitList(_)) || !spec.attrs.is_empty() || !one.decl.attrs.is_empty() {
            return;
        }
        let mut flags = 0;
        for k in &spec.specifiers {
            match k {
                Kw::Inline => flags |= VariableData::INLINE,
                Kw::Constexpr => flags |= VariableData::CONSTEXPR,
                _ => return,
            }
        }
        let Some(ent) = self.sema.il.entities.get(v) else { return };
        let ty = ent.ty;
        if !matches!(ent.data, Payload::Variable(vd) if !vd.has(VariableData::STATIC_MEMBER)) || ty == crate::sema::types::TypeTable::ERROR {
            return;
        }
        if self.defer_header_bodies {
            self.sema.il.template_bodies_deferred.insert(t);
            return;
        }
        let lo = self.sema.il.exprs.len();
        let saved = (self.scope, self.tmpl.dependent_ok, self.tmpl.user.body.replace(ps));
        self.scope = ps;
        self.tmpl.dependent_ok = true;
        let init = self.attempt(true, |l| {
            let x = l.expr(e)?;
            l.sema.build_copy_init(x, ty)
        });
        self.scope = saved.0;
        self.tmpl.dependent_ok = saved.1;
        self.tmpl.user.body = saved.2;
        // The initialiser's expressions stay in the IL, also after a failed attempt: the access check of
        // the enclosing declaration must not look at them again (their context was the template).
        let hi = self.sema.il.exprs.len();
        if lo < hi {
            self.classes.checked.retain(|&(a, b)| !(lo <= a && b <= hi));
            self.classes.checked.push((lo, hi));
        }
        let Some(c) = init else {
            if std::env::var_os("CUFE_INST_DEBUG").is_some() {
                eprintln!("var-template-debug: {} not analysed: {}", self.ast.decl(inner).span.lo, self.attempt_gap.as_deref().unwrap_or("a diagnostic"));
            }
            return;
        };
        // `Q<P, …>::m` (a dependent value the expression printer does not spell) initialising a
        // variable of non-dependent type is printed parenthesised, as every dependent operand converted
        // to a known type: `is_void_v = (is_void< _Tp> ::value)`, `extent_v = (extent< _Tp, _Idx>
        // ::value)` [verified: ref trivial.cudafe1.cpp, type_traits:3120, 3273].
        if let Some(text) = self.template_member_text(ps, e, true) {
            if self.sema.il.types.is_dependent(ty) {
                return;
            }
            self.sema.il.var_template_init_text.insert(t, format!("({})", text));
        }
        if let Some(Payload::Variable(vd)) = self.sema.il.entities.get_mut(v).map(|x| &mut x.data) {
            vd.init = c;
            vd.flags |= flags;
        }
        self.sema.il.var_templates_analysed.insert(t);
    }
}
