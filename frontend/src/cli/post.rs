//! Checks EDG makes after reading all options (before looking at the input), and the checks cufe
//! makes where the reference crashes.
use super::apply::Family;
use super::{err, text_error, CliError, Lang, Options};
use crate::diag::{id, DiagId, Severity};

/// What the option loop saw that matters to the checks made after it.
#[derive(Default, Debug)]
pub struct Seen {
    pub family: Option<Family>,
    /// `--old_c` (K&R C).
    pub knr: bool,
    /// A `--c++NN` standard was given.
    pub explicit_std: bool,
    /// `--old_c` came after a newer C standard or `--gcc` (the other order is accepted).
    pub knr_conflict_early: bool,
    /// The last explicit C standard is newer than C89 (`--c99` … `--c23`).
    pub c_newer_than_89: bool,
    pub gcc: bool,
    /// `--clang` or `--no_clang`.
    pub clang: bool,
    pub parse_templates: Option<bool>,
    pub no_bool: bool,
    pub svr4: bool,
    /// The last of `--namespaces` / `--no_namespaces` was `--no_namespaces`.
    pub no_namespaces: bool,
    /// `--c++11` / `--c++0x` / `--no_c++11` / `--no_c++0x` after a C mode option.
    pub cpp11_toggle_in_c: bool,
    /// `--svr4` came after `--old_c`.
    pub svr4_after_knr: bool,
    /// `-o` / `--output`.
    pub output_file: bool,
    /// `--preinclude` / `--preinclude_macros` files: they must open (checked after the input).
    pub preincludes: Vec<String>,
    /// `--list FILE` / `--xref FILE`.
    pub list_file: Option<String>,
    pub xref_file: Option<String>,
    /// Every option name read, for the C-mode checks.
    pub names: Vec<&'static str>,
}

impl Seen {
    fn saw(&self, name: &str) -> bool {
        self.names.contains(&name)
    }

    /// Whether `name` is on at the end: the last of `name` / `no_name` read was `name` (probed: the
    /// later of a pair wins, `--dep_name --no_dep_name --no_parse_templates` is accepted).
    fn on(&self, name: &str) -> bool {
        self.names.iter().rev().find(|n| **n == name || n.strip_prefix("no_") == Some(name)).is_some_and(|n| *n == name)
    }
}

