//! The C++ parser: hand-written recursive descent producing an arena AST ([`ast`]).
//!
//! Style (rust-analyzer/oxc): the parser returns the tree and keeps going after errors; it never panics;
//! recursion is bounded ([`MAX_DEPTH`]); every loop consumes a token or stops. Names are classified
//! with a parser-level symbol table ([`names`]) so that types, templates and namespaces steer the
//! grammar as C++ requires. Ambiguities (declaration vs expression, cast vs parenthesised expression,
//! type vs expression template arguments) are resolved by tentative parsing with cursor marks.
//!
//! Errors follow EDG: the first syntax error is reported with EDG's message and position, then the
//! parser skips to a `;` or `}` as EDG does. Follow-on errors are only reported when the recovery point
//! is one where EDG's behaviour is known (a fresh declaration at namespace scope); otherwise they are
//! suppressed and a gap is noted ("parse: recovery after syntax error"). Errors inside function bodies
//! other than the verified kinds, and keyword-where-a-name-belongs errors, are reported but also noted
//! as gaps. Tentative attempts report nothing; their failures are memoised per token position so nested
//! retries stay linear.
//!
//! Entry points: [`parse_translation_unit`] (driver: pumps lexer events in EDG order through the
//! `EventPump`, reports errors to `Diagnostics`, notes gaps) and [`parse_tokens`] (tests/tools: returns
//! the tree and the error ids). Member-function bodies and ctor-initializers are parsed at the end of
//! the outermost class (complete-class context). Semantic analysis runs afterwards (`crate::lower`,
//! called by the driver) on TUs without syntax errors; a TU with syntax errors whose output depends on
//! analysis is noted as "lower: not run after syntax errors" ([`sema_gap`]).
pub mod ast;
pub mod cursor;
mod decl;
mod expr;
pub mod names;
mod sema_gap;
mod stmt;
#[cfg(test)]
mod tests;
mod types;

use crate::diag::pump::EventPump;
use crate::diag::{id, DiagId, Diagnostic, Diagnostics, Severity, Where};
use crate::gaps::Gaps;
use crate::lex::{Kw, LexOutput, Symbol, TokenKind};
use crate::source::{Offset, SourceMap, Span};
use ast::*;
use cursor::Cursor;
use names::{NameScopes, Names};

/// Nesting limit for recursive constructs (expressions, declarators, statements, classes). EDG
/// accepts far deeper nesting (3000 nested parentheses, probed); cufe stops at this depth with a gap
/// ("parse: nesting too deep") instead of overflowing the stack. 500 fits an 8 MiB stack (the main
/// thread's) in debug builds with margin (`tests::deep_nesting_is_bounded` checks 14 shapes).
pub const MAX_DEPTH: u32 = 500;

/// The translation unit as parsed.
#[derive(Debug, Default)]
pub struct TranslationUnit {
    pub declaration_count: usize,
    pub ast: Ast,
    /// Number of syntax errors reported.
    pub syntax_errors: u32,
}

/// Language options the grammar depends on.
#[derive(Clone, Copy, Debug)]
pub struct ParseOptions {
    pub cpp20: bool,
    pub cpp17: bool,
}

impl ParseOptions {
    pub fn from_options(o: &crate::cli::Options) -> ParseOptions {
        use crate::cli::Lang;
        ParseOptions { cpp20: o.lang >= Lang::Cpp20, cpp17: o.lang >= Lang::Cpp17 }
    }
}

impl Default for ParseOptions {
    fn default() -> Self {
        ParseOptions { cpp20: true, cpp17: true }
    }
}

/// Everything the parser needs from the driver.
pub struct ParseCtx<'a> {
    pub lexed: &'a LexOutput,
    pub map: &'a SourceMap,
    pub diags: &'a mut Diagnostics,
    pub gaps: &'a mut Gaps,
    pub pump: &'a mut EventPump,
    pub opts: ParseOptions,
}

