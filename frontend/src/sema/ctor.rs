//! Class-object initialisation through constructors: direct-initialisation `C c(args)` / `C(args)`,
//! default-initialisation `C c;`, copy-initialisation of a class from another type through a converting
//! constructor (`H h = 1;`, passing `1` for an `H` parameter), with EDG's messages (probes/x3, x6):
//!
//! - no viable constructor: #289 `no instance of constructor "C::C" matches the argument list`, related
//!   `argument types are: (…)`, notes #3326/#3322 per candidate newest first (implicit members last
//!   declared, so first listed);
//! - copy-initialisation with no converting constructor: #415 `no suitable constructor exists to convert
//!   from "const char [2]" to "H"` (the source type is printed *before* array decay) at the initialiser;
//!   from another class: #312 `no suitable user-defined conversion from "A" to "C" exists`;
//! - the chosen constructor is deleted: #1776 `function "E::E(const E &)" (declared at line 2) cannot be
//!   referenced -- it is a deleted function` at the initialiser;
//! - `F f;` without a default constructor: #291 `no default constructor exists for class "F"` at the
//!   declarator name.
//!
//! User-defined conversions to a class consider the converting constructors and the source class's
//! conversion functions yielding the class or a derived class ([over.match.copy]); in direct-
//! initialisation from one object of another class, explicit conversion functions also make the
//! temporary bound to a copy/move constructor's parameter (`__half(*this)` in cuda_fp8.hpp).
//! Converting constructor templates take part through the specialisations deduced from the argument
//! (conv_templates.rs), ranked by partial ordering; ambiguous user-defined conversions are gaps.

use super::action::Sema;
use super::conv::StdConv;
use super::entities::{FnRole, FunctionData};
use super::expr::{ExprKind, ValueCat};
use super::ids::{EntityId, ExprId, TypeId};
use super::overload::Ics;
use super::printing::Printer;
use crate::diag::{id, Arg, Diagnostic, EntityArg, Severity, Where};
use crate::source::{Offset, Span};
use std::cmp::Ordering;

/// Result of looking for a converting constructor.
#[derive(Clone, Copy, Debug)]
pub enum UserConv {
    None,
    /// The constructor and the standard conversion of the argument to its parameter.
    Unique(EntityId, StdConv),
    Ambiguous,
    /// Needs something not modelled (constructor templates, conversion functions, nested conversions).
    Unknown,
}

impl<'a> Sema<'a> {
    /// [over.match.copy] restricted to converting constructors: the best non-explicit constructor of
    /// `class` callable with `e` alone through a standard conversion sequence.
    pub fn user_conversion_to_class(&self, e: ExprId, class: EntityId, copy_init: bool) -> UserConv {
        self.user_conversion_to_class_ex(e, class, copy_init, !copy_init)
    }

    /// As `user_conversion_to_class`; `explicit_conversions`: explicit conversion functions are candidates
    /// too (the temporary bound to a copy/move constructor's parameter in direct-initialisation,
    /// [over.match.copy]/1.2).
    pub fn user_conversion_to_class_ex(&self, e: ExprId, class: EntityId, copy_init: bool, explicit_conversions: bool) -> UserConv {
        let n = self.expr(e);
        // A specialisation not instantiated yet: its constructors are not known (instantiating it is
        // lowering's, which does not happen on this path).
        if self.il.entities.get(class).and_then(|x| x.class()).is_some_and(|c| !c.complete && c.spec.is_specialization()) {
            return UserConv::Unknown;
        }
        // A constructor template that cannot take one argument, or cannot be deduced from it, is no
        // candidate here; the others take part through the deduction the resolution prepared
        // (conv_templates.rs), unknown when it did not.
        let mut specs: Vec<EntityId> = Vec::new();
        for t in self.constructor_templates(class) {
            if !self.converting_template_candidate(t, n.ty) {
                continue;
            }
            match self.ctor_template_outcome(t, e) {
                Some(Some(spec)) => specs.push(spec),
                Some(None) => {}
                None => return UserConv::Unknown,
            }
        }
        let mut best: Vec<(EntityId, StdConv)> = Vec::new();
        // Conversion functions of the source class yielding the class or a class derived from it
        // ([over.match.copy]/1.2); their first conversion is the implicit object binding.
        if let Some(src) = self.il.types.class_entity(n.ty) {
            match self.conversion_functions_to_class(e, src, class, !explicit_conversions) {
                Some(v) => best.extend(v),
                None => return UserConv::Unknown,
            }
        }
        for c in self.constructors(class).into_iter().chain(specs) {
            let Some(fd) = self.il.entities.get(c).and_then(|x| x.function()).copied() else { continue };
            if copy_init && fd.has(FunctionData::EXPLICIT) {
                continue;
            }
            let Some(p) = self.first_param_if_unary(c) else { continue };
            match self.ics(e, p, false) {
                Ok(Ics::Standard { conv, .. }) => best.push((c, conv)),
                Ok(_) => {}
                Err(super::overload::IcsFail::None) => {}
                Err(super::overload::IcsFail::Unknown) => return UserConv::Unknown,
            }
        }
        if best.is_empty() {
            return UserConv::None;
        }
        self.best_user_candidate(&best)
    }

