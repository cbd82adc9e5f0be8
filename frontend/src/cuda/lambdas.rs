//! Lambda rules: 3612 (annotation without `--extended-lambda`), 3621 (annotation on `operator()`), and the
//! extended-lambda restrictions cudafe++ checks (D §2.1/§3, probes l1-l3).
//!
//! Verified behaviour:
//! - without `--extended-lambda`, any `__host__`/`__device__` written before the parameter list gives only
//!   3612 at the `(` (also for `__host__`-only lambdas); nothing else is checked.
//! - an attribute after the parameter list (`[] () __device__ {}`) gives 3621 at the `{`, with or without the
//!   flag.
//! - with the flag, a lambda is *extended* when annotated `__device__` or `__host__ __device__` and its
//!   enclosing function (through plain lambdas) is host or HD. `__host__`-only lambdas, lambdas in
//!   device/global functions and namespace-scope lambdas are not extended and raise nothing; a device
//!   lambda nested in lambdas at namespace scope gives 3617.
//! - all carets of parent-function rules are the `(` of the lambda's parameter list; 3614 is at the `[`;
//!   3620 at the `{`; capture rules at the captured name (`[&]`: at the `(`, then at the first use of each
//!   implicitly captured variable).
//! - order on one lambda: enclosing-lambda rules (3618/3619, which stop the parent checks) → parent rules
//!   3592, 3600, 3601, 3608, 3609, 3613 → captures in order (3593, 3594, 3596, 3597, 3615, 3616) → 3620 →
//!   3614 [l3: 3600→3608, 3592→3613, 3593→3615→3620→3614; a generic enclosing lambda suppressed 3613].
//! - implicit `this` capture in an extended lambda: remark 3635 (hidden by default).
//! - all are discretionary errors (printed `error:` without a number).
//!
//! `__nv_parent(&f)` annotations: 3589-3591 ([`check_nv_parent`]).
//!
//! cicc-only (not here): 20148-20150 (template arguments of the parent), 20153/20154.

use super::spaces::caller_space;
use super::{CudaDiag, CudaOptions};
use crate::diag::{id, Arg, DiagId, Severity};
use crate::sema::entities::{Access, FnRole, FunctionData, Space};
use crate::sema::ids::{EntityId, TypeId};
use crate::sema::il::Il;
use crate::sema::names::Symbol;
use crate::sema::printing::Printer;
use crate::sema::types::TypeKind;
use crate::source::Offset;

/// Where a lambda is, outside any enclosing lambdas.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LambdaParent {
    /// The innermost enclosing function that is not a lambda's `operator()`.
    Function(EntityId),
    /// No enclosing function (namespace-scope initializer, default member initializer, …).
    NamespaceScope,
}

/// A lambda enclosing the one being checked (between it and its parent function).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EnclosingLambda {
    pub generic: bool,
    /// An extended `__host__ __device__` lambda.
    pub extended_hd: bool,
}

/// What the parser knows about a lambda when its declarator is complete.
#[derive(Clone, Copy, Debug)]
pub struct LambdaInfo<'a> {
    /// `__host__` / `__device__` written between the introducer and the parameter list.
    pub host: bool,
    pub device: bool,
    /// An execution-space attribute written after the parameter list (3621).
    pub annotated_after_declarator: bool,
    pub generic: bool,
    /// `Some("constexpr")` / `Some("consteval")` when written.
    pub constexpr_kw: Option<&'static str>,
    /// `[`, `(` (where the parameter list is or would be), `{`.
    pub intro_at: Offset,
    pub params_at: Offset,
    /// The token after the last `__host__`/`__device__` attribute: 3612's caret. It is `params_at`
    /// unless a `__nv_parent(…)` annotation follows the attribute [probe: cudacov-s9/nv_parent_order].
    pub disallowed_at: Offset,
    pub body_at: Offset,
    pub parent: LambdaParent,
    /// Enclosing lambdas, innermost first.
    pub enclosing: &'a [EnclosingLambda],
}

/// The classification the rest of the compiler (host output, numbering) needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LambdaKind {
    NotExtended,
    Device,
    HostDevice,
}

impl LambdaKind {
    fn word(self) -> &'static str {
        match self {
            LambdaKind::HostDevice => "__host__ __device__",
            _ => "__device__",
        }
    }
}

