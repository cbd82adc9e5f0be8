//! CUDA rules (clang's SemaCUDA, EDG's nv_transforms): execution and memory spaces, cross-space calls,
//! `__global__` constraints, launch-configuration attributes, virtual overrides, extended-lambda rules.
//!
//! The parser and sema only *ask questions* here: every hook is a function over the IL (`&Il`, `EntityId`)
//! plus a small input struct describing what the IL does not record (positions, "first declaration", …),
//! and returns `Vec<CudaDiag>` in the order the reference emits them. The caller reports them
//! (`diags.report(loc, d.into_diagnostic())`). The only hooks that *write* the IL are the attribute
//! applications in `spaces.rs` (they set `Entity::exec`/`Entity::mem`), because the bits they set decide
//! the following checks of the same declaration.
//!
//! All observable behaviour (ids, severities, fill-ins, caret, order) was checked against cudafe++ 13.0.88
//! with the probes in `probes/` (`probes/run-ref.sh`, output in `probes/expected.txt`). cudafe++ is the
//! *host* front end: rules that only cicc emits (device-side calls of host functions 20011-20019, 3575,
//! 3520, redeclaration warnings 20030-20041, …) are not emitted by these hooks; `calls::device_side` and
//! friends only describe them.
//!
//! # Hooks (when the parser/sema must call them)
//!
//! | when | hook |
//! |---|---|
//! | applying `__host__`/`__device__`/`__global__` to a function declaration, in attribute order | [`spaces::apply_exec_attr`] |
//! | end of a function declaration: implicit HD for implicit / first-declaration-defaulted members and relaxed constexpr | [`spaces::implicit_space`] |
//! | a lambda's `operator()` space | [`spaces::lambda_space`] |
//! | applying `__device__`/`__shared__`/`__constant__`/`__managed__` to a variable, in attribute order | [`spaces::apply_mem_attr`] |
//! | end of a variable declaration with a memory space (after the initializer is known) | [`spaces::check_variable`] |
//! | end of every namespace-scope variable declaration (after `check_variable`): texture/surface variable in an inline unnamed namespace | [`spaces::check_texture_variable`] |
//! | a memory-space attribute on a data member / parameter | [`spaces::check_member_or_param`] |
//! | `decltype(x)` with an unparenthesised id-expression naming a variable | [`spaces::check_decltype_operand`] |
//! | every resolved call (incl. implicit ctor/dtor calls — dtor first —, calls in lambda bodies, `<<<>>>` launches) | [`calls::check_call`] (context: [`calls::CallContext`]) |
//! | every reference to a variable with a memory space | [`calls::check_variable_ref`] |
//! | every reference to a function (call — after `check_call` —, `&f`, `decltype`) | [`calls::check_auto_device_fn_ref`] |
//! | each launch-configuration attribute as it is parsed (after constant-evaluating its arguments) | [`attrs::apply_launch_bounds`], [`attrs::apply_cluster_dims`], [`attrs::apply_block_size`], [`attrs::apply_maxnreg`], [`attrs::apply_local_maxnreg`], [`attrs::apply_register_params`] |
//! | end of every function declaration (after all its attributes, merged with earlier declarations) | [`attrs::post_validate`] |
//! | a redeclaration whose parameters' `__grid_constant__` differ | [`attrs::check_grid_constant_redecl`] |
//! | a friend function *definition* that is `__global__` (after the apply diagnostics) | [`global::check_friend_definition`] |
//! | a `__global__` function template's template-parameter list | [`global::check_template_packs`] |
//! | `extern template` of a `__global__` function template | [`global::check_extern_template`] |
//! | the same CUDA specifier twice in one declaration (before applying the second) | [`attrs::check_repeated_specifier`] (remark) |
//! | the end of each `__global__` declarator (`;` or `{`) | [`attrs::check_missing_launch_bounds`] (remark) |
//! | a `<<<…>>>` kernel launch (after `check_call`) | [`calls::check_launch_stream`] (remark) |
//! | a memory space on a structured binding / on a for-range-declaration variable | [`spaces::check_structured_binding`], [`spaces::check_for_range_variable`] |
//! | an asm operand (after its expression), outputs then inputs | [`asm::check_c_constraint`] |
//! | a space specifier written again in one declaration (then applied again) | [`spaces::specifier_twice`] |
//! | a member function that overrides a virtual function (per overridden function) | [`overrides::check_override`] |
//! | each `__nv_parent(e)` of a lambda, before the other lambda rules | [`lambdas::check_nv_parent`] |
//! | a lambda's declarator parsed (up to `{`) | [`lambdas::check_lambda`] (returns the [`lambdas::LambdaKind`]) |
//! | each explicit capture, then each implicit one at its first use (`[&]` itself at the `(`) | [`lambdas::check_capture`] |
//! | after the explicit captures | [`lambdas::check_lambda_tail`] |
//! | in an extended lambda's body: first capture inside `if constexpr`; implicit `this` capture | [`lambdas::check_capture_in_constexpr_if`], [`lambdas::check_implicit_this`] |
//!
//! Lowering (`lower/`) applies them today through `lower/attrs.rs` (attributes, redeclaration merging: the
//! spaces of every declaration add up on the one entity and `post_validate` runs at each declaration) and
//! `lower/cuda_hooks.rs` (calls by name and member calls, `<<<>>>` launches, references to functions and to
//! variables with a memory space, and a safety net that keeps a gap for calls it did not check); the
//! return checks #117/#940 ask [`spaces::return_checks_apply`]. Not applied yet (gaps or not reached):
//! implicit constructor/destructor/operator calls, lambdas, templates, launch remarks 3655 (remarks are
//! a gap), the `--relaxed_constexpr`-dependent cases (lowering does not see the options).
//!
//! Order of a declaration's hooks: attribute applications in source order (`apply_exec_attr`,
//! `apply_mem_attr`, the launch-config `apply_*`), then `check_friend_definition`, then (function)
//! `implicit_space` + `post_validate`, or (variable) `check_variable`.
//!
//! Diagnostic severities here are the *default* ones; `--diag_*`/`#pragma nv_diag_*` overrides apply in
//! `diag` as usual (hard errors ignore them).

