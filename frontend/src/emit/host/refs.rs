//! Entity-derived names of the back end: the module id's first eligible entity and the `.nvHR*` entries
//! (verified/E §2.3, §2.4).
use super::decl::{in_anonymous_namespace, Item};
use super::types::Unprintable;
use crate::emit::nvhr::{HostRefs, RefKind};
use crate::sema::entities::{
    Entities, FunctionData, MemSpace, Payload, Space, Storage, VariableData,
};
use crate::sema::ids::EntityId;
use crate::sema::il::Il;
use crate::sema::types::TypeKind;
use crate::source::Offset;

/// The name the module id is made from: the first eligible entity of the declaration sequence (E §2.3):
/// non-inline, non-template, non-static function definitions outside anonymous namespaces (mangled;
/// extern "C" plain), namespace-scope variables with an initializer and external linkage (plain at
/// global scope, mangled in a namespace). None when nothing is eligible (the caller takes the fallback).
pub fn module_id_entity(il: &Il, items: &[Item]) -> Result<Option<String>, Unprintable> {
    Ok(module_id_entity_at(il, items)?.map(|(n, _)| n))
}

/// [`module_id_entity`] with the position of that declaration (where the reference reports a module id
/// file it cannot open).
pub fn module_id_entity_at(
    il: &Il,
    items: &[Item],
) -> Result<Option<(String, Offset)>, Unprintable> {
    for it in items {
        if let Some(n) = eligible_in(il, it, 0)? {
            return Ok(Some(n));
        }
    }
    Ok(None)
}

fn eligible_in(il: &Il, it: &Item, depth: u32) -> Result<Option<(String, Offset)>, Unprintable> {
    if depth > 256 {
        return Err(Unprintable("emit: declaration nesting too deep"));
    }
    match it {
        Item::UsingDirective { .. } | Item::StaticAssert { .. } => Ok(None),
        Item::Linkage { items, .. } => {
            for i in items {
                if let Some(n) = eligible_in(il, i, depth + 1)? {
                    return Ok(Some(n));
                }
            }
            Ok(None)
        }
        Item::Decl(d) => {
            let Some(ent) = il.entities.get(d.entity) else {
                return Ok(None);
            };
            match ent.data {
                Payload::Namespace { .. } => {
                    for i in &d.members {
                        if let Some(n) = eligible_in(il, i, depth + 1)? {
                            return Ok(Some(n));
                        }
                    }
                    Ok(None)
                }
                Payload::Function(f) if d.definition => {
                    let excluded = FunctionData::INLINE
                        | FunctionData::CONSTEXPR
                        | FunctionData::DELETED
                        | FunctionData::DEDUCED_RETURN
                        | FunctionData::IMPLICIT;
                    if f.flags & excluded != 0
                        || f.storage == Storage::Static
                        || f.spec.is_specialization()
                        || in_anonymous_namespace(&il.entities, d.entity)
                        || matches!(
                            il.entities.get(ent.parent).map(|p| p.data),
                            Some(Payload::Template(_))
                        )
                    {
                        return Ok(None);
                    }
                    if f.has(FunctionData::EXTERN_C) {
                        return Ok(Some((il.names.resolve(ent.name).to_string(), d.at)));
                    }
                    mangled(il, d.entity).map(|m| Some((m, d.at)))
                }
                Payload::Variable(v) if super::expr::written_init(il, v.init) => {
                    let (_, q) = il.types.split_quals(ent.ty);
                    if v.storage == Storage::Static
                        || q.is_const()
                        || v.has(VariableData::CONSTEXPR)
                        // An inline variable is not eligible [verified, corpus/cuda-rules/inline_device_var_rdc_ok].
                        || v.has(VariableData::INLINE)
                        || v.has(VariableData::LOCAL)
                        || ent.mem.has(MemSpace::SHARED)
                        || matches!(il.types.kind(ent.ty), TypeKind::Auto(_))
                        || in_anonymous_namespace(&il.entities, d.entity)
                    {
                        return Ok(None);
                    }
                    if v.has(VariableData::STATIC_MEMBER) {
                        return mangled(il, d.entity).map(|m| Some((m, d.at)));
                    }
                    if ent.parent == Entities::GLOBAL || v.has(VariableData::EXTERN_C) {
                        return Ok(Some((il.names.resolve(ent.name).to_string(), d.at)));
                    }
                    mangled(il, d.entity).map(|m| Some((m, d.at)))
                }
                _ => Ok(None),
            }
        }
    }
}

