//! Launch-configuration attributes (`__launch_bounds__`, `__cluster_dims__`, `__block_size__`,
//! `__maxnreg__`, `__local_maxnreg__`), `__nv_register_params__`, `__grid_constant__`, and the
//! post-declaration validation.
//!
//! Verified (probes a1-a4, C §2 D3/D4):
//! - argument errors are raised while applying the attribute, at the attribute-name token
//!   (`launch_bounds` in `__attribute__((launch_bounds(…)))`); the post-validation errors point at the
//!   declarator name, in the order 3534(`__launch_bounds__`) → 3534(`__block_size__` or `__cluster_dims__`)
//!   → 3707 → 3715 → 3719 → (3661) → 3695 remark → 3702 per `__grid_constant__` parameter.
//! - `__launch_bounds__` arguments 1 and 2 are never range-checked (-1, 0, 2^32 accepted); the third must be
//!   ≥ 0 (3705) and ≤ INT_MAX (3706); 0 is not stored.
//! - positive-int rule (`__cluster_dims__` 3685/3686, `__block_size__` 3788/3789, `__maxnreg__` 3717/3718,
//!   `__local_maxnreg__` 3786/3787): a signed value ≤ 0 is "must be positive", a value > 0x7FFFFFFF is "too
//!   large"; the first bad argument stops the attribute. Non-constant / non-integral arguments are EDG's
//!   ordinary constant-expression errors (the parser's, before these hooks).
//! - the second `__block_size__` tuple and `__cluster_dims__` conflict in either order (3791, at the later
//!   attribute). Attributes merge across redeclarations (`__launch_bounds__(128,1,2)` then
//!   `__cluster_dims__(4)` on a later declaration → 3707 on the later one).
//! - `__nv_register_params__` always gives 3659 (support not enabled) and 3662 with an ellipsis, at the token.
//! - `__local_maxnreg__` is allowed on any function, members included; `__launch_bounds__` on a member gives
//!   3535 at the token and processing continues.

use super::CudaDiag;
use crate::diag::{id, Arg, DiagId, Severity};
use crate::sema::entities::{ExecSpace, LaunchConfig, LaunchValue, Payload, Space};
use crate::sema::ids::{EntityId, ExprId};
use crate::sema::il::Il;
use crate::sema::types::TypeKind;
use crate::source::Offset;

/// One constant-evaluated attribute argument. Unsigned values are non-negative here (`0xFFFF…ull` is
/// 2^64-1), so the checks need no type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LaunchArg {
    Value(i128),
    /// Value-dependent in a template: stored, checked at instantiation (cudafe++ does not instantiate
    /// function templates, so in practice never).
    Dependent(ExprId),
}

const INT_MAX: i128 = 0x7FFF_FFFF;

/// The positive-i32 rule: `Ok(stored)` or the error to raise.
fn positive(a: LaunchArg, nonpos: DiagId, big: DiagId) -> Result<LaunchValue, DiagId> {
    match a {
        LaunchArg::Dependent(e) => Ok(LaunchValue::Dependent(e)),
        LaunchArg::Value(v) if v <= 0 => Err(nonpos),
        LaunchArg::Value(v) if v > INT_MAX => Err(big),
        LaunchArg::Value(v) => Ok(LaunchValue::Value(v as u64)),
    }
}

fn raw(a: LaunchArg) -> LaunchValue {
    match a {
        LaunchArg::Dependent(e) => LaunchValue::Dependent(e),
        // Never range-checked; the stored value keeps the low 64 bits.
        LaunchArg::Value(v) => LaunchValue::Value(v as u64),
    }
}

fn config(il: &mut Il, f: EntityId) -> Option<&mut LaunchConfig> {
    il.entities.launch_config_mut(f)
}

fn err(id: DiagId, at: Offset) -> CudaDiag {
    CudaDiag::new(Severity::DiscretionaryError, id, at)
}

