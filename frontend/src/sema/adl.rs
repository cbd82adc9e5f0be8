//! Argument-dependent lookup ([basic.lookup.argdep]) for unqualified function calls.
//!
//! The associated entities of the argument types: for a class, the class, its direct and indirect bases,
//! the class it is a member of, and their innermost enclosing namespaces; for an enum, its innermost
//! enclosing namespace (and its class if it is a member); pointers, arrays and references to `T` and
//! function types (parameters and return type) contribute those of their parts; fundamental types none.
//! An inline associated namespace adds its enclosing namespace, and each associated namespace its inline
//! namespace set. The lookup then finds the functions of that name declared (or introduced by
//! using-declarations) directly in those namespaces — using-directives there are ignored.
//!
//! A class template specialisation also brings the entities of its template arguments. Not modelled
//! (reported as `unsupported` so the caller records a gap): uninstantiated specialisations (bases unknown),
//! pointers to members, dependent types, and friend
//! functions declared only in an associated class.
use super::entities::{Entities, FunctionData, Payload};
use super::ids::{EntityId, ScopeId, TypeId};
use super::il::Il;
use super::names::Symbol;
use super::scopes::Scopes;
use super::types::{TemplateArg, TypeKind};

/// Bound on the types/classes visited for one call (hostile input).
const MAX_VISITS: usize = 4096;

/// The associated namespaces and classes of a call's argument types.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Associated {
    pub namespaces: Vec<ScopeId>,
    pub classes: Vec<EntityId>,
    /// Why the set could not be computed exactly (the caller must not rely on it).
    pub unsupported: Option<&'static str>,
}

/// Computes the associated namespaces and classes of `arg_types`.
pub fn associated(il: &Il, arg_types: &[TypeId]) -> Associated {
    let mut a = Associated::default();
    let mut budget = MAX_VISITS;
    for &t in arg_types {
        visit_type(il, t, &mut a, &mut budget, 0);
    }
    // Inline namespaces: an inline associated namespace brings its enclosing one; every associated
    // namespace brings its inline namespace set.
    let mut i = 0;
    while i < a.namespaces.len() && a.namespaces.len() < MAX_VISITS {
        let s = a.namespaces[i];
        if let Some(sc) = il.scopes.get(s) {
            if matches!(il.entities.get(sc.entity).map(|e| e.data), Some(Payload::Namespace { inline: true, .. })) && sc.parent.is_some() {
                push_unique(&mut a.namespaces, sc.parent);
            }
        }
        for n in il.scopes.inline_set(&il.entities, s) {
            push_unique(&mut a.namespaces, n);
        }
        i += 1;
    }
    a
}

/// The functions (and function templates) named `name` that argument-dependent lookup finds, in
/// associated-namespace order then declaration order; `Err` when the set cannot be computed exactly.
pub fn adl_functions(il: &Il, name: Symbol, arg_types: &[TypeId]) -> Result<Vec<EntityId>, &'static str> {
    let a = associated(il, arg_types);
    if let Some(why) = a.unsupported {
        return Err(why);
    }
    // Friend functions of associated classes are visible to ADL only: the hidden friends are recorded
    // (below); a friend first declared without definition is not.
    if il.undeclared_friends.iter().any(|&(c, _, n, _)| n == name && a.classes.contains(&c)) {
        return Err("argument-dependent lookup of a friend function declared only in an associated class");
    }
    for &c in &a.classes {
        if let Some(cs) = il.entities.get(c).and_then(|e| e.class()).map(|d| d.scope) {
            let friend = il.scopes.members(&il.entities, cs).any(|m| {
                il.entities.get(m).and_then(|e| e.function()).map(|f| f.has(FunctionData::FRIEND)).unwrap_or(false)
            });
            if friend {
                return Err("argument-dependent lookup with friend functions in an associated class");
            }
        }
    }
    let mut out = Vec::new();
    for &ns in &a.namespaces {
        let mut here: Vec<EntityId> = Vec::new();
        for raw in il.scopes.local(&il.entities, ns, name) {
            let e = il.entities.resolve(raw);
            let Some(ent) = il.entities.get(e) else { continue };
            if (ent.is_function() || ent.is_function_template()) && !here.contains(&e) {
                here.push(e);
            }
        }
        // Chains are newest first.
        here.reverse();
        for e in here {
            push_unique(&mut out, e);
        }
    }
    // Hidden friends of the associated classes (members of their namespaces, found by no other lookup).
    for &c in &a.classes {
        for &(fc, f) in &il.hidden_friends {
            if fc == c && il.entities.get(f).map(|e| e.name == name).unwrap_or(false) {
                push_unique(&mut out, f);
            }
        }
    }
    Ok(out)
}

