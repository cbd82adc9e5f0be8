//! Lowering's side of the CUDA cross-space rules: runs the pure checks of `cuda::calls` on the calls and
//! variable references lowering builds, and keeps a gap wherever the reference's behaviour is not
//! reproduced exactly.
//!
//! - Calls by name (`d(x)`, `N::d(x)`, `m(x)` inside a member, `s.m(x)`) are checked as soon as the call
//!   is built ([`Lowerer::cuda_after_call`]): 3462-3465, 3508 and 3623, caret at the callee name.
//! - References to `__device__`/`__shared__`/`__constant__` variables in host and HD bodies
//!   (3548-3550) are classified once the function body is lowered ([`Lowerer::cuda_body_end`]): the
//!   access (read / write / read-write / address taken) is read off the expression tree, and the
//!   warnings come in the order the tree's nodes were built (probes v1, v2: `dv = sv` reads `sv`
//!   before writing `dv`). When the body has other diagnostics their relative order is not modelled:
//!   a gap.
//! - A safety net at the end of every body: a call of a device-only or `__global__` function that was
//!   not checked (through a pointer expression `(&d)(1)`, an overloaded operator), or an object of a
//!   class with a device-only special member (constructor, destructor, conversion, operator) is a gap.
//!   A local variable's own constructor / destructor calls are checked at its declaration
//!   (`cuda_implicit.rs`); lvalues that only designate an object and reference variables call nothing.
//!
//! Nothing is checked in unevaluated operands (`sizeof`) nor outside function bodies [verified B §2].
use super::Lowerer;
use crate::cuda::calls::{self, CallContext, CallSite};
use crate::diag::{id, Severity};
use crate::sema::entities::{ExecSpace, FnRole, MemSpace, Payload, Space};
use crate::sema::expr::{ExprKind, ImplicitKind, UnaryOp};
use crate::sema::ids::{EntityId, ExprId};
use std::collections::{HashMap, HashSet};

thread_local! {
    /// Off only in the cost benchmark (`benches/cuda_checks.rs`), which times lowering with and without
    /// the checks of this file.
    static CHECKS_ON: std::cell::Cell<bool> = const { std::cell::Cell::new(true) };
}

/// For `benches/cuda_checks.rs` only: turns the cross-space checks of this thread's lowering on or off
/// (off = the measurement baseline; results are then wrong).
#[doc(hidden)]
pub fn bench_set_cuda_checks(on: bool) {
    CHECKS_ON.with(|c| c.set(on));
}

pub(super) fn checks_on() -> bool {
    CHECKS_ON.with(|c| c.get())
}

thread_local! {
    /// Bench-only timing of the hooks (None = not timing): total time spent inside them.
    static HOOK_TIME: std::cell::Cell<Option<std::time::Duration>> = const { std::cell::Cell::new(None) };
}

/// For `benches/cuda_checks.rs` only: starts (`true`, from zero) or stops timing the time this thread's
/// lowering spends inside the cross-space hooks; returns the total so far.
#[doc(hidden)]
pub fn bench_hook_time(start: bool) -> std::time::Duration {
    HOOK_TIME.with(|c| {
        let t = c.get().unwrap_or_default();
        c.set(start.then_some(std::time::Duration::ZERO));
        t
    })
}

/// Adds the time from its creation to its drop to [`HOOK_TIME`] when the bench is timing.
struct HookTimer(Option<std::time::Instant>);

impl HookTimer {
    fn start() -> HookTimer {
        HookTimer(HOOK_TIME.with(|c| c.get()).map(|_| std::time::Instant::now()))
    }
}

impl Drop for HookTimer {
    fn drop(&mut self) {
        if let Some(t0) = self.0 {
            let dt = t0.elapsed();
            HOOK_TIME.with(|c| c.set(c.get().map(|t| t + dt)));
        }
    }
}

/// Per-body bookkeeping of the CUDA checks.
#[derive(Default)]
pub(crate) struct CudaState {
    /// Call nodes already checked by [`Lowerer::cuda_after_call`].
    pub(super) checked_calls: HashSet<ExprId>,
    /// Callee positions of the calls a template definition's phase-1 analysis resolved (non-dependent
    /// calls): checked there, and not again in an explicit instantiation [verified corpus/lead-s7/
    /// instantiation_nondependent_call: one 20005 without context, the dependent call's with it], unless
    /// the instantiation's execution space differs from the definition's (a `__device__` explicit
    /// instantiation of a `__host__` template is HD: checked again, with the context; fuzz seed 1364,
    /// corpus/lead-s8/instantiation_other_space_recheck — that merge of spaces is still a gap in
    /// explicit_instantiation.rs). Value: the caller's space in phase 1.
    pub(super) phase1_calls: HashMap<u32, Space>,
    /// Local variables whose implicit constructor / destructor calls were checked (cuda_implicit.rs).
    pub(super) checked_vars: HashSet<EntityId>,
    /// Constructions (constructor, argument list) whose calls were checked: sema may rebuild the node
    /// of an explicit temporary with the same arguments (`return G(5);`), which is the same construction.
    pub(super) checked_constructs: HashSet<(EntityId, u32, u32)>,
    /// References to variables with a memory space in host-side bodies: (the `DeclRef` node, the name).
    pub(crate) var_refs: Vec<(ExprId, u32)>,
    /// Expression-arena ranges built as unevaluated operands outside any source expression (a trait
    /// evaluated for a CUDA rule, lambda_array_capture.rs): the safety net skips them.
    pub(super) unevaluated_ranges: Vec<(usize, usize)>,
    /// Classes with a device-only special member (memoised for the safety net).
    device_special: HashMap<EntityId, bool>,
    /// The callee name of the kernel launch being lowered (its call is a configured one).
    pub(super) launch_at: Option<u32>,
    /// The token ending the function declarator being declared (`;`/`,` of a declaration, `{` of a
    /// definition), where remark 20238 points; None on paths that do not give it.
    pub(super) decl_end_at: Option<u32>,
    /// Diagnostics the configured call's check added.
    pub(super) launch_diags: usize,
    /// Some function was made device-only or `__global__` (else the safety net has nothing to find).
    pub(super) any_device: bool,
    /// The names of structured bindings declared with a memory space (after 20121): a use is a gap
    /// (structured_bindings.rs).
    pub(super) space_bindings: HashSet<EntityId>,
}