/// `__launch_bounds__(a[, b[, c]])` on function `f`; `is_member` = declared in a class.
pub fn apply_launch_bounds(il: &mut Il, f: EntityId, args: &[LaunchArg], at: Offset, is_member: bool) -> Vec<CudaDiag> {
    let mut out = Vec::new();
    if is_member {
        out.push(err(id::BOUNDS_ATTR_ONLY_NONMEMBER_FUNC, at).arg(Arg::Str("__launch_bounds__".into())));
    }
    // A bad third argument is reported but the attribute still counts as present (a5 c8: 3705, then 3719).
    let mut mbpc = LaunchValue::Unset;
    if let Some(c) = args.get(2) {
        match *c {
            LaunchArg::Value(v) if v < 0 => out.push(err(id::MAX_BLOCKS_PER_CLUSTER_NEGATIVE, at)),
            LaunchArg::Value(v) if v > INT_MAX => out.push(err(id::MAX_BLOCKS_PER_CLUSTER_TOO_LARGE, at)),
            LaunchArg::Value(0) => {}
            a => mbpc = raw(a),
        }
    }
    let Some(cfg) = config(il, f) else { return out };
    // `__launch_bounds__(0)` still counts as present (3719 fires, no 3695): the value is stored as written.
    cfg.max_threads = args.first().map(|a| raw(*a)).unwrap_or(LaunchValue::Value(0));
    cfg.min_blocks = args.get(1).map(|a| raw(*a)).unwrap_or(LaunchValue::Unset);
    if mbpc != LaunchValue::Unset {
        cfg.max_blocks_per_cluster = mbpc;
    }
    cfg.launch_bounds_at = at;
    out
}

/// Has the second `__block_size__` tuple been given? It is stored in `cluster_dims` without setting
/// `cluster_dims_at` (only `__cluster_dims__` sets that).
fn block_size_second_tuple(c: &LaunchConfig) -> bool {
    c.cluster_dims[0] != LaunchValue::Unset && c.cluster_dims_at == 0
}

/// `__cluster_dims__(x[, y[, z]])`; missing dimensions are 1. A later `__cluster_dims__` replaces an earlier
/// one (a5 c7).
pub fn apply_cluster_dims(il: &mut Il, f: EntityId, args: &[LaunchArg], at: Offset) -> Vec<CudaDiag> {
    let mut dims = [LaunchValue::Value(1); 3];
    for (i, a) in args.iter().take(3).enumerate() {
        match positive(*a, id::CLUSTER_DIMS_MUST_BE_POSITIVE, id::CLUSTER_DIMS_TOO_LARGE) {
            Ok(v) => dims[i] = v,
            Err(e) if e == id::CLUSTER_DIMS_MUST_BE_POSITIVE => {
                return vec![err(e, at).arg(Arg::Str("__cluster_dims__".into()))];
            }
            Err(e) => return vec![err(e, at)],
        }
    }
    let mut out = Vec::new();
    let Some(cfg) = config(il, f) else { return out };
    if args.is_empty() {
        // `__cluster_dims__()` records only the intent (cluster_dims_at set, dimensions unset): alone it is
        // accepted anywhere, but on a non-kernel that has any other launch data it gives 3534
        // (`__cluster_dims__`) [verified a5 c1/c2/c3/c5].
        cfg.cluster_dims_at = at.max(1);
        return out;
    }
    if block_size_second_tuple(cfg) {
        out.push(err(id::CONFLICT_BETWEEN_CLUSTER_DIM_AND_BLOCK_SIZE, at));
    }
    cfg.cluster_dims = dims;
    cfg.cluster_dims_at = at.max(1);
    out
}

