//! Convenience constructors the parser uses to add entities to the IL with all links set consistently
//! (entity ↔ scope ↔ type). Each returns the new entity; nothing here reports diagnostics — redeclaration
//! checks happen in the parser before it calls these.

use super::entities::{
    ClassData, ClassKey, Entity, EnumData, FunctionData, ParamData, Payload, SpecInfo, SpecKind, TemplateData,
    TemplateKind, TemplateParamData, TemplateParamKind, VariableData,
};
use super::ids::{ArgListId, EntityId, ExprId, ScopeId, TypeId};
use super::il::Il;
use super::names::Symbol;
use super::scopes::ScopeKind;
use super::types::{TemplateArg, TypeTable};
use crate::source::Span;

impl Il {
    fn new_entity(&mut self, scope: ScopeId, name: Symbol, data: Payload, span: Span) -> EntityId {
        let parent = self.scopes.get(scope).map(|s| s.entity).unwrap_or(EntityId::NONE);
        let mut e = Entity::new(name, data);
        e.parent = parent;
        e.span = span;
        let id = self.entities.add(e);
        self.scopes.declare(&mut self.entities, scope, id);
        id
    }

    /// Gives function `f` (an implicit specialisation) parameters of types `types`, named as and with
    /// the default arguments of `like`'s (its pattern's): the defaults make shorter calls viable (they
    /// are the pattern's own, not instantiated). Nothing when the counts differ.
    pub fn mirror_params(&mut self, f: EntityId, like: EntityId, types: &[TypeId]) {
        let src: Vec<(Symbol, ExprId)> = self
            .entities
            .params(like)
            .map(|p| {
                let e = self.entities.ent(p);
                let d = match e.data {
                    Payload::Param(pd) => pd.default_arg,
                    _ => ExprId::NONE,
                };
                (e.name, d)
            })
            .collect();
        if src.len() != types.len() || !self.entities.params(f).next().is_none() {
            return;
        }
        let (scope, span) = match self.entities.get(f) {
            Some(e) => (e.scope, e.span),
            None => return,
        };
        let ps = self.scopes.push(ScopeKind::Prototype, scope, f);
        let mut first = EntityId::NONE;
        for (i, ((name, default_arg), &ty)) in src.into_iter().zip(types).enumerate() {
            let p = self.new_entity(ps, name, Payload::Param(ParamData { index: i as u16, default_arg, pack: false, grid_constant: false }), span);
            self.entities.ent_mut(p).ty = ty;
            if first.is_none() {
                first = p;
            }
        }
        if let Payload::Function(fd) = &mut self.entities.ent_mut(f).data {
            fd.first_param = first;
            fd.param_count = types.len() as u16;
        }
    }

    /// `namespace name {` — returns the namespace (new, or the existing one when reopened) and its scope.
    /// An empty name is the unnamed namespace (one per enclosing namespace, with an implicit using-directive).
    /// EDG predeclares namespace `std` in C++ (probed: `using namespace std;` alone is accepted and
    /// `std::y` reports `namespace "std" has no member "y"`). Its position stays empty until it is
    /// written.
    pub fn predeclare_std(&mut self) {
        let std = self.names.intern("std");
        let _ = self.open_namespace(super::scopes::Scopes::GLOBAL, std, false, Span::default());
    }

    pub fn open_namespace(&mut self, scope: ScopeId, name: Symbol, inline: bool, span: Span) -> (EntityId, ScopeId) {
        for e in self.scopes.local(&self.entities, scope, name).collect::<Vec<_>>() {
            if let Some(Payload::Namespace { scope: s, .. }) = self.entities.get(e).map(|x| x.data) {
                // A predeclared namespace (`std`, see `predeclare_std`) takes its first written
                // declaration as its position.
                if let Some(x) = self.entities.get_mut(e) {
                    if x.span == Span::default() {
                        x.span = span;
                    }
                }
                return (e, s);
            }
        }
        if name.is_empty() {
            // Unnamed namespaces are not indexed by name; find an existing one among the members.
            let members: Vec<EntityId> = self.scopes.members(&self.entities, scope).collect();
            for e in members {
                let ent = self.entities.ent(e);
                if let (true, Payload::Namespace { scope: s, .. }) = (ent.name.is_empty(), ent.data) {
                    return (e, s);
                }
            }
        }
        let id = self.new_entity(
            scope,
            name,
            Payload::Namespace {
                scope: ScopeId::NONE,
                inline,
            },
            span,
        );
        let s = self.scopes.push(ScopeKind::Namespace, scope, id);
        self.entities.ent_mut(id).data = Payload::Namespace { scope: s, inline };
        if inline || name.is_empty() {
            self.scopes.add_using_directive(scope, s);
        }
        (id, s)
    }