fn push_unique<T: PartialEq + Copy>(v: &mut Vec<T>, x: T) {
    if !v.contains(&x) {
        v.push(x);
    }
}

fn visit_type(il: &Il, t: TypeId, a: &mut Associated, budget: &mut usize, depth: u32) {
    if *budget == 0 || depth > 64 {
        a.unsupported = Some("argument-dependent lookup: type nesting too deep");
        return;
    }
    *budget -= 1;
    let tt = &il.types;
    if tt.is_dependent(t) {
        a.unsupported = Some("argument-dependent lookup with a dependent argument type");
        return;
    }
    let t = tt.unqualified(tt.non_reference(t));
    match tt.ckind(t) {
        TypeKind::Error | TypeKind::Void | TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::NullPtr => {}
        TypeKind::Qualified(b, _) => visit_type(il, b, a, budget, depth + 1),
        TypeKind::Pointer(p) => visit_type(il, p, a, budget, depth + 1),
        TypeKind::Array(e, _) => visit_type(il, e, a, budget, depth + 1),
        TypeKind::Function(sig) => {
            for &p in tt.type_list(sig.params) {
                visit_type(il, p, a, budget, depth + 1);
            }
            visit_type(il, sig.ret, a, budget, depth + 1);
        }
        TypeKind::Class(c) => visit_class(il, c, a, budget, depth + 1),
        TypeKind::Enum(e) => {
            if il.entities.get(e).and_then(|x| x.spec()).map(|s| s.is_specialization()).unwrap_or(false) {
                a.unsupported = Some("argument-dependent lookup with a member enum of a template");
                return;
            }
            add_enclosing(il, e, a);
        }
        _ => a.unsupported = Some("argument-dependent lookup with a pointer to member or unusual argument type"),
    }
}

fn visit_class(il: &Il, c: EntityId, a: &mut Associated, budget: &mut usize, depth: u32) {
    if a.classes.contains(&c) {
        return;
    }
    if *budget == 0 || depth > 64 {
        a.unsupported = Some("argument-dependent lookup: class nesting too deep");
        return;
    }
    *budget -= 1;
    let Some(ent) = il.entities.get(c) else { return };
    let spec = ent.spec().copied().unwrap_or_default();
    if spec.is_specialization() && ent.class().map(|d| d.scope.is_none()).unwrap_or(true) {
        // Its bases are not known before it is instantiated (or explicitly specialised).
        a.unsupported = Some("argument-dependent lookup with a template specialisation argument");
        return;
    }
    a.classes.push(c);
    add_enclosing(il, c, a);
    if spec.is_specialization() {
        // [basic.lookup.argdep]/3: a class template specialisation also brings the entities of its type
        // template arguments and the templates used as template template arguments.
        visit_targs(il, spec.args, a, budget, depth + 1);
        if a.unsupported.is_some() {
            return;
        }
    }
    for b in il.entities.bases_of(c) {
        match il.types.class_entity(b.ty) {
            Some(bc) => visit_class(il, bc, a, budget, depth + 1),
            None => {
                a.unsupported = Some("argument-dependent lookup with a dependent base class");
                return;
            }
        }
    }
}

/// The associated entities contributed by a specialisation's template arguments: those of each type
/// argument, and for a template template argument the namespace (or class) it is a member of. Non-type
/// arguments contribute nothing.
fn visit_targs(il: &Il, args: super::ids::ArgListId, a: &mut Associated, budget: &mut usize, depth: u32) {
    if *budget == 0 || depth > 64 {
        a.unsupported = Some("argument-dependent lookup: type nesting too deep");
        return;
    }
    *budget -= 1;
    for arg in il.types.arg_list(args) {
        match *arg {
            TemplateArg::Type(t) => visit_type(il, t, a, budget, depth + 1),
            TemplateArg::Template(t) => add_enclosing(il, t, a),
            TemplateArg::Pack(l) => visit_targs(il, l, a, budget, depth + 1),
            TemplateArg::Expr(_) => a.unsupported = Some("argument-dependent lookup with a dependent argument type"),
            TemplateArg::Int { .. } | TemplateArg::Entity { .. } | TemplateArg::Null(_) => {}
        }
        if a.unsupported.is_some() {
            return;
        }
    }
}