pub mod asm;
pub mod atomics;
pub mod attrs;
pub mod callee_name;
pub mod callee_template;
pub mod calls;
pub mod device_checks;
pub mod global;
pub mod lambdas;
pub mod overrides;
pub mod spaces;
pub mod wgmma;

use crate::diag::{Arg, DiagId, Diagnostic, Severity, Where};
use crate::source::Offset;

/// One CUDA diagnostic, ready to report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CudaDiag {
    pub id: DiagId,
    pub severity: Severity,
    pub at: Offset,
    pub args: Vec<Arg>,
}

impl CudaDiag {
    pub fn new(severity: Severity, id: DiagId, at: Offset) -> CudaDiag {
        CudaDiag {
            id,
            severity,
            at,
            args: Vec::new(),
        }
    }
    pub fn arg(mut self, a: Arg) -> CudaDiag {
        self.args.push(a);
        self
    }
    pub fn into_diagnostic(self) -> Diagnostic {
        let mut d = Diagnostic::new(self.severity, self.id, Where::At(self.at));
        d.args = self.args;
        d
    }
    /// The message as the text formatter would expand it (tests use it to compare with the probes).
    #[cfg(test)]
    pub fn text(&self) -> String {
        crate::diag::fill::expand(
            self.id.template(),
            &self.args,
            &crate::diag::fill::FillCtx {
                src: None,
                file: None,
                quote: None,
            },
        )
    }
}

/// The command-line options the CUDA rules depend on (from `cli::Options`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CudaOptions {
    /// `--relaxed_constexpr` (nvcc `--expt-relaxed-constexpr`).
    pub relaxed_constexpr: bool,
    /// `--extended-lambda`.
    pub extended_lambda: bool,
    /// `--device-c` (relocatable device code): silences 3648.
    pub device_c: bool,
    /// `--static-host-stub`: enables 3735.
    pub static_host_stub: bool,
    /// `--uumn`: `__nv_register_params__` is enabled (no 20202; the function-kind check 20204 runs).
    pub register_params: bool,
}

impl CudaOptions {
    pub fn from_cli(o: &crate::cli::Options) -> CudaOptions {
        CudaOptions {
            relaxed_constexpr: o.relaxed_constexpr,
            extended_lambda: o.extended_lambda,
            device_c: o.device_c,
            static_host_stub: o.static_host_stub,
            register_params: o.register_params,
        }
    }
}

#[cfg(test)]
pub(crate) mod testutil;
