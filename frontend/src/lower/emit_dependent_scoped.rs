//! Host output of a member of a dependent class template-id named in a template
//! (lower/dependent_scoped.rs records it): the namespace qualifier as written, then `template`, the
//! template's name with its arguments in the type printer's form, the member names: `nc< T> ::k`,
//! `in::template nc< T> ::S::z`, `::ns::in::template nc< T> ::k`, `two< T *, in::nc< T> > ::v()`,
//! `std::template numeric_limits< _Tp> ::epsilon()` [verified: probes of corpus/fnbody21-s21,
//! ref trivial.cudafe1.cpp].
type R<T> = Result<T, &'static str>;
use crate::emit::host::expr::Expr;
use crate::emit::host::types::HostTypes;
use crate::sema::entities::{Entities, Payload};
use crate::sema::ids::{EntityId, ExprId};
use crate::sema::il::Il;
use crate::sema::types::TypeKind;

const GAP: &str = "emit items: member of a dependent template-id named this way";

/// The printed form of `id` when it is a recorded member of a dependent template-id; None otherwise.
pub(crate) fn scoped_name(il: &Il, id: ExprId) -> Option<R<Expr>> {
    let rec = il.dependent_scoped.get(&id)?;
    Some(text(il, rec).map(|text| Expr::Written { ent: EntityId::NONE, text }))
}

fn text(il: &Il, rec: &crate::sema::il::DependentScopedName) -> R<String> {
    let t = HostTypes::in_context(il, rec.context);
    // `T::n`, `T::S::z` [verified: probes of corpus/fnbody21-s21].
    if let TypeKind::TemplateParam { .. } = il.types.kind(rec.ty) {
        if !rec.qualifier.is_empty() {
            return Err(GAP);
        }
        return Ok(format!("{}::{}", t.type_str(rec.ty).map_err(|u| u.0)?, rec.members));
    }
    let TypeKind::TemplateId { template, .. } = il.types.kind(rec.ty) else { return Err(GAP) };
    let ent = il.entities.get(template).ok_or(GAP)?;
    if !qualifier_names_home(il, ent.parent, &rec.qualifier) {
        return Err(GAP);
    }
    let full = t.type_str(rec.ty).map_err(|u| u.0)?;
    let qualified = t.qualified_name(template, 0).map_err(|u| u.0)?;
    let args = full.strip_prefix(qualified.as_str()).filter(|a| a.starts_with('<')).ok_or(GAP)?;
    let kw = if rec.qualifier.is_empty() { "" } else { "template " };
    Ok(format!("{}{}{}{}::{}", rec.qualifier, kw, il.names.resolve(ent.name), args, rec.members))
}

/// Whether the written namespace qualifier (`std::`, `::ns::in::`, empty) names the namespaces
/// enclosing the template (`parent` up): through an alias, a using-directive into another
/// namespace or a class the spelling is not probed. The template must be a namespace member.
fn qualifier_names_home(il: &Il, parent: EntityId, qualifier: &str) -> bool {
    let mut chain = Vec::new();
    let mut p = parent;
    for _ in 0..64 {
        if p == Entities::GLOBAL {
            break;
        }
        match il.entities.get(p) {
            Some(e) if matches!(e.data, Payload::Namespace { .. }) && !e.name.is_empty() => {
                chain.push(il.names.resolve(e.name));
                p = e.parent;
            }
            _ => return false,
        }
    }
    if p != Entities::GLOBAL {
        return false;
    }
    chain.reverse();
    let global = qualifier.starts_with("::");
    let written: Vec<&str> = qualifier.split("::").filter(|s| !s.is_empty()).collect();
    if global {
        return written == chain;
    }
    written.len() <= chain.len() && chain[chain.len() - written.len()..] == written[..]
}

/// A local variable's initializer `x` (printed from `init`): a member of a dependent template-id that
/// is not called is parenthesised there (`int d = (consts< T> ::n);`, `T d = (consts< T> ::n);`),
/// not as a returned value, an argument, an operand or an assigned value, nor when called (`T d =
/// consts< T> ::pi();`) [verified: probes of corpus/fnbody21-s21].
pub(crate) fn initializer(il: &Il, init: ExprId, x: Expr) -> Expr {
    match x {
        Expr::Written { .. } if il.dependent_scoped.contains_key(&init) => Expr::Converted(Box::new(x)),
        other => other,
    }
}
