//! Execution spaces of functions and memory spaces of variables: applying the attributes (with the
//! conflicts they raise), merging across redeclarations, implicit spaces, and the declaration checks on
//! variables with a memory space.
//!
//! Verified (probes s1, g3, g5, m1-m4): bits accumulate over redeclarations — `void f(); __device__ void
//! f(){}` is device-only (an unannotated declaration is *not* an explicit `__host__`), `__device__ f;
//! __host__ f;` is HD, `__global__` after an unannotated declaration is accepted silently, `__global__` with
//! an explicit `__host__`/`__device__` (either order, either declaration) is 3481 at the later attribute.

use super::global;
use super::{CudaDiag, CudaOptions};
use crate::diag::{id, Arg, Severity};
use crate::sema::entities::{ExecSpace, FunctionData, Linkage, MemSpace, Payload, Space, Storage, VariableData};
use crate::sema::ids::EntityId;
use crate::sema::il::Il;
use crate::sema::printing::Printer;
use crate::source::Offset;

/// A CUDA execution-space attribute (`__attribute__((host|device|global))`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExecAttr {
    Host,
    Device,
    Global,
}

impl ExecAttr {
    pub fn spelling(self) -> &'static str {
        match self {
            ExecAttr::Host => "__host__",
            ExecAttr::Device => "__device__",
            ExecAttr::Global => "__global__",
        }
    }
}

/// What the IL does not record about the function declaration being annotated.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FnDeclFacts {
    /// `= default` on the function's first declaration (3469 applies to non-virtual ones).
    pub defaulted_on_first_decl: bool,
    /// `inline` written, or a friend function defined in its class (3507). A member defined in its class is
    /// implicitly inline but does *not* get 3507 [verified, C §2 D2].
    pub inline_written: bool,
    /// An exception specification was written (`noexcept`, `noexcept(true)`, `throw()`, `throw(X)`).
    pub exception_spec: bool,
    /// The declaration is a function template (its pattern): 3505/3506/3669 are not checked [verified g6].
    pub is_template: bool,
}

/// Applies one execution-space attribute to function `f` (in the order the attributes are written),
/// updating `Entity::exec`. `at` is the attribute-name token (`device` in `__attribute__((device))`): every
/// diagnostic raised here points at it.
pub fn apply_exec_attr(il: &mut Il, f: EntityId, attr: ExecAttr, at: Offset, facts: &FnDeclFacts) -> Vec<CudaDiag> {
    let mut out = Vec::new();
    let Some(ent) = il.entities.get(f) else {
        return out;
    };
    let Some(fd) = ent.function().copied() else {
        return out;
    };
    let exec = ent.exec;
    // 3469 returns before any other check and leaves the bits unset [verified g3: also for `__host__`].
    if facts.defaulted_on_first_decl && !fd.has(FunctionData::VIRTUAL) {
        let name = Printer::new(il).name(f).to_string();
        out.push(
            CudaDiag::new(Severity::Warning, id::ESA_ON_DEFAULTED_FUNCTION_IGNORED, at)
                .arg(Arg::Str(attr.spelling().into()))
                .arg(Arg::Str(name)),
        );
        return out;
    }
    match attr {
        ExecAttr::Host | ExecAttr::Device => {
            if exec.has(ExecSpace::GLOBAL) {
                out.push(CudaDiag::new(Severity::Error, id::ILLEGAL_MEM_QUALIFIERS, at));
            }
            let bit = if attr == ExecAttr::Host {
                ExecSpace::HOST
            } else {
                ExecSpace::DEVICE
            };
            il.entities.ent_mut(f).exec.0 |= bit | ExecSpace::ANNOTATED;
            if attr == ExecAttr::Device {
                if is_main(il, f) {
                    out.push(CudaDiag::new(Severity::DiscretionaryError, id::MAIN_MARKED_DEVICE, at));
                }
                if !facts.is_template {
                    out.extend(global::zero_sized_params(il, f, at));
                }
            }
        }
        ExecAttr::Global => out.extend(global::apply_global(il, f, at, facts)),
    }
    out
}

/// `::main` (a non-member function named `main` at namespace scope).
pub(crate) fn is_main(il: &Il, f: EntityId) -> bool {
    let Some(e) = il.entities.get(f) else {
        return false;
    };
    il.names.resolve(e.name) == "main" && e.parent == crate::sema::entities::Entities::GLOBAL
}