/// Parses the token stream into a [`TranslationUnit`]; reports syntax errors, pumps the lexer's events
/// in order, and notes gaps (always at least "sema: not implemented" when declarations were parsed
/// without error, since nothing checks them yet).
pub fn parse_translation_unit(ctx: ParseCtx<'_>) -> TranslationUnit {
    let ParseCtx { lexed, map, diags, gaps, pump, opts } = ctx;
    let mut p = Parser::new(lexed, Sink::Real { map, diags, gaps, pump }, opts);
    p.sync_pump();
    let top = p.parse_decl_seq_until_eof();
    p.ast.top = top;
    let errors = p.errors;
    let count = p.ast.top.len();
    let first = p.ast.top.first().map(|d| p.ast.decl(*d).span.lo);
    if let Sink::Real { gaps, .. } = &mut p.sink {
        // Without syntax errors the driver lowers the tree (`lower`); with errors lowering is not run
        // yet, so a TU whose errors do not settle its whole output is a gap.
        if errors > 0 && sema_gap::needs_sema(&p.ast) {
            if let Some(at) = first {
                gaps.note("lower: not run after syntax errors", at);
            }
        }
    }
    TranslationUnit { declaration_count: count, ast: std::mem::take(&mut p.ast), syntax_errors: errors }
}

/// Parses without a diagnostics engine (tests, tools): returns the tree and the diagnostic ids with
/// their offsets.
pub fn parse_tokens(lexed: &LexOutput, opts: ParseOptions) -> (Ast, Vec<(DiagId, Option<Offset>)>) {
    let mut p = Parser::new(lexed, Sink::Collect(Vec::new()), opts);
    let top = p.parse_decl_seq_until_eof();
    p.ast.top = top;
    if std::env::var_os("CUFE_PARSE_STATS").is_some() {
        eprintln!(
            "parse stats: {} tokens, {} consumed; {} decls {} stmts {} exprs {} types; tentative {:?}",
            lexed.tokens.len(),
            p.bumps,
            p.ast.decls.len(),
            p.ast.stmts.len(),
            p.ast.exprs.len(),
            p.ast.types.len(),
            p.stats
        );
    }
    let errs = match std::mem::replace(&mut p.sink, Sink::Collect(Vec::new())) {
        Sink::Collect(v) => v,
        Sink::Real { .. } => Vec::new(),
    };
    (std::mem::take(&mut p.ast), errs)
}

pub(crate) enum Sink<'a> {
    Real { map: &'a SourceMap, diags: &'a mut Diagnostics, gaps: &'a mut Gaps, pump: &'a mut EventPump },
    Collect(Vec<(DiagId, Option<Offset>)>),
}

/// Contextual identifiers the grammar looks at.
pub(crate) struct Ctx {
    pub final_: Symbol,
    pub override_: Symbol,
    pub va_arg: Symbol,
    pub declspec: Symbol,
    pub make_integer_seq: Symbol,
    pub type_pack_element: Symbol,
    /// The CUDA launch-configuration attribute names whose arguments are parsed as expressions
    /// (`launch_bounds`, `maxnreg`, `cluster_dims`, `local_maxnreg`, with and without `__…__`).
    pub launch_attrs: [Symbol; 8],
    /// `__nv_parent`, a CUDA lambda annotation (`[] __device__ __nv_parent(&f) () {}`).
    pub nv_parent: Symbol,
}

/// A member-function body whose parsing waits for the end of the outermost class (C++ complete-class
/// context): the token position of its `{`, the scope to parse it in, and its parameter names.
pub(crate) struct Deferred {
    pub decl: DeclId,
    pub at: cursor::Mark,
    pub scope: names::ScopeId,
    pub params: Vec<Symbol>,
}

