//! Overloaded operators ([over.match.oper]) for operands of class type: member candidates (looked up in
//! the left operand's class), non-member candidates (unqualified lookup from `Sema::cur_scope`, plus the
//! namespaces of the operands' classes — a simplified ADL), and EDG's no-match diagnostic (probes/x1, x6,
//! x7):
//!
//! ```text
//! error #349: no operator "+" matches these operands
//!             operand types are: G + const char [2]
//! note #3326: function "G::operator+" does not match because argument #1 does not match parameter
//! note #3326: function "operator+" does not match because argument #2 does not match parameter
//! note #3328: built-in operator+(<promoted arithmetic>, <promoted arithmetic>) does not match because argument #1 …
//! ```
//! Member candidates are listed first, then non-members, each newest first, then the built-in candidates
//! EDG lists for the operator (the table below has exactly the probed lists; operators not in it are
//! gaps). Built-in candidates cannot match class operands without conversion functions; for classes with
//! conversion functions and unscoped enumerations they compete (`builtin_candidates.rs`). Operator
//! function templates are deduced like calls. Ambiguities (#350 layout with built-in lines) and
//! failures with such operands are gaps.

use super::action::Sema;
use super::entities::{FunctionData, Payload};
use super::expr::{BinaryOp, ExprKind, UnaryOp, ValueCat};
use super::ids::{EntityId, ExprId, TypeId};
use super::overload::Ics;
use super::printing::Printer;
use super::scopes::LookupResult;
use super::types::TypeKind;
use crate::diag::{id, Arg, DiagId, Diagnostic, Severity, Where};
use crate::source::{Offset, Span};
use std::cmp::Ordering;

/// Operand categories of EDG's built-in candidate notes (the label texts are in the message table).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Cat {
    PromotedArith,
    Arith,
    NonBoolArith,
    PromotedIntegral,
    PtrToObject,
    PtrToFunction,
    Pointer,
    Ptrdiff,
    Nullptr,
    Bool,
    Integral,
}

impl Cat {
    fn label(self) -> &'static str {
        match self {
            Cat::PromotedArith => id::PROMOTED_ARITH_OPERAND,
            Cat::Arith => id::ARITH_OPERAND,
            Cat::NonBoolArith => id::NONBOOL_ARITH_OPERAND,
            Cat::PromotedIntegral => id::PROMOTED_INTEGRAL_OPERAND,
            Cat::PtrToObject => id::POINTER_TO_OBJECT_OPERAND,
            Cat::PtrToFunction => id::POINTER_TO_FUNCTION_OPERAND,
            Cat::Pointer => id::POINTER_OPERAND,
            Cat::Ptrdiff => id::PTRDIFF_T_OPERAND,
            Cat::Nullptr => id::NULLPTR_OPERAND,
            Cat::Bool => id::BOOL_OPERAND,
            Cat::Integral => id::INTEGRAL_OPERAND,
        }
        .template()
    }
}

/// The built-in candidates EDG lists in its notes, per operator (probes/x6, x7). `None` = not probed.
fn builtin_table(op: &str, arity: usize) -> Option<&'static [&'static [Cat]]> {
    use Cat::*;
    Some(match (op, arity) {
        ("+", 2) => &[&[PromotedArith, PromotedArith], &[PtrToObject, Ptrdiff], &[Ptrdiff, PtrToObject]],
        ("-", 2) => &[&[PromotedArith, PromotedArith], &[PtrToObject, Ptrdiff]],
        ("*", 2) | ("/", 2) => &[&[PromotedArith, PromotedArith]],
        ("%", 2) | ("<<", 2) | (">>", 2) | ("&", 2) | ("|", 2) | ("^", 2) => &[&[PromotedIntegral, PromotedIntegral]],
        ("<", 2) | (">", 2) | ("<=", 2) | (">=", 2) | ("==", 2) | ("!=", 2) => {
            &[&[PromotedArith, PromotedArith], &[Nullptr, Nullptr]]
        }
        ("&&", 2) | ("||", 2) => &[&[Bool, Bool]],
        ("+=", 2) | ("-=", 2) => &[&[Arith, PromotedArith], &[PtrToObject, Ptrdiff]],
        ("*=", 2) => &[&[Arith, PromotedArith]],
        ("[]", 2) => &[&[PtrToObject, Ptrdiff], &[Ptrdiff, PtrToObject]],
        // Postfix `x++` / `x--` (the second operand is the dummy `int`).
        ("++post", 1) | ("--post", 1) => &[&[NonBoolArith, Integral], &[PtrToObject, Integral]],
        ("=", 2) => &[],
        ("-", 1) => &[&[PromotedArith]],
        ("+", 1) => &[&[PromotedArith], &[Pointer]],
        ("~", 1) => &[&[PromotedIntegral]],
        ("!", 1) => &[&[Bool]],
        ("*", 1) => &[&[PtrToObject], &[PtrToFunction]],
        ("++", 1) | ("--", 1) => &[&[NonBoolArith], &[PtrToObject]],
        _ => return None,
    })
}