/// The space of an implicitly declared special member, a member defaulted on its first declaration, or a
/// `constexpr` function under `--relaxed_constexpr`: cudafe++ treats implicitly declared members and members
/// defaulted on their first declaration as HD (probes c6/c11: `struct O{M m;}` or `struct V{V() = default;
/// M m;}` with a `__device__ M()` — host code constructing them gets no error, nor does the implicit call of
/// `M()` inside them), whatever annotation was written (3469 drops it). A member defaulted out of class
/// (`W::W() = default;`) keeps its declaration's space. Returns the bits to OR into `Entity::exec` once the
/// declaration is complete.
pub fn implicit_space(il: &Il, f: EntityId, defaulted_on_first_decl: bool, opts: &CudaOptions) -> u8 {
    let Some(e) = il.entities.get(f) else {
        return 0;
    };
    let Some(fd) = e.function() else { return 0 };
    if fd.has(FunctionData::IMPLICIT) || (defaulted_on_first_decl && !fd.has(FunctionData::VIRTUAL)) {
        return ExecSpace::IMPLICIT_HD;
    }
    if e.exec.has(ExecSpace::ANNOTATED) {
        return 0;
    }
    // --relaxed_constexpr lets device code call unannotated constexpr functions (a device-side, cicc rule).
    // As a *caller* such a function is still host code for cudafe++ (c9: 3464 with caller "ce"), which is
    // why `caller_space` ignores IMPLICIT_HD.
    if opts.relaxed_constexpr && fd.has(FunctionData::CONSTEXPR | FunctionData::CONSTEVAL) {
        return ExecSpace::IMPLICIT_HD;
    }
    0
}

/// The space a caller has for the host-side call checks: explicit bits only (an implicitly-HD constexpr
/// function is still checked as host code by cudafe++).
pub fn caller_space(exec: ExecSpace) -> Space {
    ExecSpace(exec.0 & !ExecSpace::IMPLICIT_HD).space()
}

/// A lambda's closure `operator()` takes its space from the annotation before the parameter list; without
/// one it is host [verified c5: a lambda in a host function calling a device function gets 3464 with caller
/// `"operator()"`]. Non-extended annotated lambdas still get the written space.
pub fn lambda_space(host: bool, device: bool) -> u8 {
    let mut b = 0;
    if host {
        b |= ExecSpace::HOST | ExecSpace::ANNOTATED;
    }
    if device {
        b |= ExecSpace::DEVICE | ExecSpace::ANNOTATED;
    }
    b
}

/// Is a function body with these bits "device code" (where device-side rules apply, in cicc)?
pub fn is_device_code(exec: ExecSpace) -> bool {
    exec.device_capable()
}

/// A CUDA memory-space attribute on a variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemAttr {
    Device,
    Shared,
    Constant,
    Managed,
}

impl MemAttr {
    pub fn spelling(self) -> &'static str {
        match self {
            MemAttr::Device => "__device__",
            MemAttr::Shared => "__shared__",
            MemAttr::Constant => "__constant__",
            MemAttr::Managed => "__managed__",
        }
    }
}

/// Applies a memory-space attribute to variable `v` (attribute order), updating `Entity::mem`. `at` = the
/// attribute token. Raises 3481 (`__shared__` with `__constant__`, either order) and 3577 (`constexpr`
/// `__managed__`/`__shared__`; `constexpr __device__/__constant__` is fine) at the token [verified m1].
pub fn apply_mem_attr(il: &mut Il, v: EntityId, attr: MemAttr, at: Offset) -> Vec<CudaDiag> {
    let mut out = Vec::new();
    let Some(e) = il.entities.get(v) else {
        return out;
    };
    let constexpr = matches!(&e.data, Payload::Variable(d) if d.has(VariableData::CONSTEXPR));
    let mem = e.mem;
    let conflict = match attr {
        MemAttr::Shared => mem.has(MemSpace::CONSTANT),
        MemAttr::Constant => mem.has(MemSpace::SHARED),
        _ => false,
    };
    if conflict {
        out.push(CudaDiag::new(Severity::Error, id::ILLEGAL_MEM_QUALIFIERS, at));
    }
    // Once a variable is __managed__ or __shared__, every further memory attribute reports again,
    // named by that attribute — `__device__` by the space it joins (probed: managed+device gives
    // "__managed__" twice, managed+constant "__managed__" then "__constant__", shared+device
    // "__shared__" twice; device+managed once).
    let restricted = mem.has(MemSpace::MANAGED) || mem.has(MemSpace::SHARED);
    if constexpr && (matches!(attr, MemAttr::Managed | MemAttr::Shared) || restricted) {
        let spelling = match attr {
            MemAttr::Device if mem.has(MemSpace::MANAGED) => MemAttr::Managed.spelling(),
            MemAttr::Device => MemAttr::Shared.spelling(),
            other => other.spelling(),
        };
        out.push(CudaDiag::new(Severity::Error, id::DEVICE_VAR_CONSTEXPR, at).arg(Arg::Str(spelling.into())));
    }
    let bits = match attr {
        MemAttr::Device => MemSpace::DEVICE,
        MemAttr::Shared => MemSpace::SHARED,
        MemAttr::Constant => MemSpace::CONSTANT,
        MemAttr::Managed => MemSpace::MANAGED | MemSpace::DEVICE,
    };
    il.entities.ent_mut(v).mem.0 |= bits;
    out
}

