//! Built-in operator candidates ([over.built]) as EDG models them, for operator expressions whose operands
//! are classes with conversion functions or unscoped enumerations (probes in corpus/conversions).
//!
//! EDG does not enumerate one candidate per promoted arithmetic type pair as the standard describes; it
//! has one pseudo-candidate per *operand category* list (`arithmetic + arithmetic`, `<pointer to object> +
//! <ptrdiff_t>`, …). A class operand fits a category through the conversion functions whose result type
//! belongs to the category: none = the candidate is not viable; one = a user-defined conversion sequence
//! through it; several = still viable (an ambiguous user-defined sequence), and if that candidate is
//! chosen the conversion itself fails with #418 `more than one conversion function from "H" to a
//! built-in type applies:` (probes: `h < 1` with `operator float()` and `operator int()` gives #418, while
//! `l % 3` with `operator long()` and `operator float()` is accepted because only `long` is integral).
//! A non-class operand fits a category by a standard conversion to the category's type (its own promoted
//! type for arithmetic categories, `long` for `ptrdiff_t`, `bool`, …).

use super::action::Sema;
use super::conv::{standard_conversion, ConvKind, Rank, StdConv};
use super::entities::{FunctionData, Payload};
use super::ids::{EntityId, ExprId, TypeId};
use super::overload::Ics;
use super::types::{IntKind, Quals, TypeKind};

/// An operand category of a built-in pseudo-candidate.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum BCat {
    PromotedArith,
    PromotedIntegral,
    PtrToObject,
    AnyPtr,
    Ptrdiff,
    Nullptr,
    Bool,
    /// The same unscoped enumeration type for both operands (relational/equality).
    SameEnum,
}

/// How one operand reaches a category.
#[derive(Clone, Debug)]
pub(crate) struct OperandFit {
    pub ics: Ics,
    /// For a class operand: the conversion functions that fit (one = the conversion used).
    pub via: Vec<EntityId>,
    /// The type the operand has after the conversion (before the built-in's own conversions).
    pub result: TypeId,
    /// A class operand contextually converted to `bool` (`!`, `&&`, `||`): `via` holds the best
    /// conversion functions by [over.match.conv] ranking (several = #417 naming `bool`).
    pub to_bool: bool,
}

/// A viable built-in pseudo-candidate.
#[derive(Clone, Debug)]
pub(crate) struct BuiltinCand {
    pub cats: &'static [BCat],
    pub fits: Vec<OperandFit>,
}

/// The pseudo-candidates per operator; `None` = the built-in candidate set is not modelled for `op`
/// (callers record a gap). An empty list = no built-in candidate can be viable.
fn builtin_signatures(op: &str, arity: usize) -> Option<&'static [&'static [BCat]]> {
    use BCat::*;
    Some(match (op, arity) {
        ("*", 2) | ("/", 2) => &[&[PromotedArith, PromotedArith]],
        ("+", 2) => &[&[PromotedArith, PromotedArith], &[PtrToObject, Ptrdiff], &[Ptrdiff, PtrToObject]],
        ("-", 2) => &[&[PromotedArith, PromotedArith], &[PtrToObject, Ptrdiff], &[PtrToObject, PtrToObject]],
        ("%", 2) | ("<<", 2) | (">>", 2) | ("&", 2) | ("|", 2) | ("^", 2) => &[&[PromotedIntegral, PromotedIntegral]],
        ("<", 2) | (">", 2) | ("<=", 2) | (">=", 2) => &[&[PromotedArith, PromotedArith], &[AnyPtr, AnyPtr], &[SameEnum, SameEnum]],
        ("==", 2) | ("!=", 2) => {
            &[&[PromotedArith, PromotedArith], &[AnyPtr, AnyPtr], &[SameEnum, SameEnum], &[Nullptr, Nullptr]]
        }
        ("&&", 2) | ("||", 2) => &[&[Bool, Bool]],
        ("[]", 2) => &[&[PtrToObject, Ptrdiff], &[Ptrdiff, PtrToObject]],
        ("+", 1) => &[&[PromotedArith], &[AnyPtr]],
        ("-", 1) => &[&[PromotedArith]],
        ("~", 1) => &[&[PromotedIntegral]],
        ("!", 1) => &[&[Bool]],
        ("*", 1) => &[&[AnyPtr]],
        _ => return None,
    })
}

