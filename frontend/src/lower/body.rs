//! Lowering of function bodies: statements and expressions through sema's actions. Carets follow
//! sema's conventions (binary/assignment operators at the operator token, `?:` at the `:`, calls at
//! the `)`); where the syntax tree does not record an operator's position it is recovered from the
//! token stream, and a mismatch is a gap.
use super::Lowerer;
use crate::diag::id;
use crate::lex::TokenKind;
use crate::parse::ast::{self, Cond, ExprKind as AK, StmtKind as SK};
use crate::sema::entities::{Entities, Payload};
use crate::sema::expr::{BinaryOp, CastKind, UnaryOp};
use crate::sema::ids::{EntityId, ExprId, ScopeId, StmtId, TypeId};
use crate::sema::scopes::{LookupKind, LookupResult, ScopeKind};
use crate::sema::stmt::StmtKind;
use crate::sema::types::TypeKind;
use crate::source::{Offset, Span};

/// Per-switch state: the promoted condition type, the case values seen, whether `default` was seen.
pub(crate) struct SwitchState {
    pub ty: TypeId,
    pub values: Vec<u128>,
    pub default: bool,
}

impl<'a> Lowerer<'a> {
    // ---- statements ---------------------------------------------------------------------------------

    /// The statements of a compound statement `s`, in the already-pushed scope `scope`.
    pub(crate) fn compound_in(&mut self, s: ast::StmtId, scope: ScopeId) -> Option<StmtId> {
        let ast = self.ast;
        let st = ast.stmt(s);
        let SK::Compound(items) = &st.kind else {
            self.gap("lower: function body is not a compound statement", st.span.lo);
            return None;
        };
        let saved = self.scope;
        self.scope = scope;
        self.sema.cur_scope = scope;
        let mut out = Vec::new();
        for &i in items {
            if self.stopped {
                break;
            }
            if let Some(x) = self.stmt(i) {
                out.extend(x);
            }
        }
        self.scope = saved;
        self.sema.cur_scope = saved;
        if self.stopped {
            return None;
        }
        Some(self.sema.build_compound(&out, st.span))
    }

    /// One statement (a declaration statement may yield several IL statements).
    fn stmt(&mut self, s: ast::StmtId) -> Option<Vec<StmtId>> {
        let r = self.stmt_inner(s);
        self.cuda_conversions()?;
        r
    }