/// The configuration function every `<<<…>>>` launch calls first (declared by the CUDA runtime header).
const PUSH_CONFIG: &str = "__cudaPushCallConfiguration";

/// Is `e` a lowered kernel launch (`Comma(call of __cudaPushCallConfiguration, kernel call)`)?
pub fn is_launch(il: &crate::sema::il::Il, e: ExprId) -> bool {
    let Some(ExprKind::Comma(l, _)) = il.exprs.get(e).map(|n| n.kind) else { return false };
    match il.exprs.get(l).map(|n| n.kind) {
        Some(ExprKind::Call { func, .. }) => il.entities.get(func).map(|f| il.names.resolve(f.name) == PUSH_CONFIG).unwrap_or(false),
        _ => false,
    }
}

impl CudaState {
    /// After a gap in the census: drop the per-construct state (the memo and the TU facts stay valid).
    pub(super) fn reset(&mut self) {
        self.var_refs.clear();
        self.launch_at = None;
        self.launch_diags = 0;
    }
}

/// One access warning waiting for its place: ordered by (full expression's start, deciding node).
struct Found {
    key: (u32, ExprId),
    seq: usize,
    /// The reference is an operand of `!` or of an explicit cast (somewhere up to the full expression).
    through_not: bool,
    /// The full expression's node.
    root: ExprId,
    d: crate::cuda::CudaDiag,
}

/// Where a function body starts (what [`Lowerer::cuda_body_end`] looks at).
pub(crate) struct BodyMark {
    exprs: usize,
    entities: usize,
    diags: usize,
    out: usize,
    var_refs: usize,
    stmts: usize,
}

/// A function whose calls / references need the cross-space checks: device-only or `__global__`.
fn device_or_global(exec: ExecSpace) -> bool {
    matches!(exec.space(), Space::Device | Space::Global)
}

impl<'a> Lowerer<'a> {
    /// Is the innermost enclosing function one whose body the host-side checks apply to (host, implicit
    /// host or HD)? False outside function bodies and in unevaluated operands.
    pub(super) fn cuda_host_side_body(&self) -> bool {
        let f = self.sema.current_function;
        if f.is_none() || self.unevaluated > 0 {
            return false;
        }
        self.sema.il.entities.get(f).map(|e| crate::cuda::spaces::host_side(crate::cuda::spaces::caller_space(e.exec))).unwrap_or(false)
    }

    /// Has an error (a hard or a discretionary one, at its default severity) been produced so far? The
    /// callee of 3462-3465 then prints as a broken mangled name (probe k1: after 3505, `"_Z1d1?"`).
    /// `None` when that depends on pragmas (lexer events) the pass does not track.
    fn cuda_errors_so_far(&self) -> Option<bool> {
        let is_err = |d: &crate::diag::Diagnostic| matches!(d.severity, Severity::Error | Severity::DiscretionaryError | Severity::Catastrophic);
        if self.errors_out > 0 || self.sema.diags.iter().any(|d| d.severity == Severity::Error) {
            return Some(true);
        }
        // Pragmas and `--diag_*` options can change severities (a warning made an error counts), and
        // lexical diagnostics are not in `out`: with any of them, an earlier diagnostic leaves it unknown.
        let lexical = self.lexed.events.iter().any(|e| matches!(e.kind, crate::lex::LexEventKind::Diag(_)));
        let any = !self.out.is_empty() || !self.sema.diags.is_empty() || lexical;
        if any && (self.pragmas.any_diag_event() || self.severity_overrides) {
            return None;
        }
        Some(self.out.iter().chain(self.sema.diags.iter()).any(is_err))
    }

    /// Has any diagnostic been reported (or queued) before this point?
    fn cuda_any_diag_before(&self) -> bool {
        let lexical = self.lexed.events.iter().any(|e| matches!(e.kind, crate::lex::LexEventKind::Diag(_)));
        !self.out.is_empty() || !self.sema.diags.is_empty() || lexical
    }

    /// The function a built call expression calls directly (`None`: an erroneous or dependent call, or
    /// a call through a pointer).
    fn cuda_called(&self, call: ExprId) -> Option<EntityId> {
        match self.sema.il.exprs.get(call)?.kind {
            ExprKind::Call { func, .. } if func.is_some() => Some(self.sema.il.entities.resolve(func)),
            _ => None,
        }
    }

    /// The cross-space checks of a call just built (`call`), whose callee name is at `at`; `pending` =
    /// the number of sema's diagnostics before the call node was built (after its arguments). None after
    /// a gap.
    pub(crate) fn cuda_after_call(&mut self, call: ExprId, at: u32, pending: usize) -> Option<()> {
        let _timer = HookTimer::start();
        if self.device.on {
            let launch = self.cuda.launch_at == Some(at);
            return self.device_after_call(call, at, launch);
        }
        if !checks_on() {
            return Some(());
        }
        let Some(f) = self.cuda_called(call) else { return Some(()) };
        self.cuda.checked_calls.insert(call);
        // (A call in an `if constexpr` branch or an unevaluated operand is not checked in phase 1.)
        let space = self.sema.il.entities.get(self.sema.current_function).map(|e| crate::cuda::spaces::caller_space(e.exec));
        if self.tmpl.user.body.is_some() && self.cif.instantiating == 0 {
            if let (0, 0, Some(sp)) = (self.cif.discarded_calls, self.unevaluated, space) {
                self.cuda.phase1_calls.insert(at, sp);
            }
        } else if self.cif.instantiating > 0 && space.is_some() && self.cuda.phase1_calls.get(&at).copied() == space {
            return Some(());
        }
        self.cuda_check_callee(f, at, pending, false)
    }

