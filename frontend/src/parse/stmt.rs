//! Statements. A statement that can be a declaration is one (tried tentatively first).
use super::ast::*;
use super::names::{NameKind, NameScopes, ScopeKind};
use super::types::{is_builtin_type_kw, is_specifier_kw, is_transform_kw};
use super::Parser;
use crate::diag::{id, Diagnostic, Severity, Where};
use crate::lex::{Kw, TokenKind as T};

impl<'a> Parser<'a> {
    /// `{ statements }` (current token is `{`), in a new block scope.
    pub fn parse_compound(&mut self) -> StmtId {
        self.names.push(ScopeKind::Block);
        let s = self.parse_compound_in_scope();
        self.names.pop();
        s
    }

    /// `{ statements }` in the current scope (function bodies declare parameters first).
    pub fn parse_compound_in_scope(&mut self) -> StmtId {
        let lo = self.lo();
        self.bump();
        let mut v = Vec::new();
        if !self.enter() {
            return self.ast.add_stmt(StmtKind::Error, self.span_from(lo));
        }
        while !self.at(T::RBrace) && !self.at(T::Eof) {
            let before = self.cur.pos();
            let s = self.parse_statement();
            v.push(s);
            if self.cur.pos() == before {
                // No progress: skip the offending token (an error was reported).
                self.bump();
            }
        }
        self.leave();
        if !self.eat(T::RBrace) {
            let note = Diagnostic::new(Severity::Note, id::MATCHING_LBRACE, Where::At(lo));
            let at = if self.at(T::Eof) { None } else { Some(self.lo()) };
            self.error_with_note(id::EXP_RBRACE, at, Some(note));
        }
        self.ast.add_stmt(StmtKind::Compound(v), self.span_from(lo))
    }

    /// True if the statement starting here may be a declaration (then it is tried as one first).
    fn may_be_declaration(&mut self) -> bool {
        match self.k() {
            T::Kw(k) => {
                is_builtin_type_kw(k)
                    || is_specifier_kw(k)
                    || is_transform_kw(k)
                    || matches!(
                        k,
                        Kw::Const
                            | Kw::Volatile
                            | Kw::Typename
                            | Kw::Class
                            | Kw::Struct
                            | Kw::Union
                            | Kw::Enum
                            | Kw::Auto
                            | Kw::Decltype
                            | Kw::Typeof
                            | Kw::Using
                            | Kw::Typedef
                            | Kw::StaticAssert
                            | Kw::CStaticAssert
                            | Kw::Attribute
                            | Kw::Alignas
                            | Kw::Namespace
                            | Kw::Template
                    )
            }
            T::LBracket => self.peek(1) == T::LBracket,
            T::Identifier | T::ColonColon => {
                if let Some(c) = self.simple_ident_class() {
                    use super::types::Class;
                    return match c {
                        Class::Known(NameKind::Type | NameKind::TypeTemplate | NameKind::Concept) => true,
                        Class::Unknown => {
                            self.peek(1) == T::Identifier || (self.peek(1) == T::Star && self.peek(2) == T::Identifier && self.peek(3) == T::Semi)
                        }
                        _ => false,
                    };
                }
                self.probe(|p| {
                    let (_, c) = p.parse_name(false)?;
                    match c {
                        super::types::Class::Known(NameKind::Type | NameKind::TypeTemplate | NameKind::Concept) => Some(()),
                        // `x y;` with x unknown: a declaration (EDG then reports x as undefined).
                        super::types::Class::Unknown
                            if p.is_ident() || (p.at(T::Star) && p.peek(1) == T::Identifier && p.peek(2) == T::Semi) =>
                        {
                            Some(())
                        }
                        _ => None,
                    }
                })
            }
            _ => false,
        }
    }

    pub fn parse_statement(&mut self) -> StmtId {
        let lo = self.lo();
        if !self.enter() {
            self.skip_to_end_of_statement();
            return self.ast.add_stmt(StmtKind::Error, self.span_from(lo));
        }
        let s = self.parse_statement_inner(lo);
        self.leave();
        s
    }

