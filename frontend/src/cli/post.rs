//! Checks EDG makes after reading all options (before looking at the input), and the checks cufe
//! makes where the reference crashes.
use super::apply::Family;
use super::{err, text_error, CliError, Lang, Options};
use crate::diag::{id, Severity};

/// What the option loop saw that matters to the checks made after it.
#[derive(Default, Debug)]
pub struct Seen {
    pub family: Option<Family>,
    /// `--old_c` (K&R C).
    pub knr: bool,
    /// The last explicit C standard is newer than C89 (`--c99` … `--c23`).
    pub c_newer_than_89: bool,
    pub gcc: bool,
    /// `--clang` or `--no_clang`.
    pub clang: bool,
    pub parse_templates: Option<bool>,
    pub dep_name: bool,
    pub long_lifetime: bool,
    pub no_bool: bool,
    pub svr4: bool,
    /// The first C-only option given (`compound_literals` …).
    pub c_only: Option<&'static str>,
    /// An option on which the reference fails an assertion (`no_namespaces` …), spelled as given.
    pub asserting: Option<&'static str>,
    /// `-o` / `--output`.
    pub output_file: bool,
}

/// The checks made once all options are read, in the reference's order (probed pairwise).
pub fn after_options(o: &Options, s: &Seen) -> Result<(), CliError> {
    let cpp = o.lang != Lang::C;
    if !cpp && s.parse_templates == Some(true) {
        return Err(err(id::CL_PARSE_NONCLASS_TEMPLATES_OPTION_ONLY_IN_CPLUSPLUS, &[]));
    }
    if s.knr && (cpp || s.c_newer_than_89 || s.gcc || s.clang) {
        return Err(err(id::CL_INCOMPATIBLE_LANGUAGE_MODES, &[]));
    }
    if cpp && s.long_lifetime && o.lang >= Lang::Cpp11 {
        return Err(err(id::CL_LONG_LIFETIME_TEMPS_INCOMPAT_WITH_NEWER_FEATURES, &[]));
    }
    if cpp {
        if let Some(c_only) = s.c_only {
            let tag = match c_only {
                "compound_literals" | "no_compound_literals" => id::CL_COMPOUND_LITERALS_OPTION_ONLY_IN_C,
                "extended_designators" | "no_extended_designators" => id::CL_EXTENDED_DESIGNATORS_OPTION_ONLY_IN_C,
                "c23_typeof" | "no_c23_typeof" => id::CL_C23_TYPEOF_OPTION_ONLY_IN_C,
                "gcc89_inlining" => id::CL_GNU_C89_INLINING_OPTION_ONLY_IN_C,
                _ => id::CL_FUNC_PROTOTYPE_TAGS_OPTION_ONLY_IN_C,
            };
            return Err(err(tag, &[]));
        }
    }
    if s.no_bool {
        if !cpp {
            return Err(err(id::CL_BOOL_OPTION_ONLY_IN_CPLUSPLUS, &[]));
        }
        if o.lang >= Lang::Cpp14 {
            return Err(err(id::CL_RELAXED_CONSTEXPR_REQUIRES_BOOL, &[]));
        }
    }
    if s.dep_name && s.parse_templates == Some(false) {
        return Err(err(id::CL_DEP_NAME_REQUIRES_PARSE_NONCLASS_TEMPLATES, &[]));
    }
    // SVR4 mode exists only in non-GNU C (`--no_gcc --svr4` is accepted).
    if s.svr4 && (cpp || !o.no_gcc) {
        return Err(err(id::CL_INCOMPATIBLE_LANGUAGE_MODES, &[]));
    }
    if let Some(name) = s.asserting {
        // Difference `ref-assert-option`: the reference fails an assertion in proc_command_line
        // (rc 134); cufe rejects the option like the other registered-but-unusable ones.
        return Err(err(id::CL_INVALID_OPTION, &[&format!("--{}", name)]));
    }
    Ok(())
}

/// The check the driver makes just before running the back end (no error so far, not `--no_code_gen`).
/// Where the reference crashes there, cufe reports a catastrophic error instead (exit 4):
/// - `ref-crash-no-stub`: no `--stub_file_name` — the reference segfaults (rc 139);
/// - `ref-abort-module-id`: `--gen_module_id_file` without `--module_id_file_name` — the reference
///   prints `internal error: module id filename not specified` and aborts (rc 134).
pub fn before_back_end(o: &Options) -> Option<CliError> {
    if o.stub_file_name.is_none() {
        return Some(text_error(Severity::Catastrophic, NO_STUB_FILE_NAME));
    }
    if o.gen_module_id_file && o.module_id_file_name.is_none() {
        return Some(text_error(Severity::Catastrophic, NO_MODULE_ID_FILE_NAME));
    }
    None
}

/// cufe's own texts for the differences above (the reference has no message; it crashes). The module-id
/// text is the one the reference prints before aborting.
pub const NO_STUB_FILE_NAME: &str = "no stub file name specified (--stub_file_name is required)";
pub const NO_MODULE_ID_FILE_NAME: &str = "module id filename not specified";