    fn stmt_inner(&mut self, s: ast::StmtId) -> Option<Vec<StmtId>> {
        let ast = self.ast;
        let st = ast.stmt(s);
        let span = st.span;
        let one = |x: StmtId| Some(vec![x]);
        match &st.kind {
            SK::Compound(_) => {
                let b = self.sema.il.scopes.push(ScopeKind::Block, self.scope, EntityId::NONE);
                one(self.compound_in(s, b)?)
            }
            SK::Null => one(self.sema.add_stmt(StmtKind::Null, span)),
            SK::Expr(e) => {
                let x = self.expr(*e)?;
                self.template_stmt_no_effect(x, span.lo);
                let st = self.sema.build_expr_stmt(x, span);
                self.nodiscard_check(x)?;
                one(st)
            }
            SK::Decl(d) if matches!(ast.decl(*d).kind, ast::DeclKind::UsingDecl { .. } | ast::DeclKind::UsingDirective(_) | ast::DeclKind::NamespaceAlias { .. } | ast::DeclKind::UsingEnum(_)) => {
                // Only affect lookup (lower/namespaces.rs): no statement.
                self.decl(*d, true);
                if self.stopped { None } else { Some(Vec::new()) }
            }
            SK::Decl(d) if matches!(ast.decl(*d).kind, ast::DeclKind::Alias { .. }) => {
                let ast::DeclKind::Alias { name, ty, attrs } = &ast.decl(*d).kind else { return None };
                let e = self.alias_declaration(*name, *ty, attrs, span);
                if self.stopped {
                    return None;
                }
                self.record_local_alias(e, *ty, span); // emit_local_typedefs.rs
                Some(Vec::new())
            }
            SK::Decl(d) => {
                let ast::DeclKind::Simple { spec, declarators } = &ast.decl(*d).kind else {
                    self.gap("lower: local declaration other than a simple declaration", span.lo);
                    return None;
                };
                let vars = self.simple_vars(spec, declarators, span)?;
                self.record_local_typedef(spec, declarators, span); // emit_local_typedefs.rs
                Some(vars.into_iter().map(|v| self.sema.build_decl_stmt(v, span)).collect())
            }
            SK::If { constexpr, consteval, negated, init, cond, then, els } => {
                if *consteval || *negated {
                    self.gap("lower: if constexpr/consteval or if with initializer", span.lo);
                    return None;
                }
                if *constexpr {
                    return one(self.if_constexpr_stmt(*init, cond.as_ref(), *then, *els, span)?);
                }
                // `if (init; cond)`: the init-statement's names are in a scope around the whole `if`.
                let saved = (self.scope, self.sema.cur_scope);
                if init.is_some() {
                    let is = self.sema.il.scopes.push(ScopeKind::Block, self.scope, EntityId::NONE);
                    self.scope = is;
                    self.sema.cur_scope = is;
                }
                let r = (|| {
                    let i = self.init_statement(*init)?;
                    let c = self.cond(cond.as_ref(), span.lo)?;
                    let t = self.sub_stmt(*then)?;
                    let e = match els {
                        Some(e) => self.sub_stmt(*e)?,
                        None => StmtId::NONE,
                    };
                    Some(self.sema.build_if(i, c, t, e, false, span))
                })();
                self.scope = saved.0;
                self.sema.cur_scope = saved.1;
                one(r?)
            }
            SK::While { cond, body } => {
                let c = self.cond(Some(cond), span.lo)?;
                let b = self.loop_body(*body, true)?;
                one(self.sema.build_while(c, b, span))
            }
            SK::DoWhile { body, cond } => {
                let b = self.loop_body(*body, true)?;
                let c = self.expr(*cond)?;
                one(self.sema.build_do_while(b, c, span))
            }
            SK::For { init, cond, step, body } => {
                let fs = self.sema.il.scopes.push(ScopeKind::Block, self.scope, EntityId::NONE);
                let saved = self.scope;
                self.scope = fs;
                self.sema.cur_scope = fs;
                let r = (|| {
                    let i = self.init_statement(*init)?;
                    let c = match cond {
                        Some(c) => self.cond(Some(c), span.lo)?,
                        None => ExprId::NONE,
                    };
                    let st = match step {
                        Some(x) => self.expr(*x)?,
                        None => ExprId::NONE,
                    };
                    if st.is_some() {
                        self.nodiscard_check(st)?;
                    }
                    let b = self.loop_body(*body, true)?;
                    Some(self.sema.build_for(i, c, st, b, span))
                })();
                self.scope = saved;
                self.sema.cur_scope = saved;
                one(r?)
            }
            SK::Switch { init, cond, body } => {
                // `switch (init; cond)`: as for `if`, the init-statement's names scope the whole switch.
                let saved = (self.scope, self.sema.cur_scope);
                if init.is_some() {
                    let is = self.sema.il.scopes.push(ScopeKind::Block, self.scope, EntityId::NONE);
                    self.scope = is;
                    self.sema.cur_scope = is;
                }
                let r = self.switch_stmt(*init, cond, *body, span);
                self.scope = saved.0;
                self.sema.cur_scope = saved.1;
                one(r?)
            }
            SK::Case { lo, hi, body } => {
                if hi.is_some() || self.switches.is_empty() {
                    self.gap("lower: case range or case outside a switch", span.lo);
                    return None;
                }
                let v = self.expr(*lo)?;
                let ty = self.switches.last().map(|s| s.ty).unwrap_or(TypeId::NONE);
                if self.sema.is_error(v) || !self.sema.il.types.is_integral(ty) && !matches!(self.sema.il.types.ckind(ty), TypeKind::Enum(_)) {
                    self.gap("lower: case label in a switch of unusual type", span.lo);
                    return None;
                }
                // The label's statement comes after the label is checked.
                let placeholder = self.sema.build_case(v, ty, StmtId::NONE, span);
                let value = match self.sema.il.stmts.get(placeholder).map(|s| s.kind) {
                    Some(StmtKind::Case { value, .. }) => value,
                    _ => return None,
                };
                let dup = self.switches.last().map(|s| s.values.contains(&value)).unwrap_or(false);
                if dup {
                    self.gap("lower: duplicate case label", span.lo);
                    return None;
                }
                if let Some(s) = self.switches.last_mut() {
                    s.values.push(value);
                }
                let b = self.sub_stmt(*body)?;
                one(self.sema.add_stmt(StmtKind::Case { value, body: b }, span))
            }
            SK::Default(body) => {
                match self.switches.last_mut() {
                    Some(s) if !s.default => s.default = true,
                    _ => {
                        self.gap("lower: default label outside a switch or repeated", span.lo);
                        return None;
                    }
                }
                let b = self.sub_stmt(*body)?;
                one(self.sema.build_default(b, span))
            }
            SK::Break => {
                if self.breakables == 0 {
                    self.sema.error(id::BREAK_MUST_BE_IN_LOOP_OR_SWITCH, span.lo);
                }
                one(self.sema.build_break(span))
            }
            SK::Continue => {
                if self.loops == 0 {
                    self.sema.error(id::CONTINUE_MUST_BE_IN_LOOP, span.lo);
                }
                one(self.sema.build_continue(span))
            }
            SK::Return(e) => {
                let v = match e {
                    Some(e) => {
                        if matches!(ast.expr(*e).kind, AK::InitList(_)) {
                            return one(self.return_braced_list(*e, span)?);
                        }
                        self.expr(*e)?
                    }
                    None => ExprId::NONE,
                };
                // A deduced return type (auto_deduce.rs): the operand is converted as for `auto`
                // (lvalue-to-rvalue, decay) since build_return has no declared type to convert to.
                let v = match e {
                    Some(e) => self.decltype_auto_return(*e, v),
                    None => v,
                };
                let v = self.deduced_return_operand(v);
                self.returns.push(v);
                one(self.sema.build_return(v, span))
            }
            SK::AsmOperands(a) => one(self.asm_statement(a, span)?),
            SK::Label { name, body } => one(self.label_stmt(*name, *body, span.lo, span)?),
            SK::Goto(name) => one(self.goto_stmt(*name, span)?),
            SK::RangeFor { init, var, range, body } => one(self.range_for(*init, *var, *range, *body, span)?),
            SK::Try { body, handlers } => one(self.try_stmt(*body, handlers, span)?),
            _ => {
                self.gap(stmt_gap(&st.kind), span.lo);
                None
            }
        }
    }

    /// A sub-statement (`if` branch, loop or switch body, labelled statement): a declaration there
    /// would need its own scope — a gap.
    /// The init-statement of an `if`/`for` (`StmtId::NONE` when absent); a declaration of several
    /// variables lowers to several statements, kept together in one compound.
    /// `switch ([init;] cond) body` (the caller opened the init-statement's scope).
    fn switch_stmt(&mut self, init: Option<ast::StmtId>, cond: &Cond, body: ast::StmtId, span: Span) -> Option<StmtId> {
        let i = self.init_statement(init)?;
        let c = self.cond(Some(cond), span.lo)?;
        // Check the condition first (its diagnostics come before the body's).
        let probe = self.sema.build_switch(StmtId::NONE, c, StmtId::NONE, span);
        let (cc, ty) = match self.sema.il.stmts.get(probe).map(|s| s.kind) {
            Some(StmtKind::Switch { cond, .. }) => (cond, self.sema.ty_of(cond)),
            _ => return None,
        };
        if self.check_sema_gaps() {
            return None;
        }
        self.switches.push(SwitchState { ty, values: Vec::new(), default: false });
        self.breakables += 1;
        let b = self.sub_stmt(body);
        self.breakables -= 1;
        self.switches.pop();
        let b = b?;
        Some(self.sema.add_stmt(StmtKind::Switch { init: i, cond: cc, body: b }, span))
    }

