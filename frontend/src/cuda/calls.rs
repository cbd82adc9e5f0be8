//! Cross-space call and reference checks on the host side (cudafe++), plus the decision table of the
//! device-side ones cicc emits (for documentation and a future device mode).
//!
//! Verified (probes c1-c7, s1, x1; B §2/§3.2):
//! - host/implicit-host caller → device-only callee: 3464 (3465 if the callee is constexpr); HD caller: 3462
//!   (3463). `--relaxed_constexpr` removes 3463/3465 only. `__forceinline__` gives no exemption.
//! - calls to host functions from device code are *not* checked by cudafe++.
//! - implicitly declared members are HD (no error for `O o;` where `O` has a `__device__`-constructible
//!   member); explicit `= default` members follow their annotation.
//! - destructor before constructor for `S s;` (both at the variable name): the caller passes them in that
//!   order.
//! - the callee prints as `"d(int)"`; once *any error* has been emitted earlier in the translation unit,
//!   callees with parameters print as broken mangled names `"_Z1d1?"`; the caller prints bare (`"h"`,
//!   `"operator()"`).
//! - 3508: an unconfigured call of a `__global__` function from any caller; `<<<>>>` on a device/HD callee
//!   (`a __device__ function call cannot be configured`, after 3464 for a device-only callee) or on a host
//!   callee (`a host function call cannot be configured`).
//! - nothing is checked outside function bodies (namespace-scope initialisers, default arguments, default
//!   member initialisers, device-variable initialisers) nor in unevaluated operands (`sizeof`, `decltype`),
//!   nor in templates until an explicit instantiation (cudafe++ does not instantiate function templates).

use super::spaces::{caller_space, host_side};
use super::{CudaDiag, CudaOptions};
use crate::diag::{id, Arg, DiagId, Severity};
use crate::sema::entities::{ExecSpace, FunctionData, MemSpace, Space};
use crate::sema::ids::EntityId;
use crate::sema::il::Il;
use crate::sema::printing::Printer;
use crate::sema::types::TypeKind;
use crate::source::Offset;

/// Where a call or reference appears — the checks run only in [`CallContext::FunctionBody`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallContext {
    /// Inside the body of a function (including a lambda body: the caller is its `operator()`).
    FunctionBody,
    /// The initializer of a namespace-scope variable (also `__device__` variables): not checked.
    NamespaceInit,
    /// A default argument: not checked.
    DefaultArgument,
    /// A default member initializer: not checked.
    DefaultMemberInit,
    /// An unevaluated operand (`sizeof`, `decltype`, `noexcept`, `typeid` of a non-polymorphic type).
    Unevaluated,
    /// A dependent expression in a template definition (checked only when instantiated).
    Dependent,
    /// Base/member construction in a constructor's mem-initializer list (explicit or implicit) and the
    /// implicit destruction of members: not checked [verified c12: `W::W() : m(x) {}`, `W::W() {}` with a
    /// `__device__ M(int)`/`M()`, `struct F{E e; ~F(){}}` with a `__device__ ~E()`].
    MemInitializer,
}

/// One resolved call.
#[derive(Clone, Copy, Debug)]
pub struct CallSite {
    /// The innermost enclosing function (`None` outside function bodies).
    pub caller: Option<EntityId>,
    pub callee: EntityId,
    /// The callee name (`m` in `s.m(1)`; the variable name for implicit constructor/destructor calls).
    pub at: Offset,
    pub context: CallContext,
    /// Written with `<<<…>>>`.
    pub configured: bool,
    /// Has any *error* been reported earlier in the translation unit (`Diagnostics::error_count() > 0`,
    /// warnings do not count)? Switches the callee fill-in to the broken mangled form.
    pub errors_so_far: bool,
}

