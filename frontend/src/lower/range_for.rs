//! Range-based `for` ([stmt.ranged]) over an array or over a class whose `begin()`/`end()` members
//! return pointers. The IL form is the one `sema::stmt` documents: `For { init: Decl(__range), body:
//! { Decl(var = *__begin); body } }` with `__range` typed `auto&&` (placeholder sugar, so the host
//! output — which re-prints the statement as written — sees a placeholder it does not print yet).
//!
//! CUDA: `__shared__` on the for-range-declaration is 20192 at the name; the implicit `begin()`/`end()`
//! calls are not checked for cross-space calls by cudafe++ [corpus cuda/d_h_range_for_device_begin_ok].
//! Gaps: an init-statement, iterator classes (overloaded `*`, `!=`, `++`), ADL `begin`/`end`,
//! structured bindings, other attributes.
use super::Lowerer;
use crate::diag::id;
use crate::parse::ast::{self, DeclKind};
use crate::sema::entities::VariableData;
use crate::sema::build_expr::IntSuffix;
use crate::sema::expr::{BinaryOp, UnaryOp};
use crate::sema::ids::{ExprId, StmtId};
use crate::sema::scopes::ScopeKind;
use crate::sema::types::{ArrayBound, AutoKind, TypeKind};
use crate::source::Span;

impl<'a> Lowerer<'a> {
    pub(crate) fn range_for(&mut self, init: Option<ast::StmtId>, var: ast::DeclId, range: ast::ExprId, body: ast::StmtId, span: Span) -> Option<StmtId> {
        let at = span.lo;
        if init.is_some() {
            self.gap("lower: range-based for with an init-statement", at);
            return None;
        }
        let d = self.ast.decl(var);
        let DeclKind::Simple { spec, declarators } = &d.kind else {
            self.gap("lower: range-based for declaring a structured binding", at);
            return None;
        };
        let [id] = declarators.as_slice() else {
            self.gap("lower: range-based for declaration", at);
            return None;
        };
        if id.init.is_some() || id.bitfield.is_some() || !id.decl.attrs.is_empty() || id.asm_label.is_some() || !spec.specifiers.is_empty() {
            self.gap("lower: range-based for declaration", at);
            return None;
        }
        let ls = self.sema.il.scopes.push(ScopeKind::Block, self.scope, crate::sema::ids::EntityId::NONE);
        let saved = (self.scope, self.sema.cur_scope);
        self.scope = ls;
        self.sema.cur_scope = ls;
        let r = self.range_for_in(spec, id, range, body, span);
        self.scope = saved.0;
        self.sema.cur_scope = saved.1;
        r
    }

