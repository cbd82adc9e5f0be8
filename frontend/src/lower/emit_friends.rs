//! Friend declarations in a class definition for the host output: `friend class X;` and
//! `friend R f(params);` print as written (`friend double peek(const Account &);`) [verified,
//! corpus/classes/friend_declared_later_ok]. The friend is a member of the innermost enclosing namespace,
//! where its entity is found by name; an overloaded name, a friend never declared in its namespace (the
//! IL has no entity), a qualified name or a CUDA function are gaps.
use super::emit_items::Builder;
use crate::emit::host::decl::{Decl, Item};
use crate::lex::Kw;
use crate::parse::ast::{DeclSpec, DeclaratorOp, InitDeclarator, TypeBase};
use crate::sema::entities::{FunctionData, Payload, Space};
use crate::sema::ids::ScopeId;
use crate::sema::scopes::ScopeKind;

type R<T> = Result<T, &'static str>;

/// The item of a friend declaration written in the class whose scope is `scope`.
pub(super) fn friend_item(b: &mut Builder<'_>, spec: &DeclSpec, declarators: &[InitDeclarator], scope: ScopeId) -> R<Item> {
    if !spec.attrs.is_empty() || spec.specifiers.iter().any(|k| *k != Kw::Friend) {
        return Err("emit items: friend declaration specifiers");
    }
    let il = b.il();
    let mut ns = scope;
    for _ in 0..10_000 {
        match il.scopes.get(ns) {
            Some(s) if s.kind == ScopeKind::Namespace => break,
            Some(s) if s.parent.is_some() => ns = s.parent,
            _ => return Err("emit items: friend declaration scope"),
        }
    }
    match declarators {
        [] => {
            let TypeBase::Elaborated { key: Kw::Class | Kw::Struct, name } = &spec.base else {
                return Err("emit items: friend declaration form");
            };
            let (Some(s), 1, false) = (name.last_ident(), name.segs.len(), name.global) else {
                return Err("emit items: qualified friend class");
            };
            let entity = b.find_in(ns, s, |p| matches!(p, Payload::Class(_)))?;
            Ok(Item::Decl(Decl { entity, at: name.span.lo, friend: true, ..Decl::default() }))
        }
        [id] => {
            if id.init.is_some() || id.bitfield.is_some() || id.asm_label.is_some() || !id.virt_spec.is_empty() || id.requires.is_some() {
                return Err("emit items: friend declaration form");
            }
            if !matches!(id.decl.ops.first(), Some(DeclaratorOp::Function(_))) || !id.decl.attrs.is_empty() {
                return Err("emit items: friend declaration of a non-function");
            }
            let name = id.decl.name.as_ref().ok_or("emit items: unnamed declaration")?;
            let (Some(s), 1, false) = (name.last_ident(), name.segs.len(), name.global) else {
                return Err("emit items: qualified friend function");
            };
            let entity = b.find_in(ns, s, |p| matches!(p, Payload::Function(_)))?;
            let ent = il.entities.get(entity).ok_or("emit items: bad entity")?;
            if ent.exec.space() != Space::ImplicitHost || ent.spec().map(|x| x.is_specialization()).unwrap_or(false) {
                return Err("emit items: friend CUDA function or template specialisation");
            }
            // The printer takes `inline`/`constexpr`/storage from the entity; a friend declaration
            // written without them is not told apart.
            let f = ent.function().ok_or("emit items: not a function")?;
            if f.has(FunctionData::INLINE) || f.has(FunctionData::CONSTEXPR) || f.storage != crate::sema::entities::Storage::None {
                return Err("emit items: friend of an inline, constexpr, static or extern function");
            }
            let mut d = b.function_decl(entity, &id.decl)?;
            d.friend = true;
            Ok(Item::Decl(d))
        }
        _ => Err("emit items: friend declaration with several declarators"),
    }
}
