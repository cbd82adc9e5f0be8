//! `return { … };` ([stmt.return]/2): the braced list copy-list-initialises the returned object of the
//! function's declared return type, by the rules of a variable `R r = { … };` ([dcl.init.list]/3):
//! an aggregate (or scalar) through the aggregate rules (sema/aggregate.rs), a class with constructors
//! through [over.match.list] (sema/list_init_class.rs: a chosen explicit constructor is an error in
//! copy-list-initialisation), `{}` for such a class as value-initialisation.
//! libstdc++ writes it in non-template code (`_Prime_rehash_policy::_M_need_rehash` returns
//! `{ false, 0 }` as a `std::pair<bool, size_t>`).
//!
//! Kept as gaps: a return type that is deduced, dependent, void or a reference (the reference's
//! messages for those are not probed) and an incomplete class.
use super::Lowerer;
use crate::parse::ast;
use crate::sema::aggregate::{InitItem, InitValue};
use crate::sema::ids::StmtId;
use crate::sema::stmt::StmtKind;
use crate::source::Span;

impl<'a> Lowerer<'a> {
    /// The statement `return list;` (`span`: the whole statement), None after a gap.
    pub(crate) fn return_braced_list(&mut self, list: ast::ExprId, span: Span) -> Option<StmtId> {
        let at = span.lo;
        let f = self.sema.current_function;
        let rt = match self.sema.return_type(f) {
            Some(t) if !self.sema.il.types.is_void(t) && !self.sema.il.types.is_reference(t) && !self.sema.il.types.is_error(t) => t,
            _ => {
                self.gap("lower: return of a braced list", at);
                return None;
            }
        };
        let sp = self.ast.expr(list).span;
        let ast::ExprKind::InitList(xs) = &self.ast.expr(list).kind else { return None };
        let xs = xs.clone();
        let class = self.sema.il.types.class_entity(rt);
        if let Some(c) = class {
            // The returned object is initialised here: a specialisation is instantiated (false = a gap
            // recorded); an incomplete class (its message is unprobed) stays a gap.
            if !self.require_complete(rt, at) {
                return None;
            }
            if !self.sema.il.entities.get(c).and_then(|e| e.class()).map(|cd| cd.complete).unwrap_or(false) {
                self.gap("lower: return of a braced list", at);
                return None;
            }
        }
        let v = match class {
            Some(c) if !self.is_aggregate_class(rt) => {
                if self.abstract_class_type(rt) {
                    self.gap("lower: object of abstract class type", at);
                    return None;
                }
                let unq = self.sema.il.types.unqualified(rt);
                if xs.is_empty() && !self.sema.may_have_explicit_constructor(c) {
                    self.sema.build_value_init(unq, sp)
                } else {
                    if !self.sema.has_user_declared_constructor(c) {
                        self.gap("lower: list-initialisation through a constructor (narrowing not modelled)", at);
                        return None;
                    }
                    let mut items = Vec::with_capacity(xs.len());
                    for &x in &xs {
                        if matches!(self.ast.expr(x).kind, ast::ExprKind::InitList(_) | ast::ExprKind::Designated { .. } | ast::ExprKind::PackExpansion(_)) {
                            self.gap("lower: braced argument of a constructor call", at);
                            return None;
                        }
                        items.push(InitItem { designator: None, value: InitValue::Expr(self.expr(x)?) });
                    }
                    // None = a gap recorded by sema; an error node after #2334/#291 (the statement is still
                    // a return).
                    let r = self.retry_instantiating(at, |l| l.sema.list_init_class(unq, c, &items, sp, false))?;
                    if items.is_empty() && !self.sema.is_error(r) {
                        // `return {};` not choosing an explicit default constructor: value-initialisation.
                        self.sema.build_value_init(unq, sp)
                    } else {
                        r
                    }
                }
            }
            _ => {
                let items = self.init_items(list, 0)?;
                let mark = self.sema.diags.len();
                let r = self.sema.build_list_init(rt, &items, sp);
                // Probed: `int g(double d) { return { d }; }` makes narrowing an error (not warning
                // #2361 as for a variable); the rule for aggregates is unprobed. Both stay gaps.
                if self.sema.diags[mark..].iter().any(|d| d.id == crate::diag::id::NARROWING_CONVERSION) {
                    self.sema.diags.truncate(mark);
                    self.gap("lower: narrowing in a returned braced list", at);
                    return None;
                }
                match r {
                    Some((x, _)) => x,
                    // A diagnostic was given: the statement is still a return (no #940 afterwards).
                    None => self.sema.error_expr(sp),
                }
            }
        };
        self.returns.push(v);
        Some(self.sema.add_stmt(StmtKind::Return(v), span))
    }
}

