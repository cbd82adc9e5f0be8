//! Expressions: precedence climbing over the binary operators, casts, unary and postfix expressions,
//! primaries (literals, names, lambdas, builtins, requires-expressions), initializer lists.
use super::ast::*;
use super::names::{NameKind, NameScopes};
use super::types::{is_builtin_type_kw, is_transform_kw, Class};
use super::Parser;
use crate::diag::id;
use crate::lex::{Kw, TokenKind as T};
use crate::source::Span;

/// Binary operator precedence (higher binds tighter); None if not a binary operator.
fn binary_prec(k: T, no_gt: bool) -> Option<u8> {
    Some(match k {
        T::PipePipe => 1,
        T::AmpAmp => 2,
        T::Pipe => 3,
        T::Caret => 4,
        T::Amp => 5,
        T::EqEq | T::Ne => 6,
        T::Gt if no_gt => return None,
        T::Lt | T::Gt | T::Le | T::Ge | T::GnuMin | T::GnuMax => 7,
        T::Spaceship => 8,
        T::GtGt if no_gt => return None,
        T::LtLt | T::GtGt => 9,
        T::Plus | T::Minus => 10,
        T::Star | T::Slash | T::Percent => 11,
        T::DotStar | T::ArrowStar => 12,
        _ => return None,
    })
}

fn is_assign_op(k: T) -> bool {
    matches!(
        k,
        T::Eq
            | T::StarEq
            | T::SlashEq
            | T::PercentEq
            | T::PlusEq
            | T::MinusEq
            | T::LtLtEq
            | T::GtGtEq
            | T::AmpEq
            | T::CaretEq
            | T::PipeEq
    )
}

fn is_trait_kw(k: Kw) -> bool {
    let s = k.as_str();
    (s.starts_with("__is_")
        || s.starts_with("__has_")
        || s.starts_with("__reference_")
        || s.starts_with("__nv_is_")
        || s == "__array_rank")
        && !is_transform_kw(k)
}

impl<'a> Parser<'a> {
    /// expression: assignment-expressions separated by commas.
    pub fn parse_expr(&mut self) -> ExprId {
        self.parse_expr_inner(false)
    }

    fn parse_expr_inner(&mut self, no_gt: bool) -> ExprId {
        let lo = self.lo();
        let mut e = self.parse_assign_inner(no_gt);
        while self.at(T::Comma) && self.peek(1) != T::Ellipsis {
            self.bump();
            let r = self.parse_assign_inner(no_gt);
            e = self.ast.add_expr(ExprKind::Binary(T::Comma, e, r), self.span_from(lo));
        }
        e
    }

    pub fn parse_assign_expr(&mut self) -> ExprId {
        self.parse_assign_inner(false)
    }

    /// An assignment-expression where `>` ends the expression (template arguments).
    pub fn parse_assign_expr_nogt(&mut self) -> ExprId {
        self.parse_assign_inner(true)
    }

    fn parse_assign_inner(&mut self, no_gt: bool) -> ExprId {
        let lo = self.lo();
        if !self.enter() {
            return self.error_expr(lo);
        }
        let e = match self.k() {
            T::Kw(Kw::Throw) => {
                self.bump();
                let v = if self.starts_expr() { Some(self.parse_assign_inner(no_gt)) } else { None };
                self.ast.add_expr(ExprKind::Throw(v), self.span_from(lo))
            }
            T::Kw(Kw::CoYield) => {
                self.bump();
                let v = if self.at(T::LBrace) { self.parse_braced_init() } else { self.parse_assign_inner(no_gt) };
                self.ast.add_expr(ExprKind::Coroutine(Kw::CoYield, v), self.span_from(lo))
            }
            _ => {
                let c = self.parse_binary(0, no_gt);
                let c = if self.at(T::Question) { self.parse_conditional_rest(lo, c, no_gt) } else { c };
                let k = self.k();
                if is_assign_op(k) && !(no_gt && matches!(k, T::GtGtEq)) && self.peek(1) != T::Ellipsis {
                    self.bump();
                    let r = if self.at(T::LBrace) { self.parse_braced_init() } else { self.parse_assign_inner(no_gt) };
                    self.ast.add_expr(ExprKind::Binary(k, c, r), self.span_from(lo))
                } else {
                    c
                }
            }
        };
        self.leave();
        e
    }

    fn parse_conditional_rest(&mut self, lo: u32, c: ExprId, no_gt: bool) -> ExprId {
        self.bump();
        let mid = if self.at(T::Colon) { None } else { Some(self.parse_expr_inner(false)) };
        self.expect(T::Colon, id::EXP_COLON);
        let r = self.parse_assign_inner(no_gt);
        self.ast.add_expr(ExprKind::Conditional(c, mid, r), self.span_from(lo))
    }

