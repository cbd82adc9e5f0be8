#![no_main]
// Placeholder: the options target is written with the options module.
use libfuzzer_sys::fuzz_target;
fuzz_target!(|_data: &[u8]| {});
