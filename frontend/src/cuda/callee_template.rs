//! The callee fill-in of the cross-space call errors (3462-3465) when the callee is a specialisation
//! of a function template: EDG prints the *pattern's* signature with the template parameters named by
//! position and the specialisation's arguments after the name, before any error:
//! `T1  ::td<double> (T1)`, `void  ::tv<int> (T1 *, const T1 &)`, `T1 N::tn<long> (T1)`,
//! `int  ::ti<(int)3> (int)`, `S  ::ts<int> (    ::S, T1)`, `T1 M::tq<int> (T1)` (static member);
//! after an error, the broken mangled name (`sema/mangle.rs` `broken_signature`: `_Z2tdI1?E1?1?`)
//! [verified probes cuda18 t1, tt1-tt10, tu1-tu8, t3].
//! Modelled: global-scope and named-namespace templates and static members of ordinary classes, the
//! parameters and return type built from builtins, the template's own type parameters, pointers,
//! references, cv and ordinary classes or enums; type arguments that are such types (no class template
//! specialisations: their padding depends on what printed first) and `int`, `bool`, `unsigned int`, `char`
//! constants. Anything else is None (the caller keeps the gap).

use crate::sema::entities::{Entities, Payload};
use crate::sema::ids::{EntityId, TypeId};
use crate::sema::il::Il;
use crate::sema::printing::{Printer, Style};
use crate::sema::types::{IntKind, TemplateArg, TypeKind};

/// The template a function specialisation `f` was made from (None for an ordinary function).
pub fn template_of(il: &Il, f: EntityId) -> Option<EntityId> {
    let fd = il.entities.get(f)?.function()?;
    fd.spec.template.is_some().then_some(fd.spec.template)
}

/// `<return> <qualified name><<arguments>> (<parameters>)` as the reference prints a specialisation
/// before any error; None for the forms not modelled (module doc).
pub fn template_callee_signature(il: &Il, f: EntityId) -> Option<String> {
    let e = il.entities.get(f)?;
    let fd = e.function()?;
    let t = template_of(il, f)?;
    let td = il.entities.get(t)?.template()?;
    if td.depth != 0 {
        return None;
    }
    let pattern = il.entities.get(td.pattern)?;
    let TypeKind::Function(psig) = il.types.ckind(pattern.ty) else { return None };
    if psig.variadic || !psig.quals.is_empty() {
        return None;
    }
    // The scope: `  ::` at global scope, `N::` / `M::` for a named namespace or an ordinary class (a
    // static member only).
    let parent = il.entities.get(e.parent)?;
    let qual = if e.parent == Entities::GLOBAL {
        // (A `static` template prints with one space: `T1 ::dv<int> (T1)`, probe cuda18 st1 and
        // corpus tmplfn-s11/sys_device_template_from_host.)
        let st = crate::sema::entities::Storage::Static;
        if fd.storage == st || pattern.function().is_some_and(|p| p.storage == st) { "::" } else { " ::" }.to_string()
    } else {
        match parent.data {
            Payload::Namespace { .. } if !parent.name.is_empty() && parent.parent == Entities::GLOBAL => {}
            Payload::Class(c)
                if !parent.name.is_empty()
                    && !c.lambda
                    && parent.parent == Entities::GLOBAL
                    && parent.spec().is_none_or(|s| !s.is_specialization())
                    && fd.has(crate::sema::entities::FunctionData::STATIC_MEMBER) => {}
            _ => return None,
        }
        format!("{}::", Printer::new(il).name(e.parent))
    };
    if parent.class().is_some() && !fd.has(crate::sema::entities::FunctionData::STATIC_MEMBER) {
        return None;
    }
    let ret_ok = pattern_type_ok(il, psig.ret, true, 0);
    let params = il.types.type_list(psig.params).to_vec();
    if !ret_ok || !params.iter().all(|&p| pattern_type_ok(il, p, false, 0)) {
        return None;
    }
    let args = il.types.arg_list(il.entities.get(f)?.spec()?.args).to_vec();
    let mut arg_texts = Vec::new();
    let callee_style = Printer::with_style(il, Style::CALLEE);
    for a in args {
        arg_texts.push(match a {
            TemplateArg::Type(t) => {
                let t = il.types.canonical(t);
                if !argument_type_ok(il, t, 0) {
                    return None;
                }
                callee_style.type_str(t)
            }
            TemplateArg::Int { value, ty } => constant_text(il, value, ty)?,
            _ => return None,
        });
    }
    let ret = Printer::new(il).positional_template_params().type_str(psig.ret);
    let params_style = Printer::with_style(il, Style::CALLEE).positional_template_params();
    let ps: Vec<String> = params.iter().map(|&p| params_style.type_str(p)).collect();
    Some(format!("{ret} {qual}{}<{}> ({})", Printer::new(il).name(f), arg_texts.join(", "), ps.join(", ")))
}

