//! The parameters of a function declarator are in scope in its trailing return type
//! ([basic.scope.param]): `auto f(const T& x) -> decltype(x.g())`. libstdc++ writes this in many function
//! templates (`operator-` of `reverse_iterator`, `std::begin`, …). The trailing type is lowered in a
//! prototype scope holding the parameters as variables of their declared types (what an id-expression
//! naming one needs: its type and that it is an lvalue); the function's real parameter entities are
//! created afterwards as usual. Used for prelude declarators only (user code keeps its gap until the
//! host output of such declarations is checked).
use super::Lowerer;
use crate::parse::ast;
use crate::sema::entities::VariableData;
use crate::sema::ids::{EntityId, TypeId};
use crate::sema::names::Symbol;
use crate::sema::scopes::ScopeKind;

impl<'a> Lowerer<'a> {
    /// Lowers trailing return type `tr` with the parameters `ps` (name, type) visible.
    pub(crate) fn trailing_with_params(&mut self, tr: ast::TypeId, ps: &[(Symbol, TypeId)]) -> Option<TypeId> {
        let span = self.ast.ty(tr).span;
        let scope = self.sema.il.scopes.push(ScopeKind::Prototype, self.scope, EntityId::NONE);
        for &(n, t) in ps {
            if !n.is_empty() {
                self.sema.il.declare_variable(scope, n, t, VariableData::default(), span);
            }
        }
        let saved = (std::mem::replace(&mut self.scope, scope), std::mem::replace(&mut self.sema.cur_scope, scope));
        let r = self.type_id(tr);
        self.scope = saved.0;
        self.sema.cur_scope = saved.1;
        r
    }
}

#[cfg(test)]
mod tests {
    use crate::lower::tests::run;

    /// A prelude template whose trailing return type names its parameters gets a signature: a call
    /// whose arguments cannot match it drops it instead of meeting a gap.
    #[test]
    fn prelude_trailing_return_names_parameters() {
        let src = "# 1 \"/usr/include/c++/12/x.h\" 1 3\nnamespace std {\ntemplate<class I> struct RI { I base() const; };\ntemplate<class L, class R> inline constexpr auto operator-(const RI<L>& x, const RI<R>& y) -> decltype(y.base() - x.base()) { return y.base() - x.base(); }\n}\n# 5 \"a.cu\" 2\nint f(int a, unsigned b) { return a - b; }\n";
        let o = run(src);
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert!(o.diags.is_empty(), "{:?}", o.diags);
    }
}
