//! The driver: runs the stages in EDG's order — command line, input, lex, parse/analyse, CUDA checks,
//! back end (only when no error occurred) — then the summary, the timing lines and the exit code.
//!
//! Invariant: `main` never panics out. Exit codes are the reference's: 0 clean, 2 errors, 4 catastrophic
//! (command line, unreadable input, error limit, SIGINT/SIGTERM), 1 for `--Version`; also 4 after an EDG
//! internal error, where the reference prints the same text and aborts (DIFFERENCES `internal-error-exit`). A panic inside cufe is reported as a
//! catastrophic error with exit 4 (docs/DIFFERENCES.md `internal-failure`).
use crate::cli::{self, DiagControl, Options};
use crate::diag::pump::EventPump;
use crate::diag::{color, Action, DiagConfig, Diagnostic, Diagnostics, Severity, Where};
use crate::gaps::Gaps;
use crate::source::{Locate, Location, Offset, SourceMap};
use std::ffi::OsString;
use std::io::Write;

/// Locates nothing: used for diagnostics reported before there is an input.
struct NoSource;
impl Locate for NoSource {
    fn locate(&self, _: Offset) -> Location<'_> {
        Location { file: "", line: 0, column: 0, line_text: b"", system_header: false }
    }
}

/// Set by [`main`]: the process exits right after [`run`], so [`release`] leaves the big structures
/// (tokens, syntax tree, IL) to the operating system instead of freeing them block by block, which
/// took ~7% of a run on the nvcc prelude. Tests and fuzz targets call `run` directly and free as usual.
static EXIT_AFTER_RUN: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Drops `v`, or forgets it when the process is about to exit anyway (see [`EXIT_AFTER_RUN`]).
fn release<T>(v: T) {
    if EXIT_AFTER_RUN.load(std::sync::atomic::Ordering::Relaxed) {
        std::mem::forget(v);
    } else {
        drop(v);
    }
}

/// Entry point of the `cufe` binary. Returns the process exit code.
pub fn main(args: Vec<OsString>) -> i32 {
    EXIT_AFTER_RUN.store(true, std::sync::atomic::Ordering::Relaxed);
    signals::install();
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

fn action(c: DiagControl) -> Action {
    match c {
        DiagControl::Suppress => Action::Suppress,
        DiagControl::Remark => Action::Remark,
        DiagControl::Warning => Action::Warning,
        DiagControl::Error => Action::Error,
        DiagControl::Default => Action::Default,
        DiagControl::Once => Action::Once,
    }
}

pub fn diag_config(o: &Options) -> DiagConfig {
    let sarif = o.output_mode == cli::OutputMode::Sarif;
    DiagConfig {
        display_error_number: o.display_error_number,
        brief: o.brief_diagnostics,
        wrap: o.wrap_diagnostics,
        remarks: o.remarks && (!o.no_warnings || o.remarks_last),
        no_warnings: o.no_warnings && !(o.remarks && o.remarks_last),
        promote_warnings: o.promote_warnings,
        error_limit: o.error_limit,
        context_limit: o.context_limit,
        sarif,
        // `-w` and `--remarks` set one threshold; the cli keeps only the later of the two set.
        min_severity: None,
        colors: !sarif && color::enabled(o.colors == Some(false)),
        compilation_name: o.compilation_name().map(str::to_string),
    }
}

/// CPU and wall-clock time, as `--timing` measures them (elapsed has whole-second resolution, like
/// the reference's `time()`).
struct Clock {
    cpu: f64,
    wall: u64,
}

impl Clock {
    fn now() -> Clock {
        let wall = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0);
        Clock { cpu: signals::cpu_seconds(), wall }
    }
    /// `"%-30s %10.2f (CPU) %10.2f (elapsed)\n"`.
    fn line(&self, what: &str, since: &Clock) -> String {
        format!(
            "{:<30} {:>10.2} (CPU) {:>10.2} (elapsed)\n",
            what,
            self.cpu - since.cpu,
            self.wall.saturating_sub(since.wall) as f64
        )
    }
}

