//! Function calls and overload resolution ([over.match], [over.ics.rank]) for non-template candidates,
//! with EDG's diagnostics (probes/x1, x3, x4):
//!
//! - one (non-overloaded) function: `too few arguments in function call` (#165, at the `)`),
//!   `too many arguments in function call` (#140, at the first extra argument), and the argument
//!   conversion messages of `init.rs` in the Argument context (#167 …);
//! - an overload set with no viable function: #304 `no instance of overloaded function "f" matches the
//!   argument list` at the callee, related line `argument types are: (const char [2])`, then one note per
//!   candidate, newest declaration first: #3322 `number of parameters of function "f(double)" does not
//!   match the call` or #3326 `function "f(int)" does not match because argument #1 does not match
//!   parameter`, each at the candidate's declaration;
//! - ambiguity: #308 `more than one instance of overloaded function "f3" matches the argument list:` with
//!   related lines `function "f3(long)" (declared at line 29)` (declaration order) and the argument types.
//!
//! User-defined conversion sequences go through `ctor.rs` (converting constructors and conversion functions
//! to classes) and `convfn.rs` (conversion functions to non-class types); two of them compare only when
//! they use the same function (then by the second standard conversion and, for reference parameters,
//! rvalue-ref-to-rvalue binding). Not done (recorded as gaps, never guessed): list-initialisation
//! sequences for braced arguments, partial ordering of function templates, choices needing an ambiguous
//! conversion sequence.

use super::action::Sema;
use super::conv::{standard_conversion, StdConv};
use super::entities::{FunctionData, Payload};
use super::expr::{ExprKind, ImplicitKind, ValueCat};
use super::ids::{EntityId, ExprId, TypeId};
use super::init::ConvContext;
use super::printing::Printer;
use super::types::{FloatKind, Quals, TypeKind};
use crate::diag::{id, Arg, DiagId, Diagnostic, Severity, Where};
use crate::source::{Offset, Span};
use std::cmp::Ordering;

/// An implicit conversion sequence for one argument.
#[derive(Clone, Copy, Debug)]
pub enum Ics {
    Standard {
        conv: StdConv,
        /// Reference binding facts for the [over.ics.rank]/3.2.3 and 3.2.6 tie-breakers.
        binds_rvalue_ref_to_rvalue: Option<bool>,
        ref_quals: Option<Quals>,
    },
    /// A user-defined conversion through converting constructor `ctor`, followed by `second`.
    User {
        ctor: EntityId,
        second: StdConv,
        /// For a reference parameter bound to the conversion's result: whether it is an rvalue reference
        /// ([over.ics.rank]/3.2.3 applies to the second standard conversion, 3.3).
        rref: Option<bool>,
    },
    Ellipsis,
}

/// Why an argument has no conversion sequence, or that we cannot tell.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum IcsFail {
    None,
    /// Needs a user-defined conversion or another unmodelled rule.
    Unknown,
}

/// A candidate's viability.
#[derive(Clone, Debug)]
enum Viability {
    Viable(Vec<Ics>),
    WrongCount,
    /// 1-based index of the first argument without a conversion.
    BadArg(usize),
    Unknown,
}

impl<'a> Sema<'a> {
    /// The implicit conversion sequence from argument `e` to parameter type `p`.
    pub fn implicit_conversion_sequence(&self, e: ExprId, p: TypeId) -> Result<Ics, IcsFail> {
        self.ics(e, p, true)
    }

