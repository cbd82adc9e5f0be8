//! The cudafe++ command line: EDG's option table and parsing rules, giving [`Options`].
//!
//! Only this module reads argv. Options cufe adds for itself start with `--cufe-` and are taken out
//! before EDG's matching, so they never change which abbreviations are ambiguous.
//!
//! How the reference reads argv (all probed on cudafe++ 13.0.88; `cli_diff` in tests.rs compares the
//! first error with the reference on random argv):
//! 1. options, left to right, while arguments start with `-` (`--` ends them; `-` alone is stdin).
//!    A problem found here stops everything: the first error is the one reported. Mixing a C and a C++
//!    mode option is found here, as soon as the second is read;
//! 2. checks on the combination of options (`post::after_options`);
//! 3. exactly one input must remain (`missing source file name`, `too many arguments on command line`,
//!    the latter naming the first input in the summary); `--version`, `--dump_command_options` and the
//!    configuration dumps without an input end quietly with exit 0;
//! 4. `-o FILE` outside preprocessing modes, the `--list`, `--xref` and `--error_output` files,
//!    `--preinclude` files.
//!
//! Driver contract:
//! - first print `Options::printed_while_parsing` in order (the `--version` [`banner`] on stderr, the
//!   [`dump_command_options_text`] list on stdout): the reference prints them while reading argv, so
//!   before any error; then report `Parsed::error` (with `Where::Nowhere`) if any;
//! - `--Version` (`Options::big_version`, no error): [`banner`]`(true)` on stderr, exit 1, nothing else;
//! - `--cufe-unsupported-options`: print [`unsupported_option_names`], one per line, exit 0;
//! - `--cufe-gap-survey`: a coverage census (see `lower::lower_survey`), not a conformance run;
//! - no error and no input (`--version` alone): exit 0 silently;
//! - the summary names [`Options::compilation_name`];
//! - just before the back end (no error, not `--no_code_gen`), report [`before_back_end`] if any.
mod apply;
mod banner;
mod device;
mod post;
mod table;
#[cfg(test)]
mod tests;
mod values;

use crate::diag::{id, DiagId, Severity};
use std::ffi::OsString;

pub use banner::banner;
pub use device::DeviceArgs;
pub use post::before_back_end;
pub use table::dump_command_options_text;

/// Language mode (`--c++NN`, `--c`). cudafe++ defaults to C++14 when no mode is given (C++03 in strict or
/// non-GNU C++ mode). All C modes (`--c`, `--c99`, `--gcc`, `--old_c` …) are `C`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Lang {
    C,
    Cpp03,
    Cpp11,
    Cpp14,
    Cpp17,
    Cpp20,
    Cpp23,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutputMode {
    Text,
    Sarif,
}

/// `--diag_suppress` and friends, in command-line order (the last one for a code wins).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiagControl {
    Suppress,
    Remark,
    Warning,
    Error,
    Default,
    Once,
}

/// A command-line problem, reported by the driver with `Where::Nowhere`: `Command-line error: …`
/// (severity `CommandLineError`, counted as catastrophic, exit 4), or `Catastrophic error: …` for cufe's
/// replacements of reference crashes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CliError {
    pub id: DiagId,
    pub severity: Severity,
    pub args: Vec<String>,
    /// Extra lines after the message (the candidates of an ambiguous abbreviation, `--diag_once` …),
    /// without the 12-space indent the printer adds.
    pub related: Vec<String>,
}

/// A command-line error with the given message and fill-ins.
pub(crate) fn err(id: DiagId, args: &[&str]) -> CliError {
    CliError {
        id,
        severity: Severity::CommandLineError,
        args: args.iter().map(|a| a.to_string()).collect(),
        related: Vec::new(),
    }
}

/// The message table's untagged `%s` entry: used only for cufe's own texts where the reference crashes
/// instead of giving a message (see docs/DIFFERENCES.md).
pub(crate) const PLAIN_TEXT: DiagId = DiagId(1538);

