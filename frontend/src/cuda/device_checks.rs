//! Device mode: what cicc reports while generating code for the device, after parsing the whole TU
//! without an error (probes a, b, c, e1, e2 in corpus/device):
//! - every call of a `__host__` function from a function compiled for the device: 20016 (`__device__`
//!   caller) or 20018 (`__global__`), each followed by 20068 `identifier "N::f" is undefined in device
//!   code`; 20011 (warning, nothing more) from an HD caller. One pair per call, in call order;
//! - the callee prints with its signature (`"h(int)"`, `"S::m()"`), the caller qualified (`"img::sample"`);
//! - they carry no source line (`file(line): error: …`, [`Where::AtLine`]);
//! - functions come in the order of their definitions, kernels after all other functions;
//! - only functions cicc emits are checked: an inline or static function only when referenced (also
//!   from host code); template specialisations and members are not modelled (a gap when such a function
//!   has something to report); nothing runs after an error.
//! cicc also warns #177/#550 (declared but never referenced / set but never used) for unused static
//! entities and locals where cudafe++ only has remarks: not produced, a gap where they could show.
use crate::diag::{id, Arg, Diagnostic, Severity, Where};
use crate::gaps::Gaps;
use crate::lower::DeviceFacts;
use crate::sema::entities::{ExecSpace, FunctionData, Payload, Storage, VariableData};
use crate::sema::expr::{ExprKind, ImplicitKind};
use crate::sema::ids::{EntityId, ExprId};
use crate::sema::il::Il;
use crate::sema::printing::Printer;
use crate::source::SourceMap;
use std::collections::{HashMap, HashSet};

/// The code-generation diagnostics, in cicc's order; gaps for what is not modelled. `errors`: an error
/// was reported while parsing (then cicc generates no code and reports none of these).
pub fn codegen_checks(il: &Il, facts: &DeviceFacts, map: &SourceMap, relaxed_constexpr: bool, errors: bool, gaps: &mut Gaps) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    unused_entity_gaps(il, map, gaps);
    if errors {
        return out;
    }
    let mut by_caller: HashMap<EntityId, Vec<usize>> = HashMap::new();
    for (i, c) in facts.calls.iter().enumerate() {
        by_caller.entry(c.caller).or_default().push(i);
    }
    // Functions reachable from user device code whose body has something to report but whose emission
    // is not modelled (inline/static/template/member, or prelude code).
    let mut edges: HashMap<EntityId, Vec<EntityId>> = HashMap::new();
    for &(a, b) in &facts.edges {
        edges.entry(a).or_default().push(b);
    }
    let user: Vec<_> = facts.bodies.iter().filter(|b| !b.in_prelude).collect();
    let mut seen: HashSet<EntityId> = user.iter().map(|b| b.f).collect();
    let mut work: Vec<EntityId> = seen.iter().copied().collect();
    while let Some(f) = work.pop() {
        if by_caller.contains_key(&f) && emission(il, f, map).is_none() {
            gaps.note("device mode: code generation of an inline, static, template, member or prelude function", at_of(il, f));
            return out;
        }
        for &g in edges.get(&f).map(Vec::as_slice).unwrap_or(&[]) {
            if seen.insert(g) {
                work.push(g);
            }
        }
    }
    for b in &user {
        if let Some((at, what)) = b.unclassified {
            gaps.note(what, at);
            return out;
        }
    }
    let kernel = |f: EntityId| il.entities.get(f).map(|e| e.exec.has(ExecSpace::GLOBAL)).unwrap_or(false);
    let order = user.iter().filter(|b| !kernel(b.f)).chain(user.iter().filter(|b| kernel(b.f)));
    let opts = super::CudaOptions { relaxed_constexpr, ..Default::default() };
    let p = Printer::new(il);
    for b in order {
        let vars: Vec<_> = facts.var_uses.iter().filter(|u| u.0 == b.f).collect();
        if !vars.is_empty() {
            if emission(il, b.f, map) != Some(true) || by_caller.contains_key(&b.f) {
                gaps.note("device mode: host variable in a function not modelled or together with host calls (order not probed)", vars[0].2);
                return out;
            }
            for u in vars {
                out.push(Diagnostic::new(Severity::Error, id::UNDEFINED_DEVICE_IDENTIFIER, Where::AtLine(u.2)).arg(Arg::Str(p.name(u.1).to_string())));
            }
            continue;
        }
        let Some(calls) = by_caller.get(&b.f) else { continue };
        if emission(il, b.f, map) != Some(true) {
            continue;
        }
        if calls.windows(2).any(|w| facts.calls[w[0]].at > facts.calls[w[1]].at) {
            gaps.note("device mode: host calls nested in one another (order not probed)", facts.calls[calls[0]].at);
            return out;
        }
        for &i in calls {
            let c = facts.calls[i];
            let (Some(ce), Some(callee)) = (il.entities.get(c.caller), il.entities.get(c.callee)) else { continue };
            if facts.skipped.contains(p.name(c.callee)) {
                gaps.note("device mode: callee named like a skipped prelude declaration", c.at);
                return out;
            }
            if has_class_params(il, c.callee) {
                gaps.note("device mode: callee with class-type parameters (spelling not probed)", c.at);
                return out;
            }
            let Some((did, sev)) = super::calls::device_side_call(super::spaces::caller_space(ce.exec), callee.exec, false, &opts) else { continue };
            out.push(
                Diagnostic::new(sev, did, Where::AtLine(c.at))
                    .arg(Arg::Str(p.function_signature(c.callee)))
                    .arg(Arg::Str(p.qualified_name(c.caller))),
            );
            if sev == Severity::Error {
                out.push(Diagnostic::new(Severity::Error, id::UNDEFINED_DEVICE_IDENTIFIER, Where::AtLine(c.at)).arg(Arg::Str(p.qualified_name(c.callee))));
            }
        }
    }
    out
}


