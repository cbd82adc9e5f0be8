//! Out-of-line definitions of nested classes: `struct A { struct B; }; struct A::B { … };` (also
//! through namespaces, `class locale::facet { … };` in libstdc++'s locale_classes.h). The class-head-name
//! names a class declared earlier in the class or namespace its qualifier denotes; the definition
//! completes that entity, and its members are looked up from the qualifier's scope (A's members are
//! visible in B's body). Templates in the qualifier (`TT<T>::In`) are not handled here (a gap).
//!
//! EDG's checks, with their text [verified against cudafe++ 13.0.88]:
//! - no class of that name in a class qualifier: #471 `class "A" has no tag member named "C"`, at the
//!   last name;
//! - a complete one: #3369 `class "A::B" has already been defined (previous definition at line N)`, at
//!   the qualified name; the previous definition is where the class was defined last (the entity's
//!   position moves to the definition: a later `(declared at line N)` names the out-of-line one);
//! - a definition in a namespace not enclosing the class: #551 `class "N::C::D" cannot be defined in
//!   the current scope`, at the qualified name.
use super::Lowerer;
use crate::parse::ast::{Name, SegKind};
use crate::sema::entities::{ClassKey, Payload};
use crate::sema::ids::{EntityId, ScopeId};
use crate::sema::scopes::{LookupKind, ScopeKind};

/// What a qualified class-head-name defines.
pub(crate) struct NestedTarget {
    /// The class declared earlier (incomplete).
    pub class: EntityId,
    /// The scope the qualifier denotes: the lookup parent of the class's member scope.
    pub outer: ScopeId,
}

impl<'a> Lowerer<'a> {
    /// The earlier-declared class a qualified class-head-name (`A::B`, `N::C::D`) defines, or None after
    /// a gap or a diagnostic (the definition is then not lowered).
    pub(crate) fn nested_class_target(&mut self, name: &Name, key: ClassKey, empty_body: bool, at: u32) -> Option<NestedTarget> {
        if name.global || name.segs.iter().any(|s| s.targs.is_some() || s.template_kw) {
            self.gap("lower: qualified or template class name", at);
            return None;
        }
        let Some(SegKind::Ident(last)) = name.segs.last().map(|s| s.kind.clone()) else {
            self.gap("lower: qualified or template class name", at);
            return None;
        };
        // Defined where a namespace-scope declaration could stand; one in a class or a block is
        // ill-formed with checks not probed.
        let here = self.sema.il.scopes.get(self.scope).map(|s| (s.kind, s.entity));
        let Some((ScopeKind::Namespace, here_ns)) = here else {
            self.gap("lower: qualified class name outside namespace scope", at);
            return None;
        };
        let prefix = Name { global: false, segs: name.segs[..name.segs.len() - 1].to_vec(), span: name.span };
        let q = self.lookup_name(&prefix, LookupKind::NestedNameSpecifier)?;
        let (outer, qualifier_is_class) = match self.sema.il.entities.get(q).map(|e| e.data) {
            Some(Payload::Class(cd)) if cd.complete && cd.scope.is_some() && cd.spec.kind == crate::sema::entities::SpecKind::None => (cd.scope, true),
            Some(Payload::Namespace { scope, .. }) => (scope, false),
            _ => {
                self.gap("lower: qualified class name whose qualifier is not a complete class or a namespace", at);
                return None;
            }
        };
        let n = self.sym(last);
        let earlier: Vec<EntityId> = self.sema.il.scopes.local(&self.sema.il.entities, outer, n).collect();
        let ents = &self.sema.il.entities;
        let class = match earlier.as_slice() {
            [] if qualifier_is_class => {
                let pos = self.last_ident_at(name).unwrap_or(at);
                let cname = crate::sema::printing::Printer::new(&self.sema.il).qualified_name(q);
                let text = self.lexed.interner.str(last).to_string();
                let d = self.sema.error(crate::diag::id::NOT_A_TAG_MEMBER, pos);
                d.args.push(crate::diag::Arg::Entity { kind: "class".into(), name: cname });
                d.args.push(crate::diag::Arg::Str(text));
                return None;
            }
            [e] => match ents.get(ents.resolve(*e)).map(|x| x.data) {
                Some(Payload::Class(cd)) if cd.spec.kind == crate::sema::entities::SpecKind::None && !cd.lambda => (ents.resolve(*e), cd),
                _ => {
                    self.gap("lower: qualified class name naming something other than a class", at);
                    return None;
                }
            },
            _ => {
                self.gap("lower: qualified class name naming something other than a class", at);
                return None;
            }
        };
        let (class, cd) = class;
        // The definition must be in a namespace enclosing the class: #551 at the qualified name
        // [verified]. EDG goes on into the body; what it reports there is not modelled.
        if !self.encloses(here_ns, q) {
            let cname = crate::sema::printing::Printer::new(&self.sema.il).qualified_name(class);
            let d = self.sema.error(crate::diag::id::BAD_SCOPE_FOR_DEFINITION, name.span.lo);
            d.args.push(crate::diag::Arg::Entity { kind: "class".into(), name: cname });
            if !empty_body {
                self.gap("lower: body of a class defined outside an enclosing namespace", at);
            }
            return None;
        }
        if cd.complete || cd.scope.is_some() {
            let prev = ents.get(class).map(|e| e.span.lo).unwrap_or(at);
            let cname = crate::sema::printing::Printer::new(&self.sema.il).qualified_name(class);
            let d = self.sema.error(crate::diag::id::ALREADY_DEFINED_WITH_POS, name.span.lo);
            d.args.push(crate::diag::Arg::Entity { kind: "class".into(), name: cname });
            d.args.push(crate::diag::Arg::Pos(prev));
            // EDG goes on through the body; what it reports there is not modelled.
            if !empty_body {
                self.gap("lower: body of a redefined class", at);
            }
            return None;
        }
        if cd.key != key && (cd.key == ClassKey::Union || key == ClassKey::Union) {
            self.gap("lower: class redeclared with another class key", at);
            return None;
        }
        if cd.key != key {
            // `class B;` then `struct A::B {…}`: no diagnostic by default [verified]; the key printed
            // and the default access follow the definition, which the entity does not record apart.
            self.gap("lower: class redeclared with another class key", at);
            return None;
        }
        // The class is now declared at its definition (later messages cite this line).
        if let Some(e) = self.sema.il.entities.get_mut(class) {
            e.span = name.span;
        }
        Some(NestedTarget { class, outer })
    }

    /// Whether namespace `ns` encloses entity `e` (is one of its parents).
    fn encloses(&self, ns: EntityId, e: EntityId) -> bool {
        let ents = &self.sema.il.entities;
        let mut cur = e;
        for _ in 0..256 {
            let Some(x) = ents.get(cur) else { return false };
            if x.parent == ns {
                return true;
            }
            if x.parent.is_none() || x.parent == cur {
                return false;
            }
            cur = x.parent;
        }
        false
    }

    /// The offset of the last identifier token of a qualified name (where EDG puts its caret).
    pub(crate) fn last_ident_at(&self, name: &Name) -> Option<u32> {
        let toks = &self.lexed.tokens;
        let lo = toks.partition_point(|t| t.span.lo < name.span.lo);
        toks[lo..].iter().take_while(|t| t.span.lo < name.span.hi).filter(|t| t.kind == crate::lex::TokenKind::Identifier).last().map(|t| t.span.lo)
    }
}

#[cfg(test)]
#[path = "nested_classes_tests.rs"]
mod tests;
