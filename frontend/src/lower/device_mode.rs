//! Device mode (`--cufe-device-mode`) inside lowering: what cicc's front end checks while it parses the
//! device-side `.cpp1.ii`, and the facts its code generation checks need (`cuda::device_checks`).
//!
//! Differences from the host-side pass (probed with cicc run as nvcc runs it, corpus/device):
//! - the host-side cross-space checks of cudafe++ do not apply (a `__host__ __device__` function may call
//!   a `__device__` one when compiling for the device); the hooks of `cuda_hooks.rs` hand over to this file;
//! - at parse time, in a `__device__`/`__global__`/HD body: a call of a constexpr `__host__` function
//!   (20017/20019 error, 20013 warning for HD) and a kernel launch without `--device-c` (20023), both
//!   with the source line;
//! - calls of other `__host__` functions are only recorded here: cicc reports them while generating code
//!   (`cuda::device_checks`).
//!
//! The device prelude (`__CUDA_ARCH__` defined) pulls in much more of libstdc++ than the host one
//! (`<cmath>`, `<new>`, `<utility>` …). cicc reports nothing there (the prelude is checked clean by
//! corpus/device), so a prelude declaration cufe cannot lower is skipped instead of making the TU
//! unsupported: its gaps and diagnostics are dropped and every identifier it spells is remembered
//! (`DeviceFacts::skipped`). Whatever user code does with such a name stays a gap: an unresolved name
//! is a gap already, and a device check whose callee has a skipped name is one (`device_checks`).
use super::Lowerer;
use crate::diag::{id, Arg, Severity};
use crate::gaps::Gaps;
use crate::sema::entities::{ExecSpace, FunctionData, Space};
use crate::sema::ids::{EntityId, ExprId, ScopeId};
use crate::sema::expr::ExprKind;
use crate::source::Span;
use std::cell::RefCell;
use std::collections::HashSet;

/// What the driver asks of one device-mode lowering run.
#[derive(Clone, Copy, Debug, Default)]
pub struct DeviceRequest {
    /// `--relaxed_constexpr` (nvcc `--expt-relaxed-constexpr`).
    pub relaxed_constexpr: bool,
    /// `--device-c` (relocatable device code: launches from device code are allowed).
    pub device_c: bool,
}

thread_local! {
    static REQUEST: RefCell<Option<DeviceRequest>> = const { RefCell::new(None) };
    static RESULT: RefCell<Option<DeviceFacts>> = const { RefCell::new(None) };
}

/// A recorded call of a host-only function from a device-side body (reported by code generation).
#[derive(Clone, Copy, Debug)]
pub struct DeviceCall {
    pub caller: EntityId,
    pub callee: EntityId,
    /// The callee name.
    pub at: u32,
}