/// `__block_size__((bx,by,bz)[, (cx,cy,cz)])`: each tuple has exactly three elements (the parser rejects
/// other shapes with EDG's syntax errors).
pub fn apply_block_size(il: &mut Il, f: EntityId, tuples: &[[LaunchArg; 3]], at: Offset) -> Vec<CudaDiag> {
    let mut vals = [[LaunchValue::Unset; 3]; 2];
    for (t, tuple) in tuples.iter().take(2).enumerate() {
        for (i, a) in tuple.iter().enumerate() {
            match positive(*a, id::BLOCK_SIZE_MUST_BE_POSITIVE, id::BLOCK_SIZE_TOO_LARGE) {
                Ok(v) => vals[t][i] = v,
                Err(e) if e == id::BLOCK_SIZE_MUST_BE_POSITIVE => {
                    return vec![err(e, at).arg(Arg::Str("__block_size__".into()))];
                }
                Err(e) => return vec![err(e, at)],
            }
        }
    }
    let mut out = Vec::new();
    let Some(cfg) = config(il, f) else { return out };
    if tuples.is_empty() {
        return out;
    }
    cfg.block_size = vals[0];
    cfg.block_size_at = at.max(1);
    if tuples.len() > 1 {
        if cfg.cluster_dims_at != 0 {
            out.push(err(id::CONFLICT_BETWEEN_CLUSTER_DIM_AND_BLOCK_SIZE, at));
        } else {
            cfg.cluster_dims = vals[1];
        }
    }
    out
}

/// `__maxnreg__(n)`.
pub fn apply_maxnreg(il: &mut Il, f: EntityId, arg: LaunchArg, at: Offset) -> Vec<CudaDiag> {
    match positive(arg, id::MAXNREG_NEGATIVE, id::MAXNREG_TOO_LARGE) {
        Err(e) => vec![err(e, at)],
        Ok(v) => {
            if let Some(cfg) = config(il, f) {
                cfg.maxnreg = v;
                cfg.maxnreg_at = at.max(1);
            }
            Vec::new()
        }
    }
}

/// `__local_maxnreg__(n)`: allowed on any function.
pub fn apply_local_maxnreg(il: &mut Il, f: EntityId, arg: LaunchArg, at: Offset) -> Vec<CudaDiag> {
    match positive(arg, id::LOCAL_MAXNREG_NEGATIVE, id::LOCAL_MAXNREG_TOO_LARGE) {
        Err(e) => vec![err(e, at)],
        Ok(v) => {
            if let Some(cfg) = config(il, f) {
                cfg.local_maxnreg = v;
            }
            Vec::new()
        }
    }
}

/// `__nv_register_params__`: cudafe++ 13.0 always reports 3659 (the support flag is off), then 3662 for a
/// variadic function [verified a4]. The flag is not set. (3661, "only on device functions", cannot be
/// reached while 3659 fires.)
pub fn apply_register_params(il: &Il, f: EntityId, at: Offset, enabled: bool) -> Vec<CudaDiag> {
    let mut out = Vec::new();
    if !enabled {
        out.push(err(id::REGISTER_PARAMS_NOT_ENABLED, at));
    }
    if is_variadic(il, f) {
        out.push(err(id::REGISTER_PARAMS_ELLIPSIS_FUNCTION, at));
    }
    out
}

fn is_variadic(il: &Il, f: EntityId) -> bool {
    il.entities.get(f).is_some_and(|e| matches!(il.types.ckind(e.ty), TypeKind::Function(s) if s.variadic))
}

/// With `--uumn`, at the end of a declaration carrying `__nv_register_params__` (after all its attributes,
/// merged with earlier declarations): 20204 at the name unless the function is `__device__` only — the
/// space as merged so far counts (probed: `__attribute__((nv_register_params)) void f();` then
/// `__device__ void f();` gives 20204 at the first; the other order nothing). A variadic function has only
/// the ellipsis error of [`apply_register_params`] (probed on host and `__global__` functions).
pub fn check_register_params_function(il: &Il, f: EntityId, name_at: Offset) -> Vec<CudaDiag> {
    let Some(e) = il.entities.get(f) else { return Vec::new() };
    if is_variadic(il, f) {
        return Vec::new();
    }
    let kind = match e.exec.space() {
        Space::Global => "__global__",
        Space::Host | Space::ImplicitHost | Space::HostDevice => "__host__",
        Space::Device => return Vec::new(),
    };
    vec![err(id::REGISTER_PARAMS_UNSUPPORTED_FUNCTION, name_at).arg(Arg::Str(kind.into()))]
}

fn val(v: LaunchValue) -> Option<u64> {
    match v {
        LaunchValue::Value(x) => Some(x),
        _ => None,
    }
}

