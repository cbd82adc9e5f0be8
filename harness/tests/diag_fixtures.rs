//! The EDG diagnostic parser against REAL cudafe++ 13.0.88 outputs (tests/fixtures/diag, see README).
use cufe_harness::edg_diag::{parse, Diagnostic, Record};
use std::path::Path;

fn load(name: &str) -> Vec<Record> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/diag")
        .join(format!("{}.stderr", name));
    parse(&std::fs::read(&p).unwrap())
}

fn diags(r: &[Record]) -> Vec<&Diagnostic> {
    r.iter()
        .filter_map(|x| {
            if let Record::Diagnostic(d) = x {
                Some(d)
            } else {
                None
            }
        })
        .collect()
}

#[test]
fn every_fixture_is_fully_recognised() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/diag");
    let mut n = 0;
    for e in std::fs::read_dir(&dir).unwrap() {
        let p = e.unwrap().path();
        if p.extension().and_then(|x| x.to_str()) != Some("stderr") {
            continue;
        }
        n += 1;
        let recs = parse(&std::fs::read(&p).unwrap());
        for r in &recs {
            assert!(
                !matches!(r, Record::Other { .. }),
                "{}: unrecognised line {:?}",
                p.display(),
                r
            );
        }
        let rc: i32 = std::fs::read_to_string(p.with_extension("rc"))
            .unwrap()
            .trim()
            .parse()
            .unwrap();
        let has_summary = recs.iter().any(|r| matches!(r, Record::Summary { .. }));
        assert_eq!(
            has_summary,
            rc != 0,
            "{}: a summary exactly when the run failed",
            p.display()
        );
        assert_eq!(
            recs.contains(&Record::CompilationTerminated),
            rc == 4,
            "{}",
            p.display()
        );
    }
    assert!(n >= 10, "fixtures missing");
}

#[test]
fn positions_carets_and_summary() {
    let r = load("e1");
    let d = diags(&r);
    assert_eq!(d.len(), 2);
    assert_eq!(
        (d[0].file.as_deref(), d[0].line, d[0].severity.as_str()),
        (Some("e1.cu"), Some(1), "error")
    );
    assert_eq!(d[0].message, "identifier \"x\" is undefined");
    assert_eq!(d[0].source_line.as_deref(), Some("int f() { return x; }"));
    assert_eq!(d[0].caret_column, Some(18));
    assert_eq!(d[0].number, None);
    assert_eq!(
        r.last(),
        Some(&Record::Summary {
            text: "2 errors detected in the compilation of \"e1.cu\".".into()
        })
    );
}

#[test]
fn warnings_numbers_and_the_remark_line() {
    let r = load("w2");
    let d = diags(&r);
    assert_eq!(d[0].number.as_deref(), Some("174-D"));
    assert_eq!(d[0].severity, "warning");
    assert!(
        matches!(&r[1], Record::Remark { text } if text.starts_with("Remark: The warnings can be suppressed"))
    );
    assert_eq!(
        r.iter()
            .filter(|x| matches!(x, Record::Remark { .. }))
            .count(),
        1,
        "only once"
    );
    assert!(
        !r.iter().any(|x| matches!(x, Record::Summary { .. })),
        "warnings give no summary"
    );
}

#[test]
fn instantiation_context() {
    let d = load("t3");
    let d = diags(&d);
    assert_eq!(
        d[0].context,
        vec![
            "detected during:",
            "instantiation of class \"B<T> [with T=int]\" at line 2",
            "instantiation of class \"A<T> [with T=int]\" at line 3",
        ]
    );
    assert_eq!(d[4].severity, "note");
    assert_eq!(d[4].number.as_deref(), Some("61-D"));
}

#[test]
fn related_lines_and_notes() {
    let r = load("ov");
    let d = diags(&r);
    assert_eq!(d[0].related, vec!["argument types are: (const char [2])"]);
    assert_eq!(d[0].source_line.as_deref(), Some("void g() { f(\"s\"); }"));
    assert_eq!(
        (d[1].severity.as_str(), d[1].number.as_deref(), d[1].line),
        ("note", Some("3326-D"), Some(2))
    );
}

#[test]
fn end_of_source_catastrophic_and_command_line() {
    let d = load("eos");
    let d = diags(&d);
    assert_eq!(
        (d[0].form.as_str(), d[0].message.as_str()),
        ("at_end_of_source", "expected a \"}\"")
    );
    let r = load("inc");
    let d = diags(&r);
    assert_eq!(d[0].severity, "catastrophic error");
    assert!(r.contains(&Record::CompilationTerminated));
    let r = load("cl");
    let d = diags(&r);
    assert_eq!(
        (d[0].form.as_str(), d[0].message.as_str()),
        ("command_line", "invalid option: --bogus_option")
    );
    assert!(r.contains(&Record::Summary {
        text: "1 catastrophic error detected in this compilation.".into()
    }));
}

#[test]
fn error_limit() {
    let r = load("el");
    let i = r
        .iter()
        .position(|x| *x == Record::ErrorLimitReached)
        .unwrap();
    assert!(matches!(r[i + 1], Record::Summary { .. }));
    assert_eq!(r[i + 2], Record::CompilationTerminated);
}

#[test]
fn non_utf8_source_lines() {
    let r = load("u8");
    let d = diags(&r);
    assert_eq!(d.len(), 4);
    assert!(d[0].source_line.as_deref().unwrap().contains('\u{fffd}'));
}
