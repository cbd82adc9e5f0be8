//! `throw`, `new` and `delete` expressions (sema builds them: `build_throw`, `build_new`, `build_delete`).
//!
//! Lowered here only where nothing the reference does on them is left out:
//! - `throw e` with an operand of non-class type, and `throw;`. A class operand copy-initialises the
//!   exception object; `throw_class.rs` says when that certainly needs no diagnostic (a prvalue with a
//!   usable destructor in a host function), other class operands are gaps. cudafe++ says nothing about
//!   `throw` in device code (cicc does) [probe nt1].
//! - `new T`, `new T(x)`, `new T[n]` of a non-class `T` without placement arguments. A memory-space
//!   attribute in the type gives 3537 (displayed 20080) `Variable type qualifier "shared" is not allowed in
//!   "new" expressions` at each attribute name, in order, in host and device code alike; `host`/`global`
//!   there give EDG's 1098 instead (not modelled: a gap) [probe nq].
//! - `delete p` / `delete[] p` of a pointer to a non-class type (a class's destructor is called: its
//!   cross-space checks are not modelled).
use super::Lowerer;
use crate::diag::{id, Arg, Severity};
use crate::parse::ast;
use crate::sema::ids::ExprId;
use crate::source::Span;

/// The memory-space attributes 3537 names (the bare spelling is the one printed).
const MEM_SPACES: &[&str] = &["shared", "device", "constant", "managed"];

impl<'a> Lowerer<'a> {
    pub(super) fn lower_throw(&mut self, op: Option<ast::ExprId>, span: Span) -> Option<ExprId> {
        let Some(op) = op else { return Some(self.sema.build_throw(ExprId::NONE, span)) };
        let lo = self.sema.il.exprs.len();
        let x = self.expr(op)?;
        let t = self.sema.il.types.non_reference(self.sema.expr(x).ty);
        if !self.sema.expr(x).is_dependent() && self.sema.il.types.class_entity(t).is_some() && !self.class_throw_is_clean(x) {
            if let Some(ds) = self.inaccessible_throw_destructor(x, lo) {
                self.sema.diags.extend(ds);
                return Some(self.sema.build_throw(x, span));
            }
        }
        if self.sema.expr(x).is_dependent() || (self.sema.il.types.class_entity(t).is_some() && !self.class_throw_is_clean(x)) {
            self.gap("lower: throw of a class object or dependent operand", span.lo);
            return None;
        }
        Some(self.sema.build_throw(x, span))
    }

    pub(super) fn lower_new(&mut self, global: bool, placement: &[ast::ExprId], ty: ast::TypeId, init: Option<&ast::Init>, span: Span) -> Option<ExprId> {
        if global || !placement.is_empty() {
            self.gap("lower: new with placement arguments or ::new", span.lo);
            return None;
        }
        let ast = self.ast;
        let n = ast.ty(ty);
        if !n.spec.specifiers.is_empty() || !n.decl.attrs.is_empty() || n.decl.name.is_some() || n.decl.pack {
            self.gap("lower: new", span.lo);
            return None;
        }
        // 3537 per memory-space attribute, while the type is read (before the initialiser).
        let quals = self.new_type_quals(&n.spec.attrs)?;
        let spec = ast::DeclSpec { attrs: Vec::new(), ..n.spec.clone() };
        let base = self.spec_type(&spec)?;
        // `new T[n]`: the outermost array bound is the (run-time) element count.
        let (decl, count) = match n.decl.ops.first() {
            Some(ast::DeclaratorOp::Array(Some(e))) => (ast::Declarator { ops: n.decl.ops[1..].to_vec(), ..n.decl.clone() }, Some(*e)),
            Some(ast::DeclaratorOp::Array(None)) => {
                self.gap("lower: new", span.lo);
                return None;
            }
            _ => (n.decl.clone(), None),
        };
        let (elem, _) = self.declarator_type(base, &decl)?;
        if self.sema.il.types.class_entity(innermost_element(&self.sema.il.types, elem)).is_some() || self.sema.il.types.is_dependent(elem) {
            // The constructor/destructor calls and their cross-space checks (caret at `new`) are not modelled.
            self.gap("lower: new of a class or dependent type", span.lo);
            return None;
        }
        self.sema.diags.extend(quals.into_iter().map(|d| d.into_diagnostic()));
        let size = match count {
            Some(e) => self.expr(e)?,
            None => ExprId::NONE,
        };
        let args: Option<Vec<ExprId>> = match init {
            None => None,
            Some(ast::Init::Paren(xs)) => {
                let mut v = Vec::new();
                for &x in xs {
                    v.push(self.expr(x)?);
                }
                Some(v)
            }
            Some(_) => {
                self.gap("lower: new with a braced initialiser", span.lo);
                return None;
            }
        };
        Some(self.sema.build_new(elem, args.as_deref(), size, span))
    }