    fn parse_statement_inner(&mut self, lo: u32) -> StmtId {
        // `[[likely]] stmt`, `[[fallthrough]];` (attributes on a declaration are left to it).
        if self.at(T::LBracket) && self.peek(1) == T::LBracket {
            let m = self.cur.mark();
            self.parse_attrs();
            if self.may_be_declaration() {
                self.cur.reset(m);
            } else {
                return self.parse_statement_inner(lo);
            }
        }
        let k = self.k();
        match k {
            T::LBrace => self.parse_compound(),
            T::Semi => {
                self.bump();
                self.ast.add_stmt(StmtKind::Null, self.span_from(lo))
            }
            T::Identifier if self.peek(1) == T::Colon => {
                let name = self.sym();
                self.bump();
                self.bump();
                self.parse_attrs();
                let body = if self.at(T::RBrace) {
                    self.ast.add_stmt(StmtKind::Null, self.span_from(lo))
                } else {
                    self.parse_statement()
                };
                self.ast.add_stmt(StmtKind::Label { name, body }, self.span_from(lo))
            }
            T::Kw(Kw::If) => self.parse_if(lo),
            T::Kw(Kw::While) => {
                self.bump();
                self.names.push(ScopeKind::Block);
                self.expect(T::LParen, id::EXP_LPAREN);
                let cond = self.parse_condition();
                self.expect(T::RParen, id::EXP_RPAREN);
                let body = self.parse_statement();
                self.names.pop();
                self.ast.add_stmt(StmtKind::While { cond, body }, self.span_from(lo))
            }
            T::Kw(Kw::Do) => {
                self.bump();
                let body = self.parse_statement();
                if !self.eat_kw(Kw::While) {
                    self.error_here(crate::diag::DiagId::from_tag("exp_while").unwrap_or(id::EXP_STATEMENT));
                }
                self.expect(T::LParen, id::EXP_LPAREN);
                let cond = self.parse_expr();
                self.expect(T::RParen, id::EXP_RPAREN);
                self.expect_semi();
                self.ast.add_stmt(StmtKind::DoWhile { body, cond }, self.span_from(lo))
            }
            T::Kw(Kw::For) => self.parse_for(lo),
            T::Kw(Kw::Switch) => {
                self.bump();
                self.names.push(ScopeKind::Block);
                self.expect(T::LParen, id::EXP_LPAREN);
                let init = self.parse_init_statement();
                let cond = self.parse_condition();
                self.expect(T::RParen, id::EXP_RPAREN);
                let body = self.parse_statement();
                self.names.pop();
                self.ast.add_stmt(StmtKind::Switch { init, cond, body }, self.span_from(lo))
            }
            T::Kw(Kw::Case) => {
                self.bump();
                let e = self.parse_const_expr();
                let hi = if self.eat(T::Ellipsis) { Some(self.parse_const_expr()) } else { None };
                self.expect(T::Colon, id::EXP_COLON);
                let body = if self.at(T::RBrace) {
                    self.ast.add_stmt(StmtKind::Null, self.span_from(lo))
                } else {
                    self.parse_statement()
                };
                self.ast.add_stmt(StmtKind::Case { lo: e, hi, body }, self.span_from(lo))
            }
            T::Kw(Kw::Default) => {
                self.bump();
                self.expect(T::Colon, id::EXP_COLON);
                let body = if self.at(T::RBrace) {
                    self.ast.add_stmt(StmtKind::Null, self.span_from(lo))
                } else {
                    self.parse_statement()
                };
                self.ast.add_stmt(StmtKind::Default(body), self.span_from(lo))
            }
            T::Kw(Kw::Break) | T::Kw(Kw::Continue) => {
                self.bump();
                self.expect_semi();
                let kind = if k == T::Kw(Kw::Break) { StmtKind::Break } else { StmtKind::Continue };
                self.ast.add_stmt(kind, self.span_from(lo))
            }
            T::Kw(Kw::Return) | T::Kw(Kw::CoReturn) => {
                self.bump();
                let e = if self.at(T::Semi) {
                    None
                } else if self.at(T::LBrace) {
                    Some(self.parse_braced_init())
                } else {
                    Some(self.parse_expr())
                };
                self.expect_semi();
                let kind = if k == T::Kw(Kw::Return) { StmtKind::Return(e) } else { StmtKind::CoReturn(e) };
                self.ast.add_stmt(kind, self.span_from(lo))
            }
            T::Kw(Kw::Goto) => {
                self.bump();
                let kind = if self.eat(T::Star) {
                    StmtKind::GotoExpr(self.parse_expr())
                } else {
                    let s = self.sym();
                    self.expect(T::Identifier, id::EXP_IDENTIFIER);
                    StmtKind::Goto(s)
                };
                self.expect_semi();
                self.ast.add_stmt(kind, self.span_from(lo))
            }
            T::Kw(Kw::Try) => {
                self.bump();
                let body = if self.at(T::LBrace) {
                    self.parse_compound()
                } else {
                    self.error_here(id::EXP_LBRACE);
                    return self.ast.add_stmt(StmtKind::Error, self.span_from(lo));
                };
                let handlers = self.parse_handlers();
                self.ast.add_stmt(StmtKind::Try { body, handlers }, self.span_from(lo))
            }
            T::Kw(Kw::Asm) => {
                let kind = match self.parse_asm_operands() {
                    Some(a) => StmtKind::AsmOperands(Box::new(a)),
                    None => StmtKind::Asm(self.parse_asm()),
                };
                self.expect_semi();
                self.ast.add_stmt(kind, self.span_from(lo))
            }
            _ => {
                let at = self.cur.pos();
                if self.may_be_declaration() {
                    let m = self.cur.mark();
                    if !self.failed_decl_stmts.contains(&at) {
                        if let Some(d) = self.tentatively(|p| Some(p.parse_block_declaration())) {
                            return self.ast.add_stmt(StmtKind::Decl(d), self.span_from(lo));
                        }
                        // Memoised: a statement re-parsed inside an outer retry fails the same way.
                        self.failed_decl_stmts.insert(at);
                    }
                    self.cur.reset(m);
                    // Not a valid declaration: parse it as an expression, unless it cannot be one
                    // (specifiers followed by a declarator name commit to a declaration).
                    if !self.could_be_expression_start() || self.declaration_committed() {
                        let d = self.parse_block_declaration();
                        return self.ast.add_stmt(StmtKind::Decl(d), self.span_from(lo));
                    }
                }
                // A keyword that cannot start a statement → "expected a statement"; other tokens
                // are taken as an expression (`)` → "expected an expression", probed).
                if matches!(self.k(), T::Kw(Kw::Else | Kw::Catch))
                    || (!self.starts_expr() && !matches!(self.k(), T::RParen | T::RBracket | T::Colon | T::Comma | T::Gt))
                {
                    self.error_here(id::EXP_STATEMENT);
                    self.skip_to_end_of_statement();
                    return self.ast.add_stmt(StmtKind::Error, self.span_from(lo));
                }
                let e = self.parse_expr();
                self.expect_semi();
                self.ast.add_stmt(StmtKind::Expr(e), self.span_from(lo))
            }
        }
    }