/// Operators whose built-in forms need an lvalue first operand (assignment, increment/decrement): a class
/// first operand never reaches them through a conversion function returning a prvalue.
fn is_lvalue_operator(op: &str) -> bool {
    matches!(op, "=" | "+=" | "-=" | "*=" | "/=" | "%=" | "<<=" | ">>=" | "&=" | "|=" | "^=" | "++" | "--" | "++post" | "--post")
}

fn exact() -> StdConv {
    StdConv { kind: ConvKind::Identity, rank: Rank::Exact, pointer_to_bool: false, base_distance: 0, adds_qualification: false }
}

impl<'a> Sema<'a> {
    /// The viable built-in pseudo-candidates of `op` over `operands`, with the parameter-type lists of
    /// the user's non-member candidates (a built-in with the same list is not a candidate,
    /// [over.match.oper]/3.3.4). `Err` = not modelled here (gap text).
    pub(crate) fn builtin_operator_candidates(&self, op: &str, operands: &[ExprId]) -> Result<Vec<BuiltinCand>, &'static str> {
        if is_lvalue_operator(op) {
            let first = operands.first().copied().ok_or("sema: operator without operands")?;
            let t = self.ty_of(first);
            if let Some(c) = self.il.types.class_entity(t) {
                // Only a conversion function returning an lvalue reference could reach a built-in here.
                let fns = self.conversion_functions(c).ok_or("sema: built-in operator candidates through conversion templates")?;
                if fns.iter().any(|&f| self.conversion_returns_reference(f)) {
                    return Err("sema: built-in assignment/increment through a reference-returning conversion function");
                }
                return Ok(Vec::new());
            }
            return Err("sema: built-in assignment/increment candidates on a non-class operand");
        }
        let sigs = builtin_signatures(op, operands.len()).ok_or("sema: built-in candidates of this operator")?;
        let mut out = Vec::new();
        'sig: for &cats in sigs {
            let mut fits = Vec::with_capacity(cats.len());
            for (k, (&o, &cat)) in operands.iter().zip(cats.iter()).enumerate() {
                let other = if operands.len() == 2 { Some(operands[1 - k]) } else { None };
                match self.operand_fit(o, cat, other)? {
                    Some(f) => fits.push(f),
                    None => continue 'sig,
                }
            }
            out.push(BuiltinCand { cats, fits });
        }
        Ok(out)
    }

    fn conversion_returns_reference(&self, f: EntityId) -> bool {
        let Some(e) = self.il.entities.get(f) else { return false };
        match self.il.types.ckind(e.ty) {
            TypeKind::Function(sig) => self.il.types.is_reference(sig.ret),
            _ => false,
        }
    }

    /// Whether a (non-class, cv-unqualified, decayed) type belongs to a category.
    fn fits_bcat(&self, u: TypeId, cat: BCat) -> bool {
        let ty = &self.il.types;
        match (ty.ckind(u), cat) {
            (TypeKind::Array(..), BCat::PtrToObject | BCat::AnyPtr | BCat::Bool) => return true,
            (TypeKind::Function(_), BCat::AnyPtr | BCat::Bool) => return true,
            (TypeKind::Array(..) | TypeKind::Function(_), _) => return false,
            _ => {}
        }
        let arith = self.is_arith_or_unscoped_enum(u);
        let floating = matches!(ty.ckind(u), TypeKind::Float(_));
        match cat {
            BCat::PromotedArith => arith,
            BCat::PromotedIntegral | BCat::Ptrdiff => arith && !floating,
            BCat::PtrToObject => matches!(ty.ckind(u), TypeKind::Pointer(p) if !matches!(ty.ckind(p), TypeKind::Function(_)) && !ty.is_void(p)),
            BCat::AnyPtr => matches!(ty.ckind(u), TypeKind::Pointer(_)),
            BCat::Nullptr => matches!(ty.ckind(u), TypeKind::NullPtr),
            BCat::Bool => ty.is_scalar(u),
            BCat::SameEnum => matches!(ty.ckind(u), TypeKind::Enum(_)) && arith,
        }
    }

    /// The type an operand of (decayed, unqualified) type `u` is converted to for `cat`.
    fn bcat_target(&self, u: TypeId, cat: BCat) -> TypeId {
        let ty = &self.il.types;
        match cat {
            BCat::PromotedArith | BCat::PromotedIntegral => match ty.ckind(u) {
                TypeKind::Int(k) => ty.int(self.il.target.promote(k)),
                TypeKind::Enum(en) => match self.il.entities.get(en).map(|x| x.data) {
                    Some(Payload::Enum(d)) => ty.int(self.il.target.promote(ty.int_kind(d.underlying).unwrap_or(IntKind::Int))),
                    _ => u,
                },
                _ => u,
            },
            BCat::Ptrdiff => ty.int(IntKind::Long),
            BCat::Bool => ty.int(IntKind::Bool),
            _ => u,
        }
    }

    /// The cv-unqualified, non-reference type of an operand (arrays and functions stay as they are: the
    /// categories treat them as the pointers they decay to).
    fn decayed_operand_type(&self, t: TypeId) -> Option<TypeId> {
        let ty = &self.il.types;
        Some(ty.unqualified(ty.non_reference(t)))
    }

    fn operand_fit(&self, o: ExprId, cat: BCat, other: Option<ExprId>) -> Result<Option<OperandFit>, &'static str> {
        let t = self.ty_of(o);
        let ty = &self.il.types;
        if let Some(c) = ty.class_entity(t) {
            if !self.il.entities.get(c).and_then(|e| e.class()).map(|cd| cd.complete).unwrap_or(false) {
                return Err("sema: operator operand of incomplete class type");
            }
            if cat == BCat::SameEnum {
                // Conversion functions to enumerations: not modelled (EDG's enum candidates unprobed).
                let fns = self.conversion_functions(c).ok_or("sema: built-in operator candidates through conversion templates")?;
                for f in fns {
                    if let Some(r) = self.conversion_result(f) {
                        if matches!(ty.ckind(r), TypeKind::Enum(_)) {
                            return Err("sema: built-in enumeration candidate through a conversion function");
                        }
                    }
                }
                return Ok(None);
            }
            if cat == BCat::Bool {
                return self.bool_fit(o, c);
            }
            let fns = self.conversion_functions(c).ok_or("sema: built-in operator candidates through conversion templates")?;
            let oq = ty.quals(t).minus(Quals::RESTRICT);
            let mut via = Vec::new();
            let mut result = super::types::TypeTable::ERROR;
            for f in fns {
                let Some(fd) = self.il.entities.get(f).and_then(|e| e.function()).copied() else { continue };
                if fd.has(FunctionData::EXPLICIT) && cat != BCat::Bool {
                    continue;
                }
                let Some(ent) = self.il.entities.get(f) else { continue };
                let TypeKind::Function(sig) = ty.ckind(ent.ty) else { continue };
                if !sig.quals.has(oq) {
                    continue;
                }
                let Some(r) = self.conversion_result(f) else { return Err("sema: dependent conversion function result") };
                let Some(r) = self.decayed_operand_type(r) else { return Err("sema: conversion function result without a pointer type") };
                if ty.class_entity(r).is_some() {
                    continue;
                }
                if self.fits_bcat(r, cat) {
                    via.push(f);
                    result = r;
                }
            }
            return Ok(match via.len() {
                0 => None,
                1 => {
                    let target = self.bcat_target(result, cat);
                    let second = standard_conversion(self.il, result, target, false).unwrap_or_else(exact);
                    Some(OperandFit { ics: Ics::User { ctor: via[0], second, rref: None }, via, result, to_bool: false })
                }
                _ => Some(OperandFit { ics: Ics::User { ctor: EntityId::NONE, second: exact(), rref: None }, via, result, to_bool: false }),
            });
        }
        let Some(u) = self.decayed_operand_type(t) else { return Err("sema: operand without a pointer type for its decay") };
        if matches!(cat, BCat::AnyPtr | BCat::PtrToObject) && !self.fits_bcat(u, cat) && self.is_null_pointer_constant(o) {
            // `p == nullptr` / `p == 0`: a null pointer conversion to the other operand's pointer type.
            let conv = StdConv::new(ConvKind::Pointer, Rank::Conversion);
            return Ok(Some(OperandFit { ics: Ics::Standard { conv, binds_rvalue_ref_to_rvalue: None, ref_quals: None }, via: Vec::new(), result: u, to_bool: false }));
        }
        if !self.fits_bcat(u, cat) {
            return Ok(None);
        }
        if cat == BCat::SameEnum {
            // Both operands must have this same enumeration type.
            let same = other.map(|x| {
                let ot = self.ty_of(x);
                ty.class_entity(ot).is_none() && ty.same(ty.unqualified(ty.non_reference(ot)), u)
            });
            if same != Some(true) {
                return Ok(None);
            }
        }
        if matches!(ty.ckind(u), TypeKind::Array(..) | TypeKind::Function(_)) {
            let conv = if cat == BCat::Bool { StdConv::new(ConvKind::Boolean, Rank::Conversion) } else { StdConv::new(ConvKind::Decay, Rank::Exact) };
            return Ok(Some(OperandFit { ics: Ics::Standard { conv, binds_rvalue_ref_to_rvalue: None, ref_quals: None }, via: Vec::new(), result: u, to_bool: false }));
        }
        let target = self.bcat_target(u, cat);
        let null = self.is_null_pointer_constant(o);
        Ok(standard_conversion(self.il, u, target, null).map(|conv| OperandFit {
            ics: Ics::Standard { conv, binds_rvalue_ref_to_rvalue: None, ref_quals: None },
            via: Vec::new(),
            result: u,
            to_bool: false,
        }))
    }

    /// A class operand of `!`, `&&`, `||`: contextual conversion to `bool` ([over.match.conv], explicit
    /// conversion functions included), probed: `explicit operator bool()` beats `operator int()`, while
    /// `operator float()` and `operator int()` tie (#417 `… from "H" to "bool" applies`).
    fn bool_fit(&self, o: ExprId, c: EntityId) -> Result<Option<OperandFit>, &'static str> {
        let ty = &self.il.types;
        let t = self.ty_of(o);
        let b = ty.int(IntKind::Bool);
        let fns = self.conversion_functions(c).ok_or("sema: built-in operator candidates through conversion templates")?;
        let oq = ty.quals(t).minus(Quals::RESTRICT);
        let mut cands: Vec<(EntityId, StdConv, TypeId)> = Vec::new();
        for f in fns {
            let Some(ent) = self.il.entities.get(f) else { continue };
            let TypeKind::Function(sig) = ty.ckind(ent.ty) else { continue };
            if !sig.quals.has(oq) {
                continue;
            }
            let Some(r) = self.conversion_result(f) else { return Err("sema: dependent conversion function result") };
            if let Some(sc) = standard_conversion(self.il, r, b, false) {
                cands.push((f, sc, r));
            }
        }
        let winners: Vec<&(EntityId, StdConv, TypeId)> = cands
            .iter()
            .filter(|(a, ca, _)| !cands.iter().any(|(x, cx, _)| x != a && self.compare_user_candidates(*x, cx, *a, ca) == std::cmp::Ordering::Less))
            .collect();
        Ok(match winners.as_slice() {
            [] => None,
            [(f, sc, r)] => Some(OperandFit { ics: Ics::User { ctor: *f, second: *sc, rref: None }, via: vec![*f], result: *r, to_bool: true }),
            several => Some(OperandFit {
                ics: Ics::User { ctor: EntityId::NONE, second: exact(), rref: None },
                via: several.iter().map(|w| w.0).collect(),
                result: b,
                to_bool: true,
            }),
        })
    }

    /// The cv-unqualified, non-reference result type of a conversion function (`None` when dependent).
    fn conversion_result(&self, f: EntityId) -> Option<TypeId> {
        let e = self.il.entities.get(f)?;
        let TypeKind::Function(sig) = self.il.types.ckind(e.ty) else { return None };
        if self.il.types.is_dependent(sig.ret) {
            return None;
        }
        Some(self.il.types.unqualified(self.il.types.non_reference(sig.ret)))
    }
}