    /// Constant expression (conditional-expression).
    pub fn parse_const_expr(&mut self) -> ExprId {
        let lo = self.lo();
        let c = self.parse_binary(0, false);
        if self.at(T::Question) {
            self.parse_conditional_rest(lo, c, false)
        } else {
            c
        }
    }

    fn parse_binary(&mut self, min: u8, no_gt: bool) -> ExprId {
        let lo = self.lo();
        let mut lhs = self.parse_cast();
        loop {
            let k = self.k();
            let Some(p) = binary_prec(k, no_gt) else { break };
            if p <= min {
                break;
            }
            // Fold expression `(pack op ...)`: leave `op ...` to the parenthesis parser.
            if self.peek(1) == T::Ellipsis {
                break;
            }
            self.bump();
            if !self.enter() {
                return self.error_expr(lo);
            }
            let rhs = self.parse_binary(p, no_gt);
            self.leave();
            lhs = self.ast.add_expr(ExprKind::Binary(k, lhs, rhs), self.span_from(lo));
        }
        lhs
    }

    /// True if the current token may begin an expression.
    pub fn starts_expr(&self) -> bool {
        !matches!(self.k(), T::Semi | T::RParen | T::RBracket | T::RBrace | T::Comma | T::Colon | T::Eof | T::Gt)
    }

    /// cast-expression: `(T) e`, else a unary expression.
    fn parse_cast(&mut self) -> ExprId {
        let lo = self.lo();
        if self.at(T::LParen) && self.peek(1) != T::LBrace && !self.failed_casts.contains(&self.cur.pos()) {
            let m = self.cur.mark();
            let at = self.cur.pos();
            self.bump();
            if self.could_start_type() {
                let t = self.tentatively(|p| {
                    let t = p.parse_type_id();
                    if p.at(T::RParen) {
                        Some(t)
                    } else {
                        None
                    }
                });
                // `(T)` is a cast only if an operand follows (`(f())` with f a class is not).
                let t = t.filter(|_| {
                    !matches!(
                        self.peek(1),
                        T::RParen
                            | T::Semi
                            | T::Comma
                            | T::RBracket
                            | T::RBrace
                            | T::Colon
                            | T::Question
                            | T::Eq
                            | T::Slash
                            | T::Percent
                            | T::Lt
                            | T::Gt
                            | T::Le
                            | T::Ge
                            | T::EqEq
                            | T::Ne
                            | T::Pipe
                            | T::PipePipe
                            | T::Caret
                            | T::Dot
                            | T::Arrow
                            | T::Eof
                            | T::GtGt
                            | T::LtLt
                            | T::PlusEq
                            | T::MinusEq
                            | T::StarEq
                            | T::SlashEq
                            | T::Ellipsis
                    )
                });
                if let Some(t) = t {
                    self.bump();
                    if self.at(T::LBrace) {
                        // GNU compound literal `(T){…}`.
                        let init = self.parse_braced_init();
                        let e =
                            self.ast.add_expr(ExprKind::Construct { ty: t, args: vec![init], braced: true }, self.span_from(lo));
                        return self.parse_postfix_rest(lo, e);
                    }
                    if !self.enter() {
                        return self.error_expr(lo);
                    }
                    let e = self.parse_cast();
                    self.leave();
                    return self.ast.add_expr(ExprKind::CStyleCast(t, e), self.span_from(lo));
                }
                self.failed_casts.insert(at);
            }
            self.cur.reset(m);
        }
        self.parse_unary()
    }