fn mangled(il: &Il, e: EntityId) -> Result<String, Unprintable> {
    crate::sema::mangle::mangle(il, e, "").map_err(|u| Unprintable(u.0))
}

/// Adds the `.nvHR*` entry of a device entity referenced from host code (kernels, `__device__`,
/// `__constant__`, `__managed__` variables; `__shared__` never appears).
pub fn add_host_ref(
    il: &Il,
    e: EntityId,
    module_id: &str,
    refs: &mut HostRefs,
) -> Result<(), Unprintable> {
    let ent = il.entities.get(e).ok_or(Unprintable("emit: bad entity"))?;
    let (kind, internal, is_fn) = match ent.data {
        Payload::Function(f) if ent.exec.space() == Space::Global => (
            RefKind::Kernel,
            f.storage == Storage::Static || in_anonymous_namespace(&il.entities, e),
            true,
        ),
        Payload::Variable(v) => {
            let m = ent.mem;
            let kind = if m.has(MemSpace::SHARED) || m.is_empty() {
                return Ok(());
            } else if m.has(MemSpace::CONSTANT) {
                RefKind::Constant
            } else {
                RefKind::Device
            };
            let internal = v.storage == Storage::Static
                || in_anonymous_namespace(&il.entities, e)
                || (m.has(MemSpace::CONSTANT) && il.types.quals(ent.ty).is_const());
            (kind, internal, false)
        }
        _ => return Ok(()),
    };
    let name = il.names.resolve(ent.name);
    let extern_c = match ent.data {
        Payload::Function(f) => f.has(FunctionData::EXTERN_C),
        Payload::Variable(v) => v.has(VariableData::EXTERN_C),
        _ => false,
    };
    // Scope parts `<len><name>` of the enclosing namespaces, outermost first.
    let mut parts = Vec::new();
    let mut cur = ent.parent;
    for _ in 0..256 {
        if cur == Entities::GLOBAL || cur.is_none() {
            break;
        }
        let p = il
            .entities
            .get(cur)
            .ok_or(Unprintable("emit: bad parent"))?;
        match p.data {
            Payload::Namespace { inline: false, .. } => {
                let n = if p.name.is_empty() {
                    format!("_GLOBAL__N_{}", module_id)
                } else {
                    il.names.resolve(p.name).to_string()
                };
                parts.push(format!("{}{}", n.len(), n));
            }
            _ => {
                return Err(Unprintable(
                    "emit: .nvHR entry of a class member / inline-namespace entity not built",
                ))
            }
        }
        cur = p.parent;
    }
    parts.reverse();
    let internal_entry = || {
        let mut s = format!("__nv_static_{}_{}_*", module_id.len(), module_id);
        s.push_str(&parts.concat());
        if is_fn || !parts.is_empty() {
            s.push_str(&format!("{}{}*", name.len(), name));
        } else {
            s.push_str(name);
        }
        s
    };
    if internal {
        refs.add(kind, true, &internal_entry());
        return Ok(());
    }
    let external = if extern_c || (!is_fn && parts.is_empty()) {
        name.to_string()
    } else if parts.is_empty() {
        format!("_Z{}{}*", name.len(), name)
    } else {
        format!("_ZN{}{}{}*", parts.concat(), name.len(), name)
    };
    refs.add(kind, false, &external);
    // A kernel template specialisation with external linkage is listed in both arrays (`*5ktmpl*` and
    // `_Z5ktmpl*`) [verified, testdata/il/nvhr_t3.cu].
    if matches!(ent.data, Payload::Function(f) if f.spec.is_specialization()) {
        refs.add(kind, true, &internal_entry());
    }
    Ok(())
}
