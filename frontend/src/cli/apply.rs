//! What each option does to [`Options`], and the checks EDG makes while reading the option.
//!
//! Options not named here are accepted (the reference accepts them) but cufe does not implement their
//! effect: they go to `Options::unimplemented`. The few in [`INERT`] are accepted and have no effect
//! cufe could show.
use super::post::Seen;
use super::table::Opt;
use super::values::{clamp_u32, diag_list, number};
use super::{err, CliError, DiagControl, Lang, Options, OutputMode};
use crate::diag::id;

/// Accepted options with no observable effect for cufe (each checked on the reference):
/// - `gen_device_file_name`: cudafe++ 13.0 writes no device file, the name is unused;
/// - `modify-stack-limit`, `time_limit`: process resource limits (values are still checked);
/// - `signed_chars`: plain char is already signed;
/// - `define_macro` (`-D`): has no effect on the reference, even with `-E`;
/// - `no_display_error_number`-style toggles are handled as fields, not here.
pub const INERT: &[&str] =
    &["gen_device_file_name", "modify-stack-limit", "time_limit", "signed_chars", "define_macro"];

/// Registered options the reference rejects as "invalid option" although they are in its table.
pub const REJECTED: &[&str] = &["embedded_c", "no_embedded_c"];

/// Language family of a mode option: EDG reports "language modes specified are incompatible" as soon as
/// an option of one family follows one of the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    C,
    Cpp,
}

fn family(name: &str) -> Option<Family> {
    match name {
        "c" | "c89" | "c99" | "no_c99" | "c11" | "c17" | "c18" | "c23" | "gcc" | "no_gcc" | "old_c" | "svr4"
        | "no_svr4" => Some(Family::C),
        "c++" | "c++03" | "c++11" | "c++0x" | "no_c++11" | "no_c++0x" | "c++14" | "c++17" | "c++20" | "c++23"
        | "g++" | "no_g++" | "cfront_2.1" | "cfront_3.0" => Some(Family::Cpp),
        _ => None,
    }
}