/// Whether `e` names a `__constant__` variable as a whole. cudafe++ treats such a name as a
/// non-modifiable lvalue: `cv = 1`, `cv += 1`, `++cv`, `(cv) = 1` are #137 in host and device code alike
/// (and then no 20092), while elements and members (`ca[0] = 1`, `cs.x = 1`), class assignment through
/// `operator=`, and binding `int &r = cv` are accepted (20092 where written in host code) [verified
/// corpus/lead-s7/constant_variable_writes].
pub fn is_whole_constant_variable(il: &Il, e: crate::sema::ids::ExprId) -> bool {
    match il.exprs.get(e).map(|n| &n.kind) {
        Some(crate::sema::expr::ExprKind::DeclRef(v)) => il.entities.get(*v).is_some_and(|v| v.mem.has(MemSpace::CONSTANT) && matches!(v.data, Payload::Variable(_))),
        _ => false,
    }
}

/// Where a variable with a memory space is declared, for [`check_variable`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VarPlace {
    /// Namespace scope (or a static data member's out-of-class definition).
    Namespace,
    /// Block scope inside the body of function `0` (the innermost enclosing function — for a lambda body,
    /// its `operator()`). `is_static`: declared `static` (or `extern`).
    Local { function: EntityId, is_static: bool },
}

/// End-of-declaration checks of a variable with a memory space, in the reference's order: 3568, 3566,
/// 3567, 3483, 3510, 3648. `name_at` = the declarator name (every caret here points at it, verified m1/m3).
pub fn check_variable(
    il: &Il,
    v: EntityId,
    place: VarPlace,
    has_initializer: bool,
    name_at: Offset,
    opts: &CudaOptions,
) -> Vec<CudaDiag> {
    let mut out = Vec::new();
    let Some(e) = il.entities.get(v) else {
        return out;
    };
    let mem = e.mem;
    if mem.is_empty() {
        return out;
    }
    let vd = match &e.data {
        Payload::Variable(d) => *d,
        _ => return out,
    };
    let managed = mem.has(MemSpace::MANAGED);
    if managed && (mem.has(MemSpace::SHARED) || mem.has(MemSpace::CONSTANT)) {
        out.push(CudaDiag::new(
            Severity::Error,
            id::MANAGED_CANT_BE_SHARED_CONSTANT,
            name_at,
        ));
    }
    if managed && !il.types.is_reference(e.ty) && il.types.quals(e.ty).is_const() {
        out.push(CudaDiag::new(
            Severity::Error,
            id::MANAGED_CONST_TYPE_NOT_ALLOWED,
            name_at,
        ));
    } else if managed && vd.has(VariableData::CONSTEXPR) {
        // constexpr implies const: 3577 (at the attribute) is followed by 3566 [verified m1 line 9].
        out.push(CudaDiag::new(
            Severity::Error,
            id::MANAGED_CONST_TYPE_NOT_ALLOWED,
            name_at,
        ));
    }
    if managed && il.types.is_reference(e.ty) {
        out.push(CudaDiag::new(
            Severity::Error,
            id::MANAGED_REFERENCE_TYPE_NOT_ALLOWED,
            name_at,
        ));
    }
    // A block-scope `extern` declaration declares a namespace-scope variable: no 3483 (probe exl:
    // `extern __shared__ float dyn[];` / `extern __device__ int dx;` in a host function are clean).
    let block_extern = matches!(e.data, crate::sema::entities::Payload::Variable(vd) if vd.storage == crate::sema::entities::Storage::Extern);
    if let (VarPlace::Local { function, is_static }, false) = (place, block_extern) {
        let host_body = il
            .entities
            .get(function)
            .map(|f| host_side(caller_space(f.exec)))
            .unwrap_or(false);
        if host_body {
            let word = mem_word(mem);
            // `__shared__` always counts as static [verified m1].
            let article = if is_static || mem.has(MemSpace::SHARED) {
                "a static"
            } else {
                "an automatic"
            };
            out.push(
                CudaDiag::new(Severity::Error, id::ILLEGAL_LOCAL_TO_HOST_FUNCTION, name_at)
                    .arg(Arg::Str(article.into()))
                    .arg(Arg::Str(word.into())),
            );
        }
    }
    if has_initializer && mem.has(MemSpace::SHARED) && !managed {
        // `initializer not allowed for __shared__ variable ` — the trailing %s2 is empty [verified].
        out.push(
            CudaDiag::new(Severity::Error, id::ILLEGAL_INIT, name_at)
                .arg(Arg::Str("__shared__".into()))
                .arg(Arg::Str(String::new())),
        );
    }
    if matches!(place, VarPlace::Namespace) && in_inline_unnamed_namespace(il, v) {
        // `A __device__ variable cannot be declared within an inline unnamed namespace` [verified n1].
        out.push(
            CudaDiag::new(Severity::Error, id::DEVICE_VARIABLE_IN_UNNAMED_INLINE_NS, name_at).arg(Arg::Str(
                if mem.has(MemSpace::MANAGED) {
                    "__managed__"
                } else {
                    mem_word(mem)
                }
                .into(),
            )),
        );
    }
    // Members of an unnamed namespace have internal linkage (probe: corpus cuda/inline_device_var_static_ok).
    let internal = vd.storage == Storage::Static || e.linkage == Linkage::Internal || il.entities.in_unnamed_namespace(v);
    if vd.has(VariableData::INLINE) && !internal && !opts.device_c && matches!(place, VarPlace::Namespace) {
        out.push(CudaDiag::new(
            Severity::DiscretionaryError,
            id::UNSUPPORTED_INLINE_VAR,
            name_at,
        ));
    }
    out
}