/// A device-side function body lowered (in order).
#[derive(Clone, Copy, Debug)]
pub struct DeviceBody {
    pub f: EntityId,
    pub at: u32,
    pub in_prelude: bool,
    /// Where the body uses something the device checks do not classify (an implicit call of a
    /// host-only function, a namespace-scope variable …): a gap if the body is checked.
    pub unclassified: Option<(u32, &'static str)>,
}

/// What lowering hands to the code-generation checks.
#[derive(Clone, Debug, Default)]
pub struct DeviceFacts {
    pub calls: Vec<DeviceCall>,
    /// Every resolved call from a device-side body: (caller, callee).
    pub edges: Vec<(EntityId, EntityId)>,
    pub bodies: Vec<DeviceBody>,
    /// Identifiers spelled by skipped prelude declarations.
    pub skipped: HashSet<String>,
    pub skipped_decls: u32,
    /// Host variables named in device-side bodies: (function, variable, name offset).
    pub var_uses: Vec<(EntityId, EntityId, u32)>,
}

/// Lowering state in device mode (`on` false otherwise).
#[derive(Default)]
pub(crate) struct DeviceState {
    pub on: bool,
    req: DeviceRequest,
    facts: DeviceFacts,
    snapshot: Option<Snapshot>,
    /// The device-side body being lowered: first unclassified use.
    unclassified: Option<(u32, &'static str)>,
    /// The user-code namespace-scope declaration being lowered: (entities, out) lengths at its start,
    /// and its span.
    user_decl: Option<(usize, usize, Span)>,
    /// The execution space of every function entity after the previous user-code declaration.
    exec_seen: Vec<u8>,
}

struct Snapshot {
    gaps: Gaps,
    total: u64,
    out: usize,
    errors_out: usize,
    span: Span,
}

impl DeviceState {
    /// The state for a lowering run: on when [`lower_device`] asked for it.
    pub(crate) fn for_this_run() -> DeviceState {
        match REQUEST.with(|r| r.borrow_mut().take()) {
            Some(req) => DeviceState { on: true, req, ..Default::default() },
            None => DeviceState::default(),
        }
    }
}

/// Lowers a device-side TU; returns the IL, the facts for `cuda::device_checks` and lowering's own
/// diagnostics (in order).
pub fn lower_device(
    ast: &crate::parse::ast::Ast,
    lexed: &crate::lex::LexOutput,
    cfg: &crate::lex::LexConfig,
    map: &crate::source::SourceMap,
    gaps: &mut Gaps,
    req: DeviceRequest,
    severity_overrides: bool,
) -> (crate::sema::il::Il, DeviceFacts, Vec<crate::diag::Diagnostic>) {
    let mut il = crate::sema::il::Il::new(crate::sema::target::Target::LP64);
    REQUEST.with(|r| *r.borrow_mut() = Some(req));
    let out = super::lower_into_with(&mut il, ast, lexed, cfg, map, gaps, false, severity_overrides);
    REQUEST.with(|r| *r.borrow_mut() = None);
    let facts = RESULT.with(|r| r.borrow_mut().take()).unwrap_or_default();
    (il, facts, out)
}

/// A type spelled through a typedef named like `va_list` (`va_list`, `__gnuc_va_list`, `__builtin_va_list`).
fn names_va_list(il: &crate::sema::il::Il, mut t: crate::sema::ids::TypeId) -> bool {
    use crate::sema::types::TypeKind;
    for _ in 0..64 {
        match il.types.kind(t) {
            TypeKind::Typedef { entity, aliased } => {
                let n = il.entities.get(entity).map(|e| il.names.resolve(e.name)).unwrap_or("");
                if n.contains("va_list") {
                    return true;
                }
                t = aliased;
            }
            TypeKind::Qualified(b, _) => t = b,
            _ => return false,
        }
    }
    false
}

/// Whether a call argument is a constant (`Some(true)`: a literal), certainly not one (`Some(false)`: a
/// parameter or non-const local variable), or not classified (`None`).
fn constant_arg(il: &crate::sema::il::Il, mut e: ExprId) -> Option<bool> {
    use crate::sema::entities::{Payload, VariableData};
    for _ in 0..64 {
        match il.exprs.get(e)?.kind {
            ExprKind::Implicit(_, x) | ExprKind::Cast(_, x) => e = x,
            ExprKind::IntLit(_) | ExprKind::FloatLit(_) => return Some(true),
            ExprKind::DeclRef(v) => {
                let ve = il.entities.get(v)?;
                let constant = il.types.quals(ve.ty).has(crate::sema::types::Quals::CONST);
                return match ve.data {
                    Payload::Param(_) if !constant => Some(false),
                    Payload::Variable(vd) if vd.flags & VariableData::LOCAL != 0 && vd.flags & VariableData::CONSTEXPR == 0 && !constant => Some(false),
                    _ => None,
                };
            }
            _ => return None,
        }
    }
    None
}

/// The offset of the `(` right after the identifier at `at` (blanks allowed in between).
fn paren_after_name(text: &[u8], at: u32) -> Option<u32> {
    let mut i = at as usize;
    while text.get(i).map(|c| c.is_ascii_alphanumeric() || *c == b'_').unwrap_or(false) {
        i += 1;
    }
    while text.get(i).map(|c| *c == b' ' || *c == b'\t').unwrap_or(false) {
        i += 1;
    }
    (text.get(i) == Some(&b'(')).then_some(i as u32)
}

/// A function whose body cicc compiles for the device: `__device__`, `__global__` or HD.
fn device_side(exec: ExecSpace) -> bool {
    matches!(crate::cuda::spaces::caller_space(exec), Space::Device | Space::Global | Space::HostDevice)
}

impl<'a> Lowerer<'a> {
    /// End of lowering: hands the facts over to [`lower_device`].
    pub(crate) fn device_finish(&mut self) {
        if self.device.on {
            let facts = std::mem::take(&mut self.device.facts);
            RESULT.with(|r| *r.borrow_mut() = Some(facts));
        }
    }

