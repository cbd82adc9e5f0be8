//! Unit tests: every rule probed on cudafe++ 13.0.88, with the exact texts it prints.
use super::*;
use crate::diag::expand;

fn p(args: &[&str]) -> Parsed {
    let v: Vec<OsString> = args.iter().map(OsString::from).collect();
    parse(&v)
}

/// The message the reference prints after `Command-line error: `.
fn text(e: &CliError) -> String {
    let args: Vec<crate::diag::Arg> = e.args.iter().map(|a| a.as_str().into()).collect();
    expand(e.id.template(), &args)
}

fn error_of(args: &[&str]) -> String {
    let r = p(args);
    let e = r.error.unwrap_or_else(|| panic!("no error for {:?}", args));
    assert_eq!(e.severity, Severity::CommandLineError, "{:?}", args);
    text(&e)
}

fn ok(args: &[&str]) -> Options {
    let r = p(args);
    assert!(r.error.is_none(), "{:?}: {:?}", args, r.error.map(|e| text(&e)));
    r.options
}

#[test]
fn table_matches_dump_command_options() {
    let t = table::table();
    assert_eq!(t.len(), 386);
    assert_eq!(t.iter().filter(|o| o.takes_value).count(), 58);
    assert_eq!(t.iter().filter(|o| o.short.is_some()).count(), 33);
    let dump = dump_command_options_text();
    assert!(dump.starts_with("--strict --strict_warnings --no_line_commands --preprocess "));
    assert!(dump.ends_with("--output_mode --incognito --no_incognito "));
    assert_eq!(table::by_short('e').map(|o| o.name), Some("error_limit"));
    assert_eq!(table::by_short('#').map(|o| o.name), Some("timing"));
    assert_eq!(table::by_short('u').map(|o| o.name), Some("unsigned_chars"));
}

#[test]
fn plain_text_entry_is_a_bare_fill_in() {
    assert_eq!(PLAIN_TEXT.template(), "%s");
    assert_eq!(PLAIN_TEXT.tag(), "");
    // The file-kind words used by `cannot open %s file %sq`.
    assert_eq!(DiagId(1514).template(), "raw listing");
    assert_eq!(DiagId(1515).template(), "cross-reference");
    assert_eq!(DiagId(1498).template(), "error");
    assert_eq!(DiagId(1702).template(), "source");
}

#[test]
fn nvcc_command_line() {
    let o = ok(&[
        "--c++17",
        "--static-host-stub",
        "--device-hidden-visibility",
        "--gnu_version=120200",
        "--display_error_number",
        "--orig_src_file_name",
        "k.cu",
        "--orig_src_path_name",
        "/abs/k.cu",
        "--allow_managed",
        "--m64",
        "--parse_templates",
        "--gen_c_file_name",
        "/t/k.cudafe1.cpp",
        "--stub_file_name",
        "k.cudafe1.stub.c",
        "--gen_module_id_file",
        "--module_id_file_name",
        "/t/k.module_id",
        "/t/k.cpp4.ii",
    ]);
    assert_eq!(o.lang, Lang::Cpp17);
    assert!(o.static_host_stub && o.device_hidden_visibility && o.display_error_number);
    assert!(o.allow_managed && o.m64 && o.parse_templates && o.gen_module_id_file);
    assert_eq!(o.gnu_version, 120200);
    assert_eq!(o.orig_src_file_name.as_deref(), Some("k.cu"));
    assert_eq!(o.orig_src_path_name.as_deref(), Some("/abs/k.cu"));
    assert_eq!(o.gen_c_file_name.as_deref(), Some("/t/k.cudafe1.cpp"));
    assert_eq!(o.stub_file_name.as_deref(), Some("k.cudafe1.stub.c"));
    assert_eq!(o.module_id_file_name.as_deref(), Some("/t/k.module_id"));
    assert_eq!(o.input.as_deref(), Some("/t/k.cpp4.ii"));
    assert!(o.unimplemented.is_empty(), "{:?}", o.unimplemented);
}

#[test]
fn nvcc_optional_flags() {
    let o = ok(&[
        "--c++20",
        "--diag_warn",
        "out_of_order_ctor_init",
        "--promote_warnings",
        "-w",
        "--diag_suppress",
        "20012",
        "--pending_instantiations=100",
        "--debug_mode",
        "--extended-lambda",
        "--relaxed_constexpr",
        "--device-c",
        "--timing",
        "--host-stub-linkage-explicit",
        "--keep-device-functions",
        "--no_host_device_initializer_list",
        "--no_host_device_move_forward",
        "--brief_diagnostics",
        "--frandom-seed",
        "42",
        "--context_limit=3",
        "--partial-link",
        "--error_limit",
        "7",
        "--remarks",
        "--wrap_diagnostics",
        "--colors",
        "--no_colors",
        "--clang",
        "--clang_version=170000",
        "--output_mode",
        "sarif",
        "--error_output",
        "err.txt",
        "--no_code_gen",
        "x.ii",
    ]);
    assert_eq!(o.lang, Lang::Cpp20);
    assert!(o.promote_warnings && o.no_warnings && o.debug_mode && o.extended_lambda && o.relaxed_constexpr);
    assert!(o.device_c && o.timing && o.host_stub_linkage_explicit && o.keep_device_functions);
    assert!(o.no_host_device_initializer_list && o.no_host_device_move_forward && o.brief_diagnostics);
    assert!(o.partial_link && o.remarks && o.wrap_diagnostics && o.clang && o.no_code_gen);
    assert_eq!(o.pending_instantiations, 100);
    assert_eq!(o.context_limit, 3);
    assert_eq!(o.error_limit, 7);
    assert_eq!(o.clang_version, 170000);
    assert_eq!(o.frandom_seed.as_deref(), Some("42"));
    assert_eq!(o.colors, Some(false));
    assert_eq!(o.output_mode, OutputMode::Sarif);
    assert_eq!(o.error_output.as_deref(), Some("err.txt"));
    assert_eq!(
        o.diag_controls,
        vec![(DiagControl::Warning, id::OUT_OF_ORDER_CTOR_INIT), (DiagControl::Suppress, DiagId(20012 - 16543))]
    );
    assert!(o.unimplemented.is_empty(), "{:?}", o.unimplemented);
}

#[test]
fn defaults() {
    let o = ok(&["x.ii"]);
    assert_eq!(o.lang, Lang::Cpp14);
    assert_eq!(o.error_limit, 100);
    assert_eq!(o.output_mode, OutputMode::Text);
    assert!(!o.display_error_number);
}

#[test]
fn language_mode_last_wins() {
    assert_eq!(ok(&["--c++20", "--c++17", "x.ii"]).lang, Lang::Cpp17);
    assert_eq!(ok(&["--c++03", "x.ii"]).lang, Lang::Cpp03);
    assert_eq!(ok(&["--c++11", "x.ii"]).lang, Lang::Cpp11);
    assert_eq!(ok(&["--c++14", "x.ii"]).lang, Lang::Cpp14);
    assert_eq!(ok(&["--c++23", "x.ii"]).lang, Lang::Cpp23);
    assert_eq!(ok(&["--c++0x", "x.ii"]).lang, Lang::Cpp11);
}

#[test]
fn exact_name_wins_over_prefix() {
    // `--c` is also a prefix of 39 other names.
    let o = ok(&["--c", "x.ii"]);
    assert_eq!(o.lang, Lang::C);
    assert_eq!(o.unimplemented, vec!["--c".to_string()]);
}