fn at_of(il: &Il, f: EntityId) -> u32 {
    il.entities.get(f).map(|e| e.span.lo).unwrap_or(0)
}

/// Whether cicc's code generation for `f` is modelled: `Some(emitted)` for a user-code function at
/// namespace scope that is not a template specialisation nor constexpr — emitted when external and not
/// inline, or else when referenced anywhere (probe i1: an inline HD function used only by host code is
/// compiled; static and inline ones come in definition order like the others); None otherwise.
fn emission(il: &Il, f: EntityId, map: &SourceMap) -> Option<bool> {
    let e = il.entities.get(f)?;
    let fd = e.function()?;
    let ns_parent = il.entities.get(e.parent).map(|p| matches!(p.data, Payload::Namespace { .. })).unwrap_or(e.parent.is_none());
    if map.in_prelude(e.span.lo) || !ns_parent || fd.spec.is_specialization() || fd.has(FunctionData::CONSTEXPR | FunctionData::CONSTEVAL) {
        return None;
    }
    let on_demand = fd.has(FunctionData::INLINE | FunctionData::FORCEINLINE) || fd.storage == Storage::Static || il.entities.in_unnamed_namespace(f);
    Some(!on_demand || e.referenced)
}

/// A parameter of class or enum type (also through pointers and references).
fn has_class_params(il: &Il, f: EntityId) -> bool {
    use crate::sema::types::TypeKind;
    let Some(fd) = il.entities.get(f).and_then(|e| e.function()) else { return true };
    let mut p = fd.first_param;
    for _ in 0..fd.param_count {
        let Some(e) = il.entities.get(p) else { return true };
        let mut t = il.types.non_reference(e.ty);
        for _ in 0..32 {
            match il.types.ckind(t) {
                TypeKind::Pointer(x) => t = il.types.non_reference(x),
                _ => break,
            }
        }
        if il.types.class_entity(t).is_some() || !matches!(il.types.ckind(t), TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Void) {
            return true;
        }
        p = e.next;
    }
    false
}

/// #177/#550 are warnings in cicc: a user-code static entity or a local variable that is not plainly
/// read (by an lvalue-to-rvalue conversion) could get one — a gap.
fn unused_entity_gaps(il: &Il, map: &SourceMap, gaps: &mut Gaps) {
    let mut read: HashSet<EntityId> = HashSet::new();
    for i in 0..il.exprs.len() {
        let Some(n) = il.exprs.get(ExprId::from_len(i)) else { continue };
        if let ExprKind::Implicit(ImplicitKind::LvalueToRvalue, x) = n.kind {
            if let Some(ExprKind::DeclRef(v)) = il.exprs.get(x).map(|m| m.kind) {
                read.insert(v);
            }
        }
    }
    for i in 0..il.entities.len() {
        let f = EntityId::from_len(i);
        let Some(e) = il.entities.get(f) else { continue };
        if map.in_prelude(e.span.lo) {
            continue;
        }
        let what = match e.data {
            Payload::Function(fd) if (fd.storage == Storage::Static || il.entities.in_unnamed_namespace(f)) && !e.referenced => {
                Some("device mode: internal-linkage function (cicc warns #177 when unused)")
            }
            Payload::Variable(vd) if vd.flags & VariableData::LOCAL != 0 && !read.contains(&f) => Some("device mode: local variable not plainly read (cicc warns #177/#550)"),
            Payload::Variable(vd) if vd.flags & VariableData::LOCAL != 0 && (vd.storage == Storage::Static || vd.flags & VariableData::THREAD_LOCAL != 0) => {
                Some("device mode: static or thread_local local variable (20054/20114 not modelled)")
            }
            Payload::Variable(vd) if (vd.storage == Storage::Static || il.entities.in_unnamed_namespace(f) || il.types.quals(e.ty).has(crate::sema::types::Quals::CONST)) && !read.contains(&f) => Some("device mode: internal-linkage variable (cicc warns #177 when unused)"),
            _ => None,
        };
        if let Some(w) = what {
            gaps.note(w, e.span.lo);
        }
    }
}