/// Runs one compilation.
pub fn run(args: &[OsString]) -> i32 {
    let start = Clock::now();
    let parsed = cli::parse(args);
    let opts = parsed.options;
    let mut gaps = Gaps::new_root();
    for o in &opts.unimplemented {
        gaps.note(&format!("option: {}", o), 0);
    }
    // `--error_output FILE` takes the diagnostics, the summary and the timing lines.
    // The reference refuses anything but a regular file (`cannot open error file "/dev/null": not a
    // regular file`, message 1697) and reports other failures with message 1696.
    let mut open_error: Option<(String, bool)> = None;
    let out: Box<dyn Write> = match &opts.error_output {
        Some(path) => {
            let irregular = std::fs::metadata(path).map(|m| !m.is_file()).unwrap_or(false);
            match if irregular { None } else { std::fs::File::create(path).ok() } {
                Some(f) => Box::new(f),
                None => {
                    open_error = Some((path.clone(), irregular));
                    Box::new(std::io::stderr())
                }
            }
        }
        None => Box::new(std::io::stderr()),
    };
    let mut diags = Diagnostics::new(diag_config(&opts), out);
    for (c, id) in &opts.diag_controls {
        diags.command_line_control(action(*c), *id);
    }
    if opts.cufe_list_unsupported {
        for name in cli::unsupported_option_names() {
            println!("{}", name);
        }
        return 0;
    }
    // What the reference prints while reading argv, before any command-line error.
    for early in &opts.printed_while_parsing {
        match early {
            cli::EarlyOutput::VersionBanner => eprint!("{}", cli::banner(false)),
            cli::EarlyOutput::CommandOptions => {
                print!("{}", cli::dump_command_options_text());
                let _ = std::io::stdout().flush();
            }
        }
    }
    if let Some(err) = parsed.error {
        // `--version` without an input ends silently with 0 (the reference checks for the input after
        // printing the banner). The banner itself was printed above: the CLI stops at its first error,
        // so `version` is only set when `--version` came before it, as in the reference.
        if opts.version && err.id == crate::diag::id::CL_MISSING_SOURCE_FILE_NAME {
            return 0;
        }
        let mut d = Diagnostic::new(err.severity, err.id, Where::Nowhere);
        for a in err.args {
            d = d.arg(a);
        }
        d.related = err.related;
        diags.report(&NoSource, d);
        return finish(&opts, &mut diags, &gaps, None);
    }
    if opts.big_version {
        eprint!("{}", cli::banner(true));
        return 1;
    }
    if let Some((path, irregular)) = open_error {
        let id = if irregular { crate::diag::id::CANNOT_OPEN_FILE_REASON } else { crate::diag::id::CANNOT_OPEN_FILE };
        let mut d = Diagnostic::new(Severity::CommandLineError, id, Where::Nowhere).arg("error").arg(path.as_str());
        if irregular {
            // Message 1704.
            d = d.arg(crate::diag::DiagId(1704).template());
        }
        diags.report(&NoSource, d);
        return finish(&opts, &mut diags, &gaps, None);
    }
    let Some(input) = opts.input.clone() else {
        // Only reachable with `--version` (the CLI reports a missing input otherwise): exit 0.
        return finish(&opts, &mut diags, &gaps, None);
    };
    // `-` is standard input (diagnostics then show `Line N` while no line marker names a file).
    let read = if input == "-" {
        let mut b = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut b).map(|_| b)
    } else {
        std::fs::read(&input)
    };
    let bytes = match read {
        Ok(b) => b,
        Err(_) => {
            let d = Diagnostic::new(Severity::Catastrophic, crate::diag::id::CANNOT_OPEN_FILE, Where::Nowhere)
                .arg("source")
                .arg(input.as_str());
            diags.report(&NoSource, d);
            return finish(&opts, &mut diags, &gaps, None);
        }
    };
    let len = bytes.len() as Offset;
    let mut map = SourceMap::new(&input, bytes);
    diags.set_end_of_source(len);
    let lexed = crate::lex::lex(&mut map, &crate::lex::LexConfig::from_options(&opts));
    for g in &lexed.gaps {
        gaps.note(g.what, g.at);
    }
    let mut pump = EventPump::new();
    // The parser pumps the lexer's events (pragmas, lexical diagnostics) as it reaches their tokens.
    let tu = crate::parse::parse_translation_unit(crate::parse::ParseCtx {
        lexed: &lexed,
        map: &map,
        diags: &mut diags,
        gaps: &mut gaps,
        pump: &mut pump,
        opts: crate::parse::ParseOptions::from_options(&opts),
    });
    pump.finish(&lexed, &map, &mut diags, &mut gaps);
    if diags.must_stop() {
        // EDG analyses each declaration as it parses it, before the stop; cufe lowers afterwards.
        if tu.syntax_errors == 0 && !tu.ast.top.is_empty() {
            gaps.note("lower: not run (compilation stopped during parsing)", 0);
        }
        return finish(&opts, &mut diags, &gaps, None);
    }
    // Semantic analysis of the tree (only without syntax errors: after errors, EDG's recovery decides
    // what is analysed, which lowering does not model yet).
    if opts.cufe_device_mode {
        // cicc's front end on the device-side TU (docs/ARCHITECTURE.md, "Device mode").
        crate::driver_device::run(&opts, &tu, &lexed, &map, &mut diags, &mut gaps);
        return crate::driver_device::exit_code(finish(&opts, &mut diags, &gaps, None));
    }
    let mut lowered = None;
    // The first lowering's diagnostics, for a second one with prelude template bodies (lower/mod.rs).
    let mut first_trace = Vec::new();
    let mut lowered_remarks = crate::lower::remarks::RemarkWants::default();
    if opts.cufe_gap_survey {
        // A coverage census, not a compilation: every gap of the TU, then stop (nothing is written).
        let cfg = crate::lex::LexConfig::from_options(&opts);
        crate::lower::lower_survey(&tu.ast, &lexed, &cfg, &map, &mut gaps);
        return finish(&opts, &mut diags, &gaps, None);
    }
    if tu.syntax_errors == 0 && !tu.ast.top.is_empty() {
        let cfg = crate::lex::LexConfig::from_options(&opts);
        // Remarks lowering does not produce, made visible by `--diag_warning`/`--diag_error`.
        use crate::diag::id;
        // #177/#550 raised by an option are produced by lowering (lower/remarks.rs), and so are 20238/20198
        // (lower/attrs.rs, lower/cuda_hooks.rs); with `--remarks` or an `nv_diag_*` pragma other remarks
        // could show, so they stay unproduced then.
        let raised = |tag| opts.diag_controls.iter().any(|(c, d)| !matches!(c, cli::DiagControl::Suppress | cli::DiagControl::Default) && *d == tag);
        lowered_remarks = crate::lower::remarks::RemarkWants {
            unreferenced: raised(id::DECLARED_BUT_NOT_REFERENCED) && !opts.remarks && !nv_diag_pragmas(&lexed, &map),
            set_not_used: raised(id::SET_BUT_NOT_USED) && !opts.remarks && !nv_diag_pragmas(&lexed, &map),
            // (The CUDA headers' `nv_diag_suppress` regions do not hide these in user code.)
            launch_bounds: raised(id::MISSING_LAUNCH_BOUNDS) && !opts.remarks && !nv_diag_raising_pragmas(&lexed, &map),
            default_stream: raised(id::DEFAULT_STREAM_LAUNCH) && !opts.remarks && !nv_diag_raising_pragmas(&lexed, &map),
        };
        let mut unproduced = vec![id::CODE_IS_UNREACHABLE];
        if !lowered_remarks.launch_bounds {
            unproduced.push(id::MISSING_LAUNCH_BOUNDS);
        }
        if !lowered_remarks.default_stream {
            unproduced.push(id::DEFAULT_STREAM_LAUNCH);
        }
        if !lowered_remarks.unreferenced {
            unproduced.push(id::DECLARED_BUT_NOT_REFERENCED);
        }
        if !lowered_remarks.set_not_used {
            unproduced.push(id::SET_BUT_NOT_USED);
        }
        if opts.diag_controls.iter().any(|(c, d)| !matches!(c, cli::DiagControl::Suppress | cli::DiagControl::Default) && unproduced.contains(d)) {
            gaps.note("lower: --diag_* option raising a remark cufe does not produce", 0);
        }
        if opts.remarks {
            // Remarks (#177 "declared but never referenced", #111, #550) are not produced yet.
            gaps.note("lower: remarks enabled (#177/#111/#550 not produced)", 0);
        }
        // Phase 1 of prelude template bodies only serves the host output: put off until it can be
        // printed (but the emission survey prints past gaps and wants them all).
        let (il, trace) = crate::lower::lower_reporting(&tu.ast, &lexed, &cfg, &map, &mut diags, &mut gaps, Some(crate::cuda::CudaOptions::from_cli(&opts)), lowered_remarks, !opts.cufe_emit_survey);
        first_trace = trace;
        if diags.must_stop() {
            return finish(&opts, &mut diags, &gaps, None);
        }
        lowered = Some(il);
    }
    let front_end = Clock::now();
    if opts.timing {
        diags.write_raw(&front_end.line("Front end time", &start));
    }
    if diags.error_count() == 0 && !opts.no_code_gen {
        // Where the reference crashes in its back end (no stub file name, no module id file name), cufe
        // reports a catastrophic error instead (docs/DIFFERENCES.md).
        if let Some(err) = cli::before_back_end(&opts) {
            let mut d = Diagnostic::new(err.severity, err.id, Where::Nowhere);
            for a in err.args {
                d = d.arg(a);
            }
            diags.report(&NoSource, d);
            return finish(&opts, &mut diags, &gaps, None);
        }
        // The back end needs a fully analysed translation unit; with gaps it writes nothing.
        match &lowered {
            // A lowered TU: the host output re-prints its declarations (a gap when one cannot be).
            Some(il) if gaps.is_empty() || opts.cufe_emit_survey => {
                // What the back end cannot print concerns only the outputs, so the harness still
                // judges diagnostics and exit code — except where the item builder stands in for
                // analysis lowering does not do yet (`gap_concerns_analysis`: warnings #836/#62/#63,
                // and remarks #177/#111 when remarks could show).
                let remarks = remarks_may_show(&opts, &lexed, &map);
                // #177 remarks are not produced: with remarks visible, an unreferenced entity is a gap.
                // (When an option raises #177, lowering produces it: nothing to check.)
                let unreferenced = if remarks && !lowered_remarks.unreferenced { crate::lower::emit_items::unreferenced_check(il, |at| map.in_prelude(at)).err() } else { None };
                let built = if let Some(what) = unreferenced {
                    Err(what)
                } else if opts.cufe_emit_survey {
                    // Debugging aid: every emission gap, and the output of what can be printed.
                    crate::lower::emit_items::build_items_survey(il, &tu.ast, &lexed, map.text()).map(|(items, skipped)| {
                        let debug = std::env::var_os("CUFE_EMIT_DEBUG").is_some();
                        for (what, at) in skipped {
                            if debug {
                                eprintln!("cufe emit debug: skipped item at {at}: {what}");
                            }
                            gaps.note_output(what, at);
                        }
                        items
                    })
                } else {
                    crate::lower::emit_items::build_items(il, &tu.ast, &lexed, map.text())
                };
                // Printable but for the prelude template bodies put off: lower again with them.
                let second;
                let (il, built) = match built {
                    Err(crate::lower::emit_items::BODIES_DEFERRED) => {
                        let cfg = crate::lex::LexConfig::from_options(&opts);
                        second = crate::lower::relower_with_header_bodies(&tu.ast, &lexed, &cfg, &map, &first_trace, diags.has_severity_overrides(), Some(crate::cuda::CudaOptions::from_cli(&opts)), lowered_remarks);
                        match &second {
                            Some(il) => (il, crate::lower::emit_items::build_items(il, &tu.ast, &lexed, map.text())),
                            None => (il, Err("emit items: lowering with prelude template bodies disagreed with the first")),
                        }
                    }
                    built => (il, built),
                };
                match built {
                    Ok(items) => {
                        let mut back = Gaps::new();
                        let exprs = crate::lower::emit_items::SemaExprs::new(il, map.text());
                        let decls = crate::emit::host::Declarations { il, items: &items, exprs: &exprs };
                        crate::emit::run_with_declarations(&opts, &map, &lexed, &tu, &decls, &[], &mut diags, &mut back);
                        release((items, exprs));
                        // The printer stands in for no analysis: its gaps concern the outputs only.
                        gaps.merge(&back, true);
                    }
                    // #177 comes from lowering when an option raises it.
                    Err(what) if what == "emit items: unreferenced entity (#177 not produced)" && lowered_remarks.unreferenced => gaps.note_output(what, 0),
                    Err(what) if crate::lower::emit_items::gap_concerns_analysis(what, remarks) => gaps.note(what, 0),
                    Err(what) => gaps.note_output(what, 0),
                }
            }
            _ => crate::emit::run(&opts, &map, &lexed, &tu, &mut diags, &mut gaps),
        }
        if opts.timing {
            diags.write_raw(&Clock::now().line("Back end time", &front_end));
        }
    }
    let code = finish(&opts, &mut diags, &gaps, if opts.timing { Some(&start) } else { None });
    release((tu, lexed, lowered, map));
    code
}