    /// [over.match.best] among the candidates of a user-defined conversion (each with the standard
    /// conversion of its argument): better first conversions, then ([over.match.best]/2.4) a non-template
    /// over a template specialisation, then the more specialised template (partial ordering of the
    /// templates the specialisations were deduced from). A partial ordering cufe cannot decide is unknown.
    fn best_user_candidate(&self, best: &[(EntityId, StdConv)]) -> UserConv {
        let origin = |c: EntityId| self.il.entities.get(c).and_then(|x| x.function()).map(|f| f.spec).filter(|s| s.is_specialization()).map(|s| s.template);
        let unknown = std::cell::Cell::new(false);
        let beats = |a: EntityId, ca: &StdConv, b: EntityId, cb: &StdConv| match self.compare_user_candidates(a, ca, b, cb) {
            Ordering::Less => true,
            Ordering::Equal => match (origin(a), origin(b)) {
                (None, Some(_)) => true,
                (Some(ta), Some(tb)) if ta != tb => match self.order_function_templates(ta, tb, 1) {
                    Ok(o) => o == Ordering::Less,
                    Err(_) => {
                        unknown.set(true);
                        false
                    }
                },
                _ => false,
            },
            Ordering::Greater => false,
        };
        let winners: Vec<&(EntityId, StdConv)> = best.iter().filter(|(a, ca)| best.iter().all(|(b, cb)| a == b || beats(*a, ca, *b, cb))).collect();
        if unknown.get() {
            return UserConv::Unknown;
        }
        match winners.as_slice() {
            [(c, conv)] => UserConv::Unique(*c, *conv),
            // How an ambiguity among constructor template specialisations is reported is unprobed.
            _ if best.iter().any(|(c, _)| origin(*c).is_some()) => UserConv::Unknown,
            _ => UserConv::Ambiguous,
        }
    }

    /// [over.match.best] between two candidates of a user-defined conversion: the first conversions,
    /// then for two conversion functions the cv-qualification of their implicit object parameters
    /// ([over.ics.rank]/3.2.6: `const` beats `const volatile` on the same object).
    pub(crate) fn compare_user_candidates(&self, a: EntityId, ca: &StdConv, b: EntityId, cb: &StdConv) -> Ordering {
        let o = super::conv::compare(ca, cb);
        if o != Ordering::Equal || !(self.is_conversion_function(a) && self.is_conversion_function(b)) {
            return o;
        }
        let quals = |f: EntityId| match self.il.entities.get(f).map(|e| self.il.types.ckind(e.ty)) {
            Some(super::types::TypeKind::Function(sig)) => Some(sig.quals),
            _ => None,
        };
        match (quals(a), quals(b)) {
            (Some(x), Some(y)) if x != y && y.has(x) => Ordering::Less,
            (Some(x), Some(y)) if x != y && x.has(y) => Ordering::Greater,
            _ => Ordering::Equal,
        }
    }

    pub(crate) fn is_conversion_function(&self, f: EntityId) -> bool {
        self.il.entities.get(f).and_then(|e| e.function()).map(|d| d.role == FnRole::Conversion).unwrap_or(false)
    }