    /// A class (declaration or definition). `dependent` = inside a template pattern.
    pub fn declare_class(
        &mut self,
        scope: ScopeId,
        name: Symbol,
        key: ClassKey,
        dependent: bool,
        span: Span,
    ) -> EntityId {
        let id = self.new_entity(
            scope,
            name,
            Payload::Class(ClassData {
                key,
                ..Default::default()
            }),
            span,
        );
        let ty = self.types.class(id, dependent);
        self.entities.ent_mut(id).ty = ty;
        id
    }

    /// Starts a class definition: creates its member scope (lookup parent = `outer`; for a class template
    /// pattern, pass the template-parameter scope so `T` is visible) and declares the injected-class-name.
    pub fn begin_class_definition(&mut self, class: EntityId, outer: ScopeId) -> ScopeId {
        let s = self.scopes.push(ScopeKind::Class, outer, class);
        if let Some(Payload::Class(c)) = self.entities.get_mut(class).map(|e| &mut e.data) {
            c.scope = s;
        }
        let name = self.entities.get(class).map(|e| e.name).unwrap_or_default();
        if !name.is_empty() {
            let inj = self.scopes.add_alias(&mut self.entities, s, name, class);
            if let Some(e) = self.entities.get_mut(inj) {
                e.access = super::entities::Access::Public;
            }
        }
        s
    }

    pub fn end_class_definition(&mut self, class: EntityId) {
        if let Some(Payload::Class(c)) = self.entities.get_mut(class).map(|e| &mut e.data) {
            c.complete = true;
        }
    }

    pub fn declare_enum(
        &mut self,
        scope: ScopeId,
        name: Symbol,
        scoped: bool,
        underlying: TypeId,
        span: Span,
    ) -> EntityId {
        let data = EnumData {
            scoped,
            underlying,
            fixed: underlying.is_some(),
            scope: ScopeId::NONE,
            complete: false,
            spec: SpecInfo::default(),
        };
        let id = self.new_entity(scope, name, Payload::Enum(data), span);
        let ty = self.types.enum_type(id, false);
        self.entities.ent_mut(id).ty = ty;
        let s = self.scopes.push(ScopeKind::Enum, scope, id);
        if let Payload::Enum(en) = &mut self.entities.ent_mut(id).data {
            en.scope = s;
        }
        id
    }

    /// An enumerator of `enum_entity`; unscoped enumerators are also visible in the enclosing scope.
    pub fn declare_enumerator(&mut self, enum_entity: EntityId, name: Symbol, value: u128, span: Span) -> EntityId {
        let Some(en) = self.entities.get(enum_entity).copied() else {
            return EntityId::NONE;
        };
        let Payload::Enum(data) = en.data else {
            return EntityId::NONE;
        };
        let id = self.new_entity(
            data.scope,
            name,
            Payload::Enumerator {
                value: value.into(),
                enum_entity,
            },
            span,
        );
        self.entities.ent_mut(id).ty = en.ty;
        if !data.scoped && en.scope.is_some() {
            self.scopes.add_alias(&mut self.entities, en.scope, name, id);
        }
        id
    }

    pub fn declare_typedef(&mut self, scope: ScopeId, name: Symbol, aliased: TypeId, span: Span) -> (EntityId, TypeId) {
        let id = self.new_entity(scope, name, Payload::Typedef, span);
        self.entities.ent_mut(id).ty = aliased;
        let t = self.types.typedef(id, aliased);
        (id, t)
    }

    pub fn declare_variable(
        &mut self,
        scope: ScopeId,
        name: Symbol,
        ty: TypeId,
        data: VariableData,
        span: Span,
    ) -> EntityId {
        let id = self.new_entity(scope, name, Payload::Variable(data), span);
        self.entities.ent_mut(id).ty = ty;
        id
    }

