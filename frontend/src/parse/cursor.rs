//! The token cursor the recursive-descent parser reads through: peek / next / lookahead, `>>` splitting
//! for template argument lists, tentative parsing (mark/reset), and the event-pump hook.
//!
//! Event pump: the lexer's events (pragmas, lexical diagnostics) carry the index of the token whose
//! lexing met them (see `lex::LexEvent`). EDG lexes a token when the parser first needs it, as the
//! current token or as lookahead, so whenever the cursor hands out a token further than any before it
//! calls [`EventSink::advance_to`] with that index, and the driver reports every event up to there before
//! the parser reports anything about that token. Indices only grow: re-reading tokens after a `reset`
//! does not replay events (EDG does not re-issue them either). That is why even `peek` takes `&mut self`.
use crate::lex::{Token, TokenKind};
use crate::source::Span;

/// Receives "the parser has reached token `token_index`" (the driver's event pump implements this).
pub trait EventSink {
    fn advance_to(&mut self, token_index: u32);
}

/// A sink that ignores events (tests, tentative parsing without a driver).
pub struct NoEvents;
impl EventSink for NoEvents {
    fn advance_to(&mut self, _: u32) {}
}

/// A saved cursor position for tentative parsing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark {
    pos: usize,
    split: Option<Token>,
}

pub struct Cursor<'t, 's> {
    tokens: &'t [Token],
    pos: usize,
    /// The rest of a token whose leading `>` was consumed by [`Cursor::split_gt`] (`>>` → `>`).
    split: Option<Token>,
    /// Highest token index handed out (reported to the sink).
    fetched: Option<u32>,
    sink: &'s mut dyn EventSink,
}

fn eof_of(tokens: &[Token]) -> Token {
    tokens
        .last()
        .copied()
        .filter(|t| t.kind == TokenKind::Eof)
        .unwrap_or(Token {
            kind: TokenKind::Eof,
            flags: 0,
            span: Span::default(),
            sym: crate::lex::Symbol::NONE,
        })
}

impl<'t, 's> Cursor<'t, 's> {
    /// A cursor on the first token. `tokens` should end with `Eof` (as `lex` produces); reads past the
    /// end return that `Eof`.
    pub fn new(tokens: &'t [Token], sink: &'s mut dyn EventSink) -> Cursor<'t, 's> {
        let mut c = Cursor {
            tokens,
            pos: 0,
            split: None,
            fetched: None,
            sink,
        };
        c.fetch(0);
        c
    }

    /// Notes that token `idx` was handed out (clamped to the last token, Eof).
    fn fetch(&mut self, idx: usize) {
        let idx = idx.min(self.tokens.len().saturating_sub(1)).min(u32::MAX as usize) as u32;
        if self.fetched.is_none_or(|r| idx > r) {
            self.fetched = Some(idx);
            self.sink.advance_to(idx);
        }
    }

    /// Index of the current token (in `tokens`).
    pub fn index(&self) -> usize {
        self.pos
    }

    /// The current token (already fetched, so this never pumps events).
    pub fn peek(&self) -> Token {
        if let Some(t) = self.split {
            return t;
        }
        self.tokens
            .get(self.pos)
            .copied()
            .unwrap_or_else(|| eof_of(self.tokens))
    }

    pub fn kind(&self) -> TokenKind {
        self.peek().kind
    }

    pub fn at(&self, k: TokenKind) -> bool {
        self.kind() == k
    }

    pub fn at_eof(&self) -> bool {
        self.kind() == TokenKind::Eof
    }

    /// The token `n` places ahead (`peek_nth(0) == peek()`); fetching it pumps the events up to it.
    pub fn peek_nth(&mut self, n: usize) -> Token {
        if n == 0 {
            return self.peek();
        }
        let idx = self.pos.saturating_add(n);
        self.fetch(idx);
        self.tokens
            .get(idx)
            .copied()
            .unwrap_or_else(|| eof_of(self.tokens))
    }

    /// Consumes the current token and returns it. At `Eof` it stays at `Eof`. (After a split, `pos` still
    /// indexes the split token, so consuming its remainder also moves to the next index.)
    #[allow(clippy::should_implement_trait)] // not an iterator: it never ends (stays at Eof)
    pub fn next(&mut self) -> Token {
        let t = self.peek();
        self.split = None;
        if t.kind != TokenKind::Eof && self.pos < self.tokens.len() {
            self.pos += 1;
        }
        self.fetch(self.pos);
        t
    }

    /// Consumes the current token if it is `k`.
    pub fn eat(&mut self, k: TokenKind) -> Option<Token> {
        if self.at(k) {
            Some(self.next())
        } else {
            None
        }
    }

