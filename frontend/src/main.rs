//! The `cufe` binary: same command line, diagnostics, exit code and outputs as cudafe++.

/// Small blocks from size-class free lists (see `small_alloc.rs`: malloc/free were ~18% of a run).
#[global_allocator]
static ALLOC: cufe::small_alloc::SmallAlloc = cufe::small_alloc::SmallAlloc::new();

fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let code = cufe::driver::main(args);
    std::process::exit(code);
}
