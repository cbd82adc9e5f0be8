//! Template-argument substitution into types: `T*` with `T=int` → `int*`.
//!
//! Used by the template engine (instantiating declarations), by deduction checks, and wherever a
//! specialisation's type must be computed from its template's pattern. Substitution replaces the template
//! parameters of one level (`depth`) with the given arguments; parameters of other levels are left alone.
//!
//! What it resolves: all structural types, reference collapsing, pack expansions in function parameter
//! lists, template-ids (`A<T>` → the `A<int>` specialisation entity), the template's own pattern class
//! (injected-class-name `D` inside `template<class T> struct D` → `D<int>`), alias templates, and
//! `typename Q::name` when `Q` becomes a complete class whose member `name` is a type. What it cannot do yet
//! (value-dependent array bounds, `decltype(expr)`, dependent `noexcept`, names needing instantiation of an
//! incomplete class) is reported as [`SubstError`] — the caller records a gap, never a diagnostic.

use super::entities::{Payload, TemplateKind};
use super::ids::{EntityId, TypeId};
use super::il::Il;
use super::scopes::{LookupKind, LookupResult};
use super::types::{ArrayBound, FnSig, Noexcept, TemplateArg, TypeKind};
use crate::source::Span;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SubstError {
    /// A non-type argument where a type was needed, or a missing argument.
    ArgumentMismatch,
    /// Needs expression substitution/evaluation (array bound, decltype, noexcept).
    NeedsExpression,
    /// `typename Q::name` where `Q` is not (yet) a complete class with a type member `name`.
    UnresolvedName,
    /// Nesting too deep (erroneous or pathological input).
    TooDeep,
    /// The result would be ill-formed (pointer to reference, reference to void, array of functions …):
    /// a deduction failure in SFINAE contexts, an error in an instantiation.
    Invalid,
}

/// One level of template arguments.
#[derive(Clone, Copy, Debug)]
pub struct Level<'a> {
    /// The template whose parameters are being replaced (to map its pattern to the specialisation).
    pub template: EntityId,
    pub depth: u16,
    pub args: &'a [TemplateArg],
}

const MAX_DEPTH: u32 = 200;

/// Substitutes `level` into `t`.
pub fn subst(il: &mut Il, t: TypeId, level: Level<'_>) -> Result<TypeId, SubstError> {
    Subst {
        level,
        pack_index: None,
    }
    .ty(il, t, 0)
}

/// Substitutes `level` into the template argument `a` (a non-type argument through `value_arg` /
/// `param_ref`: its value once lowering has computed it).
pub fn subst_arg(il: &mut Il, a: TemplateArg, level: Level<'_>) -> Result<TemplateArg, SubstError> {
    Subst { level, pack_index: None }.arg(il, a, 0)
}

/// Substitutes `level` into `t` as element `i` of the pack expansion `t...`: the pack parameters of the
/// level in `t` take their `i`-th argument (used to expand a bound pack in an instantiation).
pub fn subst_pack_element(il: &mut Il, t: TypeId, level: Level<'_>, i: usize) -> Result<TypeId, SubstError> {
    Subst { level, pack_index: Some(i) }.ty(il, t, 0)
}

/// Whether non-dependent `q` is a type that has no members, so `q::name` names nothing: scalars,
/// pointers, references, arrays, functions, `void` (class and enumeration types have scopes).
fn not_a_class_scope(il: &Il, q: TypeId) -> bool {
    let c = il.types.canonical(q);
    !il.types.is_dependent(c)
        && matches!(
            il.types.ckind(c),
            TypeKind::Void | TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::NullPtr | TypeKind::Pointer(_) | TypeKind::LRef(_) | TypeKind::RRef(_) | TypeKind::Array(..) | TypeKind::Function(_) | TypeKind::MemberPointer { .. } | TypeKind::Complex(_)
        )
}

/// Whether lookup in class `c` sees every member it has: `c` and its bases (recursively) are complete
/// and not dependent. A completed specialisation is an instantiation that met no gap (one that meets a
/// gap fails as a whole and stays incomplete); any other class is lowered with its gaps reported, so a
/// member cufe could not declare has made the compilation unsupported already.
pub(crate) fn members_known(il: &Il, c: EntityId, depth: u32) -> bool {
    if depth > 32 {
        return false;
    }
    let Some(e) = il.entities.get(c) else { return false };
    if !e.class().is_some_and(|cd| cd.complete) || il.types.is_dependent(e.ty) {
        return false;
    }
    il.entities.bases_of(c).iter().all(|b| {
        let bt = il.types.canonical(b.ty);
        !b.pack_expansion && il.types.class_entity(bt).is_some_and(|bc| members_known(il, bc, depth + 1))
    })
}

/// The type of a type argument (`NONE` otherwise).
fn t_of(a: TemplateArg) -> TypeId {
    match a {
        TemplateArg::Type(t) => t,
        _ => TypeId::NONE,
    }
}

/// Whether template argument `a` is dependent (a type, an expression, a pack holding one).
pub(crate) fn is_dependent_arg(il: &Il, a: TemplateArg) -> bool {
    arg_dependent(il, a, 0)
}