/// A memory-space attribute on a structured binding declaration (`__device__ auto [a, b] = …;`): 3578 at
/// the `[` [verified n1, n2: `The __constant__ specifier is not allowed for a structured binding
/// declaration`].
pub fn check_structured_binding(attr: MemAttr, bracket_at: Offset) -> Vec<CudaDiag> {
    vec![
        CudaDiag::new(Severity::Error, id::DEVICE_VAR_STRUCTURED_BINDING, bracket_at)
            .arg(Arg::Str(attr.spelling().into())),
    ]
}

/// A `__shared__` variable declared by a for-range-declaration: 3649 at its name [verified n1].
pub fn check_for_range_variable(il: &Il, v: EntityId, name_at: Offset) -> Vec<CudaDiag> {
    match il.entities.get(v) {
        Some(e) if e.mem.has(MemSpace::SHARED) => {
            vec![CudaDiag::new(
                Severity::Error,
                id::SHARED_SPECIFIER_IN_RANGE_FOR,
                name_at,
            )]
        }
        _ => Vec::new(),
    }
}

/// Is `v` declared (directly or nested) in an inline unnamed namespace?
/// A namespace-scope variable whose type is a texture or surface class (the class, cv-qualified or
/// through typedefs; not a pointer or an array of one) declared in an inline unnamed namespace, or in a
/// namespace nested in one: 3580 at the declarator name, after the memory-space checks and the
/// initialiser's diagnostics [verified: probes cuda21 p4c/p4d/p4e; a static data member, a local
/// static and a variable template are not checked].
pub fn check_texture_variable(il: &Il, v: EntityId, name_at: Offset) -> Vec<CudaDiag> {
    let Some(e) = il.entities.get(v) else { return Vec::new() };
    if !matches!(e.data, Payload::Variable(_)) || !is_texture_surface_type(il, e.ty) || !in_inline_unnamed_namespace(il, v) {
        return Vec::new();
    }
    vec![CudaDiag::new(Severity::Error, id::TEXTURE_SURFACE_VARIABLE_IN_UNNAMED_INLINE_NS, name_at)]
}