impl<'a> Sema<'a> {
    /// EDG's `operator@(<enum>, <enum>)` pseudo-candidates of a comparison with scoped-enumeration
    /// operands, for the no-match notes: one per such operand (its own enumeration type, in operand
    /// order) with the first operand that is not of that type as the mismatch; placed after the
    /// arithmetic candidate for `<` `>` `<=` `>=` and after the `nullptr` one for `==` `!=` (probed:
    /// corpus/lead-s6/scoped_enum_compare_notes). Returns (insertion index, entries).
    fn scoped_enum_comparison_entries(&self, op: &str, operands: &[ExprId]) -> (usize, Vec<(String, usize)>) {
        let at = match op {
            "<" | ">" | "<=" | ">=" => 1,
            "==" | "!=" => usize::MAX,
            _ => return (0, Vec::new()),
        };
        let ty = &self.il.types;
        let scoped_enum = |o: ExprId| {
            let u = ty.canonical(ty.unqualified(self.ty_of(o)));
            (matches!(ty.ckind(u), TypeKind::Enum(_)) && !self.is_arith_or_unscoped_enum(u)).then_some(u)
        };
        let label = format!("{}({}, {})", op, id::ENUM_OPERAND.template(), id::ENUM_OPERAND.template());
        let entries = operands
            .iter()
            .filter_map(|&o| scoped_enum(o))
            .map(|e| (label.clone(), operands.iter().position(|&o| scoped_enum(o) != Some(e)).unwrap_or(0)))
            .collect();
        (at, entries)
    }

    fn fits_cat(&self, t: TypeId, c: Cat) -> bool {
        let ty = &self.il.types;
        let u = ty.unqualified(t);
        // Arrays and functions decay: an array is a pointer to object, a function a pointer to function.
        match (ty.ckind(u), c) {
            (TypeKind::Array(..), Cat::PtrToObject | Cat::Pointer | Cat::Bool) => return true,
            (TypeKind::Function(_), Cat::PtrToFunction | Cat::Pointer | Cat::Bool) => return true,
            (TypeKind::Array(..) | TypeKind::Function(_), _) => return false,
            _ => {}
        }
        let arith = self.is_arith_or_unscoped_enum(u);
        match c {
            Cat::PromotedArith | Cat::Arith => arith,
            Cat::NonBoolArith => arith && !matches!(ty.ckind(u), TypeKind::Int(super::types::IntKind::Bool)),
            Cat::PromotedIntegral | Cat::Ptrdiff => arith && !matches!(ty.ckind(u), TypeKind::Float(_)),
            Cat::PtrToObject => matches!(ty.ckind(u), TypeKind::Pointer(p) if !matches!(ty.ckind(p), TypeKind::Function(_))),
            Cat::PtrToFunction => matches!(ty.ckind(u), TypeKind::Pointer(p) if matches!(ty.ckind(p), TypeKind::Function(_))),
            Cat::Pointer => matches!(ty.ckind(u), TypeKind::Pointer(_)),
            Cat::Nullptr => matches!(ty.ckind(u), TypeKind::NullPtr),
            Cat::Bool => ty.is_scalar(u),
            Cat::Integral => arith && !matches!(ty.ckind(u), TypeKind::Float(_)),
        }
    }