/// The post-declaration validation, run at the end of every function declaration (after merging its
/// attributes with earlier declarations). `name_at` = the declarator name.
pub fn post_validate(il: &Il, f: EntityId, name_at: Offset) -> Vec<CudaDiag> {
    let mut out = Vec::new();
    let Some(e) = il.entities.get(f) else {
        return out;
    };
    if e.function().is_none() {
        return out;
    }
    let global = e.exec.has(ExecSpace::GLOBAL);
    let cfg = il.entities.launch_config(f).copied().unwrap_or_default();
    let has_lb = cfg.max_threads != LaunchValue::Unset;
    let has_block = cfg.block_size[0] != LaunchValue::Unset;
    let has_cluster = cfg.cluster_dims[0] != LaunchValue::Unset;
    let has_maxnreg = cfg.maxnreg != LaunchValue::Unset;
    let cluster_intent = cfg.cluster_dims_at != 0 && !has_cluster;
    let has_data = has_lb
        || has_block
        || has_cluster
        || has_maxnreg
        || cfg.min_blocks != LaunchValue::Unset
        || cfg.max_blocks_per_cluster != LaunchValue::Unset
        || cfg.local_maxnreg != LaunchValue::Unset;
    if !global && has_lb {
        out.push(err(id::BOUNDS_ATTR_ONLY_ON_GLOBAL_FUNC, name_at).arg(Arg::Str("__launch_bounds__".into())));
    }
    if !global && (has_block || has_cluster || (cluster_intent && has_data)) {
        let which = if has_block {
            "__block_size__"
        } else {
            "__cluster_dims__"
        };
        out.push(err(id::BOUNDS_ATTR_ONLY_ON_GLOBAL_FUNC, name_at).arg(Arg::Str(which.into())));
    }
    if let (Some(m), Some(x), Some(y), Some(z)) = (
        val(cfg.max_blocks_per_cluster),
        val(cfg.cluster_dims[0]),
        val(cfg.cluster_dims[1]),
        val(cfg.cluster_dims[2]),
    ) {
        // 64-bit product (65536·65536·1 > INT_MAX fires).
        let product = (x as u128) * (y as u128) * (z as u128);
        if m > 0 && product > m as u128 {
            let from = if has_block && cfg.cluster_dims_at == 0 {
                "__block_size__"
            } else {
                "__cluster_dims__"
            };
            out.push(err(id::TOO_MANY_BLOCKS_IN_CLUSTER, name_at).arg(Arg::Str(from.into())));
        }
    }
    if !global && has_maxnreg {
        out.push(err(id::MAXNREG_ATTR_ONLY_ON_GLOBAL_FUNC, name_at).arg(Arg::Str("__maxnreg__".into())));
    }
    if has_lb && has_maxnreg {
        out.push(
            err(id::BOUNDS_MAXNREG_INCOMPATIBLE_QUALIFIERS, name_at)
                .arg(Arg::Str("__launch_bounds__ and __maxnreg__".into())),
        );
    }
    if !global {
        for p in il.entities.params(f) {
            if matches!(il.entities.get(p).map(|x| &x.data), Some(Payload::Param(pd)) if pd.grid_constant) {
                out.push(err(id::GRID_CONSTANT_NON_KERNEL, name_at));
            }
        }
    }
    out
}

/// The same CUDA specifier written twice in one declaration (`__global__ __global__`, `__maxnreg__(4)
/// __maxnreg__(8)`): remark 3646 `Multiple __global__ specifiers are not allowed` at the second attribute
/// token (shown with `--remarks`; the later value wins) [verified n3]. `spelling` = `__global__`,
/// `__maxnreg__`, ….
pub fn check_repeated_specifier(spelling: &str, at: Offset) -> Vec<CudaDiag> {
    vec![CudaDiag::new(Severity::Remark, id::CUDA_SPECIFIER_TWICE_IN_GROUP, at).arg(Arg::Str(spelling.into()))]
}