fn e(id: DiagId, at: Offset) -> CudaDiag {
    CudaDiag::new(Severity::DiscretionaryError, id, at)
}

/// Classifies a lambda (no diagnostics).
pub fn classify(il: &Il, info: &LambdaInfo, opts: &CudaOptions) -> LambdaKind {
    if !opts.extended_lambda || !info.device {
        return LambdaKind::NotExtended;
    }
    let LambdaParent::Function(f) = info.parent else {
        return LambdaKind::NotExtended;
    };
    match il.entities.get(f).map(|x| caller_space(x.exec)) {
        Some(Space::ImplicitHost | Space::Host | Space::HostDevice) => {}
        _ => return LambdaKind::NotExtended,
    }
    if info.host {
        LambdaKind::HostDevice
    } else {
        LambdaKind::Device
    }
}

/// The lambda-level rules, called once the declarator (up to the `{`) is parsed and before the explicit
/// captures are checked with [`check_capture`]; finish with [`check_lambda_tail`].
pub fn check_lambda(il: &Il, info: &LambdaInfo, opts: &CudaOptions) -> (LambdaKind, Vec<CudaDiag>) {
    let mut out = Vec::new();
    if info.annotated_after_declarator {
        out.push(e(id::LAMBDA_OPERATOR_ANNOTATED, info.body_at));
    }
    if !opts.extended_lambda {
        if info.host || info.device {
            out.push(e(id::EXTENDED_LAMBDA_DISALLOWED, info.disallowed_at));
        }
        return (LambdaKind::NotExtended, out);
    }
    if !info.device {
        return (LambdaKind::NotExtended, out);
    }
    let kind = classify(il, info, opts);
    let word = if info.host { "__host__ __device__" } else { "__device__" };
    let at = info.params_at;
    match info.parent {
        LambdaParent::NamespaceScope => {
            if !info.enclosing.is_empty() {
                out.push(e(id::EXTENDED_LAMBDA_ENCLOSING_FUNCTION_NOT_FOUND, at).arg(Arg::Str(word.into())));
            }
        }
        LambdaParent::Function(f) if kind != LambdaKind::NotExtended => out.extend(parent_rules(il, f, word, info)),
        LambdaParent::Function(_) => {}
    }
    (kind, out)
}

fn parent_rules(il: &Il, f: EntityId, word: &str, info: &LambdaInfo) -> Vec<CudaDiag> {
    let at = info.params_at;
    let s = |x: &str| Arg::Str(x.into());
    if info.enclosing.iter().any(|l| l.generic) {
        return vec![e(id::EXTENDED_LAMBDA_ENCLOSING_FUNCTION_GENERIC_LAMBDA, at)
            .arg(s(word))
            .arg(s("operator()"))];
    }
    if info.enclosing.iter().any(|l| l.extended_hd) {
        return vec![e(id::EXTENDED_LAMBDA_ENCLOSING_FUNCTION_HD_LAMBDA, at)
            .arg(s(word))
            .arg(s("operator()"))];
    }
    let mut out = Vec::new();
    let Some(fe) = il.entities.get(f) else {
        return out;
    };
    let fname = Printer::new(il).name(f).to_string();
    let class = il.entities.get(fe.parent).and_then(|p| p.class().map(|c| (p, c)));
    if class.map(|(_, c)| c.local).unwrap_or(false) {
        out.push(
            e(id::EXTENDED_LAMBDA_ENCLOSING_FUNCTION_LOCAL, at)
                .arg(s(word))
                .arg(s(&fname)),
        );
    }
    let fd = fe.function().copied().unwrap_or_default();
    if matches!(fd.role, FnRole::Constructor | FnRole::Destructor) {
        out.push(
            e(id::EXTENDED_LAMBDA_CANT_TAKE_FUNCTION_ADDRESS, at)
                .arg(s(word))
                .arg(s(&fname)),
        );
    }
    if class.map(|(p, _)| p.name == Symbol::EMPTY).unwrap_or(false) {
        out.push(
            e(id::EXTENDED_LAMBDA_PARENT_CLASS_UNNAMED, at)
                .arg(s(word))
                .arg(s(&fname)),
        );
    }
    if matches!(fe.access, Access::Private | Access::Protected) {
        out.push(
            e(id::EXTENDED_LAMBDA_INACCESSIBLE_PARENT, at)
                .arg(s(word))
                .arg(s(&fname)),
        );
    }
    // A class between the function and namespace scope that is a private/protected member of its class.
    let mut c = fe.parent;
    for _ in 0..64 {
        let Some(ce) = il.entities.get(c) else { break };
        if ce.class().is_none() {
            break;
        }
        if matches!(ce.access, Access::Private | Access::Protected) {
            out.push(
                e(id::EXTENDED_LAMBDA_INACCESSIBLE_ANCESTOR, at)
                    .arg(s(word))
                    .arg(s(Printer::new(il).name(c))),
            );
            break;
        }
        c = ce.parent;
    }
    let auto_ret = fd.has(FunctionData::DEDUCED_RETURN)
        || matches!(il.types.ckind(fe.ty), TypeKind::Function(sig) if matches!(il.types.ckind(sig.ret), TypeKind::Auto(_)));
    if auto_ret {
        out.push(
            e(id::EXTENDED_LAMBDA_ENCLOSING_FUNCTION_DEDUCIBLE, at)
                .arg(s(word))
                .arg(s(&fname)),
        );
    }
    out
}