fn arg_dependent(il: &Il, a: TemplateArg, depth: u32) -> bool {
    match a {
        TemplateArg::Type(x) => il.types.is_dependent(x),
        TemplateArg::Expr(_) => true,
        TemplateArg::Pack(l) => depth > 64 || il.types.arg_list(l).iter().any(|x| arg_dependent(il, *x, depth + 1)),
        _ => false,
    }
}

/// A template argument as the flat list it stands for: a pack's elements, anything else itself.
pub(crate) fn flatten_arg(il: &Il, a: TemplateArg) -> Vec<TemplateArg> {
    match a {
        TemplateArg::Pack(l) => il.types.arg_list(l).to_vec(),
        _ => vec![a],
    }
}

/// Flat type arguments grouped by the parameters of class or alias template `t`: one each, a trailing
/// type pack taking the rest. None when they do not fit (a non-type or template parameter, a default
/// argument needed, an unexpanded pack where a single type is needed).
pub(crate) fn group_type_args(il: &mut Il, t: EntityId, flat: &[TemplateArg]) -> Option<Vec<TemplateArg>> {
    let params: Vec<EntityId> = il.entities.template_params(t).collect();
    let mut out = Vec::with_capacity(params.len());
    let mut i = 0;
    for (k, &p) in params.iter().enumerate() {
        let Some(Payload::TemplateParam(pd)) = il.entities.get(p).map(|x| x.data) else { return None };
        if pd.kind != super::entities::TemplateParamKind::Type {
            return None;
        }
        if pd.pack {
            if k + 1 != params.len() {
                return None;
            }
            let rest = flat.get(i..).unwrap_or(&[]).to_vec();
            i = flat.len();
            out.push(TemplateArg::Pack(il.types.intern_args(&rest)));
            continue;
        }
        match flat.get(i) {
            Some(TemplateArg::Type(t)) if !matches!(il.types.kind(*t), TypeKind::PackExpansion(_)) => out.push(TemplateArg::Type(*t)),
            _ => return None,
        }
        i += 1;
    }
    (i == flat.len()).then_some(out)
}

struct Subst<'a> {
    level: Level<'a>,
    /// Inside a pack expansion: which element of the pack(s) is being produced.
    pack_index: Option<usize>,
}