/// The cross-space decision for a host-side call (no configuration rules): `None` = allowed.
pub fn host_side_call(
    caller: Space,
    callee: ExecSpace,
    callee_constexpr: bool,
    opts: &CudaOptions,
) -> Option<(DiagId, Severity)> {
    if callee.space() != Space::Device {
        return None;
    }
    if callee_constexpr && opts.relaxed_constexpr {
        return None;
    }
    let id = match (caller, callee_constexpr) {
        (Space::ImplicitHost | Space::Host, false) => id::D_H_ILLEGAL_CALL,
        (Space::ImplicitHost | Space::Host, true) => id::D_H_ILLEGAL_CALL_CONSTEXPR,
        (Space::HostDevice, false) => id::D_HD_ILLEGAL_CALL,
        (Space::HostDevice, true) => id::D_HD_ILLEGAL_CALL_CONSTEXPR,
        _ => return None,
    };
    Some((id, Severity::Error))
}

/// The device-side decision cicc makes (host-only callee from device code). **Never emitted by cudafe++**
/// (B §3.3, "C" rows): 20011/20013 are warnings for HD callers, 20016/20017 and 20018/20019 errors for
/// device and global callers. `--relaxed_constexpr` lets device code call constexpr host functions.
pub fn device_side_call(
    caller: Space,
    callee: ExecSpace,
    callee_constexpr: bool,
    opts: &CudaOptions,
) -> Option<(DiagId, Severity)> {
    if !matches!(callee.space(), Space::ImplicitHost | Space::Host) || callee.has(ExecSpace::IMPLICIT_HD) {
        return None;
    }
    if callee_constexpr && opts.relaxed_constexpr {
        return None;
    }
    let (plain, cx, sev) = match caller {
        Space::HostDevice => (
            id::H_HD_ILLEGAL_CALL,
            id::H_HD_ILLEGAL_CALL_CONSTEXPR,
            Severity::Warning,
        ),
        Space::Device => (id::H_D_ILLEGAL_CALL, id::H_D_ILLEGAL_CALL_CONSTEXPR, Severity::Error),
        Space::Global => (id::H_G_ILLEGAL_CALL, id::H_G_ILLEGAL_CALL_CONSTEXPR, Severity::Error),
        _ => return None,
    };
    Some((if callee_constexpr { cx } else { plain }, sev))
}

pub use super::callee_name::{callee_signature, callee_text, mentions_global_specialization};

/// A type that mentions a class through references, pointers, arrays and cv.
pub fn involves_class(il: &Il, mut t: crate::sema::ids::TypeId) -> bool {
    use crate::sema::types::TypeKind;
    for _ in 0..16 {
        match il.types.ckind(t) {
            TypeKind::LRef(u) | TypeKind::RRef(u) | TypeKind::Pointer(u) | TypeKind::Array(u, _) => t = u,
            _ => break,
        }
    }
    il.types.class_entity(il.types.unqualified(t)).is_some()
}

/// The caller fill-in: the bare name (`h`, `operator()`, `S`).
pub fn caller_text(il: &Il, caller: EntityId) -> String {
    Printer::new(il).name(caller).to_string()
}

/// Checks one call; returns the diagnostics in emission order (cross-space error first, then 3508).
pub fn check_call(il: &Il, site: &CallSite, opts: &CudaOptions, anon_namespace: &str) -> Vec<CudaDiag> {
    let mut out = Vec::new();
    let Some(callee) = il.entities.get(site.callee) else {
        return out;
    };
    let Some(cfd) = callee.function() else {
        return out;
    };
    let cexec = callee.exec;
    if site.context != CallContext::FunctionBody {
        return out;
    }
    // Configuration: an unconfigured kernel call is an error from every caller (also device/HD/global).
    if cexec.has(ExecSpace::GLOBAL) {
        if !site.configured {
            out.push(
                CudaDiag::new(Severity::Error, id::CONFIGURATION_ERROR, site.at)
                    .arg(Arg::Str("__global__".into()))
                    .arg(Arg::Str("must".into())),
            );
        }
        return out;
    }
    // Calls made by implicit or defaulted member definitions (member constructors/destructors) are not
    // checked [verified c11: `struct V{V() = default; M m;}`, `W::W() = default;` with a `__device__ M()`].
    let caller = site
        .caller
        .and_then(|c| il.entities.get(c).map(|e| (c, e)))
        .filter(|(_, e)| {
            !e.function()
                .map(|d| d.has(FunctionData::IMPLICIT | FunctionData::DEFAULTED))
                .unwrap_or(false)
        });
    // A consteval callee is never checked: its calls are immediate invocations, evaluated by the front
    // end [verified: corpus/cxx20s18-s18/consteval_device_from_host_ok, from __host__ and
    // __host__ __device__ callers, constant or not].
    let caller = caller.filter(|_| !cfd.has(FunctionData::CONSTEVAL));
    if let Some(caller) = caller {
        let cx = cfd.has(FunctionData::CONSTEXPR | FunctionData::CONSTEVAL);
        if let Some((did, sev)) = host_side_call(caller_space(caller.1.exec), cexec, cx, opts) {
            out.push(
                CudaDiag::new(sev, did, site.at)
                    .arg(Arg::Str(callee_text(
                        il,
                        site.callee,
                        site.errors_so_far,
                        anon_namespace,
                    )))
                    .arg(Arg::Str(caller_text(il, caller.0))),
            );
        }
    }
    if site.configured {
        let word = if cexec.device_capable() { "__device__" } else { "host" };
        out.push(
            CudaDiag::new(Severity::Error, id::CONFIGURATION_ERROR, site.at)
                .arg(Arg::Str(word.into()))
                .arg(Arg::Str("cannot".into())),
        );
    }
    out
}