/// One capture of an extended lambda (explicit captures in order; `[&]`/implicit ones as found).
#[derive(Clone, Copy, Debug, Default)]
pub struct Capture {
    /// The captured name (for `[&]` itself: the lambda's `(`; for implicit captures: the first use).
    pub at: Offset,
    pub by_ref: bool,
    /// An init-capture (`[y = x]`).
    pub init: bool,
    /// `[ts...]`: an element of a function parameter pack.
    pub pack: bool,
    /// `[b = arr]` where the init-capture has array type.
    pub init_array: bool,
    /// The init-capture's type is `std::initializer_list<…>`.
    pub init_initlist: bool,
    /// Type of the captured variable (array-rank and local/private type rules), `TypeId::NONE` if unknown.
    pub ty: TypeId,
    /// A captured array whose element type is not default constructible on the host (3598) / not
    /// copy-assignable on the host (3599) — class semantics the caller's overload resolution decides.
    pub elem_not_default_constructible: bool,
    pub elem_not_assignable: bool,
}

/// Rules per capture of an extended lambda (nothing for a non-extended one).
pub fn check_capture(il: &Il, kind: LambdaKind, cap: &Capture) -> Vec<CudaDiag> {
    let mut out = Vec::new();
    if kind == LambdaKind::NotExtended {
        return out;
    }
    let w = Arg::Str(kind.word().into());
    if cap.by_ref {
        // The type rules still run: `[&l]` of a local-class variable gives 3593 then 3603 (l6).
        out.push(e(id::EXTENDED_LAMBDA_REFERENCE_CAPTURE, cap.at).arg(w.clone()));
    }
    if cap.pack {
        out.push(e(id::EXTENDED_LAMBDA_PACK_CAPTURE, cap.at).arg(w.clone()));
    }
    if cap.init && kind == LambdaKind::HostDevice {
        out.push(e(id::EXTENDED_LAMBDA_HD_INIT_CAPTURE, cap.at));
        return out;
    }
    if cap.init_array {
        out.push(e(id::EXTENDED_LAMBDA_INIT_CAPTURE_ARRAY, cap.at).arg(w.clone()));
    }
    if cap.init_initlist {
        out.push(e(id::EXTENDED_LAMBDA_INIT_CAPTURE_INITLIST, cap.at).arg(w.clone()));
    }
    if !cap.init && cap.ty.is_some() && array_rank(il, cap.ty) > 7 {
        out.push(
            e(id::EXTENDED_LAMBDA_ARRAY_CAPTURE_RANK, cap.at)
                .arg(w.clone())
                .arg(Arg::Type(Printer::new(il).type_str(cap.ty))),
        );
    }
    if cap.ty.is_some() && (cap.elem_not_default_constructible || cap.elem_not_assignable) {
        let elem = Arg::Type(Printer::new(il).type_str(array_element(il, cap.ty)));
        if cap.elem_not_default_constructible {
            out.push(
                e(id::EXTENDED_LAMBDA_ARRAY_CAPTURE_DEFAULT_CONSTRUCTIBLE, cap.at)
                    .arg(w.clone())
                    .arg(elem.clone()),
            );
        }
        if cap.elem_not_assignable {
            out.push(
                e(id::EXTENDED_LAMBDA_ARRAY_CAPTURE_ASSIGNABLE, cap.at)
                    .arg(w.clone())
                    .arg(elem),
            );
        }
    }
    if cap.ty.is_some() {
        match bad_type(il, cap.ty, 0) {
            Some(Bad::Local(t)) => {
                out.push(e(id::EXTENDED_LAMBDA_CAPTURE_LOCAL_TYPE, cap.at).arg(Arg::Type(Printer::new(il).type_str(t))))
            }
            Some(Bad::Private(t)) => out
                .push(e(id::EXTENDED_LAMBDA_CAPTURE_PRIVATE_TYPE, cap.at).arg(Arg::Type(Printer::new(il).type_str(t)))),
            None => {}
        }
    }
    out
}

