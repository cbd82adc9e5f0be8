#![no_main]
//! Arbitrary argv vectors: `cli::parse` must never panic, and what it returns must be reportable.
use libfuzzer_sys::fuzz_target;
use std::ffi::OsString;

fuzz_target!(|argv: Vec<String>| {
    let args: Vec<OsString> = argv.into_iter().map(OsString::from).collect();
    let parsed = cufe::cli::parse(&args);
    if let Some(e) = &parsed.error {
        // The message template must exist for every error the parser builds.
        assert!(!e.id.template().is_empty());
    }
    let _ = cufe::cli::before_back_end(&parsed.options);
});