    fn parse_unary(&mut self) -> ExprId {
        let lo = self.lo();
        let k = self.k();
        match k {
            T::PlusPlus | T::MinusMinus | T::Star | T::Amp | T::Plus | T::Minus | T::Bang | T::Tilde => {
                self.bump();
                if !self.enter() {
                    return self.error_expr(lo);
                }
                let e = self.parse_cast();
                self.leave();
                self.ast.add_expr(ExprKind::Unary(k, e), self.span_from(lo))
            }
            T::AmpAmp if self.peek(1) == T::Identifier => {
                // GNU address of a label.
                self.bump();
                let e = self.parse_primary();
                self.ast.add_expr(ExprKind::Unary(T::AmpAmp, e), self.span_from(lo))
            }
            T::Kw(Kw::Extension) => {
                self.bump();
                self.parse_cast()
            }
            T::Kw(kw @ (Kw::Real | Kw::Imag)) => {
                self.bump();
                let e = self.parse_cast();
                self.ast.add_expr(ExprKind::RealImag(kw, e), self.span_from(lo))
            }
            T::Kw(Kw::CoAwait) => {
                self.bump();
                let e = self.parse_cast();
                self.ast.add_expr(ExprKind::Coroutine(Kw::CoAwait, e), self.span_from(lo))
            }
            T::Kw(Kw::Sizeof) => {
                self.bump();
                if self.at(T::Ellipsis) {
                    self.bump();
                    self.expect(T::LParen, id::EXP_LPAREN);
                    let s = self.sym();
                    self.expect(T::Identifier, id::EXP_IDENTIFIER);
                    self.expect(T::RParen, id::EXP_RPAREN);
                    return self.ast.add_expr(ExprKind::SizeofPack(s), self.span_from(lo));
                }
                if let Some(t) = self.paren_type_id() {
                    return self.ast.add_expr(ExprKind::SizeofType(t), self.span_from(lo));
                }
                let e = self.parse_unary();
                self.ast.add_expr(ExprKind::SizeofExpr(e), self.span_from(lo))
            }
            T::Kw(kw @ (Kw::Alignof | Kw::GnuAlignof | Kw::CAlignof)) => {
                self.bump();
                if let Some(t) = self.paren_type_id() {
                    return self.ast.add_expr(ExprKind::AlignofType(kw, t), self.span_from(lo));
                }
                let e = self.parse_unary();
                self.ast.add_expr(ExprKind::AlignofExpr(kw, e), self.span_from(lo))
            }
            T::Kw(Kw::Noexcept) => {
                self.bump();
                self.expect(T::LParen, id::EXP_LPAREN);
                let e = self.parse_expr();
                self.expect(T::RParen, id::EXP_RPAREN);
                self.ast.add_expr(ExprKind::Noexcept(e), self.span_from(lo))
            }
            T::Kw(Kw::New) => self.parse_new(lo, false),
            T::Kw(Kw::Delete) => self.parse_delete(lo, false),
            T::ColonColon if self.peek(1) == T::Kw(Kw::New) => {
                self.bump();
                self.parse_new(lo, true)
            }
            T::ColonColon if self.peek(1) == T::Kw(Kw::Delete) => {
                self.bump();
                self.parse_delete(lo, true)
            }
            _ => self.parse_postfix(),
        }
    }

    /// `( type-id )` if the parenthesis holds a type-id, else nothing consumed.
    fn paren_type_id(&mut self) -> Option<TypeId> {
        if !self.at(T::LParen) {
            return None;
        }
        let m = self.cur.mark();
        self.bump();
        if self.could_start_type() {
            if let Some(t) = self.tentatively(|p| {
                let t = p.parse_type_id();
                if p.at(T::RParen) {
                    Some(t)
                } else {
                    None
                }
            }) {
                self.bump();
                return Some(t);
            }
        }
        self.cur.reset(m);
        None
    }

    fn parse_new(&mut self, lo: u32, global: bool) -> ExprId {
        self.bump();
        let mut placement = Vec::new();
        let ty;
        if self.at(T::LParen) {
            if let Some(t) = self.paren_type_id() {
                ty = t;
            } else {
                self.bump();
                placement = self.parse_expr_list(T::RParen);
                self.expect(T::RParen, id::EXP_RPAREN);
                ty = match self.paren_type_id() {
                    Some(t) => t,
                    None => self.parse_new_type_id(),
                };
            }
        } else {
            ty = self.parse_new_type_id();
        }
        let init = if self.at(T::LParen) {
            self.bump();
            let a = self.parse_expr_list(T::RParen);
            self.expect(T::RParen, id::EXP_RPAREN);
            Some(Init::Paren(a))
        } else if self.at(T::LBrace) {
            Some(Init::Brace(self.parse_braced_init()))
        } else {
            None
        };
        self.ast.add_expr(ExprKind::New { global, placement, ty, init }, self.span_from(lo))
    }

    fn parse_delete(&mut self, lo: u32, global: bool) -> ExprId {
        self.bump();
        let array = self.at(T::LBracket) && self.peek(1) == T::RBracket;
        if array {
            self.bump();
            self.bump();
        }
        let e = self.parse_cast();
        self.ast.add_expr(ExprKind::Delete { global, array, expr: e }, self.span_from(lo))
    }

    /// Comma-separated initializer clauses up to `close` (not consumed); pack expansions allowed.
    pub fn parse_expr_list(&mut self, close: T) -> Vec<ExprId> {
        let mut v = Vec::new();
        if self.at(close) {
            return v;
        }
        loop {
            let lo = self.lo();
            let mut e = self.parse_initializer_clause();
            if self.at(T::Ellipsis) {
                self.bump();
                e = self.ast.add_expr(ExprKind::PackExpansion(e), self.span_from(lo));
            }
            v.push(e);
            if !self.eat(T::Comma) {
                break;
            }
        }
        v
    }