/// Adds the innermost enclosing namespace of `e` (and, for a member, the class it belongs to).
fn add_enclosing(il: &Il, e: EntityId, a: &mut Associated) {
    let ents: &Entities = &il.entities;
    let mut cur = ents.get(e).map(|x| x.parent).unwrap_or(EntityId::NONE);
    let mut first = true;
    for _ in 0..256 {
        let Some(p) = ents.get(cur) else { break };
        match p.data {
            Payload::Namespace { scope, .. } => {
                push_unique(&mut a.namespaces, scope);
                return;
            }
            Payload::Class(_) if first => push_unique(&mut a.classes, cur),
            _ => {}
        }
        first = false;
        cur = p.parent;
    }
    // The global namespace owns everything else.
    push_unique(&mut a.namespaces, Scopes::GLOBAL);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sema::entities::{BaseSpec, FunctionData};
    use crate::sema::scopes::Scopes;
    use crate::sema::target::Target;
    use crate::sema::types::IntKind;
    use crate::source::Span;

    fn fn_ty(il: &mut Il, ret: TypeId, p: TypeId) -> TypeId {
        use crate::sema::types::{FnSig, Noexcept, Quals, RefQual};
        let params = il.types.intern_type_list(&[p]);
        il.types.function(FnSig { ret, params, variadic: false, quals: Quals::NONE, ref_qual: RefQual::None, noexcept: Noexcept::No, trailing: false })
    }

    #[test]
    fn class_enum_pointer_and_inline_namespaces() {
        let mut il = Il::new(Target::LP64);
        let (n, s, e, f, v1, g) = (
            il.names.intern("N"),
            il.names.intern("S"),
            il.names.intern("E"),
            il.names.intern("f"),
            il.names.intern("v1"),
            il.names.intern("g"),
        );
        let (_, ns) = il.open_namespace(Scopes::GLOBAL, n, false, Span::default());
        let (_, v1s) = il.open_namespace(ns, v1, true, Span::default());
        let cls = il.declare_class(v1s, s, crate::sema::entities::ClassKey::Struct, false, Span::default());
        let cty = il.entities.get(cls).unwrap().ty;
        let en = il.declare_enum(ns, e, false, TypeId::NONE, Span::default());
        let ety = il.entities.get(en).unwrap().ty;
        let int = il.types.int(IntKind::Int);
        let fty = fn_ty(&mut il, int, cty);
        let f1 = il.declare_function(ns, f, fty, &[], FunctionData::default(), Span::default());
        let gty = fn_ty(&mut il, int, ety);
        let g1 = il.declare_function(v1s, g, gty, &[], FunctionData::default(), Span::default());
        // A class in the inline namespace N::v1: N is associated too.
        let p = il.types.pointer(cty);
        assert_eq!(adl_functions(&il, f, &[p]), Ok(vec![f1]));
        // An enum of N: N's inline namespace set (v1) is searched.
        assert_eq!(adl_functions(&il, g, &[ety]), Ok(vec![g1]));
        // Fundamental types bring nothing.
        assert_eq!(adl_functions(&il, f, &[int]), Ok(vec![]));
        let a = associated(&il, &[int, p]);
        assert!(a.namespaces.contains(&ns) && a.namespaces.contains(&v1s) && a.classes == vec![cls]);
    }

    #[test]
    fn bases_are_associated() {
        let mut il = Il::new(Target::LP64);
        let (n, b, d, f) = (il.names.intern("N"), il.names.intern("B"), il.names.intern("D"), il.names.intern("f"));
        let (_, ns) = il.open_namespace(Scopes::GLOBAL, n, false, Span::default());
        let bc = il.declare_class(ns, b, crate::sema::entities::ClassKey::Struct, false, Span::default());
        let dc = il.declare_class(Scopes::GLOBAL, d, crate::sema::entities::ClassKey::Struct, false, Span::default());
        let bty = il.entities.get(bc).unwrap().ty;
        let dty = il.entities.get(dc).unwrap().ty;
        il.entities.set_bases(
            dc,
            &[BaseSpec { ty: bty, access: crate::sema::entities::Access::Public, is_virtual: false, pack_expansion: false, span: Span::default() }],
        );
        let int = il.types.int(IntKind::Int);
        let fty = fn_ty(&mut il, int, bty);
        let f1 = il.declare_function(ns, f, fty, &[], FunctionData::default(), Span::default());
        assert_eq!(adl_functions(&il, f, &[dty]), Ok(vec![f1]));
    }
}
