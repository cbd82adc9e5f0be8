//! Fill-in expansion: EDG's template language (`%s %sq2 %nfd %t %p %[label] %%` …).
//!
//! A specifier is `%` + kind letter + option letters + an optional index digit. Fill-ins are matched by
//! kind and index, as EDG does: `%sq2` is the second *string* fill-in, whatever comes between.
//! Entities and types arrive already rendered (sema renders them); this module only lays them out.
use super::{Arg, EntityArg};

/// What expansion needs besides the arguments.
#[derive(Clone, Copy, Default)]
pub struct FillCtx<'a> {
    /// Resolves `Arg::Pos` offsets (None: they expand to nothing).
    pub src: Option<&'a dyn crate::source::Locate>,
    /// The file of the diagnostic's own position: `%p` names another file only when it differs.
    pub file: Option<&'a str>,
    /// Quote colour escape (`--colors`), applied around quoted fill-ins; None = plain.
    pub quote: Option<&'a str>,
}

/// The kind a specifier letter selects (EDG's fill-in kinds).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Str,
    Signed,
    Unsigned,
    Entity,
    Type,
    TypeArgs,
    Pos,
    Param,
}

fn kind_of(a: &Arg) -> Kind {
    match a {
        Arg::Str(_) => Kind::Str,
        Arg::Num(_) => Kind::Signed,
        Arg::Unsigned(_) => Kind::Unsigned,
        Arg::Entity { .. } | Arg::EntityFull(_) => Kind::Entity,
        Arg::Type(_) => Kind::Type,
        Arg::TypeArgs(_) => Kind::TypeArgs,
        Arg::Pos(_) | Arg::Position { .. } => Kind::Pos,
        Arg::Param(_) => Kind::Param,
    }
}

/// The conditional fragments of `%[label]` (the binary's label table at 0xD481E0). Every entry tests the
/// C++/CLI-mode flag, which cudafe++ never sets, so the second text is the one used; both are indices
/// into the message table, so the text comes from the table.
const LABELS: &[(&str, u16, u16)] = &[
    ("managed", 2305, 2306),
    ("C++/CLI", 2307, 2308),
    ("default", 2309, 2310),
    ("cli::array", 2311, 2312),
    ("C++/CLI array", 2313, 2314),
    ("System", 2315, 2316),
    ("gcnew", 2317, 2318),
];

/// The text `%[label]` expands to (None for an unknown label).
pub fn label_text(label: &str) -> Option<&'static str> {
    // EDG compares with strncmp over the label's length, so the first entry whose name starts with the
    // label wins ("C++/CLI" before "C++/CLI array").
    LABELS.iter().find(|(n, _, _)| n.starts_with(label)).map(|&(_, _, f)| super::DiagId(f).template())
}

fn find(args: &[Arg], kind: Kind, index: usize) -> Option<&Arg> {
    // Index 0 behaves like 1 (EDG pre-decrements the counter).
    let n = index.max(1);
    args.iter().filter(|a| kind_of(a) == kind).nth(n - 1)
}

fn quoted(out: &mut String, ctx: &FillCtx, text: &str) {
    out.push('"');
    match ctx.quote {
        Some(q) => {
            out.push_str(q);
            out.push_str(text);
            out.push_str(super::color::RESET);
        }
        None => out.push_str(text),
    }
    // A type with its aka (`X" (aka "Y")`, `Sema::ty_arg`) carries its own closing quote.
    if !(text.ends_with("\")") && text.contains("\" (aka \"")) {
        out.push('"');
    }
}

/// `at line N` / `at line N of "file"` — a declaration position, as `%p` and `%nd` show it.
fn position_text(ctx: &FillCtx, file: &str, line: u32) -> String {
    if line == 0 {
        return "at end of source".to_string();
    }
    match ctx.file {
        Some(f) if f == file => format!("at line {}", line),
        _ => format!("at line {} of {}", line, file),
    }
}