/// Remark 3655 `explicit stream argument not provided in kernel launch` (hidden unless `--remarks`) for a
/// `<<<…>>>` launch of a kernel with fewer than 4 configuration arguments; `at` = the `>>>` [verified n1].
/// Call after [`check_call`] for configured calls of `__global__` functions.
pub fn check_launch_stream(config_args: usize, at: Offset) -> Vec<CudaDiag> {
    if config_args < 4 {
        vec![CudaDiag::new(Severity::Remark, id::DEFAULT_STREAM_LAUNCH, at)]
    } else {
        Vec::new()
    }
}

/// Internal error 3654 `unable to find __cudaPushCallConfiguration declaration. CUDA toolkit
/// installation may be corrupt.` for a `<<<…>>>` launch when the global scope declares no
/// `__cudaPushCallConfiguration` [verified cuda19 push3-push11]: EDG looks it up as soon as it has read
/// `<<<`, before the configuration, the arguments or even the callee name are checked (an undeclared
/// callee or configuration name gives nothing first), also in an uninstantiated template. `at` = the first
/// token after `<<<`. It is an internal error: the reference prints it with its source line, then
/// `Compilation aborted.` and aborts.
pub fn check_launch_push_config(declared: bool, at: Offset) -> Option<CudaDiag> {
    (!declared).then(|| CudaDiag::new(Severity::Internal, id::MISSING_PUSHCALLCONFIG, at))
}

/// How a variable is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VarAccess {
    /// An lvalue-to-rvalue conversion.
    Read,
    /// The left operand of `=`.
    Write,
    /// `++`/`--`/compound assignment: a read then a write, both at the name [verified c10 `sv++`, `sv += 1`].
    ReadWrite,
    /// `&v`, `&(v)`, or binding a reference to it (`int &r = sv;`) [verified c10].
    AddressOf,
}