/// Whether the source has an `nv_diag_*` pragma (which may change a remark's severity by position).
fn nv_diag_pragmas(lexed: &crate::lex::LexOutput, map: &SourceMap) -> bool {
    lexed.pragmas.iter().any(|p| {
        let text = map.text().get(p.span.lo as usize..p.span.hi as usize).unwrap_or(b"");
        text.windows(7).any(|w| w == b"nv_diag")
    })
}

/// Whether remarks could be printed: `--remarks`, any `--diag_*` option, or an `nv_diag_*` pragma
/// (any of them may raise a remark to a warning or error).
fn remarks_may_show(opts: &Options, lexed: &crate::lex::LexOutput, map: &SourceMap) -> bool {
    opts.remarks || !opts.diag_controls.is_empty() || nv_diag_raising_pragmas(lexed, map)
}

/// Whether an `nv_diag_*` pragma could raise a remark (`nv_diag_warning`, `nv_diag_error`, …; the
/// suppressing ones the CUDA headers use are modelled by the diagnostics engine, diag/pragma.rs).
fn nv_diag_raising_pragmas(lexed: &crate::lex::LexOutput, map: &SourceMap) -> bool {
    lexed.pragmas.iter().any(|p| {
            let text = map.text().get(p.span.lo as usize..p.span.hi as usize).unwrap_or(b"");
            // `nv_diag_suppress`/`nv_diag_default` and `nv_diagnostic push|pop` cannot make a remark
            // visible (the CUDA headers use only these).
            let word = text.split(|c| c.is_ascii_whitespace()).find(|w| !w.is_empty()).unwrap_or(b"");
            text.windows(7).any(|w| w == b"nv_diag") && !matches!(word, b"nv_diag_suppress" | b"nv_diag_default" | b"nv_diagnostic")
    })
}