#[cfg(test)]
mod tests {
    use crate::lower::tests::run;

    fn clean(src: &str) {
        let o = run(src);
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert!(o.diags.is_empty(), "{:?}", o.diags);
    }

    #[test]
    fn class_with_constructor() {
        clean("struct P { P(bool, unsigned long); bool a; unsigned long b; };\nP f(int n) { if (n) return { true, 1ul }; return { false, 0 }; }\n");
    }

    #[test]
    fn aggregate_and_scalar() {
        clean("struct A { int x; double y; };\nA f() { return { 1, 2.0 }; }\nint g() { return { 3 }; }\nint h() { return {}; }\n");
    }

    #[test]
    fn empty_list_value_initialises_a_class() {
        clean("struct P { P(); int a; };\nP f() { return {}; }\n");
    }

    /// A narrowing constructor argument is diagnosed as for a variable (#2361); a narrowing scalar
    /// element is an error in a return (wording/severity not modelled): a gap.
    #[test]
    fn narrowing_element_is_diagnosed() {
        let o = run("struct P { P(int); int a; };\nP f(double d) { return { d }; }\n");
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert_eq!(o.diags.len(), 1, "{:?}", o.diags);
        let o = run("int g(double d) { return { d }; }\n");
        assert!(!o.gaps.is_empty());
        assert!(o.diags.is_empty(), "{:?}", o.diags);
    }

    /// Too many initialisers: the aggregate error, and the function still has its return (no #940).
    #[test]
    fn failed_aggregate_list_still_returns() {
        let o = run("struct A { int x; int y; };\nA f() { return { 1, 2, 3 }; }\n");
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert_eq!(o.diags.len(), 1, "{:?}", o.diags);
    }

    /// Copy-list-initialisation choosing an explicit constructor is ill-formed: #2334 (a non-empty list)
    /// or #291 (`{}` and an explicit default constructor), at the `{`; the statement is still a return.
    #[test]
    fn explicit_constructor_is_an_error() {
        let o = run("struct P { explicit P(int); int a; };\nP f() { return { 1 }; }\n");
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert_eq!(o.diags.iter().map(|d| d.0).collect::<Vec<_>>(), vec![crate::diag::id::EXPLICIT_CTOR_IN_COPY_LIST_INIT.template()], "{:?}", o.diags);
        let o = run("struct Q { explicit Q(); int a; };\nQ f() { return {}; }\n");
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert_eq!(o.diags.iter().map(|d| d.0).collect::<Vec<_>>(), vec![crate::diag::id::NO_DEFAULT_CONSTRUCTOR.template()], "{:?}", o.diags);
        // A non-explicit constructor chosen among explicit ones is fine.
        clean("struct R { explicit R(int); R(int, int); R(); int a; };\nR f() { return { 1, 2 }; }\nR g() { return {}; }\n");
    }

    #[test]
    fn deduced_or_void_return_is_a_gap() {
        for src in ["auto f() { return { 1 }; }\n", "void f() { return {}; }\n", "const int& f() { return { 1 }; }\n"] {
            let o = run(src);
            assert!(!o.gaps.is_empty(), "{src}");
            assert!(o.diags.is_empty(), "{src}: {:?}", o.diags);
        }
    }
}