    /// An assignment-expression or a braced-init-list.
    pub fn parse_initializer_clause(&mut self) -> ExprId {
        if self.at(T::LBrace) {
            self.parse_braced_init()
        } else {
            self.parse_assign_expr()
        }
    }

    /// `{ a, b, .x = c, [2] = d }` (current token is `{`).
    pub fn parse_braced_init(&mut self) -> ExprId {
        let lo = self.lo();
        self.bump();
        let mut v = Vec::new();
        if !self.enter() {
            return self.error_expr(lo);
        }
        while !self.at(T::RBrace) && !self.at(T::Eof) {
            let elo = self.lo();
            let e = if self.at(T::Dot) && self.peek(1) == T::Identifier {
                let mut path = Vec::new();
                while self.at(T::Dot) && self.peek(1) == T::Identifier {
                    self.bump();
                    path.push(self.sym());
                    self.bump();
                }
                self.expect(T::Eq, id::EXP_ASSIGN);
                let value = self.parse_initializer_clause();
                self.ast.add_expr(ExprKind::Designated { path, value }, self.span_from(elo))
            } else {
                self.parse_initializer_clause()
            };
            let e = if self.eat(T::Ellipsis) { self.ast.add_expr(ExprKind::PackExpansion(e), self.span_from(elo)) } else { e };
            v.push(e);
            if !self.eat(T::Comma) {
                break;
            }
        }
        self.leave();
        if !self.eat(T::RBrace) {
            // Probed: `{1 2}` → `expected a ","` at `2`, then the rest of the list is skipped;
            // `{1, 2 ;` → `expected a "}"` at `;` (no note), and the declaration goes on.
            if self.starts_expr() {
                let errs = self.errors;
                self.error_here(id::EXP_COMMA);
                if self.errors > errs {
                    self.skip_past_rbrace();
                }
            } else {
                self.error_here(id::EXP_RBRACE);
            }
        }
        self.ast.add_expr(ExprKind::InitList(v), self.span_from(lo))
    }

    fn parse_postfix(&mut self) -> ExprId {
        let lo = self.lo();
        let e = self.parse_primary();
        self.parse_postfix_rest(lo, e)
    }

    fn parse_postfix_rest(&mut self, lo: u32, mut e: ExprId) -> ExprId {
        loop {
            match self.k() {
                T::LBracket if self.peek(1) != T::LBracket => {
                    self.bump();
                    let i = if self.at(T::LBrace) { self.parse_braced_init() } else { self.parse_expr() };
                    self.expect(T::RBracket, id::EXP_RBRACKET);
                    e = self.ast.add_expr(ExprKind::Index(e, i), self.span_from(lo));
                }
                T::LParen => {
                    self.bump();
                    let args = self.parse_expr_list(T::RParen);
                    self.expect(T::RParen, id::EXP_RPAREN);
                    e = self.ast.add_expr(ExprKind::Call(e, args), self.span_from(lo));
                }
                T::LtLtLt => {
                    self.bump();
                    let mut config = Vec::new();
                    loop {
                        config.push(self.parse_assign_expr_nogt());
                        if !self.eat(T::Comma) {
                            break;
                        }
                    }
                    // `>>>` lexes as `>>` `>`.
                    if !(self.eat_gt() && self.eat_gt() && self.eat_gt()) {
                        self.error_here(id::EXP_GT);
                    }
                    let mut args = Vec::new();
                    if self.expect(T::LParen, id::EXP_LPAREN) {
                        args = self.parse_expr_list(T::RParen);
                        self.expect(T::RParen, id::EXP_RPAREN);
                    }
                    e = self.ast.add_expr(ExprKind::Launch { callee: e, config, args }, self.span_from(lo));
                }
                T::Dot | T::Arrow => {
                    let arrow = self.at(T::Arrow);
                    self.bump();
                    let name = match self.parse_name(true) {
                        Some((n, _)) => n,
                        None => {
                            self.error_here(id::EXP_MEMBER_NAME);
                            return self.error_expr(lo);
                        }
                    };
                    e = self.ast.add_expr(ExprKind::Member { base: e, arrow, name }, self.span_from(lo));
                }
                T::PlusPlus | T::MinusMinus => {
                    let k = self.k();
                    self.bump();
                    e = self.ast.add_expr(ExprKind::Postfix(k, e), self.span_from(lo));
                }
                _ => break,
            }
        }
        e
    }