pub(crate) struct Parser<'a> {
    pub cur: Cursor<'a>,
    pub lexed: &'a LexOutput,
    pub sink: Sink<'a>,
    pub ast: Ast,
    pub names: Names,
    // Mode-dependent grammar hooks (C++20 relaxed `typename`, …) will read it.
    #[allow(dead_code)]
    pub opts: ParseOptions,
    pub ctx: Ctx,
    /// > 0 while parsing tentatively: errors only mark the attempt as failed.
    pub tentative: u32,
    pub tent_failed: bool,
    pub depth: u32,
    pub errors: u32,
    /// After an error whose follow-on behaviour cufe cannot predict: report nothing more.
    pub silenced: bool,
    /// An error was reported in the current top-level declaration.
    pub after_error: bool,
    pub last_error_at_eof: bool,
    /// Set by the depth guard once; the rest of the input is still consumed.
    pub too_deep: bool,
    pumped: usize,
    pub deferred: Vec<Deferred>,
    pub class_depth: u32,
    /// The names of the classes being defined (innermost last), for constructor detection.
    pub class_names: Vec<Symbol>,
    /// Set by `template<...>` for the declaration that follows (its name is a template).
    pub template_decl: bool,
    /// Parsing the class-key of a `friend class X;` (which declares nothing visible).
    pub friend_spec: bool,
    /// GNU attributes written inside an elaborated-type-specifier that declares something else
    /// (`typedef struct long4 __attribute__((deprecated("…"))) long4;`): EDG applies them to the
    /// declared entities [verified], so the decl-specifier parser moves them into the spec's list.
    pub elab_attrs: Vec<ast::Attr>,
    /// Tokens consumed, counting re-parses after backtracking (a cost measure for tests).
    pub bumps: u64,
    /// Counters for `CUFE_PARSE_STATS`: tentative attempts, failures, names parsed.
    pub stats: [u64; 3],
    /// Nesting of function bodies being parsed.
    pub in_body: u32,
    /// Token positions where a tentative template-argument list / type argument failed (memo).
    pub failed_targs: names::IntSet<usize>,
    pub failed_type_args: names::IntSet<usize>,
    pub failed_decl_stmts: names::IntSet<usize>,
    pub failed_casts: names::IntSet<usize>,
}