    pub(super) fn lower_delete(&mut self, global: bool, array: bool, op: ast::ExprId, span: Span) -> Option<ExprId> {
        if global {
            self.gap("lower: ::delete", span.lo);
            return None;
        }
        let x = self.expr(op)?;
        let t = self.sema.il.types.non_reference(self.sema.expr(x).ty);
        let pointee = match self.sema.il.types.ckind(t) {
            crate::sema::types::TypeKind::Pointer(p) => Some(p),
            _ => None,
        };
        match pointee {
            Some(p) if self.sema.il.types.class_entity(self.sema.il.types.unqualified(p)).is_none() && !self.sema.il.types.is_dependent(p) => {
                Some(self.sema.build_delete(x, array, span))
            }
            Some(p) if self.prelude_class_delete_ok(p, span.lo) => Some(self.sema.build_delete(x, array, span)),
            _ => {
                self.gap("lower: delete of a class object, a dependent or a non-pointer operand", span.lo);
                None
            }
        }
    }

    /// `delete p` of a pointer to a complete class in a host function of the prelude (libstdc++'s
    /// `delete this;` in `locale::facet::_M_remove_reference`): the prelude is verified clean, so the
    /// destructor's and `operator delete`'s checks (access, deletion, execution space) need not be
    /// modelled there. User code, device code and incomplete classes stay gaps.
    fn prelude_class_delete_ok(&mut self, pointee: crate::sema::ids::TypeId, at: crate::source::Offset) -> bool {
        if !self.map.in_prelude(at) || self.sema.il.types.is_dependent(pointee) {
            return false;
        }
        let f = self.sema.current_function;
        let host_only = self.sema.il.entities.get(f).is_some_and(|e| !e.exec.device_capable());
        if !host_only {
            return false;
        }
        let c = self.sema.il.types.class_entity(self.sema.il.types.unqualified(pointee));
        if !self.require_complete(pointee, at) {
            return false;
        }
        c.and_then(|c| self.sema.il.entities.get(c)).and_then(|e| e.class()).is_some_and(|d| d.complete)
    }

    /// The 3537 diagnostics of the attributes written in a new-type-id (None: an attribute not modelled).
    fn new_type_quals(&mut self, attrs: &[ast::Attr]) -> Option<Vec<crate::cuda::CudaDiag>> {
        let mut out = Vec::new();
        for a in attrs {
            if a.kind != ast::AttrKind::Gnu || a.names.is_empty() {
                self.gap("lower: attributes in a new-type-id", a.span.lo);
                return None;
            }
            let lo = a.toks.lo as usize;
            let hi = (a.toks.hi as usize).min(self.lexed.tokens.len());
            for &nm in &a.names {
                let t = self.lexed.interner.str(nm);
                let bare = t.strip_prefix("__").and_then(|x| x.strip_suffix("__")).unwrap_or(t);
                let tok = (lo..hi).find(|&i| self.lexed.tokens.get(i).map(|k| k.sym == nm).unwrap_or(false));
                let (Some(i), true) = (tok, MEM_SPACES.contains(&bare)) else {
                    self.gap("lower: attributes in a new-type-id", a.span.lo);
                    return None;
                };
                if self.lexed.tokens.get(i + 1).map(|k| self.lexed.interner.str(k.sym) == "(").unwrap_or(false) {
                    self.gap("lower: attributes in a new-type-id", a.span.lo);
                    return None;
                }
                let at = self.lexed.tokens[i].span.lo;
                out.push(crate::cuda::CudaDiag::new(Severity::Error, id::QUALIFIER_IN_NEW_EXPR, at).arg(Arg::Str(bare.to_string())));
            }
        }
        Some(out)
    }
}

/// The element type under any number of array layers (`int[2][3]` → `int`).
fn innermost_element(types: &crate::sema::types::TypeTable, mut t: crate::sema::ids::TypeId) -> crate::sema::ids::TypeId {
    for _ in 0..64 {
        match types.ckind(t) {
            crate::sema::types::TypeKind::Array(e, _) => t = e,
            _ => break,
        }
    }
    t
}
