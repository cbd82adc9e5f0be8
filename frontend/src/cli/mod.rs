//! The cudafe++ command line: EDG's option table and parsing rules, giving [`Options`].
//!
//! Only this module reads argv. Options cufe adds for itself start with `--cufe-` and are taken out
//! before EDG's matching, so they never change which abbreviations are ambiguous.
use crate::diag::{DiagId, Severity};
use std::ffi::OsString;

/// Language mode (`--c++NN`, `--c`). cudafe++ defaults to C++14 when no mode is given.
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

/// A command-line problem, reported by the driver as `Command-line error: …` (catastrophic, exit 4).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CliError {
    pub id: DiagId,
    pub severity: Severity,
    pub args: Vec<String>,
    /// Extra lines after the message (the candidates of an ambiguous abbreviation).
    pub related: Vec<String>,
}

/// Everything the rest of cufe needs from the command line.
#[derive(Clone, Debug)]
pub struct Options {
    pub input: Option<String>,
    pub lang: Lang,
    pub gnu_version: u32,
    pub clang: bool,
    pub clang_version: u32,
    /// `--no_gcc`: no GNU extensions (C mode only: cudafe++ rejects it with a C++ mode); the host output
    /// then uses `#line N "file"` directives and a reduced prologue.
    pub no_gcc: bool,
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
    pub debug_mode: bool,
    pub m64: bool,
    pub allow_managed: bool,
    pub parse_templates: bool,
    pub keep_device_functions: bool,
    pub no_warnings: bool,
    pub promote_warnings: bool,
    pub remarks: bool,
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
    /// Options accepted but not implemented by cufe yet (reported as gaps).
    pub unimplemented: Vec<String>,
    /// `--cufe-report=FILE`: write the unsupported-feature report (JSON) there.
    pub cufe_report: Option<String>,
    /// `--cufe-unsupported-options`: list accepted-but-unimplemented option names and exit.
    pub cufe_list_unsupported: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            input: None,
            lang: Lang::Cpp14,
            gnu_version: 80100,
            clang: false,
            clang_version: 90100,
            no_gcc: false,
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
            debug_mode: false,
            m64: false,
            allow_managed: false,
            parse_templates: false,
            keep_device_functions: false,
            no_warnings: false,
            promote_warnings: false,
            remarks: false,
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
            unimplemented: Vec::new(),
            cufe_report: None,
            cufe_list_unsupported: false,
        }
    }
}

/// The result of parsing argv: the options seen, and the first command-line error if any.
#[derive(Clone, Debug)]
pub struct Parsed {
    pub options: Options,
    pub error: Option<CliError>,
}

/// Parses argv (without the program name). Skeleton: exact names of a few options only.
pub fn parse(args: &[OsString]) -> Parsed {
    let mut o = Options::default();
    let mut i = 0;
    let args: Vec<String> = args.iter().map(|a| a.to_string_lossy().into_owned()).collect();
    while i < args.len() {
        let a = &args[i];
        let value = |i: &mut usize| -> Option<String> {
            *i += 1;
            args.get(*i).cloned()
        };
        match a.as_str() {
            "--c++17" => o.lang = Lang::Cpp17,
            "--c++20" => o.lang = Lang::Cpp20,
            "--display_error_number" => o.display_error_number = true,
            "--orig_src_file_name" => o.orig_src_file_name = value(&mut i),
            "--orig_src_path_name" => o.orig_src_path_name = value(&mut i),
            "--gen_c_file_name" => o.gen_c_file_name = value(&mut i),
            "--stub_file_name" => o.stub_file_name = value(&mut i),
            "--module_id_file_name" => o.module_id_file_name = value(&mut i),
            "--gen_module_id_file" => o.gen_module_id_file = true,
            // (parse helper) the keyword set depends on it; the full CLI lands from the cli branch.
            s if s.starts_with("--gnu_version=") => o.gnu_version = s["--gnu_version=".len()..].parse().unwrap_or(o.gnu_version),
            s if s.starts_with("--cufe-report=") => o.cufe_report = Some(s["--cufe-report=".len()..].to_string()),
            s if s.starts_with('-') && s.len() > 1 => o.unimplemented.push(s.to_string()),
            s => o.input = Some(s.to_string()),
        }
        i += 1;
    }
    Parsed { options: o, error: None }
}
