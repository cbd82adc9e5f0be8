//! Qualified friend class declarations: `friend class A::B;`, `friend class N::C;`, `friend A::B;`
//! (libstdc++'s locale_classes.h: `friend class locale::_Impl;` in `class locale::facet`).
//!
//! A qualified name in a friend declaration never declares anything ([class.friend]/3, [dcl.type.elab]):
//! it must name a class found by qualified lookup in the qualifier's scope, which then becomes a friend.
//!
//! EDG's checks, with their text [verified against cudafe++ 13.0.88, corpus/cxxfe17-s17/friend_qualified*]:
//! - no tag of that name in the qualifier: #471 `class "A" has no tag member named "C"` /
//!   `namespace "N" has no tag member named "Q"`, at the last name (also when a non-tag of that name
//!   exists);
//! - `friend class A::E;` naming an enum: #469 `tag kind of class or struct is incompatible with
//!   declaration of enum "A::E" (declared at line N)`, at the last name;
//! - a typedef: #1201 `typedef "T" may not be used in an elaborated type specifier`, at the last name;
//! - `friend A::T;` (no class-key) naming a non-class type is accepted and ignored (C++11).
//!
//! A template-id in the prelude (`friend std::numeric_limits<X>;`) befriends the specialisation without
//! instantiating it (`friend_specialization`).
//! Gaps: other template-ids in the name, a qualifier other than a namespace or a complete
//! non-template class, a name found in a base class (inherited lookup), a tag not accessible here.
use super::Lowerer;
use crate::diag::{Arg, EntityArg};
use crate::lex::Kw;
use crate::parse::ast::{Name, SegKind};
use crate::sema::entities::{Payload, SpecKind};
use crate::sema::ids::EntityId;
use crate::sema::scopes::LookupKind;

impl<'a> Lowerer<'a> {
    /// `friend class Q::X;` (`key` = Some) or `friend Q::X;` (None) in class `class`: the class named
    /// becomes a friend, or the declaration is diagnosed; returns without effect after a gap.
    pub(crate) fn qualified_friend_class(&mut self, class: EntityId, key: Option<Kw>, name: &Name, at: u32) {
        if name.global && name.segs.len() == 1 {
            // `friend class ::X;`: qualified lookup in the global namespace.
        } else if name.segs.len() < 2 {
            return self.gap("lower: friend class not declared before", at);
        }
        if name.segs.iter().any(|s| s.targs.is_some() || s.template_kw) {
            return self.friend_specialization(class, key, name, at);
        }
        let Some(SegKind::Ident(last)) = name.segs.last().map(|s| s.kind.clone()) else {
            return self.gap("lower: friend declaration", at);
        };
        let (outer, qualifier) = if name.segs.len() == 1 {
            (crate::sema::scopes::Scopes::GLOBAL, None)
        } else {
            let prefix = Name { global: name.global, segs: name.segs[..name.segs.len() - 1].to_vec(), span: name.span };
            let Some(q) = self.lookup_name(&prefix, LookupKind::NestedNameSpecifier) else { return };
            match self.sema.il.entities.get(q).map(|e| e.data) {
                Some(Payload::Class(cd)) if cd.complete && cd.scope.is_some() && cd.spec.kind == SpecKind::None => (cd.scope, Some((q, "class"))),
                Some(Payload::Namespace { scope, .. }) => (scope, Some((q, "namespace"))),
                _ => return self.gap("lower: friend class whose qualifier is not a complete class or a namespace", at),
            }
        };
        let pos = self.last_ident_at(name).unwrap_or(at);
        let n = self.sym(last);
        let found: Vec<EntityId> = self.sema.il.scopes.local(&self.sema.il.entities, outer, n).collect();
        let ents = &self.sema.il.entities;
        let tags: Vec<EntityId> = found.iter().map(|&e| ents.resolve(e)).filter(|&e| matches!(ents.get(e).map(|x| x.data), Some(Payload::Class(_) | Payload::Enum(_) | Payload::Typedef))).collect();
        let Some(&e) = tags.first() else {
            if qualifier.is_some_and(|(_, k)| k == "class") && self.class_has_bases(outer) {
                return self.gap("lower: friend class named through a class with base classes", at);
            }
            if key.is_none() {
                return self.gap("lower: friend declaration naming no type", at);
            }
            let Some((q, kind)) = qualifier else { return self.gap("lower: friend class not declared before", at) };
            let qname = crate::sema::printing::Printer::new(&self.sema.il).qualified_name(q);
            let text = self.lexed.interner.str(last).to_string();
            let d = self.sema.error(crate::diag::id::NOT_A_TAG_MEMBER, pos);
            d.args.push(Arg::Entity { kind: kind.into(), name: qname });
            d.args.push(Arg::Str(text));
            return;
        };
        if tags.len() > 1 {
            return self.gap("lower: friend class name found more than once", at);
        }
        if !self.qualified_member_visible(e) {
            return self.gap("lower: friend class not accessible", at);
        }
        let Some(x) = self.sema.il.entities.get(e).copied() else { return };
        match (x.data, key) {
            (Payload::Class(cd), None | Some(Kw::Class | Kw::Struct)) if !cd.lambda && cd.key != crate::sema::entities::ClassKey::Union => self.classes.friends.push((class, e)),
            (Payload::Class(cd), None | Some(Kw::Union)) if !cd.lambda && cd.key == crate::sema::entities::ClassKey::Union => self.classes.friends.push((class, e)),
            // `friend enum Q::E;`: nothing to befriend.
            (Payload::Enum(_), Some(Kw::Enum)) => {}
            // `friend Q::T;` with T a typedef of a class befriends the class.
            (Payload::Typedef, None) if self.sema.il.types.class_entity(x.ty).is_some() => {
                let Some(c) = self.sema.il.types.class_entity(x.ty) else { return };
                self.classes.friends.push((class, c));
            }
            (Payload::Enum(_), Some(Kw::Class | Kw::Struct)) => {
                let qname = crate::sema::printing::Printer::new(&self.sema.il).qualified_name(e);
                let l = crate::source::Locate::locate(self.map, x.span.lo);
                let d = self.sema.error(crate::diag::id::TAG_KIND_INCOMPATIBLE_WITH_DECLARATION, pos);
                d.args.push(Arg::Str("class or struct".into()));
                d.args.push(Arg::EntityFull(EntityArg { kind: "enum".into(), name: qname, qualified: None, params: None, declared: Some((l.file.to_string(), l.line)) }));
            }
            (Payload::Typedef, Some(_)) => {
                let text = self.lexed.interner.str(last).to_string();
                let d = self.sema.error(crate::diag::id::TYPEDEF_IN_ELAB_TYPE, pos);
                d.args.push(Arg::Str(text));
            }
            // `friend Q::T;` naming a non-class type: ignored.
            (Payload::Enum(_) | Payload::Typedef, None) if self.typedef_names_non_class(e) => {}
            _ => self.gap("lower: friend declaration", at),
        }
    }