/// Whether `t` (through cv-qualifiers and sugar) names a class marked as a texture or surface type,
/// or a specialisation written from a class template whose pattern is one.
fn is_texture_surface_type(il: &Il, t: crate::sema::ids::TypeId) -> bool {
    let mut s = il.types.unqualified(t);
    for _ in 0..64 {
        if let crate::sema::types::TypeKind::Specialization { template, .. } = il.types.kind(s) {
            let pattern = il.entities.get(template).and_then(|x| x.template()).map(|d| d.pattern);
            if pattern.is_some_and(|p| il.texture_surface_types.contains(&p)) {
                return true;
            }
        }
        let d = il.types.unqualified(il.types.desugar(s));
        if d == s {
            break;
        }
        s = d;
    }
    il.types.class_entity(t).is_some_and(|c| il.texture_surface_types.contains(&c))
}

fn in_inline_unnamed_namespace(il: &Il, v: EntityId) -> bool {
    let mut p = il.entities.get(v).map(|e| e.parent).unwrap_or(EntityId::NONE);
    for _ in 0..256 {
        let Some(e) = il.entities.get(p) else { return false };
        if let Payload::Namespace { inline: true, .. } = e.data {
            if e.name == crate::sema::names::Symbol::EMPTY {
                return true;
            }
        }
        if p == crate::sema::entities::Entities::GLOBAL {
            return false;
        }
        p = e.parent;
    }
    false
}

/// The memory-space word printed for a variable: `__shared__` > `__constant__` > `__managed__` > `__device__`.
/// Remark 3646 for an execution-space or memory-space specifier written again in one declaration (`w` is
/// its spelling), at the repeated one; EDG then applies it again, so its own diagnostics repeat there
/// [probes cudacov-s9/specifier_twice*].
pub fn specifier_twice(w: &'static str, at: Offset) -> CudaDiag {
    CudaDiag::new(Severity::Remark, id::CUDA_SPECIFIER_TWICE_IN_GROUP, at).arg(Arg::Str(w.into()))
}

pub fn mem_word(mem: MemSpace) -> &'static str {
    if mem.has(MemSpace::SHARED) {
        "__shared__"
    } else if mem.has(MemSpace::CONSTANT) {
        "__constant__"
    } else if mem.has(MemSpace::MANAGED) {
        "__managed__"
    } else {
        "__device__"
    }
}

/// A memory-space attribute on a data member or a parameter. Non-static data members and parameters get
/// EDG's warning 1835 `attribute "__managed__" does not apply here` (at the attribute token) and nothing
/// else; a *static* data member gets 3485 `memory qualifier on data member is not allowed` [verified m1,
/// m4 — the wiki's 3482 for parameters was never seen].
pub fn check_member_or_param(attr: MemAttr, static_member: bool, at: Offset) -> Vec<CudaDiag> {
    if static_member {
        vec![CudaDiag::new(Severity::Error, id::ILLEGAL_MEMBER_QUALIFIERS, at)]
    } else {
        vec![CudaDiag::new(Severity::Warning, id::WRONG_ENTITY_FOR_ATTRIBUTE, at).arg(Arg::Str(attr.spelling().into()))]
    }
}

/// `decltype(x)` whose operand is an unparenthesised id-expression naming variable `v`: 3576 for a
/// `__managed__` variable, at the name [verified m1]. `decltype((x))` is fine.
pub fn check_decltype_operand(il: &Il, v: EntityId, at: Offset) -> Vec<CudaDiag> {
    match il.entities.get(v) {
        Some(e) if e.mem.has(MemSpace::MANAGED) => {
            vec![CudaDiag::new(Severity::Error, id::DECLTYPE_OF_MANAGED_VARIABLE, at)]
        }
        _ => Vec::new(),
    }
}

/// Whether EDG's return checks — #117 `return;` in a non-void function and #940 falling off the end of a
/// non-void function — apply to the body of `f`: not for device-only and `__global__` functions, whatever
/// declaration made them so (probes f1, f2: `__device__ int d(){}`, `int d(); __device__ int d(){}`,
/// `__device__ int d(){return;}`, `__global__ int k(){}` (3505 only) are silent; HD and host functions get
/// both). The other flow warnings (#128, #549, #174) are given in device code too.
pub fn return_checks_apply(il: &Il, f: EntityId) -> bool {
    il.entities.get(f).map(|e| host_side(caller_space(e.exec))).unwrap_or(true)
}