    /// The conversion functions of class `src` (object `e`) whose result is class `class` or derived from
    /// it, with the rank of the implicit object binding; `None` when unknowable (templates, dependent).
    fn conversion_functions_to_class(&self, e: ExprId, src: EntityId, class: EntityId, copy_init: bool) -> Option<Vec<(EntityId, StdConv)>> {
        let n = self.expr(e);
        let oq = self.il.types.quals(n.ty).minus(super::types::Quals::RESTRICT);
        let mut out = Vec::new();
        for f in self.conversion_functions(src)? {
            let ent = self.il.entities.get(f)?;
            let fd = ent.function()?;
            if copy_init && fd.has(FunctionData::EXPLICIT) {
                continue;
            }
            let super::types::TypeKind::Function(sig) = self.il.types.ckind(ent.ty) else { continue };
            if !sig.quals.has(oq) {
                continue;
            }
            if self.il.types.is_dependent(sig.ret) {
                return None;
            }
            let r = self.il.types.unqualified(self.il.types.non_reference(sig.ret));
            let Some(rc) = self.il.types.class_entity(r) else { continue };
            if rc != class && super::conv::base_distance(self.il, rc, class).is_none() {
                continue;
            }
            let mut conv = StdConv::new(super::conv::ConvKind::Identity, super::conv::Rank::Exact);
            // A const member on a non-const object binds a more-qualified implicit object reference.
            conv.adds_qualification = sig.quals != oq;
            out.push((f, conv));
        }
        Some(out)
    }

    /// Is `m` a template whose pattern is a constructor?
    pub(crate) fn is_constructor_template(&self, m: EntityId) -> bool {
        self.il.entities.get(m).and_then(|e| e.template()).and_then(|t| self.il.entities.get(t.pattern)).and_then(|p| p.function()).is_some_and(|f| f.role == FnRole::Constructor)
    }

    /// The constructor templates of `class`, in declaration order.
    pub(crate) fn constructor_templates(&self, class: EntityId) -> Vec<EntityId> {
        let Some(cd) = self.il.entities.get(class).and_then(|e| e.class()).copied() else { return Vec::new() };
        self.il
            .scopes
            .members(&self.il.entities, cd.scope)
            .take(100_000)
            .filter(|&m| self.is_constructor_template(m))
            .collect()
    }

    /// Whether some constructor template of `class` could be called with `nargs` arguments (deduction
    /// fails for the others on their parameter count alone, so they are no candidates).
    pub(crate) fn constructor_templates_taking(&self, class: EntityId, nargs: usize) -> bool {
        self.constructor_templates(class).into_iter().any(|t| self.constructor_template_may_take(t, nargs))
    }

    /// Whether deducing constructor template `t` from one argument of type `arg` fails for certain: its
    /// first parameter is (a reference to) a dependent class template-id, `const allocator<U>&`, and the
    /// argument is not of class type, so no `P` can match `A` nor a base of it ([temp.deduct.call]/4).
    pub(crate) fn deduction_surely_fails_unary(&self, t: EntityId, arg: TypeId) -> bool {
        use super::types::TypeKind;
        let tt = &self.il.types;
        let pat = self.il.entities.get(t).and_then(|e| e.template()).map(|d| d.pattern).unwrap_or_default();
        let Some(ty) = self.il.entities.get(pat).map(|e| e.ty) else { return false };
        let TypeKind::Function(sig) = tt.ckind(ty) else { return false };
        let Some(&p) = tt.type_list(sig.params).first() else { return false };
        let p = tt.unqualified(tt.non_reference(p));
        // (A class template: an alias template-id may denote any type.)
        let template_id = tt.is_dependent(p)
            && match tt.kind(p) {
                TypeKind::TemplateId { template, .. } => self.il.entities.get(template).and_then(|e| e.template()).is_some_and(|d| d.kind == super::entities::TemplateKind::Class),
                _ => false,
            };
        let a = tt.canonical(tt.unqualified(tt.non_reference(arg)));
        template_id && !a.is_none() && tt.class_entity(a).is_none() && !tt.is_dependent(a) && !matches!(tt.ckind(a), TypeKind::Error)
    }