/// The binary operator spelled `text` (the forms `resolve_operator` is called with).
fn binary_op(text: &str) -> Option<super::expr::BinaryOp> {
    use super::expr::BinaryOp::*;
    [Mul, Div, Rem, Add, Sub, Shl, Shr, Lt, Gt, Le, Ge, Eq, Ne, BitAnd, BitXor, BitOr, LogAnd, LogOr].into_iter().find(|b| b.text() == text)
}

impl<'a> Sema<'a> {
    /// Whether a non-member operator function has the same parameter-type-list as the built-in `b` (which
    /// is then not a candidate, [over.match.oper]/3.3.4).
    pub(crate) fn builtin_hidden_by(&self, b: &BuiltinCand, nonmembers: &[EntityId]) -> bool {
        let params: Vec<TypeId> = b.cats.iter().zip(&b.fits).map(|(&c, f)| self.bcat_target(f.result, c)).collect();
        nonmembers.iter().any(|&f| {
            let Some(e) = self.il.entities.get(f) else { return false };
            let TypeKind::Function(sig) = self.il.types.ckind(e.ty) else { return false };
            let ps = self.il.types.type_list(sig.params);
            ps.len() == params.len() && ps.iter().zip(&params).all(|(&x, &y)| self.il.types.same(x, y))
        })
    }

