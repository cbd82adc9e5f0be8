//! `obj(args)` on a class object whose class has a single, non-template `operator()` that the call
//! does not fit (probed on cudafe++ 13.0.88, corpus lambdas3/object_call_*): EDG resolves the call
//! as an overload set of one and reports #1767 `function "F::operator()" cannot be called with the
//! given argument list` at the object expression, related `argument types are: (…)` (left out when
//! there are no arguments) and `object type is: F`, with the one candidate note (#3322 count / #3326
//! argument) — not the plain-call #140/#165/conversion errors an explicit `f.operator()(…)` gets.
//! Closures print as `lambda [](int)->int`. Everything else (several candidates, templates, an object
//! whose qualifiers block the candidate — where a captureless closure's conversion to a function
//! pointer takes part) goes to `build_member_call`.
use super::action::Sema;
use super::entities::{FunctionData, Payload};
use super::ids::{EntityId, ExprId};
use super::scopes::{LookupKind, LookupResult};
use super::printing::Printer;
use super::types::{Quals, TypeKind};
use crate::diag::{id, Arg, DiagId, Diagnostic, Severity, Where};
use crate::source::{Offset, Span};

impl<'a> Sema<'a> {
    /// `callee(args)` where `callee` has class type (a closure or function object).
    pub(crate) fn build_object_call(&mut self, callee: ExprId, args: &[ExprId], span: Span, rparen: Offset) -> ExprId {
        let cn = self.expr(callee);
        let name = self.il.names.intern("operator()");
        // A generic lambda's call instantiates its call operator template's body on the host, with an
        // instantiation context (lower/generic_lambdas.rs): not modelled.
        let class = self.il.types.class_entity(self.il.types.unqualified(self.il.types.non_reference(cn.ty)));
        if class.is_some_and(|c| self.il.lambdas.iter().any(|r| r.closure == c && r.generic)) {
            self.gaps.note("sema: call of a generic lambda", cn.pos);
            return self.error_expr(span);
        }
        if let Some(f) = self.sole_call_operator(cn.ty, name) {
            let (viable, bad_arg, unmodelled, _) = self.viability_pub(f, args);
            if !viable && !unmodelled {
                let obj_ty = cn.ty;
                let mut d = Diagnostic::new(Severity::Error, id::FUNCTION_DOES_NOT_MATCH_ARGUMENTS, Where::At(cn.pos)).arg(self.call_operator_arg(f));
                if !args.is_empty() {
                    d.related.push(self.arg_types_line(args));
                }
                d.related.push(crate::diag::expand(DiagId(1085).template(), &[Arg::Str(Printer::new(self.il).type_str(obj_ty))]));
                let decl = self.il.entities.get(f).map(|e| e.span.lo).unwrap_or(0);
                let note = match bad_arg {
                    None => Diagnostic::new(Severity::Note, id::CANDIDATE_WRONG_PARAM_COUNT, Where::At(decl)).arg(self.call_operator_arg(f)),
                    Some(k) => Diagnostic::new(Severity::Note, id::NONVIABLE_BECAUSE_ARG_MISMATCH, Where::At(decl)).arg(self.call_operator_arg(f)).arg(Arg::Num(k as i64)),
                };
                self.diags.push(d.note(note));
                return self.error_expr(span);
            }
        }
        self.build_member_call(callee, false, name, cn.pos, args, span, rparen)
    }

    /// How #1767 and its note name `f`: a closure's call operator as the closure type (`lambda
    /// [](int)->int`, probed), any other as for calls.
    fn call_operator_arg(&self, f: EntityId) -> Arg {
        let parent = self.il.entities.get(f).map(|e| e.parent).unwrap_or(EntityId::NONE);
        let closure = self.il.entities.get(parent).filter(|p| p.class().is_some_and(|c| c.lambda));
        match closure {
            Some(c) => Arg::Entity { kind: "function".into(), name: Printer::new(self.il).type_str(c.ty) },
            None => self.fn_arg(f),
        }
    }

    /// The class's only `operator()` when it is a non-template function the object's qualifiers allow.
    fn sole_call_operator(&self, obj_ty: super::ids::TypeId, name: super::names::Symbol) -> Option<EntityId> {
        let class = self.il.types.class_entity(obj_ty)?;
        let cd = self.il.entities.get(class).and_then(|e| e.class()).copied()?;
        if !cd.complete {
            return None;
        }
        let LookupResult::Found(e) = self.il.scopes.lookup_in(&self.il.entities, &self.il.types, cd.scope, name, LookupKind::Ordinary) else { return None };
        let f = self.il.entities.resolve(e);
        let ent = self.il.entities.get(f)?;
        let Payload::Function(fd) = ent.data else { return None };
        let oq = self.il.types.quals(obj_ty).minus(Quals::RESTRICT);
        let obj_ok = fd.has(FunctionData::STATIC_MEMBER) || matches!(self.il.types.ckind(ent.ty), TypeKind::Function(sig) if sig.quals.has(oq));
        obj_ok.then_some(f)
    }
}