    pub(crate) fn init_statement_pub(&mut self, init: Option<ast::StmtId>) -> Option<StmtId> {
        self.init_statement(init)
    }

    fn init_statement(&mut self, init: Option<ast::StmtId>) -> Option<StmtId> {
        let Some(i) = init else { return Some(StmtId::NONE) };
        let v = self.stmt(i)?;
        Some(match v.len() {
            0 => StmtId::NONE,
            1 => v[0],
            _ => {
                let sp = self.ast.stmt(i).span;
                self.sema.build_compound(&v, sp)
            }
        })
    }

    fn sub_stmt(&mut self, s: ast::StmtId) -> Option<StmtId> {
        let st = self.ast.stmt(s);
        if matches!(st.kind, SK::Decl(_)) {
            self.gap("lower: declaration as a sub-statement", st.span.lo);
            return None;
        }
        let v = self.stmt(s)?;
        match v.len() {
            1 => Some(v[0]),
            _ => {
                self.gap("lower: sub-statement", st.span.lo);
                None
            }
        }
    }

    pub(crate) fn sub_stmt_pub(&mut self, s: ast::StmtId) -> Option<StmtId> {
        self.sub_stmt(s)
    }

    fn loop_body(&mut self, s: ast::StmtId, is_loop: bool) -> Option<StmtId> {
        if is_loop {
            self.loops += 1;
        }
        self.breakables += 1;
        let r = self.sub_stmt(s);
        self.breakables -= 1;
        if is_loop {
            self.loops -= 1;
        }
        r
    }

    fn cond(&mut self, c: Option<&Cond>, at: Offset) -> Option<ExprId> {
        match c {
            Some(Cond::Expr(e)) => self.expr(*e),
            _ => {
                self.gap("lower: condition declaration or missing condition", at);
                None
            }
        }
    }

    // ---- expressions --------------------------------------------------------------------------------

    /// Lowers an expression; None after a gap (lowering stops).
    pub(crate) fn expr(&mut self, e: ast::ExprId) -> Option<ExprId> {
        if self.stopped {
            return None;
        }
        let r = self.expr_inner(e);
        if self.check_sema_gaps() {
            return None;
        }
        self.cuda_conversions()?;
        r
    }