/// Host or implicit host or HD: what cudafe++'s "host function" means in 3464/3465/3483/3548….
pub fn host_side(s: Space) -> bool {
    matches!(s, Space::ImplicitHost | Space::Host | Space::HostDevice)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cuda::testutil::*;
    use crate::sema::types::{Quals, TypeTable};

    fn facts() -> FnDeclFacts {
        FnDeclFacts::default()
    }

    #[test]
    fn redeclaration_merging() {
        // s1: `int h1(int); __device__ int h1(int)` → device-only; `__device__ h2; __host__ h2` → HD.
        let mut il = il();
        let i = int(&il);
        let h1 = func(&mut il, "h1", &[i], 0, 0);
        assert!(apply_exec_attr(&mut il, h1, ExecAttr::Device, 5, &facts()).is_empty());
        assert_eq!(il.entities.ent(h1).exec.space(), Space::Device);
        let h2 = func(&mut il, "h2", &[i], 0, 0);
        apply_exec_attr(&mut il, h2, ExecAttr::Device, 5, &facts());
        assert!(apply_exec_attr(&mut il, h2, ExecAttr::Host, 9, &facts()).is_empty());
        assert_eq!(il.entities.ent(h2).exec.space(), Space::HostDevice);
        // g5: `void r5(); __global__ void r5(){}` is silent.
        let r5 = func(&mut il, "r5", &[], 0, 0);
        il.entities.ent_mut(r5).ty = il.types.simple_function(TypeTable::VOID, &[], false);
        assert!(apply_exec_attr(&mut il, r5, ExecAttr::Global, 5, &facts()).is_empty());
        assert_eq!(il.entities.ent(r5).exec.space(), Space::Global);
    }

    #[test]
    fn global_conflicts_3481() {
        // g5: `__global__ void r2(); __host__ void r2(){}` → 3481 at `host`; HD redeclaration → two.
        let mut il = il();
        let v = TypeTable::VOID;
        let r = crate::cuda::testutil::func_in(&mut il, crate::sema::scopes::Scopes::GLOBAL, "r4", v, &[], 0, 0);
        assert!(apply_exec_attr(&mut il, r, ExecAttr::Global, 1, &facts()).is_empty());
        let a = apply_exec_attr(&mut il, r, ExecAttr::Host, 10, &facts());
        let b = apply_exec_attr(&mut il, r, ExecAttr::Device, 20, &facts());
        assert_eq!(
            (a[0].id, a[0].severity, a[0].at),
            (id::ILLEGAL_MEM_QUALIFIERS, Severity::Error, 10)
        );
        assert_eq!((b[0].id, b[0].at), (id::ILLEGAL_MEM_QUALIFIERS, 20));
        assert_eq!(a[0].text(), "illegal combination of memory qualifiers");
    }

    #[test]
    fn defaulted_3469_returns_early() {
        let mut il = il();
        let f = func(&mut il, "U", &[], FunctionData::DEFAULTED, 0);
        let fx = FnDeclFacts {
            defaulted_on_first_decl: true,
            ..facts()
        };
        let d = apply_exec_attr(&mut il, f, ExecAttr::Device, 3, &fx);
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].severity, Severity::Warning);
        assert_eq!(
            d[0].text(),
            "__device__ annotation is ignored on a non-virtual function(\"U\") that is explicitly defaulted on its first declaration"
        );
        assert_eq!(il.entities.ent(f).exec.space(), Space::ImplicitHost);
        // Virtual: no warning.
        let g = func(&mut il, "V", &[], FunctionData::DEFAULTED | FunctionData::VIRTUAL, 0);
        assert!(apply_exec_attr(&mut il, g, ExecAttr::Device, 3, &fx).is_empty());
    }

    #[test]
    fn device_main_3538() {
        let mut il = il();
        let m = func(&mut il, "main", &[], 0, 0);
        let d = apply_exec_attr(&mut il, m, ExecAttr::Device, 7, &facts());
        assert_eq!(
            (d[0].id, d[0].severity, d[0].at),
            (id::MAIN_MARKED_DEVICE, Severity::DiscretionaryError, 7)
        );
    }

    #[test]
    fn mem_attr_conflicts() {
        let mut il = il();
        let i = int(&il);
        let x = var(&mut il, "x", i, 0, 0);
        assert!(apply_mem_attr(&mut il, x, MemAttr::Shared, 1).is_empty());
        let d = apply_mem_attr(&mut il, x, MemAttr::Constant, 2);
        assert_eq!((d[0].id, d[0].at), (id::ILLEGAL_MEM_QUALIFIERS, 2));
        // `__device__ __shared__` is fine.
        let y = var(&mut il, "y", i, 0, 0);
        assert!(apply_mem_attr(&mut il, y, MemAttr::Device, 1).is_empty());
        assert!(apply_mem_attr(&mut il, y, MemAttr::Shared, 2).is_empty());
        // constexpr __managed__ → 3577 then (check_variable) 3566.
        let ci = il.types.qualified(i, Quals::CONST);
        let m7 = var(&mut il, "m7", ci, VariableData::CONSTEXPR, 0);
        let d = apply_mem_attr(&mut il, m7, MemAttr::Managed, 4);
        assert_eq!(d[0].text(), "A __managed__ variable cannot be marked constexpr");
        assert_eq!(d[0].at, 4);
        let d = check_variable(&il, m7, VarPlace::Namespace, true, 30, &CudaOptions::default());
        assert_eq!(d.len(), 1);
        assert_eq!((d[0].id, d[0].at), (id::MANAGED_CONST_TYPE_NOT_ALLOWED, 30));
        // constexpr __device__ is fine.
        let d7 = var(&mut il, "d7", ci, VariableData::CONSTEXPR, 0);
        assert!(apply_mem_attr(&mut il, d7, MemAttr::Device, 4).is_empty());
    }

    #[test]
    fn managed_variable_checks() {
        let mut il = il();
        let i = int(&il);
        let o = CudaOptions::default();
        let m5 = var(
            &mut il,
            "m5",
            i,
            0,
            MemSpace::MANAGED | MemSpace::DEVICE | MemSpace::SHARED,
        );
        let d = check_variable(&il, m5, VarPlace::Namespace, false, 9, &o);
        assert_eq!(
            d[0].text(),
            "__managed__ variables cannot be marked __shared__ or __constant__"
        );
        let r = il.types.lref(i);
        let m4 = var(&mut il, "m4", r, 0, MemSpace::MANAGED | MemSpace::DEVICE);
        let d = check_variable(&il, m4, VarPlace::Namespace, true, 9, &o);
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].text(), "a __managed__ variable cannot have a reference type");
    }

    #[test]
    fn shared_initializer_and_host_locals() {
        let mut il = il();
        let i = int(&il);
        let o = CudaOptions::default();
        let s = var(&mut il, "s", i, 0, MemSpace::SHARED);
        let d = check_variable(&il, s, VarPlace::Namespace, true, 3, &o);
        assert_eq!(d[0].text(), "initializer not allowed for __shared__ variable ");
        assert_eq!(d[0].severity, Severity::Error);
        // m3 line 4: `void h(){__shared__ int x = 2;}` → 3483 then 3510.
        let h = func(&mut il, "h", &[], 0, 0);
        let d = check_variable(
            &il,
            s,
            VarPlace::Local {
                function: h,
                is_static: false,
            },
            true,
            3,
            &o,
        );
        assert_eq!(d.len(), 2);
        assert_eq!(
            d[0].text(),
            "a static \"__shared__\" variable declaration is not allowed inside a host function body"
        );
        assert_eq!(d[1].id, id::ILLEGAL_INIT);
        let c = var(&mut il, "z", i, 0, MemSpace::CONSTANT);
        let d = check_variable(
            &il,
            c,
            VarPlace::Local {
                function: h,
                is_static: false,
            },
            true,
            3,
            &o,
        );
        assert_eq!(d.len(), 1);
        assert_eq!(
            d[0].text(),
            "an automatic \"__constant__\" variable declaration is not allowed inside a host function body"
        );
        // HD body counts as host (m3 line 2); a device body does not.
        let hd = func(&mut il, "hd", &[], 0, HD);
        assert_eq!(
            check_variable(
                &il,
                s,
                VarPlace::Local {
                    function: hd,
                    is_static: false
                },
                false,
                3,
                &o
            )
            .len(),
            1
        );
        let dv = func(&mut il, "d", &[], 0, D);
        assert!(check_variable(
            &il,
            s,
            VarPlace::Local {
                function: dv,
                is_static: false
            },
            false,
            3,
            &o
        )
        .is_empty());
        let g = func(&mut il, "k", &[], 0, G);
        // k: `__shared__ int x = 1;` in a kernel → 3510 only.
        let d = check_variable(
            &il,
            s,
            VarPlace::Local {
                function: g,
                is_static: false,
            },
            true,
            3,
            &o,
        );
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].id, id::ILLEGAL_INIT);
    }

    #[test]
    fn inline_variable_3648() {
        let mut il = il();
        let i = int(&il);
        let iv = var(&mut il, "iv", i, VariableData::INLINE, MemSpace::DEVICE);
        let d = check_variable(&il, iv, VarPlace::Namespace, true, 3, &CudaOptions::default());
        assert_eq!(
            (d[0].id, d[0].severity),
            (id::UNSUPPORTED_INLINE_VAR, Severity::DiscretionaryError)
        );
        let rdc = CudaOptions {
            device_c: true,
            ..CudaOptions::default()
        };
        assert!(check_variable(&il, iv, VarPlace::Namespace, true, 3, &rdc).is_empty());
        if let Payload::Variable(d) = &mut il.entities.ent_mut(iv).data {
            d.storage = Storage::Static;
        }
        assert!(check_variable(&il, iv, VarPlace::Namespace, true, 3, &CudaOptions::default()).is_empty());
    }

    #[test]
    fn structured_binding_range_for_inline_ns() {
        let d = check_structured_binding(MemAttr::Constant, 5);
        assert_eq!(
            d[0].text(),
            "The __constant__ specifier is not allowed for a structured binding declaration"
        );
        assert_eq!(d[0].at, 5);
        let mut il = il();
        let i = int(&il);
        let x = var(&mut il, "x", i, 0, MemSpace::SHARED);
        assert_eq!(
            check_for_range_variable(&il, x, 2)[0].text(),
            "the __shared__ memory space specifier is not allowed for a variable declared by the for-range-declaration"
        );
        let (_, ns) = il.open_namespace(
            crate::sema::scopes::Scopes::GLOBAL,
            crate::sema::names::Symbol::EMPTY,
            true,
            crate::source::Span::default(),
        );
        let n = il.names.intern("inl");
        let v = il.declare_variable(ns, n, i, VariableData::default(), crate::source::Span::default());
        il.entities.ent_mut(v).mem = MemSpace(MemSpace::DEVICE);
        let d = check_variable(&il, v, VarPlace::Namespace, false, 7, &CudaOptions::default());
        assert_eq!(
            d[0].text(),
            "A __device__ variable cannot be declared within an inline unnamed namespace"
        );
    }

    #[test]
    fn members_params_decltype() {
        let d = check_member_or_param(MemAttr::Managed, false, 4);
        assert_eq!(d[0].text(), "attribute \"__managed__\" does not apply here");
        assert_eq!(d[0].severity, Severity::Warning);
        let d = check_member_or_param(MemAttr::Device, true, 4);
        assert_eq!(d[0].text(), "memory qualifier on data member is not allowed");
        let mut il = il();
        let i = int(&il);
        let m = var(&mut il, "mv0", i, 0, MemSpace::MANAGED | MemSpace::DEVICE);
        assert_eq!(
            check_decltype_operand(&il, m, 2)[0].id,
            id::DECLTYPE_OF_MANAGED_VARIABLE
        );
        let n = var(&mut il, "dv", i, 0, MemSpace::DEVICE);
        assert!(check_decltype_operand(&il, n, 2).is_empty());
    }

    #[test]
    fn implicit_spaces() {
        let mut il = il();
        let o = CudaOptions::default();
        let f = func(&mut il, "S", &[], FunctionData::IMPLICIT, 0);
        assert_eq!(implicit_space(&il, f, false, &o), ExecSpace::IMPLICIT_HD);
        let c = func(&mut il, "c", &[], FunctionData::CONSTEXPR, 0);
        assert_eq!(implicit_space(&il, c, false, &o), 0);
        let r = CudaOptions {
            relaxed_constexpr: true,
            ..o
        };
        assert_eq!(implicit_space(&il, c, false, &r), ExecSpace::IMPLICIT_HD);
        // c11: `__device__ U() = default;` → HD (annotation ignored); out-of-class default keeps its space.
        let u = func(&mut il, "U", &[], FunctionData::DEFAULTED, 0);
        assert_eq!(implicit_space(&il, u, true, &o), ExecSpace::IMPLICIT_HD);
        let w = func(&mut il, "W", &[], FunctionData::DEFAULTED, 0);
        assert_eq!(implicit_space(&il, w, false, &o), 0);
        let dv = func(&mut il, "dv", &[], FunctionData::DEFAULTED, D);
        assert_eq!(implicit_space(&il, dv, false, &o), 0);
        assert_eq!(caller_space(ExecSpace(ExecSpace::IMPLICIT_HD)), Space::ImplicitHost);
        assert_eq!(ExecSpace(lambda_space(false, true)).space(), Space::Device);
    }
}