pub(crate) fn text_error(severity: Severity, text: &str) -> CliError {
    CliError { id: PLAIN_TEXT, severity, args: vec![text.to_string()], related: Vec::new() }
}

/// Everything the rest of cufe needs from the command line.
#[derive(Clone, Debug)]
pub struct Options {
    pub input: Option<String>,
    pub lang: Lang,
    pub gnu_version: u32,
    pub clang: bool,
    pub clang_version: u32,
    pub display_error_number: bool,
    pub orig_src_file_name: Option<String>,
    pub orig_src_path_name: Option<String>,
    pub gen_c_file_name: Option<String>,
    pub stub_file_name: Option<String>,
    pub gen_module_id_file: bool,
    pub module_id_file_name: Option<String>,
    pub device_c: bool,
    pub static_host_stub: bool,
    pub host_stub_linkage_explicit: bool,
    pub device_hidden_visibility: bool,
    pub extended_lambda: bool,
    pub relaxed_constexpr: bool,
    /// `--uumn`: enables `__nv_register_params__`.
    pub register_params: bool,
    pub debug_mode: bool,
    pub m64: bool,
    pub allow_managed: bool,
    pub parse_templates: bool,
    pub keep_device_functions: bool,
    pub no_warnings: bool,
    pub promote_warnings: bool,
    pub remarks: bool,
    /// `-w` and `--remarks` set one display threshold, so the later wins: true when `--remarks` came last.
    pub remarks_last: bool,
    pub brief_diagnostics: bool,
    pub wrap_diagnostics: bool,
    pub error_limit: u32,
    pub context_limit: u32,
    pub pending_instantiations: u32,
    pub output_mode: OutputMode,
    /// `--colors` / `--no_colors`; None = decide from the terminal.
    pub colors: Option<bool>,
    pub timing: bool,
    /// `--version` / `-v`: banner, then continue.
    pub version: bool,
    /// `--Version` / `-V`: banner, then exit 1.
    pub big_version: bool,
    pub no_code_gen: bool,
    pub dump_command_options: bool,
    pub error_output: Option<String>,
    pub diag_controls: Vec<(DiagControl, DiagId)>,
    /// GNU mode off (`--no_gcc` / `--no_g++`): line directives take the `#line N "file"` form.
    pub no_gcc: bool,
    /// `--partial-link` (nvcc `-ewp`).
    pub partial_link: bool,
    /// `--frandom-seed S`.
    pub frandom_seed: Option<String>,
    pub no_host_device_initializer_list: bool,
    pub no_host_device_move_forward: bool,
    /// What to print first, in argv order, one entry per occurrence (`--version --version` prints twice).
    pub printed_while_parsing: Vec<EarlyOutput>,
    /// Options accepted but not implemented by cufe yet (reported as gaps), as `--name`, once each.
    pub unimplemented: Vec<String>,
    /// `--cufe-report=FILE`: write the unsupported-feature report (JSON) there.
    pub cufe_report: Option<String>,
    /// `--cufe-unsupported-options`: list accepted-but-unimplemented option names and exit.
    pub cufe_list_unsupported: bool,
    /// `--cufe-gap-survey`: lowering skips a declaration it cannot handle and goes on, so the report
    /// lists every gap of the TU (a coverage census); lowering's diagnostics are then not reported.
    pub cufe_gap_survey: bool,
    /// `--cufe-device-mode`: the argv is cicc's; report the diagnostics of cicc's front end (device side).
    pub cufe_device_mode: bool,
    /// cicc's own options, in device mode.
    pub device_args: DeviceArgs,
    /// `--cufe-emit-survey` (debugging aid): the host output is written even past declarations the item
    /// builder or the printer cannot handle (they are skipped), and every such gap is listed, so one run
    /// shows all emission gaps and the output can be compared with the reference's.
    pub cufe_emit_survey: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            input: None,
            lang: Lang::Cpp14,
            gnu_version: 80100,
            clang: false,
            clang_version: 90100,
            display_error_number: false,
            orig_src_file_name: None,
            orig_src_path_name: None,
            gen_c_file_name: None,
            stub_file_name: None,
            gen_module_id_file: false,
            module_id_file_name: None,
            device_c: false,
            static_host_stub: false,
            host_stub_linkage_explicit: false,
            device_hidden_visibility: false,
            extended_lambda: false,
            relaxed_constexpr: false,
            register_params: false,
            debug_mode: false,
            m64: false,
            allow_managed: false,
            parse_templates: false,
            keep_device_functions: false,
            no_warnings: false,
            promote_warnings: false,
            remarks: false,
            remarks_last: false,
            brief_diagnostics: false,
            wrap_diagnostics: false,
            error_limit: 100,
            context_limit: 10,
            pending_instantiations: 200,
            output_mode: OutputMode::Text,
            colors: None,
            timing: false,
            version: false,
            big_version: false,
            no_code_gen: false,
            dump_command_options: false,
            error_output: None,
            diag_controls: Vec::new(),
            no_gcc: false,
            printed_while_parsing: Vec::new(),
            partial_link: false,
            frandom_seed: None,
            no_host_device_initializer_list: false,
            no_host_device_move_forward: false,
            unimplemented: Vec::new(),
            cufe_report: None,
            cufe_gap_survey: false,
            cufe_device_mode: false,
            device_args: DeviceArgs::default(),
            cufe_emit_survey: false,
            cufe_list_unsupported: false,
        }
    }
}

