//! Byte-exact comparisons with the reference's outputs in `emit/testdata` (see its README).
use super::*;
use crate::emit::module_id;
use crate::emit::writer::Writer;
use std::path::PathBuf;

/// The fixture directory; `CUFE_EMIT_CASES=DIR` checks another directory of cases in the same layout
/// (used to check corpus/output against the reference, see testdata/README.md).
fn testdata() -> PathBuf {
    match std::env::var_os("CUFE_EMIT_CASES") {
        Some(d) => PathBuf::from(d),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/emit/testdata"),
    }
}

/// The options a case's cudafe++ arguments give (only the ones the back end reads; the cli module
/// owns the real parsing).
fn options_for(args: &[String], input: &str, module_id_file: &str) -> Options {
    let mut o = Options::default();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--c++17" => o.lang = Lang::Cpp17,
            "--c" => o.lang = Lang::C,
            "--no_gcc" => {
                o.lang = Lang::C;
                o.no_gcc = true;
            }
            "--static-host-stub" => o.static_host_stub = true,
            "--device-c" => o.device_c = true,
            "--extended-lambda" => o.extended_lambda = true,
            "--clang" => o.clang = true,
            "--orig_src_file_name" => o.orig_src_file_name = it.next().cloned(),
            "--orig_src_path_name" => o.orig_src_path_name = it.next().cloned(),
            s if s.starts_with("--gnu_version=") => o.gnu_version = s[14..].parse().unwrap(),
            s if s.starts_with("--clang_version=") => o.clang_version = s[16..].parse().unwrap(),
            _ => {}
        }
    }
    o.input = Some(input.to_string());
    o.stub_file_name = Some("x.cudafe1.stub.c".into());
    o.module_id_file_name = Some(module_id_file.to_string());
    o
}

fn run_case(name: &str) -> (Vec<u8>, Vec<u8>) {
    let dir = testdata();
    let case = std::fs::read_to_string(dir.join(format!("{}.case", name))).unwrap();
    let mut lines = case.lines().map(|l| l.to_string());
    let input = lines.next().unwrap();
    let args: Vec<String> = lines.collect();
    let mid = if dir.join(format!("{}.module_id", name)).exists() {
        format!("{}.module_id", name)
    } else {
        "fixed.module_id".to_string()
    };
    let mid_path = dir.join(&mid).to_string_lossy().into_owned();
    let opts = options_for(&args, &input, &mid_path);
    let bytes = std::fs::read(dir.join(&input)).unwrap();
    // The input name is the one the reference was given (relative, as in regen.sh).
    let mut map = SourceMap::new(&input, bytes);
    let lexed = crate::lex::lex(&mut map, &crate::lex::LexConfig::default());
    let tu = TranslationUnit::default();
    let id = module_id::compute(&opts, map.text(), None).unwrap();
    let refs = HostRefs::new();
    let inp = EmitInput {
        opts: &opts,
        map: &map,
        lexed: &lexed,
        tu: &tu,
        module_id: &id.text,
        host_refs: &refs,
    };
    let mut gaps = Gaps::new();
    let got =
        render(&inp, &mut gaps).unwrap_or_else(|| panic!("{}: gaps {}", name, gaps.to_json()));
    let want = std::fs::read(dir.join(format!("{}.expected", name))).unwrap();
    (got, want)
}

#[test]
fn every_case_matches_the_reference() {
    let mut names: Vec<String> = std::fs::read_dir(testdata())
        .unwrap()
        .filter_map(|e| {
            e.ok()?
                .file_name()
                .to_str()?
                .strip_suffix(".case")
                .map(|s| s.to_string())
        })
        .collect();
    names.sort();
    assert!(names.len() >= 15);
    let mut failed = Vec::new();
    for n in &names {
        let (got, want) = run_case(n);
        if got != want {
            eprintln!(
                "=== {} differs\n--- got\n{}\n--- want\n{}",
                n,
                String::from_utf8_lossy(&got),
                String::from_utf8_lossy(&want)
            );
            failed.push(n.clone());
        }
    }
    assert!(
        failed.is_empty(),
        "cases differing from the reference: {:?}",
        failed
    );
}

#[test]
fn output_names() {
    let mut o = Options::default();
    for (input, want) in [
        ("k.ii", Some("k.int.c")),
        ("sub/a.b.ii", Some("a.b.int.c")),
        ("noext", Some("noext.int.c")),
        ("-", None),
    ] {
        o.input = Some(input.into());
        assert_eq!(output_path(&o).as_deref(), want, "{}", input);
    }
    o.gen_c_file_name = Some("-".into());
    assert_eq!(output_path(&o).as_deref(), Some("-"));
}

#[test]
fn missing_stub_name_is_a_gap() {
    let opts = Options::default();
    let mut map = SourceMap::new("e.ii", Vec::new());
    let lexed = crate::lex::lex(&mut map, &crate::lex::LexConfig::default());
    let tu = TranslationUnit::default();
    let refs = HostRefs::new();
    let inp = EmitInput {
        opts: &opts,
        map: &map,
        lexed: &lexed,
        tu: &tu,
        module_id: "x",
        host_refs: &refs,
    };
    let mut gaps = Gaps::new();
    assert!(render(&inp, &mut gaps).is_none());
    assert!(!gaps.is_empty());
}