    fn expr_inner(&mut self, e: ast::ExprId) -> Option<ExprId> {
        let ast = self.ast;
        let node = ast.expr(e);
        let span = node.span;
        let at = span.lo;
        match &node.kind {
            AK::Literal(r) => self.literal(*r, span),
            AK::Bool(b) => Some(self.sema.build_bool_literal(*b, span)),
            AK::FuncName(kw) => self.func_name(*kw, span),
            AK::This => match self.this_use(at) {
                Some((t, q)) => Some(self.sema.build_this(t, q, span)),
                None if self.stopped => None,
                None if self.classes.static_body => Some(self.this_in_static_member(span)),
                None => {
                    self.gap("lower: this outside a member function", at);
                    None
                }
            },
            AK::Nullptr => Some(self.sema.build_nullptr(span)),
            AK::GnuNull => Some(self.sema.build_gnu_null(span)),
            AK::Paren(x) => {
                let x = self.expr(*x)?;
                Some(self.sema.build_paren(x, span))
            }
            AK::Name(n) => {
                if let Some(x) = self.dependent_qualified_value(n, span) {
                    return x; // class_qualified.rs
                }
                if let Some(r) = self.var_template_operand(n, span) {
                    return r;
                }
                if self.undefined_name(n, &[])? {
                    return Some(self.sema.error_expr(span));
                }
                let r = self.lookup_result(n, LookupKind::Ordinary)?;
                let LookupResult::Found(ent) = r else {
                    if self.report_ambiguous_name(n, &r) {
                        return Some(self.sema.error_expr(span));
                    }
                    self.gap("lower: overload set or ambiguous name as an operand", at);
                    return None;
                };
                let ent = self.sema.il.entities.resolve(ent);
                match self.sema.il.entities.get(ent).map(|x| x.data) {
                    Some(Payload::Function(_)) if self.is_member(ent) => {
                        self.gap("lower: member function named without a call", at);
                        None
                    }
                    Some(Payload::Variable(_) | Payload::Param(_) | Payload::Enumerator { .. } | Payload::Function(_)) => {
                        // Inside a lambda body: the capture's proxy (lambdas.rs).
                        let Some(ent) = self.capture_through(ent, at)? else {
                            return Some(self.sema.error_expr(span));
                        };
                        let r = self.sema.build_decl_ref(ent, span);
                        if self.needs_space_check(ent) {
                            match self.sema.il.entities.get(ent).map(|x| x.is_function()) {
                                Some(true) => self.cuda_function_ref(ent, at),
                                _ => self.cuda_variable_ref(ent, r, at),
                            }
                        }
                        Some(r)
                    }
                    Some(Payload::Field(_)) => {
                        // Implicit `this->m` (only unqualified names inside a member function).
                        let this = if n.segs.len() == 1 && !n.global { self.this_use(at) } else { None };
                        let (Some((t, q)), 1, false) = (this, n.segs.len(), n.global) else {
                            self.gap("lower: member named outside a member function", at);
                            return None;
                        };
                        if self.sema.il.entities.get(ent).map(|e| Some((e.parent, t)) != self.this_class_pair(t) && !self.is_base_class_of(e.parent, t)).unwrap_or(true) {
                            self.gap("lower: member of another class", at);
                            return None;
                        }
                        let this = self.sema.build_this(t, q, Span::new(at, at));
                        let name = self.sema.il.entities.get(ent).map(|e| e.name).unwrap_or_default();
                        Some(self.sema.build_member(this, true, name, at, span))
                    }
                    // (Also in a prelude signature: `enable_if_t<is_integral_v<_Tp> && __cccl_true_, int>`.)
                    Some(Payload::TemplateParam(_)) if self.tmpl.user.body.is_some() || self.dependent_prelude_context(at) => self.template_param_operand(ent, span),
                    _ => {
                        self.gap("lower: name of this kind as an operand", at);
                        None
                    }
                }
            }
            // 20079 for a built-in variable or a member of one (cuda_builtin_vars.rs).
            AK::Unary(TokenKind::Amp, x) if self.may_be_builtin_var_operand(*x) => self.builtin_var_address(*x, span, at),
            AK::Unary(TokenKind::Amp, x) if self.may_name_member_for_pointer(*x) => match self.address_of_member(*x, span) {
                Ok(Some(m)) => Some(m),
                Ok(None) => {
                    let x = self.expr(*x)?;
                    Some(self.sema.build_unary(UnaryOp::AddrOf, x, span, at))
                }
                Err(()) => None,
            },
            AK::PtrMem(tok, l, r) | AK::Binary(tok @ (TokenKind::DotStar | TokenKind::ArrowStar), l, r) => {
                // `obj.*mp` / `p->*mp` (member_pointers.rs builds the types; sema checks the operands).
                let lx = self.expr(*l)?;
                let pos = self.op_after(ast.expr(*l).span.hi, *tok)?;
                let rx = self.expr(*r)?;
                Some(self.sema.build_ptr_mem(lx, rx, *tok == TokenKind::ArrowStar, span, pos))
            }
            AK::Unary(tok, x) => {
                let op = match tok {
                    TokenKind::Plus => UnaryOp::Plus,
                    TokenKind::Minus => UnaryOp::Minus,
                    TokenKind::Bang => UnaryOp::Not,
                    TokenKind::Tilde => UnaryOp::BitNot,
                    TokenKind::Star => UnaryOp::Deref,
                    TokenKind::Amp => UnaryOp::AddrOf,
                    TokenKind::PlusPlus => UnaryOp::PreInc,
                    TokenKind::MinusMinus => UnaryOp::PreDec,
                    _ => {
                        self.gap("lower: unary operator", at);
                        return None;
                    }
                };
                let x = self.expr(*x)?;
                let pending = self.sema.diags.len();
                let r = self.sema.build_unary(op, x, span, at);
                self.cuda_operator_result(r, at, pending)
            }
            AK::Postfix(tok, x) => {
                let op = match tok {
                    TokenKind::PlusPlus => UnaryOp::PostInc,
                    TokenKind::MinusMinus => UnaryOp::PostDec,
                    _ => {
                        self.gap("lower: postfix operator", at);
                        return None;
                    }
                };
                let xx = self.expr(*x)?;
                let pos = self.op_after(ast.expr(*x).span.hi, *tok)?;
                let pending = self.sema.diags.len();
                let r = self.sema.build_unary(op, xx, span, pos);
                self.cuda_operator_result(r, pos, pending)
            }
            AK::Binary(tok, l, r) => {
                let lx = self.expr(*l)?;
                let pos = self.op_after(ast.expr(*l).span.hi, *tok)?;
                let rx = self.expr(*r)?;
                if *tok == TokenKind::Comma {
                    let c = self.sema.build_comma(lx, rx, span, pos);
                    self.template_comma_no_effect(lx, c, pos);
                    return Some(c);
                }
                let pending = self.sema.diags.len();
                if *tok == TokenKind::Eq {
                    let r = self.retry_instantiating(pos, |l| l.sema.build_assign(None, lx, rx, span, pos));
                    return self.cuda_operator_result(r, pos, pending);
                }
                if let Some(op) = compound_op(*tok) {
                    let r = self.retry_instantiating(pos, |l| l.sema.build_assign(Some(op), lx, rx, span, pos));
                    return self.cuda_operator_result(r, pos, pending);
                }
                if let Some(x) = self.cpp20_comparison(*tok, lx, rx, span, pos) {
                    return x; // comparison_rewrite.rs
                }
                if *tok == TokenKind::Spaceship {
                    return Some(self.sema.build_three_way(lx, rx, span, pos));
                }
                match binary_op(*tok) {
                    Some(op) => {
                        let r = self.retry_instantiating(pos, |l| l.sema.build_binary(op, lx, rx, span, pos));
                        self.cuda_operator_result(r, pos, pending)
                    }
                    None => {
                        self.gap("lower: binary operator", pos);
                        None
                    }
                }
            }
            AK::Conditional(c, Some(t), f) => {
                let cx = self.expr(*c)?;
                let tx = self.expr(*t)?;
                let pos = self.op_after(ast.expr(*t).span.hi, TokenKind::Colon)?;
                let fx = self.expr(*f)?;
                Some(self.sema.build_conditional(cx, tx, fx, span, pos))
            }
            AK::Call(callee, args) => {
                let call = self.call(*callee, args, span)?;
                // #662 "call of pure virtual function" (pure_call.rs).
                if let crate::sema::expr::ExprKind::Call { func, .. } = self.sema.expr(call).kind {
                    self.pure_virtual_call(*callee, func)?;
                }
                self.immediate_invocation(call, ast.expr(*callee).span.hi)
            }
            AK::Index(a, i) => {
                let ax = self.expr(*a)?;
                let pos = self.op_after(ast.expr(*a).span.hi, TokenKind::LBracket)?;
                let ix = self.expr(*i)?;
                let pending = self.sema.diags.len();
                let r = self.sema.build_subscript(ax, ix, span, pos);
                self.cuda_operator_result(r, pos, pending)
            }
            AK::Member { base, arrow, name } => {
                let (s, name_at) = self.member_name(name)?;
                let bx = self.expr(*base)?;
                self.complete_object(bx, *arrow, name_at)?;
                let m = self.sema.build_member(bx, *arrow, s, name_at, span);
                self.complete_result(m, name_at)?;
                Some(m)
            }
            AK::Construct { ty, args, braced } => self.construct_expr(*ty, args, *braced, span),
            AK::CStyleCast(t, x) => {
                let ty = self.type_id(*t)?;
                let x = self.expr(*x)?;
                let vd = self.template_cast_check(ty, x, at)?;
                let r = self.sema.build_cast(CastKind::CStyle, ty, x, span, at);
                Some(self.value_dependent_cast(r, vd))
            }
            AK::NamedCast(kw, t, x) => {
                let kind = match kw {
                    crate::lex::Kw::StaticCast => CastKind::Static,
                    crate::lex::Kw::ConstCast => CastKind::Const,
                    crate::lex::Kw::ReinterpretCast => CastKind::Reinterpret,
                    _ => {
                        self.gap("lower: dynamic_cast", at);
                        return None;
                    }
                };
                let ty = self.type_id(*t)?;
                let x = self.expr(*x)?;
                let vd = self.template_cast_check(ty, x, at)?;
                let r = self.sema.build_cast(kind, ty, x, span, at);
                Some(self.value_dependent_cast(r, vd))
            }
            AK::SizeofExpr(x) => {
                self.unevaluated += 1;
                let x = self.expr(*x);
                self.unevaluated -= 1;
                Some(self.sema.build_sizeof_expr(x?, span))
            }
            // `noexcept(e)`: an unevaluated operand like `sizeof`'s (sema/noexcept.rs decides).
            AK::Noexcept(x) => {
                self.unevaluated += 1;
                let x = self.expr(*x);
                self.unevaluated -= 1;
                Some(self.sema.build_noexcept(x?, span))
            }
            AK::Launch { callee, config, args } => self.cuda_launch(*callee, config, args, span),
            AK::Lambda(l) => self.lambda_expr(l, span),
            AK::SizeofType(t) => {
                let ty_at = ast.ty(*t).span.lo;
                let ty = self.type_id(*t)?;
                Some(self.sema.build_sizeof_type(ty, span, ty_at))
            }
            AK::AlignofType(_, t) => self.alignof_type(*t, span),
            AK::Throw(x) => self.lower_throw(*x, span),
            AK::New { global, placement, ty, init } => self.lower_new(*global, placement, *ty, init.as_ref(), span),
            AK::Delete { global, array, expr } => self.lower_delete(*global, *array, *expr, span),
            AK::Builtin { kw: Some(k), args, .. } if super::traits::is_trait_intrinsic(*k) => self.trait_intrinsic(*k, args, span),
            other => {
                self.gap(expr_gap(other), at);
                None
            }
        }
    }