    /// A function parameter pack (or a pattern whose type was not built) may take any count.
    pub(crate) fn constructor_template_may_take(&self, t: EntityId, nargs: usize) -> bool {
        let pat = self.il.entities.get(t).and_then(|e| e.template()).map(|d| d.pattern).unwrap_or_default();
        let Some(ty) = self.il.entities.get(pat).map(|e| e.ty) else { return true };
        let super::types::TypeKind::Function(sig) = self.il.types.ckind(ty) else { return true };
        let pack = self.il.types.type_list(sig.params).iter().any(|&p| matches!(self.il.types.kind(p), super::types::TypeKind::PackExpansion(_)));
        pack || !self.template_arity_mismatch(t, nargs)
    }

    /// The first parameter type of a constructor callable with one argument.
    fn first_param_if_unary(&self, c: EntityId) -> Option<TypeId> {
        let ty = self.il.entities.get(c)?.ty;
        let super::types::TypeKind::Function(sig) = self.il.types.ckind(ty) else { return None };
        let ps = self.il.types.type_list(sig.params);
        let (n, _) = (ps.len(), sig.variadic);
        let required = self.constructor_required(c, n);
        if n == 0 || required > 1 {
            return None;
        }
        ps.first().copied()
    }

    fn constructor_required(&self, f: EntityId, n: usize) -> usize {
        let mut required = n;
        for (i, p) in self.il.entities.params(f).enumerate() {
            if let Some(super::entities::Payload::Param(pd)) = self.il.entities.get(p).map(|x| x.data) {
                if pd.default_arg.is_some() {
                    required = required.min(i);
                }
            }
        }
        required
    }

    /// Copy-initialisation of class type `target` (entity `class`) from `e`.
    pub(crate) fn copy_init_class(&mut self, e: ExprId, class: EntityId, target: TypeId) -> Option<ExprId> {
        let n = self.expr(e);
        if let Some(sc) = self.il.types.class_entity(n.ty) {
            if sc == class || super::conv::base_distance(self.il, sc, class).is_some() {
                // Copy/move construction: check the selected special member is not deleted.
                let d = self.declared_specials(class);
                let ctor = if n.cat == ValueCat::LValue { d.copy_ctor } else { d.move_ctor.or(d.copy_ctor) };
                if let Some(c) = ctor {
                    if self.is_deleted_fn(c) {
                        self.report_deleted(c, n.span.lo);
                        return None;
                    }
                }
                let l = self.il.exprs.add_list(&[e]);
                return Some(self.add(ExprKind::Construct { ctor: ctor.unwrap_or(EntityId::NONE), args: l }, target, ValueCat::PRValue, n.span, n.pos));
            }
        }
        let _ = self.prepare_conversion_to(e, class);
        match self.user_conversion_to_class(e, class, true) {
            UserConv::Unique(f, _) if self.is_conversion_function(f) => {
                // `operator C()` (or a derived class, or a reference): copy-initialise from its result.
                let call = self.call_conversion_function(e, f);
                if self.il.types.class_entity(self.ty_of(call)).is_none() {
                    return None;
                }
                self.copy_init_class(call, class, target)
            }
            UserConv::Unique(ctor, _) => {
                let p = self.first_param_if_unary(ctor)?;
                let at = n.span.lo;
                let arg = self.convert_for_assignment(e, p, super::init::ConvContext::Argument, at)?;
                if self.is_deleted_fn(ctor) {
                    self.report_deleted(ctor, at);
                    return None;
                }
                let l = self.il.exprs.add_list(&[arg]);
                Some(self.add(ExprKind::Construct { ctor, args: l }, target, ValueCat::PRValue, n.span, n.pos))
            }
            UserConv::None => {
                let (a, b) = (self.ty_arg(n.ty), self.ty_arg(target));
                let id = if self.il.types.class_entity(n.ty).is_some() { id::NO_USER_DEFINED_CONVERSION } else { id::NO_CONSTRUCTOR_FOR_CONVERSION };
                let d = self.error(id, n.span.lo);
                d.args.push(a);
                d.args.push(b);
                None
            }
            UserConv::Ambiguous | UserConv::Unknown => {
                self.note_unless_retrying("sema: user-defined conversion to class", n.span.lo);
                None
            }
        }
    }