    /// The cross-space checks of a call of `f` (explicit, or implicit: cuda_implicit.rs) whose caret
    /// goes at `at`; `pending` as for [`Lowerer::cuda_after_call`]; `implicit_ctor`: a constructor called
    /// by a declaration (its broken mangled name after an error is verified, probes a3/a4/b1). None after
    /// a gap.
    pub(super) fn cuda_check_callee(&mut self, f: EntityId, at: u32, pending: usize, implicit_ctor: bool) -> Option<()> {
        if self.defaulted_equality_device_call(f) {
            self.gap("lower: defaulted comparison called from device code (execution space unprobed)", at);
            return None;
        }
        let Some(e) = self.sema.il.entities.get(f) else { return Some(()) };
        if !device_or_global(e.exec) && self.cuda.launch_at != Some(at) {
            return Some(());
        }
        let caller = self.sema.current_function;
        if caller.is_none() || self.unevaluated > 0 {
            return Some(());
        }
        if self.cif.discarded_calls > 0 {
            // The discarded branch of a constexpr-if: calls are not checked (if_constexpr.rs).
            return Some(());
        }
        let known = self.cuda_errors_so_far();
        let errors_so_far = known.unwrap_or(false);
        let configured = self.cuda.launch_at == Some(at);
        let site = CallSite { caller: Some(caller), callee: f, at, context: CallContext::FunctionBody, configured, errors_so_far };
        let mut variants = Vec::new();
        // Without the command line (tests, census) the result must not depend on `--relaxed_constexpr`.
        let known_relaxed = self.cuda_opts.as_ref().map(|o| o.relaxed_constexpr);
        for relaxed in [false, true] {
            let relaxed = known_relaxed.unwrap_or(relaxed);
            let opts = crate::cuda::CudaOptions { relaxed_constexpr: relaxed, ..self.cuda_opts.unwrap_or_default() };
            let mut ds = calls::check_call(&self.sema.il, &site, &opts, "");
            ds.extend(calls::check_auto_device_fn_ref(&self.sema.il, Some(caller), f, at));
            variants.push(ds);
        }
        if variants[0] != variants[1] {
            self.gap("lower: cross-space check depending on options", at);
            return None;
        }
        let ds = variants.swap_remove(0);
        if ds.is_empty() {
            return Some(());
        }
        // `#pragma nv_exec_check_disable` before the caller: no cross-space call checks in it (probe ecd);
        // `hd_warning_disable` leaves errors alone, its effect on warnings is not modelled (pragmas.rs).
        match self.exec_check_pragma(caller) {
            Some(true) => return Some(()),
            Some(false) if ds.iter().any(|d| d.severity != Severity::Error) => {
                self.gap("lower: cross-space warning under #pragma hd_warning_disable", at);
                return None;
            }
            _ => {}
        }
        // The callee of 3462-3465 prints as a broken mangled name after an error when it has parameters.
        let names_callee = ds.iter().any(|d| [id::D_H_ILLEGAL_CALL, id::D_H_ILLEGAL_CALL_CONSTEXPR, id::D_HD_ILLEGAL_CALL, id::D_HD_ILLEGAL_CALL_CONSTEXPR].contains(&d.id));
        // (A function template specialisation prints broken even without parameters: `_Z2tzI1?E1?v`.)
        let params = self.sema.il.entities.get(f).and_then(|e| e.function()).map(|fd| fd.param_count > 0 || fd.spec.template.is_some()).unwrap_or(true);
        let mangled_ctor = implicit_ctor && errors_so_far;
        if names_callee && params && !mangled_ctor && (special_member(&self.sema.il, f) || (!errors_so_far && calls::callee_signature(&self.sema.il, f).is_none())) {
            // Spellings not modelled (cuda/callee_name.rs); a member operator called through an object
            // gets two errors (probe d_h_functor_call).
            self.gap("lower: cross-space check naming a callee with class-type parameters", at);
            return None;
        }
        if names_callee && params && !errors_so_far && calls::mentions_global_specialization(&self.sema.il, f) && self.cuda_any_diag_before() {
            self.gap("lower: cross-space check naming a callee with class-type parameters (specialisation padding after a diagnostic)", at);
            return None;
        }
        if names_callee && params {
            if known.is_none() {
                self.gap("lower: cross-space check after pragmas, --diag options or lexical diagnostics (error count)", at);
                return None;
            }
            // An unnamed namespace's part of the mangled name uses the module id, unknown to lowering.
            if errors_so_far && (self.sema.il.entities.in_unnamed_namespace(f) || crate::sema::mangle::broken_signature(&self.sema.il, f, "").is_err()) {
                self.gap("lower: cross-space check naming the callee by its mangled name", at);
                return None;
            }
        }
        if self.sema.diags.len() != pending {
            // Conversion diagnostics of the call and the cross-space error: order not probed.
            self.gap("lower: diagnostics in a call of a device function (ordering)", at);
            return None;
        }
        if self.cuda.launch_at == Some(at) {
            self.cuda.launch_diags = ds.len();
        }
        self.sema.diags.extend(ds.into_iter().map(|d| d.into_diagnostic()));
        Some(())
    }