    /// `allow_user`: user-defined conversions may be considered (not inside one, [over.best.ics]/4).
    pub(crate) fn ics(&self, e: ExprId, p: TypeId, allow_user: bool) -> Result<Ics, IcsFail> {
        let n = self.expr(e);
        let ty = &self.il.types;
        if ty.is_dependent(p) || n.is_dependent() || ty.is_error(p) || self.is_error(e) {
            return Err(IcsFail::Unknown);
        }
        let std_ = |conv: StdConv| Ics::Standard { conv, binds_rvalue_ref_to_rvalue: None, ref_quals: None };
        if ty.is_reference(p) {
            let rref = matches!(ty.ckind(p), TypeKind::RRef(_));
            let referee = ty.non_reference(p);
            let (ru, rq) = ty.split_quals(referee);
            let (su, sq) = ty.split_quals(n.ty);
            if ty.class_entity(ru).is_some() || ty.class_entity(su).is_some() {
                let same = ty.same(ru, su);
                let derived = match (ty.class_entity(su), ty.class_entity(ru)) {
                    (Some(d), Some(b)) => super::conv::base_distance(self.il, d, b).filter(|&k| k > 0),
                    _ => None,
                };
                if !(same || derived.is_some()) {
                    // Binding to a temporary made by a converting constructor.
                    let Some(rc) = ty.class_entity(ru) else { return Err(IcsFail::Unknown) };
                    if !rref && (!rq.is_const() || rq.is_volatile()) {
                        return Err(IcsFail::None);
                    }
                    return match self.user_ics(e, rc, allow_user) {
                        Ok(Ics::User { ctor, second, .. }) => Ok(Ics::User { ctor, second, rref: Some(rref) }),
                        other => other,
                    };
                }
                if !rq.has(sq.minus(Quals::RESTRICT)) {
                    return Err(IcsFail::None);
                }
                let lvalue = n.cat == ValueCat::LValue;
                let ok = if rref { !lvalue } else { lvalue || (rq.is_const() && !rq.is_volatile()) };
                if !ok {
                    return Err(IcsFail::None);
                }
                let mut conv = standard_conversion(self.il, n.ty, n.ty, false).ok_or(IcsFail::None)?;
                if let Some(k) = derived {
                    conv.kind = super::conv::ConvKind::Pointer;
                    conv.rank = super::conv::Rank::Conversion;
                    conv.base_distance = k;
                }
                conv.adds_qualification = rq != sq;
                return Ok(Ics::Standard { conv, binds_rvalue_ref_to_rvalue: Some(rref), ref_quals: Some(rq) });
            }
            let compatible = ty.same(ru, su) && rq.has(sq.minus(Quals::RESTRICT));
            let const_lref = !rref && rq.is_const() && !rq.is_volatile();
            let lvalue = n.cat == ValueCat::LValue;
            if compatible && (if rref { !lvalue } else { lvalue || const_lref }) {
                let mut conv = standard_conversion(self.il, n.ty, n.ty, false).ok_or(IcsFail::None)?;
                conv.adds_qualification = rq != sq;
                return Ok(Ics::Standard { conv, binds_rvalue_ref_to_rvalue: Some(rref), ref_quals: Some(rq) });
            }
            if !rref && !const_lref {
                return Err(IcsFail::None);
            }
            if rref && lvalue && compatible {
                return Err(IcsFail::None);
            }
            // Temporary of the referred-to type.
            let from = self.decayed_type(e);
            let conv = standard_conversion(self.il, from, ru, self.is_null_pointer_constant(e)).ok_or(IcsFail::None)?;
            return Ok(Ics::Standard { conv, binds_rvalue_ref_to_rvalue: Some(rref), ref_quals: Some(rq) });
        }
        let pu = ty.unqualified(p);
        if let Some(pc) = ty.class_entity(pu) {
            return match ty.class_entity(n.ty) {
                Some(ac) if ac == pc => Ok(std_(standard_conversion(self.il, n.ty, n.ty, false).ok_or(IcsFail::None)?)),
                Some(ac) if super::conv::base_distance(self.il, ac, pc).is_some() => {
                    let mut conv = standard_conversion(self.il, n.ty, n.ty, false).ok_or(IcsFail::None)?;
                    conv.kind = super::conv::ConvKind::Pointer;
                    conv.rank = super::conv::Rank::Conversion;
                    Ok(std_(conv))
                }
                _ => self.user_ics(e, pc, allow_user),
            };
        }
        if ty.class_entity(n.ty).is_some() {
            if !allow_user {
                return Err(IcsFail::None);
            }
            return match self.conversion_function_to(e, pu, false) {
                super::ctor::UserConv::Unique(f, second) => Ok(Ics::User { ctor: f, second, rref: None }),
                super::ctor::UserConv::None => Err(IcsFail::None),
                super::ctor::UserConv::Ambiguous => self.user_ics_ambiguous(),
                super::ctor::UserConv::Unknown => Err(IcsFail::Unknown),
            };
        }
        if let ExprKind::StringLit { .. } = n.kind {
            if let TypeKind::Pointer(pp) = ty.ckind(pu) {
                let (ppu, ppq) = ty.split_quals(pp);
                if !ppq.is_const() && ty.same(ppu, ty.int(super::types::IntKind::Char)) {
                    // The deprecated conversion: an exact match with a qualification adjustment.
                    let mut conv = standard_conversion(self.il, n.ty, n.ty, false).ok_or(IcsFail::None)?;
                    conv.adds_qualification = true;
                    return Ok(std_(conv));
                }
            }
        }
        let from = self.decayed_type(e);
        standard_conversion(self.il, from, pu, self.is_null_pointer_constant(e)).map(std_).ok_or(IcsFail::None)
    }