    fn member_name(&mut self, name: &ast::Name) -> Option<(crate::sema::names::Symbol, Offset)> {
        match (name.segs.len(), name.global, name.last_ident()) {
            (1, false, Some(s)) if name.segs[0].targs.is_none() && !name.segs[0].template_kw => Some((self.sym(s), name.span.lo)),
            // `x.operator==(y)`: the operator function named as a member (class_qualified.rs).
            (1, false, None) if let Some(n) = self.operator_member_name(name) => Some((n, name.span.lo)),
            _ => {
                self.gap("lower: qualified, template or operator member name", name.span.lo);
                None
            }
        }
    }

    pub(super) fn call(&mut self, callee: ast::ExprId, args: &[ast::ExprId], span: Span) -> Option<ExprId> {
        let ast = self.ast;
        let c = ast.expr(callee);
        let rparen = span.hi.saturating_sub(1);
        match &c.kind {
            AK::Name(n) => {
                if n.segs.last().is_some_and(|s| s.targs.is_some()) {
                    // `declval<_Tp>()`: a call through a variable template's specialisation.
                    if let Some(f) = self.var_template_operand(n, c.span) {
                        let f = f?;
                        let xs = self.exprs(args)?;
                        if self.sema.expr(f).is_dependent() || self.sema.any_dependent(&xs) {
                            let mut ops = vec![f];
                            ops.extend(xs);
                            return Some(self.sema.build_dependent(&ops, span, c.span.lo));
                        }
                        let pending = self.sema.diags.len();
                        let call = self.sema.build_call(f, &xs, span, rparen);
                        self.cuda_functor_call(call, c.span, pending)?;
                        return Some(call);
                    }
                    return self.template_id_call(n, args, c.span, span, rparen);
                }
                if let Some(r) = self.dependent_scoped_call(n, args, c.span, span) {
                    return r; // dependent_scoped.rs
                }
                if let Some(x) = self.special_builtin_call(n, args, span)? {
                    return Some(x);
                }
                if let Some(r) = self.nv_atomic_call(n, args, span, rparen) {
                    return r;
                }
                if let Some(r) = self.wgmma_call(n, args, span, rparen) {
                    return r;
                }
                if let Some(r) = self.adl_only_call(n, args, c.span, span, rparen) {
                    return r;
                }
                if self.undefined_name(n, args)? {
                    // The arguments are still analysed (after the callee's error).
                    self.exprs(args)?;
                    return Some(self.sema.error_expr(span));
                }
                let r = self.lookup_result(n, LookupKind::Ordinary)?;
                let cands: Vec<EntityId> = match &r {
                    LookupResult::Found(e) => vec![*e],
                    LookupResult::Overloads(v) => v.clone(),
                    _ => {
                        self.gap("lower: ambiguous callee", c.span.lo);
                        return None;
                    }
                };
                let ents = &self.sema.il.entities;
                let all_fns = cands.iter().all(|&x| ents.get(ents.resolve(x)).map(|y| y.is_function()).unwrap_or(false));
                // Function templates among the candidates: see `templates::call_templates_ok`.
                let with_templates = !all_fns && self.call_templates_ok(&cands);
                let ents = &self.sema.il.entities;
                if !all_fns && !with_templates {
                    if cands.len() == 1 && matches!(ents.get(ents.resolve(cands[0])).map(|y| y.data), Some(Payload::Variable(_) | Payload::Param(_) | Payload::Field(_))) {
                        let f = self.expr(callee)?;
                        let xs = self.exprs(args)?;
                        // A closure or function object (or a data member of pointer-to-function type, called
                        // through implicit `this`): `operator()` is checked like any callee.
                        let mut pending = self.sema.diags.len();
                        let call = match self.generic_closure_call(f, &xs, c.span.lo, span, rparen, &mut pending)? {
                            Some(x) => x,
                            None => self.sema.build_call(f, &xs, span, rparen),
                        };
                        self.closure_call_diags(f, pending, c.span.lo)?;
                        self.cuda_object_call(call, c.span, pending)?;
                        return Some(call);
                    }
                    self.gap("lower: call of a template, type or other callee", c.span.lo);
                    return None;
                }
                // `C::f(args)` naming only static members (already checked accessible by the lookup):
                // called like namespace-scope functions, no object argument.
                // So is an unqualified call of static members from a static member function (no `this`
                // to call through: `static constexpr bool lowest() noexcept { return min(); }` in
                // `numeric_limits<bool>`); class members found, no argument-dependent lookup.
                // Likewise where there is no `this` at all: class scope outside member bodies (a default
                // template argument `intmax_t __gcd1 = _S_gcd(_R1::num, _R2::num)` of a member alias
                // template in libstdc++'s `chrono::duration`, a static data member's initialiser).
                let no_this = self.classes.static_body || self.this_ctx.is_none();
                let static_in_static = no_this && n.segs.len() == 1 && !n.global && self.all_static_members(&cands);
                let qualified_static = ((n.segs.len() > 1 || n.global) && self.all_static_members(&cands)) || static_in_static;
                if !qualified_static && cands.iter().any(|&x| self.is_member(ents.resolve(x))) {
                    // Whether naming a static member function captures `this` is not probed.
                    let static_cand = cands.iter().any(|&x| matches!(ents.get(ents.resolve(x)).and_then(|e| e.function()), Some(fd) if fd.storage == crate::sema::entities::Storage::Static));
                    if static_cand && self.lambdas.iter().any(|l| l.implicit_this.is_some()) {
                        self.gap("lower: static member function named in an extended lambda capturing this implicitly", c.span.lo);
                        return None;
                    }
                    let name = ents.get(ents.resolve(cands[0])).map(|e| e.name).unwrap_or_default();
                    let this = if n.segs.len() == 1 && !n.global { self.this_use(c.span.lo) } else { None };
                    let (Some((t, q)), 1, false) = (this, n.segs.len(), n.global) else {
                        self.gap("lower: member function called outside a member function", c.span.lo);
                        return None;
                    };
                    let this = self.sema.build_this(t, q, Span::new(c.span.lo, c.span.lo));
                    let xs = self.exprs(args)?;
                    let pending = self.sema.diags.len();
                    let call = self.sema.build_member_call(this, true, name, c.span.lo, &xs, span, rparen);
                    self.cuda_after_call(call, c.span.lo, pending)?;
                    return Some(call);
                }
                let global_only = cands.iter().all(|&x| ents.get(ents.resolve(x)).map(|y| y.parent == Entities::GLOBAL).unwrap_or(false));
                let xs = self.exprs(args)?;
                // Argument-dependent lookup is not done by sema: only accept calls where it could not add
                // candidates (no class/enum arguments outside the global namespace, candidates global).
                // (With a type-dependent argument in a template body, ADL waits for the instantiation.)
                let cands = if !n.global && n.segs.len() == 1 && !static_in_static && !self.adl_neutral(&xs, global_only) && !self.type_dependent_args(&xs) {
                    self.adl_candidates(cands, &xs, c.span.lo)?
                } else {
                    cands
                };
                let cands = self.drop_beaten_templates(cands, &xs, c.span.lo)?;
                // Function templates among the candidates (also when found by ADL): overload
                // resolution only stands when it picks a non-template without diagnostics.
                let ents = &self.sema.il.entities;
                let has_templates = cands.iter().any(|&x| ents.get(ents.resolve(x)).map(|y| y.is_function_template()).unwrap_or(false));
                if with_templates || has_templates {
                    if !self.call_templates_ok(&cands) {
                        self.gap("lower: call of a template, type or other callee", c.span.lo);
                        return None;
                    }
                    let pending = self.sema.diags.len();
                    let call = self.overloaded_call_instantiating(&cands, None, c.span, &xs, span, rparen);
                    let call = self.template_call_result(call, pending, c.span.lo)?;
                    self.cuda_after_call(call, c.span.lo, pending)?;
                    return Some(call);
                }
                let pending = self.sema.diags.len();
                let call = self.build_call_mixed(&cands, c.span, &xs, span, rparen)?;
                self.cuda_after_call(call, c.span.lo, pending)?;
                Some(call)
            }
            AK::Member { base, arrow, name } => {
                let (s, name_at) = self.member_name(name)?;
                let bx = self.expr(*base)?;
                self.complete_object(bx, *arrow, name_at)?;
                let xs = self.exprs(args)?;
                let pending = self.sema.diags.len();
                let call = self.sema.build_member_call(bx, *arrow, s, name_at, &xs, span, rparen);
                self.complete_result(call, name_at)?;
                self.cuda_after_call(call, name_at, pending)?;
                Some(call)
            }
            _ => {
                let f = self.expr(callee)?;
                let xs = self.exprs(args)?;
                let mut pending = self.sema.diags.len();
                let call = match self.generic_closure_call(f, &xs, c.span.lo, span, rparen, &mut pending)? {
                    Some(x) => x,
                    None => self.sema.build_call(f, &xs, span, rparen),
                };
                self.closure_call_diags(f, pending, c.span.lo)?;
                if matches!(c.kind, AK::Lambda(_)) {
                    // `[]{…}()`: the closure's `operator()` is checked like any callee.
                    self.cuda_after_call(call, c.span.lo, pending)?;
                } else {
                    self.cuda_functor_call(call, c.span, pending)?;
                }
                Some(call)
            }
        }
    }

