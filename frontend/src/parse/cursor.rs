//! Token cursor: current token, lookahead, backtracking marks, and the splitting of `>>`, `>>=` and `>=`
//! when a `>` closes a template argument list (C++11 [temp.names]/3).
use crate::lex::{Token, TokenKind};
use crate::source::Span;

/// A saved cursor position (for tentative parsing).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark {
    pos: usize,
    split: u8,
}

pub struct Cursor<'t> {
    toks: std::borrow::Cow<'t, [Token]>,
    pos: usize,
    /// Number of `>` characters already consumed from the current token (0 normally).
    split: u8,
    eof: Token,
}

impl<'t> Cursor<'t> {
    pub fn new(toks: &'t [Token]) -> Cursor<'t> {
        Self::with_tokens(std::borrow::Cow::Borrowed(toks))
    }

    pub fn with_tokens(toks: std::borrow::Cow<'t, [Token]>) -> Cursor<'t> {
        let end = toks.last().map(|t| t.span.hi).unwrap_or(0);
        let eof = Token { kind: TokenKind::Eof, flags: 0, span: Span::new(end, end), sym: crate::lex::Symbol::NONE };
        Cursor { toks, pos: 0, split: 0, eof }
    }

    pub fn pos(&self) -> usize {
        self.pos
    }

    pub fn tokens(&self) -> &[Token] {
        &self.toks
    }

    fn raw(&self, i: usize) -> &Token {
        self.toks.get(i).unwrap_or(&self.eof)
    }

    /// The current token (its kind adjusted when part of it was split off).
    pub fn tok(&self) -> Token {
        let mut t = *self.raw(self.pos);
        if self.split > 0 {
            t.kind = rest_after_gt(t.kind, self.split);
            t.span.lo = (t.span.lo + self.split as u32).min(t.span.hi);
        }
        t
    }

    pub fn kind(&self) -> TokenKind {
        if self.split > 0 {
            rest_after_gt(self.raw(self.pos).kind, self.split)
        } else {
            self.raw(self.pos).kind
        }
    }

    /// Kind of the token `n` ahead of the current one (no splitting applied beyond the current one).
    pub fn peek(&self, n: usize) -> TokenKind {
        if n == 0 {
            self.kind()
        } else {
            self.raw(self.pos + n).kind
        }
    }

    pub fn peek_tok(&self, n: usize) -> &Token {
        self.raw(self.pos + n)
    }

    pub fn at_eof(&self) -> bool {
        self.kind() == TokenKind::Eof
    }

    /// Moves past the current token. Never moves past `Eof`.
    pub fn bump(&mut self) {
        if self.raw(self.pos).kind == TokenKind::Eof {
            return;
        }
        self.split = 0;
        self.pos += 1;
    }

    /// Consumes one `>` from the current token if it starts with `>` (`>`, `>>`, `>=`, `>>=`).
    pub fn eat_gt(&mut self) -> bool {
        match self.kind() {
            TokenKind::Gt => {
                self.bump();
                true
            }
            TokenKind::GtGt | TokenKind::Ge | TokenKind::GtGtEq => {
                self.split += 1;
                true
            }
            _ => false,
        }
    }

    /// End offset of the previous token (for spans).
    pub fn prev_end(&self) -> u32 {
        if self.split > 0 {
            return self.raw(self.pos).span.lo + self.split as u32;
        }
        if self.pos == 0 {
            0
        } else {
            self.raw(self.pos - 1).span.hi
        }
    }

    /// Moves to the end of input (after a catastrophic error the parse stops).
    pub fn jump_to_eof(&mut self) {
        self.pos = self.toks.len().saturating_sub(1);
        self.split = 0;
    }

    pub fn mark(&self) -> Mark {
        Mark { pos: self.pos, split: self.split }
    }

    pub fn reset(&mut self, m: Mark) {
        self.pos = m.pos;
        self.split = m.split;
    }
}

/// What is left of a `>`-starting token once `n` `>` characters were taken.
fn rest_after_gt(k: TokenKind, n: u8) -> TokenKind {
    match (k, n) {
        (TokenKind::GtGt, 1) => TokenKind::Gt,
        (TokenKind::GtGtEq, 1) => TokenKind::Ge,
        (TokenKind::GtGtEq, 2) => TokenKind::Eq,
        (TokenKind::Ge, 1) => TokenKind::Eq,
        (k, _) => k,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lex::Symbol;
    fn t(kind: TokenKind, lo: u32, hi: u32) -> Token {
        Token { kind, flags: 0, span: Span::new(lo, hi), sym: Symbol::NONE }
    }
    #[test]
    fn splits_shift_right() {
        let toks = [t(TokenKind::GtGtEq, 0, 3), t(TokenKind::Eof, 3, 3)];
        let mut c = Cursor::new(&toks);
        assert!(c.eat_gt());
        assert_eq!(c.kind(), TokenKind::Ge);
        assert_eq!(c.tok().span.lo, 1);
        let m = c.mark();
        assert!(c.eat_gt());
        assert_eq!(c.kind(), TokenKind::Eq);
        c.reset(m);
        assert_eq!(c.kind(), TokenKind::Ge);
        c.eat_gt();
        c.bump();
        assert!(c.at_eof());
        c.bump();
        assert!(c.at_eof());
    }
}