    /// Closing a template argument list: consumes one `>`. A `>>`, `>=` or `>>=` is split and its rest
    /// (`>`, `=`, `>=`) becomes the current token. Returns the consumed `>` (None if there was none).
    pub fn split_gt(&mut self) -> Option<Token> {
        let t = self.peek();
        let rest = match t.kind {
            TokenKind::Gt => return Some(self.next()),
            TokenKind::GtGt => TokenKind::Gt,
            TokenKind::Ge => TokenKind::Eq,
            TokenKind::GtGtEq => TokenKind::Ge,
            _ => return None,
        };
        let lo = t.span.lo;
        let gt = Token {
            kind: TokenKind::Gt,
            flags: t.flags,
            span: Span::new(lo, lo + 1),
            sym: t.sym,
        };
        // The rest follows the `>` immediately: no line-start or space flags.
        self.split = Some(Token {
            kind: rest,
            flags: 0,
            span: Span::new(lo + 1, t.span.hi),
            sym: t.sym,
        });
        Some(gt)
    }

    /// Saves the position for tentative parsing.
    pub fn mark(&self) -> Mark {
        Mark {
            pos: self.pos,
            split: self.split,
        }
    }

    /// Returns to a saved position (events already pumped stay pumped).
    pub fn reset(&mut self, m: Mark) {
        self.pos = m.pos;
        self.split = m.split;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lex::{lex, LexConfig};
    use crate::source::SourceMap;

    struct Log(Vec<u32>);
    impl EventSink for Log {
        fn advance_to(&mut self, i: u32) {
            self.0.push(i);
        }
    }

    fn tokens(src: &str) -> Vec<Token> {
        let mut map = SourceMap::new("t.ii", src.as_bytes().to_vec());
        lex(&mut map, &LexConfig::default()).tokens
    }

    #[test]
    fn peek_next_and_lookahead() {
        let toks = tokens("a ( b ) ;");
        let mut log = Log(Vec::new());
        {
            let mut c = Cursor::new(&toks, &mut log);
            assert_eq!(c.kind(), TokenKind::Identifier);
            assert_eq!(c.peek_nth(1).kind, TokenKind::LParen);
            assert_eq!(c.peek_nth(4).kind, TokenKind::Semi);
            assert_eq!(c.peek_nth(99).kind, TokenKind::Eof);
            c.next();
            assert!(c.eat(TokenKind::LParen).is_some());
            assert!(c.eat(TokenKind::RParen).is_none());
            while !c.at_eof() {
                c.next();
            }
            c.next();
            assert!(c.at_eof());
        }
        // Lookahead fetched 1, then 4, then (clamped) Eof at 5; consuming them reports nothing new.
        assert_eq!(log.0, vec![0, 1, 4, 5]);
    }

    #[test]
    fn lookahead_pumps_events_once() {
        let toks = tokens("a b c d");
        let mut log = Log(Vec::new());
        {
            let mut c = Cursor::new(&toks, &mut log);
            assert_eq!(c.peek_nth(2).kind, TokenKind::Identifier);
            c.next();
            c.next(); // at c: already fetched
            assert_eq!(c.peek_nth(99).kind, TokenKind::Eof);
            c.next();
        }
        assert_eq!(log.0, vec![0, 2, 4]);
    }

    #[test]
    fn splits_shift_for_templates() {
        let toks = tokens("A<B<int>> x; C<D<int>>= y");
        let mut sink = NoEvents;
        let mut c = Cursor::new(&toks, &mut sink);
        for _ in 0..5 {
            c.next(); // A < B < int
        }
        assert_eq!(c.kind(), TokenKind::GtGt);
        let g = c.split_gt().unwrap();
        assert_eq!((g.kind, g.span.hi - g.span.lo), (TokenKind::Gt, 1));
        assert_eq!(c.kind(), TokenKind::Gt);
        assert!(c.split_gt().is_some());
        assert_eq!(c.kind(), TokenKind::Identifier);
        for _ in 0..7 {
            c.next(); // x ; C < D < int
        }
        assert_eq!(c.kind(), TokenKind::GtGtEq);
        c.split_gt();
        assert_eq!(c.kind(), TokenKind::Ge);
        c.split_gt();
        assert_eq!(c.kind(), TokenKind::Eq);
        assert!(c.split_gt().is_none());
        c.next();
        assert_eq!(c.kind(), TokenKind::Identifier);
    }

    #[test]
    fn mark_and_reset_do_not_replay_events() {
        let toks = tokens("a b c d");
        let mut log = Log(Vec::new());
        {
            let mut c = Cursor::new(&toks, &mut log);
            let m = c.mark();
            c.next();
            c.next();
            c.reset(m);
            assert_eq!(c.index(), 0);
            c.next();
            c.next();
            c.next();
        }
        assert_eq!(log.0, vec![0, 1, 2, 3]);
    }

    #[test]
    fn empty_token_list_is_eof() {
        let mut sink = NoEvents;
        let mut c = Cursor::new(&[], &mut sink);
        assert!(c.at_eof());
        c.next();
        assert!(c.at_eof());
    }
}