    /// An unqualified identifier that ordinary lookup does not find: error #20 `identifier "x" is
    /// undefined` at its first use; EDG then declares it as an error entity in the current scope, so
    /// later uses there (or in scopes nested in it) are silent (probed: `y + y` reports once, a second
    /// function reports again). Some(true) when handled, Some(false) when the name is found (or not a
    /// plain identifier), None after a gap. A call with class/enum arguments could find the function by
    /// argument-dependent lookup: a gap.
    pub(crate) fn undefined_name(&mut self, n: &ast::Name, call_args: &[ast::ExprId]) -> Option<bool> {
        let (1, false, Some(s)) = (n.segs.len(), n.global, n.last_ident()) else { return Some(false) };
        if n.segs[0].targs.is_some() || n.segs[0].template_kw {
            return Some(false);
        }
        let sym = self.sym(s);
        let il = &self.sema.il;
        if il.scopes.lookup(&il.entities, &il.types, self.scope, sym, LookupKind::Ordinary).is_found() {
            return Some(false);
        }
        let at = n.span.lo;
        // GCC builtins are declared implicitly, on first use, from cufe's table (lower/builtins.rs).
        match self.builtin_name(sym) {
            super::builtins::BuiltinName::NotBuiltin => {}
            super::builtins::BuiltinName::Declared => return Some(false),
            _ => {
                self.gap("lower: builtin function cufe does not model", at);
                return None;
            }
        }
        if self.sema.il.names.resolve(sym).starts_with("__nv_") {
            // CUDA's builtins (`__nv_atomic_*`, …) are known to EDG with their own checks.
            self.gap("lower: CUDA builtin function", at);
            return None;
        }
        if self.sema.il.names.resolve(sym).starts_with("__builtin_") {
            // A builtin the table does not have.
            self.gap("lower: compiler builtin function", at);
            return None;
        }
        if crate::source::Locate::locate(self.map, at).system_header {
            // The pinned prelude has no such error: the declaration was skipped or is not modelled.
            self.gap("lower: undefined identifier in a system header (a skipped or unmodelled declaration)", at);
            return None;
        }
        // The error entity lives in the scope of the first use (probed: `{y;} y;` reports twice,
        // `z; {z;}` once).
        let cur = self.scope;
        if self.undefined.iter().any(|&(x, sc)| x == sym && self.scope_encloses(sc, cur)) {
            return Some(true);
        }
        if !call_args.is_empty() {
            // Only literal-like arguments cannot bring in associated namespaces.
            let simple = call_args.iter().all(|&a| matches!(self.ast.expr(a).kind, AK::Literal(_) | AK::Bool(_) | AK::Nullptr));
            let args_known_scalar = simple || call_args.iter().all(|&a| self.arg_is_scalar_name(a));
            if !args_known_scalar {
                self.gap("lower: undefined callee with arguments (argument-dependent lookup)", at);
                return None;
            }
        }
        let text = self.sema.il.names.resolve(sym).to_string();
        self.sema.error(id::UNDEFINED_IDENTIFIER, at).args.push(crate::diag::Arg::Str(text));
        self.undefined.push((sym, self.scope));
        Some(true)
    }

