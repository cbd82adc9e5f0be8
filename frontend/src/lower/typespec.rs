//! Type specifiers computed from an expression or another type: `decltype(e)`, GNU `__typeof__(e)` and
//! `__typeof__(T)`. Their operand is an unevaluated operand. The result is `TypeKind::Decltype` sugar
//! over the computed type, so the host output can print the specifier as written.
use super::Lowerer;
use crate::parse::ast::{self, TypeBase};
use crate::sema::entities::Payload;
use crate::sema::expr::{ExprKind, ValueCat};
use crate::sema::ids::TypeId;

impl<'a> Lowerer<'a> {
    /// The type a `decltype` / `__typeof__` specifier denotes, or None after a gap.
    pub(crate) fn computed_type_specifier(&mut self, base: &TypeBase, at: u32) -> Option<TypeId> {
        match base {
            TypeBase::Decltype(e) => self.decltype_of(*e, at),
            TypeBase::TypeofExpr(e) => {
                let x = self.type_operand_expr(*e)?;
                let n = self.sema.expr(x);
                if n.is_dependent() {
                    self.gap("lower: dependent __typeof__", at);
                    return None;
                }
                // GNU typeof: the expression's type, references and cv kept as the type has them
                // (no decltype value-category rule).
                Some(self.sema.il.types.decltype(x, n.ty))
            }
            TypeBase::TypeofType(t) => self.type_id(*t),
            TypeBase::Transform(crate::lex::Kw::UnderlyingType, args) if args.len() == 1 => self.underlying_type_spec(args[0], at),
            // `typename Q::name` whose qualifier is not dependent (in an instantiation, `Q` a member
            // typedef naming a specialisation): the keyword changes nothing, the name is looked up.
            TypeBase::Named { name, typename: true } if name.segs.len() >= 2 => self.type_name(name, crate::sema::scopes::LookupKind::Ordinary),
            _ => {
                self.gap("lower: type specifier", at);
                None
            }
        }
    }

    /// The operand of `decltype`/`__typeof__`: unevaluated, and without #174 for discarded comma
    /// operands (probed: `sizeof(x, y)` warns, `decltype(x, y)` does not).
    fn type_operand_expr(&mut self, e: ast::ExprId) -> Option<crate::sema::ids::ExprId> {
        self.sema.quiet_no_effect += 1;
        let x = self.unevaluated_expr(e);
        self.sema.quiet_no_effect -= 1;
        x
    }

    /// [dcl.type.decltype]: an unparenthesised id-expression or class member access denotes the
    /// entity's declared type; otherwise T&, T&& or T by the expression's value category.
    pub(super) fn decltype_type(&mut self, e: ast::ExprId, at: u32) -> Option<TypeId> {
        self.decltype_of(e, at)
    }

    fn decltype_of(&mut self, e: ast::ExprId, at: u32) -> Option<TypeId> {
        let names_entity = matches!(self.ast.expr(e).kind, ast::ExprKind::Name(_) | ast::ExprKind::Member { .. });
        let x = self.type_operand_expr(e)?;
        if matches!(self.ast.expr(e).kind, ast::ExprKind::Name(_)) {
            self.cuda_decltype_operand(x, self.ast.expr(e).span.lo);
        }
        let n = self.sema.expr(x);
        if n.is_dependent() {
            // In a prelude template's signature (`auto f(…) -> decltype(…)`) the type stays dependent:
            // deduction can still reject the candidate from its parameters; substituting it is a gap.
            if self.tmpl.dependent_ok && self.map.in_prelude(at) {
                self.tmpl.decltype_sources.insert(x, (e, self.scope));
                let sp = self.ast.expr(e).span;
                if let Some(text) = self.map.text().get(sp.lo as usize..sp.hi as usize) {
                    let spelled: String = String::from_utf8_lossy(text).split_whitespace().collect();
                    self.sema.il.decltype_text.insert(x, spelled.into());
                }
                return Some(self.sema.il.types.decltype(x, TypeId::NONE));
            }
            self.gap("lower: dependent decltype", at);
            return None;
        }
        let declared = if names_entity {
            let ent = match n.kind {
                ExprKind::DeclRef(ent) => Some(ent),
                ExprKind::Member { member, .. } => Some(member),
                _ => None,
            };
            match ent.and_then(|ent| self.sema.il.entities.get(ent)) {
                Some(ent) if matches!(ent.data, Payload::Variable(_) | Payload::Field(_) | Payload::Param(_) | Payload::Function(_) | Payload::Enumerator { .. }) => Some(ent.ty),
                Some(_) => {
                    self.gap("lower: decltype of an entity of this kind", at);
                    return None;
                }
                // A name that lowering rewrote (e.g. a member through `this`): not modelled.
                None => {
                    self.gap("lower: decltype of a rewritten name", at);
                    return None;
                }
            }
        } else {
            None
        };
        let ty = match declared {
            Some(t) => t,
            None => match n.cat {
                ValueCat::LValue => self.sema.il.types.lref(n.ty),
                ValueCat::XValue => self.sema.il.types.rref(n.ty),
                ValueCat::PRValue => n.ty,
            },
        };
        Some(self.sema.il.types.decltype(x, ty))
    }
}
