//! `__global__` declaration rules, in the order cudafe++'s apply handler raises them (probes g1, g2, g4, g6;
//! C §2 D2), every caret on the `global` attribute token:
//! 3469 (defaulted; returns early, in `spaces`) → 3507 inline/constexpr/consteval (W) → 3644 operator →
//! 3647 exception spec → 3481 explicit `__host__`/`__device__` already present → 3506 deduced return, else
//! 3505 non-void return (not for function templates; constexpr kernels *do* get 3505) → 3503 ellipsis →
//! set the bits → 3688 member (static too) → 3538 `main` → 3669 per zero-sized parameter (not for templates).
//! cicc-only (never emitted here): 3520 rvalue-reference parameter, 3572 initializer_list, 3588 va_list,
//! 3575 constexpr, 3711 consteval, 3581 inline unnamed namespace.

use super::spaces::FnDeclFacts;
use super::CudaDiag;
use crate::diag::{id, Arg, Severity};
use crate::sema::entities::{Entities, ExecSpace, FnRole, FunctionData, Payload};
use crate::sema::ids::EntityId;
use crate::sema::il::Il;
use crate::sema::layout;
use crate::sema::printing::Printer;
use crate::sema::types::{Noexcept, TypeKind};
use crate::source::Offset;

/// The `__global__` apply handler (called by `spaces::apply_exec_attr` after the 3469 check).
pub(crate) fn apply_global(il: &mut Il, f: EntityId, at: Offset, facts: &FnDeclFacts) -> Vec<CudaDiag> {
    let mut out = Vec::new();
    let Some(ent) = il.entities.get(f) else {
        return out;
    };
    let Some(fd) = ent.function().copied() else {
        return out;
    };
    let exec = ent.exec;
    let sig = match il.types.ckind(ent.ty) {
        TypeKind::Function(s) => Some(s),
        _ => None,
    };
    let member = is_member(il, f);
    if facts.inline_written || fd.has(FunctionData::CONSTEXPR | FunctionData::CONSTEVAL) {
        out.push(CudaDiag::new(Severity::Warning, id::GLOBAL_FUNCTION_INLINE, at).arg(Arg::Str("__global__".into())));
    }
    if is_operator_fn(il, f) {
        out.push(CudaDiag::new(
            Severity::DiscretionaryError,
            id::GLOBAL_OPERATOR_FUNCTION,
            at,
        ));
    }
    let noexcept = sig.map(|s| s.noexcept != Noexcept::No).unwrap_or(false);
    if facts.exception_spec || noexcept {
        out.push(CudaDiag::new(
            Severity::DiscretionaryError,
            id::GLOBAL_EXCEPTION_SPEC,
            at,
        ));
    }
    if exec.has(ExecSpace::HOST) || exec.has(ExecSpace::DEVICE) && !exec.has(ExecSpace::GLOBAL) {
        out.push(CudaDiag::new(Severity::Error, id::ILLEGAL_MEM_QUALIFIERS, at));
    }
    if !facts.is_template {
        let ret = sig.map(|s| s.ret);
        let deduced = fd.has(FunctionData::DEDUCED_RETURN)
            || ret
                .map(|r| matches!(il.types.ckind(r), TypeKind::Auto(_)))
                .unwrap_or(false);
        if deduced {
            out.push(CudaDiag::new(
                Severity::DiscretionaryError,
                id::GLOBAL_FUNCTION_DEDUCED_RETURN_TYPE,
                at,
            ));
        } else if ret
            .map(|r| !il.types.is_void(r) && !il.types.is_error(r))
            .unwrap_or(false)
        {
            out.push(CudaDiag::new(
                Severity::DiscretionaryError,
                id::GLOBAL_FUNCTION_RETURN_TYPE,
                at,
            ));
        }
    }
    if sig.map(|s| s.variadic).unwrap_or(false) {
        out.push(CudaDiag::new(Severity::Error, id::GLOBAL_FUNCTION_HAS_ELLIPSIS, at));
    }
    il.entities.ent_mut(f).exec.0 |= ExecSpace::GLOBAL | ExecSpace::DEVICE | ExecSpace::ANNOTATED;
    if member {
        out.push(CudaDiag::new(Severity::Error, id::GLOBAL_CLASS_DECL, at));
    }
    if super::spaces::is_main(il, f) {
        out.push(CudaDiag::new(Severity::DiscretionaryError, id::MAIN_MARKED_DEVICE, at));
    }
    if !facts.is_template {
        out.extend(zero_sized_params(il, f, at));
    }
    out
}

