#![no_main]
//! The lexer on arbitrary bytes, in every language mode: must never panic, and its output must stay
//! proportional to the input (bounded memory).
use cufe::cli::Lang;
use cufe::lex::{lex, LexConfig, TokenKind};
use cufe::source::{Locate, SourceMap};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // The first byte picks the configuration; the rest is the input.
    let (sel, input) = match data.split_first() {
        Some((s, rest)) => (*s, rest),
        None => (0, data),
    };
    let lang = [Lang::Cpp17, Lang::Cpp03, Lang::Cpp11, Lang::Cpp14, Lang::Cpp20, Lang::Cpp23, Lang::C][(sel % 7) as usize];
    let cfg = LexConfig { lang, gnu_version: [120200, 80100, 140200, 0][(sel as usize / 7) % 4], clang: sel & 0x80 != 0, clang_version: 170000 };
    let mut map = SourceMap::new("fuzz.ii", input.to_vec());
    let out = lex(&mut map, &cfg);
    assert_eq!(out.tokens.last().map(|t| t.kind), Some(TokenKind::Eof));
    assert!(out.tokens.len() <= input.len() + 1);
    assert!(out.events.len() <= 2 * input.len() + 2);
    for t in &out.tokens {
        assert!(t.span.lo <= t.span.hi && t.span.hi as usize <= input.len());
        let _ = map.locate(t.span.lo);
    }
});