    /// A function with parameters `params` (name, type) declared into a fresh prototype scope.
    pub fn declare_function(
        &mut self,
        scope: ScopeId,
        name: Symbol,
        ty: TypeId,
        params: &[(Symbol, TypeId)],
        data: FunctionData,
        span: Span,
    ) -> EntityId {
        let id = self.new_entity(scope, name, Payload::Function(data), span);
        self.entities.ent_mut(id).ty = ty;
        let ps = self.scopes.push(ScopeKind::Prototype, scope, id);
        let mut first = EntityId::NONE;
        for (i, (pn, pt)) in params.iter().enumerate() {
            let p = self.new_entity(
                ps,
                *pn,
                Payload::Param(ParamData {
                    index: i as u16,
                    default_arg: ExprId::NONE,
                    pack: false,
                    grid_constant: false,
                }),
                span,
            );
            self.entities.ent_mut(p).ty = *pt;
            if first.is_none() {
                first = p;
            }
        }
        if let Payload::Function(f) = &mut self.entities.ent_mut(id).data {
            f.first_param = first;
            f.param_count = params.len() as u16;
        }
        id
    }

    /// A function declared by a friend definition in a class (a hidden friend): a member of namespace
    /// scope `ns` that is on no name chain (only argument-dependent lookup finds it, through
    /// `Il::hidden_friends`, until a namespace-scope redeclaration reveals it); its prototype scope's
    /// parent is `lookup_parent` (the class scope: names in its body are looked up as in a member's).
    #[allow(clippy::too_many_arguments)]
    pub fn declare_hidden_function(
        &mut self,
        ns: ScopeId,
        lookup_parent: ScopeId,
        name: Symbol,
        ty: TypeId,
        params: &[(Symbol, TypeId)],
        data: FunctionData,
        span: Span,
    ) -> EntityId {
        // Declared in a throw-away prototype scope, then moved: no chain of `ns` holds it.
        let holder = self.scopes.push(ScopeKind::Prototype, lookup_parent, EntityId::NONE);
        let f = self.declare_function(holder, name, ty, params, data, span);
        let parent = self.scopes.get(ns).map(|s| s.entity).unwrap_or(EntityId::NONE);
        let e = self.entities.ent_mut(f);
        e.parent = parent;
        e.scope = ns;
        f
    }

    /// A template (class/function/variable/alias) with a template-parameter scope. Returns the template
    /// entity and the parameter scope in which the parser declares parameters (`declare_template_param`) and
    /// then the pattern.
    pub fn declare_template(
        &mut self,
        scope: ScopeId,
        name: Symbol,
        kind: TemplateKind,
        depth: u16,
        span: Span,
    ) -> (EntityId, ScopeId) {
        let data = TemplateData {
            kind,
            first_param: EntityId::NONE,
            param_count: 0,
            depth,
            pattern: EntityId::NONE,
            first_spec: EntityId::NONE,
            first_partial: EntityId::NONE,
        };
        let id = self.new_entity(scope, name, Payload::Template(data), span);
        let ps = self.scopes.push(ScopeKind::TemplateParams, scope, id);
        (id, ps)
    }

    /// A template parameter of `template` declared in its parameter scope `ps`.
    #[allow(clippy::too_many_arguments)]
    pub fn declare_template_param(
        &mut self,
        template: EntityId,
        ps: ScopeId,
        name: Symbol,
        kind: TemplateParamKind,
        ty: TypeId,
        pack: bool,
        span: Span,
    ) -> EntityId {
        let (depth, index) = match self.entities.get(template).and_then(|e| e.template()) {
            Some(t) => (t.depth, t.param_count),
            None => (0, 0),
        };
        let data = TemplateParamData {
            kind,
            depth,
            index,
            pack,
            default: ArgListId::NONE,
        };
        let id = self.new_entity(ps, name, Payload::TemplateParam(data), span);
        let ty = match kind {
            TemplateParamKind::Type => self.types.template_param(depth, index, pack, id),
            _ => ty,
        };
        self.entities.ent_mut(id).ty = ty;
        if let Payload::Template(t) = &mut self.entities.ent_mut(template).data {
            if t.first_param.is_none() {
                t.first_param = id;
            }
            t.param_count += 1;
        }
        id
    }

    pub fn set_template_pattern(&mut self, template: EntityId, pattern: EntityId) {
        if let Some(Payload::Template(t)) = self.entities.get_mut(template).map(|e| &mut e.data) {
            t.pattern = pattern;
        }
    }

