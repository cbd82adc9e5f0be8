#![no_main]
//! The whole front end in-process on arbitrary bytes: must never panic, hang or blow up memory.
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let dir = std::env::temp_dir().join(format!("cufe-fuzz-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let input = dir.join("in.ii");
    if std::fs::write(&input, data).is_err() {
        return;
    }
    let args: Vec<std::ffi::OsString> = vec![
        "--c++17".into(),
        "--gnu_version=120200".into(),
        "--display_error_number".into(),
        "--gen_c_file_name".into(),
        dir.join("out.int.c").into(),
        "--stub_file_name".into(),
        "in.stub.c".into(),
        input.into(),
    ];
    let _ = cufe::driver::run(&args);
});