fn entity(out: &mut String, ctx: &FillCtx, e: &EntityArg, opts: &str) {
    let omit_kind = opts.contains('o') || opts.contains('a');
    let full = opts.contains('f') || opts.contains('t');
    let params = opts.contains('p');
    let decl = opts.contains('d');
    if !omit_kind && !e.kind.is_empty() {
        out.push_str(&e.kind);
        out.push(' ');
    }
    let mut name = if full { e.qualified.clone().unwrap_or_else(|| e.name.clone()) } else { e.name.clone() };
    if params {
        if let Some(p) = &e.params {
            name.push_str(p);
        }
    }
    // Entity names are coloured with the quotes inside the span (unlike %sq).
    match ctx.quote {
        Some(q) => {
            out.push_str(q);
            out.push('"');
            out.push_str(&name);
            out.push('"');
            out.push_str(super::color::RESET);
        }
        None => {
            out.push('"');
            out.push_str(&name);
            out.push('"');
        }
    }
    if decl {
        if let Some((_, 0)) = &e.declared {
            // Line 0: an implicitly-declared member (EDG's `(declared implicitly)`, message 2322).
            out.push_str(" (declared implicitly)");
        } else if let Some((file, line)) = &e.declared {
            out.push_str(" (declared ");
            out.push_str(&position_text(ctx, file, *line));
            out.push(')');
        }
    }
}

/// Expands a message template with its fill-ins. Missing fill-ins expand to nothing (EDG would assert;
/// cufe never crashes on its own bug).
pub fn expand(template: &str, args: &[Arg], ctx: &FillCtx) -> String {
    let b = template.as_bytes();
    let mut out = String::new();
    let mut i = 0;
    let mut lit = 0;
    while i < b.len() {
        if b[i] != b'%' {
            i += 1;
            continue;
        }
        out.push_str(&template[lit..i]);
        let Some(&letter) = b.get(i + 1) else {
            out.push('%');
            i += 1;
            lit = i;
            continue;
        };
        if letter == b'%' {
            out.push('%');
            i += 2;
            lit = i;
            continue;
        }
        if letter == b'[' {
            let rest = &template[i + 2..];
            if let Some(end) = rest.find(']') {
                out.push_str(label_text(&rest[..end]).unwrap_or(""));
                i += 2 + end + 1;
            } else {
                i += 2;
            }
            lit = i;
            continue;
        }
        let kind = match letter {
            b's' => Kind::Str,
            b'd' => Kind::Signed,
            b'u' => Kind::Unsigned,
            b'n' => Kind::Entity,
            b't' => Kind::Type,
            b'T' => Kind::TypeArgs,
            b'p' => Kind::Pos,
            b'r' => Kind::Param,
            _ => {
                // Not a specifier EDG knows: keep the text as is.
                out.push('%');
                i += 1;
                lit = i;
                continue;
            }
        };
        let mut j = i + 2;
        let mut opts = String::new();
        let mut index = 1usize;
        while j < b.len() {
            let c = b[j];
            if c.is_ascii_digit() {
                index = (c - b'0') as usize;
                j += 1;
                break;
            }
            // EDG takes letters A..Y (either case) as options; anything else ends the specifier.
            let up = c & 0xDF;
            if !(b'A'..=b'Y').contains(&up) {
                break;
            }
            opts.push(c as char);
            j += 1;
        }
        i = j;
        lit = i;
        match find(args, kind, index) {
            Some(Arg::Str(s)) => {
                if opts.contains('q') {
                    quoted(&mut out, ctx, s);
                } else {
                    out.push_str(s);
                }
            }
            Some(Arg::Num(n)) => out.push_str(&n.to_string()),
            Some(Arg::Unsigned(n)) => out.push_str(&n.to_string()),
            Some(Arg::Entity { kind, name }) => {
                let e = EntityArg { kind: kind.clone(), name: name.clone(), ..Default::default() };
                entity(&mut out, ctx, &e, &opts)
            }
            Some(Arg::EntityFull(e)) => entity(&mut out, ctx, e, &opts),
            Some(Arg::Type(t)) => quoted(&mut out, ctx, t),
            Some(Arg::TypeArgs(t)) => quoted(&mut out, ctx, &format!("<{}>", t)),
            Some(Arg::Position { file, line }) => out.push_str(&position_text(ctx, file, *line)),
            Some(Arg::Pos(o)) => {
                if let Some(src) = ctx.src {
                    let l = src.locate(*o);
                    out.push_str(&position_text(ctx, l.file, l.line));
                }
            }
            Some(Arg::Param(p)) => out.push_str(p),
            None => {}
        }
    }
    out.push_str(&template[lit..]);
    out
}