/// Replays a declaration-bearing input through the writer API the entity printer will use: each
/// declaration is a list of source snippets (found in order in the input) printed as tokens at their
/// positions, separated by a space. Compared with the reference's whole output in testdata/decls.
fn replay(name: &str, decls: &[&[&str]], size_t_decl: Option<usize>) {
    let dir = testdata().join("decls");
    let bytes = std::fs::read(dir.join(format!("{}.ii", name))).unwrap();
    let mut map = SourceMap::new(&format!("{}.ii", name), bytes);
    let lexed = crate::lex::lex(&mut map, &crate::lex::LexConfig::default());
    let opts = Options {
        static_host_stub: true,
        gnu_version: 120200,
        stub_file_name: Some("x.cudafe1.stub.c".into()),
        ..Options::default()
    };
    let tu = TranslationUnit::default();
    let refs = HostRefs::new();
    let id = std::fs::read_to_string(testdata().join("fixed.module_id")).unwrap();
    let input = EmitInput {
        opts: &opts,
        map: &map,
        lexed: &lexed,
        tu: &tu,
        module_id: &id,
        host_refs: &refs,
    };
    let mut gaps = Gaps::new();
    let actions = pragma_actions(&input, &mut gaps).unwrap();
    // Find each snippet after the previous one; a declaration starts at the skeleton token (one per
    // line) containing its first snippet.
    let text = map.text().to_vec();
    let mut from = 0usize;
    let mut positions: Vec<Vec<u32>> = Vec::new();
    for d in decls {
        let mut ps = Vec::new();
        for snip in d.iter() {
            let at = from
                + text[from..]
                    .windows(snip.len())
                    .position(|w| w == snip.as_bytes())
                    .unwrap();
            ps.push(at as u32);
            from = at + snip.len();
        }
        positions.push(ps);
    }
    let starts: Vec<u32> = positions
        .iter()
        .map(|ps| {
            lexed
                .tokens
                .iter()
                .position(|t| t.span.hi >= ps[0])
                .unwrap() as u32
        })
        .collect();
    let segs = Segments::new(&map);
    let mut w = Writer::new(&segs, DirectiveStyle::Gnu, false);
    prologue::write(&mut w, &opts);
    let mut body = Body {
        w: &mut w,
        segs: &segs,
        map: &map,
        declarations: 0,
    };
    for item in source_sequence(&lexed.pragmas, &actions, &starts, true) {
        match item {
            Item::Pragma(k, t) => body.pragma(&lexed.pragmas[k], &t),
            Item::Declaration(d) => {
                for (i, (&at, snip)) in positions[d].iter().zip(decls[d].iter()).enumerate() {
                    if i > 0 {
                        body.w.text(" ");
                    }
                    let pos = segs.pos(&map, at);
                    body.w.token_at(pos, snip);
                }
                body.w.end_declaration();
                body.declarations += 1;
                if size_t_decl == Some(d) {
                    body.host_runtime_after_size_t();
                }
            }
        }
    }
    trailer(&mut w, "x.cudafe1.stub.c", &id);
    let got = String::from_utf8(w.into_bytes()).unwrap();
    let want = std::fs::read_to_string(dir.join(format!("{}.expected", name))).unwrap();
    assert_eq!(got, want, "{}", name);
}

#[test]
fn writer_api_reproduces_declaration_layout() {
    replay(
        "b",
        &[
            &["int x;"],
            &["int y;"],
            &["int w;"],
            &["struct S {", "int a;", "int b;", "};"],
            &["int z;"],
            &["int q;"],
            &["int r;"],
            &["int t;"],
        ],
        None,
    );
    replay(
        "sz",
        &[
            &["int before;"],
            &["typedef unsigned long size_t;"],
            &["int after;"],
        ],
        Some(1),
    );
    // The injection ends the line; the next declaration, on the same source line, gets `# 1`.
    replay(
        "sz2",
        &[&["typedef unsigned long size_t;"], &["int after;"]],
        Some(0),
    );
    replay("p4", &[&["int x;"], &["int y;"]], None);
}

