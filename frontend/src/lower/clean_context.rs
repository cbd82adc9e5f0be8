//! The clean lowering context an instantiation is lowered in (a class-template specialisation in
//! instantiate.rs, a constexpr body in constexpr_bodies.rs): as if at namespace scope in the given
//! scope, whatever the use that asked for it; the enclosing context is set aside and given back.
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
        self.member_declarator = s.member_declarator;
        self.classes = s.classes;
        self.this_ctx = s.this_ctx;
        self.sema.current_function = s.current_function;
        self.sema.cur_scope = s.cur_scope;
        self.scope = s.scope;
    }
}
