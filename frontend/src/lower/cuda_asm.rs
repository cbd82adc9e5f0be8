//! `"cc"` clobbers of GNU asm statements in device code: 20165 "The cc clobber constraint is not
//! supported in device code".
//!
//! Probed against cudafe++ 13.0.88 (corpus/cuda-s5/asm_cc_clobber_forms.cu): one error per `"cc"`
//! clobber (a repeated one twice), at the clobber's string, in `__device__` and `__global__` functions
//! and function template bodies (at definition); not in host or `__host__ __device__` functions; a
//! template string `"cc"` is not a clobber.
use super::Lowerer;
use crate::lex::TokenKind;
use crate::parse::ast;
use crate::sema::entities::{Payload, Space};

/// What the clobber list of an asm statement holds, as far as 20165 is concerned.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum CcClobbers {
    /// Token indices of the `"cc"` clobber strings (empty: none).
    At(Vec<u32>),
    /// A clobber written as adjacent string literals (concatenation not modelled).
    Unmodelled,
}

/// The clobbers of the asm statement whose tokens are `kinds[..]` (from `asm` through the closing `)`),
/// `is_cc(i)` telling whether token `i` is the string literal `"cc"`. Clobbers are the strings after
/// the third `:` at the statement's own parenthesis depth (`::` counts as two colons).
pub(crate) fn cc_clobbers(kinds: &[TokenKind], first: u32, is_cc: impl Fn(u32) -> bool) -> CcClobbers {
    let mut depth = 0usize;
    let mut colons = 0usize;
    let mut found = Vec::new();
    let mut prev_str = false;
    for (k, kind) in kinds.iter().enumerate() {
        let i = first + k as u32;
        let is_str = matches!(kind, TokenKind::StrLit(_));
        match kind {
            TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => depth += 1,
            TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => depth = depth.saturating_sub(1),
            TokenKind::Colon if depth == 1 => colons += 1,
            TokenKind::ColonColon if depth == 1 => colons += 2,
            _ => {}
        }
        if depth == 1 && colons == 3 && is_str {
            if prev_str {
                return CcClobbers::Unmodelled;
            }
            if is_cc(i) {
                found.push(i);
            }
        }
        prev_str = is_str;
    }
    CcClobbers::At(found)
}

impl<'a> Lowerer<'a> {
    /// The `"cc"` clobbers of `a` that give 20165 in the current function: Some(list) (maybe empty),
    /// None after a gap.
    pub(crate) fn device_cc_clobbers(&mut self, a: &ast::AsmStmt, at: u32) -> Option<Vec<u32>> {
        let kinds: Vec<TokenKind> = (a.range.lo..a.range.hi).filter_map(|i| self.lexed.tokens.get(i as usize).map(|t| t.kind)).collect();
        let is_cc = |i: u32| self.lexed.tokens.get(i as usize).map(|t| self.lexed.text(self.map, t) == b"\"cc\"").unwrap_or(false);
        let list = match cc_clobbers(&kinds, a.range.lo, is_cc) {
            CcClobbers::At(v) if v.is_empty() => return Some(v),
            CcClobbers::At(v) => v,
            CcClobbers::Unmodelled => {
                self.gap("lower: asm clobber of concatenated strings", at);
                return None;
            }
        };
        let f = self.sema.current_function;
        let ents = &self.sema.il.entities;
        let Some(fe) = ents.get(f) else {
            self.gap("lower: asm with a \"cc\" clobber outside a function", at);
            return None;
        };
        let in_lambda = matches!(ents.get(fe.parent).map(|p| &p.data), Some(Payload::Class(c)) if c.lambda);
        if in_lambda {
            // The execution space of a lambda's call operator was not probed here.
            self.gap("lower: asm with a \"cc\" clobber in a lambda", at);
            return None;
        }
        Some(match fe.exec.space() {
            Space::Device | Space::Global => list,
            _ => Vec::new(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use TokenKind::*;

    #[test]
    fn clobbers_after_the_third_colon() {
        // asm ( "t" : "=r" ( r ) : "r" ( x ) : "memory" , "cc" )
        let s = || StrLit(crate::lex::Enc::Plain);
        let k = vec![Identifier, LParen, s(), Colon, s(), LParen, Identifier, RParen, Colon, s(), LParen, Identifier, RParen, Colon, s(), Comma, s(), RParen];
        assert_eq!(cc_clobbers(&k, 0, |i| i == 16 || i == 2), CcClobbers::At(vec![16]));
        // asm ( "t" ::: "cc" )
        let k = vec![Identifier, LParen, s(), ColonColon, Colon, s(), RParen];
        assert_eq!(cc_clobbers(&k, 10, |i| i == 15), CcClobbers::At(vec![15]));
        let k = vec![Identifier, LParen, s(), ColonColon, Colon, s(), s(), RParen];
        assert_eq!(cc_clobbers(&k, 0, |_| false), CcClobbers::Unmodelled);
    }
}