    /// Declarations in block scope: the namespace-scope forms minus function definitions.
    fn parse_block_declaration(&mut self) -> DeclId {
        self.parse_declaration(true)
    }

    /// Decl-specifiers followed by a declarator name (`T x`, `T *x`, `T &x`).
    fn declaration_committed(&mut self) -> bool {
        self.probe(|p| {
            let spec = p.parse_decl_spec(super::types::SpecCtx::Decl);
            if spec.base == TypeBase::None && spec.specifiers.is_empty() {
                return None;
            }
            while matches!(p.k(), T::Star | T::Amp | T::AmpAmp | T::Kw(Kw::Const)) {
                p.bump();
            }
            if p.is_ident() {
                Some(())
            } else {
                None
            }
        })
    }

    fn could_be_expression_start(&self) -> bool {
        match self.k() {
            T::Kw(k) => {
                is_builtin_type_kw(k) || matches!(k, Kw::Decltype | Kw::Typename | Kw::Const | Kw::Volatile) || is_transform_kw(k)
            }
            T::Identifier | T::ColonColon => true,
            _ => false,
        }
    }

    pub fn expect_semi(&mut self) -> bool {
        if self.eat(T::Semi) {
            return true;
        }
        self.error_here(id::EXP_SEMICOLON);
        false
    }

    /// EDG-style recovery inside a block: skip to just after the next `;` at this nesting level, or
    /// stop before a `}` that closes the enclosing block.
    pub fn skip_to_end_of_statement(&mut self) {
        loop {
            match self.k() {
                T::Semi => {
                    self.bump();
                    return;
                }
                T::RBrace | T::Eof => return,
                T::LParen | T::LBracket | T::LBrace => {
                    self.skip_balanced();
                }
                _ => self.bump(),
            }
        }
    }