#[test]
fn unique_prefix_is_accepted() {
    let o = ok(&["--diag_warn", "177", "--no_warn", "--deb", "--display", "x.ii"]);
    assert_eq!(o.diag_controls, vec![(DiagControl::Warning, DiagId(177))]);
    assert!(o.no_warnings && o.debug_mode && o.display_error_number);
    assert!(ok(&["--V", "x.ii"]).big_version);
    assert!(ok(&["--ver", "x.ii"]).version);
}

#[test]
fn ambiguous_prefix_lists_candidates_in_table_order() {
    let r = p(&["--diag", "x.ii"]);
    let e = r.error.unwrap();
    assert_eq!(text(&e), "more than one command line option matches the abbreviation \"--diag\":");
    assert_eq!(e.related, ["--diag_suppress", "--diag_remark", "--diag_warning", "--diag_error", "--diag_once"]);
    let e = p(&["--tim"]).error.unwrap();
    assert_eq!(e.related, ["--timing", "--time_limit"]);
    let e = p(&["--v"]).error.unwrap();
    assert_eq!(e.related, ["--version", "--vla", "--variadic_macros", "--variadic_templates"]);
    let e = p(&["--do"]).error.unwrap();
    assert_eq!(e.related, ["--dollar", "--dont_suppress_host_wrappers"]);
    let e = p(&["--embed"]).error.unwrap();
    assert_eq!(e.related, ["--embedded_c++", "--embedded_c"]);
    // `--d` lists all 30 names starting with "d" (the digest's "only two" was a truncated listing).
    let e = p(&["--d"]).error.unwrap();
    assert_eq!(e.related.len(), 30);
    assert_eq!(&e.related[..3], ["--dependencies", "--dollar", "--define_macro"]);
    assert_eq!(e.related.last().map(String::as_str), Some("--dump_command_options"));
    // The value is part of the abbreviation shown.
    let e = p(&["--diag=177", "x.ii"]).error.unwrap();
    assert_eq!(text(&e), "more than one command line option matches the abbreviation \"--diag=177\":");
    let e = p(&["--tim=1"]).error.unwrap();
    assert_eq!(e.related, ["--timing", "--time_limit"]);
    // An empty name matches every option.
    let e = p(&["--=x"]).error.unwrap();
    assert_eq!(e.related.len(), 386);
    assert_eq!(text(&e), "more than one command line option matches the abbreviation \"--=x\":");
}

#[test]
fn invalid_options() {
    assert_eq!(error_of(&["--bogus", "x.ii"]), "invalid option: --bogus");
    assert_eq!(error_of(&["--no_timing", "x.ii"]), "invalid option: --no_timing");
    assert_eq!(error_of(&["--diag_default=177", "x.ii"]), "invalid option: --diag_default=177");
    assert_eq!(error_of(&["--embedded_c", "x.ii"]), "invalid option: --embedded_c");
    assert_eq!(error_of(&["--no_embedded", "x.ii"]), "invalid option: --no_embedded");
    assert_eq!(error_of(&["--embedded_c=1", "x.ii"]), "invalid option: --embedded_c=1");
    assert_eq!(error_of(&["--expt_relaxed_constexpr", "x.ii"]), "invalid option: --expt_relaxed_constexpr");
    assert_eq!(error_of(&["--default-device", "x.ii"]), "invalid option: --default-device");
    assert_eq!(error_of(&["-Z", "x.ii"]), "invalid option: -Z");
    assert_eq!(error_of(&["-=", "x.ii"]), "invalid option: -=");
    // The first error stops everything.
    assert_eq!(error_of(&["--bogus", "--bogus2"]), "invalid option: --bogus");
    assert_eq!(error_of(&["--bogus", "--diag_suppress=abc", "x.ii"]), "invalid option: --bogus");
    assert_eq!(
        error_of(&["--diag_suppress=abc", "--bogus", "x.ii"]),
        "invalid error tag in diagnostic control option: abc"
    );
}

#[test]
fn values_on_flags_and_empty_values() {
    assert_eq!(error_of(&["--timing=1", "x.ii"]), "invalid option: --timing=1");
    assert_eq!(error_of(&["--timing=", "x.ii"]), "invalid option: --timing=");
    assert_eq!(error_of(&["--deb=1", "x.ii"]), "invalid option: --deb=1");
    assert_eq!(error_of(&["--c++17=1", "x.ii"]), "invalid option: --c++17=1");
    assert_eq!(error_of(&["--diag_suppress=", "x.ii"]), "invalid option: --diag_suppress=");
    assert_eq!(error_of(&["--orig_src_file_name=", "x.ii"]), "invalid option: --orig_src_file_name=");
    // An empty value as the next argument is a value.
    assert_eq!(error_of(&["--error_limit", "", "x.ii"]), "invalid error limit: ");
    assert_eq!(error_of(&["--target", "", "x.ii"]), "no \"\" --target configuration exists");
    assert_eq!(error_of(&["--output_mode", "", "x.ii"]), "unrecognized output mode (must be one of text, sarif): ");
    // `=` splits once.
    assert_eq!(error_of(&["--error_limit=5=6", "x.ii"]), "invalid number: 5=6");
}

#[test]
fn value_from_next_argument_even_the_source() {
    assert_eq!(error_of(&["--error_limit", "x.ii"]), "invalid number: x.ii");
    let r = p(&["--orig_src_file_name", "x.ii"]);
    assert_eq!(text(&r.error.unwrap()), "missing source file name");
    assert_eq!(r.options.orig_src_file_name.as_deref(), Some("x.ii"));
    assert_eq!(error_of(&["--xr"]), "\"--xr\" requires an argument");
    assert_eq!(error_of(&["--diag_suppress"]), "\"--diag_suppress\" requires an argument");
    assert_eq!(error_of(&["--x"]), "\"--x\" requires an argument");
}

#[test]
fn short_aliases() {
    let o = ok(&["-w", "-n", "-r", "-#", "-W", "-v", "x.ii"]);
    assert!(o.no_warnings && o.no_code_gen && o.remarks && o.timing && o.promote_warnings && o.version);
    assert_eq!(ok(&["-e5", "x.ii"]).error_limit, 5);
    assert_eq!(ok(&["-e", "6", "x.ii"]).error_limit, 6);
    let o = ok(&["-wn", "x.ii"]);
    assert!(o.no_warnings && o.no_code_gen);
    let o = ok(&["-we5", "x.ii"]);
    assert!(o.no_warnings);
    assert_eq!(o.error_limit, 5);
    assert_eq!(error_of(&["-e0", "x.ii"]), "invalid error limit: 0");
    assert_eq!(error_of(&["-e", "0", "x.ii"]), "invalid error limit: 0");
    assert_eq!(error_of(&["-e=5", "x.ii"]), "invalid number: =5");
    assert_eq!(error_of(&["-ew", "x.ii"]), "invalid number: w");
    assert_eq!(error_of(&["-ne", "x.ii"]), "invalid number: x.ii");
    assert_eq!(error_of(&["-e"]), "invalid option: -e");
    assert_eq!(error_of(&["-ne"]), "invalid option: -ne");
    assert_eq!(error_of(&["-w5", "x.ii"]), "invalid option: -w5");
    assert_eq!(error_of(&["-D"]), "invalid option: -D");
    assert_eq!(error_of(&["-tbad", "x.ii"]), "invalid instantiation mode: bad");
    assert_eq!(error_of(&["-o", "x", "x.ii"]), "an output file was specified, but none is needed");
    assert_eq!(error_of(&["-ox", "x.ii"]), "an output file was specified, but none is needed");
    assert_eq!(error_of(&["-pm", "x.ii"]), "language modes specified are incompatible");
    assert!(ok(&["-V", "--bogus"]).big_version);
    assert_eq!(ok(&["-m", "x.ii"]).lang, Lang::C);
    ok(&["-Dfoo", "-$", "x.ii"]);
}