/// `(int)3`, `(int)-3`, `(bool)1`, `(unsigned int)3u`, `(char)65` (probes cuda18 tu1-tu4).
fn constant_text(il: &Il, value: u128, ty: TypeId) -> Option<String> {
    let TypeKind::Int(k) = il.types.ckind(ty) else { return None };
    Some(match k {
        IntKind::Int => format!("(int){}", value as i128 as i32),
        IntKind::Char => format!("(char){}", value as i128 as i8),
        IntKind::UInt => format!("(unsigned int){}u", value as u32),
        IntKind::Bool => format!("(bool){}", u8::from(value != 0)),
        _ => return None,
    })
}

/// A pattern parameter or return type the positional printing is verified for. A class or enum in
/// the return type prints unpadded (`S  ::ts<int> (…)`): global scope only there.
fn pattern_type_ok(il: &Il, t: TypeId, ret: bool, depth: u32) -> bool {
    if depth > 16 {
        return false;
    }
    match il.types.kind(t) {
        TypeKind::Void | TypeKind::Int(_) | TypeKind::Float(_) => true,
        TypeKind::TemplateParam { depth: 0, pack: false, .. } => true,
        TypeKind::Qualified(b, _) | TypeKind::Pointer(b) | TypeKind::LRef(b) | TypeKind::RRef(b) => pattern_type_ok(il, b, ret, depth + 1),
        TypeKind::Class(c) | TypeKind::Enum(c) => plain_class(il, c) && (!ret || il.entities.get(c).is_some_and(|x| x.parent == Entities::GLOBAL)),
        _ => false,
    }
}

/// A type argument printable in the callee style without the specialisation padding question.
fn argument_type_ok(il: &Il, t: TypeId, depth: u32) -> bool {
    if depth > 16 {
        return false;
    }
    match il.types.ckind(t) {
        TypeKind::Int(_) | TypeKind::Float(_) => true,
        TypeKind::Qualified(b, _) | TypeKind::Pointer(b) | TypeKind::LRef(b) | TypeKind::RRef(b) => argument_type_ok(il, b, depth + 1),
        TypeKind::Class(c) | TypeKind::Enum(c) => plain_class(il, c),
        _ => false,
    }
}

/// A named, non-lambda class or enum declared at global scope or in a named namespace at global scope,
/// not a template specialisation.
fn plain_class(il: &Il, c: EntityId) -> bool {
    let Some(x) = il.entities.get(c) else { return false };
    if x.name.is_empty() || x.class().is_some_and(|d| d.lambda) || x.spec().is_some_and(|s| s.is_specialization()) {
        return false;
    }
    if x.parent == Entities::GLOBAL {
        return true;
    }
    il.entities.get(x.parent).is_some_and(|p| matches!(p.data, Payload::Namespace { .. }) && !p.name.is_empty() && p.parent == Entities::GLOBAL)
}