    /// `friend std::numeric_limits<__max_size_type>;` (libstdc++'s <bits/max_size_type.h>, in the
    /// prelude, no class-key): the class specialisation named becomes a friend. Naming it is not a use:
    /// it is not instantiated (a prelude declaration only names a specialisation, `specialize_template`),
    /// so the explicit specialisation defined later is the class befriended. User code, a class-key,
    /// template-ids in the qualifier and dependent arguments are gaps.
    fn friend_specialization(&mut self, class: EntityId, key: Option<Kw>, name: &Name, at: u32) {
        let n = name.segs.len();
        let plain_prefix = name.segs[..n - 1].iter().all(|s| s.targs.is_none() && !s.template_kw);
        let in_declaration = self.map.in_prelude(at) && self.sema.current_function.is_none() && !self.tmpl.dependent_ok;
        if key.is_some() || !plain_prefix || name.segs[n - 1].template_kw || !in_declaration {
            return self.gap("lower: friend class template specialization", at);
        }
        let Some(t) = self.template_id_type(name) else { return };
        let tt = &self.sema.il.types;
        match tt.class_entity(t) {
            Some(c) if !tt.is_dependent(t) && self.sema.il.entities.get(c).and_then(|x| x.class()).is_some_and(|cd| cd.spec.is_specialization()) => self.classes.friends.push((class, c)),
            _ => self.gap("lower: friend class template specialization", at),
        }
    }

    fn class_has_bases(&self, scope: crate::sema::ids::ScopeId) -> bool {
        let il = &self.sema.il;
        let Some(c) = il.scopes.get(scope).map(|s| s.entity) else { return true };
        match il.entities.get(c).map(|x| x.data) {
            Some(Payload::Class(cd)) => cd.bases_len > 0,
            _ => true,
        }
    }

    /// An enum, or a typedef whose type is not a class.
    fn typedef_names_non_class(&self, e: EntityId) -> bool {
        let il = &self.sema.il;
        let Some(x) = il.entities.get(e) else { return false };
        match x.data {
            Payload::Enum(_) => true,
            _ => il.types.class_entity(x.ty).is_none() && !il.types.is_dependent(x.ty),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{clean, run};
    use crate::diag::id;

    #[test]
    fn qualified_friend_class_befriends_the_named_class() {
        clean("class O { public: class I; class J; private: int x; };\nclass O::I { friend class O::J; int p; };\nclass O::J { public: int get(const O::I &i) { return i.p; } };\n");
        clean("namespace N { class K { public: int f(); }; }\nclass A { friend class N::K; friend N::K; int p; };\nint N::K::f() { A a; return a.p; }\n");
    }

    #[test]
    fn qualified_friend_class_not_found_is_471() {
        let o = run("class O { public: int z; };\nnamespace N {}\nclass A {\nfriend class O::Nope;\nfriend class N::Q;\nfriend class O::z; };\n");
        let t = id::NOT_A_TAG_MEMBER.template();
        assert_eq!(o.diags, vec![(t, 4), (t, 5), (t, 6)], "{:?}", o.gaps);
    }

    #[test]
    fn qualified_friend_enum_and_typedef() {
        let o = run("class O { public: enum E {}; typedef int T; };\nclass A {\nfriend class O::E;\nfriend class O::T;\nfriend O::T; friend enum O::E; };\n");
        assert_eq!(o.diags, vec![(id::TAG_KIND_INCOMPATIBLE_WITH_DECLARATION.template(), 3), (id::TYPEDEF_IN_ELAB_TYPE.template(), 4)], "{:?}", o.gaps);
    }

    #[test]
    fn unmodelled_qualified_friends_are_gaps() {
        let o = run("namespace N { template<class T> class TT {}; }\nclass A { friend class N::TT<int>; };\n");
        assert_eq!(o.gaps, vec!["lower: friend class template specialization".to_string()]);
        let o = run("struct B { struct In {}; };\nstruct D : B {};\nclass A { friend class D::Nope; };\n");
        assert_eq!(o.gaps, vec!["lower: friend class named through a class with base classes".to_string()]);
    }
}
