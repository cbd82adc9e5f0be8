//! `__func__`, `__FUNCTION__` and `__PRETTY_FUNCTION__`: the function-local predefined variables
//! ([dcl.fct.def.general]/8: `static const char __func__[] = "name";`).
//!
//! Each use names a hidden block-scope static array of `const char` (an lvalue of type
//! `const char [N]`, probed: `char (&r)[6] = __FUNCTION__;` in `mainx` reports "const char [6]"; in copy
//! initialisation it decays to "const char *"). The reference prints `__FUNCTION__` as `__func__` in the
//! host output (probed), so both get an entity named `__func__`.
//!
//! `__PRETTY_FUNCTION__` holds EDG's declaration of the function (probed lengths: `void f1(int, const char *)`,
//! `unsigned long f2()`, `int N::S::m(double) const`, `static void N::S::st()`, `void f3(int)` for a
//! `__device__` function, `int *f4(int (*)(int), ...)` for a `static inline` one) — the printer's
//! `function_decl`, with `static ` in front of a static member function. Only those shapes are exact; in
//! user code anything else (templates, constexpr, virtual, …) is a gap. In prelude function bodies the
//! length can only show through `sizeof` (nothing is reported there), so the printer's form is used.
use super::Lowerer;
use crate::lex::Kw;
use crate::sema::entities::{FnRole, FunctionData, Payload, Storage, VariableData};
use crate::sema::ids::ExprId;
use crate::sema::types::{ArrayBound, IntKind, Quals};
use crate::source::Span;

impl<'a> Lowerer<'a> {
    /// Lowers `__func__` / `__FUNCTION__` / `__PRETTY_FUNCTION__` at `span`; None after a gap.
    pub(crate) fn func_name(&mut self, kw: Kw, span: Span) -> Option<ExprId> {
        let at = span.lo;
        let f = self.sema.current_function;
        let fd = match self.sema.il.entities.get(f).map(|e| e.data) {
            Some(Payload::Function(fd)) => fd,
            // (Outside a function EDG accepts it too, with a value not probed.)
            _ => {
                self.gap("lower: __func__ outside a function body", at);
                return None;
            }
        };
        let prelude = self.map.in_prelude(at);
        if fd.role != FnRole::Normal {
            self.gap("lower: __func__ in a constructor, destructor, operator or lambda", at);
            return None;
        }
        let (name, text) = match kw {
            Kw::Func | Kw::Function => ("__func__", self.sema.il.names.resolve(self.sema.il.entities.ent(f).name).to_string()),
            Kw::PrettyFunction => {
                let exact = !self.sema.in_template
                    && !self.tmpl.dependent_ok
                    && !self.sema.il.entities.get(f).is_some_and(|e| e.is_function_template())
                    && fd.flags & (FunctionData::CONSTEXPR | FunctionData::CONSTEVAL | FunctionData::VIRTUAL | FunctionData::DEDUCED_RETURN) == 0
                    && self.sema.il.entities.get(f).and_then(|e| e.spec()).map_or(true, |s| s.template.is_none());
                if !exact && !prelude {
                    self.gap("lower: __PRETTY_FUNCTION__ of a template, constexpr or virtual function", at);
                    return None;
                }
                let decl = crate::sema::printing::Printer::new(self.sema.il).function_decl(f);
                let text = if fd.flags & FunctionData::STATIC_MEMBER != 0 { format!("static {decl}") } else { decl };
                ("__PRETTY_FUNCTION__", text)
            }
            _ => {
                self.gap("lower: __func__", at);
                return None;
            }
        };
        if text.is_empty() {
            self.gap("lower: __func__ of an unnamed function", at);
            return None;
        }
        let ch = self.sema.il.types.int(IntKind::Char);
        let cch = self.sema.il.types.qualified(ch, Quals::CONST);
        let ty = self.sema.il.types.array(cch, ArrayBound::Known(text.len() as u64 + 1));
        let sym = self.sema.il.names.intern(name);
        let data = VariableData { storage: Storage::Static, flags: VariableData::LOCAL | VariableData::DEFINED, ..Default::default() };
        let v = self.sema.il.declare_variable(self.scope, sym, ty, data, span);
        Some(self.sema.build_decl_ref(v, span))
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::run;

    fn gaps(src: &str) -> Vec<String> {
        run(src).gaps
    }

    #[test]
    fn func_is_a_const_char_array_of_the_name() {
        let o = run("void mainx() { const char (&r)[6] = __func__; const char *p = __FUNCTION__; (void)r; (void)p; }");
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert!(o.diags.is_empty(), "{:?}", o.diags);
        // The wrong bound does not bind: an error (never silently accepted).
        let o = run("void mainx() { const char (&r)[5] = __func__; (void)r; }");
        assert!(!o.diags.is_empty() || !o.gaps.is_empty());
    }

    #[test]
    fn pretty_function_prints_the_declaration() {
        let o = run("unsigned long f2(void) { const char (&r)[19] = __PRETTY_FUNCTION__; (void)r; return 0; }");
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert!(o.diags.is_empty(), "{:?}", o.diags);
        let o = run("void f1(int a, const char *s) { const char (&r)[27] = __PRETTY_FUNCTION__; (void)r; (void)a; (void)s; }");
        assert!(o.gaps.is_empty() && o.diags.is_empty(), "{:?} {:?}", o.gaps, o.diags);
    }

    #[test]
    fn outside_functions_and_templates_are_gaps() {
        assert!(!gaps("int y = sizeof(__func__);").is_empty());
        assert!(!gaps("template <class T> void g(T) { const char *p = __PRETTY_FUNCTION__; (void)p; }\nvoid h() { g(1); }").is_empty());
    }
}