    fn user_ics_ambiguous(&self) -> Result<Ics, IcsFail> {
        Ok(Ics::User {
            rref: None,
            ctor: EntityId::NONE,
            second: StdConv {
                kind: super::conv::ConvKind::Identity,
                rank: super::conv::Rank::Exact,
                pointer_to_bool: false,
                base_distance: 0,
                adds_qualification: false,
            },
        })
    }

    fn user_ics(&self, e: ExprId, class: EntityId, allow_user: bool) -> Result<Ics, IcsFail> {
        if !allow_user {
            return Err(IcsFail::None);
        }
        match self.user_conversion_to_class(e, class, true) {
            super::ctor::UserConv::Unique(ctor, second) => Ok(Ics::User { ctor, second, rref: None }),
            // An ambiguous conversion sequence ranks as a user-defined one ([over.best.ics]/10); choosing a
            // candidate that needs it is an error the caller turns into a gap.
            super::ctor::UserConv::Ambiguous => Ok(Ics::User {
                rref: None,
                ctor: EntityId::NONE,
                second: StdConv {
                    kind: super::conv::ConvKind::Identity,
                    rank: super::conv::Rank::Exact,
                    pointer_to_bool: false,
                    base_distance: 0,
                    adds_qualification: false,
                },
            }),
            super::ctor::UserConv::None => Err(IcsFail::None),
            _ => Err(IcsFail::Unknown),
        }
    }

    /// The type after lvalue-to-rvalue / array / function decay, without building nodes.
    fn decayed_type(&self, e: ExprId) -> TypeId {
        // `standard_conversion` itself handles arrays and functions; strip only cv for scalars.
        self.ty_of(e)
    }

    fn param_types(&self, f: EntityId) -> Option<(Vec<TypeId>, bool, usize)> {
        let ent = self.il.entities.get(f)?;
        let TypeKind::Function(sig) = self.il.types.ckind(ent.ty) else { return None };
        let params = self.il.types.type_list(sig.params).to_vec();
        // Required = parameters before the first one with a default argument.
        let mut required = params.len();
        for (i, p) in self.il.entities.params(f).enumerate() {
            if let Some(Payload::Param(pd)) = self.il.entities.get(p).map(|x| x.data) {
                if pd.default_arg.is_some() {
                    required = required.min(i);
                }
            }
        }
        Some((params, sig.variadic, required))
    }

    pub(crate) fn viability_pub(&self, f: EntityId, args: &[ExprId]) -> (bool, Option<usize>, bool, Option<Vec<Ics>>) {
        match self.viability(f, args) {
            Viability::Viable(s) => (true, None, false, Some(s)),
            Viability::WrongCount => (false, None, false, None),
            Viability::BadArg(k) => (false, Some(k), false, None),
            Viability::Unknown => (false, None, true, None),
        }
    }

    fn viability(&self, f: EntityId, args: &[ExprId]) -> Viability {
        let Some((params, variadic, required)) = self.param_types(f) else { return Viability::Unknown };
        if args.len() < required || (args.len() > params.len() && !variadic) {
            return Viability::WrongCount;
        }
        let mut seqs = Vec::with_capacity(args.len());
        let mut unknown = false;
        for (i, &a) in args.iter().enumerate() {
            match params.get(i) {
                Some(&p) => match self.implicit_conversion_sequence(a, p) {
                    Ok(s) => seqs.push(s),
                    Err(IcsFail::None) => return Viability::BadArg(i + 1),
                    Err(IcsFail::Unknown) => unknown = true,
                },
                None => seqs.push(Ics::Ellipsis),
            }
        }
        if unknown { Viability::Unknown } else { Viability::Viable(seqs) }
    }