    /// Before a namespace-scope declaration: in device mode, a prelude declaration may be skipped.
    pub(crate) fn device_decl_start(&mut self, span: Span) {
        if !self.device.on || self.device.snapshot.is_some() || self.stopped {
            return;
        }
        if !self.map.in_prelude(span.lo) {
            if self.device.user_decl.is_none() {
                self.device.user_decl = Some((self.sema.il.entities.len(), self.out.len(), span));
            }
            return;
        }
        self.device.snapshot = Some(Snapshot {
            gaps: self.sema.gaps.clone(),
            total: super::gap_total(self.sema.gaps),
            out: self.out.len(),
            errors_out: self.errors_out,
            span,
        });
    }

    /// After a namespace-scope declaration (flushed): a prelude declaration that met a gap or produced a
    /// diagnostic is skipped (see the module comment). Returns true when it was.
    pub(crate) fn device_decl_end(&mut self, scope: ScopeId) -> bool {
        if let Some((entities, out, span)) = self.device.user_decl.take() {
            self.device_global_decl_checks(entities, out);
            self.device_redecl_spaces(entities, span, out);
            return false;
        }
        let Some(s) = self.device.snapshot.take() else { return false };
        let pending = !self.sema.diags.is_empty();
        if !self.stopped && !pending && super::gap_total(self.sema.gaps) == s.total && self.out.len() == s.out {
            return false;
        }
        *self.sema.gaps = s.gaps;
        self.out.truncate(s.out);
        self.errors_out = s.errors_out;
        self.gap_base = s.total;
        self.device.facts.skipped_decls += 1;
        let lo = self.lexed.tokens.partition_point(|t| t.span.lo < s.span.lo);
        for t in self.lexed.tokens[lo..].iter().take_while(|t| t.span.lo < s.span.hi) {
            if t.sym != crate::lex::Symbol::NONE {
                self.device.facts.skipped.insert(self.lexed.interner.str(t.sym).to_string());
            }
        }
        // The same reset as after a gap in a census.
        self.stopped = false;
        self.scope = scope;
        let _ = self.sema.take_diags();
        self.reset_declaration_state();
        self.device.unclassified = None;
        true
    }

    /// cicc's own `__global__` declaration checks, after the declaration's other diagnostics (probe d1:
    /// after 20050), caret at the name: 20118 constexpr kernel, 20063 rvalue-reference parameter.
    /// `entities`/`out`: the lengths when the declaration started.
    fn device_global_decl_checks(&mut self, entities: usize, out: usize) {
        use crate::sema::types::TypeKind;
        if self.stopped {
            return;
        }
        let mut found = Vec::new();
        let il = &self.sema.il;
        for i in entities..il.entities.len() {
            let f = EntityId::from_len(i);
            let Some(e) = il.entities.get(f) else { continue };
            let Some(fd) = e.function() else { continue };
            if !e.exec.has(ExecSpace::GLOBAL) {
                continue;
            }
            if fd.has(FunctionData::CONSTEVAL) || fd.spec.is_specialization() {
                found.push(Err(e.span.lo));
                continue;
            }
            if fd.has(FunctionData::CONSTEXPR) {
                found.push(Ok((id::GLOBAL_FUNCTION_CONSTEXPR, e.span.lo)));
            }
            if let TypeKind::Function(sig) = il.types.ckind(e.ty) {
                let rref = il.types.type_list(sig.params).iter().any(|&t| matches!(il.types.ckind(t), TypeKind::RRef(_)));
                let special = il.types.type_list(sig.params).iter().any(|&t| {
                    let t = il.types.non_reference(t);
                    let name = il.types.class_entity(t).and_then(|c| il.entities.get(c)).map(|c| il.names.resolve(c.name));
                    matches!(name, Some("initializer_list") | Some("__va_list_tag")) || names_va_list(il, t)
                });
                if special || sig.variadic {
                    found.push(Err(e.span.lo));
                }
                if rref {
                    found.push(Ok((id::GLOBAL_RVALUE_REF_TYPE, e.span.lo)));
                }
            }
        }
        if found.is_empty() {
            return;
        }
        // Only after nothing or 20050 (the order among other diagnostics was not probed).
        let others = self.out[out.min(self.out.len())..].iter().any(|d| d.id != id::GLOBAL_FUNCTION_INLINE);
        for x in found {
            match x {
                Ok((did, at)) if !others => {
                    self.out.push(crate::diag::Diagnostic::new(Severity::Error, did, crate::diag::Where::At(at)));
                    self.errors_out += 1;
                }
                Ok((_, at)) | Err(at) => {
                    self.gap("device mode: __global__ declaration cicc may diagnose (template, consteval, va_list, initializer_list, typedef'd parameter, or other diagnostics)", at);
                    return;
                }
            }
        }
    }