#[test]
fn inputs() {
    assert_eq!(error_of(&[]), "missing source file name");
    assert_eq!(error_of(&["--"]), "missing source file name");
    assert_eq!(error_of(&["-o", "x"]), "missing source file name");
    let r = p(&["x.ii", "x.ii"]);
    assert_eq!(text(&r.error.unwrap()), "too many arguments on command line");
    // The summary then names the first input.
    assert_eq!(r.options.input.as_deref(), Some("x.ii"));
    let r = p(&["--diag_suppress=177", "2", "x.ii"]);
    assert_eq!(text(&r.error.unwrap()), "too many arguments on command line");
    assert_eq!(r.options.input.as_deref(), Some("2"));
    assert_eq!(error_of(&["x.ii", "--foo"]), "too many arguments on command line");
    assert_eq!(error_of(&["--", "-p", "x.ii"]), "too many arguments on command line");
    assert_eq!(ok(&["-"]).input.as_deref(), Some("-"));
    assert_eq!(ok(&["--", "--bogus"]).input.as_deref(), Some("--bogus"));
    assert_eq!(ok(&["--", "x.ii"]).input.as_deref(), Some("x.ii"));
}

#[test]
fn banners_and_dump_without_input() {
    let o = ok(&["--version"]);
    assert!(o.version && o.input.is_none());
    assert!(ok(&["-v"]).version);
    assert!(ok(&["--version", "-o", "x"]).version);
    assert!(ok(&["--dump_command_options"]).dump_command_options);
    let o = ok(&["--Version", "x.ii", "x.ii"]);
    assert!(o.big_version && o.input.is_none());
    // `--version` is printed while reading argv, so before a later error.
    let r = p(&["--version", "--bogus"]);
    assert!(r.options.version);
    assert_eq!(text(&r.error.unwrap()), "invalid option: --bogus");
    let r = p(&["--bogus", "-V"]);
    assert!(!r.options.big_version);
    assert_eq!(text(&r.error.unwrap()), "invalid option: --bogus");
    assert_eq!(error_of(&["--version", "x.ii", "x.ii"]), "too many arguments on command line");
    assert_eq!(
        error_of(&["--version", "--cfront_2.1"]),
        "long lifetime temporaries are incompatible with other requested newer language features"
    );
}

#[test]
fn numbers() {
    assert_eq!(error_of(&["--error_limit=abc", "x.ii"]), "invalid number: abc");
    assert_eq!(error_of(&["--error_limit=-1", "x.ii"]), "invalid number: -1");
    assert_eq!(error_of(&["--error_limit=+5", "x.ii"]), "invalid number: +5");
    assert_eq!(error_of(&["--error_limit=1x", "x.ii"]), "invalid number: 1x");
    assert_eq!(error_of(&["--error_limit=0x10", "x.ii"]), "invalid number: 0x10");
    assert_eq!(error_of(&["--error_limit= 5", "x.ii"]), "invalid number:  5");
    assert_eq!(error_of(&["--error_limit=9223372036854775808", "x.ii"]), "invalid number: 9223372036854775808");
    assert_eq!(ok(&["--error_limit=9223372036854775807", "x.ii"]).error_limit, u32::MAX);
    assert_eq!(ok(&["--error_limit=010", "x.ii"]).error_limit, 10);
    assert_eq!(error_of(&["--error_limit=0", "x.ii"]), "invalid error limit: 0");
    assert_eq!(error_of(&["--error_limit=00", "x.ii"]), "invalid error limit: 00");
    assert_eq!(error_of(&["--error_limit=0", "--bogus"]), "invalid error limit: 0");
    assert_eq!(error_of(&["--context_limit=x", "x.ii"]), "invalid number: x");
    assert_eq!(error_of(&["--pending_instantiations=-1", "x.ii"]), "invalid number: -1");
    assert_eq!(error_of(&["--modify-stack-limit=false", "x.ii"]), "invalid number: false");
    assert_eq!(error_of(&["--time_limit=x", "x.ii"]), "invalid number: x");
    assert_eq!(error_of(&["--gnu_version=abc", "x.ii"]), "invalid number: abc");
    assert_eq!(error_of(&["--gnu_version=1", "x.ii"]), "invalid GNU version number: 1");
    assert_eq!(error_of(&["--gnu_version=30199", "x.ii"]), "invalid GNU version number: 30199");
    assert_eq!(error_of(&["--gnu_version=1000000", "x.ii"]), "invalid GNU version number: 1000000");
    assert_eq!(ok(&["--gnu_version=30200", "x.ii"]).gnu_version, 30200);
    assert_eq!(ok(&["--gnu_version=999999", "x.ii"]).gnu_version, 999999);
    assert_eq!(error_of(&["--clang_version=x", "x.ii"]), "invalid number: x");
    assert_eq!(error_of(&["--clang_version=1000000", "x.ii"]), "invalid clang version number: 1000000");
    assert_eq!(ok(&["--clang_version=1", "x.ii"]).clang_version, 1);
    assert_eq!(error_of(&["--pack_alignment=x", "x.ii"]), "invalid number: x");
    assert_eq!(error_of(&["--pack_alignment=3", "x.ii"]), "invalid packing alignment value");
    assert_eq!(error_of(&["--pack_alignment=0", "x.ii"]), "invalid packing alignment value");
    assert_eq!(error_of(&["--pack_alignment=4294967296", "x.ii"]), "invalid packing alignment value");
    ok(&["--pack_alignment=2147483648", "x.ii"]);
}

