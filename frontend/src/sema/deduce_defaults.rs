//! Default template arguments in function-template argument deduction ([temp.deduct]/5): after
//! deduction, each parameter left undeduced that has a default gets the default, substituted with the
//! arguments deduced or defaulted before it. A substitution failure (`sizeof` of an incomplete type,
//! `typename X::type` when `X` has no member `type`) makes the candidate non-viable (SFINAE); a default
//! cufe cannot evaluate stays a gap.
//!
//! Sema cannot instantiate classes: when substitution must look into a class specialisation that is not
//! instantiated yet, the specialisation is put on [`Sema::inst_requests`] and the outcome is unknown;
//! lowering (lower/deduce_defaults.rs) instantiates the requests and retries the call.

use super::action::Sema;
use super::consteval::IntValue;
use super::entities::Payload;
use super::expr::ExprKind;
use super::ids::{EntityId, ExprId, TypeId};
use super::subst::{subst, Level, SubstError};
use super::types::{TemplateArg, TypeKind};

/// Why a default could not be used.
pub(crate) enum DefaultFail {
    /// Substitution failure: the candidate is not viable.
    Failed,
    /// Not modelled (or needs a class instantiated first: see `inst_requests`).
    Unknown(&'static str),
}

const GAP: &str = "sema: default template arguments";

impl<'a> Sema<'a> {
    /// Notes gap `what` unless lowering will retry the action after instantiating what deduction asked
    /// for (lower/deduce_defaults.rs `retry_instantiating`).
    pub(crate) fn note_unless_retrying(&mut self, what: &'static str, at: crate::source::Offset) {
        let requested = !self.inst_requests.is_empty() || !self.il.decltype_requests.is_empty() || !self.il.alias_requests.is_empty() || !self.il.default_requests.is_empty();
        if !(self.retry_calls && requested) {
            self.gaps.note(what, at);
        }
    }

    /// The argument for the undeduced parameter `p` of `tmpl` (at `depth`) taken from its default, given
    /// the arguments `before` of the parameters before it.
    pub(crate) fn deduced_default(&mut self, tmpl: EntityId, depth: u16, p: EntityId, before: &[TemplateArg]) -> Result<TemplateArg, DefaultFail> {
        let Some(pe) = self.il.entities.get(p).copied() else { return Err(DefaultFail::Unknown(GAP)) };
        let Payload::TemplateParam(pd) = pe.data else { return Err(DefaultFail::Unknown(GAP)) };
        let level = Level { template: tmpl, depth, args: before };
        if pd.default.is_some() {
            let Some(d) = self.il.types.arg_list(pd.default).first().copied() else { return Err(DefaultFail::Unknown(GAP)) };
            return match d {
                TemplateArg::Type(t) => match subst(self.il, t, level) {
                    // A value-dependent expression inside: lowering substitutes the default as written.
                    Err(SubstError::NeedsExpression) => self.relowered_default(p, tmpl, before),
                    _ => self.subst_checked(t, level).map(TemplateArg::Type),
                },
                TemplateArg::Expr(x) => self.default_value(x, pe.ty, level),
                other => Ok(other),
            };
        }
        match self.il.dependent_template_defaults.get(&p).copied() {
            Some(x) if x.is_some() => self.default_value(x, pe.ty, level),
            _ => Err(DefaultFail::Unknown(GAP)),
        }
    }

    /// The default of type parameter `p` substituted by lowering (`Il::default_substs`), requested
    /// when not computed yet.
    fn relowered_default(&mut self, p: EntityId, tmpl: EntityId, before: &[TemplateArg]) -> Result<TemplateArg, DefaultFail> {
        if before.iter().any(|&a| super::subst::is_dependent_arg(self.il, a)) {
            return Err(DefaultFail::Unknown(GAP));
        }
        let canon: Vec<TemplateArg> = before.iter().map(|&a| self.il.types.canonical_arg(a)).collect();
        let key = (p, tmpl, self.il.types.intern_args(&canon));
        match self.il.default_substs.get(&key) {
            Some(&t) if t.is_none() => Err(DefaultFail::Failed),
            Some(&t) => Ok(TemplateArg::Type(t)),
            None => {
                if !self.il.default_requests.contains(&key) {
                    self.il.default_requests.push(key);
                }
                Err(DefaultFail::Unknown(GAP))
            }
        }
    }

    /// `t` substituted; a failure to find a member in a complete class is a substitution failure, one in
    /// an uninstantiated specialisation a request to instantiate it.
    pub(crate) fn subst_checked(&mut self, t: TypeId, level: Level<'_>) -> Result<TypeId, DefaultFail> {
        self.il.subst_inst_requests.clear();
        match subst(self.il, t, level) {
            Ok(t) => Ok(t),
            Err(SubstError::Invalid) => Err(DefaultFail::Failed),
            Err(SubstError::UnresolvedName) => {
                // Specialisations met behind alias templates (whose qualifiers are hidden below).
                let mut requested = false;
                for c in std::mem::take(&mut self.il.subst_inst_requests) {
                    if !self.inst_requests.contains(&c) {
                        self.inst_requests.push(c);
                    }
                    requested = true;
                }
                let mut qs = Vec::new();
                super::subst::collect_qualifiers(&self.il.types, t, &mut qs, 0);
                // (Alias template-ids hide their qualifiers: nothing is known then.)
                let qs_empty = qs.is_empty();
                let mut all_complete = true;
                for q in qs {
                    let Ok(qt) = subst(self.il, q, level) else {
                        all_complete = false;
                        continue;
                    };
                    let tt = &self.il.types;
                    let qc = tt.canonical(qt);
                    match tt.class_entity(qc).and_then(|c| self.il.entities.get(c).and_then(|x| x.class()).map(|cd| (c, cd.complete, cd.spec.is_specialization()))) {
                        Some((_, true, _)) => {}
                        Some((c, false, true)) => {
                            all_complete = false;
                            if !self.inst_requests.contains(&c) {
                                self.inst_requests.push(c);
                            }
                            requested = true;
                        }
                        // `X::m` with `X` not a class (nor dependent): invalid.
                        None if !tt.is_dependent(qc) && !matches!(tt.ckind(qc), TypeKind::Enum(_)) => return Err(DefaultFail::Failed),
                        _ => all_complete = false,
                    }
                }
                if requested {
                    Err(DefaultFail::Unknown(GAP))
                } else if all_complete && !qs_empty {
                    // Every class looked into is complete: the member is missing.
                    Err(DefaultFail::Failed)
                } else {
                    Err(DefaultFail::Unknown(GAP))
                }
            }
            Err(_) => Err(DefaultFail::Unknown(GAP)),
        }
    }