impl Subst<'_> {
    fn ty(&self, il: &mut Il, t: TypeId, depth: u32) -> Result<TypeId, SubstError> {
        if depth > MAX_DEPTH {
            return Err(SubstError::TooDeep);
        }
        if !il.types.is_dependent(t) {
            return Ok(t);
        }
        let d = depth + 1;
        Ok(match il.types.kind(t) {
            TypeKind::TemplateParam { depth: pd, index, .. } => {
                if pd != self.level.depth {
                    return Ok(t);
                }
                match self.level.args.get(index as usize) {
                    Some(TemplateArg::Type(a)) => *a,
                    Some(TemplateArg::Pack(l)) => {
                        let Some(i) = self.pack_index else {
                            return Err(SubstError::ArgumentMismatch);
                        };
                        match il.types.arg_list(*l).get(i) {
                            Some(TemplateArg::Type(a)) => *a,
                            _ => return Err(SubstError::ArgumentMismatch),
                        }
                    }
                    _ => return Err(SubstError::ArgumentMismatch),
                }
            }
            TypeKind::Qualified(b, q) => {
                let b = self.ty(il, b, d)?;
                il.types.qualified(b, q)
            }
            TypeKind::Pointer(p) => {
                let p = self.ty(il, p, d)?;
                if il.types.is_reference(p) {
                    return Err(SubstError::Invalid);
                }
                il.types.pointer(p)
            }
            TypeKind::LRef(p) => {
                let p = self.ty(il, p, d)?;
                if il.types.is_void(p) {
                    return Err(SubstError::Invalid);
                }
                il.types.lref(p)
            }
            TypeKind::RRef(p) => {
                let p = self.ty(il, p, d)?;
                if il.types.is_void(p) {
                    return Err(SubstError::Invalid);
                }
                il.types.rref(p)
            }
            TypeKind::Array(e, b) => {
                if matches!(b, ArrayBound::Dependent(_)) {
                    return Err(SubstError::NeedsExpression);
                }
                let e = self.ty(il, e, d)?;
                if il.types.is_reference(e) || il.types.is_void(e) || matches!(il.types.ckind(e), TypeKind::Function(_))
                {
                    return Err(SubstError::Invalid);
                }
                il.types.array(e, b)
            }
            TypeKind::Function(sig) => {
                if matches!(sig.noexcept, Noexcept::Dependent(_)) {
                    return Err(SubstError::NeedsExpression);
                }
                let ret = self.ty(il, sig.ret, d)?;
                let params: Vec<TypeId> = il.types.type_list(sig.params).to_vec();
                let mut out = Vec::with_capacity(params.len());
                for p in params {
                    if let TypeKind::PackExpansion(pat) = il.types.kind(p) {
                        let n = self.pack_len(il, pat, 0).ok_or(SubstError::ArgumentMismatch)?;
                        for i in 0..n {
                            let s = Subst {
                                level: self.level,
                                pack_index: Some(i),
                            };
                            let x = s.ty(il, pat, d)?;
                            out.push(il.types.adjust_param(x));
                        }
                    } else {
                        let x = self.ty(il, p, d)?;
                        out.push(il.types.adjust_param(x));
                    }
                }
                let params = il.types.intern_type_list(&out);
                il.types.function(FnSig { ret, params, ..sig })
            }
            TypeKind::MemberPointer { class, pointee } => {
                let c = self.ty(il, class, d)?;
                let p = self.ty(il, pointee, d)?;
                il.types.member_pointer(c, p)
            }
            TypeKind::Vector { elem, bytes } => {
                let e = self.ty(il, elem, d)?;
                il.types.vector(e, bytes)
            }
            TypeKind::Complex(e) => {
                let e = self.ty(il, e, d)?;
                il.types.complex(e)
            }
            TypeKind::Typedef { aliased, .. } => self.ty(il, aliased, d)?,
            TypeKind::TemplateId { template, args } | TypeKind::Specialization { template, args, .. } => {
                if let Some(t) = self.template_param_id(il, template, args, d)? {
                    return Ok(t);
                }
                let list: Vec<TemplateArg> = il.types.arg_list(args).to_vec();
                let mut out = Vec::with_capacity(list.len());
                for a in list {
                    out.push(self.arg(il, a, d)?);
                }
                self.specialize(il, template, &out, d)?
            }
            TypeKind::Class(e) => {
                // The template's own pattern (injected-class-name) becomes the specialisation.
                let pattern = il
                    .entities
                    .get(self.level.template)
                    .and_then(|x| x.template())
                    .map(|x| x.pattern);
                if pattern == Some(e) {
                    let args = self.level.args.to_vec();
                    il.class_specialization(self.level.template, &args, Span::default()).1
                } else {
                    return Err(SubstError::UnresolvedName);
                }
            }
            TypeKind::DependentName { qualifier, name, args } if args.is_some() => self.member_template_id(il, qualifier, name, args, d)?,
            TypeKind::DependentName { qualifier, name, args } => {
                if args.is_some() {
                    return Err(SubstError::UnresolvedName);
                }
                let q = self.ty(il, qualifier, d)?;
                // `typename Q::name` with `Q` a scalar, pointer, reference, array or function type: no
                // member at all, a substitution failure ([temp.deduct]/8, `typename int::type`).
                if not_a_class_scope(il, q) {
                    return Err(SubstError::Invalid);
                }
                let Some(c) = il.types.class_entity(q) else {
                    return Err(SubstError::UnresolvedName);
                };
                let spec = il.entities.get(c).and_then(|x| x.class()).filter(|cd| cd.spec.is_specialization()).map(|cd| cd.complete);
                if spec == Some(false) && !il.subst_inst_requests.contains(&c) {
                    il.subst_inst_requests.push(c);
                }
                let Some(scope) = il.scopes.scope_of(&il.entities, c) else {
                    return Err(SubstError::UnresolvedName);
                };
                // A complete class whose members cufe all declared (see `members_known`) without a type
                // member `name` — none at all (`enable_if<false>::type`) or a function, variable or
                // enumerator — is a substitution failure ([temp.deduct]/8); otherwise it stays unresolved.
                let known = members_known(il, c, 0);
                match il
                    .scopes
                    .lookup_in(&il.entities, &il.types, scope, name, LookupKind::Ordinary)
                {
                    LookupResult::Found(m) => match il.entities.get(m).map(|x| (x.data, x.ty)) {
                        Some((Payload::Typedef, _)) => {
                            let aliased = il.entities.ent(m).ty;
                            il.types.typedef(m, aliased)
                        }
                        Some((Payload::Class(_), ty)) | Some((Payload::Enum(_), ty)) => ty,
                        Some((Payload::Function(_) | Payload::Variable(_) | Payload::Field(_) | Payload::Enumerator { .. }, _)) if known => return Err(SubstError::Invalid),
                        _ => return Err(SubstError::UnresolvedName),
                    },
                    LookupResult::NotFound if known => return Err(SubstError::Invalid),
                    _ => return Err(SubstError::UnresolvedName),
                }
            }
            TypeKind::PackExpansion(_) => return Err(SubstError::ArgumentMismatch),
            TypeKind::UnderlyingType(x) => {
                let x = self.ty(il, x, d)?;
                let Some(e) = (match il.types.ckind(x) {
                    TypeKind::Enum(e) => Some(e),
                    _ => None,
                }) else {
                    return Err(SubstError::Invalid);
                };
                match il.entities.get(e).map(|x| x.data) {
                    Some(Payload::Enum(d)) if d.underlying.is_some() => d.underlying,
                    _ => return Err(SubstError::UnresolvedName),
                }
            }
            // A dependent `decltype(e)` of a prelude signature: substituted by lowering, which re-lowers
            // `e` with the arguments bound (lower/decltype_subst.rs); until then it is requested.
            TypeKind::Decltype { expr, underlying } if underlying.is_none() && self.pack_index.is_none() => {
                let canon: Vec<TemplateArg> = self.level.args.iter().map(|&a| il.types.canonical_arg(a)).collect();
                let args = il.types.intern_args(&canon);
                let key = (expr, self.level.template, args);
                match il.decltype_substs.get(&key) {
                    Some(&r) if r.is_some() => r,
                    Some(_) => return Err(SubstError::Invalid),
                    None => {
                        if !il.decltype_requests.contains(&key) {
                            il.decltype_requests.push(key);
                        }
                        return Err(SubstError::NeedsExpression);
                    }
                }
            }
            // Sugar over a computed type (`auto` replaced by its trailing or deduced type): the type.
            TypeKind::Decltype { expr, underlying } if expr.is_none() && underlying.is_some() => self.ty(il, underlying, d)?,
            TypeKind::Decltype { .. } => return Err(SubstError::NeedsExpression),
            _ => t,
        })
    }

    fn arg(&self, il: &mut Il, a: TemplateArg, depth: u32) -> Result<TemplateArg, SubstError> {
        Ok(match a {
            TemplateArg::Type(t) => TemplateArg::Type(self.ty(il, t, depth + 1)?),
            TemplateArg::Expr(x) => match self.param_ref(il, x) {
                Some(a) => a,
                None => self.value_arg(il, x)?,
            },
            TemplateArg::Pack(l) => {
                // A pack argument's elements; an element `P...` expands to one argument per element of
                // the pack(s) it names ([temp.variadic]/8).
                let list: Vec<TemplateArg> = il.types.arg_list(l).to_vec();
                let mut out = Vec::with_capacity(list.len());
                for a in list {
                    let pat = match a {
                        TemplateArg::Type(t) => match il.types.kind(t) {
                            TypeKind::PackExpansion(p) => Some(p),
                            _ => None,
                        },
                        _ => None,
                    };
                    match pat {
                        Some(p) => match self.pack_len(il, p, 0) {
                            Some(n) => {
                                for i in 0..n {
                                    let s = Subst { level: self.level, pack_index: Some(i) };
                                    out.push(TemplateArg::Type(s.ty(il, p, depth + 1)?));
                                }
                            }
                            // A pack of another level: the expansion stays.
                            None => out.push(TemplateArg::Type(self.ty(il, t_of(a), depth + 1)?)),
                        },
                        // `N...` of a non-type pack (sema/value_packs.rs): not substituted.
                        None if super::value_packs::is_value_pack_expansion(il, a) => return Err(SubstError::NeedsExpression),
                        None => out.push(self.arg(il, a, depth + 1)?),
                    }
                }
                TemplateArg::Pack(il.types.intern_args(&out))
            }
            other => other,
        })
    }

    /// A value-dependent non-type argument of a prelude signature: substituted by lowering, which
    /// re-lowers it with the arguments bound (lower/decltype_subst.rs); until then it is requested.
    fn value_arg(&self, il: &mut Il, x: super::ids::ExprId) -> Result<TemplateArg, SubstError> {
        if self.pack_index.is_some() {
            return Err(SubstError::NeedsExpression);
        }
        let canon: Vec<TemplateArg> = self.level.args.iter().map(|&a| il.types.canonical_arg(a)).collect();
        let args = il.types.intern_args(&canon);
        let key = (x, self.level.template, args);
        match il.value_substs.get(&key) {
            Some(Some(a)) => Ok(*a),
            Some(None) => Err(SubstError::Invalid),
            None => {
                if !il.decltype_requests.contains(&key) {
                    il.decltype_requests.push(key);
                }
                Err(SubstError::NeedsExpression)
            }
        }
    }

    /// A non-type argument that names a template parameter (`integral_constant<E, e>` in an alias
    /// template): the argument given for it at this level (parameters of other levels stay dependent).
    /// Other expressions need expression substitution (not done).
    fn param_ref(&self, il: &Il, x: super::ids::ExprId) -> Option<TemplateArg> {
        let super::expr::ExprKind::DeclRef(e) = il.exprs.get(x)?.kind else { return None };
        let Payload::TemplateParam(d) = il.entities.get(e)?.data else { return None };
        if d.depth != self.level.depth {
            return Some(TemplateArg::Expr(x));
        }
        match self.level.args.get(d.index as usize)? {
            a @ (TemplateArg::Int { .. } | TemplateArg::Entity { .. } | TemplateArg::Null(_)) => Some(*a),
            _ => None,
        }
    }

    /// `typename Q::template name<args>`: `Q` substituted must be a complete class whose member `name` is
    /// a class or alias template; the (substituted) arguments are matched to its parameters — one each, a
    /// trailing pack taking the rest. Default arguments are not filled in (UnresolvedName).
    fn member_template_id(&self, il: &mut Il, qualifier: TypeId, name: super::names::Symbol, args: super::ids::ArgListId, d: u32) -> Result<TypeId, SubstError> {
        let flat = match self.arg(il, TemplateArg::Pack(args), d)? {
            TemplateArg::Pack(l) => il.types.arg_list(l).to_vec(),
            _ => return Err(SubstError::UnresolvedName),
        };
        let q = self.ty(il, qualifier, d)?;
        if !il.types.is_dependent(q) && matches!(il.types.ckind(q), TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Pointer(_) | TypeKind::LRef(_) | TypeKind::RRef(_) | TypeKind::Void) {
            // `double::template x<…>`: not a class (a substitution failure).
            return Err(SubstError::Invalid);
        }
        let c = il.types.class_entity(q).ok_or(SubstError::UnresolvedName)?;
        // An uninstantiated specialisation (`__cccl_select<false>`): lowering instantiates it and the
        // call is retried (as for `typename Q::name`).
        let spec = il.entities.get(c).and_then(|x| x.class()).filter(|cd| cd.spec.is_specialization()).map(|cd| cd.complete);
        if spec == Some(false) && !il.subst_inst_requests.contains(&c) {
            il.subst_inst_requests.push(c);
        }
        let scope = il.scopes.scope_of(&il.entities, c).ok_or(SubstError::UnresolvedName)?;
        let LookupResult::Found(m) = il.scopes.lookup_in(&il.entities, &il.types, scope, name, LookupKind::Ordinary) else {
            // A specialisation cufe completed (an instantiation that met no gap, so its members are all
            // declared) without the member: a substitution failure ([temp.deduct]/8), the SFINAE of
            // `__cccl_enable_if_t<false, int>`.
            if spec == Some(true) && matches!(il.scopes.lookup_in(&il.entities, &il.types, scope, name, LookupKind::Ordinary), LookupResult::NotFound) {
                return Err(SubstError::Invalid);
            }
            return Err(SubstError::UnresolvedName);
        };
        let m = il.entities.resolve(m);
        match il.entities.get(m).and_then(|x| x.template()).map(|t| t.kind) {
            Some(TemplateKind::Alias | TemplateKind::Class) => {}
            _ => return Err(SubstError::UnresolvedName),
        }
        let out = group_type_args(il, m, &flat).ok_or(SubstError::UnresolvedName)?;
        self.specialize(il, m, &out, d)
    }

    /// `TT<args>` where `TT` is a template template parameter of this level: the template given for it,
    /// specialised with the substituted arguments regrouped by that template's own parameter list.
    fn template_param_id(&self, il: &mut Il, param: EntityId, args: super::ids::ArgListId, d: u32) -> Result<Option<TypeId>, SubstError> {
        let Some(Payload::TemplateParam(pd)) = il.entities.get(param).map(|x| x.data) else { return Ok(None) };
        if !matches!(pd.kind, super::entities::TemplateParamKind::Template { .. }) || pd.depth != self.level.depth {
            return Ok(None);
        }
        let Some(&TemplateArg::Template(x)) = self.level.args.get(pd.index as usize) else { return Err(SubstError::ArgumentMismatch) };
        let flat = match self.arg(il, TemplateArg::Pack(args), d)? {
            TemplateArg::Pack(l) => il.types.arg_list(l).to_vec(),
            _ => return Err(SubstError::UnresolvedName),
        };
        let flat: Vec<TemplateArg> = flat.iter().flat_map(|&a| flatten_arg(il, a)).collect();
        // Default arguments of the template given are not filled in (UnresolvedName: a gap).
        let out = group_type_args(il, x, &flat).ok_or(SubstError::UnresolvedName)?;
        self.specialize(il, x, &out, d).map(Some)
    }

    /// `template<args>` as a type: a class specialisation, or an alias template's substituted target.
    fn specialize(
        &self,
        il: &mut Il,
        template: EntityId,
        args: &[TemplateArg],
        depth: u32,
    ) -> Result<TypeId, SubstError> {
        let Some(t) = il.entities.get(template).and_then(|e| e.template()).copied() else {
            return Err(SubstError::UnresolvedName);
        };
        let dependent = args.iter().any(|a| arg_dependent(il, *a, 0));
        if dependent {
            let l = il.types.intern_args(args);
            return Ok(il.types.template_id(template, l));
        }
        match t.kind {
            TemplateKind::Class => Ok(il.class_specialization(template, args, Span::default()).1),
            TemplateKind::Alias => {
                let aliased = il
                    .entities
                    .get(t.pattern)
                    .map(|p| p.ty)
                    .ok_or(SubstError::UnresolvedName)?;
                let inner = Subst {
                    level: Level {
                        template,
                        depth: t.depth,
                        args,
                    },
                    pack_index: None,
                };
                match inner.ty(il, aliased, depth + 1) {
                    // A value-dependent expression in the pattern: lowering re-lowers it with the arguments
                    // bound (lower/alias_subst.rs) when asked.
                    Err(SubstError::NeedsExpression) => {
                        let key = (template, il.types.intern_args(args));
                        match il.alias_substs.get(&key) {
                            Some(&r) => Ok(r),
                            None => {
                                if !il.alias_requests.contains(&key) {
                                    il.alias_requests.push(key);
                                }
                                Err(SubstError::NeedsExpression)
                            }
                        }
                    }
                    r => r,
                }
            }
            _ => Err(SubstError::UnresolvedName),
        }
    }

    fn arg_pack_len(&self, il: &Il, a: TemplateArg, depth: u32) -> Option<usize> {
        match a {
            TemplateArg::Type(x) => self.pack_len(il, x, depth + 1),
            // (An inner expansion's packs are its own.)
            TemplateArg::Pack(l) if depth <= MAX_DEPTH => il.types.arg_list(l).iter().find_map(|x| match x {
                TemplateArg::Type(t) if matches!(il.types.kind(*t), TypeKind::PackExpansion(_)) => None,
                _ => self.arg_pack_len(il, *x, depth + 1),
            }),
            _ => None,
        }
    }

    /// Length of the pack(s) a pattern expands (the first pack parameter of this level found in it).
    fn pack_len(&self, il: &Il, t: TypeId, depth: u32) -> Option<usize> {
        if depth > MAX_DEPTH {
            return None;
        }
        match il.types.kind(t) {
            TypeKind::TemplateParam {
                depth: pd,
                index,
                pack: true,
                ..
            } if pd == self.level.depth => match self.level.args.get(index as usize) {
                Some(TemplateArg::Pack(l)) => Some(il.types.arg_list(*l).len()),
                _ => None,
            },
            TypeKind::Qualified(b, _)
            | TypeKind::Pointer(b)
            | TypeKind::LRef(b)
            | TypeKind::RRef(b)
            | TypeKind::Array(b, _)
            | TypeKind::Complex(b)
            | TypeKind::Vector { elem: b, .. }
            | TypeKind::Typedef { aliased: b, .. } => self.pack_len(il, b, depth + 1),
            TypeKind::MemberPointer { class, pointee } => self
                .pack_len(il, class, depth + 1)
                .or_else(|| self.pack_len(il, pointee, depth + 1)),
            TypeKind::Function(sig) => {
                let params = il.types.type_list(sig.params);
                self.pack_len(il, sig.ret, depth + 1)
                    .or_else(|| params.iter().find_map(|p| self.pack_len(il, *p, depth + 1)))
            }
            TypeKind::TemplateId { args, .. } | TypeKind::Specialization { args, .. } => {
                il.types.arg_list(args).iter().find_map(|a| self.arg_pack_len(il, *a, depth + 1))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sema::entities::{ClassKey, TemplateParamKind};
    use crate::sema::printing::Printer;
    use crate::sema::scopes::Scopes;
    use crate::sema::target::Target;
    use crate::sema::types::{IntKind, Quals};

    fn sp() -> Span {
        Span::default()
    }

    #[test]
    fn structural_substitution_and_collapsing() {
        let mut il = Il::new(Target::LP64);
        let (f, t) = (il.names.intern("f"), il.names.intern("T"));
        let (tmpl, ps) = il.declare_template(Scopes::GLOBAL, f, TemplateKind::Function, 0, sp());
        let tp = il.declare_template_param(tmpl, ps, t, TemplateParamKind::Type, TypeId::NONE, false, sp());
        let tt = il.entities.ent(tp).ty;
        let ct = il.types.qualified(tt, Quals::CONST);
        let rct = il.types.lref(ct);
        let rt = il.types.rref(tt);
        let fnt = il.types.simple_function(rct, &[rt], false);
        let i = il.types.int(IntKind::Int);
        let li = il.types.lref(i);
        let args = [TemplateArg::Type(li)];
        let r = subst(
            &mut il,
            fnt,
            Level {
                template: tmpl,
                depth: 0,
                args: &args,
            },
        )
        .unwrap();
        // T=int&: const T& → int& (cv on a reference is dropped, & & collapses), T&& → int&
        assert_eq!(Printer::new(&il).type_str(r), "int &(int &)");
        let args = [TemplateArg::Type(i)];
        let r = subst(
            &mut il,
            fnt,
            Level {
                template: tmpl,
                depth: 0,
                args: &args,
            },
        )
        .unwrap();
        assert_eq!(Printer::new(&il).type_str(r), "const int &(int &&)");
        assert!(!il.types.is_dependent(r));
        // T* with T=int& is ill-formed.
        let pt = il.types.pointer(tt);
        let args = [TemplateArg::Type(li)];
        assert_eq!(
            subst(
                &mut il,
                pt,
                Level {
                    template: tmpl,
                    depth: 0,
                    args: &args
                }
            ),
            Err(SubstError::Invalid)
        );
    }

    #[test]
    fn pack_expansion_in_parameters() {
        let mut il = Il::new(Target::LP64);
        let (pk, ts) = (il.names.intern("pk"), il.names.intern("Ts"));
        let (tmpl, ps) = il.declare_template(Scopes::GLOBAL, pk, TemplateKind::Function, 0, sp());
        let tp = il.declare_template_param(tmpl, ps, ts, TemplateParamKind::Type, TypeId::NONE, true, sp());
        let tt = il.entities.ent(tp).ty;
        let ptt = il.types.pointer(tt);
        let exp = il.types.pack_expansion(ptt);
        let i = il.types.int(IntKind::Int);
        let fnt = il.types.simple_function(i, &[i, exp], false);
        let d = il.types.float(crate::sema::types::FloatKind::Double);
        let pack = il.types.intern_args(&[TemplateArg::Type(i), TemplateArg::Type(d)]);
        let args = [TemplateArg::Pack(pack)];
        let r = subst(
            &mut il,
            fnt,
            Level {
                template: tmpl,
                depth: 0,
                args: &args,
            },
        )
        .unwrap();
        assert_eq!(Printer::new(&il).type_str(r), "int (int, int *, double *)");
        let empty = il.types.intern_args(&[]);
        let args = [TemplateArg::Pack(empty)];
        let r = subst(
            &mut il,
            fnt,
            Level {
                template: tmpl,
                depth: 0,
                args: &args,
            },
        )
        .unwrap();
        assert_eq!(Printer::new(&il).type_str(r), "int (int)");
    }

    #[test]
    fn template_ids_injected_names_and_dependent_members() {
        let mut il = Il::new(Target::LP64);
        let (dn, t, yn, xn) = (
            il.names.intern("D"),
            il.names.intern("T"),
            il.names.intern("y"),
            il.names.intern("x"),
        );
        // template<class T> struct D { D* self; D<T*>* other; typename T::x y; };
        let (tmpl, ps) = il.declare_template(Scopes::GLOBAL, dn, TemplateKind::Class, 0, sp());
        let tp = il.declare_template_param(tmpl, ps, t, TemplateParamKind::Type, TypeId::NONE, false, sp());
        let tt = il.entities.ent(tp).ty;
        let pat = il.declare_class(ps, dn, ClassKey::Struct, true, sp());
        il.set_template_pattern(tmpl, pat);
        let pat_ty = il.entities.ent(pat).ty;
        let self_ty = il.types.pointer(pat_ty);
        let ptt = il.types.pointer(tt);
        let a = il.types.intern_args(&[TemplateArg::Type(ptt)]);
        let dtp = il.types.template_id(tmpl, a);
        let other = il.types.pointer(dtp);
        let tx = il.types.dependent_name(tt, xn, crate::sema::ids::ArgListId::NONE);
        // A class S { typedef long x; }.
        let sn = il.names.intern("S");
        let s = il.declare_class(Scopes::GLOBAL, sn, ClassKey::Struct, false, sp());
        let ss = il.begin_class_definition(s, Scopes::GLOBAL);
        let l = il.types.int(IntKind::Long);
        il.declare_typedef(ss, xn, l, sp());
        il.end_class_definition(s);
        let s_ty = il.entities.ent(s).ty;
        let args = [TemplateArg::Type(s_ty)];
        let lv = Level {
            template: tmpl,
            depth: 0,
            args: &args,
        };
        let r1 = subst(&mut il, self_ty, lv).unwrap();
        let r2 = subst(&mut il, other, lv).unwrap();
        let r3 = subst(&mut il, tx, lv).unwrap();
        let p = Printer::new(&il);
        assert_eq!(p.type_str(r1), "D<S> *");
        assert_eq!(p.type_str(r2), "D<S *> *");
        assert_eq!(p.quoted_type(r3), "\"S::x\" (aka \"long\")");
        // An int argument has no member x: a substitution failure.
        let i = il.types.int(IntKind::Int);
        let args = [TemplateArg::Type(i)];
        assert_eq!(
            subst(
                &mut il,
                tx,
                Level {
                    template: tmpl,
                    depth: 0,
                    args: &args
                }
            ),
            Err(SubstError::Invalid)
        );
        let _ = yn;
    }

    #[test]
    fn missing_member_of_a_completed_specialization_is_a_substitution_failure() {
        let mut il = Il::new(Target::LP64);
        let (en, bn, tn, xn, un) = (il.names.intern("E"), il.names.intern("B"), il.names.intern("T"), il.names.intern("type"), il.names.intern("U"));
        // template<bool B> struct E {};  template<class U> … typename U::type
        let (etmpl, eps) = il.declare_template(Scopes::GLOBAL, en, TemplateKind::Class, 0, sp());
        let b = il.types.int(IntKind::Bool);
        il.declare_template_param(etmpl, eps, bn, TemplateParamKind::NonType, b, false, sp());
        let epat = il.declare_class(eps, en, ClassKey::Struct, true, sp());
        il.set_template_pattern(etmpl, epat);
        let (ftmpl, fps) = il.declare_template(Scopes::GLOBAL, tn, TemplateKind::Function, 0, sp());
        let up = il.declare_template_param(ftmpl, fps, un, TemplateParamKind::Type, TypeId::NONE, false, sp());
        let ut = il.entities.ent(up).ty;
        let ux = il.types.dependent_name(ut, xn, crate::sema::ids::ArgListId::NONE);
        // E<false>, not instantiated yet: unresolved (and asked for).
        let (spec, spec_ty) = il.class_specialization(etmpl, &[TemplateArg::Int { value: 0, ty: b }], sp());
        let args = [TemplateArg::Type(spec_ty)];
        let lv = Level { template: ftmpl, depth: 0, args: &args };
        assert_eq!(subst(&mut il, ux, lv), Err(SubstError::UnresolvedName));
        assert!(il.subst_inst_requests.contains(&spec));
        // Completed without `type`: a substitution failure.
        il.begin_class_definition(spec, Scopes::GLOBAL);
        il.end_class_definition(spec);
        assert_eq!(subst(&mut il, ux, lv), Err(SubstError::Invalid));
        // An ordinary complete class without `type` too; an incomplete one stays unresolved.
        let sn = il.names.intern("S");
        let s = il.declare_class(Scopes::GLOBAL, sn, ClassKey::Struct, false, sp());
        let args = [TemplateArg::Type(il.entities.ent(s).ty)];
        assert_eq!(subst(&mut il, ux, Level { template: ftmpl, depth: 0, args: &args }), Err(SubstError::UnresolvedName));
        il.begin_class_definition(s, Scopes::GLOBAL);
        il.end_class_definition(s);
        assert_eq!(subst(&mut il, ux, Level { template: ftmpl, depth: 0, args: &args }), Err(SubstError::Invalid));
        // A pointer has no members.
        let args = [TemplateArg::Type(il.types.pointer(b))];
        assert_eq!(subst(&mut il, ux, Level { template: ftmpl, depth: 0, args: &args }), Err(SubstError::Invalid));
    }

    #[test]
    fn underlying_type_resolves_after_substitution() {
        let mut il = Il::new(Target::LP64);
        let en = il.names.intern("E");
        let e = il.declare_enum(Scopes::GLOBAL, en, true, il.types.int(IntKind::Short), sp());
        let et = il.entities.ent(e).ty;
        let tp = il.types.template_param(0, 0, false, EntityId::NONE);
        let ut = il.types.underlying_type(tp);
        assert!(il.types.is_dependent(ut));
        let args = [TemplateArg::Type(et)];
        let r = subst(
            &mut il,
            ut,
            Level {
                template: EntityId::NONE,
                depth: 0,
                args: &args,
            },
        )
        .unwrap();
        assert_eq!(r, il.types.int(IntKind::Short));
        let i = il.types.int(IntKind::Int);
        let args = [TemplateArg::Type(i)];
        assert_eq!(
            subst(
                &mut il,
                ut,
                Level {
                    template: EntityId::NONE,
                    depth: 0,
                    args: &args
                }
            ),
            Err(SubstError::Invalid)
        );
    }

    #[test]
    fn alias_templates() {
        // template<class T> using P = T*;  P<int> → int*
        let mut il = Il::new(Target::LP64);
        let (pn, t) = (il.names.intern("P"), il.names.intern("T"));
        let (tmpl, ps) = il.declare_template(Scopes::GLOBAL, pn, TemplateKind::Alias, 0, sp());
        let tp = il.declare_template_param(tmpl, ps, t, TemplateParamKind::Type, TypeId::NONE, false, sp());
        let tt = il.entities.ent(tp).ty;
        let ptt = il.types.pointer(tt);
        let (td, _) = il.declare_typedef(ps, pn, ptt, sp());
        il.set_template_pattern(tmpl, td);
        // template<class U> void f(P<U>) — U at depth 0 of another template; substitute U=int.
        let (ft, fps) = il.declare_template(
            Scopes::GLOBAL,
            il.names.get("T").unwrap(),
            TemplateKind::Function,
            0,
            sp(),
        );
        let un = il.names.intern("U");
        let up = il.declare_template_param(ft, fps, un, TemplateParamKind::Type, TypeId::NONE, false, sp());
        let ut = il.entities.ent(up).ty;
        let a = il.types.intern_args(&[TemplateArg::Type(ut)]);
        let pu = il.types.template_id(tmpl, a);
        let i = il.types.int(IntKind::Int);
        let args = [TemplateArg::Type(i)];
        let r = subst(
            &mut il,
            pu,
            Level {
                template: ft,
                depth: 0,
                args: &args,
            },
        )
        .unwrap();
        assert_eq!(Printer::new(&il).type_str(r), "int *");
    }

    #[test]
    fn expression_dependence_is_reported() {
        let mut il = Il::new(Target::LP64);
        let tp = il.types.template_param(0, 0, false, EntityId::NONE);
        let arr = il.types.array(tp, ArrayBound::Dependent(crate::sema::ids::ExprId(1)));
        let i = il.types.int(IntKind::Int);
        let args = [TemplateArg::Type(i)];
        assert_eq!(
            subst(
                &mut il,
                arr,
                Level {
                    template: EntityId::NONE,
                    depth: 0,
                    args: &args
                }
            ),
            Err(SubstError::NeedsExpression)
        );
        let args = [TemplateArg::Int { value: 3, ty: i }];
        assert_eq!(
            subst(
                &mut il,
                tp,
                Level {
                    template: EntityId::NONE,
                    depth: 0,
                    args: &args
                }
            ),
            Err(SubstError::ArgumentMismatch)
        );
    }
}

/// The qualifiers of the `typename Q::x` names in `t` (inner ones first).
pub(crate) fn collect_qualifiers(tt: &super::types::TypeTable, t: TypeId, out: &mut Vec<TypeId>, depth: u32) {
    use super::types::{TemplateArg, TypeKind};
    if depth > 64 || t.is_none() || !tt.is_dependent(t) {
        return;
    }
    let d = depth + 1;
    match tt.kind(t) {
        TypeKind::DependentName { qualifier, .. } => {
            collect_qualifiers(tt, qualifier, out, d);
            out.push(qualifier);
        }
        TypeKind::Qualified(x, _) | TypeKind::Pointer(x) | TypeKind::LRef(x) | TypeKind::RRef(x) | TypeKind::Array(x, _) => collect_qualifiers(tt, x, out, d),
        TypeKind::Typedef { aliased, .. } => collect_qualifiers(tt, aliased, out, d),
        TypeKind::MemberPointer { class, pointee } => {
            collect_qualifiers(tt, class, out, d);
            collect_qualifiers(tt, pointee, out, d);
        }
        TypeKind::Function(sig) => {
            collect_qualifiers(tt, sig.ret, out, d);
            for &p in tt.type_list(sig.params) {
                collect_qualifiers(tt, p, out, d);
            }
        }
        TypeKind::TemplateId { args, .. } | TypeKind::Specialization { args, .. } => {
            for a in tt.arg_list(args) {
                if let TemplateArg::Type(x) = a {
                    collect_qualifiers(tt, *x, out, d);
                }
            }
        }
        _ => {}
    }
}