#[test]
fn diag_controls() {
    let o =
        ok(&["--diag_suppress=177,550", "--diag_error", "20155", "--diag_remark=declared_but_not_referenced", "x.ii"]);
    assert_eq!(
        o.diag_controls,
        vec![
            (DiagControl::Suppress, DiagId(177)),
            (DiagControl::Suppress, DiagId(550)),
            (DiagControl::Error, DiagId(3612)),
            (DiagControl::Remark, DiagId(177)),
        ]
    );
    assert_eq!(ok(&["--diag_once=3794", "x.ii"]).diag_controls, vec![(DiagControl::Once, DiagId(3794))]);
    assert_eq!(ok(&["--diag_warning=20000", "x.ii"]).diag_controls, vec![(DiagControl::Warning, DiagId(3457))]);
    assert_eq!(ok(&["--diag_warning=20337", "x.ii"]).diag_controls, vec![(DiagControl::Warning, DiagId(3794))]);
    assert_eq!(ok(&["--diag_suppress=0177", "x.ii"]).diag_controls, vec![(DiagControl::Suppress, DiagId(177))]);
    // Spaces are dropped, tabs are not.
    assert_eq!(ok(&["--diag_suppress= 177 ,550 ", "x.ii"]).diag_controls.len(), 2);
    assert_eq!(ok(&["--diag_suppress=declared_but_not_ referenced", "x.ii"]).diag_controls[0].1, DiagId(177));
    for n in ["0", "3795", "19999", "20338", "99999", "03795"] {
        assert_eq!(
            error_of(&[&format!("--diag_suppress={}", n), "x.ii"]),
            format!("invalid error number in diagnostic control option: {}", n)
        );
    }
    assert_eq!(
        error_of(&["--diag_suppress=940 186", "x.ii"]),
        "invalid error number in diagnostic control option: 940186"
    );
    assert_eq!(error_of(&["--diag_suppress=abc", "x.ii"]), "invalid error tag in diagnostic control option: abc");
    assert_eq!(error_of(&["--diag_error=177,abc", "x.ii"]), "invalid error tag in diagnostic control option: abc");
    assert_eq!(
        error_of(&["--diag_warning=Declared_but_not_referenced", "x.ii"]),
        "invalid error tag in diagnostic control option: Declared_but_not_referenced"
    );
    assert_eq!(error_of(&["--diag_suppress=-1", "x.ii"]), "invalid error tag in diagnostic control option: -1");
    assert_eq!(error_of(&["--diag_suppress=x 1", "x.ii"]), "invalid error tag in diagnostic control option: x1");
    for v in ["177,", ",177", "177,,550", " "] {
        assert_eq!(
            error_of(&[&format!("--diag_suppress={}", v), "x.ii"]),
            "invalid error tag in diagnostic control option: "
        );
    }
    assert_eq!(error_of(&["--diag_suppress=1x", "x.ii"]), "invalid number: 1x");
    assert_eq!(error_of(&["--diag_suppress=1 x", "x.ii"]), "invalid number: 1x");
    assert_eq!(error_of(&["--diag_error=177;550", "x.ii"]), "invalid number: 177;550");
    assert_eq!(error_of(&["--diag_error=177\t550", "x.ii"]), "invalid number: 177\t550");
    assert_eq!(error_of(&["--diag_suppress=0x10", "x.ii"]), "invalid number: 0x10");
    assert_eq!(
        error_of(&["--diag_suppress=99999999999999999999999", "x.ii"]),
        "invalid number: 99999999999999999999999"
    );
}

#[test]
fn other_values() {
    assert_eq!(
        error_of(&["--output_mode=json", "x.ii"]),
        "unrecognized output mode (must be one of text, sarif): json"
    );
    assert_eq!(
        error_of(&["--output_mode=SARIF", "x.ii"]),
        "unrecognized output mode (must be one of text, sarif): SARIF"
    );
    assert_eq!(ok(&["--output_mode=text", "x.ii"]).output_mode, OutputMode::Text);
    assert_eq!(error_of(&["--target=sm_90", "x.ii"]), "no \"sm_90\" --target configuration exists");
    assert_eq!(error_of(&["--instantiate=ALL", "x.ii"]), "invalid instantiation mode: ALL");
    ok(&["--instantiate=used", "-tall", "x.ii"]);
    assert_eq!(error_of(&["--set_flag=xyz", "x.ii"]), "unrecognized flag name: xyz");
    assert_eq!(error_of(&["--set_flag=coroutines=1", "x.ii"]), "unrecognized flag name: coroutines=1");
    assert_eq!(error_of(&["--clear_flag=Coroutines", "x.ii"]), "unrecognized flag name: Coroutines");
    assert_eq!(
        ok(&["--set_flag=coroutines", "--clear_flag=space_used", "x.ii"]).unimplemented,
        ["--set_flag", "--clear_flag"]
    );
    for v in ["a", "a=", "a=x", "=1", " 1", "a,b", "x.y", "!", ".5", "+1", "_a=1", "a1", ",1", "a=-1", ":"] {
        assert_eq!(error_of(&[&format!("--db={}", v), "x.ii"]), "error in debug option argument", "{}", v);
    }
    for v in ["1", "0", "-1", "a=1", "1,2", "2=3", "1a", "a=1,b=2", "#", "#x", "a1=2", "1 ", "1,", "a=1x", "ab=1"] {
        ok(&[&format!("--db={}", v), "x.ii"]);
    }
    assert_eq!(error_of(&["-dex", "x.ii"]), "error in debug option argument");
    assert_eq!(error_of(&["--preinclude=/nonexistent/abc", "x.ii"]), "cannot open source file \"/nonexistent/abc\"");
    assert_eq!(error_of(&["--preinclude=/nonexistent/abc"]), "missing source file name");
    assert_eq!(error_of(&["--preinclude=/nonexistent/abc", "--bogus"]), "invalid option: --bogus");
    // The input is known then: the summary names it.
    assert_eq!(p(&["--preinclude=/nonexistent/abc", "x.ii"]).options.input.as_deref(), Some("x.ii"));
    assert_eq!(
        error_of(&["--unicode_source_kind=utf-8", "x.ii"]),
        "unrecognized Unicode source kind (must be one of UTF-8, UTF-16, UTF-16LE, UTF-16BE): utf-8"
    );
    assert!(ok(&["--unicode_source_kind=UTF-8", "x.ii"]).unimplemented.is_empty());
    assert_eq!(error_of(&["--ms_header_unit=x", "x.ii"]), "no mapping specified for \"x\"");
    assert_eq!(error_of(&["--edg_base_dir=/nonexistent/dir", "x.ii"]), "invalid EDG_BASE directory: /nonexistent/dir");
    assert_eq!(error_of(&["--pch_dir=/nonexistent/dir", "x.ii"]), "invalid PCH directory: /nonexistent/dir");
}

#[test]
fn incompatible_language_modes() {
    const INC: &str = "language modes specified are incompatible";
    assert_eq!(error_of(&["--c++17", "--gcc", "x.ii"]), INC);
    assert_eq!(error_of(&["--c++17", "--no_gcc", "x.ii"]), INC);
    assert_eq!(error_of(&["--c", "--c++17", "x.ii"]), INC);
    assert_eq!(error_of(&["--c++17", "--c", "x.ii"]), INC);
    assert_eq!(error_of(&["--g++", "--c99", "x.ii"]), INC);
    // Reported as soon as the second mode is read.
    assert_eq!(error_of(&["--c", "--c++17", "--bogus", "x.ii"]), INC);
    assert_eq!(error_of(&["--c", "--c++17", "x.ii", "x.ii"]), INC);
    assert_eq!(
        error_of(&["--output_mode=json", "--c", "--c++17"]),
        "unrecognized output mode (must be one of text, sarif): json"
    );
    ok(&["--c", "--c99", "--gcc", "--clang", "x.ii"]);
    ok(&["--c++", "--g++", "--c++03", "--clang", "x.ii"]);
    ok(&["--gcc", "x.ii"]);
    // K&R C is checked after all options.
    assert_eq!(error_of(&["--old_c", "--c99", "--bogus", "x.ii"]), "invalid option: --bogus");
    assert_eq!(error_of(&["--old_c", "--c99"]), "missing source file name");
    assert_eq!(error_of(&["--old_c", "--gcc"]), "missing source file name");
    assert_eq!(error_of(&["--old_c", "--c99", "-o", "x", "x.ii"]), "an output file was specified, but none is needed");
    assert_eq!(error_of(&["--c99", "--old_c"]), INC);
    assert_eq!(error_of(&["--gcc", "--old_c"]), INC);
    assert_eq!(error_of(&["--old_c", "--clang"]), INC);
    ok(&["--old_c", "--c99", "x.ii"]);
    ok(&["--old_c", "--gcc", "x.ii"]);
    assert_eq!(error_of(&["--clang", "--old_c", "x.ii"]), INC);
    assert_eq!(error_of(&["--old_c", "--no_clang", "x.ii"]), INC);
    ok(&["--old_c", "--c89", "--no_gcc", "x.ii"]);
    assert_eq!(error_of(&["--svr4", "x.ii"]), INC);
    assert_eq!(error_of(&["--c", "--svr4", "x.ii"]), INC);
    ok(&["--no_gcc", "--svr4", "x.ii"]);
}

