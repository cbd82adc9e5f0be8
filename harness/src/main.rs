//! `cufe-harness` binary: see `cufe-harness --help` and harness/README.md.
use clap::Parser;

fn main() {
    let cli = cufe_harness::cli::Cli::parse();
    match cufe_harness::commands::dispatch(&cli) {
        Ok(code) => std::process::exit(code),
        Err(e) => {
            eprintln!("cufe-harness: error: {:#}", e);
            std::process::exit(2);
        }
    }
}