    pub(crate) fn is_deleted_fn(&self, f: EntityId) -> bool {
        self.il.entities.get(f).and_then(|e| e.function()).map(|fd| fd.has(FunctionData::DELETED)).unwrap_or(false)
    }

    /// #1776 `%npd cannot be referenced -- it is a deleted function`.
    pub(crate) fn report_deleted(&mut self, f: EntityId, at: Offset) {
        let p = Printer::new(self.il);
        let name = p.qualified_name(f);
        let sig = p.function_signature(f);
        let params = sig.strip_prefix(name.as_str()).map(|s| s.to_string());
        let declared = self.il.entities.get(f).map(|e| {
            let l = self.src.locate(e.span.lo);
            // An implicitly-declared special member: `(declared implicitly)` [corpus cuda17-s17/deleted_implicit_copy].
            let implicit = e.function().is_some_and(|fd| fd.has(FunctionData::IMPLICIT));
            (l.file.to_string(), if implicit { 0 } else { l.line })
        });
        let arg = Arg::EntityFull(EntityArg { kind: "function".into(), name, qualified: None, params, declared });
        self.diags.push(Diagnostic::new(Severity::Error, id::DELETED_FUNCTION, Where::At(at)).arg(arg));
    }

    /// Direct-initialisation `C c(args)` / functional cast `C(args)` of class type `class_ty`
    /// (`name_at`: where the initialiser starts, the caret of #289).
    pub fn build_construct(&mut self, class_ty: TypeId, args: &[ExprId], span: Span, at: Offset) -> ExprId {
        self.build_construct_in(class_ty, args, span, at, false)
    }

    /// Copy-initialisation `C c = x;` from an object of the same class when `C` has explicit constructors:
    /// the non-explicit constructors are the candidates ([over.match.ctor]). A failure's wording in this
    /// form is unprobed: it becomes a gap (None).
    pub fn build_copy_construct(&mut self, class_ty: TypeId, arg: ExprId, span: Span) -> Option<ExprId> {
        let mark = self.diags.len();
        let r = self.build_construct_in(class_ty, &[arg], span, span.lo, true);
        if self.diags.len() > mark || self.is_error(r) {
            if self.diags.len() > mark {
                self.diags.truncate(mark);
                self.gaps.note("lower: copy-initialisation of a class with explicit constructors", span.lo);
            }
            return None;
        }
        Some(r)
    }

