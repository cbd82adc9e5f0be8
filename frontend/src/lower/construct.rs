//! Functional-notation conversions `T()` (value-initialisation of a temporary, any type) and `C(args)`
//! for a class type `C` (direct-initialisation of a temporary through its constructors). A scalar
//! `T(x)` (a cast) and the braced forms are gaps.
use super::Lowerer;
use crate::parse::ast;
use crate::sema::ids::ExprId;
use crate::source::Span;

impl<'a> Lowerer<'a> {
    pub(crate) fn construct_expr(&mut self, ty: ast::TypeId, args: &[ast::ExprId], braced: bool, span: Span) -> Option<ExprId> {
        let at = span.lo;
        if braced {
            self.gap("lower: functional cast / temporary (braced)", at);
            return None;
        }
        let t = self.type_id(ty)?;
        if args.is_empty() {
            return Some(self.sema.build_value_init(t, span));
        }
        if self.sema.il.types.class_entity(t).is_none() {
            self.gap("lower: functional cast / temporary", at);
            return None;
        }
        let xs = self.exprs(args)?;
        Some(self.sema.build_construct(t, &xs, span, at))
    }
}