    /// Finds the specialisation of class template `template` for `args` (compared canonically).
    pub fn find_class_specialization(&mut self, template: EntityId, args: ArgListId) -> Option<EntityId> {
        let key = self.types.canonical_arg_list(args);
        let specs: Vec<EntityId> = self.entities.specializations(template).collect();
        for s in specs {
            let Some(info) = self.entities.get(s).and_then(|e| e.spec()).copied() else {
                continue;
            };
            if self.types.canonical_arg_list(info.args) == key {
                return Some(s);
            }
        }
        None
    }

    /// Gets or creates the class `template<args>` (an implicit-instantiation entity, incomplete until the
    /// template engine instantiates the definition; it holds the canonical arguments). Returns the entity and
    /// the type to give the expression/declaration: a [`TypeKind::Specialization`] sugar node carrying the
    /// arguments as written, so `B<size_t>` prints as written with `(aka "B<unsigned long>")`.
    pub fn class_specialization(&mut self, template: EntityId, args: &[TemplateArg], span: Span) -> (EntityId, TypeId) {
        let written = self.types.intern_args(args);
        let canon = self.types.canonical_arg_list(written);
        let id = match self.find_class_specialization(template, canon) {
            Some(e) => e,
            None => {
                let Some(t) = self.entities.get(template).copied() else {
                    return (EntityId::NONE, TypeTable::ERROR);
                };
                let key = self
                    .entities
                    .get(t.data_pattern())
                    .and_then(|p| p.class())
                    .map(|c| c.key)
                    .unwrap_or_default();
                let dependent = self.types.arg_list(canon).iter().any(|a| match a {
                    TemplateArg::Type(ty) => self.types.is_dependent(*ty),
                    TemplateArg::Expr(_) => true,
                    _ => false,
                });
                let mut e = Entity::new(
                    t.name,
                    Payload::Class(ClassData {
                        key,
                        ..Default::default()
                    }),
                );
                e.parent = t.parent;
                e.span = span;
                // Not name-indexed: specialisations are found through the template, never by plain lookup.
                e.scope = t.scope;
                let id = self.entities.add(e);
                let ty = self.types.class(id, dependent);
                let spec = SpecInfo {
                    template,
                    args: canon,
                    kind: SpecKind::Implicit,
                    ..Default::default()
                };
                let ent = self.entities.ent_mut(id);
                ent.ty = ty;
                if let Some(s) = ent.spec_mut() {
                    *s = spec;
                }
                self.entities.link_specialization(id);
                id
            }
        };
        let actual = self.entities.ent(id).ty;
        let ty = if written == canon {
            actual
        } else {
            self.types.specialization(template, written, actual)
        };
        (id, ty)
    }
}