    /// A plain name of a variable/parameter of builtin scalar type (no associated namespaces).
    fn arg_is_scalar_name(&self, a: ast::ExprId) -> bool {
        let AK::Name(n) = &self.ast.expr(a).kind else { return false };
        let (1, false, Some(s)) = (n.segs.len(), n.global, n.last_ident()) else { return false };
        let Some(&sym) = self.syms_get(s) else { return false };
        let il = &self.sema.il;
        let Some(e) = il.scopes.lookup(&il.entities, &il.types, self.scope, sym, LookupKind::Ordinary).single() else { return false };
        let e = il.entities.resolve(e);
        match il.entities.get(e) {
            Some(x) if matches!(x.data, Payload::Variable(_) | Payload::Param(_)) => {
                let mut t = il.types.non_reference(x.ty);
                for _ in 0..8 {
                    match il.types.ckind(t) {
                        TypeKind::Pointer(p) => t = p,
                        TypeKind::Array(el, _) => t = el,
                        _ => break,
                    }
                }
                matches!(il.types.ckind(t), TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Void)
            }
            _ => false,
        }
    }

    /// Whether scope `outer` is `inner` or one of its lookup ancestors.
    pub(super) fn scope_encloses(&self, outer: ScopeId, inner: ScopeId) -> bool {
        let mut s = inner;
        for _ in 0..10_000 {
            if s == outer {
                return true;
            }
            match self.sema.il.scopes.get(s) {
                Some(x) if x.parent.is_some() => s = x.parent,
                _ => return false,
            }
        }
        false
    }

    /// Whether `e` is a member of a class.
    /// Whether every candidate is a static member function or static member function template.
    fn all_static_members(&self, cands: &[EntityId]) -> bool {
        let ents = &self.sema.il.entities;
        !cands.is_empty()
            && cands.iter().all(|&e| {
                let Some(x) = ents.get(ents.resolve(e)) else { return false };
                let f = if x.is_function_template() { x.template().and_then(|t| ents.get(t.pattern)) } else { Some(x) };
                self.is_member(ents.resolve(e)) && matches!(f.map(|f| f.data), Some(Payload::Function(fd)) if fd.flags & crate::sema::entities::FunctionData::STATIC_MEMBER != 0)
            })
    }

    fn is_member(&self, e: EntityId) -> bool {
        let ents = &self.sema.il.entities;
        ents.get(e).and_then(|x| ents.get(x.parent)).map(|p| matches!(p.data, Payload::Class(_))).unwrap_or(false)
    }