    /// `callee<<<config>>>(args)`: EDG calls `__cudaPushCallConfiguration(config)` (an ordinary call of
    /// the runtime header's declaration, found from the global scope), then `callee(args)` as a
    /// configured call: 3462-3465 for a device-only callee, then 3508 `a __device__/host function call
    /// cannot be configured` at the callee name; a `__global__` callee is fine [verified l1]. The launch
    /// is not checked in device code by cudafe++ (3480 is cicc's). Any other diagnostic inside the launch
    /// (conversions of the configuration or of the arguments) is a gap: their order is not probed.
    pub(super) fn cuda_launch(&mut self, callee: crate::parse::ast::ExprId, config: &[crate::parse::ast::ExprId], args: &[crate::parse::ast::ExprId], span: crate::source::Span) -> Option<ExprId> {
        let c = self.ast.expr(callee);
        let push: Vec<EntityId> = match self.sema.il.names.get(PUSH_CONFIG) {
            Some(n) => self.sema.il.scopes.local(&self.sema.il.entities, crate::sema::scopes::Scopes::GLOBAL, n).collect(),
            None => Vec::new(),
        };
        // Checked before anything else of the launch, even the callee (cuda/calls.rs).
        if let Some(&first) = config.first() {
            if let Some(d) = crate::cuda::calls::check_launch_push_config(!push.is_empty(), self.ast.expr(first).span.lo) {
                if (self.tmpl.user.body.is_some() || self.inst.lazy > 0) && !self.sema.diags.is_empty() {
                    // Earlier diagnostics of a template body would be flushed past their phase-1 check.
                    self.gap("lower: kernel launch without __cudaPushCallConfiguration after diagnostics in a template body", c.span.lo);
                    return None;
                }
                self.sema.diags.push(d.into_diagnostic());
                // The reference aborts here: report what is pending and stop lowering (no gap: nothing
                // after this point is reported by either side).
                self.flush();
                self.stopped = true;
                return None;
            }
        }
        if !matches!(c.kind, crate::parse::ast::ExprKind::Name(_)) {
            self.gap("lower: kernel launch of a callee other than a name", c.span.lo);
            return None;
        }
        if push.is_empty() || !push.iter().all(|&p| self.sema.il.entities.get(p).map(|e| e.is_function()).unwrap_or(false)) {
            self.gap("lower: kernel launch without a __cudaPushCallConfiguration function declaration", c.span.lo);
            return None;
        }
        let start = self.sema.diags.len();
        let out_start = self.out.len();
        let mut xs = Vec::new();
        for &e in config {
            xs.push(self.expr(e)?);
        }
        // The configuration call's node spans the launch up to `>>>`.
        let cfg_hi = config.last().map(|&e| self.ast.expr(e).span.hi).unwrap_or(c.span.hi);
        let cfg_span = crate::source::Span::new(c.span.lo, cfg_hi);
        let push_call = self.sema.build_overloaded_call(&push, c.span, &xs, cfg_span, cfg_hi);
        if self.check_sema_gaps() {
            return None;
        }
        let after_cfg = self.sema.diags.len();
        let saved = (self.cuda.launch_at.replace(c.span.lo), std::mem::replace(&mut self.cuda.launch_diags, 0));
        let call = self.call(callee, args, crate::source::Span::new(c.span.lo, span.hi));
        let added = self.cuda.launch_diags;
        self.cuda.launch_at = saved.0;
        self.cuda.launch_diags = saved.1;
        let call = call?;
        // The configuration's diagnostics come first (its call is built first); the kernel call's own
        // (argument conversions, overload resolution) are those of an ordinary call. Only one of the two
        // sources at a time is modelled: the cross-space diagnostics of the configured call after other
        // diagnostics, and both sources together, are not probed.
        let cfg_diags = after_cfg - start;
        let call_diags = self.sema.diags.len().saturating_sub(after_cfg + added);
        let one_source = (cfg_diags == 0 && (call_diags == 0 || added == 0)) || (call_diags == 0 && added == 0);
        if !one_source || self.out.len() != out_start {
            self.gap("lower: diagnostics in a kernel launch (ordering)", c.span.lo);
            return None;
        }
        if self.remarks.default_stream {
            self.launch_stream_remark(config.len(), cfg_hi, c.span.lo)?;
        }
        Some(self.sema.build_comma(push_call, call, span, c.span.lo))
    }

    /// Remark 20198 (raised by an option) for a launch with `n` configuration arguments whose last one
    /// ends at `cfg_hi`: at the `>>>`, after the launch's other diagnostics. In a template body (given at
    /// the definition or per instantiation: not probed) and after other diagnostics of the launch
    /// (order not probed) a gap.
    fn launch_stream_remark(&mut self, n: usize, cfg_hi: u32, at: u32) -> Option<()> {
        let ds = crate::cuda::calls::check_launch_stream(n, cfg_hi);
        if ds.is_empty() {
            return Some(());
        }
        if self.tmpl.user.body.is_some() || self.inst.lazy > 0 {
            self.gap("lower: default-stream launch remark in a template body", at);
            return None;
        }
        let toks = &self.lexed.tokens;
        let i = toks.partition_point(|t| t.span.lo < cfg_hi);
        // (`>>>` may be lexed as several tokens: its text is what counts.)
        let close = toks.get(i).filter(|t| self.map.text().get(t.span.lo as usize..t.span.lo as usize + 3) == Some(b">>>".as_slice())).map(|t| t.span.lo);
        let Some(close) = close else {
            self.gap("lower: default-stream launch remark: `>>>` not found", at);
            return None;
        };
        let ds = crate::cuda::calls::check_launch_stream(n, close);
        self.sema.diags.extend(ds.into_iter().map(|d| d.into_diagnostic()));
        Some(())
    }

    /// Whether the call whose callee name is at `at` is the configured call of a kernel launch.
    pub(crate) fn in_launch_at(&self, at: u32) -> bool {
        self.cuda.launch_at == Some(at)
    }