    /// A user-code declaration that changed the execution space of an earlier function (a redeclaration
    /// with other annotations): cicc's 20030-20039 are not modelled, a gap. `entities`: the number of
    /// entities when the declaration started (later ones are new).
    fn device_redecl_spaces(&mut self, entities: usize, span: Span, out_before: usize) {
        let il = &self.sema.il;
        let n = il.entities.len();
        let mut changed = None;
        // What the declaration writes before its body or `;`: the execution-space annotations, and
        // whether it has a parameter list.
        let toks = &self.lexed.tokens;
        let lo = toks.partition_point(|t| t.span.lo < span.lo);
        let mut written = 0u8;
        let mut paren = false;
        for t in toks[lo..].iter().take_while(|t| t.span.lo < span.hi) {
            let s = if t.sym != crate::lex::Symbol::NONE { self.lexed.interner.str(t.sym) } else { "" };
            match (t.kind, s) {
                (crate::lex::TokenKind::LBrace | crate::lex::TokenKind::Semi | crate::lex::TokenKind::Eq, _) => break,
                (crate::lex::TokenKind::LParen, _) => paren = true,
                (_, "host" | "__host__") => written |= ExecSpace::HOST,
                (_, "device" | "__device__") => written |= ExecSpace::DEVICE,
                (_, "global" | "__global__") => written |= ExecSpace::GLOBAL,
                _ => {}
            }
        }
        if paren && entities == n && !self.stopped {
            // A declaration with a parameter list that declared nothing new: a function redeclared.
            self.gap("device mode: function redeclaration without a definition (20030-20039 not modelled)", span.lo);
            return;
        }
        let seen = &mut self.device.exec_seen;
        for i in 0..n {
            let Some(e) = il.entities.get(EntityId::from_len(i)) else { continue };
            let now = if e.is_function() { e.exec.0 & (ExecSpace::HOST | ExecSpace::DEVICE | ExecSpace::GLOBAL) } else { 0 };
            match seen.get_mut(i) {
                Some(old) if i < entities => {
                    let spaces = ExecSpace::HOST | ExecSpace::DEVICE | ExecSpace::GLOBAL;
                    // An implicit-host function: no annotation written, none set.
                    let defined_here = e.function().map(|fd| span.lo <= fd.def_span.lo && fd.def_span.lo < span.hi && fd.def_span.hi > 0).unwrap_or(false);
                    if (*old != now || defined_here && ExecSpace(now).space() != ExecSpace(written & spaces).space()) && changed.is_none() {
                        changed = Some((EntityId::from_len(i), *old));
                    }
                    *old = now;
                }
                Some(old) => *old = now,
                None => seen.push(now),
            }
        }
        if let Some((f, old)) = changed {
            if !self.stopped {
                self.device_redeclared(f, old, written, span, out_before);
            }
        }
    }

