#![no_main]
//! Structure-aware fuzzing: an `Arbitrary` CUDA program model, printed as a hermetic bare `.ii`
//! (CUDA keywords as attributes, launch prelude declared), run through the whole front end
//! in-process with the nvcc-shaped cudafe++ argv. Must never panic, hang or blow up memory.
use cufe_harness::campaign::gen::Program;
use cufe_harness::campaign::reference::bare_argv;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|program: Program| {
    let dir = std::env::temp_dir().join(format!("cufe-fuzz-model-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    if std::fs::write(dir.join("fuzz.ii"), program.bare_ii()).is_err() {
        return;
    }
    let args: Vec<std::ffi::OsString> = bare_argv(&dir, &program.cudafe_extra_args()).into_iter().map(Into::into).collect();
    let _ = cufe::driver::run(&args);
});
