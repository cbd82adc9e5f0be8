//! The driver: runs the stages in EDG's order — command line, input, lex, parse/analyse, CUDA checks,
//! back end (only when no error occurred) — then the summary and the exit code.
//!
//! Invariant: `main` never panics out and never returns anything but 0, 2 or 4 (or 1 for `--Version`,
//! as the reference does). A panic anywhere below is caught and reported as a catastrophic error.
use crate::cli::{self, Options};
use crate::diag::{DiagConfig, Diagnostic, Diagnostics, Severity, Where};
use crate::gaps::Gaps;
use crate::source::{Locate, Location, Offset, SourceMap};
use std::ffi::OsString;

/// Locates nothing: used for diagnostics reported before there is an input.
struct NoSource;
impl Locate for NoSource {
    fn locate(&self, _: Offset) -> Location<'_> {
        Location { file: "", line: 0, column: 0, line_text: b"", system_header: false }
    }
}

/// Entry point of the `cufe` binary. Returns the process exit code.
pub fn main(args: Vec<OsString>) -> i32 {
    std::panic::set_hook(Box::new(|_| {}));
    match std::panic::catch_unwind(move || run(&args)) {
        Ok(code) => code,
        Err(e) => {
            let msg = e
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| e.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            eprintln!("Catastrophic error: cufe internal failure: {}\n", msg);
            eprintln!("1 catastrophic error detected in this compilation.\nCompilation terminated.");
            4
        }
    }
}

fn diag_config(o: &Options) -> DiagConfig {
    DiagConfig {
        display_error_number: o.display_error_number,
        brief: o.brief_diagnostics,
        remarks: o.remarks,
        no_warnings: o.no_warnings,
        promote_warnings: o.promote_warnings,
        error_limit: o.error_limit,
        context_limit: o.context_limit,
        sarif: o.output_mode == cli::OutputMode::Sarif,
        colors: false,
        compilation_name: o.orig_src_file_name.clone().or_else(|| o.input.clone()),
    }
}

/// Runs one compilation.
pub fn run(args: &[OsString]) -> i32 {
    let parsed = cli::parse(args);
    let opts = parsed.options;
    let mut diags = Diagnostics::new(diag_config(&opts), Box::new(std::io::stderr()));
    let mut gaps = Gaps::new();
    for o in &opts.unimplemented {
        gaps.note(&format!("option: {}", o), 0);
    }
    if let Some(err) = parsed.error {
        let mut d = Diagnostic::new(err.severity, err.id, Where::Nowhere);
        for a in err.args {
            d = d.arg(a);
        }
        d.related = err.related;
        diags.report(&NoSource, d);
        return finish(&opts, &mut diags, &gaps);
    }
    let Some(input) = opts.input.clone() else {
        return finish(&opts, &mut diags, &gaps);
    };
    let bytes = match std::fs::read(&input) {
        Ok(b) => b,
        Err(_) => {
            let d = Diagnostic::new(Severity::Catastrophic, crate::diag::id::CANNOT_OPEN_FILE, Where::Nowhere)
                .arg("source")
                .arg(input.as_str());
            diags.report(&NoSource, d);
            return finish(&opts, &mut diags, &gaps);
        }
    };
    let mut map = SourceMap::new(&input, bytes);
    let lexed = crate::lex::lex(&mut map, &crate::lex::LexConfig::from_options(&opts));
    for g in &lexed.gaps {
        gaps.note(g.what, g.at);
    }
    let _tu = crate::parse::parse(&lexed, &mut gaps);
    // Until the parser pumps lexical events as it consumes tokens, report them all after parsing (the
    // skeleton parser emits nothing, so the order is the same).
    for ev in &lexed.events {
        if diags.must_stop() {
            break;
        }
        if let crate::lex::LexEventKind::Diag(d) = &ev.kind {
            diags.report(&map, d.clone());
        }
    }
    if diags.error_count() == 0 && !diags.must_stop() && !opts.no_code_gen {
        // The back end needs a fully analysed translation unit; with gaps it writes nothing.
        gaps.note("emit: host output (back end not built yet)", 0);
    }
    finish(&opts, &mut diags, &gaps)
}

fn finish(opts: &Options, diags: &mut Diagnostics, gaps: &Gaps) -> i32 {
    if let Some(path) = &opts.cufe_report {
        let _ = std::fs::write(path, gaps.to_json());
    }
    diags.finish()
}