/// Whether `apply_global` reproduces the reference on `f` as far as operators go: 3644 for `operator@`
/// (probes g-op: member and non-member, templates too), none for conversion functions (only the return
/// type and member rules) and literal operators. `operator new`/`delete` are left out: they are implicitly
/// `noexcept`/static (the reference adds 3647 for `operator delete`), which the IL does not record.
pub fn operator_kernel_modelled(il: &Il, f: EntityId) -> bool {
    let Some(e) = il.entities.get(f) else { return false };
    let Some(fd) = e.function() else { return false };
    let name = il.names.resolve(e.name);
    if name.starts_with("operator new") || name.starts_with("operator delete") {
        return false;
    }
    match fd.role {
        FnRole::Operator | FnRole::Conversion | FnRole::Literal => true,
        // Namespace-scope operators are declared with the plain role: known by their name.
        _ => !name.starts_with("operator") || is_operator_fn(il, f),
    }
}

/// `operator@` (3644's subject), member or not: namespace-scope operators keep the plain role, so the
/// name decides (`operator` followed by punctuation, not a literal operator's `""`).
fn is_operator_fn(il: &Il, f: EntityId) -> bool {
    let Some(e) = il.entities.get(f) else { return false };
    let Some(fd) = e.function() else { return false };
    if fd.role == FnRole::Operator {
        return true;
    }
    if fd.role != FnRole::Normal {
        return false;
    }
    let name = il.names.resolve(e.name);
    match name.strip_prefix("operator") {
        Some(rest) => {
            let rest = rest.trim_start();
            rest.chars().next().map(|c| !(c.is_alphanumeric() || c == '_' || c == '"')).unwrap_or(false)
        }
        None => false,
    }
}

/// A member function (static or not)? The parent is a class; `STATIC_MEMBER` is also accepted for callers
/// that declare out-of-class definitions with another parent.
fn is_member(il: &Il, f: EntityId) -> bool {
    let Some(e) = il.entities.get(f) else {
        return false;
    };
    if e.function()
        .map(|d| d.has(FunctionData::STATIC_MEMBER))
        .unwrap_or(false)
    {
        return true;
    }
    // A friend declared in a class is not a member.
    if e.function().map(|d| d.has(FunctionData::FRIEND)).unwrap_or(false) {
        return false;
    }
    e.parent != Entities::GLOBAL
        && il
            .entities
            .get(e.parent)
            .map(|p| matches!(p.data, Payload::Class(_)))
            .unwrap_or(false)
}

/// 3669 `zero-sized parameter type "Z" is not allowed in device code`, once per parameter whose type has
/// size 0 (`struct Z{int a[0];}`), for `__global__` and `__device__` [verified g1, g2].
pub(crate) fn zero_sized_params(il: &Il, f: EntityId, at: Offset) -> Vec<CudaDiag> {
    let mut out = Vec::new();
    let params: Vec<EntityId> = il.entities.params(f).collect();
    for p in params {
        let Some(pe) = il.entities.get(p) else {
            continue;
        };
        let t = pe.ty;
        if il.types.is_dependent(t) || il.types.is_error(t) || il.types.is_reference(t) {
            continue;
        }
        if let Ok(sa) = layout::size_align(il, t) {
            if sa.size == 0 {
                out.push(
                    CudaDiag::new(Severity::Error, id::ZERO_SIZE_PAR_NOT_ALLOWED, at)
                        .arg(Arg::Type(Printer::new(il).type_str(t))),
                );
            }
        }
    }
    out
}

/// A `__global__` function *defined* in a friend declaration: 3643 at the `friend` keyword, after the
/// apply handler's diagnostics (3507) [verified g1 line 17].
pub fn check_friend_definition(il: &Il, f: EntityId, friend_at: Offset) -> Vec<CudaDiag> {
    match il.entities.get(f) {
        Some(e) if e.exec.has(ExecSpace::GLOBAL) => {
            vec![CudaDiag::new(
                Severity::DiscretionaryError,
                id::GLOBAL_FRIEND_DEFINITION,
                friend_at,
            )]
        }
        _ => Vec::new(),
    }
}