/// A direct reference to variable `var` at `at` (the name) inside the body of `function` (`None`: outside
/// any function body — default arguments, default member initializers and namespace-scope initializers are
/// never checked). Host and HD bodies only (a lambda body counts as its `operator()`, host by default);
/// `__managed__` is exempt; taking the address warns only for `__shared__` (`&dv` of a `__device__`
/// variable is silent); writes to `__constant__` are rejected earlier as non-modifiable lvalues. All are
/// warnings [verified c4, c10]. Unevaluated operands (`sizeof(dv)`, `decltype(dv)`) are not checked.
pub fn check_variable_ref(
    il: &Il,
    function: Option<EntityId>,
    context: CallContext,
    var: EntityId,
    access: VarAccess,
    at: Offset,
) -> Vec<CudaDiag> {
    if context != CallContext::FunctionBody {
        return Vec::new();
    }
    if access == VarAccess::ReadWrite {
        let mut v = check_variable_ref(il, function, context, var, VarAccess::Read, at);
        v.extend(check_variable_ref(il, function, context, var, VarAccess::Write, at));
        return v;
    }
    let Some(f) = function.and_then(|f| il.entities.get(f)) else {
        return Vec::new();
    };
    let Some(v) = il.entities.get(var) else {
        return Vec::new();
    };
    let mem = v.mem;
    if mem.is_empty() || mem.has(MemSpace::MANAGED) || !host_side(caller_space(f.exec)) {
        return Vec::new();
    }
    // A `const` (or `constexpr`) variable that is neither volatile nor an array is read as its value:
    // `return kc;`, `ck.x`, `return cobj;`, `p == nullptr` give nothing; `const volatile` and `ca[1]`
    // warn [verified corpus/lead-s7/const_device_var_reads].
    let q = il.types.quals(v.ty);
    if access == VarAccess::Read && q.is_const() && !q.is_volatile() && !matches!(il.types.ckind(v.ty), TypeKind::Array(..)) {
        return Vec::new();
    }
    let did = match access {
        VarAccess::Read => id::DEVICE_VAR_READ_IN_HOST,
        VarAccess::Write => id::DEVICE_VAR_WRITTEN_IN_HOST,
        VarAccess::AddressOf if mem.has(MemSpace::SHARED) => id::DEVICE_VAR_ADDRESS_TAKEN_IN_HOST,
        VarAccess::AddressOf | VarAccess::ReadWrite => return Vec::new(),
    };
    vec![CudaDiag::new(Severity::Warning, did, at)
        .arg(Arg::Str(super::spaces::mem_word(mem).into()))
        .arg(Arg::Entity {
            kind: "variable".into(),
            name: Printer::new(il).qualified_name(var),
        })]
}