/// Applies one option. `value` is present exactly when the option takes one.
pub fn apply(o: &mut Options, seen: &mut Seen, opt: &Opt, value: Option<&str>) -> Result<(), CliError> {
    let name = opt.name;
    seen.names.push(name);
    // The C++11 toggles after a C mode option are not reported at once but after all options (probed:
    // `--c --c++11 --bogus` is the invalid option); they leave the language alone then.
    if matches!(name, "c++11" | "c++0x" | "no_c++11" | "no_c++0x") && seen.family == Some(Family::C) {
        seen.cpp11_toggle_in_c = true;
        return Ok(());
    }
    if let Some(f) = family(name) {
        match seen.family {
            Some(prev) if prev != f => return Err(err(id::CL_INCOMPATIBLE_LANGUAGE_MODES, &[])),
            _ => seen.family = Some(f),
        }
    }
    if matches!(name, "c++03" | "c++11" | "c++0x" | "no_c++11" | "no_c++0x" | "c++14" | "c++17" | "c++20" | "c++23") {
        seen.explicit_std = true;
    }
    let v = value.unwrap_or("");
    match name {
        // Language modes. The C modes (and K&R) are recorded but cufe analyses only C++.
        "c++03" => o.lang = Lang::Cpp03,
        "c++11" | "c++0x" => o.lang = Lang::Cpp11,
        "no_c++11" | "no_c++0x" => {
            // C++ without the C++11 features: C++03 as far as the option checks go.
            o.lang = Lang::Cpp03;
            o.unimplemented_push(name);
        }
        "c++14" => o.lang = Lang::Cpp14,
        "c++17" => o.lang = Lang::Cpp17,
        "c++20" => o.lang = Lang::Cpp20,
        "c++23" => o.lang = Lang::Cpp23,
        "c++" | "g++" => {
            if o.lang == Lang::C {
                o.lang = Lang::Cpp14;
            }
            // `--c++` keeps the GNU setting (probed: `--no_g++ --c++` is still non-GNU).
            if name == "g++" {
                o.no_gcc = false;
            }
        }
        "no_g++" => {
            if o.lang == Lang::C {
                o.lang = Lang::Cpp14;
            }
            o.no_gcc = true;
            o.unimplemented_push(name);
        }
        "c" | "c89" | "c99" | "no_c99" | "c11" | "c17" | "c18" | "c23" | "gcc" | "no_gcc" | "old_c" => {
            o.lang = Lang::C;
            // A C standard or `--gcc` / `--no_gcc` after `--old_c` leaves K&R mode (probed: `--old_c --c99
            // -A` has no strict/K&R conflict); `--c` does not.
            if !matches!(name, "c" | "old_c") {
                seen.knr = false;
            }
            match name {
                "old_c" => {
                    seen.knr = true;
                    // A newer C standard or GNU mode given before K&R is incompatible; given after it, it
                    // is accepted (probed both orders).
                    seen.knr_conflict_early |= seen.c_newer_than_89 || seen.gcc;
                }
                "c89" => {
                    seen.c_newer_than_89 = false;
                    // `--svr4 --c89` leaves SVR4 mode (probed: no SVR4 conflict is reported after it).
                    seen.svr4 = false;
                }
                // `--no_c99` counts as newer than C89 for K&R and SVR4 (probed: `--no_c99 --old_c` and
                // `--no_c99 --svr4` are incompatible, `--c89 --old_c` is not).
                "c99" | "no_c99" | "c11" | "c17" | "c18" | "c23" => seen.c_newer_than_89 = true,
                "gcc" => {
                    seen.gcc = true;
                    o.no_gcc = false;
                }
                "no_gcc" => o.no_gcc = true,
                _ => {}
            }
            o.unimplemented_push(name);
        }
        "clang" | "no_clang" => {
            seen.clang = true;
            o.clang = name == "clang";
        }
        "gnu_version" => {
            let n = number(v)?;
            if !(30200..=999999).contains(&n) {
                return Err(err(id::CL_INVALID_GNU_VERSION, &[v]));
            }
            o.gnu_version = n as u32;
        }
        "clang_version" => {
            let n = number(v)?;
            if n > 999999 {
                return Err(err(id::CL_INVALID_CLANG_VERSION, &[v]));
            }
            o.clang_version = n as u32;
        }
        // Diagnostics.
        "display_error_number" => o.display_error_number = true,
        "no_display_error_number" => o.display_error_number = false,
        "no_warnings" => {
            o.no_warnings = true;
            o.remarks_last = false;
        }
        "promote_warnings" => o.promote_warnings = true,
        "remarks" => {
            o.remarks = true;
            o.remarks_last = true;
        }
        "brief_diagnostics" => o.brief_diagnostics = true,
        "no_brief_diagnostics" => o.brief_diagnostics = false,
        "wrap_diagnostics" => o.wrap_diagnostics = true,
        "no_wrap_diagnostics" => o.wrap_diagnostics = false,
        "colors" => o.colors = Some(true),
        "no_colors" => o.colors = Some(false),
        "error_output" => o.error_output = Some(v.to_string()),
        "error_limit" => {
            let n = number(v)?;
            if n == 0 {
                return Err(err(id::CL_INVALID_ERROR_LIMIT, &[v]));
            }
            o.error_limit = clamp_u32(n);
        }
        "context_limit" => o.context_limit = clamp_u32(number(v)?),
        "pending_instantiations" => o.pending_instantiations = clamp_u32(number(v)?),
        "diag_suppress" => diag_list(DiagControl::Suppress, v, &mut o.diag_controls)?,
        "diag_remark" => diag_list(DiagControl::Remark, v, &mut o.diag_controls)?,
        "diag_warning" => diag_list(DiagControl::Warning, v, &mut o.diag_controls)?,
        "diag_error" => diag_list(DiagControl::Error, v, &mut o.diag_controls)?,
        "diag_once" => diag_list(DiagControl::Once, v, &mut o.diag_controls)?,
        "output_mode" => {
            o.output_mode = match v {
                "text" => OutputMode::Text,
                "sarif" => OutputMode::Sarif,
                _ => return Err(err(id::CL_INVALID_OUTPUT_MODE, &[v])),
            }
        }
        // Modes of operation.
        "timing" => o.timing = true,
        "version" => {
            o.version = true;
            o.printed_while_parsing.push(super::EarlyOutput::VersionBanner);
        }
        "Version" => o.big_version = true,
        "no_code_gen" => o.no_code_gen = true,
        "dump_command_options" => {
            o.dump_command_options = true;
            o.printed_while_parsing.push(super::EarlyOutput::CommandOptions);
        }
        // CUDA and output files (what nvcc passes).
        "orig_src_file_name" => o.orig_src_file_name = Some(v.to_string()),
        "orig_src_path_name" => o.orig_src_path_name = Some(v.to_string()),
        "gen_c_file_name" => o.gen_c_file_name = Some(v.to_string()),
        "stub_file_name" => o.stub_file_name = Some(v.to_string()),
        "gen_module_id_file" => o.gen_module_id_file = true,
        "module_id_file_name" => o.module_id_file_name = Some(v.to_string()),
        "device-c" => o.device_c = true,
        "static-host-stub" => o.static_host_stub = true,
        "host-stub-linkage-explicit" => o.host_stub_linkage_explicit = true,
        "device-hidden-visibility" => o.device_hidden_visibility = true,
        "extended-lambda" => o.extended_lambda = true,
        "relaxed_constexpr" => o.relaxed_constexpr = true,
        "uumn" => o.register_params = true,
        "debug_mode" => o.debug_mode = true,
        "m64" => o.m64 = true,
        "allow_managed" => o.allow_managed = true,
        "parse_templates" => {
            o.parse_templates = true;
            seen.parse_templates = Some(true);
        }
        "no_parse_templates" => {
            o.parse_templates = false;
            seen.parse_templates = Some(false);
        }
        "keep-device-functions" => o.keep_device_functions = true,
        "partial-link" => o.partial_link = true,
        "frandom-seed" => o.frandom_seed = Some(v.to_string()),
        "no_host_device_initializer_list" => o.no_host_device_initializer_list = true,
        "no_host_device_move_forward" => o.no_host_device_move_forward = true,
        // Value checks the reference makes for options cufe does not implement.
        "target" => return Err(err(id::CL_INVALID_TARGET, &[v])),
        "instantiate" => {
            if !matches!(v, "none" | "all" | "used" | "local") {
                return Err(err(id::CL_INVALID_INSTANTIATION_MODE, &[v]));
            }
            o.unimplemented_push(name);
        }
        "unicode_source_kind" => match v {
            "UTF-8" => {}
            "UTF-16" | "UTF-16LE" | "UTF-16BE" => o.unimplemented_push(name),
            _ => return Err(err(id::CL_UNRECOGNIZED_UNICODE_SOURCE_KIND, &[v])),
        },
        "pack_alignment" => {
            let n = number(v)?;
            if n > u32::MAX as u64 || !n.is_power_of_two() {
                return Err(err(id::BAD_PACK_ALIGNMENT, &[]));
            }
            o.unimplemented_push(name);
        }
        "ms_header_unit" | "ms_header_unit_quote" | "ms_header_unit_angle" => {
            if !v.contains('=') {
                return Err(err(id::MISSING_HEADER_UNIT_MAP, &[v]));
            }
            o.unimplemented_push(name);
        }
        "edg_base_dir" | "pch_dir" => {
            if !std::path::Path::new(v).is_dir() {
                let tag =
                    if name == "pch_dir" { id::CL_INVALID_PCH_DIRECTORY } else { id::CL_INVALID_EDG_BASE_DIRECTORY };
                return Err(err(tag, &[v]));
            }
            o.unimplemented_push(name);
        }
        "time_limit" | "modify-stack-limit" => {
            number(v)?;
        }
        "pgi_version"
        | "icc_version"
        | "msvc_target_version"
        | "max_depth_constexpr_call"
        | "max_cost_constexpr_call" => {
            number(v)?;
            o.unimplemented_push(name);
        }
        "output" => seen.output_file = true,
        "list" | "xref" => {
            if name == "list" {
                seen.list_file = Some(v.to_string());
            } else {
                seen.xref_file = Some(v.to_string());
            }
            o.unimplemented_push(name);
        }
        "set_flag" | "clear_flag" => {
            if !super::post::SETTABLE_FLAGS.contains(&v) {
                return Err(err(id::CL_INVALID_FLAG_NAME, &[v]));
            }
            o.unimplemented_push(name);
        }
        "preinclude" | "preinclude_macros" => {
            seen.preincludes.push(v.to_string());
            o.unimplemented_push(name);
        }
        "db" => {
            if !debug_argument_ok(v) {
                return Err(err(id::CL_ERROR_IN_DEBUG_OPTION_ARGUMENT, &[]));
            }
            o.unimplemented_push(name);
        }
        // Checked after all options (see post.rs).
        "cfront_2.1" | "cfront_3.0" | "long_lifetime_temps" | "short_lifetime_temps" => o.unimplemented_push(name),
        "no_bool" | "bool" => {
            seen.no_bool = name == "no_bool";
            o.unimplemented_push(name);
        }
        "no_svr4" => {
            o.lang = Lang::C;
            seen.svr4 = false;
            seen.knr = false;
            o.unimplemented_push(name);
        }
        "svr4" => {
            o.lang = Lang::C;
            seen.svr4 = true;
            // `--old_c --svr4` is incompatible modes; `--svr4 --old_c` is the SVR4-needs-ANSI-C error.
            seen.svr4_after_knr = seen.knr;
            o.unimplemented_push(name);
        }
        "compound_literals"
        | "no_compound_literals"
        | "extended_designators"
        | "no_extended_designators"
        | "c23_typeof"
        | "no_c23_typeof"
        | "gcc89_inlining"
        | "func_prototype_tags" => {
            o.unimplemented_push(name);
        }
        "no_namespaces" | "namespaces" => {
            seen.no_namespaces = name == "no_namespaces";
            o.unimplemented_push(name);
        }
        "ms_std_preprocessor" | "no_ms_std_preprocessor" => {
            // Difference `ref-assert-option`: the reference fails an assertion as soon as it reads the
            // option (rc 134); cufe rejects it like the other registered-but-unusable options.
            return Err(err(id::CL_INVALID_OPTION, &[&format!("--{}", name)]));
        }
        _ if INERT.contains(&name) => {}
        _ => o.unimplemented_push(name),
    }
    Ok(())
}