    /// cicc's redeclaration rules (corpus/device/*redeclared*), reported at the redeclaration's name after
    /// the declaration: a `__device__` function redeclared with `__host__` (20035) or without `__device__`
    /// (20037), a `__host__` one with `__device__` (20039) — each then HD — and a `__global__` one without
    /// `__global__` (20030, error). `old`: the space bits before, `written`: the annotations written.
    fn device_redeclared(&mut self, f: EntityId, old: u8, written: u8, span: Span, out_before: usize) {
        let il = &self.sema.il;
        let Some(e) = il.entities.get(f) else { return };
        let (h, d, g) = (ExecSpace::HOST, ExecSpace::DEVICE, ExecSpace::GLOBAL);
        let rule = match (old, written) {
            (o, w) if o == d && w == h => Some((id::DEVICE_FUNCTION_REDECLARED_WITH_HOST, Severity::Warning)),
            (o, 0) if o == d => Some((id::DEVICE_FUNCTION_REDECLARED_WITHOUT_DEVICE, Severity::Warning)),
            (o, w) if o == h && w == d => Some((id::HOST_FUNCTION_REDECLARED_WITH_DEVICE, Severity::Warning)),
            (o, 0) if o & g != 0 => Some((id::GLOBAL_FUNCTION_REDECLARED_WITHOUT_GLOBAL, Severity::Error)),
            _ => None,
        };
        let name = il.names.resolve(e.name).to_string();
        let global_scope = e.parent == crate::sema::entities::Entities::GLOBAL;
        let toks = &self.lexed.tokens;
        let lo = toks.partition_point(|t| t.span.lo < span.lo);
        let name_at = toks[lo..]
            .iter()
            .take_while(|t| t.span.lo < span.hi)
            .find(|t| t.sym != crate::lex::Symbol::NONE && self.lexed.interner.str(t.sym) == name)
            .map(|t| t.span.lo);
        let (Some((did, sev)), Some(at), true, true) = (rule, name_at, global_scope, self.out.len() == out_before) else {
            self.gap("device mode: redeclaration changing a function's execution space (case not modelled)", e.span.lo);
            return;
        };
        let arg = Arg::EntityFull(crate::diag::EntityArg { kind: "function".into(), name, qualified: None, params: None, declared: None });
        self.out.push(crate::diag::Diagnostic::new(sev, did, crate::diag::Where::At(at)).arg(arg));
        if sev == Severity::Error {
            self.errors_out += 1;
        } else {
            // Treated as HD from here on.
            self.sema.il.entities.ent_mut(f).exec.0 |= h | d;
        }
    }

    /// The current function, if its body is compiled for the device (device, global or HD).
    fn device_caller(&self) -> Option<EntityId> {
        let f = self.sema.current_function;
        if f.is_none() || self.unevaluated > 0 {
            return None;
        }
        let e = self.sema.il.entities.get(f)?;
        device_side(e.exec).then_some(f)
    }