fn array_element(il: &Il, mut t: TypeId) -> TypeId {
    for _ in 0..64 {
        match il.types.ckind(t) {
            TypeKind::Array(el, _) => t = el,
            _ => break,
        }
    }
    t
}

/// A class type in a capture's type that is local to a function (3603) or a private/protected member
/// (3604), found through pointers, references, arrays, cv, member pointers, function types and class
/// template arguments [D §2.6 "recursive type visitor"].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bad {
    Local(TypeId),
    Private(TypeId),
}

fn bad_type(il: &Il, t: TypeId, depth: u32) -> Option<Bad> {
    if depth > 32 {
        return None;
    }
    let t = il.types.canonical(t);
    match il.types.kind(t) {
        TypeKind::Qualified(b, _) | TypeKind::Pointer(b) | TypeKind::LRef(b) | TypeKind::RRef(b) => {
            bad_type(il, b, depth + 1)
        }
        TypeKind::Array(b, _) | TypeKind::Vector { elem: b, .. } | TypeKind::Complex(b) => bad_type(il, b, depth + 1),
        TypeKind::MemberPointer { class, pointee } => {
            bad_type(il, class, depth + 1).or_else(|| bad_type(il, pointee, depth + 1))
        }
        TypeKind::Function(sig) => std::iter::once(sig.ret)
            .chain(il.types.type_list(sig.params).iter().copied())
            .find_map(|p| bad_type(il, p, depth + 1)),
        TypeKind::Class(c) | TypeKind::Enum(c) => {
            let ent = il.entities.get(c)?;
            if ent.class().map(|d| d.local).unwrap_or(false) {
                return Some(Bad::Local(t));
            }
            if matches!(ent.access, Access::Private | Access::Protected) {
                return Some(Bad::Private(t));
            }
            let spec = ent.spec().copied()?;
            il.types.arg_list(spec.args).iter().find_map(|a| match a {
                crate::sema::types::TemplateArg::Type(at) => bad_type(il, *at, depth + 1),
                _ => None,
            })
        }
        _ => None,
    }
}

fn array_rank(il: &Il, mut t: TypeId) -> u32 {
    let mut n = 0;
    while n < 64 {
        match il.types.ckind(t) {
            TypeKind::Array(el, _) => {
                n += 1;
                t = el;
            }
            _ => break,
        }
    }
    n
}

/// After the captures: 3620 (constexpr/consteval, at the `{`) then 3614 (generic HD lambda, at the `[`).
pub fn check_lambda_tail(kind: LambdaKind, info: &LambdaInfo) -> Vec<CudaDiag> {
    let mut out = Vec::new();
    if kind == LambdaKind::NotExtended {
        return out;
    }
    if let Some(kw) = info.constexpr_kw {
        out.push(
            e(id::EXTENDED_LAMBDA_CONSTEXPR, info.body_at)
                .arg(Arg::Str(kw.into()))
                .arg(Arg::Str(kind.word().into())),
        );
    }
    if kind == LambdaKind::HostDevice && info.generic {
        out.push(e(id::EXTENDED_HOST_DEVICE_GENERIC_LAMBDA, info.intro_at));
    }
    out
}

/// The first capture of a variable happens inside a `constexpr if` branch of an extended lambda's body
/// (`[=] __device__ () { if constexpr (B) { return x; } … }`): 3691 at that use [verified l5]. cudafe++
/// reports it on the template definition (no instantiation needed).
pub fn check_capture_in_constexpr_if(kind: LambdaKind, at: Offset) -> Vec<CudaDiag> {
    if kind == LambdaKind::NotExtended {
        return Vec::new();
    }
    vec![e(id::EXTENDED_LAMBDA_CAPTURE_IN_CONSTEXPR_IF, at).arg(Arg::Str(kind.word().into()))]
}