    /// A value-dependent non-type default `x` substituted and evaluated, converted to the parameter
    /// type `pty` (itself substituted).
    fn default_value(&mut self, x: ExprId, pty: TypeId, level: Level<'_>) -> Result<TemplateArg, DefaultFail> {
        let pty = self.subst_checked(pty, level)?;
        let TypeKind::Int(k) = self.il.types.ckind(self.il.types.canonical(pty)) else { return Err(DefaultFail::Unknown(GAP)) };
        let v = self.subst_value(x, level, 0)?;
        let (v, _) = v.convert(&self.il.target, k);
        let bits = self.il.target.int_bits(k);
        let raw = v.to_i128(&self.il.target) as u128;
        let value = if k == super::types::IntKind::Bool {
            (raw != 0) as u128
        } else if bits >= 128 {
            raw
        } else {
            raw & ((1u128 << bits) - 1)
        };
        Ok(TemplateArg::Int { value, ty: pty })
    }

    /// The value of the integral expression `x` with this level's parameters replaced by their
    /// arguments: `sizeof`/`alignof` of a type, a parameter, conversions and casts of those, and
    /// non-dependent constants. Anything else is not modelled.
    fn subst_value(&mut self, x: ExprId, level: Level<'_>, depth: u32) -> Result<IntValue, DefaultFail> {
        if depth > 32 {
            return Err(DefaultFail::Unknown(GAP));
        }
        let Some(n) = self.il.exprs.get(x).copied() else { return Err(DefaultFail::Unknown(GAP)) };
        if !n.is_dependent() {
            return self.eval_int(x).ok_or(DefaultFail::Unknown(GAP));
        }
        let result_kind = match self.il.types.ckind(self.il.types.canonical(n.ty)) {
            TypeKind::Int(k) => Some(k),
            _ => None,
        };
        match n.kind {
            ExprKind::SizeofType(t) | ExprKind::AlignofType(t) => {
                let st = self.subst_checked(t, level)?;
                // sizeof of a reference is the size of the referred type.
                let st = match self.il.types.ckind(st) {
                    TypeKind::LRef(r) | TypeKind::RRef(r) => r,
                    _ => st,
                };
                let canon = self.il.types.canonical(st);
                match super::layout::size_align(self.il, canon) {
                    Ok(sa) => {
                        let v = if matches!(n.kind, ExprKind::SizeofType(_)) { sa.size } else { sa.align };
                        let t = &self.il.target;
                        Ok(IntValue::from_u128(t, t.size_type(), v as u128))
                    }
                    Err(super::layout::LayoutError::Incomplete) => {
                        let u = self.il.types.unqualified(canon);
                        match self.il.types.ckind(u) {
                            TypeKind::Class(_) => {
                                let c = self.il.types.class_entity(u);
                                let spec = c.and_then(|c| self.il.entities.get(c).and_then(|e| e.class()).map(|cd| cd.spec.is_specialization()));
                                if let (Some(c), Some(true)) = (c, spec) {
                                    // An uninstantiated specialisation: its size needs the instantiation.
                                    if !self.inst_requests.contains(&c) {
                                        self.inst_requests.push(c);
                                    }
                                    Err(DefaultFail::Unknown(GAP))
                                } else {
                                    Err(DefaultFail::Failed)
                                }
                            }
                            TypeKind::Enum(_) | TypeKind::Array(..) => Err(DefaultFail::Failed),
                            // `void` and function types (GNU sizeof 1 outside SFINAE): not probed.
                            _ => Err(DefaultFail::Unknown(GAP)),
                        }
                    }
                    Err(_) => Err(DefaultFail::Unknown(GAP)),
                }
            }
            ExprKind::DeclRef(e) => match self.il.entities.get(e).map(|x| x.data) {
                Some(Payload::TemplateParam(d)) if d.depth == level.depth => match level.args.get(d.index as usize) {
                    Some(TemplateArg::Int { value, ty }) => {
                        let TypeKind::Int(k) = self.il.types.ckind(self.il.types.canonical(*ty)) else { return Err(DefaultFail::Unknown(GAP)) };
                        Ok(IntValue::from_u128(&self.il.target, k, *value))
                    }
                    _ => Err(DefaultFail::Unknown(GAP)),
                },
                _ => Err(DefaultFail::Unknown(GAP)),
            },
            ExprKind::Implicit(_, a) | ExprKind::Cast(_, a) => {
                let v = self.subst_value(a, level, depth + 1)?;
                match result_kind {
                    Some(k) => Ok(v.convert(&self.il.target, k).0),
                    None => Err(DefaultFail::Unknown(GAP)),
                }
            }
            _ => Err(DefaultFail::Unknown(GAP)),
        }
    }
}
