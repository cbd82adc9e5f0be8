//! List-initialisation of a class that is not an aggregate ([dcl.init.list]/3, [over.match.list]):
//! `dim3 g{4, 4};`, `T{a, b}`, `return {a, b};`. Without an initializer-list constructor the constructors
//! are the candidates with the list's elements as arguments (the `build_construct` resolution), and each
//! element conversion to a scalar parameter must not narrow.
//!
//! Explicit constructors are candidates in both forms; in copy-list-initialisation (`T x = {a}`,
//! `return {a};`) choosing one is ill-formed ([over.match.list]/1): #2334 at the list's `{`, and for an
//! empty list (the explicit default constructor) #291 "no default constructor exists" [probed against
//! cudafe++ 13.0.88: `P x = {1};`, `return {1};`, `Q a = {};`, `return {};`].
//!
//! Kept as gaps (the reference's wording or rules there are not probed): initializer-list constructors,
//! nested braced elements and designators, any failure of the resolution (EDG's list-initialisation
//! messages may differ from `C(args)`'s), and narrowing elements.

use super::action::Sema;
use super::aggregate::{InitItem, InitValue};
use super::entities::FunctionData;
use super::expr::ExprKind;
use super::ids::{EntityId, ExprId, TypeId};
use super::types::TypeKind;
use crate::diag::{id, Severity};
use crate::source::Span;

impl<'a> Sema<'a> {
    /// `direct`: direct-list-initialisation (`T x{a}`, `T{a}`), where an explicit constructor may be chosen.
    /// After a diagnostic the result is an error node.
    pub(crate) fn list_init_class(&mut self, ty: TypeId, class: EntityId, items: &[InitItem], span: Span, direct: bool) -> Option<ExprId> {
        let mut args = Vec::with_capacity(items.len());
        for it in items {
            match (&it.value, it.designator) {
                (InitValue::Expr(e), None) => args.push(*e),
                _ => {
                    self.gaps.note("sema: list-initialisation of a non-aggregate class", span.lo);
                    return None;
                }
            }
        }
        if self.has_initializer_list_constructor(class) {
            self.gaps.note("sema: list-initialisation with an initializer-list constructor", span.lo);
            return None;
        }
        // A class object from one element of the same (or a derived) class: copy/move ([dcl.init.list]/3.2
        // goes through the constructors too, which is what `build_construct` does).
        let mark = self.diags.len();
        let r = self.build_construct(ty, &args, span, span.lo);
        if self.diags[mark..].iter().any(|d| d.severity == Severity::Error) || self.is_error(r) {
            if !self.diags[mark..].is_empty() {
                self.diags.truncate(mark);
                self.gaps.note("sema: failed list-initialisation of a class (wording unprobed)", span.lo);
            }
            return None;
        }
        let ExprKind::Construct { ctor, .. } = self.expr(r).kind else { return Some(r) };
        let Some(ent) = self.il.entities.get(ctor) else { return Some(r) };
        let explicit = ent.function().map(|f| f.has(FunctionData::EXPLICIT)).unwrap_or(false);
        if explicit && !direct {
            if self.diags.len() > mark {
                // Whether the resolution's own warnings come before (or instead of) the error is unprobed.
                self.diags.truncate(mark);
                self.gaps.note("sema: copy-list-initialisation choosing an explicit constructor", span.lo);
                return None;
            }
            if args.is_empty() {
                // The class type as written unqualified (`Q a = {};` names "Q").
                let a = self.ty_arg(self.il.types.unqualified(ty));
                self.error(id::NO_DEFAULT_CONSTRUCTOR, span.lo).args.push(a);
            } else {
                self.error(id::EXPLICIT_CTOR_IN_COPY_LIST_INIT, span.lo);
            }
            return Some(self.error_expr(span));
        }
        let TypeKind::Function(sig) = self.il.types.ckind(ent.ty) else { return Some(r) };
        let params = self.il.types.type_list(sig.params).to_vec();
        let narrowing: Vec<(ExprId, TypeId)> = args
            .iter()
            .zip(params.iter())
            .map(|(&a, &p)| (a, self.il.types.unqualified(self.il.types.non_reference(p))))
            .filter(|&(a, to)| self.il.types.class_entity(to).is_none() && self.is_narrowing(a, to))
            .collect();
        if !narrowing.is_empty() {
            if self.diags.len() > mark {
                // Their order against the conversion's own warnings is not probed.
                self.diags.truncate(mark);
                self.gaps.note("sema: narrowing in list-initialisation of a class", span.lo);
                return None;
            }
            // #2361 per narrowing element, in order, at the element (probed: `D3 g{n, 4}`, `F f{d}`).
            for (a, to) in narrowing {
                self.check_narrowing(a, to);
            }
        }
        Some(r)
    }

    /// A user-declared constructor makes a (non-union) class a non-aggregate for certain; other
    /// non-aggregates (unions, C++17 aggregates with bases) are not handled here.
    pub(crate) fn has_user_declared_constructor(&self, class: EntityId) -> bool {
        let is_union = self.il.entities.get(class).and_then(|e| e.class()).map(|cd| cd.key == super::entities::ClassKey::Union).unwrap_or(true);
        !is_union && self.constructors(class).iter().any(|&f| !self.il.entities.get(f).and_then(|e| e.function()).map(|d| d.has(FunctionData::IMPLICIT)).unwrap_or(true))
    }

    /// Whether some constructor of `class` is explicit (a copy-list-initialiser then needs [over.match.list]).
    pub(crate) fn has_explicit_constructor(&self, class: EntityId) -> bool {
        self.constructors(class).iter().any(|&f| self.il.entities.get(f).and_then(|e| e.function()).map(|fd| fd.has(FunctionData::EXPLICIT)).unwrap_or(false))
    }

    /// Whether some constructor, or a constructor template's specialisation, could be explicit.
    pub(crate) fn may_have_explicit_constructor(&self, class: EntityId) -> bool {
        self.has_explicit_constructor(class) || !self.constructor_templates(class).is_empty()
    }

    /// Whether some constructor's first parameter is `std::initializer_list<E>` (by reference or value).
    fn has_initializer_list_constructor(&self, class: EntityId) -> bool {
        let name = self.il.names.get("initializer_list");
        self.constructors(class).iter().any(|&c| {
            let Some(e) = self.il.entities.get(c) else { return false };
            let TypeKind::Function(sig) = self.il.types.ckind(e.ty) else { return false };
            let Some(&p) = self.il.types.type_list(sig.params).first() else { return false };
            let u = self.il.types.unqualified(self.il.types.non_reference(p));
            match self.il.types.class_entity(u) {
                Some(pc) => name.is_some() && self.il.entities.get(pc).map(|x| Some(x.name) == name || x.spec().is_some() && self.spec_named(x.spec().map(|s| s.template), name)).unwrap_or(false),
                None => self.il.types.is_dependent(u),
            }
        })
    }

    fn spec_named(&self, tmpl: Option<EntityId>, name: Option<super::names::Symbol>) -> bool {
        match (tmpl.and_then(|t| self.il.entities.get(t)), name) {
            (Some(t), Some(n)) => t.name == n,
            _ => false,
        }
    }
}