    fn range_for_in(&mut self, spec: &ast::DeclSpec, id: &ast::InitDeclarator, range: ast::ExprId, body: ast::StmtId, span: Span) -> Option<StmtId> {
        let at = span.lo;
        let rx = self.expr(range)?;
        let rn = self.sema.expr(rx);
        if rn.is_dependent() || self.sema.il.types.is_error(rn.ty) {
            self.gap("lower: range-based for over a dependent or erroneous range", at);
            return None;
        }
        let rsp = rn.span;
        let pending = self.sema.diags.len();
        // `__begin` / `__end` initialisers: the decayed array and `array + N`, or `range.begin()` /
        // `range.end()` returning pointers.
        let (bx, ex) = match self.sema.il.types.ckind(rn.ty) {
            TypeKind::Array(_, ArrayBound::Known(n)) => {
                let b = self.sema.default_conversion(rx);
                let lit = self.sema.build_int_literal(n as u128, IntSuffix::default(), true, rsp);
                let b2 = self.sema.default_conversion(rx);
                let e = self.sema.build_binary(BinaryOp::Add, b2, lit, rsp, rsp.lo);
                (b, e)
            }
            _ if self.sema.il.types.class_entity(self.sema.il.types.unqualified(rn.ty)).is_some() => {
                let b = self.sema.il.names.intern("begin");
                let e = self.sema.il.names.intern("end");
                let bc = self.sema.build_member_call(rx, false, b, rsp.lo, &[], rsp, rsp.hi);
                let ec = self.sema.build_member_call(rx, false, e, rsp.lo, &[], rsp, rsp.hi);
                if self.sema.diags.len() != pending || self.sema.is_error(bc) || self.sema.is_error(ec) {
                    self.gap("lower: range-based for whose begin()/end() are not members or fail", at);
                    return None;
                }
                let (bt, et) = (self.sema.expr(bc).ty, self.sema.expr(ec).ty);
                if !matches!(self.sema.il.types.ckind(bt), TypeKind::Pointer(_)) || !self.sema.il.types.same(bt, et) {
                    self.gap("lower: range-based for over an iterator class", at);
                    return None;
                }
                self.cuda_implicit_call(bc);
                self.cuda_implicit_call(ec);
                (bc, ec)
            }
            _ => {
                self.gap("lower: range-based for over a range of this type", at);
                return None;
            }
        };
        if self.sema.diags.len() != pending || self.sema.is_error(bx) || self.sema.is_error(ex) {
            self.gap("lower: range-based for element access", at);
            return None;
        }
        // `auto &&__range = range; auto __begin = …, __end = …;`
        let auto = self.sema.il.types.auto(AutoKind::Auto);
        let fwd = self.sema.il.types.rref(auto);
        let rt = self.deduce_placeholder(fwd, rx, false, at)?;
        let rt = self.deduced_sugar(rt);
        let data = VariableData { flags: VariableData::LOCAL, init: rx, ..VariableData::default() };
        let rname = self.sema.il.names.intern("__range");
        let rv = self.sema.il.declare_variable(self.scope, rname, rt, data, Span::new(rsp.lo, rsp.lo));
        let mut iters = Vec::new();
        for (nm, x) in [("__begin", bx), ("__end", ex)] {
            let t = self.sema.expr(x).ty;
            let t = self.sema.il.types.unqualified(t);
            let t = self.deduced_sugar(t);
            let data = VariableData { flags: VariableData::LOCAL, init: x, ..VariableData::default() };
            let n = self.sema.il.names.intern(nm);
            iters.push(self.sema.il.declare_variable(self.scope, n, t, data, Span::new(rsp.lo, rsp.lo)));
        }
        let bref = |l: &mut Self| l.sema.build_decl_ref(iters[0], rsp);
        let b1 = bref(self);
        let e1 = self.sema.build_decl_ref(iters[1], rsp);
        let cond = self.sema.build_binary(BinaryOp::Ne, b1, e1, rsp, rsp.lo);
        let b2 = bref(self);
        let inc = self.sema.build_unary(UnaryOp::PreInc, b2, rsp, rsp.lo);
        let b3 = bref(self);
        let elem = self.sema.build_unary(UnaryOp::Deref, b3, rsp, rsp.lo);
        if self.sema.diags.len() != pending || self.sema.is_error(elem) || self.sema.is_error(cond) {
            self.gap("lower: range-based for element access", at);
            return None;
        }
        // The for-range-declaration.
        let mem = if spec.attrs.is_empty() { Vec::new() } else { self.variable_attrs(&spec.attrs)? };
        self.placeholder_ok = true;
        let base = self.spec_type(spec)?;
        let dd = self.declarator(base, &id.decl)?;
        let name_at = dd.name_span.lo;
        for &(a, _) in &mem {
            if a == crate::cuda::spaces::MemAttr::Shared && mem.len() == 1 {
                self.sema.error(id::SHARED_SPECIFIER_IN_RANGE_FOR, name_at);
            } else {
                self.gap("lower: memory space on a for-range-declaration", name_at);
                return None;
            }
        }
        let ty = if self.has_placeholder(dd.ty) {
            let t = self.deduce_placeholder(dd.ty, elem, false, name_at)?;
            if self.sema.il.types.is_error(t) { t } else { self.deduced_sugar(t) }
        } else {
            dd.ty
        };
        if self.redeclared(dd.name, name_at) {
            return None;
        }
        let before = self.sema.diags.len();
        let init = self.sema.build_copy_init(elem, ty);
        if self.sema.diags.len() != before {
            self.gap("lower: range-based for element conversion", name_at);
            return None;
        }
        let data = VariableData { flags: VariableData::LOCAL, init: init.unwrap_or(ExprId::NONE), ..VariableData::default() };
        let v = self.sema.il.declare_variable(self.scope, dd.name, ty, data, dd.name_span);
        if !mem.is_empty() {
            // The variable is still declared (without the memory space).
        }
        let bs = self.sema.il.scopes.push(ScopeKind::Block, self.scope, crate::sema::ids::EntityId::NONE);
        let saved = (self.scope, self.sema.cur_scope);
        self.scope = bs;
        self.sema.cur_scope = bs;
        let b = self.range_for_body(body);
        self.scope = saved.0;
        self.sema.cur_scope = saved.1;
        let b = b?;
        let vd = self.sema.build_decl_stmt(v, span);
        let inner = self.sema.build_compound(&[vd, b], span);
        let rd = self.sema.build_decl_stmt(rv, span);
        let bd = self.sema.build_decl_stmt(iters[0], span);
        let ed = self.sema.build_decl_stmt(iters[1], span);
        let init = self.sema.build_compound(&[rd, bd, ed], span);
        Some(self.sema.build_for(init, cond, inc, inner, span))
    }

    fn range_for_body(&mut self, body: ast::StmtId) -> Option<StmtId> {
        self.loops += 1;
        self.breakables += 1;
        let r = match self.ast.stmt(body).kind {
            ast::StmtKind::Compound(_) => {
                let b = self.scope;
                self.compound_in(body, b)
            }
            _ => self.sub_stmt_pub(body),
        };
        self.breakables -= 1;
        self.loops -= 1;
        r
    }
}