    /// `int main()` / `int main(int, char **)`, not static, inline, constexpr: EDG has nothing to say
    /// about it, so a CUDA space on it gives only 3538 (and 3505 for `__global__`) [probes m1-m4].
    pub(super) fn cuda_plain_main(&self, f: EntityId, facts: &crate::cuda::spaces::FnDeclFacts) -> bool {
        use crate::sema::types::{IntKind, TypeKind};
        let il = &self.sema.il;
        let Some(e) = il.entities.get(f) else { return false };
        let Some(fd) = e.function() else { return false };
        if facts.inline_written || fd.storage != crate::sema::entities::Storage::None || fd.has(crate::sema::entities::FunctionData::CONSTEXPR | crate::sema::entities::FunctionData::CONSTEVAL) {
            return false;
        }
        // `main` cannot be overloaded (EDG: "declaration is incompatible", not modelled).
        if il.scopes.local(&il.entities, crate::sema::scopes::Scopes::GLOBAL, e.name).any(|x| x != f) {
            return false;
        }
        let TypeKind::Function(sig) = il.types.ckind(e.ty) else { return false };
        let plain = |t| il.types.quals(t) == crate::sema::types::Quals::NONE;
        let is = |t, k| plain(t) && matches!(il.types.ckind(t), TypeKind::Int(x) if x == k);
        let char_pp = |t| match il.types.ckind(t) {
            TypeKind::Pointer(p) if plain(t) && plain(p) => matches!(il.types.ckind(p), TypeKind::Pointer(c) if is(c, IntKind::Char)),
            _ => false,
        };
        let params = il.types.type_list(sig.params);
        let params_ok = match params {
            [] => true,
            [a, b] => is(*a, IntKind::Int) && char_pp(*b),
            _ => false,
        };
        is(sig.ret, IntKind::Int) && params_ok && !sig.variadic && sig.quals == crate::sema::types::Quals::NONE
    }

    /// The nodes `lo..hi` were built as an unevaluated operand by lowering itself (not from source).
    pub(crate) fn cuda_unevaluated_range(&mut self, lo: usize, hi: usize) {
        if lo < hi {
            self.cuda.unevaluated_ranges.push((lo, hi));
        }
    }

    /// An unevaluated operand (`decltype`, `__typeof__`): no cross-space checks inside [verified B §2].
    pub(crate) fn unevaluated_expr(&mut self, e: crate::parse::ast::ExprId) -> Option<ExprId> {
        self.unevaluated += 1;
        let x = self.expr(e);
        self.unevaluated -= 1;
        x
    }

    /// `decltype(x)` with the unparenthesised id-expression `x` lowered to `r` (name at `at`): 3576 for
    /// a `__managed__` variable, in every context (corpus cuda-rules/decltype_managed: at namespace scope).
    pub(crate) fn cuda_decltype_operand(&mut self, r: ExprId, at: u32) {
        if let Some(ExprKind::DeclRef(v)) = self.sema.il.exprs.get(r).map(|n| n.kind) {
            let ds = crate::cuda::spaces::check_decltype_operand(&self.sema.il, v, at);
            self.sema.diags.extend(ds.into_iter().map(|d| d.into_diagnostic()));
        }
    }

    /// A name naming function `f` used other than as the callee of a call by name (`&f`, `f` decaying,
    /// `(f)(1)` — the call itself is caught by the net). Taking the address of a device function is not
    /// diagnosed by cudafe++ (c8, k2 `&o`); 3623 is (auto return type, every context).
    pub(crate) fn cuda_function_ref(&mut self, f: EntityId, at: u32) {
        let _timer = HookTimer::start();
        if !checks_on() || self.device.on {
            return;
        }
        let ds = calls::check_auto_device_fn_ref(&self.sema.il, (!self.sema.current_function.is_none()).then_some(self.sema.current_function), f, at);
        self.sema.diags.extend(ds.into_iter().map(|d| d.into_diagnostic()));
    }

    /// A name naming variable `v` was lowered to `r` (at `at`): remembered for the access classification
    /// when the function is host-side and the operand evaluated; `__managed__` and variables without a
    /// memory space are exempt.
    pub(crate) fn cuda_variable_ref(&mut self, v: EntityId, r: ExprId, at: u32) {
        let _timer = HookTimer::start();
        if self.cuda.space_bindings.contains(&v) {
            self.gap("lower: use of a structured binding declared with a memory space", at);
            return;
        }
        if self.device.on {
            return self.device_variable_ref(v, at);
        }
        if !checks_on() {
            return;
        }
        let mem = self.sema.il.entities.get(v).map(|e| e.mem).unwrap_or_default();
        if mem.is_empty() || mem.has(MemSpace::MANAGED) || !self.cuda_host_side_body() {
            return;
        }
        self.cuda.var_refs.push((r, at));
    }

    /// A call lowering builds implicitly that cudafe++ does not check for cross-space calls (a range-for's
    /// `begin()`/`end()`, range_for.rs): not a call the safety net should stop at.
    pub(crate) fn cuda_implicit_call(&mut self, call: ExprId) {
        self.cuda.checked_calls.insert(call);
    }

    /// How many device-variable references wait for the end of the body (lambdas.rs).
    pub(crate) fn cuda_var_ref_count(&self) -> usize {
        self.cuda.var_refs.len()
    }

    /// Called before a function body is lowered.
    pub(crate) fn cuda_body_start(&self) -> BodyMark {
        BodyMark {
            exprs: self.sema.il.exprs.len(),
            entities: self.sema.il.entities.len(),
            diags: self.sema.diags.len(),
            out: self.out.len(),
            var_refs: self.cuda.var_refs.len(),
            stmts: self.sema.il.stmts.len(),
        }
    }