impl Options {
    /// The name the summary line uses (`… detected in the compilation of "NAME".`): none ("this
    /// compilation") until the input has been accepted — even with `--orig_src_file_name`, probed:
    /// `--orig_src_file_name foo.cu --bogus x.ii` says "this compilation" — then the original name if
    /// given, else the input as written.
    pub fn compilation_name(&self) -> Option<&str> {
        let input = self.input.as_deref()?;
        Some(self.orig_src_file_name.as_deref().unwrap_or(input))
    }

    /// Records an accepted option whose effect cufe does not implement (once per name).
    pub(crate) fn unimplemented_push(&mut self, name: &str) {
        let spelled = format!("--{}", name);
        if !self.unimplemented.contains(&spelled) {
            self.unimplemented.push(spelled);
        }
    }
}

/// What the reference prints while it reads argv, before any later command-line error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EarlyOutput {
    /// `--version` / `-v`: [`banner`]`(false)` on stderr.
    VersionBanner,
    /// `--dump_command_options`: [`dump_command_options_text`] on stdout.
    CommandOptions,
}

/// The result of parsing argv: the options seen, and the first command-line error if any.
#[derive(Clone, Debug)]
pub struct Parsed {
    pub options: Options,
    pub error: Option<CliError>,
}

/// Parses argv (without the program name) exactly as cudafe++ does.
pub fn parse(args: &[OsString]) -> Parsed {
    let mut options = Options::default();
    let mut edg: Vec<String> = Vec::with_capacity(args.len());
    for a in args {
        let a = a.to_string_lossy().into_owned();
        if a == "--cufe-unsupported-options" {
            options.cufe_list_unsupported = true;
        } else if a == "--cufe-gap-survey" {
            options.cufe_gap_survey = true;
        } else if a == "--cufe-device-mode" {
            options.cufe_device_mode = true;
        } else if a == "--cufe-emit-survey" {
            options.cufe_emit_survey = true;
        } else if let Some(file) = a.strip_prefix("--cufe-report=") {
            options.cufe_report = Some(file.to_string());
        } else {
            edg.push(a);
        }
    }
    if options.cufe_device_mode {
        let (rest, dev) = device::strip_cicc_options(edg);
        edg = rest;
        options.device_args = dev;
    }
    let error = read(&mut options, &edg).err();
    Parsed { options, error }
}

/// The names (with `--`) of every option cudafe++ accepts whose effect cufe does not implement, in
/// table order: what `--cufe-unsupported-options` prints, one per line.
pub fn unsupported_option_names() -> Vec<String> {
    table::table()
        .iter()
        .filter(|opt| !apply::REJECTED.contains(&opt.name) && !apply::is_implemented(opt.name))
        .map(|opt| format!("--{}", opt.name))
        .collect()
}