#[test]
fn checks_after_options() {
    const LIFE: &str = "long lifetime temporaries are incompatible with other requested newer language features";
    assert_eq!(error_of(&["--cfront_2.1"]), LIFE);
    assert_eq!(error_of(&["--cfront_3.0", "x.ii", "x.ii"]), LIFE);
    assert_eq!(error_of(&["--c++11", "--long_lifetime_temps", "x.ii"]), LIFE);
    ok(&["--c++03", "--cfront_2.1", "x.ii"]);
    assert_eq!(error_of(&["--cfront_2.1", "--bogus", "x.ii"]), "invalid option: --bogus");
    assert_eq!(error_of(&["--no_bool", "x.ii"]), "enabling C++14-style constexpr requires support for \"bool\"");
    ok(&["--c++11", "--no_bool", "x.ii"]);
    // Strict mode without `--c++NN` is C++03.
    ok(&["--no_bool", "-A", "x.ii"]);
    ok(&["--no_bool", "--strict_warnings", "x.ii"]);
    assert_eq!(error_of(&["--c", "--no_bool", "x.ii"]), "bool option can be used only when compiling C++");
    assert_eq!(
        error_of(&["--c", "--parse_templates"]),
        "option \"parse_templates\" can be used only when compiling C++"
    );
    assert_eq!(
        error_of(&["--old_c", "--c99", "--parse_templates", "x.ii"]),
        "option \"parse_templates\" can be used only when compiling C++"
    );
    assert_eq!(error_of(&["--old_c", "--c99", "--cfront_2.1", "x.ii"]), "language modes specified are incompatible");
    assert_eq!(
        error_of(&["--compound_literals", "x.ii"]),
        "option \"compound_literals\" can be used only when compiling C"
    );
    assert_eq!(
        error_of(&["--no_compound_literals", "x.ii"]),
        "option \"compound_literals\" can be used only when compiling C"
    );
    assert_eq!(
        error_of(&["--no_bool", "--compound_literals", "x.ii"]),
        "option \"compound_literals\" can be used only when compiling C"
    );
    assert_eq!(error_of(&["--cfront_2.1", "--no_bool", "x.ii"]), LIFE);
    assert_eq!(
        error_of(&["--cfront_3.0", "--no_compound_literals", "x.ii"]),
        "option \"compound_literals\" can be used only when compiling C"
    );
    assert_eq!(error_of(&["--cfront_3.0", "--strict", "x.ii"]), "strict mode is incompatible with cfront mode");
    // cfront modes are C++ modes, SVR4 a C mode: mixing them is reported at once.
    assert_eq!(error_of(&["--cfront_2.1", "--svr4", "--bogus", "x.ii"]), "language modes specified are incompatible");
    assert_eq!(error_of(&["--no_gcc", "--cfront_2.1", "--bogus", "x.ii"]), "language modes specified are incompatible");
    assert_eq!(error_of(&["--svr4", "--bogus", "x.ii"]), "invalid option: --bogus");
    ok(&["--svr4", "--no_gcc", "x.ii"]);
    assert_eq!(error_of(&["--c++17", "--no_svr4", "x.ii"]), "language modes specified are incompatible");
    assert_eq!(error_of(&["--no_svr4", "--rtti", "x.ii"]), "RTTI option can be used only when compiling C++");
    assert_eq!(
        error_of(&["--extended_designators", "x.ii"]),
        "option \"extended_designators\" can be used only when compiling C"
    );
    assert_eq!(error_of(&["--c23_typeof", "x.ii"]), "option \"c23_typeof\" can be used only when compiling C");
    assert_eq!(
        error_of(&["--gcc89_inlining", "x.ii"]),
        "option to enable GNU-C89-style inlining can be used only when compiling C"
    );
    assert_eq!(
        error_of(&["--func_prototype_tags", "x.ii"]),
        "function prototype tags can only be enabled when compiling C"
    );
    ok(&["--no_func_prototype_tags", "x.ii"]);
    assert_eq!(
        error_of(&["--dep_name", "--no_parse_templates", "x.ii"]),
        "option \"dep_name\" cannot be used with \"no_parse_templates\""
    );
    assert_eq!(
        error_of(&["--no_parse_templates", "--dep_name", "x.ii"]),
        "option \"dep_name\" cannot be used with \"no_parse_templates\""
    );
    // The input is not recorded when these fail: the summary says "this compilation".
    assert!(p(&["--cfront_2.1", "x.ii"]).options.input.is_none());
    assert_eq!(p(&["-o", "x", "x.ii"]).options.input.as_deref(), Some("x.ii"));
}

#[test]
fn reference_crashes_become_clean_errors() {
    // ref-assert-option: the reference fails an assertion (rc 134).
    assert_eq!(error_of(&["--no_namespaces", "x.ii"]), "invalid option: --no_namespaces");
    assert_eq!(error_of(&["--ms_std_preprocessor", "x.ii"]), "invalid option: --ms_std_preprocessor");
    assert_eq!(error_of(&["--no_ms_std_preprocessor"]), "invalid option: --no_ms_std_preprocessor");
    // The reference asserts as soon as it reads `--ms_std_preprocessor`, before later options.
    assert_eq!(error_of(&["--ms_std_preprocessor", "--bogus"]), "invalid option: --ms_std_preprocessor");
    assert_eq!(error_of(&["--old_c", "--ms_std_preprocessor", "--c++11"]), "invalid option: --ms_std_preprocessor");
    // `--no_namespaces` asserts only in C++11 and later; C++-only in C.
    ok(&["--c++03", "--no_namespaces", "x.ii"]);
    ok(&["-A", "--no_namespaces", "x.ii"]);
    ok(&["--no_namespaces", "--namespaces", "x.ii"]);
    assert_eq!(error_of(&["--no_namespaces", "--c++03", "--c++11", "x.ii"]), "invalid option: --no_namespaces");
    assert_eq!(error_of(&["--c", "--no_namespaces", "x.ii"]), "namespaces option can be used only when compiling C++");
    assert_eq!(error_of(&["--old_c", "--strict_warnings", "--svr4"]), "strict mode is incompatible with SVR4 C mode");
    assert_eq!(error_of(&["--old_c", "--svr4", "x.ii"]), "language modes specified are incompatible");
    assert_eq!(
        error_of(&["--svr4", "--old_c", "-A"]),
        "SVR4 C compatibility option can be used only when compiling ANSI C"
    );
    assert_eq!(error_of(&["--no_namespaces", "--bogus", "x.ii"]), "invalid option: --bogus");
    assert_eq!(
        error_of(&["--no_namespaces", "--cfront_2.1", "x.ii"]),
        "long lifetime temporaries are incompatible with other requested newer language features"
    );
    // ref-crash-no-stub and ref-abort-module-id are found just before the back end.
    let o = ok(&["x.ii"]);
    let e = before_back_end(&o).unwrap();
    assert_eq!(e.severity, Severity::Catastrophic);
    assert_eq!(text(&e), post::NO_STUB_FILE_NAME);
    let o = ok(&["--stub_file_name", "s.c", "--gen_module_id_file", "x.ii"]);
    let e = before_back_end(&o).unwrap();
    assert_eq!(e.severity, Severity::Catastrophic);
    assert_eq!(text(&e), "module id filename not specified");
    let o = ok(&["--stub_file_name", "s.c", "--gen_module_id_file", "--module_id_file_name", "m", "x.ii"]);
    assert!(before_back_end(&o).is_none());
}