    pub fn parse_handlers_pub(&mut self) -> Vec<Handler> {
        self.parse_handlers()
    }

    fn parse_handlers(&mut self) -> Vec<Handler> {
        let mut hs = Vec::new();
        while self.at_kw(Kw::Catch) {
            self.bump();
            self.expect(T::LParen, id::EXP_LPAREN);
            self.names.push(ScopeKind::Block);
            let param = if self.eat(T::Ellipsis) {
                None
            } else {
                let lo = self.lo();
                let spec = self.parse_decl_spec(super::types::SpecCtx::TypeId);
                let decl = self.parse_declarator(true, false);
                if let Some(s) = decl.name.as_ref().and_then(|n| n.last_ident()) {
                    self.names.declare(s, NameKind::Value);
                }
                Some(Param { spec, decl, default: None, span: self.span_from(lo) })
            };
            self.expect(T::RParen, id::EXP_RPAREN);
            let body = if self.at(T::LBrace) {
                self.parse_compound()
            } else {
                self.error_here(id::EXP_LBRACE);
                let sp = self.empty_span();
                self.ast.add_stmt(StmtKind::Error, sp)
            };
            self.names.pop();
            hs.push(Handler { param, body });
        }
        hs
    }

    /// `asm [volatile|goto|inline] ( … )` (current token is `asm`); returns the token range.
    /// An asm statement with the shape `asm quals ( strings [: ops [: ops [: strings [: idents]]]] )`,
    /// taken apart so that its operand expressions are analysed. The shape is checked on the tokens
    /// first, without diagnostics; any other form is left to [`Self::parse_asm`] (None, cursor
    /// unmoved).
    pub fn parse_asm_operands(&mut self) -> Option<AsmStmt> {
        let start = self.cur.pos();
        let m = self.cur.mark();
        let shape = self.asm_shape();
        self.cur.reset(m);
        let close = shape?;
        self.bump(); // asm
        while matches!(self.k(), T::Kw(Kw::Volatile | Kw::Goto | Kw::Inline)) {
            self.bump();
        }
        self.bump(); // (
        while matches!(self.k(), T::StrLit(_)) {
            self.bump();
        }
        let mut out = AsmStmt { range: TokRange::default(), outputs: Vec::new(), inputs: Vec::new(), labels: Vec::new() };
        let mut section = 0;
        while self.cur.pos() < close {
            let n = self.eat_asm_colons();
            if n == 0 {
                break;
            }
            section += n;
            while self.cur.pos() < close && !matches!(self.k(), T::Colon | T::ColonColon) {
                match section {
                    1 | 2 => {
                        if self.eat(T::LBracket) {
                            self.bump(); // name
                            self.bump(); // ]
                        }
                        let constraint = self.cur.pos() as u32;
                        self.bump();
                        self.bump(); // (
                        let expr = self.parse_expr();
                        // The shape check found this operand's `)`; an expression that stopped early
                        // has been diagnosed by the expression parser.
                        while !self.at(T::RParen) && self.cur.pos() < close {
                            self.bump();
                        }
                        self.bump(); // )
                        let op = AsmOperand { constraint, expr };
                        if section == 1 {
                            out.outputs.push(op);
                        } else {
                            out.inputs.push(op);
                        }
                    }
                    4 => {
                        out.labels.push(self.cur.pos() as u32);
                        self.bump();
                    }
                    _ => self.bump(),
                }
                if self.cur.pos() < close && !matches!(self.k(), T::Colon | T::ColonColon) {
                    self.bump(); // ,
                }
            }
        }
        while self.cur.pos() < close {
            self.bump();
        }
        self.bump(); // )
        out.range = self.range_from(start);
        Some(out)
    }

