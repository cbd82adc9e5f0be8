//! The `cufe` binary: same command line, diagnostics, exit code and outputs as cudafe++.
fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let code = cufe::driver::main(args);
    std::process::exit(code);
}
