//! Anonymous unions and structs as class members (`union { int i; float f; };`): printed as the unnamed
//! class definition with no declarator, exactly as written [verified: `struct A { int x; union { int i;
//! float f; }; long long r; };` re-prints unchanged, also inside a device_builtin class under `#if 0`].
//! Lowering (`classes.rs::anonymous_member`) declares the unnamed class at the definition's start and an
//! unnamed field of its type; the printer walks the members as written, so the field prints nothing.
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