impl<'a> Parser<'a> {
    pub(crate) fn new(lexed: &'a LexOutput, sink: Sink<'a>, opts: ParseOptions) -> Parser<'a> {
        let l = |s: &str| lexed.interner.lookup(s.as_bytes()).unwrap_or(Symbol(u32::MAX - 1));
        let ctx = Ctx {
            final_: l("final"),
            override_: l("override"),
            va_arg: l("__builtin_va_arg"),
            declspec: l("__declspec"),
            make_integer_seq: l("__make_integer_seq"),
            type_pack_element: l("__type_pack_element"),
            nv_parent: l("__nv_parent"),
            launch_attrs: [
                l("launch_bounds"),
                l("__launch_bounds__"),
                l("maxnreg"),
                l("__maxnreg__"),
                l("cluster_dims"),
                l("__cluster_dims__"),
                l("local_maxnreg"),
                l("__local_maxnreg__"),
            ],
        };
        let mut names = Names::new();
        // Builtin templates EDG predeclares (used by libcu++/thrust under gcc's `__has_builtin`).
        for s in [ctx.make_integer_seq, ctx.type_pack_element] {
            names.declare(s, names::NameKind::TypeTemplate);
        }
        // Types gcc (and EDG in GNU mode) predeclare.
        for t in ["__int128_t", "__uint128_t", "__builtin_va_list"] {
            if let Some(s) = lexed.interner.lookup(t.as_bytes()) {
                names.declare(s, names::NameKind::Type);
            }
        }
        // Arena sizes scale with the input (measured on the prelude: ~1 expression per 8 tokens,
        // 1 declaration per 15); reserving avoids repeated reallocation copies.
        let n = lexed.tokens.len();
        let mut ast = Ast::default();
        ast.exprs.reserve(n / 8);
        ast.decls.reserve(n / 15);
        ast.stmts.reserve(n / 30);
        ast.types.reserve(n / 30);
        Parser {
            cur: Cursor::with_tokens(adjust_tokens(&lexed.tokens)),
            lexed,
            sink,
            ast,
            names,
            opts,
            ctx,
            tentative: 0,
            tent_failed: false,
            depth: 0,
            errors: 0,
            silenced: false,
            after_error: false,
            last_error_at_eof: false,
            too_deep: false,
            pumped: 0,
            deferred: Vec::new(),
            class_depth: 0,
            class_names: Vec::new(),
            template_decl: false,
            friend_spec: false,
            elab_attrs: Vec::new(),
            bumps: 0,
            stats: [0; 3],
            in_body: 0,
            failed_targs: Default::default(),
            failed_type_args: Default::default(),
            failed_decl_stmts: Default::default(),
            failed_casts: Default::default(),
        }
    }

    // ---- token access -------------------------------------------------------------------------

    pub fn k(&self) -> TokenKind {
        self.cur.kind()
    }
    pub fn at(&self, k: TokenKind) -> bool {
        self.cur.kind() == k
    }
    pub fn at_kw(&self, kw: Kw) -> bool {
        self.cur.kind() == TokenKind::Kw(kw)
    }
    pub fn peek(&self, n: usize) -> TokenKind {
        self.cur.peek(n)
    }
    pub fn lo(&self) -> Offset {
        self.cur.tok().span.lo
    }
    pub fn sym(&self) -> Symbol {
        self.cur.tok().sym
    }
    pub fn span_from(&self, lo: Offset) -> Span {
        Span::new(lo, self.cur.prev_end().max(lo))
    }

    /// Makes the next token current: the event pump runs first, so lexer events and pragmas are
    /// handled before anything the parser reports at the new token.
    pub fn bump(&mut self) {
        self.bumps += 1;
        self.cur.bump();
        self.sync_pump();
    }

    pub fn sync_pump(&mut self) {
        let pos = self.cur.pos();
        if pos > self.pumped || (pos == 0 && self.pumped == 0) {
            self.pumped = pos;
            if let Sink::Real { map, diags, gaps, pump } = &mut self.sink {
                pump.advance_to(pos as u32, self.lexed, map, diags, gaps);
                if diags.must_stop() {
                    // A catastrophic error (error limit, `#error` …) ends the compilation here.
                    self.silenced = true;
                    self.cur.jump_to_eof();
                    self.pumped = usize::MAX;
                }
            }
        }
    }

    pub fn eat(&mut self, k: TokenKind) -> bool {
        if self.at(k) {
            self.bump();
            true
        } else {
            false
        }
    }
    pub fn eat_kw(&mut self, kw: Kw) -> bool {
        self.eat(TokenKind::Kw(kw))
    }
    pub fn eat_gt(&mut self) -> bool {
        let r = self.cur.eat_gt();
        self.sync_pump();
        r
    }

    /// Consumes `k` or reports `msg` at the current token.
    pub fn expect(&mut self, k: TokenKind, msg: DiagId) -> bool {
        if self.eat(k) {
            true
        } else {
            self.error_here(msg);
            false
        }
    }

    pub fn is_ident(&self) -> bool {
        self.at(TokenKind::Identifier)
    }
    pub fn at_ident_sym(&self, s: Symbol) -> bool {
        self.is_ident() && self.sym() == s
    }

    // ---- errors -------------------------------------------------------------------------------

    pub fn error_here(&mut self, msg: DiagId) {
        let t = self.cur.tok();
        let at = if t.kind == TokenKind::Eof { None } else { Some(t.span.lo) };
        self.error_at(msg, at);
    }

    /// Reports a syntax error (`at` None: "At end of source"). Inside a tentative parse, only marks
    /// the attempt as failed.
    pub fn error_at(&mut self, msg: DiagId, at: Option<Offset>) {
        self.error_with_note(msg, at, None);
    }

    pub fn error_with_note(&mut self, msg: DiagId, at: Option<Offset>, note: Option<Diagnostic>) {
        if std::env::var("CUFE_PARSE_TRACE").is_ok() {
            eprintln!(
                "PARSE-ERR {} at {:?} tentative={}\n{}",
                msg.template(),
                at,
                self.tentative,
                std::backtrace::Backtrace::force_capture()
            );
        }
        if self.tentative > 0 {
            self.tent_failed = true;
            return;
        }
        if self.silenced {
            return;
        }
        // Missing closers at end of input are each reported (`struct S {` → `}` then `;`).
        let chained_eof = at.is_none() && self.last_error_at_eof;
        if self.after_error && !chained_eof {
            // A second error in the same declaration: EDG's follow-on behaviour is not modelled.
            let at = at.unwrap_or(u32::MAX);
            self.give_up_recovery(at);
            return;
        }
        self.after_error = true;
        self.last_error_at_eof = at.is_none();
        self.errors += 1;
        // Inside function bodies only these errors were verified to be followed by nothing EDG
        // would add (other statement-level errors are followed by recovery diagnostics, e.g.
        // `case 1 break;` → `expected a ":"` then warning 127 "expected a statement").
        let verified = [
            id::EXP_SEMICOLON,
            id::EXP_PRIMARY_EXPR,
            id::EXP_RPAREN,
            id::EXP_RBRACKET,
            id::EXP_RBRACE,
            id::EXP_IDENTIFIER,
            id::EXP_TYPE_SPECIFIER,
            id::EXP_DECLARATION,
            id::EXP_STATEMENT,
        ];
        if self.in_body > 0 && !verified.contains(&msg) {
            let g = at.unwrap_or(u32::MAX);
            if let Sink::Real { gaps, .. } = &mut self.sink {
                gaps.note("parse: recovery after syntax error", g);
            }
        }
        match &mut self.sink {
            Sink::Real { map, diags, .. } => {
                let w = match at {
                    Some(o) => Where::At(o),
                    None => Where::EndOfSource,
                };
                let mut d = Diagnostic::new(Severity::Error, msg, w);
                if let Some(n) = note {
                    d = d.note(n);
                }
                diags.report(*map, d);
            }
            Sink::Collect(v) => v.push((msg, at)),
        }
    }

    /// Stops reporting: what follows depends on recovery details cufe does not model.
    pub fn give_up_recovery(&mut self, at: Offset) {
        if self.tentative > 0 {
            self.tent_failed = true;
            return;
        }
        if !self.silenced {
            self.silenced = true;
            self.gap("parse: recovery after syntax error", at);
        }
    }

    /// Records that the error just reported may not be EDG's (the harness then says
    /// "unsupported" instead of trusting the output).
    pub fn give_up_unverified(&mut self, at: Offset) {
        if self.tentative == 0 {
            if let Sink::Real { gaps, .. } = &mut self.sink {
                gaps.note("parse: unverified syntax error", at);
            }
        }
    }

    pub fn gap(&mut self, what: &str, at: Offset) {
        if self.tentative > 0 {
            self.tent_failed = true;
            return;
        }
        match &mut self.sink {
            Sink::Real { gaps, .. } => gaps.note(what, at),
            Sink::Collect(v) => v.push((id::EXP_DECLARATION, Some(u32::MAX - at.min(1)))),
        }
    }

    /// Depth guard: returns false (and records the limit once) when nesting is too deep.
    pub fn enter(&mut self) -> bool {
        if self.depth >= MAX_DEPTH {
            if !self.too_deep {
                self.too_deep = true;
                let at = self.lo();
                self.gap("parse: nesting too deep", at);
                self.silenced = true;
            }
            return false;
        }
        self.depth += 1;
        true
    }
    pub fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    // ---- tentative parsing --------------------------------------------------------------------

    /// Runs `f` tentatively: on failure (an error inside, or `f` returning None) the cursor goes back
    /// and None is returned. Arena nodes made by a failed attempt stay unreferenced.
    pub fn tentatively<T>(&mut self, f: impl FnOnce(&mut Self) -> Option<T>) -> Option<T> {
        self.stats[0] += 1;
        let m = self.cur.mark();
        let saved_failed = self.tent_failed;
        let saved_depth = self.depth;
        let saved_tdecl = self.template_decl;
        let lens = (self.ast.decls.len(), self.ast.stmts.len(), self.ast.exprs.len(), self.ast.types.len(), self.deferred.len());
        self.tentative += 1;
        self.tent_failed = false;
        let r = f(self);
        let ok = r.is_some() && !self.tent_failed;
        self.tentative -= 1;
        self.tent_failed = saved_failed;
        self.depth = saved_depth;
        if ok {
            r
        } else {
            self.cur.reset(m);
            self.template_decl = saved_tdecl;
            // Nothing outside the failed attempt refers to its nodes: drop them.
            self.ast.decls.truncate(lens.0);
            self.ast.stmts.truncate(lens.1);
            self.ast.exprs.truncate(lens.2);
            self.ast.types.truncate(lens.3);
            self.deferred.truncate(lens.4);
            self.stats[1] += 1;
            None
        }
    }

    /// Runs `f` tentatively and always rewinds: a pure lookahead predicate.
    pub fn probe(&mut self, f: impl FnOnce(&mut Self) -> Option<()>) -> bool {
        let m = self.cur.mark();
        let r = self.tentatively(f).is_some();
        self.cur.reset(m);
        r
    }

    /// Skips a balanced group starting at the current opening bracket, returning false at end of input.
    pub fn skip_balanced(&mut self) -> bool {
        let mut stack: Vec<TokenKind> = Vec::new();
        loop {
            let k = self.k();
            match k {
                TokenKind::LParen => stack.push(TokenKind::RParen),
                TokenKind::LBracket => stack.push(TokenKind::RBracket),
                TokenKind::LBrace => stack.push(TokenKind::RBrace),
                TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => {
                    // Mismatched closers end the innermost group anyway (never loops).
                    stack.pop();
                    self.bump();
                    if stack.is_empty() {
                        return true;
                    }
                    continue;
                }
                TokenKind::Eof => return false,
                _ => {}
            }
            self.bump();
            if stack.is_empty() {
                return true;
            }
        }
    }

    /// Error recovery inside `{…}`: skips to the unmatched `}` and consumes it (or stops at EOF).
    pub fn skip_past_rbrace(&mut self) {
        loop {
            match self.k() {
                TokenKind::RBrace => {
                    self.bump();
                    return;
                }
                TokenKind::Eof => return,
                TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => {
                    self.skip_balanced();
                }
                _ => self.bump(),
            }
        }
    }

    /// Token range from `lo` (a token index) to the current position.
    pub fn range_from(&self, lo: usize) -> TokRange {
        TokRange { lo: lo as u32, hi: self.cur.pos() as u32 }
    }

    pub fn error_expr(&mut self, lo: Offset) -> ExprId {
        let sp = self.span_from(lo);
        self.ast.add_expr(ExprKind::Error, sp)
    }
}