/// The checks made once all options are read, in the reference's order. The order was found by probing
/// every pair of checks that can fire together (a total order where it matters); the first failing check
/// is the error.
pub fn after_options(o: &mut Options, s: &Seen) -> Result<(), CliError> {
    let cpp = o.lang != Lang::C;
    let strict = s.saw("strict") || s.saw("strict_warnings");
    let cfront = s.saw("cfront_2.1") || s.saw("cfront_3.0");
    // C++14 is the default of GNU (or clang) C++ only: strict or non-GNU C++ without a `--c++NN` is C++03
    // (probed: `-A` or `--no_g++` makes `nullptr` undefined; `--no_g++ --clang` is C++14).
    if cpp && !s.explicit_std && (strict || (o.no_gcc && !o.clang)) {
        o.lang = Lang::Cpp03;
    }
    let inc = || Err(err(id::CL_INCOMPATIBLE_LANGUAGE_MODES, &[]));
    if s.svr4 && s.knr && !s.svr4_after_knr {
        return Err(err(id::CL_SVR4_C_OPTION_ONLY_IN_ANSI_C, &[]));
    }
    // K&R C: after a newer C standard or GNU C, or with a clang option in GNU mode.
    if s.knr && (cpp || s.knr_conflict_early || (s.clang && !o.no_gcc)) {
        return inc();
    }
    if !cpp && s.cpp11_toggle_in_c {
        return inc();
    }
    // SVR4 C is C89.
    if s.svr4 && s.c_newer_than_89 {
        return inc();
    }
    if s.svr4 && strict {
        return Err(err(id::CL_STRICT_MODE_INCOMPATIBLE_WITH_SVR4, &[]));
    }
    if s.svr4 && s.svr4_after_knr {
        return inc();
    }
    if strict && s.knr {
        return Err(err(id::CL_STRICT_MODE_INCOMPATIBLE_WITH_PCC, &[]));
    }
    // SVR4 mode needs non-GNU C (`--no_gcc --svr4`).
    if s.svr4 && (cpp || !o.no_gcc) {
        return inc();
    }
    if !cpp && cfront {
        return inc();
    }
    if strict && cfront {
        return Err(err(id::CL_STRICT_MODE_INCOMPATIBLE_WITH_CFRONT, &[]));
    }
    // Strict mode with GNU C/C++ or a clang option, unless GNU mode was turned off again.
    if strict && !o.no_gcc && (s.gcc || s.saw("g++") || s.clang) {
        return inc();
    }
    if !cpp {
        if let Some((_, tag)) = CPLUSPLUS_ONLY.iter().find(|(n, _)| s.saw(n)) {
            return Err(err(*tag, &[]));
        }
    } else if let Some((_, tag)) = C_ONLY.iter().find(|(n, _)| s.saw(n)) {
        return Err(err(*tag, &[]));
    }
    if strict {
        let conflicts = [
            ("anachronisms", id::CL_STRICT_MODE_INCOMPATIBLE_WITH_ANACHRONISMS),
            ("long_preserving_rules", id::CL_STRICT_MODE_INCOMPATIBLE_WITH_LONG_PRESERVING),
            ("ignore_std", id::CL_STRICT_MODE_INCOMPATIBLE_WITH_IGNORE_STD),
        ];
        if let Some((_, tag)) = conflicts.iter().find(|(n, _)| s.on(n)) {
            return Err(err(*tag, &[]));
        }
    }
    if s.on("dep_name") && s.parse_templates == Some(false) {
        return Err(err(id::CL_DEP_NAME_REQUIRES_PARSE_NONCLASS_TEMPLATES, &[]));
    }
    // Long-lifetime temporaries: the later of `--long_lifetime_temps` / `--short_lifetime_temps`, else implied by
    // a cfront mode (probed: `--short_lifetime_temps --cfront_2.1` is accepted).
    let long_lifetime =
        match s.names.iter().rev().find(|n| matches!(**n, "long_lifetime_temps" | "short_lifetime_temps")) {
            Some(n) => *n == "long_lifetime_temps",
            None => cfront,
        };
    if cpp && long_lifetime && o.lang >= Lang::Cpp11 {
        return Err(err(id::CL_LONG_LIFETIME_TEMPS_INCOMPAT_WITH_NEWER_FEATURES, &[]));
    }
    // GNU mode is off in strict mode, K&R C and `--no_gcc` / `--no_g++`.
    if strict || s.knr || o.no_gcc {
        // In this order (probed pairwise).
        let gnu_only = [
            ("short_enums", id::CL_SHORT_ENUMS_REQUIRES_GCC_MODE),
            ("report_gnu_extensions", id::CL_REPORT_GNU_EXTENSIONS_REQUIRES_GNU_MODE),
            ("nonstd_gnu_keywords", id::CL_NONSTD_GNU_KEYWORDS_REQUIRES_GNU_MODE),
        ];
        if let Some((_, tag)) = gnu_only.iter().find(|(n, _)| s.on(n)) {
            return Err(err(*tag, &[]));
        }
    }
    if (!cpp || o.lang < Lang::Cpp11) && s.on("implicit_noexcept") {
        return Err(err(id::CL_IMPLICIT_NOEXCEPT_REQUIRES_NOEXCEPT_SUPPORT, &[]));
    }
    if (!cpp || o.lang < Lang::Cpp14) && s.saw("building_runtime") {
        return Err(err(id::CL_MUST_SPECIFY_CPP14_MODE, &[]));
    }
    if cpp && s.no_bool && o.lang >= Lang::Cpp14 {
        return Err(err(id::CL_RELAXED_CONSTEXPR_REQUIRES_BOOL, &[]));
    }
    // Difference `ref-assert-option`: `--no_namespaces` in C++11 and later fails an assertion in the
    // reference (it is accepted in C++03 and rejected as C++-only in C).
    if cpp && s.no_namespaces && o.lang >= Lang::Cpp11 {
        return Err(err(id::CL_INVALID_OPTION, &["--no_namespaces"]));
    }
    Ok(())
}

/// The files the reference opens for writing once the input is known: the `--list` raw listing, the
/// `--xref` cross-reference file and the `--error_output` file, in that order (probed). cufe only checks
/// here what the reference reports (the driver opens the error file later; the other two are not
/// implemented): a directory, or a missing directory (probed texts: `cannot open error file "/tmp": Is a
/// directory`, `cannot open raw listing file "/nonexistent/x"` with no reason).
pub fn output_files(o: &Options, s: &Seen) -> Result<(), CliError> {
    let files = [
        (s.list_file.as_deref(), RAW_LISTING),
        (s.xref_file.as_deref(), CROSS_REFERENCE),
        (o.error_output.as_deref(), ERROR),
    ];
    for (file, kind) in files {
        let Some(file) = file else { continue };
        let kind = kind.template();
        let path = std::path::Path::new(file);
        if file.is_empty() {
            return Err(err(id::CANNOT_OPEN_FILE_REASON, &[kind, file, "invalid file name"]));
        }
        if path.is_dir() {
            return Err(err(id::CANNOT_OPEN_FILE_REASON, &[kind, file, "Is a directory"]));
        }
        let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(std::path::Path::new("."));
        if !dir.is_dir() {
            return Err(err(id::CANNOT_OPEN_FILE, &[kind, file]));
        }
    }
    Ok(())
}