#[cfg(test)]
mod tests {
    use super::super::{id, DiagId};
    use super::*;

    fn x(t: &str, args: &[Arg]) -> String {
        expand(t, args, &FillCtx { file: Some("a.cu"), quote: None, src: None })
    }

    #[test]
    fn strings_by_kind_and_index() {
        assert_eq!(x(DiagId(1696).template(), &["source".into(), "x.ii".into()]), "cannot open source file \"x.ii\"");
        // Kind matching skips fill-ins of other kinds.
        assert_eq!(x("%sq2 %d %s1", &["a".into(), Arg::Num(7), "b".into()]), "\"b\" 7 a");
        assert_eq!(x("%s0 %s", &["a".into()]), "a a");
        assert_eq!(x("100%% done %u", &[Arg::Unsigned(3)]), "100% done 3");
        assert_eq!(x(id::UNDEFINED_IDENTIFIER.template(), &["q".into()]), "identifier \"q\" is undefined");
    }

    #[test]
    fn labels_use_the_non_cli_text() {
        assert_eq!(label_text("managed"), Some("C++/CX"));
        assert_eq!(label_text("C++/CLI"), Some("C++/CX mapping"));
        assert_eq!(label_text("gcnew"), Some("ref new"));
        assert_eq!(x("a %[cli::array] type", &[]), "a Platform::Array type");
    }

    #[test]
    fn entities_types_positions() {
        let e = Arg::EntityFull(EntityArg {
            kind: "function".into(),
            name: "f".into(),
            qualified: Some("N::f".into()),
            params: Some("(int)".into()),
            declared: Some(("a.cu".into(), 3)),
        });
        assert_eq!(x("%n", &[e.clone()]), "function \"f\"");
        assert_eq!(x("%no", &[e.clone()]), "\"f\"");
        assert_eq!(x("%nfd", &[e.clone()]), "function \"N::f\" (declared at line 3)");
        assert_eq!(x("%np", &[e.clone()]), "function \"f(int)\"");
        let Arg::EntityFull(mut imp) = e.clone() else { unreachable!() };
        imp.declared = Some(("a.cu".into(), 0));
        assert_eq!(x("%npd", &[Arg::EntityFull(imp)]), "function \"f(int)\" (declared implicitly)");
        assert_eq!(x("%t1 vs %t2", &[Arg::Type("int".into()), Arg::Type("long".into())]), "\"int\" vs \"long\"");
        assert_eq!(x("%T", &[Arg::TypeArgs("int, float".into())]), "\"<int, float>\"");
        assert_eq!(x("(declared %p)", &[Arg::Position { file: "b.h".into(), line: 4 }]), "(declared at line 4 of b.h)");
        assert_eq!(x("x %p", &[Arg::Position { file: "a.cu".into(), line: 4 }]), "x at line 4");
    }

    #[test]
    fn positions_from_offsets() {
        let mut m = crate::source::SourceMap::new("pp.ii", b"# 1 \"hdr.h\"\nint q;\n# 3 \"pp.cu\"\nint q;\n".to_vec());
        m.add_marker(12, 1, "hdr.h", false);
        m.add_marker(31, 3, "pp.cu", false);
        let c = FillCtx { file: Some("pp.cu"), quote: None, src: Some(&m) };
        // Reference: `variable "q" has already been defined (previous definition at line 1 of hdr.h)`.
        assert_eq!(expand("(previous definition %p)", &[Arg::Pos(16)], &c), "(previous definition at line 1 of hdr.h)");
        assert_eq!(expand("%p", &[Arg::Pos(35)], &c), "at line 3");
    }

    #[test]
    fn quote_colour() {
        let c = FillCtx { file: None, quote: Some("\x1b[01m"), src: None };
        assert_eq!(expand("file %sq", &["x".into()], &c), "file \"\x1b[01mx\x1b[0m\"");
    }
}