    /// Operator functions named `operator<op>`: (members of the first operand's class, non-members).
    fn operator_candidates(&self, op: &str, operands: &[ExprId]) -> Result<(Vec<EntityId>, Vec<EntityId>), &'static str> {
        let Some(name) = self.il.names.get(&format!("operator{}", op)) else { return Ok((Vec::new(), Vec::new())) };
        let mut members = Vec::new();
        let mut nonmembers = Vec::new();
        let collect = |r: LookupResult, out: &mut Vec<EntityId>| -> Result<(), &'static str> {
            let list = match r {
                LookupResult::Found(e) => vec![e],
                LookupResult::Overloads(v) => v,
                LookupResult::NotFound => Vec::new(),
                _ => return Err("sema: ambiguous operator lookup"),
            };
            for e in list {
                let e = self.il.entities.resolve(e);
                match self.il.entities.get(e).map(|x| x.data) {
                    Some(Payload::Function(_)) if !out.contains(&e) => out.push(e),
                    // Function templates are deduced by `resolve_operator`.
                    Some(Payload::Template(_)) if self.il.entities.get(e).map(|x| x.is_function_template()).unwrap_or(false) => {
                        if !out.contains(&e) {
                            out.push(e)
                        }
                    }
                    Some(Payload::Template(_)) => return Err("sema: operator named by a non-function template"),
                    _ => {}
                }
            }
            Ok(())
        };
        if let Some(&first) = operands.first() {
            if let Some(c) = self.il.types.class_entity(self.ty_of(first)) {
                let Some(cd) = self.il.entities.get(c).and_then(|e| e.class()).copied() else { return Err("sema: class") };
                if !cd.complete {
                    return Err("sema: operator on incomplete class");
                }
                collect(self.il.scopes.lookup_in(&self.il.entities, &self.il.types, cd.scope, name, super::scopes::LookupKind::Ordinary), &mut members)?;
            }
        }
        // Unqualified lookup from the current scope, then argument-dependent lookup (`adl.rs`).
        let mut found = Vec::new();
        collect(self.il.scopes.lookup(&self.il.entities, &self.il.types, self.cur_scope, name, super::scopes::LookupKind::Ordinary), &mut found)?;
        let types: Vec<TypeId> = operands.iter().map(|&o| self.ty_of(o)).collect();
        for f in super::adl::adl_functions(self.il, name, &types)? {
            if !found.contains(&f) {
                found.push(f);
            }
        }
        for f in found {
            let parent_is_class = self
                .il
                .entities
                .get(f)
                .and_then(|e| self.il.entities.get(e.parent))
                .map(|p| matches!(p.data, Payload::Class(_)))
                .unwrap_or(false);
            if !parent_is_class && !nonmembers.contains(&f) {
                nonmembers.push(f);
            }
        }
        Ok((members, nonmembers))
    }

    /// Whether any operator function named `operator<op>` is visible for these operands (used to decide
    /// whether built-in arithmetic on unscoped enums competes with user operators).
    pub(crate) fn has_operator_candidates(&self, op: &str, operands: &[ExprId]) -> bool {
        match self.operator_candidates(op, operands) {
            Ok((m, n)) => !m.is_empty() || !n.is_empty(),
            Err(_) => true,
        }
    }

    /// Resolves `op` over `operands` (1 or 2) when an operand has class type. `text`: the operator's
    /// token; `types_line`: the `operand types are: …` text.
    pub(crate) fn resolve_operator(&mut self, op: &str, operands: &[ExprId], span: Span, pos: Offset) -> ExprId {
        let any_class_or_enum = operands
            .iter()
            .any(|&o| matches!(self.il.types.ckind(self.il.types.unqualified(self.ty_of(o))), TypeKind::Class(_) | TypeKind::Enum(_)));
        if !any_class_or_enum {
            self.gaps.note("sema: overloaded operator on these operands", pos);
            return self.error_expr(span);
        }
        // Unscoped enumerations and classes with conversion functions can reach the built-in operators:
        // EDG's pseudo-candidates (`builtin_candidates.rs`) compete with the operator functions.
        let unscoped_enum = operands.iter().any(|&o| {
            matches!(self.il.types.ckind(self.il.types.unqualified(self.ty_of(o))), TypeKind::Enum(_)) && self.is_arith_or_unscoped_enum(self.ty_of(o))
        });
        // (Conversions to class types cannot reach a built-in operator: one user-defined conversion only —
        // `std::strong_ordering`'s `operator partial_ordering()`.)
        let conv_class = operands.iter().any(|&o| self.conversions_reach_builtins(self.ty_of(o)));
        // The comma has no built-in candidates ([over.built]): without a viable `operator,` it is the
        // built-in comma.
        let comma = op == ",";
        let (unscoped_enum, conv_class) = (unscoped_enum && !comma, conv_class && !comma);
        let conv_any = operands.iter().any(|&o| self.il.types.class_entity(self.ty_of(o)).is_some() && self.has_conversion_functions(self.ty_of(o)));
        let builtins = if unscoped_enum || conv_class {
            match self.builtin_operator_candidates(op, operands) {
                Ok(b) => b,
                Err(what) => {
                    self.gaps.note(what, pos);
                    return self.error_expr(span);
                }
            }
        } else {
            Vec::new()
        };
        let with_builtins = unscoped_enum || conv_class;
        let postfix = op.ends_with("post");
        let (members, nonmembers) = match self.operator_candidates(if postfix { &op[..2] } else { op }, operands) {
            Ok(x) => x,
            Err(what) => {
                self.gaps.note(what, pos);
                return self.error_expr(span);
            }
        };
        if postfix && !(members.is_empty() && nonmembers.is_empty()) {
            // Postfix candidates take a dummy `int` argument: not modelled.
            self.gaps.note("sema: overloaded postfix increment/decrement", pos);
            return self.error_expr(span);
        }
        // Viability: members take the other operands (implicit object = first operand), non-members all.
        let obj = operands[0];
        let mut cands: Vec<(EntityId, bool)> = Vec::new();
        // Specialisations deduced from operator function templates (tie-break: non-templates first).
        let mut from_template: Vec<EntityId> = Vec::new();
        let mut dropped_template = false;
        for (list, member) in [(&members, true), (&nonmembers, false)] {
            for &m in list.iter() {
                if !self.il.entities.get(m).map(|e| e.is_function_template()).unwrap_or(false) {
                    cands.push((m, member));
                    continue;
                }
                let args: Vec<ExprId> = if member { operands[1..].to_vec() } else { operands.to_vec() };
                match self.deduce_call_explicit(m, &[], &args) {
                    super::deduce::Deduced::Ok(f) => {
                        cands.push((f, member));
                        from_template.push(f);
                    }
                    super::deduce::Deduced::Failed | super::deduce::Deduced::ExplicitFailed => dropped_template = true,
                    super::deduce::Deduced::Unknown(what) => {
                        self.gaps.note(what, pos);
                        return self.error_expr(span);
                    }
                }
            }
        }
        let nonmembers: Vec<EntityId> = cands.iter().filter(|c| !c.1).map(|c| c.0).filter(|f| !from_template.contains(f)).collect();
        let prep: Vec<(EntityId, usize)> = cands.iter().map(|&(f, member)| (f, member as usize)).collect();
        let substituted = self.prepare_conversions(&prep, operands);
        let mut results = Vec::with_capacity(cands.len());
        let mut qual_mismatch = false;
        for &(f, member) in &cands {
            let args: &[ExprId] = if member { &operands[1..] } else { operands };
            let mut v = self.viability_pub(f, args);
            if member && !self.object_matches(f, obj) {
                // Not viable (the object cannot bind `f`'s implicit object parameter); its no-match note
                // is unprobed, so a failure with such a candidate stays a gap.
                qual_mismatch = true;
                v = (false, None, false, None);
            }
            if let (true, Some(seqs)) = (member, v.3.as_mut()) {
                // The implicit object argument binds exactly.
                seqs.insert(0, self.object_ics(f, obj));
            }
            results.push(v);
        }
        if results.iter().any(|v| v.2) {
            self.note_unless_retrying("sema: operator resolution needs unmodelled conversions", pos);
            return self.error_expr(span);
        }
        let mut viable: Vec<(usize, Vec<Ics>)> = results.iter().enumerate().filter_map(|(i, v)| v.3.clone().map(|s| (i, s))).collect();
        if viable.is_empty() && comma {
            return self.builtin_comma(operands[0], operands[1], span, pos);
        }
        let builtins: Vec<super::builtin_candidates::BuiltinCand> =
            builtins.into_iter().filter(|b| !self.builtin_hidden_by(b, &nonmembers)).collect();
        for (k, b) in builtins.iter().enumerate() {
            viable.push((cands.len() + k, b.fits.iter().map(|f| f.ics).collect()));
        }
        // The no-match notes with conversion functions are unprobed; for `==`/`!=` the C++20 rewritten
        // forms are tried next (comparison_rewrite.rs keeps the gap if the diagnostic would stand).
        if viable.is_empty() && (with_builtins || conv_any && !matches!(op, "==" | "!=")) {
            return self.no_viable_gap("sema: no viable operator for operands with conversion functions or enumerations", span, pos);
        }
        if viable.is_empty() && substituted {
            // After a constructor template's substitution EDG writes the built-in candidates' notes at
            // the position substitution last met (probed: corpus/convs-s11/sfinae_ctor_operator_bad):
            // not modelled.
            return self.no_viable_gap("sema: no-match notes after substituting constructor templates", span, pos);
        }
        if viable.is_empty() && qual_mismatch {
            return self.no_viable_gap("sema: operator member with incompatible object qualifiers", span, pos);
        }
        if viable.is_empty() && (dropped_template || !from_template.is_empty()) {
            // The notes for templates whose deduction failed are not probed here.
            return self.no_viable_gap("sema: no viable operator with operator function templates", span, pos);
        }
        if viable.is_empty() {
            let Some(table) = builtin_table(op, operands.len()) else {
                return self.no_viable_gap("sema: no-match notes for this operator (unprobed)", span, pos);
            };
            let p = Printer::new(self.il);
            let tys: Vec<String> = operands.iter().map(|&o| p.type_str(self.ty_of(o))).collect();
            let line = match (op, operands.len()) {
                ("[]", _) => format!("{} [ {} ]", tys[0], tys.get(1).cloned().unwrap_or_default()),
                ("++post", _) | ("--post", _) => format!("{} {}", tys[0], &op[..2]),
                (_, 2) => format!("{} {} {}", tys[0], op, tys[1]),
                _ => format!("{} {}", op, tys[0]),
            };
            let shown_op = if op.ends_with("post") { &op[..2] } else { op };
            let mut d = Diagnostic::new(Severity::Error, id::NO_MATCHING_OPERATOR_FUNCTION, Where::At(pos)).arg(Arg::Str(shown_op.to_string()));
            d.related.push(crate::diag::expand(DiagId(740).template(), &[Arg::Str(line)]));
            for group in [true, false] {
                for (i, &(f, member)) in cands.iter().enumerate().rev() {
                    if member != group {
                        continue;
                    }
                    let decl = self.il.entities.get(f).map(|e| e.span.lo).unwrap_or(0);
                    let n = match results[i].1 {
                        None => Diagnostic::new(Severity::Note, id::CANDIDATE_WRONG_PARAM_COUNT, Where::At(decl)).arg(self.fn_arg(f)),
                        Some(k) => Diagnostic::new(Severity::Note, id::NONVIABLE_BECAUSE_ARG_MISMATCH, Where::At(decl))
                            .arg(self.fn_arg(f))
                            .arg(Arg::Num(k as i64)),
                    };
                    d = d.note(n);
                }
            }
            let mut entries: Vec<(String, usize)> = table
                .iter()
                .map(|sig| {
                    let bad = operands.iter().zip(sig.iter()).position(|(&o, &c)| !self.fits_cat(self.ty_of(o), c)).unwrap_or(0);
                    (format!("{}({})", shown_op, sig.iter().map(|c| c.label()).collect::<Vec<_>>().join(", ")), bad)
                })
                .collect();
            let (at, enums) = self.scoped_enum_comparison_entries(shown_op, operands);
            let at = at.min(entries.len());
            entries.splice(at..at, enums);
            for (text, bad) in entries {
                d = d.note(
                    Diagnostic::new(Severity::Note, id::BUILTIN_OPERATOR_NONVIABLE_BECAUSE_ARG_MISMATCH, Where::At(pos))
                        .arg(Arg::Str(text))
                        .arg(Arg::Num(bad as i64 + 1)),
                );
            }
            self.diags.push(d);
            return self.error_expr(span);
        }
        let is_tmpl = |i: usize| cands.get(i).map(|c| from_template.contains(&c.0)).unwrap_or(false);
        // [over.match.best]: better conversions, then a non-template over a template specialisation
        // (partial ordering between two templates is not modelled: such ties stay ambiguous → gap).
        let cmp = |s: &Self, i: usize, si: &Vec<Ics>, j: usize, sj: &Vec<Ics>| match super::overload::better(s, si, sj) {
            Ordering::Equal if super::overload::mixed(si, sj) => Ordering::Equal,
            Ordering::Equal => match (is_tmpl(i), is_tmpl(j)) {
                (false, true) => Ordering::Less,
                (true, false) => Ordering::Greater,
                _ => Ordering::Equal,
            },
            o => o,
        };
        let best = viable
            .iter()
            .find(|(i, si)| viable.iter().all(|(j, sj)| i == j || cmp(self, *i, si, *j, sj) == Ordering::Less))
            .map(|(i, _)| *i);
        let Some(b) = best else {
            // #350 (ambiguous operator) layout is not probed.
            self.gaps.note("sema: ambiguous operator", pos);
            return self.error_expr(span);
        };
        if b >= cands.len() {
            let cand = builtins[b - cands.len()].clone();
            return self.build_builtin_operator(op, operands, &cand, span, pos);
        }
        if viable.iter().any(|(i, si)| *i == b && super::overload::has_ambiguous_ics(si)) {
            self.gaps.note("sema: best operator needs an ambiguous conversion", pos);
            return self.error_expr(span);
        }
        let (f, member) = cands[b];
        if self.is_deleted_fn(f) {
            self.report_deleted(f, pos);
            return self.error_expr(span);
        }
        let fty = self.il.entities.get(f).map(|e| e.ty).unwrap_or(super::types::TypeTable::ERROR);
        let TypeKind::Function(sig) = self.il.types.ckind(fty) else { return self.error_expr(span) };
        let params = self.il.types.type_list(sig.params).to_vec();
        let args: Vec<ExprId> = if member { operands[1..].to_vec() } else { operands.to_vec() };
        let mut conv = Vec::new();
        for (i, &a) in args.iter().enumerate() {
            let Some(&p) = params.get(i) else { return self.error_expr(span) };
            let at = self.expr(a).span.lo;
            match self.convert_for_assignment(a, p, super::init::ConvContext::Argument, at) {
                Some(c) => conv.push(c),
                None => return self.error_expr(span),
            }
        }
        let callee = if member {
            let on = self.expr(obj);
            self.add(ExprKind::Member { base: obj, member: f, arrow: false }, fty, ValueCat::PRValue, on.span, pos)
        } else {
            let c = self.build_decl_ref(f, Span::new(pos, pos));
            self.default_conversion(c)
        };
        let (ty, cat) = match self.il.types.ckind(sig.ret) {
            TypeKind::LRef(u) => (u, ValueCat::LValue),
            TypeKind::RRef(u) => (u, ValueCat::XValue),
            _ => (sig.ret, ValueCat::PRValue),
        };
        let l = self.il.exprs.add_list(&conv);
        self.add(ExprKind::Call { callee, func: f, args: l }, ty, cat, span, pos)
    }

    fn exact_ics(&self, e: ExprId) -> Ics {
        let t = self.ty_of(e);
        let conv = super::conv::standard_conversion(self.il, t, t, false).unwrap_or(super::conv::StdConv {
            kind: super::conv::ConvKind::Identity,
            rank: super::conv::Rank::Exact,
            pointer_to_bool: false,
            base_distance: 0,
            adds_qualification: false,
        });
        Ics::Standard { conv, binds_rvalue_ref_to_rvalue: None, ref_quals: None }
    }

    /// The implicit object argument's binding to member `f`'s implicit object parameter (a reference
    /// to the class with `f`'s cv-qualifiers): exact, but ranked by [over.ics.rank]/3.2.6, so
    /// `operator=(const R &)` beats `operator=(const R &) volatile` on a non-volatile object.
    fn object_ics(&self, f: EntityId, obj: ExprId) -> Ics {
        let Ics::Standard { mut conv, .. } = self.exact_ics(obj) else { return self.exact_ics(obj) };
        let q = match self.il.entities.get(f).map(|e| self.il.types.ckind(e.ty)) {
            Some(TypeKind::Function(sig)) => sig.quals,
            _ => return self.exact_ics(obj),
        };
        let oq = self.il.types.quals(self.ty_of(obj)).minus(super::types::Quals::RESTRICT);
        conv.adds_qualification = q != oq;
        Ics::Standard { conv, binds_rvalue_ref_to_rvalue: None, ref_quals: Some(q) }
    }

    /// Whether a non-static member function can be called on `obj` (cv-qualification of the object).
    fn object_matches(&self, f: EntityId, obj: ExprId) -> bool {
        let Some(e) = self.il.entities.get(f) else { return false };
        if e.function().map(|d| d.has(FunctionData::STATIC_MEMBER)).unwrap_or(false) {
            return true;
        }
        let TypeKind::Function(sig) = self.il.types.ckind(e.ty) else { return false };
        let oq = self.il.types.quals(self.ty_of(obj));
        sig.quals.has(oq.minus(super::types::Quals::RESTRICT))
    }

    /// Binary operator with a class operand.
    pub(crate) fn overloaded_binary(&mut self, op: BinaryOp, lhs: ExprId, rhs: ExprId, span: Span, pos: Offset) -> ExprId {
        self.resolve_operator(op.text(), &[lhs, rhs], span, pos)
    }

    /// No viable operator, with notes cufe does not produce: a gap, or the placeholder a C++20 rewrite
    /// probe asked for (see `Sema::rewrite_probe`).
    fn no_viable_gap(&mut self, what: &'static str, span: Span, pos: Offset) -> ExprId {
        if self.rewrite_probe != super::action::RewriteProbe::Off {
            self.rewrite_probe = super::action::RewriteProbe::Placeholder;
            self.diags.push(Diagnostic::new(Severity::Error, id::NO_MATCHING_OPERATOR_FUNCTION, Where::At(pos)));
        } else {
            self.gaps.note(what, pos);
        }
        self.error_expr(span)
    }

    /// Whether an operand of type `t` is a class whose conversion functions may yield a non-class type
    /// (or are not known: conversion templates, incomplete classes).
    fn conversions_reach_builtins(&self, t: TypeId) -> bool {
        let Some(c) = self.il.types.class_entity(t) else { return false };
        let Some(fns) = self.conversion_functions(c) else { return true };
        fns.iter().any(|&f| match self.il.entities.get(f).map(|e| self.il.types.ckind(e.ty)) {
            Some(TypeKind::Function(sig)) => {
                let r = self.il.types.unqualified(self.il.types.non_reference(sig.ret));
                self.il.types.class_entity(r).is_none()
            }
            _ => true,
        })
    }

    /// Prefix unary operator with a class operand.
    pub(crate) fn overloaded_unary(&mut self, op: UnaryOp, e: ExprId, span: Span, pos: Offset) -> ExprId {
        let text = match op {
            UnaryOp::Plus => "+",
            UnaryOp::Minus => "-",
            UnaryOp::Not => "!",
            UnaryOp::BitNot => "~",
            UnaryOp::Deref => "*",
            UnaryOp::PreInc => "++",
            UnaryOp::PreDec => "--",
            UnaryOp::PostInc => "++post",
            UnaryOp::PostDec => "--post",
            _ => {
                self.gaps.note("sema: overloaded unary operator", pos);
                return self.error_expr(span);
            }
        };
        self.resolve_operator(text, &[e], span, pos)
    }

    /// Assignment (`=`, `op=`) with a class left operand.
    pub(crate) fn overloaded_assign(&mut self, op: Option<BinaryOp>, lhs: ExprId, rhs: ExprId, span: Span, pos: Offset) -> ExprId {
        let text = match op {
            None => "=".to_string(),
            Some(b) => format!("{}=", b.text()),
        };
        self.resolve_operator(&text, &[lhs, rhs], span, pos)
    }
}