    /// A call just built (`call`, callee name at `at`; `launch`: the kernel call of a `<<<…>>>`).
    pub(crate) fn device_after_call(&mut self, call: ExprId, at: u32, launch: bool) -> Option<()> {
        let f = match self.sema.il.exprs.get(call)?.kind {
            ExprKind::Call { func, .. } if func.is_some() => self.sema.il.entities.resolve(func),
            _ => return Some(()),
        };
        self.cuda.checked_calls.insert(call);
        let Some(caller) = self.device_caller() else { return Some(()) };
        self.device.facts.edges.push((caller, f));
        let il = &self.sema.il;
        let (Some(ce), Some(callee)) = (il.entities.get(caller), il.entities.get(f)) else { return Some(()) };
        let caller_space = crate::cuda::spaces::caller_space(ce.exec);
        if launch {
            if !self.device.req.device_c {
                let d = crate::diag::Diagnostic::new(Severity::Error, id::DEVICE_LAUNCH_NO_SEPCOMP, crate::diag::Where::At(at));
                self.sema.diags.push(d);
                self.cuda.launch_diags = 1;
            }
            return Some(());
        }
        let Some(fd) = callee.function() else { return Some(()) };
        let cx = fd.has(FunctionData::CONSTEXPR | FunctionData::CONSTEVAL);
        let opts = crate::cuda::CudaOptions { relaxed_constexpr: self.device.req.relaxed_constexpr, ..Default::default() };
        let Some((did, sev)) = crate::cuda::calls::device_side_call(caller_space, callee.exec, cx, &opts) else { return Some(()) };
        if cx {
            // Reported at once, naming both functions bare (probe e1: `"ch"`, `"hd"`); how names in
            // namespaces or classes print was not probed.
            let global = |x: EntityId| il.entities.get(x).map(|e| e.parent == crate::sema::entities::Entities::GLOBAL).unwrap_or(false);
            if !global(f) || !global(caller) {
                self.gap("device mode: constexpr host call naming functions outside the global namespace", at);
                return None;
            }
            let p = crate::sema::printing::Printer::new(il);
            let d = crate::diag::Diagnostic::new(sev, did, crate::diag::Where::At(at))
                .arg(Arg::Str(p.name(f).to_string()))
                .arg(Arg::Str(p.name(caller).to_string()));
            self.sema.diags.push(d);
            if sev == Severity::Warning {
                // From an HD caller, a call that stays a call (an argument is not constant) also gets
                // 20015 at its `(` (corpus/device/hd_calls_constexpr_host: `twice(x)`; `ch(1)` does not).
                let args: Vec<ExprId> = match il.exprs.get(call).map(|n| n.kind) {
                    Some(ExprKind::Call { args, .. }) => il.exprs.list(args).to_vec(),
                    _ => Vec::new(),
                };
                let kinds: Vec<Option<bool>> = args.iter().map(|&a| constant_arg(il, a)).collect();
                if kinds.contains(&None) {
                    self.gap("device mode: constexpr host call from HD code with arguments not classified as constant or not", at);
                    return None;
                }
                if kinds.contains(&Some(false)) {
                    let Some(paren) = paren_after_name(self.map.text(), at) else {
                        self.gap("device mode: constexpr host call not written `name(`", at);
                        return None;
                    };
                    self.sema.diags.push(crate::diag::Diagnostic::new(Severity::Warning, id::H_HD_ILLEGAL_CALL_GENERIC_CONSTEXPR, crate::diag::Where::At(paren)));
                }
            }
            return Some(());
        }
        self.device.facts.calls.push(DeviceCall { caller, callee: f, at });
        Some(())
    }

    /// A variable named in a body: namespace-scope and static variables are not classified in device
    /// code (host variables read there: 20094, not modelled).
    pub(crate) fn device_variable_ref(&mut self, v: crate::sema::ids::EntityId, at: u32) {
        if self.device_caller().is_none() || self.device.unclassified.is_some() {
            return;
        }
        let il = &self.sema.il;
        let Some(e) = il.entities.get(v) else { return };
        use crate::sema::entities::{Payload, VariableData};
        let local = match e.data {
            Payload::Param(_) => true,
            Payload::Variable(vd) => vd.flags & VariableData::LOCAL != 0,
            _ => true,
        };
        if !local && e.mem.is_empty() {
            self.device.unclassified = Some((at, "device mode: a variable without memory space named in device code"));
        }
    }

    /// Host variables named in a device-side body (probe v1): 20094 read / 20095 written / 20096 address
    /// taken, at the name, with the source line (reported at the end of the body here: only when the body
    /// has no other diagnostic, so the order cannot differ); each use is recorded for code generation's
    /// 20068 (`identifier "v" is undefined in device code`, also from HD callers). Other uses: Err (a gap).
    fn device_host_var_refs(&mut self, f: EntityId, first_expr: usize, first_diag: usize, refs: &[(ExprId, EntityId, u32)]) -> Result<(), (u32, &'static str)> {
        use crate::sema::expr::{ImplicitKind, UnaryOp};
        let il = &self.sema.il;
        if self.sema.diags.len() != first_diag {
            return Err((refs[0].2, "device mode: host variable in device code in a body with other diagnostics (order not probed)"));
        }
        let mut parent: std::collections::HashMap<ExprId, ExprKind> = std::collections::HashMap::new();
        for i in first_expr..il.exprs.len() {
            let id = ExprId::from_len(i);
            let Some(n) = il.exprs.get(id) else { continue };
            for c in n.kind.children(&il.exprs) {
                parent.insert(c, n.kind);
            }
        }
        let mut ds = Vec::new();
        for &(r, v, at) in refs {
            let did = match parent.get(&r) {
                Some(ExprKind::Implicit(ImplicitKind::LvalueToRvalue, _)) => id::HOST_VAR_READ_IN_DEVICE,
                Some(ExprKind::Assign(None, lhs, _)) if *lhs == r => id::HOST_VAR_WRITTEN_IN_DEVICE,
                Some(ExprKind::Unary(UnaryOp::AddrOf, _)) => id::HOST_VAR_ADDRESS_TAKEN_IN_DEVICE,
                _ => return Err((at, "device mode: host variable used other than read, assigned or addressed (20094-20096)")),
            };
            let name = il.entities.get(v).map(|e| il.names.resolve(e.name).to_string()).unwrap_or_default();
            let arg = Arg::EntityFull(crate::diag::EntityArg { kind: "variable".into(), name, qualified: None, params: None, declared: None });
            ds.push(crate::diag::Diagnostic::new(Severity::Warning, did, crate::diag::Where::At(at)).arg(arg));
        }
        if ds.iter().any(|d| d.id != id::HOST_VAR_READ_IN_DEVICE) && ds.len() > 1 {
            return Err((refs[0].2, "device mode: several host variable uses in a body, not all reads (order not probed)"));
        }
        self.sema.diags.extend(ds);
        for &(_, v, at) in refs {
            self.device.facts.var_uses.push((f, v, at));
        }
        Ok(())
    }

