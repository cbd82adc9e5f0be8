#![no_main]
// Placeholder: the lexer target is written with the lexer module.
use libfuzzer_sys::fuzz_target;
fuzz_target!(|_data: &[u8]| {});