    fn parse_primary(&mut self) -> ExprId {
        let lo = self.lo();
        let k = self.k();
        match k {
            T::IntLit | T::FloatLit | T::CharLit(_) => {
                let i = self.cur.pos();
                self.bump();
                self.ast.add_expr(ExprKind::Literal(self.range_from(i)), self.span_from(lo))
            }
            T::StrLit(_) => {
                let i = self.cur.pos();
                while matches!(self.k(), T::StrLit(_)) {
                    self.bump();
                }
                self.ast.add_expr(ExprKind::Literal(self.range_from(i)), self.span_from(lo))
            }
            T::Kw(Kw::True) | T::Kw(Kw::False) => {
                self.bump();
                self.ast.add_expr(ExprKind::Bool(k == T::Kw(Kw::True)), self.span_from(lo))
            }
            T::Kw(Kw::Nullptr) => {
                self.bump();
                self.ast.add_expr(ExprKind::Nullptr, self.span_from(lo))
            }
            T::Kw(Kw::Null) => {
                self.bump();
                self.ast.add_expr(ExprKind::GnuNull, self.span_from(lo))
            }
            T::Kw(Kw::This) => {
                self.bump();
                self.ast.add_expr(ExprKind::This, self.span_from(lo))
            }
            T::Kw(kw @ (Kw::Func | Kw::Function | Kw::PrettyFunction)) => {
                self.bump();
                self.ast.add_expr(ExprKind::FuncName(kw), self.span_from(lo))
            }
            T::LParen => self.parse_paren(),
            T::LBracket => self.parse_lambda(),
            T::LBrace => self.parse_braced_init(),
            T::Kw(kw @ (Kw::StaticCast | Kw::DynamicCast | Kw::ReinterpretCast | Kw::ConstCast)) => {
                self.bump();
                if !self.at(T::Lt) {
                    self.error_here(id::EXP_LT);
                    return self.error_expr(lo);
                }
                self.bump();
                let t = self.parse_type_id();
                if !self.eat_gt() {
                    self.error_here(id::EXP_GT);
                }
                self.expect(T::LParen, id::EXP_LPAREN);
                let e = self.parse_expr();
                self.expect(T::RParen, id::EXP_RPAREN);
                self.ast.add_expr(ExprKind::NamedCast(kw, t, e), self.span_from(lo))
            }
            T::Kw(Kw::Typeid) => {
                self.bump();
                if let Some(t) = self.paren_type_id() {
                    return self.ast.add_expr(ExprKind::TypeidType(t), self.span_from(lo));
                }
                self.expect(T::LParen, id::EXP_LPAREN);
                let e = self.parse_expr();
                self.expect(T::RParen, id::EXP_RPAREN);
                self.ast.add_expr(ExprKind::TypeidExpr(e), self.span_from(lo))
            }
            T::Kw(Kw::Requires) => self.parse_requires_expr(),
            T::Kw(kw)
                if is_trait_kw(kw)
                    || matches!(
                        kw,
                        Kw::BuiltinTypesCompatibleP
                            | Kw::IntegerPack
                            | Kw::BuiltinBitCast
                            | Kw::BuiltinConvertvector
                            | Kw::BuiltinShuffle
                            | Kw::BuiltinShufflevector
                            | Kw::BuiltinComplex
                            | Kw::BuiltinAddressof
                            | Kw::BuiltinHasAttribute
                            | Kw::EdgIsDeducible
                            | Kw::BuiltinIsCorrespondingMember
                            | Kw::BuiltinIsPointerInterconvertibleWithClass
                    ) =>
            {
                self.parse_builtin_call(Some(kw))
            }
            T::Kw(Kw::BuiltinOffsetof) => {
                let sym = self.sym();
                self.bump();
                self.expect(T::LParen, id::EXP_LPAREN);
                let t = self.parse_type_id();
                self.expect(T::Comma, id::EXP_COMMA);
                let start = self.cur.pos();
                // member-designator: `a.b[1].c`.
                let mut depth = 0i32;
                while !(self.at(T::Eof) || depth == 0 && self.at(T::RParen)) {
                    match self.k() {
                        T::LParen | T::LBracket => depth += 1,
                        T::RParen | T::RBracket => depth -= 1,
                        _ => {}
                    }
                    self.bump();
                }
                let member = Some(self.range_from(start));
                self.expect(T::RParen, id::EXP_RPAREN);
                self.ast.add_expr(
                    ExprKind::Builtin { kw: Some(Kw::BuiltinOffsetof), name: sym, args: vec![TemplateArg::Type(t)], member },
                    self.span_from(lo),
                )
            }
            T::Identifier if self.sym() == self.ctx.va_arg && self.peek(1) == T::LParen => {
                let sym = self.sym();
                self.bump();
                self.bump();
                let e = self.parse_assign_expr();
                self.expect(T::Comma, id::EXP_COMMA);
                let t = self.parse_type_id();
                self.expect(T::RParen, id::EXP_RPAREN);
                self.ast.add_expr(
                    ExprKind::Builtin {
                        kw: None,
                        name: sym,
                        args: vec![TemplateArg::Expr(e), TemplateArg::Type(t)],
                        member: None,
                    },
                    self.span_from(lo),
                )
            }
            T::Kw(kw)
                if is_builtin_type_kw(kw)
                    || kw == Kw::Auto
                    || is_transform_kw(kw)
                    || kw == Kw::Decltype
                    || kw == Kw::Typename
                    || kw == Kw::Const
                    || kw == Kw::Volatile =>
            {
                if kw == Kw::Decltype {
                    // `decltype(x)::member` or `decltype(x)(…)`.
                    let m = self.cur.mark();
                    let _ = self.parse_decltype_expr();
                    if self.at(T::ColonColon) {
                        self.cur.reset(m);
                        if let Some((name, class)) = self.parse_name(true) {
                            if !(class.is_type() && matches!(self.k(), T::LParen | T::LBrace)) {
                                return self.ast.add_expr(ExprKind::Name(name), self.span_from(lo));
                            }
                        }
                    }
                    self.cur.reset(m);
                }
                self.parse_functional_cast(lo)
            }
            T::Identifier | T::ColonColon | T::Kw(Kw::Operator) | T::Tilde | T::Kw(Kw::Template) => {
                let m = self.cur.mark();
                match self.parse_name(true) {
                    Some((name, class)) => {
                        if class.is_type() && matches!(self.k(), T::LParen | T::LBrace) {
                            self.cur.reset(m);
                            return self.parse_functional_cast(lo);
                        }
                        self.ast.add_expr(ExprKind::Name(name), self.span_from(lo))
                    }
                    None => {
                        self.error_here(id::EXP_PRIMARY_EXPR);
                        self.error_expr(lo)
                    }
                }
            }
            _ => {
                self.error_here(id::EXP_PRIMARY_EXPR);
                self.error_expr(lo)
            }
        }
    }