    /// A call `callee(args)`: callee is a single function (`DeclRef`/`Member`), a function lvalue or a
    /// pointer to function. `rparen` is the `)` (for #165).
    pub fn build_call(&mut self, callee: ExprId, args: &[ExprId], span: Span, rparen: Offset) -> ExprId {
        // A function template named directly: deduction.
        let cn = self.expr(callee);
        if let ExprKind::DeclRef(t) = cn.kind {
            if matches!(self.il.entities.get(t).map(|e| e.data), Some(Payload::Template(_))) {
                return self.build_overloaded_call(&[t], cn.span, args, span, rparen);
            }
        }
        if self.is_error(callee) || args.iter().any(|&a| self.is_error(a)) {
            return self.error_expr(span);
        }
        let mut all = vec![callee];
        all.extend_from_slice(args);
        if all.iter().any(|&x| self.expr(x).is_dependent()) {
            return self.build_dependent(&all, span, self.expr(callee).pos);
        }
        let cn = self.expr(callee);
        let func = match cn.kind {
            ExprKind::DeclRef(f) | ExprKind::Member { member: f, .. } if self.is_function(f) => f,
            ExprKind::DeclRef(t) if matches!(self.il.entities.get(t).map(|e| e.data), Some(Payload::Template(_))) => {
                return self.build_overloaded_call(&[t], cn.span, args, span, rparen);
            }
            _ => EntityId::NONE,
        };
        // Function type of the callee.
        let fty = match self.il.types.ckind(cn.ty) {
            TypeKind::Function(_) => cn.ty,
            TypeKind::Pointer(p) if matches!(self.il.types.ckind(p), TypeKind::Function(_)) => p,
            _ if self.il.types.class_entity(cn.ty).is_some() => {
                // A function object (closure, functor): `obj(args)` is `obj.operator()(args)`.
                return self.build_object_call(callee, args, span, rparen);
            }
            _ => {
                self.gaps.note("sema: call of non-function", cn.pos);
                return self.error_expr(span);
            }
        };
        let TypeKind::Function(sig) = self.il.types.ckind(fty) else { return self.error_expr(span) };
        let params = self.il.types.type_list(sig.params).to_vec();
        let required = if func.is_some() { self.param_types(func).map(|x| x.2).unwrap_or(params.len()) } else { params.len() };
        if args.len() < required {
            self.error(id::TOO_FEW_ARGUMENTS, rparen);
            return self.error_expr(span);
        }
        if args.len() > params.len() && !sig.variadic {
            let at = self.expr(args[params.len()]).span.lo;
            self.error(id::TOO_MANY_ARGUMENTS, at);
            return self.error_expr(span);
        }
        self.finish_call(callee, func, fty, args, span)
    }

    fn is_function(&self, f: EntityId) -> bool {
        matches!(self.il.entities.get(f).map(|e| e.data), Some(Payload::Function(_)))
    }

    /// Converts the arguments and builds the call node (arguments already counted).
    fn finish_call(&mut self, callee: ExprId, func: EntityId, fty: TypeId, args: &[ExprId], span: Span) -> ExprId {
        let TypeKind::Function(sig) = self.il.types.ckind(fty) else { return self.error_expr(span) };
        let params = self.il.types.type_list(sig.params).to_vec();
        let mut conv = Vec::with_capacity(args.len());
        let mut failed = false;
        for (i, &a) in args.iter().enumerate() {
            match params.get(i) {
                Some(&p) => {
                    let at = self.expr(a).span.lo;
                    match self.convert_for_assignment(a, p, ConvContext::Argument, at) {
                        Some(c) => conv.push(c),
                        None => failed = true,
                    }
                }
                None => conv.push(self.variadic_argument(a)),
            }
        }
        if failed {
            return self.error_expr(span);
        }
        let ret = sig.ret;
        let (ty, cat) = match self.il.types.ckind(ret) {
            TypeKind::LRef(u) => (u, ValueCat::LValue),
            TypeKind::RRef(u) => {
                if matches!(self.il.types.ckind(u), TypeKind::Function(_)) { (u, ValueCat::LValue) } else { (u, ValueCat::XValue) }
            }
            _ => (ret, ValueCat::PRValue),
        };
        let list = self.il.exprs.add_list(&conv);
        let pos = self.expr(callee).pos;
        if let Some(e) = self.il.entities.get_mut(func) {
            e.referenced = true;
        }
        self.add(ExprKind::Call { callee, func, args: list }, ty, cat, span, pos)
    }

