//! The C++ parser (recursive descent with semantic analysis interleaved where C++ needs it).
//! Skeleton: no parser yet; any token is reported as an unsupported construct.
pub mod cursor;

use crate::gaps::Gaps;
use crate::lex::LexOutput;

/// The translation unit as parsed (the IL root).
#[derive(Debug, Default)]
pub struct TranslationUnit {
    pub declaration_count: usize,
}

pub fn parse(lexed: &LexOutput, gaps: &mut Gaps) -> TranslationUnit {
    if let Some(t) = lexed.tokens.first().filter(|t| t.kind != crate::lex::TokenKind::Eof) {
        gaps.note("parse: declarations (no C++ parser yet)", t.span.lo);
    }
    TranslationUnit::default()
}