    /// Called after the body of `f` is lowered (before the flow checks): the variable-reference
    /// warnings, then the safety net. None after a gap.
    pub(crate) fn cuda_body_end(&mut self, f: EntityId, mark: BodyMark) -> Option<()> {
        let _timer = HookTimer::start();
        let refs: Vec<(ExprId, u32)> = self.cuda.var_refs.drain(mark.var_refs.min(self.cuda.var_refs.len())..).collect();
        if self.stopped {
            return None;
        }
        // (Not CUDA: the one per-body hook is here too.)
        self.noreturn_definition_check(f)?;
        if self.device.on {
            return self.device_body_end(f, mark.exprs, mark.diags);
        }
        if !checks_on() {
            return Some(());
        }
        let end = self.sema.il.exprs.len();
        // Parent of each node built in the body (nodes are built bottom-up, so parents come later).
        // Only built when a device variable was named (the common body needs none).
        let mut parent: HashMap<ExprId, ExprId> = HashMap::new();
        let mut net: Option<u32> = None;
        // Device-only and kernel bodies get none of these checks from cudafe++ (cicc's, device_mode.rs).
        let host_side = self.sema.il.entities.get(f).map(|e| crate::cuda::spaces::host_side(crate::cuda::spaces::caller_space(e.exec))).unwrap_or(true);
        for i in mark.exprs..end {
            if self.cuda.unevaluated_ranges.iter().any(|&(a, b)| a <= i && i < b) {
                continue;
            }
            let id = ExprId::from_len(i);
            let Some(n) = self.sema.il.exprs.get(id).copied() else { continue };
            // The last node built over an operand is its parent: `a op= b` builds a probe `a op b`
            // first (only to type-check it), then the assignment.
            if !refs.is_empty() {
                for c in n.kind.children(&self.sema.il.exprs) {
                    parent.insert(c, id);
                }
            }
            if self.cuda.any_device && host_side && net.is_none() && self.cuda_net_hit(id) {
                if std::env::var_os("CUFE_LOWER_TRACE").is_some() {
                    eprintln!("cuda net: {:?} {:?} {:?}", id, n.kind, n.cat);
                }
                net = Some(n.span.lo);
            }
        }
        if net.is_none() && self.cuda.any_device && host_side {
            for i in mark.entities..self.sema.il.entities.len() {
                let Some(e) = self.sema.il.entities.get(EntityId::from_len(i)).copied() else { continue };
                // (A reference binds an object: a temporary made for it is a node the loop above sees.)
                let binds = self.sema.il.types.is_reference(e.ty);
                if matches!(e.data, Payload::Variable(_)) && !binds && !self.cuda.checked_vars.contains(&EntityId::from_len(i)) && self.cuda_class_has_device_special(e.ty) {
                    net = Some(e.span.lo);
                    break;
                }
            }
        }
        // The body's calls are judged: forget them (the set stays as small as one body).
        self.cuda.checked_calls.clear();
        self.cuda.checked_vars.clear();
        self.cuda.checked_constructs.clear();
        self.cuda.unevaluated_ranges.retain(|&(a, _)| a < mark.exprs);
        if let Some(at) = net {
            self.gap("lower: implicit or indirect use of a device function (cross-space checks)", at);
            return None;
        }
        if refs.is_empty() {
            return Some(());
        }
        // (ordering node, sequence, diagnostic)
        let mut found = Vec::new();
        for (r, at) in refs {
            let Some(v) = (match self.sema.il.exprs.get(r).map(|n| n.kind) {
                Some(ExprKind::DeclRef(v)) => Some(v),
                _ => None,
            }) else {
                continue; // replaced by an error node
            };
            if std::env::var_os("CUFE_LOWER_TRACE").is_some() {
                let mut chain = Vec::new();
                let mut x = r;
                while let Some(&p) = parent.get(&x) {
                    chain.push(format!("{:?}", self.sema.il.exprs.get(p).map(|n| n.kind)));
                    x = p;
                }
                eprintln!("var ref at {at}: {chain:?}");
            }
            // Reference variables bound directly to the designator (`int &r = sv;` takes the address).
            let discarded: Vec<ExprId> = (mark.stmts..self.sema.il.stmts.len())
                .filter_map(|i| self.sema.il.stmts.get(crate::sema::ids::StmtId::from_len(i)))
                .filter_map(|st| match st.kind {
                    crate::sema::stmt::StmtKind::Expr(e) => Some(e),
                    _ => None,
                })
                .collect();
            let ref_inits: Vec<ExprId> = (mark.entities..self.sema.il.entities.len())
                .filter_map(|i| self.sema.il.entities.get(EntityId::from_len(i)))
                .filter_map(|e| match e.data {
                    Payload::Variable(vd) if self.sema.il.types.is_reference(e.ty) => Some(vd.init),
                    _ => None,
                })
                .collect();
            // Class variables initialised by the designator itself (`S y{ds}`: no constructor node).
            let class_inits: Vec<(ExprId, EntityId)> = (mark.entities..self.sema.il.entities.len())
                .filter_map(|i| self.sema.il.entities.get(EntityId::from_len(i)))
                .filter_map(|e| match e.data {
                    Payload::Variable(vd) if vd.init.is_some() => self.sema.il.types.class_entity(e.ty).map(|c| (vd.init, c)),
                    _ => None,
                })
                .collect();
            let cpp20 = self.lex_cfg.lang >= crate::cli::Lang::Cpp20;
            let ctx = crate::sema::traits_eval::TraitCtx { il: self.sema.il, unlowered_inits: &self.classes.unlowered_inits, cpp20 };
            let trivial = |c: EntityId, k: crate::sema::special::Special| match ctx.special_trivial(c, k, 0) {
                crate::sema::traits_eval::Outcome::Value(v) => Some(v),
                _ => None,
            };
            let Some(c) = super::cuda_var_access::classify(&self.sema.il, &parent, &ref_inits, &class_inits, &discarded, r, &trivial) else {
                // An operand whose expression was rejected (`cv = 1`: #137) was replaced by an error
                // node; EDG checks accesses as it builds the operator, so there is none to report.
                let inside_error = |n: &crate::sema::expr::Expr| matches!(n.kind, ExprKind::Error) && n.span.lo <= at && at < n.span.hi;
                if !parent.contains_key(&r) && (mark.exprs..end).filter_map(|i| self.sema.il.exprs.get(ExprId::from_len(i))).any(inside_error) {
                    continue;
                }
                self.gap("lower: reference to a device variable (access not classified)", at);
                return None;
            };
            let Some((node, access)) = c else { continue };
            // The write of an assignment that is itself an operand converted to a value (`sv + (dv = 1)`,
            // `dv * (sv = 1)`) is reported when that conversion is built, with the other operands'
            // reads, not when the assignment is: probes cuda18 p1/p3/p4/p6 (`sv + (dv = 1)`: the read of
            // `sv` first).
            let node = super::cuda_var_access::write_order_node(&self.sema.il, &parent, node, access);
            // EDG checks as it builds each full expression, in source order; inside one, in the order
            // the nodes are built (`dv = sv`: the read of `sv`, then the write of `dv`).
            let mut root = r;
            let mut through_not = false;
            for _ in 0..10_000 {
                match parent.get(&root) {
                    Some(&p) => {
                        // (An explicit cast's operand is read late as well: `(long)(cv) < cv - 0` reports
                        // the right `cv` first — fuzz seed 50014; not modelled, so treated as `!`.)
                        through_not |= matches!(self.sema.il.exprs.get(p).map(|n| n.kind), Some(ExprKind::Unary(UnaryOp::Not, _)) | Some(ExprKind::Cast(..)));
                        root = p;
                    }
                    None => break,
                }
            }
            let root_at = self.sema.il.exprs.get(root).map(|n| n.span.lo).unwrap_or(at);
            let ds = calls::check_variable_ref(&self.sema.il, Some(f), CallContext::FunctionBody, v, access, at);
            for d in ds {
                found.push(Found { key: (root_at, node), seq: found.len(), through_not, root, d });
            }
        }
        if found.is_empty() {
            return Some(());
        }
        // Other diagnostics of the body merge in by source position when each is an error (EDG reports
        // those as it builds the expression) outside every full expression that holds an access:
        // `cv = 1; dv = 2;` gives #137, then 20092 (corpus/lead-s7/constant_variable_writes).
        let others_at: Option<Vec<u32>> = self.sema.diags[mark.diags..]
            .iter()
            .map(|d| match d.at {
                crate::diag::Where::At(o) if d.severity == crate::diag::Severity::Error => Some(o),
                _ => None,
            })
            .collect();
        let root_span = |x: &Found| self.sema.il.exprs.get(x.root).map(|n| n.span);
        let separate = others_at.as_ref().is_some_and(|at| at.iter().all(|&o| found.iter().all(|x| root_span(x).is_some_and(|sp| o < sp.lo || o >= sp.hi))));
        if self.out.len() != mark.out || !separate {
            self.gap("lower: device variable references in a body with other diagnostics (ordering)", found[0].d.at);
            return None;
        }
        found.sort_by_key(|x| (x.key, x.seq));
        if let Some(at) = self.cuda_unverified_order(&found, &parent) {
            self.gap("lower: several device variable accesses in one expression (order not verified)", at);
            return None;
        }
        let others = self.sema.diags.split_off(mark.diags);
        let others_at = others_at.unwrap_or_default();
        let mut others = others.into_iter().zip(others_at).peekable();
        // An access inside an operand of a rejected operator (`cv = cv + 1`: the error node spans the
        // assignment) is reported before that operator's error, which EDG gives once the operands are
        // built: its place is the start of the error node.
        // A read the rejected operator itself makes after its error (`cv = dv`: the right operand's
        // conversion, built after the error node by `build_assign`) keeps its own place.
        let errors: Vec<(usize, crate::source::Span)> = (mark.exprs..end).filter_map(|i| self.sema.il.exprs.get(ExprId::from_len(i)).map(|n| (i, n))).filter(|(_, n)| matches!(n.kind, ExprKind::Error)).map(|(i, n)| (i, n.span)).collect();
        for x in found {
            let place = errors.iter().filter(|(i, sp)| *i > x.key.1.index() && sp.lo <= x.d.at && x.d.at < sp.hi).map(|(_, sp)| sp.lo).min().unwrap_or(x.key.0).min(x.key.0);
            while let Some((d, _)) = others.next_if(|&(_, o)| o < place) {
                self.sema.diags.push(d);
            }
            self.sema.diags.push(x.d.into_diagnostic());
        }
        self.sema.diags.extend(others.map(|(d, _)| d));
        Some(())
    }