    /// Applies the chosen built-in pseudo-candidate: converts class operands through their conversion
    /// function (#418 when several apply), promotes enumeration operands, and builds the built-in
    /// operator on the results (no class or enumeration operand is left, so this does not come back here).
    pub(crate) fn build_builtin_operator(
        &mut self,
        op: &str,
        operands: &[ExprId],
        cand: &BuiltinCand,
        span: crate::source::Span,
        pos: crate::source::Offset,
    ) -> ExprId {
        let mut failed = false;
        for (k, &o) in operands.iter().enumerate() {
            let Some(fit) = cand.fits.get(k) else { return self.error_expr(span) };
            if fit.via.len() > 1 {
                let Some(c) = self.il.types.class_entity(self.ty_of(o)) else { return self.error_expr(span) };
                // The related lines list the class's own conversion functions in declaration order;
                // inherited ones are not probed.
                let own = self.il.entities.get(c).and_then(|e| e.class()).map(|cd| cd.scope);
                if fit.via.iter().any(|&f| self.il.entities.get(f).map(|e| Some(e.scope) != own).unwrap_or(true)) {
                    self.gaps.note("sema: several inherited conversion functions to a built-in type", pos);
                    return self.error_expr(span);
                }
                let at = self.expr(o).span.lo;
                let a = self.ty_arg(self.ty_of(o));
                let mut d = if fit.to_bool {
                    let b = self.ty_arg(self.il.types.int(IntKind::Bool));
                    crate::diag::Diagnostic::new(crate::diag::Severity::Error, crate::diag::id::AMBIGUOUS_CONVERSION_FUNCTION, crate::diag::Where::At(at)).arg(a).arg(b)
                } else {
                    crate::diag::Diagnostic::new(crate::diag::Severity::Error, crate::diag::id::AMBIGUOUS_CONVERSION_TO_BUILTIN, crate::diag::Where::At(at)).arg(a)
                };
                for &f in &fit.via {
                    let decl = self.il.entities.get(f).map(|e| e.span.lo).unwrap_or(0);
                    let sig = super::printing::Printer::new(self.il).function_signature(f);
                    d.related.push(format!("function \"{}\" {}", sig, self.declared_at(decl, at)));
                }
                self.diags.push(d);
                failed = true;
            }
        }
        if failed {
            return self.error_expr(span);
        }
        let mut conv = Vec::with_capacity(operands.len());
        for (k, &o) in operands.iter().enumerate() {
            let mut e = o;
            if let Some(&f) = cand.fits[k].via.first() {
                let call = self.call_conversion_function(o, f);
                e = self.default_conversion(call);
            }
            if matches!(self.il.types.ckind(self.il.types.unqualified(self.ty_of(e))), TypeKind::Enum(_)) {
                e = self.promote(e);
            }
            conv.push(e);
        }
        use super::expr::UnaryOp;
        match (op, conv.as_slice()) {
            ("[]", &[a, i]) => self.build_subscript(a, i, span, pos),
            (_, &[l, r]) => match binary_op(op) {
                Some(b) => self.build_binary(b, l, r, span, pos),
                None => {
                    self.gaps.note("sema: built-in form of this operator", pos);
                    self.error_expr(span)
                }
            },
            (_, &[x]) => {
                let u = match op {
                    "+" => UnaryOp::Plus,
                    "-" => UnaryOp::Minus,
                    "!" => UnaryOp::Not,
                    "~" => UnaryOp::BitNot,
                    "*" => UnaryOp::Deref,
                    _ => {
                        self.gaps.note("sema: built-in form of this operator", pos);
                        return self.error_expr(span);
                    }
                };
                self.build_unary(u, x, span, pos)
            }
            _ => self.error_expr(span),
        }
    }
}