    /// `T(args)` / `T{args}` where T is a simple type specifier.
    fn parse_functional_cast(&mut self, lo: u32) -> ExprId {
        let spec_lo = self.lo();
        let spec = self.parse_decl_spec(super::types::SpecCtx::TypeId);
        let span = self.span_from(spec_lo);
        let ty = self.ast.add_type(TypeNode { spec, decl: Declarator::default(), span });
        match self.k() {
            T::LParen => {
                self.bump();
                let args = self.parse_expr_list(T::RParen);
                self.expect(T::RParen, id::EXP_RPAREN);
                self.ast.add_expr(ExprKind::Construct { ty, args, braced: false }, self.span_from(lo))
            }
            T::LBrace => {
                let init = self.parse_braced_init();
                self.ast.add_expr(ExprKind::Construct { ty, args: vec![init], braced: true }, self.span_from(lo))
            }
            _ => {
                self.error_here(id::EXP_LPAREN);
                self.error_expr(lo)
            }
        }
    }

    /// Builtins taking types and/or expressions: `__is_same(T, U)`, `__integer_pack(N)`, …
    fn parse_builtin_call(&mut self, kw: Option<Kw>) -> ExprId {
        let lo = self.lo();
        let name = self.sym();
        self.bump();
        let mut args = Vec::new();
        if self.expect(T::LParen, id::EXP_LPAREN) {
            while !self.at(T::RParen) && !self.at(T::Eof) {
                let a = self.parse_template_arg_in_parens();
                let a = if self.eat(T::Ellipsis) { TemplateArg::Pack(Box::new(a)) } else { a };
                args.push(a);
                if !self.eat(T::Comma) {
                    break;
                }
            }
            self.expect(T::RParen, id::EXP_RPAREN);
        }
        self.ast.add_expr(ExprKind::Builtin { kw, name, args, member: None }, self.span_from(lo))
    }

    /// A builtin argument: a type-id if it is one (followed by `,` `)` `...`), else an expression.
    fn parse_template_arg_in_parens(&mut self) -> TemplateArg {
        if self.could_start_type() {
            if let Some(t) = self.tentatively(|p| {
                let t = p.parse_type_id();
                if matches!(p.k(), T::Comma | T::RParen | T::Ellipsis) {
                    Some(t)
                } else {
                    None
                }
            }) {
                return TemplateArg::Type(t);
            }
        }
        TemplateArg::Expr(self.parse_assign_expr())
    }

