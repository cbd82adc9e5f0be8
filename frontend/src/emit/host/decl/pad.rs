//! The tail padding the reference writes into a class with a data member of a device_builtin type.
//!
//! A class (or union) with a non-static data member whose type — through typedefs and cv, not through
//! arrays or pointers — is a class or enum declared `__attribute__((device_builtin))` (`dim3`,
//! `cudaError_t`, `enum cudaMemcpyKind`) gets, right after its last data member, one
//! `__pad__(volatile char:8;)` per byte between the end of that member (its byte offset plus the size
//! of its type) and the class size [verified: probes pad2/pad4/pad5 — `struct S { void *p; E k; };`
//! prints `E k; __pad__(…)×4}`; `union { long long a[3]; E k; }` 20 pads; `{ void *p; char c; E e : 8; }`
//! 3; a member after it (`E e; void f();`) follows the pads; `E e[1]`, `E *q` and a member class that
//! holds an `E` do not count; driver_types.h's cudaMemcpy3DParms, cudaGraphNodeParams' anonymous union].
use super::*;
use crate::sema::layout::Layouts;

/// The run written for one byte of padding.
const PAD: &str = "__pad__(volatile char:8;)";

impl Ctx<'_> {
    /// Where the padding goes in `d`'s members (the index of the item declaring the last data member)
    /// and its text; None when the class needs none.
    pub(super) fn tail_pad(&self, d: &Decl) -> Result<Option<(usize, String)>, Unprintable> {
        let il = self.il;
        if il.device_builtin_types.is_empty() {
            return Ok(None);
        }
        let Some(cd) = self.ent(d.entity)?.class().copied() else { return Ok(None) };
        let builtin = |t: TypeId| {
            let c = il.types.unqualified(il.types.canonical(t));
            match il.types.kind(c) {
                TypeKind::Class(e) | TypeKind::Enum(e) => il.device_builtin_types.contains(&e),
                _ => false,
            }
        };
        let fields: Vec<EntityId> = il.scopes.members(&il.entities, cd.scope).filter(|&m| matches!(il.entities.get(m).map(|e| e.data), Some(Payload::Field(_)))).collect();
        if !fields.iter().any(|&f| il.entities.get(f).map(|e| builtin(e.ty)).unwrap_or(false)) {
            return Ok(None);
        }
        const GAP: &str = "emit: layout of a class with a device_builtin member (tail padding)";
        let gap = || Unprintable(GAP);
        let mut layouts = Layouts::new();
        let (size, last) = match layouts.class_layout(il, d.entity) {
            Ok(l) => (l.size, l.fields.last().copied()),
            Err(_) => return Err(gap()),
        };
        let Some((field, bits)) = last else { return Ok(None) };
        let fty = self.ent(field)?.ty;
        let fsize = layouts.size_align(il, fty).map_err(|_| gap())?.size;
        let pad = size.saturating_sub(bits / 8 + fsize);
        if pad == 0 {
            return Ok(None);
        }
        // The item declaring it: a data-member declaration (`int a, b;`), a member class definition
        // with declarators (`struct { … } s;`), or an anonymous union (the unnamed field's class).
        let anon = if self.ent(field)?.name.is_empty() { il.types.class_entity(fty) } else { None };
        let at = d.members.iter().position(|m| match m {
            Item::Decl(md) => md.entity == field || md.more.contains(&field) || (anon == Some(md.entity) && md.definition && md.more.is_empty()),
            _ => false,
        });
        let Some(at) = at else { return Err(gap()) };
        Ok(Some((at, PAD.repeat(pad.min(1 << 16) as usize))))
    }
}
