//! The default arguments of a function template definition, for the host output only.
//!
//! Template lowering (`templates.rs`) gives each pattern parameter with a default argument a dependent
//! placeholder (the argument is instantiated only where a call uses it, and instantiations copy the
//! placeholder). cudafe++ prints a template definition's non-dependent default arguments in their
//! checked form: `unsigned flags = cudaMemAttachGlobal` (a macro for `0x01`) prints `flags = 1`,
//! `cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap` prints the enumerator, `int comp = 0` prints
//! `0` [verified: ref trivial.cudafe1.cpp, cuda_runtime.h:702, surface_indirect_functions.h:99,
//! texture_indirect_functions.h:289]. Here they are lowered once, where the template is defined, after
//! its body passed phase 1, and recorded in `Il::pattern_default_args`; the parameters keep their
//! placeholder. A dependent parameter type or argument, or one naming a parameter, records nothing for
//! the whole list (the printer's gap stays).
use super::Lowerer;
use crate::parse::ast::{DeclId, DeclKind, DeclaratorOp};
use crate::sema::entities::Payload;
use crate::sema::ids::{EntityId, ExprId, ScopeId};

impl Lowerer<'_> {
    /// Lowers the default arguments written on the declarator of `inner` (the definition of pattern `f`
    /// in template parameter scope `ps`) and records them for the host output. Quiet: run inside an
    /// attempt (header_template_bodies.rs), so a gap or diagnostic only means nothing is recorded.
    pub(super) fn pattern_default_args(&mut self, f: EntityId, ps: ScopeId, inner: DeclId) -> Option<Vec<(EntityId, ExprId)>> {
        let DeclKind::Function { decl: dc, .. } = &self.ast.decl(inner).kind else { return Some(Vec::new()) };
        let Some(DeclaratorOp::Function(fo)) = dc.ops.first() else { return Some(Vec::new()) };
        if fo.params.iter().all(|p| p.default.is_none()) {
            return Some(Vec::new());
        }
        let params: Vec<EntityId> = self.sema.il.entities.params(f).collect();
        if params.len() != fo.params.len() {
            return None;
        }
        let names: Vec<crate::sema::names::Symbol> = params.iter().filter_map(|&p| self.sema.il.entities.get(p).map(|e| e.name)).filter(|n| !n.is_empty()).collect();
        let saved = (self.scope, self.sema.cur_scope);
        self.scope = ps;
        self.sema.cur_scope = ps;
        let mut out = Vec::new();
        let mut ok = true;
        for (i, p) in fo.params.iter().enumerate() {
            let Some(d) = p.default else { continue };
            let pe = params[i];
            let Some(pt) = self.sema.il.entities.get(pe).map(|e| e.ty) else {
                ok = false;
                break;
            };
            // (A parameter named in a default argument is an error lookup here would not report.)
            let tt = &self.sema.il.types;
            if tt.is_dependent(pt) || tt.is_reference(pt) || tt.class_entity(tt.non_reference(pt)).is_some() || self.mentions_any(d, &names) {
                ok = false;
                break;
            }
            let Some(x) = self.expr(d) else {
                ok = false;
                break;
            };
            if self.sema.expr(x).is_dependent() {
                ok = false;
                break;
            }
            out.push((pe, self.sema.build_copy_init(x, pt).unwrap_or(x)));
        }
        self.scope = saved.0;
        self.sema.cur_scope = saved.1;
        ok.then_some(out)
    }

    /// Records what [`Self::pattern_default_args`] lowered.
    pub(super) fn record_pattern_default_args(&mut self, args: Vec<(EntityId, ExprId)>) {
        for (p, x) in args {
            if matches!(self.sema.il.entities.get(p).map(|e| e.data), Some(Payload::Param(pd)) if pd.default_arg.is_some()) {
                self.sema.il.pattern_default_args.insert(p, x);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::emit_items::tests::items_in;

    /// The number of pattern parameters with a recorded default argument.
    fn recorded(src: &str) -> usize {
        items_in(&format!("# 1 \"t.cu\"\n{}\n", src)).0.pattern_default_args.len()
    }

    #[test]
    fn non_dependent_defaults_are_recorded() {
        assert_eq!(recorded("enum M { A, B };\ntemplate<class T> int g(T *p, int c = 0, M m = B) { return c; }"), 2);
        // In the prelude too, where the body passes phase 1 quietly.
        assert_eq!(recorded("# 1 \"/usr/include/h.h\" 1 3\ntemplate<class T> static inline int g(T *p, unsigned f = 0x01) { return (int)f; }\n# 2 \"t.cu\" 2\nint u;"), 1);
    }

    #[test]
    fn dependent_defaults_record_nothing() {
        // A dependent parameter type: the whole list stays a placeholder (the printer's gap).
        assert_eq!(recorded("template<class T> int g(T *p, int c = 0, T q = T()) { return c; }"), 0);
        // A default naming a parameter is an error lookup here would not report.
        assert_eq!(recorded("template<class T> int g(T *p, int c = sizeof(p)) { return c; }"), 0);
    }
}