/// 3623: any reference (call, `&f`, `decltype(f(…))`) to a non-constexpr `__device__` function declared
/// with a deduced `auto` return type, unless it is in the body of a non-constexpr device/global function.
/// Checked in *every* context, unevaluated operands, default arguments and `__device__` variable
/// initializers included [verified x1, c10]. `function` = the innermost enclosing function (`None` at
/// namespace scope or in a default argument).
/// Taking the address of any other device function in host code is not diagnosed by cudafe++ (c8 `&fi`). For a call, report it *after*
/// [`check_call`]'s diagnostics (x1 line 10: 3464 then 3623, same caret).
pub fn check_auto_device_fn_ref(il: &Il, function: Option<EntityId>, callee: EntityId, at: Offset) -> Vec<CudaDiag> {
    let Some(c) = il.entities.get(callee) else {
        return Vec::new();
    };
    let Some(cfd) = c.function() else {
        return Vec::new();
    };
    if c.exec.space() != Space::Device || cfd.has(FunctionData::CONSTEXPR | FunctionData::CONSTEVAL) {
        return Vec::new();
    }
    let auto_ret = cfd.has(FunctionData::DEDUCED_RETURN)
        || matches!(il.types.ckind(c.ty), TypeKind::Function(s) if matches!(il.types.ckind(s.ret), TypeKind::Auto(_)));
    if !auto_ret {
        return Vec::new();
    }
    let where_ = match function.and_then(|f| il.entities.get(f)) {
        Some(f) if matches!(caller_space(f.exec), Space::Device | Space::Global) => {
            let cx = f
                .function()
                .map(|d| d.has(FunctionData::CONSTEXPR | FunctionData::CONSTEVAL))
                .unwrap_or(false);
            if !cx {
                return Vec::new();
            }
            "from a constexpr or consteval __device__ function"
        }
        _ => "outside the bodies of device functions",
    };
    vec![CudaDiag::new(Severity::DiscretionaryError, id::AUTO_DEVICE_FN_REF, at)
        .arg(Arg::Str(Printer::new(il).name(callee).to_string()))
        .arg(Arg::Str(where_.into()))]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cuda::testutil::*;
    use crate::sema::types::{AutoKind, TypeTable};

    const ANON: &str = "_GLOBAL__N_x";

    /// Test shim with the argument order of the old signature.
    fn cvr(il: &Il, ctx: CallContext, f: Option<EntityId>, v: EntityId, a: VarAccess, at: Offset) -> Vec<CudaDiag> {
        check_variable_ref(il, f, ctx, v, a, at)
    }
    const FB: CallContext = CallContext::FunctionBody;

    #[test]
    fn launch_without_push_config_is_an_internal_error() {
        let d = check_launch_push_config(false, 7).expect("missing declaration");
        assert_eq!((d.id, d.severity, d.at), (id::MISSING_PUSHCALLCONFIG, Severity::Internal, 7));
        assert!(check_launch_push_config(true, 7).is_none());
    }

    fn site(caller: EntityId, callee: EntityId, errors: bool) -> CallSite {
        CallSite {
            caller: Some(caller),
            callee,
            at: 7,
            context: CallContext::FunctionBody,
            configured: false,
            errors_so_far: errors,
        }
    }

    #[test]
    fn host_to_device_texts() {
        let mut il = il();
        let i = int(&il);
        let d = func(&mut il, "d", &[i], 0, D);
        let z = func(&mut il, "z", &[], 0, D);
        let h = func(&mut il, "h", &[], 0, 0);
        let hd = func(&mut il, "hd", &[], 0, HD);
        let o = CudaOptions::default();
        let r = check_call(&il, &site(h, d, false), &o, ANON);
        assert_eq!(
            (r[0].id, r[0].severity, r[0].at),
            (id::D_H_ILLEGAL_CALL, Severity::Error, 7)
        );
        assert_eq!(
            r[0].text(),
            "calling a __device__ function(\"d(int)\") from a __host__ function(\"h\") is not allowed"
        );
        // After an error: broken name for callees with parameters, normal for `z()` (c1, c7).
        let r = check_call(&il, &site(hd, d, true), &o, ANON);
        assert_eq!(
            r[0].text(),
            "calling a __device__ function(\"_Z1d1?\") from a __host__ __device__ function(\"hd\") is not allowed"
        );
        let r = check_call(&il, &site(h, z, true), &o, ANON);
        assert_eq!(
            r[0].text(),
            "calling a __device__ function(\"z()\") from a __host__ function(\"h\") is not allowed"
        );
        // Explicit __host__ caller behaves like implicit.
        let h3 = func(&mut il, "h3", &[], 0, H);
        assert_eq!(
            check_call(&il, &site(h3, d, false), &o, ANON)[0].id,
            id::D_H_ILLEGAL_CALL
        );
        // Device, global, HD callees from host: nothing (device-side direction is cicc's).
        let dd = func(&mut il, "dd", &[], 0, D);
        assert!(check_call(&il, &site(dd, h, false), &o, ANON).is_empty());
        assert!(check_call(&il, &site(h, hd, false), &o, ANON).is_empty());
    }

    #[test]
    fn constexpr_and_relaxed() {
        let mut il = il();
        let i = int(&il);
        let cd = func(&mut il, "cd", &[i], FunctionData::CONSTEXPR, D);
        let h = func(&mut il, "h2", &[], 0, 0);
        let hd = func(&mut il, "hd2", &[], 0, HD);
        let o = CudaOptions::default();
        let r = check_call(&il, &site(h, cd, true), &o, ANON);
        assert_eq!(
            r[0].text(),
            "calling a constexpr __device__ function(\"_Z2cd1?\") from a __host__ function(\"h2\") is not allowed. The experimental flag '--expt-relaxed-constexpr' can be used to allow this."
        );
        assert_eq!(
            check_call(&il, &site(hd, cd, true), &o, ANON)[0].id,
            id::D_HD_ILLEGAL_CALL_CONSTEXPR
        );
        let rel = CudaOptions {
            relaxed_constexpr: true,
            ..o
        };
        assert!(check_call(&il, &site(h, cd, false), &rel, ANON).is_empty());
        assert!(check_call(&il, &site(hd, cd, false), &rel, ANON).is_empty());
        // relaxed does not cover non-constexpr callees (c2).
        let d = func(&mut il, "d", &[i], 0, D);
        assert_eq!(
            check_call(&il, &site(h, d, false), &rel, ANON)[0].id,
            id::D_H_ILLEGAL_CALL
        );
    }

    #[test]
    fn implicit_members_and_contexts() {
        let mut il = il();
        let i = int(&il);
        let d = func(&mut il, "d", &[i], 0, D);
        let h = func(&mut il, "h", &[], 0, 0);
        let implicit = func(&mut il, "O", &[], FunctionData::IMPLICIT, ExecSpace::IMPLICIT_HD);
        let o = CudaOptions::default();
        assert!(check_call(&il, &site(h, implicit, false), &o, ANON).is_empty());
        // Implicit calls inside implicit/defaulted member definitions are not checked.
        assert!(check_call(&il, &site(implicit, d, false), &o, ANON).is_empty());
        let w = func(&mut il, "W", &[], FunctionData::DEFAULTED, 0);
        assert!(check_call(&il, &site(w, d, false), &o, ANON).is_empty());
        for ctx in [
            CallContext::NamespaceInit,
            CallContext::DefaultArgument,
            CallContext::DefaultMemberInit,
            CallContext::Unevaluated,
            CallContext::Dependent,
            CallContext::MemInitializer,
        ] {
            let s = CallSite {
                context: ctx,
                ..site(h, d, false)
            };
            assert!(check_call(&il, &s, &o, ANON).is_empty(), "{ctx:?}");
        }
    }

    #[test]
    fn configuration_rules() {
        let mut il = il();
        let i = int(&il);
        let k = func_in(
            &mut il,
            crate::sema::scopes::Scopes::GLOBAL,
            "k",
            TypeTable::VOID,
            &[i],
            0,
            G,
        );
        let d = func(&mut il, "d", &[i], 0, D);
        let hd = func(&mut il, "hd", &[i], 0, HD);
        let hf = func(&mut il, "hf", &[i], 0, 0);
        let o = CudaOptions::default();
        for caller_exec in [0, D, G, HD] {
            let c = func(&mut il, "f", &[], 0, caller_exec);
            let r = check_call(&il, &site(c, k, false), &o, ANON);
            assert_eq!(r[0].text(), "a __global__ function call must be configured");
            assert_eq!(r[0].severity, Severity::Error);
        }
        let f = func(&mut il, "f4", &[], 0, 0);
        let cfg = |callee| CallSite {
            configured: true,
            ..site(f, callee, true)
        };
        assert!(check_call(&il, &cfg(k), &o, ANON).is_empty());
        let r = check_call(&il, &cfg(d), &o, ANON);
        assert_eq!(
            r.iter().map(|x| x.id).collect::<Vec<_>>(),
            vec![id::D_H_ILLEGAL_CALL, id::CONFIGURATION_ERROR]
        );
        assert_eq!(r[1].text(), "a __device__ function call cannot be configured");
        assert_eq!(
            check_call(&il, &cfg(hd), &o, ANON)[0].text(),
            "a __device__ function call cannot be configured"
        );
        assert_eq!(
            check_call(&il, &cfg(hf), &o, ANON)[0].text(),
            "a host function call cannot be configured"
        );
    }

    #[test]
    fn stream_remark() {
        let r = check_launch_stream(2, 5);
        assert_eq!(
            (r[0].text(), r[0].severity),
            (
                "explicit stream argument not provided in kernel launch".into(),
                Severity::Remark
            )
        );
        assert_eq!(check_launch_stream(3, 5).len(), 1);
        assert!(check_launch_stream(4, 5).is_empty());
    }

    #[test]
    fn device_side_table() {
        let o = CudaOptions::default();
        let h = ExecSpace(0);
        assert_eq!(
            device_side_call(Space::HostDevice, h, false, &o),
            Some((id::H_HD_ILLEGAL_CALL, Severity::Warning))
        );
        assert_eq!(
            device_side_call(Space::Device, h, true, &o),
            Some((id::H_D_ILLEGAL_CALL_CONSTEXPR, Severity::Error))
        );
        assert_eq!(
            device_side_call(Space::Global, h, false, &o),
            Some((id::H_G_ILLEGAL_CALL, Severity::Error))
        );
        let rel = CudaOptions {
            relaxed_constexpr: true,
            ..o
        };
        assert_eq!(device_side_call(Space::Device, h, true, &rel), None);
        assert_eq!(device_side_call(Space::Host, h, false, &o), None);
        assert_eq!(device_side_call(Space::Device, ExecSpace(HD), false, &o), None);
    }

    #[test]
    fn variable_refs() {
        let mut il = il();
        let i = int(&il);
        let sv = var(&mut il, "sv", i, 0, MemSpace::SHARED);
        let dv = var(&mut il, "dv", i, 0, MemSpace::DEVICE);
        let cv = var(&mut il, "cv", i, 0, MemSpace::CONSTANT);
        let mv = var(&mut il, "mv", i, 0, MemSpace::MANAGED | MemSpace::DEVICE);
        let h = func(&mut il, "r", &[], 0, 0);
        let hd = func(&mut il, "hd", &[], 0, HD);
        let d = func(&mut il, "dd", &[], 0, D);
        let r = cvr(&il, FB, Some(h), sv, VarAccess::Read, 3);
        assert_eq!(
            r[0].text(),
            "a __shared__ variable \"sv\" cannot be directly read in a host function"
        );
        assert_eq!(r[0].severity, Severity::Warning);
        assert_eq!(
            cvr(&il, FB, Some(h), cv, VarAccess::Read, 3)[0].text(),
            "a __constant__ variable \"cv\" cannot be directly read in a host function"
        );
        assert_eq!(
            cvr(&il, FB, Some(h), dv, VarAccess::Write, 3)[0].text(),
            "a __device__ variable \"dv\" cannot be directly written in a host function"
        );
        assert_eq!(
            cvr(&il, FB, Some(h), sv, VarAccess::AddressOf, 3)[0].text(),
            "address of a __shared__ variable \"sv\" cannot be directly taken in a host function"
        );
        assert!(cvr(&il, FB, Some(h), dv, VarAccess::AddressOf, 3).is_empty());
        assert!(cvr(&il, FB, Some(h), mv, VarAccess::Write, 3).is_empty());
        assert!(cvr(&il, FB, Some(d), dv, VarAccess::Read, 3).is_empty());
        assert!(cvr(&il, FB, None, dv, VarAccess::Read, 3).is_empty());
        assert_eq!(
            cvr(&il, FB, Some(hd), dv, VarAccess::Read, 3)[0].id,
            id::DEVICE_VAR_READ_IN_HOST
        );
        let rw = cvr(&il, FB, Some(h), sv, VarAccess::ReadWrite, 3);
        assert_eq!(
            rw.iter().map(|x| x.id).collect::<Vec<_>>(),
            vec![id::DEVICE_VAR_READ_IN_HOST, id::DEVICE_VAR_WRITTEN_IN_HOST]
        );
        assert!(cvr(&il, CallContext::Unevaluated, Some(h), dv, VarAccess::Read, 3).is_empty());
    }

    #[test]
    fn auto_device_function_refs() {
        let mut il = il();
        let i = int(&il);
        let a = il.types.auto(AutoKind::Auto);
        let da = func_in(&mut il, crate::sema::scopes::Scopes::GLOBAL, "da", a, &[i], 0, D);
        let dc = func_in(
            &mut il,
            crate::sema::scopes::Scopes::GLOBAL,
            "dc",
            a,
            &[i],
            FunctionData::CONSTEXPR,
            D,
        );
        let h = func(&mut il, "h", &[], 0, 0);
        let hd = func(&mut il, "hd", &[], 0, HD);
        let d = func(&mut il, "d", &[], 0, D);
        let c = func(&mut il, "c", &[], FunctionData::CONSTEXPR, D);
        let r = check_auto_device_fn_ref(&il, Some(h), da, 2);
        assert_eq!(r[0].text(), "A non-constexpr __device__ function (\"da\") with \"auto\" deduced return type cannot be directly referenced outside the bodies of device functions, except if the reference is absent when __CUDA_ARCH__ is undefined");
        assert_eq!(r[0].severity, Severity::DiscretionaryError);
        assert_eq!(check_auto_device_fn_ref(&il, None, da, 2).len(), 1);
        assert_eq!(check_auto_device_fn_ref(&il, Some(hd), da, 2).len(), 1);
        assert!(check_auto_device_fn_ref(&il, Some(d), da, 2).is_empty());
        let r = check_auto_device_fn_ref(&il, Some(c), da, 2);
        assert!(r[0]
            .text()
            .contains("referenced from a constexpr or consteval __device__ function, except"));
        assert!(check_auto_device_fn_ref(&il, Some(h), dc, 2).is_empty());
    }
}