#[test]
fn cufe_options_are_taken_out_first() {
    let r = p(&["--cufe-report=r.json", "--cufe-unsupported-options", "--diag_warn", "177", "x.ii"]);
    assert!(r.error.is_none());
    assert_eq!(r.options.cufe_report.as_deref(), Some("r.json"));
    assert!(r.options.cufe_list_unsupported);
    // They do not take part in abbreviation matching, and an unknown one is EDG's business.
    assert_eq!(error_of(&["--cufe-bogus", "x.ii"]), "invalid option: --cufe-bogus");
    assert!(p(&["--cufe-unsupported-options"]).options.cufe_list_unsupported);
}

#[test]
fn unimplemented_options_are_recorded_once() {
    let o = ok(&["--xref", "f", "-X", "g", "--strict", "--no_rtti", "-I", "inc", "x.ii"]);
    assert_eq!(o.unimplemented, ["--xref", "--strict", "--no_rtti", "--include_directory"]);
    // Accepted with no observable effect for cufe: not recorded.
    let o = ok(&["--gen_device_file_name", "d", "--modify-stack-limit=0", "-s", "-Dfoo", "x.ii"]);
    assert!(o.unimplemented.is_empty(), "{:?}", o.unimplemented);
}

#[test]
fn unsupported_listing() {
    let names = unsupported_option_names();
    for implemented in ["--c++17", "--diag_suppress", "--stub_file_name", "--timing", "--m64", "--output_mode"] {
        assert!(!names.iter().any(|n| n == implemented), "{}", implemented);
    }
    for missing in ["--xref", "--preprocess", "--c", "--instantiate", "--list_macros", "--no_c++11"] {
        assert!(names.iter().any(|n| n == missing), "{}", missing);
    }
    assert!(!names.iter().any(|n| n == "--embedded_c" || n == "--target" || n == "--define_macro"));
}

/// A deterministic xorshift generator: no dependency, same sequence every run.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn pick<'a>(&mut self, xs: &[&'a str]) -> &'a str {
        xs[(self.next() % xs.len() as u64) as usize]
    }
}

#[test]
fn random_argv_never_panics() {
    let names: Vec<String> = table::table().iter().map(|o| format!("--{}", o.name)).collect();
    let pieces = [
        "-",
        "--",
        "=",
        "x.ii",
        "",
        " ",
        ",",
        "177",
        "20155",
        "abc",
        "-e",
        "-wn",
        "-#",
        "--d",
        "--c",
        "é",
        "\u{0}",
        "0",
        "99999999999999999999",
        "sarif",
        "--cufe-report=",
        "-V",
        "-X",
        "--=",
        "-$",
    ];
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for _ in 0..4000 {
        let n = (rng.next() % 7) as usize;
        let mut argv: Vec<OsString> = Vec::new();
        for _ in 0..n {
            let a = match rng.next() % 4 {
                0 => names[(rng.next() % names.len() as u64) as usize].clone(),
                1 => {
                    let name = &names[(rng.next() % names.len() as u64) as usize];
                    let cut = (rng.next() as usize % name.len()).max(2);
                    format!("{}={}", &name[..cut.min(name.len())], rng.pick(&pieces))
                }
                2 => format!("-{}{}", rng.pick(&["e", "w", "n", "t", "o", "Z", "#", "D"]), rng.pick(&pieces)),
                _ => rng.pick(&pieces).to_string(),
            };
            argv.push(a.into());
        }
        let r = parse(&argv);
        if let Some(e) = &r.error {
            let _ = text(e);
        }
        let _ = before_back_end(&r.options);
    }
}

#[test]
fn early_output_in_argv_order() {
    let o = ok(&["--version", "--dump_command_options", "-v", "x.ii"]);
    assert_eq!(
        o.printed_while_parsing,
        [EarlyOutput::VersionBanner, EarlyOutput::CommandOptions, EarlyOutput::VersionBanner]
    );
    let r = p(&["--dump_command_options", "--bogus"]);
    assert_eq!(r.options.printed_while_parsing, [EarlyOutput::CommandOptions]);
    assert!(banner(false).ends_with("Cuda compilation tools, release 13.0, V13.0.88\n"));
    assert!(banner(false).contains("\nPortions Copyright (c) 2005, 2024-2025 NVIDIA Corporation\n"));
    assert!(banner(true).contains("\nPortions Copyright (c) 1988-2016 Edison Design Group Inc.\n"));
    assert_eq!(banner(true).lines().count(), 5);
}

/// Differential helper, run by hand: `CUFE_CLI_DIFF=in.txt cargo test -p cufe cli_diff -- --ignored`.
/// Each input line is one argv (arguments separated by U+001F); each output line (in.txt.out) is
/// `OK` or `ERR<TAB>message<TAB>candidates joined by |`, to compare with the reference's stderr.
#[test]
#[ignore]
fn cli_diff() {
    let Ok(path) = std::env::var("CUFE_CLI_DIFF") else { return };
    let input = std::fs::read_to_string(&path).unwrap();
    // Relative file names in the argv are checked against the reference's working directory.
    if let Ok(dir) = std::env::var("CUFE_CLI_DIFF_CWD") {
        std::env::set_current_dir(dir).unwrap();
    }
    let mut out = String::new();
    for line in input.lines() {
        let argv: Vec<&str> = if line.is_empty() { Vec::new() } else { line.split('\u{1f}').collect() };
        let r = p(&argv);
        match r.error {
            None => out.push_str("OK\n"),
            Some(e) => out.push_str(&format!("ERR\t{}\t{}\n", text(&e), e.related.join("|"))),
        }
    }
    std::fs::write(format!("{}.out", path), out).unwrap();
}

#[test]
fn c_mode_checks() {
    assert_eq!(error_of(&["--c++17", "--no_c99", "x.ii"]), "language modes specified are incompatible");
    assert_eq!(
        error_of(&["--parse_templates", "--no_c99", "x.ii"]),
        "option \"parse_templates\" can be used only when compiling C++"
    );
    // Table order, not argv order.
    assert_eq!(
        error_of(&["--c", "--rtti", "--no_anachronisms", "x.ii"]),
        "anachronism option can be used only when compiling C++"
    );
    assert_eq!(
        error_of(&["--c", "--lambdas", "--parse_templates", "x.ii"]),
        "option \"parse_templates\" can be used only when compiling C++"
    );
    assert_eq!(
        error_of(&["--c", "--rtti", "--pending_instantiations=5", "x.ii"]),
        "RTTI option can be used only when compiling C++"
    );
    assert_eq!(
        error_of(&["--c", "--instantiate=used", "x.ii"]),
        "instantiation mode option can be used only when compiling C++"
    );
    assert_eq!(error_of(&["--c", "--no_bool", "x.ii"]), "bool option can be used only when compiling C++");
    assert_eq!(
        error_of(&["--c", "--cfront_2.1", "--parse_templates", "x.ii"]),
        "language modes specified are incompatible"
    );
    assert_eq!(
        error_of(&["--c", "--building_runtime", "--anachronisms", "x.ii"]),
        "anachronism option can be used only when compiling C++"
    );
    assert_eq!(
        error_of(&["--c++11", "--building_runtime", "x.ii"]),
        "must specify C++14 mode when building runtime library"
    );
    ok(&["--c++14", "--building_runtime", "x.ii"]);
    assert_eq!(
        error_of(&["--c++03", "--implicit_noexcept", "x.ii"]),
        "\"--implicit_noexcept\" requires a mode that enables noexcept"
    );
    ok(&["--c++11", "--implicit_noexcept", "x.ii"]);
    ok(&["--c", "--context_limit=3", "--long_lifetime_temps", "x.ii"]);
}

