//! Value-dependent defaults of non-type template parameters in prelude templates
//! (`template<class _Up, bool _IsArray = is_array<_Up>::value> struct __decay_selector;`,
//! `bool = _Period::num == 1`).
//!
//! When the template is declared such a default cannot be evaluated, so only its expression is kept
//! ([`Lowerer::remember_value_default`]). A template-id that omits the argument ([temp.arg]/[temp.inst]:
//! the default is substituted with the arguments before it) lowers that expression again in a scope
//! where each earlier parameter's name denotes its argument — as an instantiation binds them
//! (`bind_param`) — and evaluates it to a constant of the parameter's substituted type. Anything that
//! does not lower cleanly (a gap or a diagnostic, a dependent or non-constant result) gives None and the
//! caller records its gap; nothing is reported from here.
use super::Lowerer;
use crate::parse::ast;
use crate::sema::entities::Payload;
use crate::sema::ids::EntityId;
use crate::sema::scopes::ScopeKind;
use crate::sema::types::TemplateArg;

/// Nesting of defaults evaluated while evaluating a default (each may name another template-id).
const MAX_NESTING: u32 = 32;

impl<'a> Lowerer<'a> {
    /// Keeps the default expression of the prelude non-type parameter `p` for later substitution.
    pub(super) fn remember_value_default(&mut self, p: EntityId, dx: ast::ExprId) {
        self.inst.value_defaults.insert(p, dx);
        self.sema.il.value_default_params.insert(p);
    }

    /// The value of the default argument of `p` (a parameter of `tmpl`) for the arguments `before` of
    /// the parameters that precede it. None when it has no kept default or it does not evaluate.
    pub(super) fn value_default(&mut self, tmpl: EntityId, p: EntityId, before: &[TemplateArg], depth: u16, at: u32) -> Option<TemplateArg> {
        let &dx = self.inst.value_defaults.get(&p)?;
        if self.inst.value_default_nesting >= MAX_NESTING || before.iter().any(|a| self.arg_is_dependent(*a)) {
            return None;
        }
        let pty = self.sema.il.entities.get(p).map(|x| x.ty)?;
        let level = crate::sema::subst::Level { template: tmpl, depth, args: before };
        let pty = self.subst_inst(pty, level, at).ok().filter(|t| !self.sema.il.types.is_dependent(*t))?;
        let params: Vec<EntityId> = self.sema.il.entities.template_params(tmpl).take(before.len()).collect();
        let outer = self.sema.il.entities.get(tmpl).map(|t| t.scope).unwrap_or(crate::sema::scopes::Scopes::GLOBAL);
        let bscope = self.sema.il.scopes.push(ScopeKind::TemplateParams, outer, EntityId::NONE);
        for (&q, &a) in params.iter().zip(before) {
            if self.bind_param(bscope, q, a, None).is_err() {
                return None;
            }
        }
        let saved_scope = std::mem::replace(&mut self.scope, bscope);
        let saved_cur = std::mem::replace(&mut self.sema.cur_scope, bscope);
        let saved_dep = std::mem::replace(&mut self.tmpl.dependent_ok, false);
        let saved_lenient = std::mem::replace(&mut self.tmpl.lenient, false);
        self.inst.value_default_nesting += 1;
        // (Access is checked from the template's context: a member template's class.)
        let r = self.attempt(true, |l| {
            l.checked_from_template(tmpl, |l| {
                let x = l.expr(dx)?;
                if l.sema.expr(x).is_dependent() {
                    return None;
                }
                l.prepare_constant(x);
                let v = l.sema.eval_int(x)?;
                l.int_template_arg(v, pty, at)
            })
        });
        self.inst.value_default_nesting -= 1;
        self.tmpl.lenient = saved_lenient;
        self.tmpl.dependent_ok = saved_dep;
        self.sema.cur_scope = saved_cur;
        self.scope = saved_scope;
        r
    }

    fn arg_is_dependent(&self, a: TemplateArg) -> bool {
        let tt = &self.sema.il.types;
        match a {
            TemplateArg::Type(t) => tt.is_dependent(t),
            TemplateArg::Expr(_) => true,
            TemplateArg::Pack(l) => tt.arg_list(l).iter().any(|x| self.arg_is_dependent(*x)),
            TemplateArg::Template(e) => matches!(self.sema.il.entities.get(e).map(|x| x.data), Some(Payload::TemplateParam(_))),
            _ => false,
        }
    }
}