    /// Walks an asm statement's tokens (moving the cursor) and returns the token index of its closing
    /// `)` when it has the operand shape [`Self::parse_asm_operands`] takes apart.
    fn asm_shape(&mut self) -> Option<usize> {
        self.bump();
        while matches!(self.k(), T::Kw(Kw::Volatile | Kw::Goto | Kw::Inline)) {
            self.bump();
        }
        if !self.eat(T::LParen) || !matches!(self.k(), T::StrLit(_)) {
            return None;
        }
        while matches!(self.k(), T::StrLit(_)) {
            self.bump();
        }
        let mut section = 0;
        loop {
            let n = self.eat_asm_colons();
            if n == 0 {
                break;
            }
            section += n;
            if section > 4 {
                return None;
            }
            let mut first = true;
            while !matches!(self.k(), T::Colon | T::ColonColon | T::RParen) {
                if !first && !self.eat(T::Comma) {
                    return None;
                }
                first = false;
                match section {
                    1 | 2 => {
                        if self.eat(T::LBracket) {
                            if !(self.eat(T::Identifier) && self.eat(T::RBracket)) {
                                return None;
                            }
                        }
                        if !self.eat_str() || !self.at(T::LParen) || !self.skip_balanced() {
                            return None;
                        }
                    }
                    3 => {
                        if !self.eat_str() {
                            return None;
                        }
                    }
                    _ => {
                        if !self.eat(T::Identifier) {
                            return None;
                        }
                    }
                }
            }
        }
        if !self.at(T::RParen) {
            return None;
        }
        Some(self.cur.pos())
    }

    /// Eats the colons that open the next asm operand section: a `::` token (C++ lexes `:::` as
    /// `::` `:`) is two colons, i.e. an empty section followed by the next one. Returns how many.
    fn eat_asm_colons(&mut self) -> u32 {
        if self.eat(T::Colon) {
            1
        } else if self.eat(T::ColonColon) {
            2
        } else {
            0
        }
    }

    /// One string literal token (adjacent ones are not an asm constraint).
    fn eat_str(&mut self) -> bool {
        if matches!(self.k(), T::StrLit(_)) {
            self.bump();
            !matches!(self.k(), T::StrLit(_))
        } else {
            false
        }
    }

    pub fn parse_asm(&mut self) -> TokRange {
        let start = self.cur.pos();
        self.bump();
        while matches!(self.k(), T::Kw(Kw::Volatile | Kw::Goto | Kw::Inline)) {
            self.bump();
        }
        if self.at(T::LParen) {
            self.skip_balanced();
        } else {
            self.error_here(id::EXP_LPAREN);
        }
        self.range_from(start)
    }

    fn parse_if(&mut self, lo: u32) -> StmtId {
        self.bump();
        let constexpr = self.eat_kw(Kw::Constexpr);
        let negated = self.at(T::Bang) && self.peek(1) == T::Kw(Kw::Consteval);
        if negated {
            self.bump();
        }
        if self.eat_kw(Kw::Consteval) {
            let then = self.parse_statement();
            let els = if self.eat_kw(Kw::Else) { Some(self.parse_statement()) } else { None };
            return self.ast.add_stmt(
                StmtKind::If { constexpr, consteval: true, negated, init: None, cond: None, then, els },
                self.span_from(lo),
            );
        }
        self.names.push(ScopeKind::Block);
        self.expect(T::LParen, id::EXP_LPAREN);
        let init = self.parse_init_statement();
        let cond = self.parse_condition();
        self.expect(T::RParen, id::EXP_RPAREN);
        let then = self.parse_statement();
        let els = if self.eat_kw(Kw::Else) { Some(self.parse_statement()) } else { None };
        self.names.pop();
        self.ast.add_stmt(
            StmtKind::If { constexpr, consteval: false, negated, init, cond: Some(cond), then, els },
            self.span_from(lo),
        )
    }

    /// C++17 init-statement in `if`/`switch`: present when a `;` ends it before the `)`.
    fn parse_init_statement(&mut self) -> Option<StmtId> {
        let m = self.cur.mark();
        let has_semi = {
            let mut depth = 0i32;
            let mut i = 0;
            let mut found = false;
            loop {
                match self.peek(i) {
                    T::LParen | T::LBracket | T::LBrace => depth += 1,
                    T::RParen | T::RBracket | T::RBrace => {
                        if depth == 0 {
                            break;
                        }
                        depth -= 1
                    }
                    T::Semi if depth == 0 => {
                        found = true;
                        break;
                    }
                    T::Eof => break,
                    _ => {}
                }
                i += 1;
                if i > 100_000 {
                    break;
                }
            }
            found
        };
        self.cur.reset(m);
        if has_semi {
            Some(self.parse_statement())
        } else {
            None
        }
    }

