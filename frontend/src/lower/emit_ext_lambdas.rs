//! The host-output form of an extended lambda (`--extended-lambda`; /work/shared/verified/
//! D-lambdas-il.md §2.2–2.3): the `__nv_dl_tag` naming the enclosing function and the wrapper's
//! fields. The printing itself is emit/host/stmt.rs's (`LambdaForm`).
//!
//! Tag: `__nv_dl_tag<TYPE,(&NAME),N>` where TYPE is the parent function's pointer type printed with its
//! parameter names (`int (*)(int s)`, `void (S::*)(void)`), NAME its name (`& ::f`, `& ::N::h`, `&S::f`)
//! and N the lambda's ordinal among the extended lambdas of that function in source order [verified:
//! corpus/lambdas/ext_lambda_near_ok, cuda/ii/ext_lambda_no_preamble_ok, cudacov-s9/lambda_public_nested_ok,
//! cudacov-s9/lambda_implicit_this_ok (ordinal 2)]. Parents that are templates or members of templates,
//! operators, conversion functions, static members, functions in unnamed or inline namespaces, and
//! types with noexcept or a trailing return are not verified here: gaps.
use super::emit_items::R;
use crate::emit::host::expr::{ClosureField, LambdaCapture, LambdaForm};
use crate::emit::host::types::HostTypes;
use crate::sema::entities::{FnRole, FunctionData, Payload};
use crate::sema::ids::EntityId;
use crate::sema::il::{Il, LambdaRecord};
use crate::sema::types::{Noexcept, RefQual, TypeKind};

/// The wrapper form of extended lambda `r` (`kind` 1: `__device__`, 2: `__host__ __device__`), whose
/// written captures are `captures`.
pub(super) fn form(il: &Il, src: &[u8], r: &LambdaRecord, kind: u8, captures: &[LambdaCapture], depth: u32) -> R<LambdaForm> {
    if r.trailing_return && kind == 1 {
        // `__nv_dl_trailing_return_tag<…,R, N>`: not probed here.
        return Err("emit items: extended lambda with a trailing return type");
    }
    let tag = tag(il, r)?;
    let mut fields = Vec::new();
    // The wrapper holds the captured entities in capture order: the explicit captures as written (with
    // `this` where it was written), then the implicit ones at first use.
    for (k, c) in r.captures.iter().enumerate() {
        if r.this_index == Some(k) {
            fields.push(ClosureField::This);
        }
        if c.by_ref {
            return Err("emit items: extended lambda capturing by reference");
        }
        if c.init {
            fields.push(ClosureField::Init(init_capture(il, src, c.proxy, depth)?));
        } else {
            fields.push(ClosureField::Var(c.captured));
        }
    }
    match r.this_index {
        Some(k) if k >= r.captures.len() => fields.push(ClosureField::This),
        Some(_) => {}
        // `this` captured implicitly: where it stands among other implicit captures is not probed.
        None if r.captures_this && r.captures.is_empty() => fields.push(ClosureField::This),
        None if r.captures_this => return Err("emit items: extended lambda capturing this implicitly with other captures"),
        None => {}
    }
    let _ = captures;
    Ok(match kind {
        1 => LambdaForm::ExtDevice { tag, fields },
        _ => LambdaForm::ExtHostDevice {
            tag,
            fp_conv: r.captures.is_empty() && !r.captures_this && r.default_capture == 0,
            fields,
        },
    })
}

/// The initializer of an init-capture written `z = e` (the `z(e)` and `z{e}` forms print otherwise).
fn init_capture(il: &Il, src: &[u8], proxy: EntityId, depth: u32) -> R<crate::emit::host::expr::Expr> {
    let pe = il.entities.get(proxy).ok_or("emit items: init-capture")?;
    let Payload::Variable(v) = pe.data else { return Err("emit items: init-capture") };
    if il.types.is_reference(pe.ty) {
        return Err("emit items: reference init-capture");
    }
    let name = il.names.resolve(pe.name);
    let at = pe.span.lo as usize;
    if src.get(at..at + name.len()) != Some(name.as_bytes()) {
        return Err("emit items: init-capture spelling");
    }
    let rest = src.get(at + name.len()..).unwrap_or_default();
    let eq = rest.iter().position(|c| !c.is_ascii_whitespace());
    if eq.and_then(|k| rest.get(k)) != Some(&b'=') {
        return Err("emit items: init-capture not written with =");
    }
    Ok(super::emit_expr_forms::top_level(super::emit_items::convert_expr(il, src, v.init, true, depth + 1)?))
}