/// `--preinclude` files must open (a directory does not).
pub fn preincludes(s: &Seen) -> Result<(), CliError> {
    for file in &s.preincludes {
        let opens = std::fs::metadata(file).map(|m| !m.is_dir()).unwrap_or(false) && std::fs::File::open(file).is_ok();
        if !opens {
            return Err(err(id::CANNOT_OPEN_FILE, &[SOURCE.template(), file]));
        }
    }
    Ok(())
}

/// The file-kind words of `cannot open %s file %sq`, untagged entries of the message table.
const RAW_LISTING: DiagId = DiagId(1514);
const CROSS_REFERENCE: DiagId = DiagId(1515);
const ERROR: DiagId = DiagId(1498);
const SOURCE: DiagId = DiagId(1702);

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

/// Options the reference rejects in C++ mode, with their message.
const C_ONLY: &[(&str, DiagId)] = &[
    ("compound_literals", id::CL_COMPOUND_LITERALS_OPTION_ONLY_IN_C),
    ("no_compound_literals", id::CL_COMPOUND_LITERALS_OPTION_ONLY_IN_C),
    ("extended_designators", id::CL_EXTENDED_DESIGNATORS_OPTION_ONLY_IN_C),
    ("no_extended_designators", id::CL_EXTENDED_DESIGNATORS_OPTION_ONLY_IN_C),
    ("c23_typeof", id::CL_C23_TYPEOF_OPTION_ONLY_IN_C),
    ("no_c23_typeof", id::CL_C23_TYPEOF_OPTION_ONLY_IN_C),
    ("gcc89_inlining", id::CL_GNU_C89_INLINING_OPTION_ONLY_IN_C),
    ("func_prototype_tags", id::CL_FUNC_PROTOTYPE_TAGS_OPTION_ONLY_IN_C),
];

/// Names `--set_flag` / `--clear_flag` accept: the {name, address} table at VA 0xD47CE0 of cudafe++
/// 13.0.88 (read from the binary; an exact name is required, `name=1` is "unrecognized flag name").
pub const SETTABLE_FLAGS: &[&str] = &[
    "suppress_inline_corresp_check",
    "allow_anon_types_in_anon_unions",
    "emulate_gnu_abi_bugs",
    "emulate_unsafe_gnu_abi_bugs",
    "warn_about_tail_padding_use",
    "reuse_tail_padding",
    "packing_applies_to_base_classes",
    "stack_referenced_include_directories",
    "space_used",
    "use_nonstd_partial_ordering",
    "no_checking_pragmas",
    "warn_on_try_statement",
    "terse_range_based_for_enabled",
    "relaxed_constexpr",
    "constexpr_implies_const",
    "mangle_had_been_implicitly_const",
    "coroutines",
    "suppress_deferral_on_partial_spec_members",
    "no_very_expensive_checking",
    "diag_override_does_not_affect_sfinae",
    "preload_builtin_functions",
    "gen_edg_special_types",
    "lazy_field_initializers",
    "core_constant_expr_is_noexcept",
    "null_template_ptr_arg_enabled",
    "skip_module_imports",
    "skip_module_version_check",
    "ignore_absolute_paths_for_header_units",
    "extended_float_types",
];

/// cufe's own texts for the differences above (the reference has no message; it crashes). The module-id
/// text is the one the reference prints before aborting.
pub const NO_STUB_FILE_NAME: &str = "no stub file name specified (--stub_file_name is required)";
pub const NO_MODULE_ID_FILE_NAME: &str = "module id filename not specified";