/// `extern template __global__ void tk<int>(int);` — an explicit instantiation *declaration* of a kernel
/// template: warning 3735 at the declarator name, only with `--static-host-stub` (nvcc's default whole-program
/// mode) [verified n1; B §4.23].
pub fn check_extern_template(il: &Il, f: EntityId, name_at: Offset, static_host_stub: bool) -> Vec<CudaDiag> {
    match il.entities.get(f) {
        Some(e) if static_host_stub && e.exec.has(ExecSpace::GLOBAL) => {
            vec![CudaDiag::new(Severity::Warning, id::EXTERN_KERNEL_TEMPLATE, name_at)]
        }
        _ => Vec::new(),
    }
}

/// Template parameters of a `__global__` function template, as (is a pack, position of the parameter):
/// 3573 when a pack is not the last template parameter (at that pack), then 3574 when there is more than one
/// pack (at the second pack) [verified g4: `template<typename... A, typename B>` → 3573 at `A`; C §4.13].
pub fn check_template_packs(params: &[(bool, Offset)]) -> Vec<CudaDiag> {
    let mut out = Vec::new();
    let n = params.len();
    if let Some((i, (_, at))) = params.iter().enumerate().find(|(_, (pack, _))| *pack) {
        if i + 1 != n {
            out.push(CudaDiag::new(Severity::Error, id::GLOBAL_FUNCTION_PACK_NOT_LAST, *at));
        }
    }
    if let Some((_, at)) = params.iter().filter(|(pack, _)| *pack).nth(1) {
        out.push(CudaDiag::new(Severity::Error, id::GLOBAL_FUNCTION_MULTIPLE_PACKS, *at));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cuda::spaces::{apply_exec_attr, ExecAttr};
    use crate::cuda::testutil::*;
    use crate::sema::entities::ClassKey;
    use crate::sema::scopes::Scopes;
    use crate::sema::types::{AutoKind, FnSig, TypeTable};
    use crate::source::Span;

    fn apply(il: &mut Il, f: EntityId, facts: FnDeclFacts) -> Vec<(crate::diag::DiagId, Severity)> {
        apply_exec_attr(il, f, ExecAttr::Global, 1, &facts)
            .into_iter()
            .map(|d| (d.id, d.severity))
            .collect()
    }

    fn void_fn(il: &mut Il, name: &str, variadic: bool, flags: u32) -> EntityId {
        let i = int(il);
        let f = func_in(il, Scopes::GLOBAL, name, TypeTable::VOID, &[i], flags, 0);
        il.entities.ent_mut(f).ty = il.types.simple_function(TypeTable::VOID, &[i], variadic);
        f
    }

    #[test]
    fn return_type_ellipsis_deduced() {
        let mut il = il();
        let kr = func(&mut il, "kr", &[], 0, 0);
        assert_eq!(
            apply(&mut il, kr, FnDeclFacts::default()),
            vec![(id::GLOBAL_FUNCTION_RETURN_TYPE, Severity::DiscretionaryError)]
        );
        let ke = void_fn(&mut il, "ke", true, 0);
        assert_eq!(
            apply(&mut il, ke, FnDeclFacts::default()),
            vec![(id::GLOBAL_FUNCTION_HAS_ELLIPSIS, Severity::Error)]
        );
        let a = il.types.auto(AutoKind::Auto);
        let ka = func_in(&mut il, Scopes::GLOBAL, "ka", a, &[], 0, 0);
        assert_eq!(
            apply(&mut il, ka, FnDeclFacts::default()),
            vec![(id::GLOBAL_FUNCTION_DEDUCED_RETURN_TYPE, Severity::DiscretionaryError)]
        );
        // Templates: neither 3505 nor 3506 (g6), but 3503 still fires.
        let t = FnDeclFacts {
            is_template: true,
            ..FnDeclFacts::default()
        };
        let t1 = func(&mut il, "t1", &[], 0, 0);
        assert!(apply(&mut il, t1, t).is_empty());
        let t3 = void_fn(&mut il, "t3", true, 0);
        assert_eq!(
            apply(&mut il, t3, t),
            vec![(id::GLOBAL_FUNCTION_HAS_ELLIPSIS, Severity::Error)]
        );
        // constexpr kernel: W 3507 then 3505 (g6 line 7).
        let c1 = func(&mut il, "c1", &[], FunctionData::CONSTEXPR, 0);
        assert_eq!(
            apply(&mut il, c1, FnDeclFacts::default()),
            vec![
                (id::GLOBAL_FUNCTION_INLINE, Severity::Warning),
                (id::GLOBAL_FUNCTION_RETURN_TYPE, Severity::DiscretionaryError)
            ]
        );
    }

    #[test]
    fn inline_text_and_noexcept() {
        let mut il = il();
        let k = void_fn(&mut il, "ki", false, FunctionData::INLINE);
        let d = apply_exec_attr(
            &mut il,
            k,
            ExecAttr::Global,
            1,
            &FnDeclFacts {
                inline_written: true,
                ..Default::default()
            },
        );
        assert_eq!(d[0].text(), "inline qualifier ignored for \"__global__\" function");
        // A member defined in class (implicitly inline, inline_written false) gets no 3507.
        let kn = void_fn(&mut il, "kn", false, 0);
        let d = apply(
            &mut il,
            kn,
            FnDeclFacts {
                exception_spec: true,
                ..Default::default()
            },
        );
        assert_eq!(d, vec![(id::GLOBAL_EXCEPTION_SPEC, Severity::DiscretionaryError)]);
        let i = int(&il);
        let pl = il.types.intern_type_list(&[i]);
        let nt = il.types.function(FnSig {
            ret: TypeTable::VOID,
            params: pl,
            variadic: false,
            quals: Default::default(),
            ref_qual: Default::default(),
            noexcept: Noexcept::Yes,
            trailing: false,
        });
        let k2 = void_fn(&mut il, "k2", false, 0);
        il.entities.ent_mut(k2).ty = nt;
        assert_eq!(
            apply(&mut il, k2, FnDeclFacts::default()),
            vec![(id::GLOBAL_EXCEPTION_SPEC, Severity::DiscretionaryError)]
        );
    }

    #[test]
    fn g2_full_order() {
        // `struct S { __device__ __global__ int operator()(Z, ...) noexcept; }` after the __device__ apply:
        // 3644, 3647, 3481, 3505, 3503, 3688, 3669 (g2).
        let mut il = il();
        let z = il.names.intern("Z");
        let zc = il.declare_class(Scopes::GLOBAL, z, ClassKey::Struct, false, Span::default());
        let zs = il.begin_class_definition(zc, Scopes::GLOBAL);
        let i = int(&il);
        let arr0 = il.types.array(i, crate::sema::types::ArrayBound::Known(0));
        let a = il.names.intern("a");
        let fid = il.entities.add(crate::sema::entities::Entity::new(
            a,
            Payload::Field(Default::default()),
        ));
        il.entities.ent_mut(fid).ty = arr0;
        il.scopes.declare(&mut il.entities, zs, fid);
        il.end_class_definition(zc);
        let zt = il.types.class(zc, false);
        let s = il.names.intern("S");
        let sc = il.declare_class(Scopes::GLOBAL, s, ClassKey::Struct, false, Span::default());
        let ss = il.begin_class_definition(sc, Scopes::GLOBAL);
        let f = func_in(&mut il, ss, "operator()", i, &[zt], 0, 0);
        let pl = il.types.intern_type_list(&[zt]);
        il.entities.ent_mut(f).ty = il.types.function(FnSig {
            ret: i,
            params: pl,
            variadic: true,
            quals: Default::default(),
            ref_qual: Default::default(),
            noexcept: Noexcept::Yes,
            trailing: false,
        });
        if let Payload::Function(d) = &mut il.entities.ent_mut(f).data {
            d.role = FnRole::Operator;
        }
        // sema's layout gives `struct Z{int a[0];}` size 4 (g++ and cudafe++: 0 — reported to sema), so the
        // zero-sized parameter is modelled with the parameter entity typed `int[0]` directly.
        let p = il.entities.params(f).next().unwrap();
        il.entities.ent_mut(p).ty = arr0;
        let dv = apply_exec_attr(&mut il, f, ExecAttr::Device, 1, &FnDeclFacts::default());
        assert_eq!(dv.len(), 1);
        assert_eq!(
            dv[0].text(),
            "zero-sized parameter type \"int [0]\" is not allowed in device code"
        );
        let ids: Vec<_> = apply(&mut il, f, FnDeclFacts::default())
            .into_iter()
            .map(|x| x.0)
            .collect();
        assert_eq!(
            ids,
            vec![
                id::GLOBAL_OPERATOR_FUNCTION,
                id::GLOBAL_EXCEPTION_SPEC,
                id::ILLEGAL_MEM_QUALIFIERS,
                id::GLOBAL_FUNCTION_RETURN_TYPE,
                id::GLOBAL_FUNCTION_HAS_ELLIPSIS,
                id::GLOBAL_CLASS_DECL,
                id::ZERO_SIZE_PAR_NOT_ALLOWED
            ]
        );
    }

    #[test]
    fn global_main_and_member() {
        let mut il = il();
        let m = func(&mut il, "main", &[], 0, 0);
        let ids: Vec<_> = apply(&mut il, m, FnDeclFacts::default())
            .into_iter()
            .map(|x| x.0)
            .collect();
        assert_eq!(ids, vec![id::GLOBAL_FUNCTION_RETURN_TYPE, id::MAIN_MARKED_DEVICE]);
        let sk = void_fn(&mut il, "sk", false, FunctionData::STATIC_MEMBER);
        assert_eq!(
            apply(&mut il, sk, FnDeclFacts::default()),
            vec![(id::GLOBAL_CLASS_DECL, Severity::Error)]
        );
        let d = check_friend_definition(&il, sk, 9);
        assert_eq!(
            d[0].text(),
            "A __global__ function or function template cannot be defined in a friend declaration"
        );
    }

    #[test]
    fn extern_template() {
        let mut il = il();
        let k = void_fn(&mut il, "tk", false, 0);
        il.entities.ent_mut(k).exec = ExecSpace(G);
        let d = check_extern_template(&il, k, 3, true);
        assert_eq!(
            (d[0].id, d[0].severity, d[0].at),
            (id::EXTERN_KERNEL_TEMPLATE, Severity::Warning, 3)
        );
        assert!(d[0]
            .text()
            .starts_with("when \"-static-global-template-stub=true\", extern __global__ function template"));
        assert!(check_extern_template(&il, k, 3, false).is_empty());
    }

    #[test]
    fn template_packs() {
        let d = check_template_packs(&[(true, 10), (false, 20)]);
        assert_eq!(d.len(), 1);
        assert_eq!((d[0].id, d[0].at), (id::GLOBAL_FUNCTION_PACK_NOT_LAST, 10));
        let d = check_template_packs(&[(true, 10), (true, 20)]);
        assert_eq!(
            d.iter().map(|x| x.id).collect::<Vec<_>>(),
            vec![id::GLOBAL_FUNCTION_PACK_NOT_LAST, id::GLOBAL_FUNCTION_MULTIPLE_PACKS]
        );
        assert!(check_template_packs(&[(false, 1), (true, 2)]).is_empty());
    }
}

/// A specialisation of a `__global__` function template at its first use (a launch or an explicit
/// instantiation): 20048 when its return type is not void, at the template's `global` attribute
/// (`at`) [verified probe cuda18 g1: `template <class T> __global__ int tk(T)` and `… T tk2(T)` launched
/// with an `int`, each with "detected during instantiation of …"]. The definition itself gets none
/// (corpus cuda-rules/global_return_type_ok).
pub fn check_specialization_return(il: &Il, spec: EntityId, at: Offset) -> Vec<CudaDiag> {
    let Some(e) = il.entities.get(spec) else { return Vec::new() };
    match il.types.ckind(e.ty) {
        TypeKind::Function(sig) if !il.types.is_void(sig.ret) && !il.types.is_error(sig.ret) => {
            vec![CudaDiag::new(Severity::DiscretionaryError, id::GLOBAL_FUNCTION_RETURN_TYPE, at)]
        }
        _ => Vec::new(),
    }
}