    /// `( … )`: parenthesised expression, fold expression, or GNU statement expression.
    fn parse_paren(&mut self) -> ExprId {
        let lo = self.lo();
        self.bump();
        if self.at(T::LBrace) {
            let s = self.parse_compound();
            self.expect(T::RParen, id::EXP_RPAREN);
            return self.ast.add_expr(ExprKind::StmtExpr(s), self.span_from(lo));
        }
        // `(... op pack)`
        if self.at(T::Ellipsis) {
            self.bump();
            let op = self.k();
            self.bump();
            let r = self.parse_cast_binary_operand();
            self.expect(T::RParen, id::EXP_RPAREN);
            return self.ast.add_expr(ExprKind::Fold { op, lhs: None, rhs: Some(r) }, self.span_from(lo));
        }
        let e = self.parse_expr();
        // `(pack op ...)` or `(init op ... op pack)`.
        if (binary_prec(self.k(), false).is_some() || is_assign_op(self.k()) || self.at(T::Comma)) && self.peek(1) == T::Ellipsis
        {
            let op = self.k();
            self.bump();
            self.bump();
            let rhs = if self.at(T::RParen) {
                None
            } else {
                self.bump();
                Some(self.parse_cast_binary_operand())
            };
            self.expect(T::RParen, id::EXP_RPAREN);
            return self.ast.add_expr(ExprKind::Fold { op, lhs: Some(e), rhs }, self.span_from(lo));
        }
        self.expect(T::RParen, id::EXP_RPAREN);
        self.ast.add_expr(ExprKind::Paren(e), self.span_from(lo))
    }

    fn parse_cast_binary_operand(&mut self) -> ExprId {
        self.parse_binary(0, false)
    }

    /// Lambda expression (current token is `[`).
    fn parse_lambda(&mut self) -> ExprId {
        let lo = self.lo();
        self.bump();
        let mut default_capture = None;
        let mut captures = Vec::new();
        while !self.at(T::RBracket) && !self.at(T::Eof) {
            match self.k() {
                T::Amp if matches!(self.peek(1), T::Comma | T::RBracket) => {
                    default_capture = Some(T::Amp);
                    self.bump();
                }
                T::Eq => {
                    default_capture = Some(T::Eq);
                    self.bump();
                }
                T::Kw(Kw::This) => {
                    self.bump();
                    captures.push(Capture::This { star: false });
                }
                T::Star if self.peek(1) == T::Kw(Kw::This) => {
                    self.bump();
                    self.bump();
                    captures.push(Capture::This { star: true });
                }
                _ => {
                    let by_ref = self.eat(T::Amp);
                    let mut pack = self.eat(T::Ellipsis);
                    let name = self.sym();
                    if !self.expect(T::Identifier, id::EXP_IDENTIFIER) {
                        break;
                    }
                    pack |= self.eat(T::Ellipsis);
                    let init = if self.eat(T::Eq) {
                        Some(Init::Assign(self.parse_initializer_clause()))
                    } else if self.at(T::LBrace) {
                        Some(Init::Brace(self.parse_braced_init()))
                    } else if self.at(T::LParen) {
                        self.bump();
                        let a = self.parse_expr_list(T::RParen);
                        self.expect(T::RParen, id::EXP_RPAREN);
                        Some(Init::Paren(a))
                    } else {
                        None
                    };
                    captures.push(Capture::Name { by_ref, name, init, pack });
                }
            }
            if !self.eat(T::Comma) {
                break;
            }
        }
        self.expect(T::RBracket, id::EXP_RBRACKET);
        let scope = self.names.push(super::names::ScopeKind::Function);
        let _ = scope;
        let mut tparams = Vec::new();
        if self.at(T::Lt) {
            tparams = self.parse_template_params();
            if self.at_kw(Kw::Requires) {
                self.bump();
                self.parse_constraint_expr();
            }
        }
        let mut attrs = self.parse_attrs();
        // `__nv_parent(e)` in the same annotation loop as the attributes. Without the `(` it is an
        // ordinary identifier here (a syntax error the reference recovers from differently: a gap).
        let mut nv_parents = Vec::new();
        while self.at_ident_sym(self.ctx.nv_parent) && self.peek(1) == T::LParen {
            let at = self.lo();
            self.bump();
            self.bump();
            let expr = self.parse_expr();
            // EDG does not consume the `)` after an erroneous operand; lowering decides (gap or not).
            let closed = self.eat(T::RParen);
            nv_parents.push(NvParent { at, expr, closed, next: self.lo() });
            if !closed {
                break;
            }
            attrs.extend(self.parse_attrs());
        }
        let mut func = None;
        let mut specifiers = Vec::new();
        if self.at(T::LParen) {
            let mut f = FunctionDecl::default();
            self.bump();
            self.parse_params_into(&mut f);
            for p in &f.params {
                if let Some(s) = p.decl.name.as_ref().and_then(|n| n.last_ident()) {
                    self.names.declare(s, NameKind::Value);
                }
            }
            loop {
                match self.k() {
                    T::Kw(kw @ (Kw::Mutable | Kw::Constexpr | Kw::Consteval | Kw::Static)) => {
                        self.bump();
                        specifiers.push(kw);
                    }
                    _ if self.at_attribute() => {
                        let a = self.parse_attrs();
                        attrs.extend(a);
                    }
                    _ => break,
                }
            }
            self.parse_function_qualifiers(&mut f);
            func = Some(f);
        } else if self.at(T::Arrow) || self.at_kw(Kw::Mutable) || self.at_kw(Kw::Noexcept) {
            let mut f = FunctionDecl::default();
            while let T::Kw(kw @ (Kw::Mutable | Kw::Constexpr | Kw::Consteval | Kw::Static)) = self.k() {
                self.bump();
                specifiers.push(kw);
            }
            self.parse_function_qualifiers(&mut f);
            func = Some(f);
        }
        let body = if self.at(T::LBrace) {
            self.parse_compound()
        } else {
            self.error_here(id::EXP_LBRACE);
            let sp = self.span_from(lo);
            self.ast.add_stmt(StmtKind::Error, sp)
        };
        self.names.pop();
        let l = Lambda { default_capture, captures, tparams, func, specifiers, attrs, nv_parents, body };
        self.ast.add_expr(ExprKind::Lambda(Box::new(l)), self.span_from(lo))
    }