/// Implicit capture of `this` by an extended lambda (at the use): remark 3635.
pub fn check_implicit_this(kind: LambdaKind, at: Offset) -> Vec<CudaDiag> {
    if kind == LambdaKind::NotExtended {
        return Vec::new();
    }
    vec![CudaDiag::new(Severity::Remark, id::THIS_ADDR_CAPTURE_EXT_LAMBDA, at)]
}

/// What the operand of one `__nv_parent(e)` lambda annotation is, as far as the rules go (the caller
/// classifies the lowered expression; anything else is a gap).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NvParentOperand {
    /// An erroneous expression (its own diagnostic already given).
    Error,
    /// A function, `&f`, or `&C::memfn`: a function address.
    FunctionAddress,
    /// Any other constant (integer, `nullptr`, `&global`, `&C::datamember`).
    OtherConstant,
}

/// One `__nv_parent(e)` annotation, in the order written, with the previous one's outcome (`prev_valid`:
/// an earlier annotation of the lambda stored a parent). [disassembly of the annotation loop and of the
/// operand scanner (sub 0x52fb70), probes in corpus/cudacov-s9/nv_parent_*]:
/// - an erroneous operand gives 3589 at the token after it (EDG then does not consume the `)`);
/// - a constant that is not a function address gives 3591 at the token after the `)`;
/// - a repeated annotation after one that stored a parent gives 3590 there too (after its own 3591);
/// - nothing depends on `--extended-lambda` or on the lambda's execution space; the function need not
///   enclose the lambda.
/// Returns the diagnostics and whether this annotation stored a parent.
pub fn check_nv_parent(op: NvParentOperand, prev_valid: bool, at: Offset) -> (Vec<CudaDiag>, bool) {
    let mut out = Vec::new();
    match op {
        NvParentOperand::Error => out.push(e(id::EXTENDED_LAMBDA_NO_PARENT_FUNC, at)),
        NvParentOperand::OtherConstant => out.push(e(id::EXTENDED_LAMBDA_ILLEGAL_PARENT, at)),
        NvParentOperand::FunctionAddress => {}
    }
    if prev_valid {
        out.push(e(id::EXTENDED_LAMBDA_MULTIPLE_PARENT, at));
    }
    (out, op == NvParentOperand::FunctionAddress)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cuda::testutil::*;
    use crate::sema::entities::{ClassKey, Payload};
    use crate::sema::scopes::Scopes;
    use crate::sema::types::ArrayBound;
    use crate::sema::types::{AutoKind, TypeTable};
    use crate::source::Span;

    fn info(parent: LambdaParent) -> LambdaInfo<'static> {
        LambdaInfo {
            host: false,
            device: true,
            annotated_after_declarator: false,
            generic: false,
            constexpr_kw: None,
            intro_at: 1,
            params_at: 2,
            disallowed_at: 2,
            body_at: 3,
            parent,
            enclosing: &[],
        }
    }
    const EXT: CudaOptions = CudaOptions {
        relaxed_constexpr: false,
        extended_lambda: true,
        device_c: false,
        static_host_stub: false,
        register_params: false,
    };

    #[test]
    fn nv_parent_annotations() {
        use NvParentOperand::*;
        let ids = |v: Vec<CudaDiag>| v.iter().map(|d| d.id).collect::<Vec<_>>();
        let (d, ok) = check_nv_parent(FunctionAddress, false, 5);
        assert!(d.is_empty() && ok);
        let (d, ok) = check_nv_parent(OtherConstant, true, 5);
        assert_eq!((ids(d), ok), (vec![id::EXTENDED_LAMBDA_ILLEGAL_PARENT, id::EXTENDED_LAMBDA_MULTIPLE_PARENT], false));
        let (d, ok) = check_nv_parent(FunctionAddress, false, 9);
        assert!(d.is_empty() && ok);
        let (d, _) = check_nv_parent(Error, false, 7);
        assert_eq!((d[0].text(), d[0].at), ("Could not determine parent function address from __parent() annotation".into(), 7));
    }

    #[test]
    fn without_flag() {
        let mut il = il();
        let f = func(&mut il, "f1", &[], 0, 0);
        let i = LambdaInfo {
            host: true,
            device: false,
            ..info(LambdaParent::Function(f))
        };
        let (k, d) = check_lambda(&il, &i, &CudaOptions::default());
        assert_eq!(k, LambdaKind::NotExtended);
        assert_eq!(
            (d[0].text(), d[0].at),
            (
                "__host__ or __device__ annotation on lambda requires --extended-lambda nvcc flag".into(),
                2
            )
        );
        let i = LambdaInfo {
            device: false,
            annotated_after_declarator: true,
            ..info(LambdaParent::Function(f))
        };
        let (_, d) = check_lambda(&il, &i, &CudaOptions::default());
        assert_eq!((d.len(), d[0].id, d[0].at), (1, id::LAMBDA_OPERATOR_ANNOTATED, 3));
    }

    #[test]
    fn classification() {
        let mut il = il();
        let h = func(&mut il, "h", &[], 0, 0);
        let d = func(&mut il, "d", &[], 0, D);
        let hd = func(&mut il, "hd", &[], 0, HD);
        assert_eq!(
            classify(&il, &info(LambdaParent::Function(h)), &EXT),
            LambdaKind::Device
        );
        assert_eq!(
            classify(
                &il,
                &LambdaInfo {
                    host: true,
                    ..info(LambdaParent::Function(hd))
                },
                &EXT
            ),
            LambdaKind::HostDevice
        );
        assert_eq!(
            classify(&il, &info(LambdaParent::Function(d)), &EXT),
            LambdaKind::NotExtended
        );
        assert_eq!(
            classify(
                &il,
                &LambdaInfo {
                    device: false,
                    host: true,
                    ..info(LambdaParent::Function(h))
                },
                &EXT
            ),
            LambdaKind::NotExtended
        );
        // Namespace scope: not extended, no error; nested in a lambda there: 3617.
        let (k, dd) = check_lambda(&il, &info(LambdaParent::NamespaceScope), &EXT);
        assert_eq!((k, dd.len()), (LambdaKind::NotExtended, 0));
        let enc = [EnclosingLambda::default()];
        let (_, dd) = check_lambda(
            &il,
            &LambdaInfo {
                enclosing: &enc,
                ..info(LambdaParent::NamespaceScope)
            },
            &EXT,
        );
        assert!(dd[0].text().starts_with(
            "If an extended __device__ lambda is defined within the body of one or more nested lambda expressions"
        ));
        // Inside a device function `[&x]` is fine.
        let c = Capture {
            by_ref: true,
            at: 5,
            ..Default::default()
        };
        assert!(check_capture(&il, LambdaKind::NotExtended, &c).is_empty());
    }

    #[test]
    fn parent_rules_texts_and_order() {
        let mut il = il();
        // C2: private constructor → 3600 then 3608.
        let n = il.names.intern("C2");
        let c = il.declare_class(Scopes::GLOBAL, n, ClassKey::Class, false, Span::default());
        let s = il.begin_class_definition(c, Scopes::GLOBAL);
        let ctor = func_in(&mut il, s, "C2", TypeTable::VOID, &[], 0, 0);
        il.end_class_definition(c);
        if let Payload::Function(fd) = &mut il.entities.ent_mut(ctor).data {
            fd.role = FnRole::Constructor;
        }
        il.entities.ent_mut(ctor).access = Access::Private;
        let (_, d) = check_lambda(&il, &info(LambdaParent::Function(ctor)), &EXT);
        assert_eq!(d.len(), 2);
        assert_eq!(d[0].text(), "The enclosing parent function (\"C2\") for an extended __device__ lambda must allow its address to be taken");
        assert_eq!(d[1].text(), "The enclosing parent function (\"C2\") for an extended __device__ lambda cannot have private or protected access within its class");
        assert_eq!(d[0].at, 2);
        // Local class + deduced return: 3592 then 3613 (l3 line 4).
        let ln = il.names.intern("L");
        let lc = il.declare_class(Scopes::GLOBAL, ln, ClassKey::Struct, false, Span::default());
        let ls = il.begin_class_definition(lc, Scopes::GLOBAL);
        let a = il.types.auto(AutoKind::Auto);
        let m = func_in(&mut il, ls, "m", a, &[], 0, 0);
        il.end_class_definition(lc);
        if let Payload::Class(cd) = &mut il.entities.ent_mut(lc).data {
            cd.local = true;
        }
        let (_, d) = check_lambda(&il, &info(LambdaParent::Function(m)), &EXT);
        assert_eq!(
            d.iter().map(|x| x.id).collect::<Vec<_>>(),
            vec![
                id::EXTENDED_LAMBDA_ENCLOSING_FUNCTION_LOCAL,
                id::EXTENDED_LAMBDA_ENCLOSING_FUNCTION_DEDUCIBLE
            ]
        );
        assert_eq!(d[0].text(), "The enclosing parent function (\"m\") for an extended __device__ lambda must not be defined inside another function");
        // Generic enclosing lambda: 3618 only (l3 line 6: no 3613 for the auto parent).
        let f5 = func_in(&mut il, Scopes::GLOBAL, "f5", a, &[], 0, 0);
        let enc = [EnclosingLambda {
            generic: true,
            extended_hd: false,
        }];
        let (_, d) = check_lambda(
            &il,
            &LambdaInfo {
                enclosing: &enc,
                ..info(LambdaParent::Function(f5))
            },
            &EXT,
        );
        assert_eq!(d.len(), 1);
        assert_eq!(
            d[0].text(),
            "An extended __device__ lambda cannot be defined inside a generic lambda expression(\"operator()\")."
        );
        let enc = [EnclosingLambda {
            generic: false,
            extended_hd: true,
        }];
        let h = func(&mut il, "h", &[], 0, 0);
        let (_, d) = check_lambda(
            &il,
            &LambdaInfo {
                enclosing: &enc,
                ..info(LambdaParent::Function(h))
            },
            &EXT,
        );
        assert_eq!(d[0].text(), "An extended __device__ lambda cannot be defined inside an extended __host__ __device__  lambda expression(\"operator()\").");
    }

    #[test]
    fn unnamed_and_private_ancestor() {
        let mut il = il();
        let c = il.declare_class(Scopes::GLOBAL, Symbol::EMPTY, ClassKey::Struct, false, Span::default());
        let s = il.begin_class_definition(c, Scopes::GLOBAL);
        let f = func_in(&mut il, s, "f", TypeTable::VOID, &[], 0, 0);
        il.end_class_definition(c);
        let (_, d) = check_lambda(&il, &info(LambdaParent::Function(f)), &EXT);
        assert_eq!(d[0].text(), "The enclosing parent function (\"f\") for an extended __device__ lambda cannot be a member function of a class that is unnamed");
        let (ic, g) = class_with_member(&mut il, "I", "f", 0, 0);
        il.entities.ent_mut(ic).access = Access::Private;
        let (_, d) = check_lambda(&il, &info(LambdaParent::Function(g)), &EXT);
        assert_eq!(d[0].text(), "An extended __device__ lambda cannot be defined inside a class (\"I\") with private or protected access within another class");
    }

    #[test]
    fn captures_and_tail() {
        let mut il = il();
        let h = func(&mut il, "f4", &[], 0, 0);
        // l3 line 5: `[&x, y = x] __host__ __device__ (auto v) constexpr` → 3593, 3615, 3620, 3614.
        let i = LambdaInfo {
            host: true,
            generic: true,
            constexpr_kw: Some("constexpr"),
            ..info(LambdaParent::Function(h))
        };
        let (k, d) = check_lambda(&il, &i, &EXT);
        assert!(d.is_empty());
        assert_eq!(k, LambdaKind::HostDevice);
        let a = check_capture(
            &il,
            k,
            &Capture {
                by_ref: true,
                at: 10,
                ..Default::default()
            },
        );
        assert_eq!(
            a[0].text(),
            "An extended __host__ __device__ lambda cannot capture variables by reference"
        );
        let b = check_capture(
            &il,
            k,
            &Capture {
                init: true,
                at: 11,
                ..Default::default()
            },
        );
        assert_eq!(
            b[0].text(),
            "init-captures are not allowed for extended __host__ __device__ lambdas"
        );
        let t = check_lambda_tail(k, &i);
        assert_eq!(
            t[0].text(),
            "The constexpr specifier is not allowed for an extended __host__ __device__ lambda"
        );
        assert_eq!((t[0].at, t[1].at), (3, 1));
        assert_eq!(
            t[1].text(),
            "__host__ __device__ extended lambdas cannot be generic lambdas"
        );
        // Device-lambda capture rules.
        let k = LambdaKind::Device;
        assert_eq!(
            check_capture(
                &il,
                k,
                &Capture {
                    pack: true,
                    ..Default::default()
                }
            )[0]
            .text(),
            "An extended __device__ lambda cannot capture an element of a parameter pack"
        );
        assert_eq!(
            check_capture(
                &il,
                k,
                &Capture {
                    init: true,
                    init_array: true,
                    ..Default::default()
                }
            )[0]
            .text(),
            "An extended __device__ lambda cannot init-capture variables with array type"
        );
        assert_eq!(
            check_capture(
                &il,
                k,
                &Capture {
                    init: true,
                    init_initlist: true,
                    ..Default::default()
                }
            )[0]
            .text(),
            "An extended __device__ lambda cannot have init-captures with type std::initializer_list"
        );
        let mut t8 = int(&il);
        for _ in 0..8 {
            t8 = il.types.array(t8, ArrayBound::Known(1));
        }
        let r = check_capture(
            &il,
            k,
            &Capture {
                ty: t8,
                ..Default::default()
            },
        );
        assert_eq!(r[0].text(), "An extended __device__ lambda cannot capture an array variable (type: \"int [1][1][1][1][1][1][1][1]\") with more than 7 dimensions");
        let t7 = match il.types.ckind(t8) {
            TypeKind::Array(e, _) => e,
            _ => unreachable!(),
        };
        assert!(check_capture(
            &il,
            k,
            &Capture {
                ty: t7,
                ..Default::default()
            }
        )
        .is_empty());
        assert_eq!(check_implicit_this(k, 4)[0].severity, Severity::Remark);
        // 3598/3599 name the element type.
        let nn = il.names.intern("N");
        let nc = il.declare_class(Scopes::GLOBAL, nn, ClassKey::Struct, false, Span::default());
        let nt = il.types.class(nc, false);
        let arr = il.types.array(nt, ArrayBound::Known(2));
        let r = check_capture(
            &il,
            k,
            &Capture {
                ty: arr,
                elem_not_default_constructible: true,
                ..Default::default()
            },
        );
        assert_eq!(r[0].text(), "An extended __device__ lambda cannot capture an array variable whose element type (\"N\") is not default constructible on the host");
        let r = check_capture(
            &il,
            k,
            &Capture {
                ty: arr,
                elem_not_assignable: true,
                ..Default::default()
            },
        );
        assert_eq!(r[0].text(), "An extended __device__ lambda cannot capture an array variable whose element type (\"N\") is not assignable on the host");
        assert!(check_capture(
            &il,
            k,
            &Capture {
                ty: arr,
                ..Default::default()
            }
        )
        .is_empty());
        // 3603: a local class (through a pointer); 3604: a private member class.
        if let Payload::Class(cd) = &mut il.entities.ent_mut(nc).data {
            cd.local = true;
        }
        let p = il.types.pointer(nt);
        let r = check_capture(
            &il,
            k,
            &Capture {
                ty: p,
                ..Default::default()
            },
        );
        assert_eq!(r[0].text(), "A type local to a function (\"N\") cannot be used in the type of a variable captured by an extended __device__ or __host__ __device__ lambda");
        let r = check_capture(
            &il,
            k,
            &Capture {
                ty: nt,
                by_ref: true,
                ..Default::default()
            },
        );
        assert_eq!(
            r.iter().map(|x| x.id).collect::<Vec<_>>(),
            vec![
                id::EXTENDED_LAMBDA_REFERENCE_CAPTURE,
                id::EXTENDED_LAMBDA_CAPTURE_LOCAL_TYPE
            ]
        );
        let (cc, _) = class_with_member(&mut il, "P", "g", 0, 0);
        il.entities.ent_mut(cc).access = Access::Private;
        let pt = il.types.class(cc, false);
        let r = check_capture(
            &il,
            k,
            &Capture {
                ty: pt,
                ..Default::default()
            },
        );
        assert_eq!(r[0].id, id::EXTENDED_LAMBDA_CAPTURE_PRIVATE_TYPE);
        assert_eq!(
            check_capture_in_constexpr_if(k, 4)[0].text(),
            "An extended __device__ lambda cannot first-capture variable in constexpr-if context"
        );
        assert!(check_capture_in_constexpr_if(LambdaKind::NotExtended, 4).is_empty());
    }
}