    fn build_construct_in(&mut self, class_ty: TypeId, args: &[ExprId], span: Span, at: Offset, copy_init: bool) -> ExprId {
        if args.iter().any(|&a| self.is_error(a)) {
            return self.error_expr(span);
        }
        if args.iter().any(|&a| self.expr(a).is_dependent()) || self.il.types.is_dependent(class_ty) {
            let id = self.build_dependent(args, span, at);
            if let Some(x) = self.il.exprs.get_mut(id) {
                x.ty = class_ty;
            }
            return id;
        }
        let Some(class) = self.il.types.class_entity(class_ty) else {
            self.gaps.note("sema: construct of non-class type", at);
            return self.error_expr(span);
        };
        let templates = self.constructor_templates(class);
        let mut cands = self.constructors(class);
        // Per candidate: the constructor template it was deduced from (the candidate itself otherwise),
        // for the template tie-breakers of [over.match.best].
        let mut origins = cands.clone();
        // Constructor templates: deduced like a function call's; a failed deduction leaves the
        // template out, as does a parameter count that cannot match. Every template is deduced even
        // after one is unknown, so that a retry (lower/deduce_defaults.rs) gets all their requests at once.
        let mut unknown = None;
        for &t in &templates {
            if !self.constructor_template_may_take(t, args.len()) {
                continue;
            }
            match self.deduce_call(t, args) {
                super::deduce::Deduced::Ok(f) => {
                    cands.push(f);
                    origins.push(t);
                }
                super::deduce::Deduced::Failed | super::deduce::Deduced::ExplicitFailed => {}
                super::deduce::Deduced::Unknown(what) => {
                    if std::env::var_os("CUFE_INST_DEBUG").is_some() {
                        let decl = self.il.entities.get(t).map(|e| e.span.lo).unwrap_or(0);
                        eprintln!("ctor-debug: deduction of constructor template declared at {decl} unknown: {what} (retrying {})", self.retry_calls);
                    }
                    unknown = unknown.or(Some(what));
                }
            }
        }
        if let Some(what) = unknown {
            self.note_unless_retrying(what, at);
            return self.error_expr(span);
        }
        if copy_init {
            let keep: Vec<bool> = cands.iter().map(|&c| !self.il.entities.get(c).and_then(|e| e.function()).map(|f| f.has(FunctionData::EXPLICIT)).unwrap_or(false)).collect();
            let mut k = keep.iter();
            cands.retain(|_| *k.next().unwrap_or(&true));
            let mut k = keep.iter();
            origins.retain(|_| *k.next().unwrap_or(&true));
        }
        if cands.is_empty() {
            self.gaps.note("sema: class without declared constructors (aggregate/implicit members not declared)", at);
            return self.error_expr(span);
        }
        let prep: Vec<(EntityId, usize)> = cands.iter().map(|&c| (c, 0)).collect();
        let _ = self.prepare_conversions(&prep, args);
        let mut vs = Vec::with_capacity(cands.len());
        // Per candidate: the conversion function that makes the temporary for a copy/move constructor's
        // parameter (direct-initialisation from one class object, where explicit ones count too).
        let mut via_conversion: Vec<Option<EntityId>> = vec![None; cands.len()];
        for (i, &c) in cands.iter().enumerate() {
            let mut v = self.viability_pub(c, args);
            if let Some((f, ics)) = self.direct_init_conversion(c, class, args) {
                if !v.0 {
                    v = (true, None, false, Some(vec![ics]));
                    via_conversion[i] = Some(f);
                }
            }
            vs.push(v);
        }
        if vs.iter().any(|v| v.2) {
            if std::env::var_os("CUFE_INST_DEBUG").is_some() {
                for (i, v) in vs.iter().enumerate() {
                    if v.2 {
                        let c = cands[i];
                        let decl = self.il.entities.get(c).map(|e| e.span.lo).unwrap_or(0);
                        eprintln!("ctor-debug: constructor declared at {decl} ({}) needs unmodelled conversions", Printer::new(self.il).type_str(self.il.entities.get(c).map(|e| e.ty).unwrap_or_default()));
                    }
                }
            }
            self.note_unless_retrying("sema: constructor resolution needs unmodelled conversions", at);
            return self.error_expr(span);
        }
        let viable: Vec<(usize, Vec<Ics>)> = vs.iter().enumerate().filter_map(|(i, v)| v.3.clone().map(|s| (i, s))).collect();
        // (Named only in a diagnostic: printing a member of an instantiation is noted, see printing.rs.)
        let cname = |s: &Self| Printer::new(s.il).qualified_name(cands[0]);
        if viable.is_empty() && !templates.is_empty() {
            // The notes for the constructor templates (deduction failures) are unprobed.
            self.gaps.note("sema: no matching constructor among constructor templates", at);
            return self.error_expr(span);
        }
        if viable.is_empty() {
            let mut d = Diagnostic::new(Severity::Error, id::NO_MATCHING_CONSTRUCTOR, Where::At(at))
                .arg(Arg::Entity { kind: "constructor".into(), name: cname(self) });
            d.related.push(self.arg_types_line(args));
            for (i, &c) in cands.iter().enumerate().rev() {
                let decl = self.il.entities.get(c).map(|e| e.span.lo).unwrap_or(0);
                let note = match vs[i].1 {
                    None => Diagnostic::new(Severity::Note, id::CANDIDATE_WRONG_PARAM_COUNT, Where::At(decl)).arg(self.fn_arg(c)),
                    Some(k) => Diagnostic::new(Severity::Note, id::NONVIABLE_BECAUSE_ARG_MISMATCH, Where::At(decl))
                        .arg(self.fn_arg(c))
                        .arg(Arg::Num(k as i64)),
                };
                d = d.note(note);
            }
            self.diags.push(d);
            return self.error_expr(span);
        }
        let is_tmpl = |i: usize| cands[i] != origins[i];
        // A partial ordering the matcher could not decide (partial_ordering.rs): the construction is a gap.
        let order_unknown = std::cell::Cell::new(None::<&'static str>);
        // [over.match.best], as for a call (overload.rs): better conversions, then a non-template over a
        // template specialisation, then the more specialised template.
        let cmp = |s: &Self, i: usize, si: &[Ics], j: usize, sj: &[Ics]| match super::overload::better(s, si, sj) {
            Ordering::Equal if super::overload::mixed(si, sj) => Ordering::Equal,
            Ordering::Equal => match (is_tmpl(i), is_tmpl(j)) {
                (false, true) => Ordering::Less,
                (true, false) => Ordering::Greater,
                (true, true) => s.order_function_templates(origins[i], origins[j], args.len()).unwrap_or_else(|w| {
                    order_unknown.set(Some(w));
                    Ordering::Equal
                }),
                _ => Ordering::Equal,
            },
            o => o,
        };
        let best = viable.iter().find(|(i, si)| viable.iter().all(|(j, sj)| i == j || cmp(self, *i, si, *j, sj) == Ordering::Less)).map(|(i, _)| cands[*i]);
        if let Some(w) = order_unknown.get() {
            self.gaps.note(w, at);
            return self.error_expr(span);
        }
        let Some(ctor) = best else {
            if viable.iter().any(|(i, _)| is_tmpl(*i)) {
                // How #309 lists constructor template specialisations is unprobed.
                self.gaps.note("sema: constructor template specialization as a candidate", at);
                return self.error_expr(span);
            }
            // #309, laid out like #308 (probes/x9): the ambiguous candidates in declaration order.
            let ambiguous: Vec<EntityId> = viable
                .iter()
                .filter(|(i, si)| !viable.iter().any(|(j, sj)| i != j && cmp(self, *j, sj, *i, si) == Ordering::Less))
                .map(|(i, _)| cands[*i])
                .collect();
            let mut d = Diagnostic::new(Severity::Error, id::AMBIGUOUS_CONSTRUCTOR, Where::At(at))
                .arg(Arg::Entity { kind: "constructor".into(), name: cname(self) });
            for c in ambiguous {
                let decl = self.il.entities.get(c).map(|e| e.span.lo).unwrap_or(0);
                let sig = Printer::new(self.il).function_signature(c);
                d.related.push(format!("function \"{}\" {}", sig, self.declared_at(decl, at)));
            }
            d.related.push(self.arg_types_line(args));
            self.diags.push(d);
            return self.error_expr(span);
        };
        if viable.iter().any(|(i, si)| cands[*i] == ctor && super::overload::has_ambiguous_ics(si)) {
            self.gaps.note("sema: best constructor needs an ambiguous conversion", at);
            return self.error_expr(span);
        }
        if self.is_deleted_fn(ctor) {
            let p = args.first().map(|&a| self.expr(a).span.lo).unwrap_or(at);
            self.report_deleted(ctor, p);
            return self.error_expr(span);
        }
        let fty = self.il.entities.get(ctor).map(|e| e.ty).unwrap_or(super::types::TypeTable::ERROR);
        let super::types::TypeKind::Function(sig) = self.il.types.ckind(fty) else { return self.error_expr(span) };
        let params = self.il.types.type_list(sig.params).to_vec();
        let chosen_via = cands.iter().position(|&c| c == ctor).and_then(|i| via_conversion[i]);
        let mut conv = Vec::new();
        for (i, &a) in args.iter().enumerate() {
            let a = match chosen_via {
                // The explicit conversion function's result initialises the parameter.
                Some(f) if i == 0 => self.call_conversion_function(a, f),
                _ => a,
            };
            let c = match params.get(i) {
                Some(&p) => {
                    let pos = self.expr(a).span.lo;
                    match self.convert_for_assignment(a, p, super::init::ConvContext::Argument, pos) {
                        Some(c) => c,
                        None => return self.error_expr(span),
                    }
                }
                None => self.default_conversion(a),
            };
            conv.push(c);
        }
        let l = self.il.exprs.add_list(&conv);
        self.add(ExprKind::Construct { ctor, args: l }, class_ty, ValueCat::PRValue, span, at)
    }

    /// For direct-initialisation `T(s)` from one object of another class type: when `ctor` is a copy/move
    /// constructor (first parameter a reference to `T`) and only a conversion function counting explicit
    /// ones converts `s` to `T`, that function and the argument's conversion sequence.
    fn direct_init_conversion(&self, ctor: EntityId, class: EntityId, args: &[ExprId]) -> Option<(EntityId, Ics)> {
        let [a] = args else { return None };
        let at = self.ty_of(*a);
        let src = self.il.types.class_entity(at)?;
        if src == class || super::conv::base_distance(self.il, src, class).is_some() {
            return None;
        }
        let p = self.first_param_if_unary(ctor)?;
        if !self.il.types.is_reference(p) || self.il.types.class_entity(self.il.types.non_reference(p)) != Some(class) {
            return None;
        }
        let (_, rq) = self.il.types.split_quals(self.il.types.non_reference(p));
        let rref = matches!(self.il.types.ckind(p), super::types::TypeKind::RRef(_));
        if !rref && (!rq.is_const() || rq.is_volatile()) {
            return None;
        }
        match self.user_conversion_to_class_ex(*a, class, true, true) {
            UserConv::Unique(f, second) if self.is_conversion_function(f) => Some((f, Ics::User { ctor: f, second, rref: Some(rref) })),
            _ => None,
        }
    }

    /// A complete class (not a union) with no non-static data members, no bases and no virtual functions.
    fn trivially_default_constructible_empty(&self, class: EntityId) -> bool {
        use super::entities::{ClassKey, Payload};
        let Some(cd) = self.il.entities.get(class).and_then(|e| e.class()).copied() else { return false };
        if !cd.complete || cd.polymorphic || cd.key == ClassKey::Union || !self.il.entities.bases_of(class).is_empty() {
            return false;
        }
        !self.il.scopes.members(&self.il.entities, cd.scope).take(100_000).any(|m| matches!(self.il.entities.get(m).map(|e| e.data), Some(Payload::Field(_))))
    }

    /// Default-initialisation of a class object (`C c;`): #291 when there is no default constructor.
    pub fn build_default_init(&mut self, class_ty: TypeId, name_at: Offset) -> Option<ExprId> {
        let class = self.il.types.class_entity(class_ty)?;
        if self.il.types.is_dependent(class_ty) {
            return None;
        }
        let d = self.declared_specials(class);
        if self.constructor_templates_taking(class, 0) {
            self.gaps.note("sema: constructor template", name_at);
            return None;
        }
        let ctors = self.constructors(class);
        if ctors.iter().filter(|&&m| self.special_kind(class, m) == super::special::Special::DefaultCtor).count() > 1 {
            // `N(int = 0); N(double = 0);`: #339 at the declarator [corpus cuda17-s17/ambiguous_default_ctor].
            let a = self.ty_arg(self.il.types.unqualified(class_ty));
            self.error(id::AMBIGUOUS_DEFAULT_CONSTRUCTOR, name_at).args.push(a);
            return None;
        }
        let Some(c) = d.default_ctor else {
            if ctors.is_empty() {
                // A class without data members, bases or virtual functions (an instantiated
                // `integral_constant`, a tag type): its implicit default constructor is trivial and not
                // deleted, whether or not it was declared (libcu++'s `static constexpr sem_t<…> x{};`).
                if self.trivially_default_constructible_empty(class) {
                    let l = self.il.exprs.add_list(&[]);
                    return Some(self.add(ExprKind::Construct { ctor: EntityId::NONE, args: l }, class_ty, ValueCat::PRValue, Span::new(name_at, name_at), name_at));
                }
                self.gaps.note("sema: implicit members not declared", name_at);
                return None;
            }
            // `const P p;` names the class unqualified [probed].
            let a = self.ty_arg(self.il.types.unqualified(class_ty));
            self.error(id::NO_DEFAULT_CONSTRUCTOR, name_at).args.push(a);
            return None;
        };
        if self.is_deleted_fn(c) {
            // #1790 (deleted default constructor) wording unprobed.
            self.gaps.note("sema: deleted default constructor", name_at);
            return None;
        }
        let l = self.il.exprs.add_list(&[]);
        Some(self.add(ExprKind::Construct { ctor: c, args: l }, class_ty, ValueCat::PRValue, Span::new(name_at, name_at), name_at))
    }
}
