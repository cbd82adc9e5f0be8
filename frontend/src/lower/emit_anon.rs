//! Class and enum tags in the host output beyond a plain definition:
//! - anonymous unions and structs as class members (`union { int i; float f; };`): printed as the unnamed
//!   class definition with no declarator, exactly as written [verified: `struct A { int x; union { int i;
//!   float f; }; long long r; };` re-prints unchanged, also inside a device_builtin class under `#if 0`].
//!   Lowering (`classes.rs::anonymous_member`) declares the unnamed class at the definition's start and an
//!   unnamed field of its type; the printer walks the members as written, so the field prints nothing;
//! - a typedef with the tag's own name (`typedef struct node { … } node;`), for which lowering declares
//!   no typedef entity.
use crate::sema::entities::Payload;
use crate::sema::ids::{EntityId, ScopeId};
use crate::sema::il::Il;
use crate::source::Offset;

/// The unnamed class lowering declared at the definition's start (`here`: the entities declared there)
/// in the class scope `scope`; exactly one, else a gap.
pub(super) fn anonymous_member_class(il: &Il, here: &[(Offset, EntityId)], scope: ScopeId) -> Result<EntityId, &'static str> {
    let mut found = None;
    for &(_, e) in here {
        let Some(ent) = il.entities.get(e) else { continue };
        if ent.scope == scope && ent.name.is_empty() && matches!(ent.data, Payload::Class(_)) {
            if found.is_some() {
                return Err("emit items: unnamed class or enum declaring nothing");
            }
            found = Some(e);
        }
    }
    found.ok_or("emit items: unnamed class or enum declaring nothing")
}


/// Whether the class or enum defined by `tag` is named `name` (a one-segment name): `typedef struct
/// node { … } node;` then declares no typedef entity, the tag keeps the name.
pub(super) fn tag_named(ast: &crate::parse::ast::Ast, tag: crate::parse::ast::DeclId, name: &crate::parse::ast::Name) -> bool {
    use crate::parse::ast::DeclKind;
    let tag_name = match &ast.decl(tag).kind {
        DeclKind::Class(def) => def.name.as_ref(),
        DeclKind::Enum(def) => def.name.as_ref(),
        _ => None,
    };
    match (tag_name, name.last_ident()) {
        (Some(t), Some(n)) => name.segs.len() == 1 && !name.global && t.segs.len() == 1 && t.last_ident() == Some(n),
        _ => false,
    }
}