#[test]
fn strict_mode_checks() {
    for s in ["--strict", "--strict_warnings", "-A", "-a"] {
        assert_eq!(error_of(&[s, "--old_c", "x.ii"]), "strict mode is incompatible with K&R mode");
        assert_eq!(error_of(&[s, "--anachronisms", "x.ii"]), "strict mode is incompatible with allowing anachronisms");
        assert_eq!(error_of(&[s, "--c++03", "--cfront_3.0", "x.ii"]), "strict mode is incompatible with cfront mode");
        assert_eq!(
            error_of(&[s, "--long_preserving_rules", "x.ii"]),
            "strict mode is incompatible with long preserving rules"
        );
        assert_eq!(
            error_of(&[s, "--ignore_std", "x.ii"]),
            "strict mode is incompatible with treating namespace std as an alias for the global namespace"
        );
        assert_eq!(error_of(&[s, "--no_gcc", "--c", "--svr4", "x.ii"]), "strict mode is incompatible with SVR4 C mode");
        assert_eq!(error_of(&[s, "--gcc", "x.ii"]), "language modes specified are incompatible");
        assert_eq!(error_of(&[s, "--clang", "x.ii"]), "language modes specified are incompatible");
    }
    assert_eq!(error_of(&["--strict", "--gcc", "--bogus", "x.ii"]), "invalid option: --bogus");
    assert_eq!(error_of(&["--strict", "--old_c", "--rtti", "x.ii"]), "strict mode is incompatible with K&R mode");
    assert_eq!(
        error_of(&["--strict", "--ignore_std", "--anachronisms", "x.ii"]),
        "strict mode is incompatible with allowing anachronisms"
    );
    assert_eq!(
        error_of(&["--strict", "--anachronisms", "--compound_literals", "x.ii"]),
        "option \"compound_literals\" can be used only when compiling C"
    );
    assert_eq!(
        error_of(&["--strict", "--c++03", "--cfront_3.0", "--anachronisms", "x.ii"]),
        "strict mode is incompatible with cfront mode"
    );
}

#[test]
fn default_standard_depends_on_gnu_mode() {
    assert_eq!(ok(&["-A", "x.ii"]).lang, Lang::Cpp03);
    assert_eq!(ok(&["--strict_warnings", "x.ii"]).lang, Lang::Cpp03);
    assert_eq!(ok(&["--no_g++", "x.ii"]).lang, Lang::Cpp03);
    assert_eq!(ok(&["--no_g++", "--g++", "x.ii"]).lang, Lang::Cpp14);
    assert_eq!(ok(&["--no_g++", "--clang", "x.ii"]).lang, Lang::Cpp14);
    assert_eq!(ok(&["--no_g++", "--c++", "x.ii"]).lang, Lang::Cpp03);
    assert_eq!(ok(&["-A", "--c++17", "x.ii"]).lang, Lang::Cpp17);
    assert_eq!(ok(&["--c++", "x.ii"]).lang, Lang::Cpp14);
    assert_eq!(
        error_of(&["-A", "--building_runtime", "x.ii"]),
        "must specify C++14 mode when building runtime library"
    );
    ok(&["-A", "--c++14", "--building_runtime", "x.ii"]);
    assert_eq!(
        error_of(&["-A", "--no_bool", "--c++14", "x.ii"]),
        "enabling C++14-style constexpr requires support for \"bool\""
    );
    assert_eq!(error_of(&["--g++", "--compound_literals", "-A", "x.ii"]), "language modes specified are incompatible");
}

#[test]
fn late_file_checks() {
    assert_eq!(error_of(&["--error_output", "", "x.ii"]), "cannot open error file \"\": invalid file name");
    assert_eq!(error_of(&["--error_output", "/", "x.ii"]), "cannot open error file \"/\": Is a directory");
    assert_eq!(error_of(&["--error_output", "/nonexistent/x", "x.ii"]), "cannot open error file \"/nonexistent/x\"");
    assert_eq!(error_of(&["--error_output", "/nonexistent/x"]), "missing source file name");
    assert_eq!(
        error_of(&["--error_output", "/nonexistent/x", "-o", "y", "x.ii"]),
        "an output file was specified, but none is needed"
    );
    assert_eq!(
        error_of(&["--error_output", "/nonexistent/x", "--preinclude=/nonexistent/p", "x.ii"]),
        "cannot open error file \"/nonexistent/x\""
    );
    ok(&["--error_output", "err.txt", "x.ii"]);
    assert_eq!(
        error_of(&["--error_output=/", "--list=/", "x.ii"]),
        "cannot open raw listing file \"/\": Is a directory"
    );
    assert_eq!(error_of(&["--list=/", "--xref=/", "x.ii"]), "cannot open raw listing file \"/\": Is a directory");
    assert_eq!(
        error_of(&["--error_output=/", "--xref=/", "x.ii"]),
        "cannot open cross-reference file \"/\": Is a directory"
    );
    assert_eq!(error_of(&["--list=/nonexistent/x", "x.ii"]), "cannot open raw listing file \"/nonexistent/x\"");
    assert_eq!(error_of(&["--list=/", "-o", "x", "x.ii"]), "an output file was specified, but none is needed");
    assert_eq!(error_of(&["--preinclude=/", "x.ii"]), "cannot open source file \"/\"");
    // `-o` is the output of preprocessing-only runs.
    for mode in ["-E", "-M", "-P", "--list_macros"] {
        ok(&["-o", "x", mode, "x.ii"]);
    }
    assert_eq!(error_of(&["-o", "x", "--no_code_gen", "x.ii"]), "an output file was specified, but none is needed");
    assert_eq!(error_of(&["--svr4"]), "language modes specified are incompatible");
    assert_eq!(error_of(&["--svr4", "--c", "--rtti"]), "language modes specified are incompatible");
}

#[test]
fn compilation_name_for_the_summary() {
    assert_eq!(p(&["--orig_src_file_name", "foo.cu", "--bogus", "x.ii"]).options.compilation_name(), None);
    assert_eq!(p(&["--orig_src_file_name", "foo.cu", "--cfront_2.1", "x.ii"]).options.compilation_name(), None);
    assert_eq!(p(&["--orig_src_file_name", "foo.cu", "x.ii", "x.ii"]).options.compilation_name(), Some("foo.cu"));
    assert_eq!(p(&["--orig_src_file_name", "foo.cu", "-o", "y", "x.ii"]).options.compilation_name(), Some("foo.cu"));
    assert_eq!(p(&["../x.ii", "2"]).options.compilation_name(), Some("../x.ii"));
}