    /// Default argument promotions for `...` ([expr.call]/12).
    fn variadic_argument(&mut self, a: ExprId) -> ExprId {
        let e = self.promote(a);
        let t = self.ty_of(e);
        if let TypeKind::Float(FloatKind::Float) = self.il.types.ckind(t) {
            let d = self.il.types.float(FloatKind::Double);
            return self.implicit(ImplicitKind::FloatingPromotion, e, d, ValueCat::PRValue);
        }
        e
    }

    /// A call of an overload set found by name lookup (`candidates` oldest-first, as `Scopes::lookup`
    /// returns them). `name_at` is the callee name (caret of #304/#308).
    pub fn build_overloaded_call(
        &mut self,
        candidates: &[EntityId],
        callee_span: Span,
        args: &[ExprId],
        span: Span,
        rparen: Offset,
    ) -> ExprId {
        self.build_overloaded_call_explicit(candidates, None, callee_span, args, span, rparen)
    }

    /// `f<explicit…>(args)`: only function templates are candidates; `explicit` = None for a plain call.
    pub fn build_overloaded_call_explicit(
        &mut self,
        candidates: &[EntityId],
        explicit: Option<&[super::types::TemplateArg]>,
        callee_span: Span,
        args: &[ExprId],
        span: Span,
        rparen: Offset,
    ) -> ExprId {
        let mut cands: Vec<EntityId> = candidates.iter().map(|&c| self.il.entities.resolve(c)).collect();
        // One candidate per function template, however often it was declared (partial_ordering.rs).
        self.merge_redeclared_templates(&mut cands);
        if explicit.is_some() {
            // A template-id names only the templates of the set.
            cands.retain(|&c| !self.is_function(c));
            if cands.is_empty() {
                self.gaps.note("sema: template-id call without function templates", callee_span.lo);
                return self.error_expr(span);
            }
        }
        if explicit.is_none() && cands.len() == 1 && self.is_function(cands[0]) {
            let c = self.build_decl_ref(cands[0], callee_span);
            return self.build_call(c, args, span, rparen);
        }
        if cands.is_empty() || args.iter().any(|&a| self.is_error(a)) {
            return self.error_expr(span);
        }
        if args.iter().any(|&a| self.expr(a).is_dependent()) {
            return self.build_dependent(args, span, callee_span.lo);
        }
        let at = callee_span.lo;
        // Function templates: deduce first; a failed deduction leaves the candidate out (note #3327).
        // `funcs[i]`: the function to call for candidate i (NONE after a failed deduction).
        let mut funcs = Vec::with_capacity(cands.len());
        // Per candidate: 1 = deduction failed (#3327), 2 = explicit arguments failed (#3323).
        let mut failure = vec![0u8; cands.len()];
        for (k, &c) in cands.iter().enumerate() {
            if self.is_function(c) {
                funcs.push(c);
                continue;
            }
            match self.deduce_call_explicit(c, explicit.unwrap_or(&[]), args) {
                super::deduce::Deduced::Ok(f) => funcs.push(f),
                super::deduce::Deduced::Failed => {
                    funcs.push(EntityId::NONE);
                    // A parameter count that cannot match the call is note #3322, not #3327 (probed).
                    failure[k] = if self.template_arity_mismatch(c, args.len()) { 3 } else { 1 };
                }
                super::deduce::Deduced::ExplicitFailed => {
                    funcs.push(EntityId::NONE);
                    failure[k] = 2;
                }
                super::deduce::Deduced::Unknown(what) => {
                    // Lowering instantiates the requested classes and retries (lower/deduce_defaults.rs).
                    self.note_unless_retrying(what, at);
                    return self.error_expr(span);
                }
            }
        }
        let prep: Vec<(EntityId, usize)> = funcs.iter().filter(|f| f.is_some()).map(|&f| (f, 0)).collect();
        let _ = self.prepare_conversions(&prep, args);
        let vs: Vec<Viability> = funcs
            .iter()
            .map(|&f| if f.is_none() { Viability::WrongCount } else { self.viability(f, args) })
            .collect();
        if vs.iter().any(|v| matches!(v, Viability::Unknown)) {
            self.note_unless_retrying("sema: overload resolution needs user-defined conversions", at);
            return self.error_expr(span);
        }
        let viable: Vec<(usize, &Vec<Ics>)> = vs
            .iter()
            .enumerate()
            .filter_map(|(i, v)| match v {
                Viability::Viable(s) => Some((i, s)),
                _ => None,
            })
            .collect();
        if viable.is_empty() {
            // A deduced specialisation with the wrong argument count: its note is unprobed.
            if cands.iter().zip(&funcs).zip(&vs).any(|((&c, &f), v)| c != f && f.is_some() && matches!(v, Viability::WrongCount)) {
                self.gaps.note("sema: no-match note for a deduced specialisation with wrong arity", at);
                return self.error_expr(span);
            }
            self.report_no_match(&cands, &funcs, &failure, explicit, &vs, args, at);
            return self.error_expr(span);
        }
        let is_tmpl = |i: usize| cands[i] != funcs[i];
        // A partial ordering the matcher could not decide (partial_ordering.rs): the call is a gap.
        let order_unknown = std::cell::Cell::new(None::<&'static str>);
        // [over.match.best]: better conversions, then non-template over template specialisation, then
        // the more specialized template.
        let cmp = |s: &Self, (i, si): (usize, &Vec<Ics>), (j, sj): (usize, &Vec<Ics>)| match better(s, si, sj) {
            Ordering::Equal if mixed(si, sj) => Ordering::Equal,
            Ordering::Equal => match (is_tmpl(i), is_tmpl(j)) {
                (false, true) => Ordering::Less,
                (true, false) => Ordering::Greater,
                (true, true) => s.order_function_templates(cands[i], cands[j], args.len()).unwrap_or_else(|w| {
                    order_unknown.set(Some(w));
                    Ordering::Equal
                }),
                _ => Ordering::Equal,
            },
            o => o,
        };
        let mut best = None;
        for &(i, si) in &viable {
            if viable.iter().all(|&(j, sj)| i == j || cmp(self, (i, si), (j, sj)) == Ordering::Less) {
                best = Some(i);
                break;
            }
        }
        if let Some(w) = order_unknown.get() {
            self.gaps.note(w, at);
            return self.error_expr(span);
        }
        let Some(b) = best else {
            // (Function templates are listed as `function template "int h(T, int)"`, probed: see
            // `report_ambiguous`.)
            // Ambiguous: list the candidates that are not worse than every other (declaration order).
            let ambiguous: Vec<EntityId> = viable
                .iter()
                .filter(|&&(i, si)| !viable.iter().any(|&(j, sj)| i != j && cmp(self, (j, sj), (i, si)) == Ordering::Less))
                .map(|&(i, _)| cands[i])
                .collect();
            // Templates whose deduction failed get their #3327 note after the list (probed: corpus
            // cccl-s11/requires_enable_if_ambig_bad); other failures' notes there are unprobed.
            if failure.iter().any(|&f| f > 1) {
                self.gaps.note("sema: ambiguous call with a template whose explicit arguments or arity failed", at);
                return self.error_expr(span);
            }
            let failed: Vec<EntityId> = cands.iter().zip(&failure).filter(|&(_, &f)| f == 1).map(|(&c, _)| c).collect();
            self.report_ambiguous(cands[0], &ambiguous, &failed, cands.len(), args, at);
            return self.error_expr(span);
        };
        if viable.iter().any(|&(i, si)| i == b && has_ambiguous_ics(si)) {
            self.gaps.note("sema: best candidate needs an ambiguous conversion", at);
            return self.error_expr(span);
        }
        let f = funcs[b];
        if self.is_deleted_fn(f) {
            self.report_deleted(f, at);
            return self.error_expr(span);
        }
        let callee = self.build_decl_ref(f, callee_span);
        let fty = self.ty_of(callee);
        self.finish_call(callee, f, fty, args, span)
    }

    pub(crate) fn arg_types_line(&self, args: &[ExprId]) -> String {
        let p = Printer::new(self.il);
        let list: Vec<String> = args.iter().map(|&a| p.type_str(self.ty_of(a))).collect();
        crate::diag::expand(DiagId(739).template(), &[Arg::Str(list.join(", "))])
    }

    #[allow(clippy::too_many_arguments)]
    fn report_no_match(
        &mut self,
        cands: &[EntityId],
        funcs: &[EntityId],
        failure: &[u8],
        explicit: Option<&[super::types::TemplateArg]>,
        vs: &[Viability],
        args: &[ExprId],
        at: Offset,
    ) {
        let set = if cands.len() == 1 {
            Arg::Entity { kind: "function template".into(), name: Printer::new(self.il).qualified_name(cands[0]) }
        } else {
            self.overload_set_arg(cands[0])
        };
        let mut d = Diagnostic::new(Severity::Error, id::NO_MATCHING_FUNCTION, Where::At(at)).arg(set);
        // Left out for a call without arguments (probed: corpus packs-s10/pack_too_few_arguments).
        if !args.is_empty() {
            d.related.push(self.arg_types_line(args));
        }
        for (i, &c) in cands.iter().enumerate().rev() {
            let decl = self.candidate_decl_pos(c);
            // Alone, the template is named; in an overload set by its pattern's signature (probed:
            // `candidate function template "pick(T, T)" failed deduction`).
            let pattern = self.il.entities.get(c).and_then(|e| e.template()).map(|t| t.pattern).filter(|p| p.is_some());
            let tmpl_arg = || Arg::Entity {
                kind: "function template".into(),
                name: match pattern {
                    Some(p) if cands.len() > 1 => Printer::new(self.il).function_signature(p),
                    _ => Printer::new(self.il).qualified_name(c),
                },
            };
            if funcs[i].is_none() {
                let note = if failure[i] == 3 {
                    Diagnostic::new(Severity::Note, id::CANDIDATE_WRONG_PARAM_COUNT, Where::At(decl)).arg(tmpl_arg())
                } else if failure[i] == 2 {
                    let p = Printer::new(self.il);
                    let list: Vec<String> = explicit.unwrap_or(&[]).iter().map(|&a| p.template_arg(a, 0)).collect();
                    Diagnostic::new(Severity::Note, id::CANDIDATE_EXPL_TEMPL_ARG_SUBST_FAILED, Where::At(decl))
                        .arg(Arg::TypeArgs(list.join(", ")))
                        .arg(tmpl_arg())
                } else {
                    Diagnostic::new(Severity::Note, id::DEDUCTION_FAILED, Where::At(decl)).arg(tmpl_arg())
                };
                d = d.note(note);
                continue;
            }
            if funcs[i] != c {
                // A deduced specialisation that does not match: named as the template (probes/x25).
                if let Viability::BadArg(k) = vs[i] {
                    d = d.note(
                        Diagnostic::new(Severity::Note, id::NONVIABLE_BECAUSE_ARG_MISMATCH, Where::At(decl))
                            .arg(tmpl_arg())
                            .arg(Arg::Num(k as i64)),
                    );
                }
                continue;
            }
            let note = match vs[i] {
                Viability::WrongCount => Diagnostic::new(Severity::Note, id::CANDIDATE_WRONG_PARAM_COUNT, Where::At(decl)).arg(self.fn_arg(c)),
                Viability::BadArg(k) => Diagnostic::new(Severity::Note, id::NONVIABLE_BECAUSE_ARG_MISMATCH, Where::At(decl))
                    .arg(self.fn_arg(c))
                    .arg(Arg::Num(k as i64)),
                _ => continue,
            };
            d = d.note(note);
        }
        self.diags.push(d);
    }

    fn report_ambiguous(&mut self, first: EntityId, ambiguous: &[EntityId], failed: &[EntityId], n_cands: usize, args: &[ExprId], at: Offset) {
        let mut d = Diagnostic::new(Severity::Error, id::AMBIGUOUS_OVERLOADED_FUNCTION, Where::At(at)).arg(self.overload_set_arg(first));
        for &c in ambiguous {
            let decl = self.candidate_decl_pos(c);
            // A function template prints as its pattern's declaration (return type and template
            // parameter names, probed: `function template "int h(T, int)" (declared at line 8)`).
            let pattern = self.il.entities.get(c).and_then(|e| e.template()).map(|t| t.pattern);
            let line = match pattern {
                Some(p) => format!("function template \"{}\" {}", Printer::new(self.il).function_decl(p), self.declared_at(decl, at)),
                None => format!("function \"{}\" {}", Printer::new(self.il).function_signature(c), self.declared_at(decl, at)),
            };
            d.related.push(line);
        }
        d.related.push(self.arg_types_line(args));
        // Named as in the no-match notes (`report_no_match`), newest first.
        for &c in failed.iter().rev() {
            let decl = self.candidate_decl_pos(c);
            let pattern = self.il.entities.get(c).and_then(|e| e.template()).map(|t| t.pattern).filter(|p| p.is_some());
            let name = match pattern {
                Some(p) if n_cands > 1 => Printer::new(self.il).function_signature(p),
                _ => Printer::new(self.il).qualified_name(c),
            };
            d = d.note(Diagnostic::new(Severity::Note, id::DEDUCTION_FAILED, Where::At(decl)).arg(Arg::Entity { kind: "function template".into(), name }));
        }
        self.diags.push(d);
    }
}

/// Whether a conversion-sequence list contains an ambiguous user-defined conversion.
pub fn has_ambiguous_ics(s: &[Ics]) -> bool {
    s.iter().any(|x| matches!(x, Ics::User { ctor, .. } if ctor.is_none()))
}

/// Compares two candidates' conversion sequences: `Less` = `a` is better ([over.match.best]/2.1).
/// Whether each of `a` and `b` has an argument with the better conversion: neither is better, and the
/// tie-breakers of [over.match.best] (non-template over template, more specialised template) do not
/// apply — they decide only between candidates whose conversions are all indistinguishable.
pub(crate) fn mixed(a: &[Ics], b: &[Ics]) -> bool {
    let r: Vec<Ordering> = a.iter().zip(b.iter()).map(|(x, y)| compare_ics(x, y)).collect();
    r.contains(&Ordering::Less) && r.contains(&Ordering::Greater)
}

pub(crate) fn better(s: &Sema, a: &[Ics], b: &[Ics]) -> Ordering {
    let _ = s;
    let mut a_better = false;
    let mut b_better = false;
    for (x, y) in a.iter().zip(b.iter()) {
        match compare_ics(x, y) {
            Ordering::Less => a_better = true,
            Ordering::Greater => b_better = true,
            Ordering::Equal => {}
        }
    }
    match (a_better, b_better) {
        (true, false) => Ordering::Less,
        (false, true) => Ordering::Greater,
        _ => Ordering::Equal,
    }
}

/// [over.ics.rank]: standard sequences beat ellipsis; then ranks and the tie-breakers.
pub fn compare_ics(a: &Ics, b: &Ics) -> Ordering {
    match (a, b) {
        (Ics::Ellipsis, Ics::Ellipsis) => Ordering::Equal,
        (Ics::Ellipsis, _) => Ordering::Greater,
        (_, Ics::Ellipsis) => Ordering::Less,
        (Ics::User { ctor: a, second: sa, rref: ra }, Ics::User { ctor: b, second: sb, rref: rb }) => {
            if a != b || a.is_none() {
                return Ordering::Equal;
            }
            // Same conversion: an rvalue reference bound to its (prvalue) result beats an lvalue one.
            if let (Some(p), Some(q)) = (ra, rb) {
                if p != q {
                    return if *p { Ordering::Less } else { Ordering::Greater };
                }
            }
            super::conv::compare(sa, sb)
        }
        (Ics::User { .. }, _) => Ordering::Greater,
        (_, Ics::User { .. }) => Ordering::Less,
        (
            Ics::Standard { conv: ca, binds_rvalue_ref_to_rvalue: ra, ref_quals: qa },
            Ics::Standard { conv: cb, binds_rvalue_ref_to_rvalue: rb, ref_quals: qb },
        ) => {
            // Reference bindings: cv-qualification of the referred-to types (3.2.6) replaces the
            // "adds qualification" comparison, and rvalue-ref-to-rvalue beats lvalue ref (3.2.3).
            if let (Some(x), Some(y)) = (qa, qb) {
                match ca.rank.cmp(&cb.rank) {
                    Ordering::Equal => {}
                    o => return o,
                }
                if let (Some(p), Some(q)) = (ra, rb) {
                    if p != q {
                        return if *p { Ordering::Less } else { Ordering::Greater };
                    }
                }
                if x != y {
                    if y.has(*x) {
                        return Ordering::Less;
                    }
                    if x.has(*y) {
                        return Ordering::Greater;
                    }
                }
                return super::conv::compare(
                    &StdConv { adds_qualification: false, ..*ca },
                    &StdConv { adds_qualification: false, ..*cb },
                );
            }
            super::conv::compare(ca, cb)
        }
    }
}

/// Whether a function entity is an implicitly-declared special member (for candidate lists).
pub fn is_implicit_member(s: &Sema, f: EntityId) -> bool {
    s.il.entities.get(f).and_then(|e| e.function()).map(|d| d.has(FunctionData::IMPLICIT)).unwrap_or(false)
}