    /// Where the order of the access warnings of one full expression is not the one probed (v1, v5-v7):
    /// consecutive warnings must follow the source, except the write of `a = …` after the reads of its
    /// right operand (`dv = sv`), the read of `a[i]` after the reads in `i` (`da[dv]`), and a read+write
    /// pair at one name (`sv++`). A read under `!` among
    /// other warnings comes out late in the reference (`!dv + -sv + (dv == 1)`: `dv`'s read last) and a
    /// left operand read before a right operand's write (`dv + (sv = 1)`): not modelled.
    fn cuda_unverified_order(&self, found: &[Found], parent: &HashMap<ExprId, ExprId>) -> Option<u32> {
        for (i, w) in found.iter().enumerate() {
            let same_root = found.iter().filter(|x| x.root == w.root).count();
            if same_root > 1 && w.through_not {
                return Some(w.d.at);
            }
            let Some(prev) = i.checked_sub(1).and_then(|j| found.get(j)) else { continue };
            if prev.root != w.root || prev.d.at <= w.d.at {
                continue;
            }
            // `w` precedes `prev` in the source: only the write of an assignment whose right operand
            // holds `prev`.
            // (A compound assignment's read and write too: `sv += (dv = 1)` gives the write of `dv`, then
            // the read and write of `sv`; probe cuda18 p9.)
            let ok = (w.d.id == id::DEVICE_VAR_WRITTEN_IN_HOST || w.d.id == id::DEVICE_VAR_READ_IN_HOST)
                && matches!(self.sema.il.exprs.get(w.key.1).map(|n| (n.kind, n.span)), Some((ExprKind::Assign(op, _, rhs), _))
                    if (op.is_some() || w.d.id == id::DEVICE_VAR_WRITTEN_IN_HOST) && self.sema.il.exprs.get(rhs).map(|r| r.span.lo <= prev.d.at && prev.d.at < r.span.hi).unwrap_or(false));
            // Or the read of an array element whose index holds `prev` (v4 `da[dv]`: `dv`, then `da`).
            let exprs = &self.sema.il.exprs;
            let in_index = w.d.id == id::DEVICE_VAR_READ_IN_HOST
                && matches!(exprs.get(w.key.1).map(|n| n.kind), Some(ExprKind::Implicit(ImplicitKind::LvalueToRvalue, sub))
                    if matches!(exprs.get(sub).map(|n| n.kind), Some(ExprKind::Subscript(_, ix))
                        if exprs.get(ix).map(|x| x.span.lo <= prev.d.at && prev.d.at < x.span.hi).unwrap_or(false)));
            // Or the read of a binary operator's left operand whose right operand holds `prev`: EDG converts
            // both operands when it builds the operator (`sv + dv * (sv = 1)`: `dv`, the write of `sv`,
            // then the left `sv`; probe cuda18 p6).
            let left_of_binary = w.d.id == id::DEVICE_VAR_READ_IN_HOST
                && super::cuda_var_access::left_operand_before(exprs, parent, w.key.1, prev.d.at);
            if !ok && !in_index && !left_of_binary {
                return Some(w.d.at);
            }
        }
        None
    }