impl Entity {
    /// The pattern of a template entity (`NONE` otherwise).
    pub fn data_pattern(&self) -> EntityId {
        self.template().map(|t| t.pattern).unwrap_or(EntityId::NONE)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sema::scopes::{LookupKind, LookupResult, Scopes};
    use crate::sema::target::Target;
    use crate::sema::types::{IntKind, TypeKind};

    #[test]
    fn namespaces_reopen_and_unnamed_is_visible() {
        let mut il = Il::new(Target::LP64);
        let n = il.names.intern("N");
        let (a, sa) = il.open_namespace(Scopes::GLOBAL, n, false, Span::default());
        let (b, sb) = il.open_namespace(Scopes::GLOBAL, n, false, Span::default());
        assert_eq!((a, sa), (b, sb));
        let (u, su) = il.open_namespace(Scopes::GLOBAL, Symbol::EMPTY, false, Span::default());
        let (u2, _) = il.open_namespace(Scopes::GLOBAL, Symbol::EMPTY, false, Span::default());
        assert_eq!(u, u2);
        let x = il.names.intern("x");
        let i = il.types.int(IntKind::Int);
        let v = il.declare_variable(su, x, i, VariableData::default(), Span::default());
        let r = il
            .scopes
            .lookup(&il.entities, &il.types, Scopes::GLOBAL, x, LookupKind::Ordinary);
        assert_eq!(r, LookupResult::Found(v));
    }

    #[test]
    fn unscoped_enumerators_leak_scoped_do_not() {
        let mut il = Il::new(Target::LP64);
        let (e, a, s, b) = (
            il.names.intern("E"),
            il.names.intern("a"),
            il.names.intern("S"),
            il.names.intern("b"),
        );
        let en = il.declare_enum(Scopes::GLOBAL, e, false, TypeId::NONE, Span::default());
        let ea = il.declare_enumerator(en, a, 0, Span::default());
        let sen = il.declare_enum(Scopes::GLOBAL, s, true, il.types.int(IntKind::Int), Span::default());
        let sb = il.declare_enumerator(sen, b, 1, Span::default());
        let look = |il: &Il, n| {
            il.scopes
                .lookup(&il.entities, &il.types, Scopes::GLOBAL, n, LookupKind::Ordinary)
        };
        assert_eq!(look(&il, a), LookupResult::Found(ea));
        assert_eq!(look(&il, b), LookupResult::NotFound);
        let ss = il.scopes.scope_of(&il.entities, sen).unwrap();
        assert_eq!(
            il.scopes
                .lookup_in(&il.entities, &il.types, ss, b, LookupKind::Ordinary),
            LookupResult::Found(sb)
        );
    }

    #[test]
    fn enumerator_aliases_do_not_break_chains() {
        // Two enumerators and a variable of the same names in enum and enclosing scope stay findable.
        let mut il = Il::new(Target::LP64);
        let (e, a, b) = (il.names.intern("E"), il.names.intern("a"), il.names.intern("b"));
        let en = il.declare_enum(Scopes::GLOBAL, e, false, TypeId::NONE, Span::default());
        let ea = il.declare_enumerator(en, a, 0, Span::default());
        let eb = il.declare_enumerator(en, b, 1, Span::default());
        let es = il.scopes.scope_of(&il.entities, en).unwrap();
        for (n, x) in [(a, ea), (b, eb)] {
            for s in [es, Scopes::GLOBAL] {
                assert_eq!(
                    il.scopes.lookup(&il.entities, &il.types, s, n, LookupKind::Ordinary),
                    LookupResult::Found(x)
                );
            }
        }
        // Injected-class-name: found inside the class, resolving to the class.
        let cn = il.names.intern("C");
        let c = il.declare_class(Scopes::GLOBAL, cn, ClassKey::Struct, false, Span::default());
        let cs = il.begin_class_definition(c, Scopes::GLOBAL);
        assert_eq!(
            il.scopes
                .lookup_in(&il.entities, &il.types, cs, cn, LookupKind::Ordinary),
            LookupResult::Found(c)
        );
        assert_eq!(
            il.scopes
                .lookup(&il.entities, &il.types, Scopes::GLOBAL, cn, LookupKind::Tag),
            LookupResult::Found(c)
        );
    }

    #[test]
    fn class_specializations_are_shared_canonically() {
        let mut il = Il::new(Target::LP64);
        let (bn, tn, sz) = (il.names.intern("B"), il.names.intern("T"), il.names.intern("size_t"));
        let (tmpl, ps) = il.declare_template(Scopes::GLOBAL, bn, TemplateKind::Class, 0, Span::default());
        il.declare_template_param(
            tmpl,
            ps,
            tn,
            TemplateParamKind::Type,
            TypeId::NONE,
            false,
            Span::default(),
        );
        let pat = il.declare_class(ps, bn, ClassKey::Struct, true, Span::default());
        il.set_template_pattern(tmpl, pat);
        let ul = il.types.int(IntKind::ULong);
        let (_, st) = il.declare_typedef(Scopes::GLOBAL, sz, ul, Span::default());
        let (a, ta) = il.class_specialization(tmpl, &[TemplateArg::Type(st)], Span::default());
        let (b, tb) = il.class_specialization(tmpl, &[TemplateArg::Type(ul)], Span::default());
        assert_eq!(a, b, "B<size_t> is B<unsigned long>");
        assert_ne!(ta, tb, "written arguments kept as sugar");
        assert!(il.types.same(ta, tb));
        assert!(matches!(il.types.kind(ta), TypeKind::Specialization { .. }));
        let i = il.types.int(IntKind::Int);
        let (c, _) = il.class_specialization(tmpl, &[TemplateArg::Type(i)], Span::default());
        assert_ne!(a, c);
        assert_eq!(il.entities.specializations(tmpl).count(), 2);
    }
}