/// Whether cufe implements (or can ignore) an option, found by applying it to default options: the
/// listing can then never disagree with [`apply`]. An option whose every sample value is rejected (like
/// `--target`) is not "accepted", so it counts as implemented (nothing to list).
pub fn is_implemented(name: &str) -> bool {
    let Some(opt) = super::table::table().iter().find(|o| o.name == name) else { return true };
    let samples: &[Option<&str>] = if opt.takes_value {
        &[Some("1"), Some("120200"), Some("used"), Some("UTF-8"), Some("text"), Some("a=b"), Some("/")]
    } else {
        &[None]
    };
    for &value in samples {
        let mut o = Options::default();
        let mut seen = Seen::default();
        if apply(&mut o, &mut seen, opt, value).is_ok() {
            return o.unimplemented.is_empty();
        }
    }
    true
}

/// `--db` (`-d`) argument syntax, reconstructed by probing: a leading digit, `-` or `#` is accepted
/// (what follows is not checked: `1a`, `1,`, `#x`); otherwise `name=level[,more]` with a name of
/// letters, digits and `_` starting with a letter and a level starting with a digit (`a=1x` is accepted;
/// `a`, `_a=1`, `a=`, `a=-1`, `=1`, ` 1`, `,1`, `x.y` are "error in debug option argument").
fn debug_argument_ok(v: &str) -> bool {
    let b = v.as_bytes();
    let mut i = 0;
    loop {
        match b.get(i) {
            Some(c) if c.is_ascii_digit() || *c == b'-' || *c == b'#' => return true,
            Some(c) if c.is_ascii_alphabetic() => {
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                if b.get(i) != Some(&b'=') {
                    return false;
                }
                i += 1;
                if !b.get(i).is_some_and(|c| c.is_ascii_digit()) {
                    return false;
                }
                while i < b.len() && b[i].is_ascii_digit() {
                    i += 1;
                }
                if b.get(i) != Some(&b',') {
                    return true;
                }
                i += 1;
            }
            _ => return false,
        }
    }
}