    /// A node the inline checks did not see and the reference checks: a call of a device-only/global
    /// function not checked by name, or a value of a class with a device-only special member.
    pub(super) fn cuda_net_hit(&mut self, id: ExprId) -> bool {
        let Some(n) = self.sema.il.exprs.get(id).copied() else { return false };
        if let ExprKind::Call { func, .. } = n.kind {
            if func.is_some() && !self.cuda.checked_calls.contains(&id) {
                let f = self.sema.il.entities.resolve(func);
                if self.sema.il.entities.get(f).map(|e| device_or_global(e.exec)).unwrap_or(false) {
                    return true;
                }
            }
        }
        // A checked call calls nothing else: an lvalue or xvalue result makes no temporary, and the
        // destruction of a class prvalue result is not checked by the reference (`mkg();`,
        // `mkg().id` with a device destructor: no error, probe lead-s8 p8).
        if matches!(n.kind, ExprKind::Call { .. }) && self.cuda.checked_calls.contains(&id) {
            return false;
        }
        // A variable's constructor call whose implicit calls were checked (cuda_implicit.rs).
        if let ExprKind::Construct { ctor, args } = n.kind {
            if self.cuda.checked_calls.contains(&id) || self.cuda.checked_constructs.contains(&(ctor, args.start, args.len)) {
                return false;
            }
            // C++17: a copy from a checked prvalue of the class is elided (`return G(5);`: no copy
            // constructor error, probe lead-s8 p9).
            if let [a] = self.sema.il.exprs.list(args) {
                let a = *a;
                let same = self.sema.il.exprs.get(a).is_some_and(|x| x.cat == crate::sema::expr::ValueCat::PRValue && self.sema.il.types.same(self.sema.il.types.unqualified(x.ty), self.sema.il.types.unqualified(n.ty)));
                if same && self.cuda.checked_calls.contains(&a) && self.lex_cfg.cpp_at_least(crate::cli::Lang::Cpp17) {
                    return false;
                }
            }
        }
        // Materialising a checked temporary calls nothing more (`tk(G(1))`, probe lead-s8 p8).
        if let ExprKind::Implicit(ImplicitKind::Temporary, inner) = n.kind {
            if self.cuda.checked_calls.contains(&inner) {
                return false;
            }
        }
        if let ExprKind::Construct { ctor, .. } | ExprKind::Implicit(ImplicitKind::UserDefined(ctor), _) = n.kind {
            if ctor.is_some() && self.sema.il.entities.get(ctor).map(|e| device_or_global(e.exec)).unwrap_or(false) {
                return true;
            }
        }
        // Designating an existing object (an lvalue name, member or `*p`) calls nothing by itself; the
        // nodes that copy, convert or destroy it are judged on their own.
        if n.is_lvalue() && crate::lower::cuda_implicit::designates_object(n.kind) {
            return false;
        }
        self.cuda_class_has_device_special(n.ty)
    }

    /// Is `t` a class type with a device-only or `__global__` constructor, destructor, conversion
    /// function or operator (whose implicit calls the pass does not check)?
    pub(super) fn cuda_class_has_device_special(&mut self, t: crate::sema::ids::TypeId) -> bool {
        let il = &self.sema.il;
        let t = il.types.non_reference(t);
        let Some(c) = il.types.class_entity(t) else { return false };
        if let Some(&x) = self.cuda.device_special.get(&c) {
            return x;
        }
        let (scope, complete) = match il.entities.get(c).map(|e| e.data) {
            // A closure's call operator and conversion are only used through call / conversion nodes,
            // which the net itself sees (lambdas.rs).
            Some(Payload::Class(cd)) if cd.lambda => (crate::sema::ids::ScopeId::NONE, cd.complete),
            Some(Payload::Class(cd)) => (cd.scope, cd.complete),
            _ => (crate::sema::ids::ScopeId::NONE, false),
        };
        let mut hit = false;
        if !scope.is_none() {
            for m in il.scopes.members(&il.entities, scope).take(100_000) {
                let Some(e) = il.entities.get(m) else { continue };
                if let Some(fd) = e.function() {
                    // Operator functions other than `operator=` are only called by call nodes, which
                    // the net sees (an implicit copy assignment has no node of its own).
                    let called_by_nodes = fd.role == FnRole::Operator && il.names.resolve(e.name) != "operator=";
                    if fd.role != FnRole::Normal && !called_by_nodes && device_or_global(e.exec) {
                        hit = true;
                        break;
                    }
                }
            }
        }
        if complete {
            self.cuda.device_special.insert(c, hit);
        }
        hit
    }
}


/// Whether function `f` is a member operator, conversion, constructor or destructor (their callee text
/// is not modelled).
fn special_member(il: &crate::sema::il::Il, f: EntityId) -> bool {
    let Some(e) = il.entities.get(f) else { return true };
    let member = il.entities.get(e.parent).map(|p| p.class().is_some()).unwrap_or(false);
    // (Operator functions and constructors print like any member: probes lead-s8 p2, p6, p10, p11.)
    member && e.function().map(|fd| !matches!(fd.role, crate::sema::entities::FnRole::Normal | crate::sema::entities::FnRole::Operator | crate::sema::entities::FnRole::Constructor)).unwrap_or(true)
}
