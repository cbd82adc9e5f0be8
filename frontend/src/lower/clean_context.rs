//! The clean lowering context an instantiation is lowered in (a class-template specialisation in
//! instantiate.rs, a constexpr body in constexpr_bodies.rs): as if at namespace scope in the given
//! scope, whatever the use that asked for it; the enclosing context is set aside and given back. Such
//! lowering is quiet ([`Lowerer::run_quietly`]): its gaps and diagnostics are handed to the caller, not kept.
use super::Lowerer;
use crate::sema::ids::{EntityId, ScopeId};

/// The enclosing context set aside by [`Lowerer::enter_clean_context`].
pub(super) struct SavedContext {
    scope: ScopeId,
    cur_scope: ScopeId,
    current_function: EntityId,
    this_ctx: Option<(crate::sema::ids::TypeId, crate::sema::types::Quals)>,
    classes: super::classes::ClassCtx,
    member_declarator: bool,
    dependent_ok: bool,
    prelude_partial_args: bool,
    lenient: bool,
    decl_lo: u32,
    typedef_class_name: Option<(crate::lex::Symbol, crate::source::Span)>,
    deferred: Vec<(EntityId, crate::parse::ast::StmtId)>,
    deferred_inits: Vec<(EntityId, crate::parse::ast::ExprId)>,
    unevaluated: u32,
    target: Option<EntityId>,
    packs: Vec<super::pack_expand::PackBinding>,
}

impl<'a> Lowerer<'a> {
    /// A template-parameter scope under `scope` with `tmpl`'s parameters bound to `args` (as an
    /// instantiation binds them), and the pack bindings made on the way (for [`Self::enter_clean_context`]);
    /// None when the counts differ or an argument cannot be bound. The enclosing pack bindings are kept.
    /// With `prefix`, `args` may bind only the first parameters (deduction substituting the default of a
    /// later one, which can name only those before it): the others keep naming the template's own
    /// (dependent) parameters, so a result that uses them stays dependent.
    pub(super) fn bind_template_args(&mut self, tmpl: EntityId, args: crate::sema::ids::ArgListId, scope: ScopeId, prefix: bool) -> Option<(ScopeId, Vec<super::pack_expand::PackBinding>)> {
        let params: Vec<EntityId> = self.sema.il.entities.template_params(tmpl).collect();
        let args: Vec<crate::sema::types::TemplateArg> = self.sema.il.types.arg_list(args).to_vec();
        if params.len() != args.len() && !(prefix && args.len() < params.len()) {
            return None;
        }
        let bscope = self.sema.il.scopes.push(crate::sema::scopes::ScopeKind::TemplateParams, scope, EntityId::NONE);
        let outer_packs = std::mem::take(&mut self.inst.packs);
        let bound = params.iter().zip(&args).all(|(&p, &a)| self.bind_param(bscope, p, a, None).is_ok());
        let own_packs = std::mem::replace(&mut self.inst.packs, outer_packs);
        bound.then_some((bscope, own_packs))
    }

    /// Sets the enclosing context aside and starts a clean one in `scope` (None: the current scopes stay,
    /// the caller sets them) for the declaration at
    /// `decl_lo`, instantiating `target` (None: no class) with pack bindings `packs`; `active` joins the
    /// instantiations in progress.
    pub(super) fn enter_clean_context(&mut self, scope: Option<ScopeId>, decl_lo: u32, target: Option<EntityId>, packs: Vec<super::pack_expand::PackBinding>, active: EntityId) -> SavedContext {
        let (outer_scope, outer_cur) = (self.scope, self.sema.cur_scope);
        if let Some(s) = scope {
            self.scope = s;
            self.sema.cur_scope = s;
        }
        let saved = SavedContext {
            scope: outer_scope,
            cur_scope: outer_cur,
            current_function: std::mem::replace(&mut self.sema.current_function, EntityId::NONE),
            this_ctx: self.this_ctx.take(),
            classes: std::mem::take(&mut self.classes),
            member_declarator: std::mem::replace(&mut self.member_declarator, false),
            dependent_ok: std::mem::replace(&mut self.tmpl.dependent_ok, false),
            prelude_partial_args: std::mem::replace(&mut self.tmpl.prelude_partial_args, false),
            lenient: std::mem::replace(&mut self.tmpl.lenient, false),
            decl_lo: std::mem::replace(&mut self.decl_lo, decl_lo),
            typedef_class_name: self.typedef_class_name.take(),
            deferred: std::mem::take(&mut self.deferred),
            deferred_inits: std::mem::take(&mut self.deferred_inits),
            unevaluated: std::mem::replace(&mut self.unevaluated, 0),
            target: std::mem::replace(&mut self.inst.target, target),
            packs: std::mem::replace(&mut self.inst.packs, packs),
        };
        self.inst.active.push(active);
        self.inst.lazy += 1;
        saved
    }

    /// Gives back the context [`Lowerer::enter_clean_context`] set aside.
    pub(super) fn leave_clean_context(&mut self, s: SavedContext) {
        self.inst.lazy -= 1;
        self.inst.active.pop();
        self.inst.target = s.target;
        self.inst.packs = s.packs;
        self.unevaluated = s.unevaluated;
        self.deferred_inits = s.deferred_inits;
        self.deferred = s.deferred;
        self.typedef_class_name = s.typedef_class_name;
        self.decl_lo = s.decl_lo;
        self.tmpl.lenient = s.lenient;
        self.tmpl.dependent_ok = s.dependent_ok;
        self.tmpl.prelude_partial_args = s.prelude_partial_args;
        self.member_declarator = s.member_declarator;
        self.classes = s.classes;
        self.this_ctx = s.this_ctx;
        self.sema.current_function = s.current_function;
        self.sema.cur_scope = s.cur_scope;
        self.scope = s.scope;
    }
}

/// What a [`Lowerer::run_quietly`] run met: its result, gaps and diagnostics (none of them kept), and whether
/// it stopped lowering.
pub(super) struct QuietRun<T> {
    pub value: T,
    pub gaps: crate::gaps::Gaps,
    pub diags: Vec<crate::diag::Diagnostic>,
    pub stopped: bool,
}

impl<T> QuietRun<T> {
    /// No gap, no diagnostic, not stopped.
    pub fn clean(&self) -> bool {
        !self.stopped && self.gaps.is_empty() && self.diags.is_empty()
    }
}

impl<'a> Lowerer<'a> {
    /// Runs `f` with a scratch gap set (the survey's count of gaps already seen starts from zero too) and
    /// gives back what it met; the diagnostics and undefined names it added are taken out again.
    pub(super) fn run_quietly<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> QuietRun<T> {
        let diags = self.sema.diags.len();
        let undefined = self.undefined.len();
        let mut gaps = crate::gaps::Gaps::new();
        std::mem::swap(self.sema.gaps, &mut gaps);
        let was_stopped = std::mem::replace(&mut self.stopped, false);
        let base = std::mem::replace(&mut self.gap_base, 0);
        let value = f(self);
        std::mem::swap(self.sema.gaps, &mut gaps);
        let stopped = std::mem::replace(&mut self.stopped, was_stopped);
        self.gap_base = base;
        let diags = self.sema.diags.drain(diags..).collect();
        self.undefined.truncate(undefined);
        QuietRun { value, gaps, diags, stopped }
    }
}