/// EDG takes a type-transform keyword (`__make_unsigned`, `__remove_cv`, …) as an ordinary identifier
/// after a class-key and before `<`: libstdc++ 12 declares class templates with those names
/// (probed: `struct __remove_cv {};` and `__make_unsigned<int>::type` are accepted, `__remove_cv *p`
/// is not).
fn adjust_tokens(toks: &[crate::lex::Token]) -> std::borrow::Cow<'_, [crate::lex::Token]> {
    let hit = |i: usize| -> bool {
        let TokenKind::Kw(k) = toks[i].kind else { return false };
        if !types::is_transform_kw(k) {
            return false;
        }
        let after_key = i > 0 && matches!(toks[i - 1].kind, TokenKind::Kw(Kw::Struct | Kw::Class | Kw::Union | Kw::Using));
        let before_lt = toks.get(i + 1).map(|t| t.kind) == Some(TokenKind::Lt);
        after_key || before_lt
    };
    // One scan of the tokens (the prelude has a few hits among ~10^5 tokens).
    let hits: Vec<usize> = (0..toks.len()).filter(|&i| hit(i)).collect();
    if hits.is_empty() {
        return std::borrow::Cow::Borrowed(toks);
    }
    let mut v = toks.to_vec();
    for i in hits {
        v[i].kind = TokenKind::Identifier;
    }
    std::borrow::Cow::Owned(v)
}