/// Whether `e` is a template, a specialisation or a member of one (directly or through its parents).
fn in_template(il: &Il, mut e: EntityId) -> bool {
    for _ in 0..64 {
        let Some(ent) = il.entities.get(e) else { return false };
        let spec = match &ent.data {
            Payload::Template(_) | Payload::TemplateParam(_) => return true,
            Payload::Function(fd) => fd.spec.template,
            Payload::Class(cd) => cd.spec.template,
            _ => EntityId::NONE,
        };
        if spec.is_some() || il.types.is_dependent(ent.ty) {
            return true;
        }
        if ent.parent.is_none() {
            return false;
        }
        e = ent.parent;
    }
    true
}

/// `__nv_dl_tag<TYPE,(&NAME),N>` of extended lambda `r`.
fn tag(il: &Il, r: &LambdaRecord) -> R<String> {
    let parent = r.parent_fn;
    let pe = il.entities.get(parent).ok_or("emit items: extended lambda without a parent function")?;
    let fd = pe.function().ok_or("emit items: extended lambda without a parent function")?;
    if fd.role != FnRole::Normal || fd.has(FunctionData::DEDUCED_RETURN) || in_template(il, parent) {
        return Err("emit items: extended lambda in a function of this kind");
    }
    let TypeKind::Function(sig) = il.types.kind(pe.ty) else {
        return Err("emit items: extended lambda in a function of this kind");
    };
    if sig.trailing || sig.noexcept != Noexcept::No || sig.ref_qual != RefQual::None {
        return Err("emit items: extended lambda in a function of this type");
    }
    let t = HostTypes::in_context(il, parent);
    let fname = il.names.resolve(pe.name).to_string();
    if fname.is_empty() || !fname.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'_') {
        return Err("emit items: extended lambda in a function of this kind");
    }
    let owner = il.entities.get(pe.parent);
    let (inner, name) = match owner.map(|o| &o.data) {
        Some(Payload::Class(_)) => {
            if fd.has(FunctionData::STATIC_MEMBER) {
                return Err("emit items: extended lambda in a static member function");
            }
            let class = t.type_str(owner.map(|o| o.ty).unwrap_or_default()).map_err(|u| u.0)?;
            (format!("({class}::*)"), format!("&{class}::{fname}"))
        }
        _ => {
            // The namespaces from the global one: `& ::f`, `& ::N::h`.
            let mut path = vec![fname];
            let mut cur = pe.parent;
            for _ in 0..64 {
                if cur == crate::sema::entities::Entities::GLOBAL {
                    break;
                }
                let Some(ns) = il.entities.get(cur) else { break };
                match ns.data {
                    Payload::Namespace { inline: false, .. } if !il.names.resolve(ns.name).is_empty() => {
                        path.push(il.names.resolve(ns.name).to_string());
                    }
                    _ => return Err("emit items: extended lambda in a function of this scope"),
                }
                cur = ns.parent;
            }
            path.reverse();
            ("(*)".to_string(), format!("& ::{}", path.join("::")))
        }
    };
    let names: Vec<String> = il.entities.params(parent).map(|p| il.entities.get(p).map(|e| il.names.resolve(e.name).to_string()).unwrap_or_default()).collect();
    t.set_param_names(&[names]);
    let ty = t.declarator(pe.ty, &inner).map_err(|u| u.0)?;
    t.param_names_done().map_err(|u| u.0)?;
    let n = il.lambdas.iter().filter(|o| o.extended != 0 && o.parent_fn == parent && o.span.lo <= r.span.lo).count();
    Ok(format!("__nv_dl_tag<{ty},({name}),{n}>"))
}