#[test]
fn tags_nvcc_sends_resolve() {
    for tag in [
        "out_of_order_ctor_init",
        "default_stream_launch",
        "missing_launch_bounds",
        "this_addr_capture_ext_lambda",
        "h_hd_illegal_call",
        "h_hd_illegal_call_generic",
        "deprecated_entity",
        "deprecated_entity_with_custom_message",
        "extended_lambda_disallowed",
    ] {
        let o = ok(&["--diag_error", tag, "x.ii"]);
        assert_eq!(o.diag_controls.len(), 1, "{}", tag);
        assert_eq!(o.diag_controls[0].1.tag(), tag);
    }
    assert_eq!(ok(&["--diag_warning=extended_lambda_disallowed", "x.ii"]).diag_controls[0].1.displayed(), 20155);
}

#[test]
fn gnu_only_options() {
    const SHORT: &str = "the \"short_enums\" option is only valid in GNU C and GNU C++ modes";
    assert_eq!(error_of(&["--short_enums", "-A", "x.ii"]), SHORT);
    assert_eq!(error_of(&["--short_enums", "--no_gcc", "x.ii"]), SHORT);
    assert_eq!(error_of(&["--short_enums", "--old_c", "x.ii"]), SHORT);
    assert_eq!(error_of(&["--old_c", "--short_en", "x.ii"]), SHORT);
    assert_eq!(
        error_of(&["--report_gnu_extensions", "--no_g++", "x.ii"]),
        "the \"report_gnu_extensions\" option is only valid in GNU C and GNU C++ modes"
    );
    assert_eq!(
        error_of(&["--report_gnu_extensions", "--c++03", "-A"]),
        "the \"report_gnu_extensions\" option is only valid in GNU C and GNU C++ modes"
    );
    assert_eq!(
        error_of(&["--nonstd_gnu_keywords", "-A", "x.ii"]),
        "the \"nonstd_gnu_keywords\" option is only valid in GNU C and GNU C++ modes"
    );
    ok(&["--no_short_enums", "-A", "x.ii"]);
    ok(&["--no_nonstd_gnu_keywords", "-A", "x.ii"]);
    ok(&["--c", "--short_enums", "x.ii"]);
    ok(&["--c89", "--short_enums", "x.ii"]);
}

#[test]
fn leaving_knr_mode() {
    for x in ["--c89", "--no_c99", "--c99", "--c18", "--gcc", "--no_gcc"] {
        let r = p(&["--old_c", x, "-A", "x.ii"]);
        assert!(r.error.as_ref().map_or(true, |e| text(e) != "strict mode is incompatible with K&R mode"), "{}", x);
    }
    assert_eq!(error_of(&["--old_c", "--c", "-A", "x.ii"]), "strict mode is incompatible with K&R mode");
    ok(&["--old_c", "--short_enums", "--c18", "x.ii"]);
    ok(&["--c18", "--old_c", "--gcc", "x.ii"]);
    ok(&["--no_c99", "--c89", "--old_c", "x.ii"]);
    assert_eq!(error_of(&["--no_c99", "--old_c", "x.ii"]), "language modes specified are incompatible");
    assert_eq!(error_of(&["--no_gcc", "--old_c", "--no_clang"]), "missing source file name");
    assert_eq!(
        error_of(&["--c99", "--svr4", "--strict_warnings", "x.ii"]),
        "language modes specified are incompatible"
    );
    assert_eq!(error_of(&["--strict", "--svr4", "x.ii"]), "strict mode is incompatible with SVR4 C mode");
    assert_eq!(error_of(&["-a", "--no_c99", "--svr4", "x.ii"]), "language modes specified are incompatible");
    assert_eq!(error_of(&["--svr4", "--c89", "--strict_warnings"]), "missing source file name");
    ok(&["--svr4", "--c89", "x.ii"]);
    assert_eq!(
        error_of(&["--report_gnu_extensions", "--old_c", "--short_enums", "x.ii"]),
        "the \"short_enums\" option is only valid in GNU C and GNU C++ modes"
    );
    assert_eq!(error_of(&["--old_c", "--gcc", "-A", "x.ii"]), "language modes specified are incompatible");
    assert_eq!(
        error_of(&["--old_c", "--no_gcc", "--short_enums", "x.ii"]),
        "the \"short_enums\" option is only valid in GNU C and GNU C++ modes"
    );
}

#[test]
fn cpp11_toggles_after_c_mode() {
    assert_eq!(error_of(&["--c", "--c++11", "--bogus", "x.ii"]), "invalid option: --bogus");
    assert_eq!(error_of(&["--c", "--no_c++11", "--bogus", "x.ii"]), "invalid option: --bogus");
    assert_eq!(error_of(&["--c", "--c++11", "--rtti", "x.ii"]), "language modes specified are incompatible");
    assert_eq!(error_of(&["--c", "--no_c++0x"]), "language modes specified are incompatible");
    assert_eq!(error_of(&["--no_c++11", "--c", "--bogus", "x.ii"]), "language modes specified are incompatible");
    assert_eq!(error_of(&["--c", "--c++14", "--bogus", "x.ii"]), "language modes specified are incompatible");
    assert_eq!(error_of(&["--svr4", "--no_c++11", "--strict", "x.ii"]), "language modes specified are incompatible");
    assert_eq!(
        error_of(&["--svr4", "--old_c", "--clang", "x.ii"]),
        "SVR4 C compatibility option can be used only when compiling ANSI C"
    );
}

#[test]
fn big_version_stops_reading() {
    let o = ok(&["--version", "-V", "--bogus"]);
    assert_eq!(o.printed_while_parsing, [EarlyOutput::VersionBanner]);
    assert!(o.big_version);
    assert!(ok(&["--cfront_2.1", "-V"]).big_version);
    assert_eq!(error_of(&["--c", "--c++17", "-V"]), "language modes specified are incompatible");
}

#[test]
fn later_of_a_pair_wins() {
    ok(&["--c++03", "--implicit_noexcept", "--no_implicit_noexcept", "x.ii"]);
    ok(&["--anachronisms", "--no_anachronisms", "-A", "x.ii"]);
    ok(&["--short_enums", "--no_short_enums", "-A", "x.ii"]);
    ok(&["--long_preserving_rules", "--no_long_preserving_rules", "-A", "x.ii"]);
    ok(&["--nonstd_gnu_keywords", "--no_nonstd_gnu_keywords", "-A", "x.ii"]);
    ok(&["--dep_name", "--no_dep_name", "--no_parse_templates", "x.ii"]);
    ok(&["--no_parse_templates", "--parse_templates", "--dep_name", "x.ii"]);
    ok(&["--cfront_2.1", "--short_lifetime_temps", "x.ii"]);
    ok(&["--short_lifetime_temps", "--cfront_3.0", "x.ii"]);
    const LIFE: &str = "long lifetime temporaries are incompatible with other requested newer language features";
    assert_eq!(error_of(&["--short_lifetime_temps", "--long_lifetime_temps", "x.ii"]), LIFE);
    assert_eq!(error_of(&["--cfront_2.1", "--c++03", "--c++17", "x.ii"]), LIFE);
    assert_eq!(
        error_of(&["-A", "--c++03", "--cfront_2.1", "--short_lifetime_temps", "x.ii"]),
        "strict mode is incompatible with cfront mode"
    );
    // In C mode either form of a C++-only option is rejected.
    assert_eq!(error_of(&["--c", "--rtti", "--no_rtti", "x.ii"]), "RTTI option can be used only when compiling C++");
}
