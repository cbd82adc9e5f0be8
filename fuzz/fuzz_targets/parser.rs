#![no_main]
//! The parser on arbitrary bytes (lexed first, in C++17 or C++20): must never panic, hang or recurse
//! without bound, and every diagnostic it reports must point inside the input.
use cufe::lex::{lex, LexConfig};
use cufe::parse::{parse_tokens, ParseOptions};
use cufe::source::SourceMap;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (sel, input) = match data.split_first() {
        Some((s, rest)) => (*s, rest),
        None => (0, data),
    };
    let cpp20 = sel & 1 != 0;
    let lang = if cpp20 { cufe::cli::Lang::Cpp20 } else { cufe::cli::Lang::Cpp17 };
    let mut map = SourceMap::new("fuzz.ii", input.to_vec());
    let lexed = lex(&mut map, &LexConfig { lang, ..LexConfig::default() });
    let (_ast, diags) = parse_tokens(&lexed, ParseOptions { cpp20, cpp17: true });
    // `parse_tokens` marks gap notes with the sentinel offsets u32::MAX and u32::MAX - 1.
    for (_, at) in diags {
        if let Some(at) = at.filter(|&a| a < u32::MAX - 1) {
            assert!(at as usize <= input.len(), "diagnostic at {} beyond the input", at);
        }
    }
});