/// Summary, termination line, then `Total compilation time` (not after a catastrophic stop).
fn finish(opts: &Options, diags: &mut Diagnostics, gaps: &Gaps, timing_since: Option<&Clock>) -> i32 {
    if let Some(path) = &opts.cufe_report {
        let _ = std::fs::write(path, gaps.to_json());
    }
    let code = diags.finish();
    if let Some(start) = timing_since {
        if !diags.must_stop() {
            diags.write_raw(&Clock::now().line("Total compilation time", start));
        }
    }
    code
}

/// SIGINT/SIGTERM → `\nCompilation terminated.`, exit 4 (as the reference); CPU time for `--timing`.
/// Declared directly against the C library (no crate dependency); Linux/glibc values.
mod signals {
    extern "C" {
        fn signal(signum: i32, handler: usize) -> usize;
        fn write(fd: i32, buf: *const u8, count: usize) -> isize;
        fn _exit(status: i32) -> !;
        fn clock() -> i64;
    }
    const SIGINT: i32 = 2;
    const SIGTERM: i32 = 15;
    const CLOCKS_PER_SEC: f64 = 1_000_000.0;

    /// Async-signal-safe: one write(2) and _exit(2).
    extern "C" fn on_signal(_: i32) {
        const MSG: &[u8] = b"\nCompilation terminated.\n";
        // SAFETY: write and _exit are async-signal-safe; MSG is a static buffer.
        unsafe {
            let _ = write(2, MSG.as_ptr(), MSG.len());
            _exit(4);
        }
    }

    pub fn install() {
        let h = on_signal as extern "C" fn(i32) as usize;
        // SAFETY: installing a handler that only calls async-signal-safe functions.
        unsafe {
            signal(SIGINT, h);
            signal(SIGTERM, h);
        }
    }

    pub fn cpu_seconds() -> f64 {
        // SAFETY: clock() has no preconditions.
        let c = unsafe { clock() };
        if c < 0 {
            0.0
        } else {
            c as f64 / CLOCKS_PER_SEC
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn timing_format() {
        let a = Clock { cpu: 0.0, wall: 100 };
        let b = Clock { cpu: 0.014, wall: 100 };
        assert_eq!(b.line("Front end time", &a), "Front end time                       0.01 (CPU)       0.00 (elapsed)\n");
    }
}