fn invalid(arg: &str) -> CliError {
    err(id::CL_INVALID_OPTION, &[arg])
}

/// Steps 1-4 of the module comment. Returns at the first error.
fn read(o: &mut Options, args: &[String]) -> Result<(), CliError> {
    let mut seen = post::Seen::default();
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        if a == "--" {
            i += 1;
            break;
        }
        if !a.starts_with('-') || a == "-" {
            break;
        }
        i += 1;
        if let Some(body) = a.strip_prefix("--") {
            let (name, inline) = match body.split_once('=') {
                Some((n, v)) => (n, Some(v)),
                None => (body, None),
            };
            let opt = match table::lookup(name) {
                table::Lookup::Found(opt) => opt,
                table::Lookup::Ambiguous(list) => {
                    let mut e = err(id::CL_AMBIGUOUS_OPTION, &[body]);
                    e.related = list.iter().map(|opt| format!("--{}", opt.name)).collect();
                    return Err(e);
                }
                table::Lookup::NotFound => return Err(invalid(a)),
            };
            if apply::REJECTED.contains(&opt.name) {
                return Err(invalid(a));
            }
            let value = match (opt.takes_value, inline) {
                (false, None) => None,
                (false, Some(_)) | (true, Some("")) => return Err(invalid(a)),
                (true, Some(v)) => Some(v),
                (true, None) => match args.get(i) {
                    Some(v) => {
                        i += 1;
                        Some(v.as_str())
                    }
                    None => return Err(err(id::CL_MISSING_ARGUMENT, &[&format!("--{}", name)])),
                },
            };
            apply::apply(o, &mut seen, opt, value)?;
        } else {
            // A cluster of one-letter options (`-wn`); a letter taking a value takes the rest of the
            // argument (`-e5`, `-e=5` gives the value "=5") or else the next argument.
            let letters: Vec<char> = a.chars().skip(1).collect();
            let mut k = 0;
            while k < letters.len() {
                let Some(opt) = table::by_short(letters[k]) else { return Err(invalid(a)) };
                k += 1;
                let rest: String;
                let value = if !opt.takes_value {
                    None
                } else if k < letters.len() {
                    rest = letters[k..].iter().collect();
                    k = letters.len();
                    Some(rest.as_str())
                } else if let Some(v) = args.get(i) {
                    i += 1;
                    Some(v.as_str())
                } else {
                    return Err(invalid(a));
                };
                apply::apply(o, &mut seen, opt, value)?;
                if o.big_version {
                    return Ok(());
                }
            }
        }
        if o.big_version {
            // `--Version`: the reference prints its banner and exits 1 right here.
            return Ok(());
        }
    }
    post::after_options(o, &seen)?;
    let inputs = &args[i.min(args.len())..];
    match inputs {
        // These print something and need no input (probed: rc 0).
        [] if o.version
            || o.dump_command_options
            || o.unimplemented.iter().any(|n| n == "--dump_configuration" || n == "--dump_legacy_as_target") =>
        {
            return Ok(())
        }
        [] => return Err(err(id::CL_MISSING_SOURCE_FILE_NAME, &[])),
        [one] => o.input = Some(one.clone()),
        [first, ..] => {
            o.input = Some(first.clone());
            return Err(err(id::CL_TOO_MANY_ARGUMENTS, &[]));
        }
    }
    // `-o` names the preprocessing output; any other run has no use for it.
    let writes_to_output = ["--preprocess", "--no_line_commands", "--dependencies", "--list_macros"];
    if seen.output_file && !o.unimplemented.iter().any(|n| writes_to_output.contains(&n.as_str())) {
        return Err(err(id::CL_NO_OUTPUT_FILE_NEEDED, &[]));
    }
    post::output_files(o, &seen)?;
    post::preincludes(&seen)?;
    Ok(())
}