/// Options the reference rejects in C mode (`--c --rtti`), each probed alone, in the order the reference
/// checks them (probed pairwise: a total order; `--c --rtti --no_anachronisms` reports anachronisms).
pub const CPLUSPLUS_ONLY: &[(&str, DiagId)] = &[
    ("anachronisms", id::CL_ANACHRONISM_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_anachronisms", id::CL_ANACHRONISM_OPTION_ONLY_IN_CPLUSPLUS),
    ("suppress_vtbl", id::CL_VTBL_OPTION_ONLY_IN_CPLUSPLUS),
    ("force_vtbl", id::CL_VTBL_OPTION_ONLY_IN_CPLUSPLUS),
    ("instantiate", id::CL_INSTANTIATION_OPTION_ONLY_IN_CPLUSPLUS),
    ("implicit_include", id::CL_IMPLICIT_INCLUSION_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_implicit_include", id::CL_IMPLICIT_INCLUSION_OPTION_ONLY_IN_CPLUSPLUS),
    ("exceptions", id::CL_EXCEPTIONS_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_exceptions", id::CL_EXCEPTIONS_OPTION_ONLY_IN_CPLUSPLUS),
    ("rtti", id::CL_RTTI_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_rtti", id::CL_RTTI_OPTION_ONLY_IN_CPLUSPLUS),
    ("array_new_and_delete", id::CL_ARRAY_NEW_AND_DELETE_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_array_new_and_delete", id::CL_ARRAY_NEW_AND_DELETE_OPTION_ONLY_IN_CPLUSPLUS),
    ("explicit", id::CL_EXPLICIT_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_explicit", id::CL_EXPLICIT_OPTION_ONLY_IN_CPLUSPLUS),
    ("namespaces", id::CL_NAMESPACES_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_namespaces", id::CL_NAMESPACES_OPTION_ONLY_IN_CPLUSPLUS),
    ("wchar_t_keyword", id::CL_WCHAR_T_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_wchar_t_keyword", id::CL_WCHAR_T_OPTION_ONLY_IN_CPLUSPLUS),
    ("bool", id::CL_BOOL_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_bool", id::CL_BOOL_OPTION_ONLY_IN_CPLUSPLUS),
    ("special_subscript_cost", id::CL_SPECIAL_SUBSCRIPT_COST_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_special_subscript_cost", id::CL_SPECIAL_SUBSCRIPT_COST_OPTION_ONLY_IN_CPLUSPLUS),
    ("typename", id::CL_TYPENAME_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_typename", id::CL_TYPENAME_OPTION_ONLY_IN_CPLUSPLUS),
    ("implicit_typename", id::CL_IMPLICIT_TYPENAME_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_implicit_typename", id::CL_IMPLICIT_TYPENAME_OPTION_ONLY_IN_CPLUSPLUS),
    ("old_for_init", id::CL_OLD_FOR_INIT_OPTION_ONLY_IN_CPLUSPLUS),
    ("new_for_init", id::CL_OLD_FOR_INIT_OPTION_ONLY_IN_CPLUSPLUS),
    ("for_init_diff_warning", id::CL_FOR_INIT_DIFF_WARNING_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_for_init_diff_warning", id::CL_FOR_INIT_DIFF_WARNING_OPTION_ONLY_IN_CPLUSPLUS),
    ("guiding_decls", id::CL_GUIDING_DECLS_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_guiding_decls", id::CL_GUIDING_DECLS_OPTION_ONLY_IN_CPLUSPLUS),
    ("old_specializations", id::CL_OLD_SPECIALIZATIONS_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_old_specializations", id::CL_OLD_SPECIALIZATIONS_OPTION_ONLY_IN_CPLUSPLUS),
    ("implicit_extern_c_type_conversion", id::CL_IMPL_EXTERN_C_CONV_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_implicit_extern_c_type_conversion", id::CL_IMPL_EXTERN_C_CONV_OPTION_ONLY_IN_CPLUSPLUS),
    ("extern_inline", id::CL_EXTERN_INLINE_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_extern_inline", id::CL_EXTERN_INLINE_OPTION_ONLY_IN_CPLUSPLUS),
    ("embedded_c++", id::CL_EMBEDDED_CPLUSPLUS_OPTION_ONLY_IN_CPLUSPLUS),
    ("enum_overloading", id::CL_ENUM_OVERLOADING_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_enum_overloading", id::CL_ENUM_OVERLOADING_OPTION_ONLY_IN_CPLUSPLUS),
    ("nonstd_qualifier_deduction", id::CL_NONSTANDARD_QUALIFIER_DEDUCTION_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_nonstd_qualifier_deduction", id::CL_NONSTANDARD_QUALIFIER_DEDUCTION_OPTION_ONLY_IN_CPLUSPLUS),
    ("nonstd_using_decl", id::CL_NONSTD_USING_DECL_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_nonstd_using_decl", id::CL_NONSTD_USING_DECL_OPTION_ONLY_IN_CPLUSPLUS),
    ("class_name_injection", id::CL_CLASS_NAME_INJECTION_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_class_name_injection", id::CL_CLASS_NAME_INJECTION_OPTION_ONLY_IN_CPLUSPLUS),
    ("arg_dep_lookup", id::CL_ARG_DEPENDENT_LOOKUP_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_arg_dep_lookup", id::CL_ARG_DEPENDENT_LOOKUP_OPTION_ONLY_IN_CPLUSPLUS),
    ("friend_injection", id::CL_FRIEND_INJECTION_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_friend_injection", id::CL_FRIEND_INJECTION_OPTION_ONLY_IN_CPLUSPLUS),
    ("dep_name", id::CL_DEP_NAME_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_dep_name", id::CL_DEP_NAME_OPTION_ONLY_IN_CPLUSPLUS),
    ("parse_templates", id::CL_PARSE_NONCLASS_TEMPLATES_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_parse_templates", id::CL_PARSE_NONCLASS_TEMPLATES_OPTION_ONLY_IN_CPLUSPLUS),
    ("ignore_std", id::CL_IGNORE_STD_OPTION_ONLY_IN_CPLUSPLUS),
    ("late_tiebreaker", id::CL_LATE_TIEBREAKER_OPTION_ONLY_IN_CPLUSPLUS),
    ("early_tiebreaker", id::CL_LATE_TIEBREAKER_OPTION_ONLY_IN_CPLUSPLUS),
    ("pending_instantiations", id::CL_PENDING_INSTANTIATIONS_OPTION_ONLY_IN_CPLUSPLUS),
    ("lambdas", id::CL_LAMBDAS_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_lambdas", id::CL_LAMBDAS_OPTION_ONLY_IN_CPLUSPLUS),
    ("rvalue_refs", id::CL_RVALUE_REFERENCES_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_rvalue_refs", id::CL_RVALUE_REFERENCES_OPTION_ONLY_IN_CPLUSPLUS),
    ("rvalue_ctor_is_copy_ctor", id::CL_RVALUE_CTOR_IS_COPY_CTOR_OPTION_ONLY_IN_CPLUSPLUS),
    ("rvalue_ctor_is_not_copy_ctor", id::CL_RVALUE_CTOR_IS_COPY_CTOR_OPTION_ONLY_IN_CPLUSPLUS),
    ("gen_move_operations", id::CL_GEN_MOVE_OPERATIONS_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_gen_move_operations", id::CL_GEN_MOVE_OPERATIONS_OPTION_ONLY_IN_CPLUSPLUS),
    ("auto_type", id::CL_AUTO_TYPE_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_auto_type", id::CL_AUTO_TYPE_OPTION_ONLY_IN_CPLUSPLUS),
    ("auto_storage", id::CL_AUTO_STORAGE_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_auto_storage", id::CL_AUTO_STORAGE_OPTION_ONLY_IN_CPLUSPLUS),
    ("nullptr", id::CL_NULLPTR_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_nullptr", id::CL_NULLPTR_OPTION_ONLY_IN_CPLUSPLUS),
    ("variadic_templates", id::CL_VARIADIC_TEMPLATES_ONLY_IN_CPLUSPLUS),
    ("no_variadic_templates", id::CL_VARIADIC_TEMPLATES_ONLY_IN_CPLUSPLUS),
    ("max_depth_constexpr_call", id::CL_MAX_CONSTEXPR_OPTION_ONLY_IN_CPLUSPLUS),
    ("max_cost_constexpr_call", id::CL_MAX_CONSTEXPR_OPTION_ONLY_IN_CPLUSPLUS),
    ("unrestricted_unions", id::CL_UNRESTRICTED_UNIONS_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_unrestricted_unions", id::CL_UNRESTRICTED_UNIONS_OPTION_ONLY_IN_CPLUSPLUS),
    ("relaxed_abstract_checking", id::CL_RELAXED_ABSTRACT_CHECKING_ONLY_IN_CPLUSPLUS),
    ("no_relaxed_abstract_checking", id::CL_RELAXED_ABSTRACT_CHECKING_ONLY_IN_CPLUSPLUS),
    ("type_traits_helpers", id::CL_TYPE_TRAITS_HELPERS_OPTION_ONLY_IN_CPLUSPLUS),
    ("no_type_traits_helpers", id::CL_TYPE_TRAITS_HELPERS_OPTION_ONLY_IN_CPLUSPLUS),
];