    /// A constraint-logical-or-expression (requires-clauses): primaries joined by `&&`/`||`.
    pub fn parse_constraint_expr(&mut self) -> ExprId {
        let lo = self.lo();
        let mut e = self.parse_constraint_primary();
        while matches!(self.k(), T::AmpAmp | T::PipePipe) {
            let k = self.k();
            self.bump();
            let r = self.parse_constraint_primary();
            e = self.ast.add_expr(ExprKind::Binary(k, e, r), self.span_from(lo));
        }
        e
    }

    fn parse_constraint_primary(&mut self) -> ExprId {
        let lo = self.lo();
        if self.at(T::Bang) {
            self.bump();
            let e = self.parse_constraint_primary();
            return self.ast.add_expr(ExprKind::Unary(T::Bang, e), self.span_from(lo));
        }
        let e = self.parse_primary();
        // `C<T>::value` and member access are primaries too.
        if self.at(T::Dot) || self.at(T::Arrow) {
            return self.parse_postfix_rest(lo, e);
        }
        e
    }

    /// `requires (params) { requirements }` (current token is `requires`).
    fn parse_requires_expr(&mut self) -> ExprId {
        let lo = self.lo();
        self.bump();
        self.names.push(super::names::ScopeKind::Function);
        let mut params = Vec::new();
        if self.at(T::LParen) {
            let mut f = FunctionDecl::default();
            self.bump();
            self.parse_params_into(&mut f);
            for p in &f.params {
                if let Some(s) = p.decl.name.as_ref().and_then(|n| n.last_ident()) {
                    self.names.declare(s, NameKind::Value);
                }
            }
            params = f.params;
        }
        let mut reqs = Vec::new();
        if self.expect(T::LBrace, id::EXP_LBRACE) {
            while !self.at(T::RBrace) && !self.at(T::Eof) {
                match self.k() {
                    T::Kw(Kw::Typename) => {
                        let t = self.parse_type_id();
                        reqs.push(Requirement::Type(t));
                    }
                    T::LBrace => {
                        self.bump();
                        let e = self.parse_expr();
                        self.expect(T::RBrace, id::EXP_RBRACE);
                        let noexcept = self.eat_kw(Kw::Noexcept);
                        // `-> C<X>` is a type-constraint (a concept-id), else a type.
                        let ret = if self.eat(T::Arrow) {
                            let m = self.cur.mark();
                            match self.parse_name(false) {
                                Some((_, Class::Known(NameKind::Concept))) => None,
                                _ => {
                                    self.cur.reset(m);
                                    Some(self.parse_type_id())
                                }
                            }
                        } else {
                            None
                        };
                        reqs.push(Requirement::Compound { expr: e, noexcept, ret });
                    }
                    T::Kw(Kw::Requires) => {
                        self.bump();
                        let e = self.parse_const_expr();
                        reqs.push(Requirement::Nested(e));
                    }
                    _ => {
                        let e = self.parse_expr();
                        reqs.push(Requirement::Simple(e));
                    }
                }
                if !self.expect(T::Semi, id::EXP_SEMICOLON) {
                    break;
                }
            }
            self.expect(T::RBrace, id::EXP_RBRACE);
        }
        self.names.pop();
        self.ast.add_expr(ExprKind::Requires { params, reqs }, self.span_from(lo))
    }

    pub fn empty_span(&self) -> Span {
        Span::new(self.lo(), self.lo())
    }
}
