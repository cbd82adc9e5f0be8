//! `&` applied to a CUDA built-in variable (`threadIdx`, `blockIdx`, `blockDim`, `gridDim`, `warpSize`)
//! or to a member of one: 20079 "cannot take address of builtin variable".
//!
//! Probed against cudafe++ 13.0.88 (corpus/cuda-s5/builtin_var_address_forms.cu): the error comes in
//! host, `__host__ __device__` and `__device__` functions alike and in template bodies, at the `&`;
//! parentheses, `::` and member selection (`&threadIdx.x`) do not hide the variable; a local variable
//! of the same name is an ordinary variable.
use super::Lowerer;
use crate::diag::{id, Arg};
use crate::parse::ast;
use crate::sema::entities::{Entities, Payload};
use crate::sema::expr::ExprKind;
use crate::sema::ids::ExprId;
use crate::source::Span;

/// The names the CUDA headers declare `__device_builtin__` variables under.
pub(crate) fn is_builtin_variable_name(s: &str) -> bool {
    matches!(s, "threadIdx" | "blockIdx" | "blockDim" | "gridDim" | "warpSize")
}

impl<'a> Lowerer<'a> {
    /// Could the operand of `&` denote a built-in variable or a member of one (a name of one of the
    /// five, possibly parenthesised, `::`-qualified or under `.` member selections)?
    pub(crate) fn may_be_builtin_var_operand(&self, mut e: ast::ExprId) -> bool {
        loop {
            match &self.ast.expr(e).kind {
                ast::ExprKind::Paren(x) => e = *x,
                ast::ExprKind::Member { base, arrow: false, .. } => e = *base,
                ast::ExprKind::Name(n) => {
                    return n.segs.len() == 1 && n.last_ident().map(|s| is_builtin_variable_name(self.lexed.interner.str(s))).unwrap_or(false);
                }
                _ => return false,
            }
        }
    }

    /// `&x` where `x` may name a built-in variable: 20079 and an error operand when it does, the
    /// ordinary address-of otherwise.
    pub(crate) fn builtin_var_address(&mut self, x: ast::ExprId, span: Span, at: u32) -> Option<ExprId> {
        let refs = self.cuda.var_refs.len();
        let lx = self.expr(x)?;
        let mut e = lx;
        let name = loop {
            let n = self.sema.expr(e);
            match n.kind {
                ExprKind::Member { base, arrow: false, .. } => e = base,
                ExprKind::DeclRef(ent) => break self.builtin_variable_name(ent),
                _ => break None,
            }
        };
        match name {
            Some(text) => {
                self.sema.error(id::ADDR_OF_NV_BUILTIN_VAR, at).args.push(Arg::Str(text));
                // The operand is replaced by an error node: its device-variable reference is not an
                // access the body-end checks judge (probed: only 20079 in a host function).
                self.cuda.var_refs.truncate(refs);
                Some(self.sema.error_expr(span))
            }
            None => Some(self.sema.build_unary(crate::sema::expr::UnaryOp::AddrOf, lx, span, at)),
        }
    }

    /// The name of `ent` when it is a namespace-scope variable named like a built-in variable.
    fn builtin_variable_name(&self, ent: crate::sema::ids::EntityId) -> Option<String> {
        let ents = &self.sema.il.entities;
        let e = ents.get(ents.resolve(ent))?;
        if e.parent != Entities::GLOBAL || !matches!(e.data, Payload::Variable(_)) {
            return None;
        }
        let text = self.sema.il.names.resolve(e.name).to_string();
        is_builtin_variable_name(&text).then_some(text)
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::run;
    use crate::diag::id;

    const DECLS: &str = "struct uint3 { unsigned x, y, z; };\n\
        extern const __attribute__((device)) uint3 threadIdx;\n\
        extern const __attribute__((device)) int warpSize;\n";

    fn tags(body: &str) -> Vec<&'static str> {
        let o = run(&format!("{DECLS}{body}"));
        assert!(o.gaps.is_empty(), "gaps {:?} in {:?}", o.gaps, body);
        o.diags.into_iter().map(|d| d.0).collect()
    }

    #[test]
    fn address_of_builtin_variables() {
        let t = id::ADDR_OF_NV_BUILTIN_VAR.template();
        assert_eq!(tags("const void *h() { return &threadIdx; }"), vec![t]);
        assert_eq!(tags("__attribute__((device)) const void *d() { return &(threadIdx); }"), vec![t]);
        assert_eq!(tags("__attribute__((device)) const void *d() { return &threadIdx.x; }"), vec![t]);
        assert_eq!(tags("__attribute__((device)) const void *d() { return &::warpSize; }"), vec![t]);
    }

    #[test]
    fn other_operands_are_ordinary() {
        assert!(tags("__attribute__((device)) unsigned d() { uint3 t = threadIdx; return t.x + warpSize; }").is_empty());
        assert!(tags("__attribute__((device)) int *d(int *p) { int threadIdx = 0; (void)threadIdx; return &p[0]; }").is_empty());
    }
}