    /// End of a function body (`first_expr`: the first node built for it).
    pub(crate) fn device_body_end(&mut self, f: EntityId, first_expr: usize, first_diag: usize) -> Option<()> {
        let unclassified = self.device.unclassified.take();
        let il = &self.sema.il;
        let Some(e) = il.entities.get(f).copied() else { return Some(()) };
        if !device_side(e.exec) {
            return Some(());
        }
        let mut unclassified = unclassified;
        let mut host_refs: Vec<(ExprId, EntityId, u32)> = Vec::new();
        // Calls the hooks did not see (operators, constructors, destructors, conversions): a host-only
        // callee there is not classified.
        for i in first_expr..il.exprs.len() {
            if unclassified.is_some() {
                break;
            }
            let id = ExprId::from_len(i);
            let Some(n) = il.exprs.get(id).copied() else { continue };
            let callee = match n.kind {
                ExprKind::DeclRef(v) => {
                    use crate::sema::entities::{Payload, VariableData};
                    let Some(ve) = il.entities.get(v) else { continue };
                    // (Prelude variables read in device code are the builtin ones: `threadIdx` …)
                    if matches!(ve.data, Payload::Variable(vd) if vd.flags & VariableData::LOCAL == 0) && ve.mem.is_empty() && !self.map.in_prelude(ve.span.lo) {
                        use crate::sema::types::TypeKind;
                        let scalar = matches!(il.types.ckind(il.types.unqualified(ve.ty)), TypeKind::Int(_) | TypeKind::Float(_));
                        let constant = il.types.quals(ve.ty).has(crate::sema::types::Quals::CONST);
                        match (constant, scalar) {
                            // A const scalar host variable is usable in device code (probe v1: `cv`, `xv`).
                            (true, true) => {}
                            (false, true) if ve.parent == crate::sema::entities::Entities::GLOBAL => host_refs.push((id, v, n.span.lo)),
                            _ => unclassified = Some((n.span.lo, "device mode: a host variable (not a global scalar) named in device code (20094-20096 not modelled)")),
                        }
                    }
                    continue;
                }
                ExprKind::Call { func, .. } if func.is_some() && !self.cuda.checked_calls.contains(&id) => il.entities.resolve(func),
                ExprKind::Construct { ctor, .. } if ctor.is_some() => ctor,
                ExprKind::Implicit(crate::sema::expr::ImplicitKind::UserDefined(c), _) if c.is_some() => c,
                _ => continue,
            };
            if il.entities.get(callee).map(|c| !c.exec.device_capable()).unwrap_or(true) {
                unclassified = Some((n.span.lo, "device mode: implicit or indirect call in device code"));
            }
        }
        self.cuda.checked_calls.clear();
        if unclassified.is_none() && !host_refs.is_empty() {
            unclassified = self.device_host_var_refs(f, first_expr, first_diag, &host_refs).err();
        }
        let in_prelude = self.map.in_prelude(e.span.lo);
        self.device.facts.bodies.push(DeviceBody { f, at: e.span.lo, in_prelude, unclassified });
        Some(())
    }
}