    /// (class entity, class type) of the member function being analysed.
    fn this_class_pair(&self, t: TypeId) -> Option<(EntityId, TypeId)> {
        self.sema.il.types.class_entity(t).map(|c| (c, t))
    }

    /// Whether ADL could not find more than ordinary lookup did.
    pub(super) fn adl_neutral(&self, args: &[ExprId], candidates_global: bool) -> bool {
        let il = &self.sema.il;
        args.iter().all(|&a| {
            let mut t = il.types.non_reference(self.sema.ty_of(a));
            for _ in 0..8 {
                match il.types.ckind(t) {
                    TypeKind::Pointer(p) => t = p,
                    TypeKind::Array(e, _) => t = e,
                    _ => break,
                }
            }
            let ent = match il.types.ckind(t) {
                TypeKind::Class(e) | TypeKind::Enum(e) => e,
                TypeKind::Function(_) => return false,
                _ => return true,
            };
            // Friends declared in classes are found by ADL only (lower/friends.rs).
            let friends = !il.hidden_friends.is_empty() || !il.undeclared_friends.is_empty();
            candidates_global && !friends && il.entities.get(ent).map(|x| x.parent == Entities::GLOBAL).unwrap_or(false)
        })
    }

    pub(crate) fn exprs(&mut self, es: &[ast::ExprId]) -> Option<Vec<ExprId>> {
        let mut out = Vec::with_capacity(es.len());
        for &e in es {
            if matches!(self.ast.expr(e).kind, AK::InitList(_) | AK::PackExpansion(_)) {
                self.gap("lower: braced or pack-expansion argument", self.ast.expr(e).span.lo);
                return None;
            }
            out.push(self.expr(e)?);
        }
        Some(out)
    }

    /// The offset of the first token at or after `from` if it has kind `k` (an operator the tree does
    /// not record); a gap otherwise.
    pub(super) fn op_after(&mut self, from: Offset, k: TokenKind) -> Option<Offset> {
        let toks = &self.lexed.tokens;
        let i = toks.partition_point(|t| t.span.lo < from);
        match toks.get(i) {
            Some(t) if t.kind == k => Some(t.span.lo),
            _ => {
                self.gap("lower: operator position not found", from);
                None
            }
        }
    }
}

pub(super) fn binary_op(t: TokenKind) -> Option<BinaryOp> {
    use BinaryOp::*;
    Some(match t {
        TokenKind::Star => Mul,
        TokenKind::Slash => Div,
        TokenKind::Percent => Rem,
        TokenKind::Plus => Add,
        TokenKind::Minus => Sub,
        TokenKind::LtLt => Shl,
        TokenKind::GtGt => Shr,
        TokenKind::Lt => Lt,
        TokenKind::Gt => Gt,
        TokenKind::Le => Le,
        TokenKind::Ge => Ge,
        TokenKind::EqEq => Eq,
        TokenKind::Ne => Ne,
        TokenKind::Amp => BitAnd,
        TokenKind::Caret => BitXor,
        TokenKind::Pipe => BitOr,
        TokenKind::AmpAmp => LogAnd,
        TokenKind::PipePipe => LogOr,
        _ => return None,
    })
}

pub(super) fn compound_op(t: TokenKind) -> Option<BinaryOp> {
    use BinaryOp::*;
    Some(match t {
        TokenKind::StarEq => Mul,
        TokenKind::SlashEq => Div,
        TokenKind::PercentEq => Rem,
        TokenKind::PlusEq => Add,
        TokenKind::MinusEq => Sub,
        TokenKind::LtLtEq => Shl,
        TokenKind::GtGtEq => Shr,
        TokenKind::AmpEq => BitAnd,
        TokenKind::CaretEq => BitXor,
        TokenKind::PipeEq => BitOr,
        _ => return None,
    })
}

fn stmt_gap(k: &SK) -> &'static str {
    match k {
        SK::RangeFor { .. } => "lower: range-based for",
        SK::Label { .. } => "lower: label",
        SK::GotoExpr(_) => "lower: computed goto",
        SK::Try { .. } => "lower: try",
        SK::Asm(_) => "lower: asm statement",
        SK::CoReturn(_) => "lower: co_return",
        _ => "lower: statement",
    }
}

fn expr_gap(k: &AK) -> &'static str {
    match k {
        AK::This => "lower: this",
        AK::GnuNull => "lower: __null",
        AK::FuncName(_) => "lower: __func__",
        AK::Postfix(..) => "lower: postfix ++/--",
        AK::Conditional(..) => "lower: GNU ?:",
        AK::Launch { .. } => "lower: cuda kernel launch",
        AK::PtrMem(..) => "lower: .* / ->*",
        AK::Construct { .. } => "lower: functional cast / temporary",
        AK::SizeofPack(_) => "lower: sizeof...",
        AK::AlignofType(..) | AK::AlignofExpr(..) => "lower: alignof",
        AK::TypeidType(_) | AK::TypeidExpr(_) => "lower: typeid",
        AK::Noexcept(_) => "lower: noexcept operator",
        AK::New { .. } => "lower: new",
        AK::Delete { .. } => "lower: delete",
        AK::Throw(_) => "lower: throw",
        AK::InitList(_) | AK::Designated { .. } => "lower: braced initializer list",
        AK::Lambda(_) => "lower: lambda",
        AK::Fold { .. } => "lower: fold expression",
        AK::PackExpansion(_) => "lower: pack expansion",
        AK::StmtExpr(_) => "lower: statement expression",
        AK::Builtin { .. } => "lower: builtin",
        AK::Requires { .. } => "lower: requires-expression",
        AK::RealImag(..) => "lower: __real__/__imag__",
        AK::Coroutine(..) => "lower: co_await/co_yield",
        AK::Error => "lower: erroneous expression",
        _ => "lower: expression",
    }
}