    /// A condition: `T x = e` / `T x{e}` or an expression.
    pub fn parse_condition(&mut self) -> Cond {
        if self.may_be_declaration() {
            if let Some(d) = self.tentatively(|p| {
                let lo = p.lo();
                let spec = p.parse_decl_spec(super::types::SpecCtx::Decl);
                if spec.base == TypeBase::None {
                    return None;
                }
                let decl = p.parse_declarator(false, false);
                decl.name.as_ref()?;
                let init = if p.eat(T::Eq) {
                    Init::Assign(p.parse_initializer_clause())
                } else if p.at(T::LBrace) {
                    Init::Brace(p.parse_braced_init())
                } else {
                    return None;
                };
                if let Some(s) = decl.name.as_ref().and_then(|n| n.last_ident()) {
                    p.names.declare(s, NameKind::Value);
                }
                let id = InitDeclarator {
                    decl,
                    init: Some(init),
                    bitfield: None,
                    asm_label: None,
                    virt_spec: Vec::new(),
                    requires: None,
                };
                Some(p.ast.add_decl(DeclKind::Simple { spec, declarators: vec![id] }, p.span_from(lo)))
            }) {
                return Cond::Decl(d);
            }
        }
        Cond::Expr(self.parse_expr())
    }

    fn parse_for(&mut self, lo: u32) -> StmtId {
        self.bump();
        self.names.push(ScopeKind::Block);
        self.expect(T::LParen, id::EXP_LPAREN);
        // Range-for: `for ([init;] decl : range)`.
        let mut init = None;
        let range_for = self.tentatively(|p| {
            let dlo = p.lo();
            let spec = p.parse_decl_spec(super::types::SpecCtx::Decl);
            if spec.base == TypeBase::None {
                return None;
            }
            let decl = if p.at(T::LBracket) || (p.at(T::Amp) || p.at(T::AmpAmp)) && p.peek(1) == T::LBracket {
                // Structured binding.
                p.parse_structured_binding()
            } else {
                p.parse_declarator(false, false)
            };
            if !p.at(T::Colon) {
                return None;
            }
            p.bump();
            if let Some(s) = decl.name.as_ref().and_then(|n| n.last_ident()) {
                p.names.declare(s, NameKind::Value);
            }
            let id = InitDeclarator { decl, init: None, bitfield: None, asm_label: None, virt_spec: Vec::new(), requires: None };
            Some(p.ast.add_decl(DeclKind::Simple { spec, declarators: vec![id] }, p.span_from(dlo)))
        });
        let result;
        if let Some(var) = range_for {
            let range = self.parse_initializer_clause();
            self.expect(T::RParen, id::EXP_RPAREN);
            let body = self.parse_statement();
            result = StmtKind::RangeFor { init, var, range, body };
        } else {
            init = if self.at(T::Semi) {
                self.bump();
                None
            } else {
                Some(self.parse_statement())
            };
            // C++20 `for (init; decl : range)`.
            let cond = if self.at(T::Semi) { None } else { Some(self.parse_condition()) };
            self.expect_semi();
            let step = if self.at(T::RParen) { None } else { Some(self.parse_expr()) };
            self.expect(T::RParen, id::EXP_RPAREN);
            let body = self.parse_statement();
            result = StmtKind::For { init, cond, step, body };
        }
        self.names.pop();
        self.ast.add_stmt(result, self.span_from(lo))
    }

    /// `[a, b, c]` after the specifiers of a structured binding declaration (optionally `&`/`&&`).
    pub fn parse_structured_binding(&mut self) -> Declarator {
        let lo = self.lo();
        let mut d = Declarator::default();
        if self.at(T::Amp) || self.at(T::AmpAmp) {
            let rvalue = self.at(T::AmpAmp);
            self.bump();
            d.ops.push(DeclaratorOp::Reference { rvalue });
        }
        let mut b = crate::parse::ast::StructuredBinding { bracket: self.lo(), names: Vec::new() };
        self.bump();
        while self.is_ident() {
            let s = self.sym();
            b.names.push((s, self.lo()));
            self.names.declare(s, NameKind::Value);
            self.bump();
            if !self.eat(T::Comma) {
                break;
            }
        }
        self.expect(T::RBracket, id::EXP_RBRACKET);
        d.span = self.span_from(lo);
        d.binding = Some(Box::new(b));
        d
    }
}