/// Remark 3695 `no __launch_bounds__ specified for __global__ function` (hidden unless `--remarks`), once
/// per declaration of a kernel without `__launch_bounds__` (`__launch_bounds__(0)` counts as present). `at`
/// = the token after the declarator: the `;` of a declaration or the `{` of a definition [verified n2].
pub fn check_missing_launch_bounds(il: &Il, f: EntityId, at: Offset) -> Vec<CudaDiag> {
    let Some(e) = il.entities.get(f) else { return Vec::new() };
    let has_lb = il
        .entities
        .launch_config(f)
        .map(|c| c.max_threads != LaunchValue::Unset)
        .unwrap_or(false);
    if e.exec.has(ExecSpace::GLOBAL) && !has_lb {
        vec![CudaDiag::new(Severity::Remark, id::MISSING_LAUNCH_BOUNDS, at)]
    } else {
        Vec::new()
    }
}

/// Where a `__grid_constant__` mismatch between declarations was found (3698-3701).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RedeclKind {
    FunctionRedeclaration,
    TemplateRedeclaration,
    Specialization,
    InstantiationDirective,
}

/// A parameter whose `__grid_constant__` differs from the previous declaration's: `param` is its name,
/// `previous` the previous declaration's position (printed `at line N`), `at` the new declarator name
/// [verified a4: `incompatible __grid_constant__ annotation for parameter x in function redeclaration (see
/// previous declaration at line 4)`].
pub fn check_grid_constant_redecl(kind: RedeclKind, param: &str, previous: Offset, at: Offset) -> Vec<CudaDiag> {
    let id = match kind {
        RedeclKind::FunctionRedeclaration => id::GRID_CONSTANT_INCOMPAT_REDECL,
        RedeclKind::TemplateRedeclaration => id::GRID_CONSTANT_INCOMPAT_TEMPL_REDECL,
        RedeclKind::Specialization => id::GRID_CONSTANT_INCOMPAT_SPECIALIZATION,
        RedeclKind::InstantiationDirective => id::GRID_CONSTANT_INCOMPAT_INSTANTIATION_DIRECTIVE,
    };
    vec![err(id, at).arg(Arg::Str(param.into())).arg(Arg::Pos(previous))]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cuda::testutil::*;

    fn v(x: i128) -> LaunchArg {
        LaunchArg::Value(x)
    }
    fn ids(d: &[CudaDiag]) -> Vec<DiagId> {
        d.iter().map(|x| x.id).collect()
    }

    #[test]
    fn launch_bounds_third_argument() {
        let mut il = il();
        let g = func(&mut il, "g3", &[], 0, G);
        let d = apply_launch_bounds(&mut il, g, &[v(128), v(2), v(-1)], 5, false);
        assert_eq!(
            (d[0].text(), d[0].at, d[0].severity),
            (
                "max blocks per cluster must not be negative".into(),
                5,
                Severity::DiscretionaryError
            )
        );
        let d = apply_launch_bounds(&mut il, g, &[v(128), v(2), v(0x8000_0000)], 5, false);
        assert_eq!(d[0].text(), "max blocks per cluster is too large");
        for args in [
            &[v(-1)][..],
            &[v(0)],
            &[v(128), v(-3)],
            &[v(0x1_0000_0000)],
            &[v(128), v(2), v(0)],
        ] {
            assert!(apply_launch_bounds(&mut il, g, args, 5, false).is_empty());
        }
        // `__launch_bounds__(0)` counts as present: no 3695.
        let g6 = func(&mut il, "g6", &[], 0, G);
        apply_launch_bounds(&mut il, g6, &[v(0)], 5, false);
        assert!(post_validate(&il, g6, 9).is_empty());
        assert!(check_missing_launch_bounds(&il, g6, 10).is_empty());
        let plain = func(&mut il, "k", &[], 0, G);
        assert!(post_validate(&il, plain, 9).is_empty());
        let r = check_missing_launch_bounds(&il, plain, 10);
        assert_eq!(
            (r[0].text(), r[0].severity, r[0].at),
            (
                "no __launch_bounds__ specified for __global__ function".into(),
                Severity::Remark,
                10
            )
        );
        let dev = func(&mut il, "d", &[], 0, D);
        assert!(check_missing_launch_bounds(&il, dev, 10).is_empty());
    }

    #[test]
    fn member_and_non_kernel() {
        // a1 line 10: 3535 at the attribute, then 3534 at the name.
        let mut il = il();
        let m = func(&mut il, "m", &[], 0, D);
        let d = apply_launch_bounds(&mut il, m, &[v(64)], 5, true);
        assert_eq!(
            d[0].text(),
            "__launch_bounds__ is only allowed on a non-member function"
        );
        let p = post_validate(&il, m, 9);
        assert_eq!(
            p[0].text(),
            "__launch_bounds__ is only allowed on a __global__ function"
        );
        assert_eq!(p[0].at, 9);
    }

    #[test]
    fn post_validation_order() {
        // a2 line 11: __device__ with launch_bounds, cluster_dims, maxnreg → 3534, 3534, 3715, 3719.
        let mut il = il();
        let f = func(&mut il, "c11", &[], 0, D);
        assert!(apply_launch_bounds(&mut il, f, &[v(64)], 1, false).is_empty());
        assert!(apply_cluster_dims(&mut il, f, &[v(2)], 2).is_empty());
        assert!(apply_maxnreg(&mut il, f, v(4), 3).is_empty());
        let p = post_validate(&il, f, 9);
        assert_eq!(
            ids(&p),
            vec![
                id::BOUNDS_ATTR_ONLY_ON_GLOBAL_FUNC,
                id::BOUNDS_ATTR_ONLY_ON_GLOBAL_FUNC,
                id::MAXNREG_ATTR_ONLY_ON_GLOBAL_FUNC,
                id::BOUNDS_MAXNREG_INCOMPATIBLE_QUALIFIERS
            ]
        );
        assert_eq!(p[1].text(), "__cluster_dims__ is only allowed on a __global__ function");
        assert_eq!(p[2].text(), "__maxnreg__ is only allowed on a __global__ function");
        assert_eq!(
            p[3].text(),
            "The __launch_bounds__ and __maxnreg__ qualifiers cannot be applied to the same kernel"
        );
        // Kernel with both: only 3719.
        let g = func(&mut il, "g9", &[], 0, G);
        apply_launch_bounds(&mut il, g, &[v(0)], 1, false);
        apply_maxnreg(&mut il, g, v(8), 2);
        assert_eq!(
            ids(&post_validate(&il, g, 9)),
            vec![id::BOUNDS_MAXNREG_INCOMPATIBLE_QUALIFIERS]
        );
        // `__cluster_dims__()` on a device function: nothing alone, 3534 with other launch data (a5).
        let c7 = func(&mut il, "c7", &[], 0, D);
        assert!(apply_cluster_dims(&mut il, c7, &[], 2).is_empty());
        assert!(post_validate(&il, c7, 9).is_empty());
        assert!(apply_local_maxnreg(&mut il, c7, v(32), 3).is_empty());
        assert_eq!(
            post_validate(&il, c7, 9)[0].text(),
            "__cluster_dims__ is only allowed on a __global__ function"
        );
        // A kernel with `__cluster_dims__()` and a cluster limit: nothing (a5 c4).
        let c4 = func(&mut il, "c4", &[], 0, G);
        apply_launch_bounds(&mut il, c4, &[v(128), v(1), v(2)], 1, false);
        apply_cluster_dims(&mut il, c4, &[], 2);
        assert!(post_validate(&il, c4, 9).is_empty());
        // 3705 still records the bounds: then 3719 (a5 c8).
        let c8 = func(&mut il, "c8", &[], 0, G);
        assert_eq!(
            ids(&apply_launch_bounds(&mut il, c8, &[v(128), v(2), v(-1)], 1, false)),
            vec![id::MAX_BLOCKS_PER_CLUSTER_NEGATIVE]
        );
        apply_maxnreg(&mut il, c8, v(3), 2);
        assert_eq!(
            ids(&post_validate(&il, c8, 9)),
            vec![id::BOUNDS_MAXNREG_INCOMPATIBLE_QUALIFIERS]
        );
    }

    #[test]
    fn cluster_limits() {
        let mut il = il();
        let c8 = func(&mut il, "c8", &[], 0, G);
        apply_launch_bounds(&mut il, c8, &[v(128), v(1), v(2)], 1, false);
        apply_cluster_dims(&mut il, c8, &[v(2), v(2), v(1)], 2);
        let p = post_validate(&il, c8, 9);
        assert_eq!(p[0].text(), "total number of blocks in cluster computed from __cluster_dims__ exceeds __launch_bounds__ specified limit for max blocks in cluster");
        let c9 = func(&mut il, "c9", &[], 0, G);
        apply_cluster_dims(&mut il, c9, &[v(65536), v(65536), v(1)], 2);
        apply_launch_bounds(&mut il, c9, &[v(128), v(1), v(INT_MAX)], 1, false);
        assert_eq!(ids(&post_validate(&il, c9, 9)), vec![id::TOO_MANY_BLOCKS_IN_CLUSTER]);
        let c3 = func(&mut il, "c3", &[], 0, G);
        assert_eq!(
            apply_cluster_dims(&mut il, c3, &[v(0)], 2)[0].text(),
            "__cluster_dims__ arguments must be positive integers"
        );
        assert_eq!(
            apply_cluster_dims(&mut il, c3, &[v(0x8000_0000)], 2)[0].text(),
            "cluster dimension value is too large"
        );
        let d = apply_cluster_dims(&mut il, c3, &[v(2), v(-1)], 2);
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].id, id::CLUSTER_DIMS_MUST_BE_POSITIVE);
    }

    #[test]
    fn block_size_rules() {
        let mut il = il();
        let t = |a, b, c| [v(a), v(b), v(c)];
        let b6 = func(&mut il, "b6", &[], 0, G);
        assert!(apply_block_size(&mut il, b6, &[t(32, 1, 1), t(2, 1, 1)], 1).is_empty());
        let d = apply_cluster_dims(&mut il, b6, &[v(2)], 7);
        assert_eq!(
            (d[0].at, d[0].text()),
            (
                7,
                "cannot specify the second tuple in __block_size__ while __cluster_dims__ is present".into()
            )
        );
        let b7 = func(&mut il, "b7", &[], 0, G);
        assert!(apply_cluster_dims(&mut il, b7, &[v(2)], 1).is_empty());
        assert_eq!(
            ids(&apply_block_size(&mut il, b7, &[t(32, 1, 1), t(2, 1, 1)], 7)),
            vec![id::CONFLICT_BETWEEN_CLUSTER_DIM_AND_BLOCK_SIZE]
        );
        let b8 = func(&mut il, "b8", &[], 0, G);
        assert_eq!(
            apply_block_size(&mut il, b8, &[t(0, 1, 1)], 1)[0].text(),
            "__block_size__ arguments must be positive integers"
        );
        assert_eq!(
            apply_block_size(&mut il, b8, &[t(0x8000_0000, 1, 1)], 1)[0].text(),
            "block size value is too large"
        );
        let b5 = func(&mut il, "b5", &[], 0, D);
        apply_block_size(&mut il, b5, &[t(32, 1, 1)], 1);
        assert_eq!(
            post_validate(&il, b5, 3)[0].text(),
            "__block_size__ is only allowed on a __global__ function"
        );
        // a5 c6: the second tuple against the launch-bounds cluster limit → 3707 "from __block_size__".
        let c6 = func(&mut il, "c6", &[], 0, G);
        apply_launch_bounds(&mut il, c6, &[v(128), v(1), v(2)], 1, false);
        apply_block_size(&mut il, c6, &[t(4, 1, 1), t(2, 2, 1)], 2);
        assert_eq!(post_validate(&il, c6, 3)[0].text(), "total number of blocks in cluster computed from __block_size__ exceeds __launch_bounds__ specified limit for max blocks in cluster");
        // A later __cluster_dims__ replaces an earlier one (a5 c7).
        let c7 = func(&mut il, "c7", &[], 0, G);
        apply_cluster_dims(&mut il, c7, &[v(3)], 1);
        apply_cluster_dims(&mut il, c7, &[v(1)], 2);
        apply_launch_bounds(&mut il, c7, &[v(128), v(1), v(2)], 3, false);
        assert!(post_validate(&il, c7, 3).is_empty());
    }

    #[test]
    fn maxnreg_rules() {
        let mut il = il();
        let g = func(&mut il, "m1", &[], 0, G);
        assert_eq!(
            apply_maxnreg(&mut il, g, v(0), 1)[0].text(),
            "The maximum number of registers that can be allocated per thread must be positive"
        );
        assert_eq!(apply_maxnreg(&mut il, g, v(-2), 1)[0].id, id::MAXNREG_NEGATIVE);
        assert_eq!(
            apply_maxnreg(&mut il, g, v(0xFFFF_FFFF_FFFF_FFFF), 1)[0].text(),
            "The maximum number of registers that can be allocated per thread is too large"
        );
        assert_eq!(
            apply_local_maxnreg(&mut il, g, v(0), 1)[0].id,
            id::LOCAL_MAXNREG_NEGATIVE
        );
        assert_eq!(
            apply_local_maxnreg(&mut il, g, v(0x8000_0000), 1)[0].id,
            id::LOCAL_MAXNREG_TOO_LARGE
        );
        let d = func(&mut il, "l1", &[], 0, D);
        assert!(apply_local_maxnreg(&mut il, d, v(32), 1).is_empty());
        assert!(post_validate(&il, d, 1).is_empty());
        let h = func(&mut il, "m4", &[], 0, 0);
        apply_maxnreg(&mut il, h, v(16), 1);
        assert_eq!(
            ids(&post_validate(&il, h, 1)),
            vec![id::MAXNREG_ATTR_ONLY_ON_GLOBAL_FUNC]
        );
    }

    #[test]
    fn repeated_specifier() {
        let d = check_repeated_specifier("__maxnreg__", 4);
        assert_eq!(
            (d[0].text(), d[0].severity, d[0].at),
            (
                "Multiple __maxnreg__ specifiers are not allowed".into(),
                Severity::Remark,
                4
            )
        );
    }

    #[test]
    fn register_params_and_grid_constant() {
        let mut il = il();
        let i = int(&il);
        let r = func(&mut il, "r1", &[i], 0, D);
        let d = apply_register_params(&il, r, 4, false);
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].text(), "__nv_register_params__ support is not enabled");
        let r2 = func(&mut il, "r2", &[i], 0, D);
        il.entities.ent_mut(r2).ty = il.types.simple_function(i, &[i], true);
        assert_eq!(
            apply_register_params(&il, r2, 4, false)[1].text(),
            "__nv_register_params__ is not allowed on a function with ellipsis"
        );
        // `--uumn`: no 20202; a __device__ function passes, a variadic one has only the ellipsis error.
        assert!(apply_register_params(&il, r, 4, true).is_empty());
        assert!(check_register_params_function(&il, r, 9).is_empty());
        assert_eq!(apply_register_params(&il, r2, 4, true).len(), 1);
        assert!(check_register_params_function(&il, r2, 9).is_empty());
        let rh = func(&mut il, "rh", &[i], 0, 0);
        let d = check_register_params_function(&il, rh, 9);
        assert_eq!((d[0].text().as_str(), d[0].at), ("__nv_register_params__ is not allowed on a __host__ function", 9));
        // 3702 once per annotated parameter of a non-kernel, at the name.
        let g6 = func(&mut il, "g6", &[i, i], 0, 0);
        for p in il.entities.params(g6).collect::<Vec<_>>() {
            if let Payload::Param(pd) = &mut il.entities.ent_mut(p).data {
                pd.grid_constant = true;
            }
        }
        let p = post_validate(&il, g6, 8);
        assert_eq!(p.len(), 2);
        assert_eq!(
            p[0].text(),
            "__grid_constant__ annotation is only allowed on a parameter of a __global__ function"
        );
        let d = check_grid_constant_redecl(RedeclKind::FunctionRedeclaration, "x", 3, 8);
        assert_eq!(d[0].id, id::GRID_CONSTANT_INCOMPAT_REDECL);
        assert_eq!(d[0].args[1], Arg::Pos(3));
    }
}