/// A device function's host replacement and its `#if 0` original (testdata/decls/dv.ii): the writer
/// calls the entity printer will make, with the reference's token texts.
#[test]
fn writer_api_reproduces_if0_blocks() {
    let dir = testdata().join("decls");
    let mut map = SourceMap::new("dv.ii", std::fs::read(dir.join("dv.ii")).unwrap());
    crate::lex::lex(&mut map, &crate::lex::LexConfig::default());
    let opts = Options {
        static_host_stub: true,
        gnu_version: 120200,
        ..Options::default()
    };
    let id = std::fs::read_to_string(testdata().join("fixed.module_id")).unwrap();
    let segs = Segments::new(&map);
    let text = map.text().to_vec();
    let mut from = 0usize;
    let mut find = |snip: &str| {
        let at = from
            + text[from..]
                .windows(snip.len())
                .position(|w| w == snip.as_bytes())
                .unwrap();
        from = at + snip.len();
        segs.pos(&map, at as u32)
    };
    let (f, f_open, f_ret, f_close) = (find("__attribute__"), find("{"), find("return"), find("}"));
    let g = find("int g;");
    let (h, h_open, h_ret, h_close) = (find("__attribute__"), find("{"), find("return"), find("}"));
    let k = find("int k;");
    let mut w = Writer::new(&segs, DirectiveStyle::Gnu, false);
    prologue::write(&mut w, &opts);
    w.token_at(f, "__attribute__((unused)) int f(int x)");
    w.text(" ");
    w.token_at(f_open, "{int volatile ___ = 1;(void)x;");
    w.token_at(f_close, "::exit(___);}");
    w.begin_if0();
    for (p, t) in [(f_open, "{"), (f_ret, "return x;"), (f_close, "}")] {
        w.token_at(p, t);
        w.text(" ");
    }
    w.end_if0();
    w.token_at(g, "int g;");
    w.end_declaration();
    w.token_at(h, "__attribute__((unused)) int h(int x)");
    w.text(" ");
    w.token_at(h_open, "{int volatile ___ = 1;(void)x;");
    w.token_at(h_close, "::exit(___);}");
    w.begin_if0();
    for (p, t) in [(h_open, "{"), (h_ret, "return x;"), (h_close, "}")] {
        w.token_at(p, t);
        w.text(" ");
    }
    w.end_if0();
    w.token_at(k, "int k;");
    w.end_declaration();
    trailer(&mut w, "x.cudafe1.stub.c", &id);
    let want = std::fs::read_to_string(dir.join("dv.expected")).unwrap();
    assert_eq!(String::from_utf8(w.into_bytes()).unwrap(), want);
}

#[test]
fn stdc_pragmas_lead_their_group() {
    let src = "#pragma weak a\n#pragma STDC FP_CONTRACT ON\nint x;\n#pragma weak c\n#pragma STDC FENV_ACCESS OFF\n";
    let mut map = SourceMap::new("in.ii", src.as_bytes().to_vec());
    let lexed = crate::lex::lex(&mut map, &crate::lex::LexConfig::default());
    let actions: Vec<Action> = lexed
        .pragmas
        .iter()
        .map(|p| {
            pragma::classify(
                std::str::from_utf8(&map.text()[p.span.lo as usize..p.span.hi as usize]).unwrap(),
                &mut PragmaState::default(),
                false,
            )
        })
        .collect();
    let order = |gnu| {
        source_sequence(&lexed.pragmas, &actions, &[0], gnu)
            .into_iter()
            .map(|i| match i {
                Item::Pragma(k, _) => k as i32,
                Item::Declaration(d) => -1 - d as i32,
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(order(true), vec![1, 0, -1, 3, 2]);
    assert_eq!(order(false), vec![0, 1, -1, 2, 3]);
}

/// Render never panics, whatever the pragmas and line markers (deterministic pseudo-random inputs built
/// from fragments that stress the tokenizer, the pack stack and the segment logic).
#[test]
fn render_never_panics() {
    const PARTS: [&str; 24] = [
        "#pragma pack(pop)\n",
        "#pragma pack(push,",
        "#pragma message(\"é\" \"\\\n",
        "#pragma STDC FP_CONTRACT ON\n",
        "#pragma \"unterminated\n",
        "#pragma /* open\n",
        "#pragma weak a=\n",
        "# 0 \"z.h\" 3\n",
        "# 4294967295 \"big.h\"\n",
        "# 1 \"\"\n",
        "#pragma GCC visibility push(\n",
        "#pragma once\n",
        "\n",
        "\r\n",
        "#pragma foo 'x\n",
        "#pragma nv_diag_suppress\n",
        "#pragma \u{7f}\u{1}\n",
        "#pragma\n",
        "#line 3 \"l.h\"\n",
        "# 2\n",
        "#pragma message\n",
        "#pragma pack()\n",
        "\u{feff}#pragma weak b\n",
        "#pragma GCC target(\"a\",)\n",
    ];
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    for round in 0..3000 {
        let mut src = String::new();
        let n = (round % 9) + 1;
        for _ in 0..n {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            src.push_str(PARTS[(seed % PARTS.len() as u64) as usize]);
        }
        if seed & 1 == 0 {
            src.pop();
        }
        let mut map = SourceMap::new("f.ii", src.clone().into_bytes());
        let lexed = crate::lex::lex(&mut map, &crate::lex::LexConfig::default());
        let tu = TranslationUnit::default();
        let refs = HostRefs::new();
        let opts = Options {
            stub_file_name: Some("s.c".into()),
            no_gcc: seed & 2 == 0,
            clang: seed & 4 == 0,
            device_c: seed & 8 == 0,
            ..Options::default()
        };
        let input = EmitInput {
            opts: &opts,
            map: &map,
            lexed: &lexed,
            tu: &tu,
            module_id: "m\n",
            host_refs: &refs,
        };
        let mut gaps = Gaps::new();
        if let Some(out) = render(&input, &mut gaps) {
            assert!(out.ends_with(b"\n"), "{:?}", src);
        }
    }
}
