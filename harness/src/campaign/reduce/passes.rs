//! Structural candidate generators. Each pass is `fn(content, i) -> Option<candidate>`: the i-th
//! transformation of `content`, `None` once `i` runs past the last one. The driver keeps `i` after
//! a success (the same index now names the next transformation of the smaller content), as
//! C-Reduce does, so each pass is linear in the number of sites.
use super::tokens::{tokenize, Kind, Token};
use std::ops::Range;

pub type Pass = fn(&[u8], usize) -> Option<Vec<u8>>;

/// The passes in the order they are tried, with their names for statistics.
pub const PASSES: [(&str, Pass); 8] = [
    ("top-level-declarations", top_level_decls),
    ("block-statements", block_statements),
    ("balanced-brackets", balanced),
    ("expressions-to-0", expr_to_zero),
    ("inline-typedefs", inline_typedef),
    ("template-defaults", template_defaults),
    ("rename-identifiers", rename_identifiers),
    ("whitespace", whitespace),
];

/// Whitespace runs: removed at the ends, else shrunk to one newline (if they had one) or space.
pub fn whitespace(s: &[u8], i: usize) -> Option<Vec<u8>> {
    let mut k = 0;
    let mut at = 0;
    while at < s.len() {
        if !s[at].is_ascii_whitespace() {
            at += 1;
            continue;
        }
        let start = at;
        while at < s.len() && s[at].is_ascii_whitespace() {
            at += 1;
        }
        let run = &s[start..at];
        let with: &[u8] = if start == 0 || at == s.len() {
            b""
        } else if run.contains(&b'\n') {
            b"\n"
        } else {
            b" "
        };
        if run == with {
            continue;
        }
        if k == i {
            return Some(splice(s, start..at, with));
        }
        k += 1;
    }
    None
}

fn text<'a>(s: &'a [u8], t: &Token) -> &'a [u8] {
    &s[t.range.clone()]
}

fn is(s: &[u8], t: &Token, p: &str) -> bool {
    text(s, t) == p.as_bytes()
}

fn splice(s: &[u8], r: Range<usize>, with: &[u8]) -> Vec<u8> {
    let mut v = Vec::with_capacity(s.len());
    v.extend_from_slice(&s[..r.start]);
    v.extend_from_slice(with);
    v.extend_from_slice(&s[r.end..]);
    v
}

/// Matching bracket pairs (token indices), in order of the opening token.
fn bracket_pairs(s: &[u8], toks: &[Token]) -> Vec<(usize, usize)> {
    let mut stack: Vec<(u8, usize)> = Vec::new();
    let mut pairs = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        if t.kind != Kind::Punct || t.range.len() != 1 {
            continue;
        }
        match s[t.range.start] {
            c @ (b'(' | b'[' | b'{') => stack.push((c, i)),
            c @ (b')' | b']' | b'}') => {
                let open = match c {
                    b')' => b'(',
                    b']' => b'[',
                    _ => b'{',
                };
                // Unbalanced input: drop unmatched openers up to the matching one, if any.
                if let Some(pos) = stack.iter().rposition(|&(o, _)| o == open) {
                    pairs.push((stack[pos].1, i));
                    stack.truncate(pos);
                }
            }
            _ => {}
        }
    }
    pairs.sort();
    pairs
}

/// Splits tokens `lo..hi` into statements/declarations at bracket depth 0: each ends after a `;`,
/// or after a `}` (plus a directly following `;`), or at a preprocessor line. Returns byte ranges.
fn statements(s: &[u8], toks: &[Token], lo: usize, hi: usize) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut start = lo;
    let mut i = lo;
    while i < hi {
        let t = &toks[i];
        let line_start = t.range.start == 0 || s[..t.range.start].iter().rev().take_while(|&&b| b != b'\n').all(|b| b.is_ascii_whitespace());
        if depth == 0 && start == i && is(s, t, "#") && line_start {
            // A whole preprocessor line (line marker) is one unit.
            let mut j = i + 1;
            while j < hi && !s[t.range.end..toks[j].range.start].contains(&b'\n') {
                j += 1;
            }
            out.push(t.range.start..toks[j - 1].range.end);
            start = j;
            i = j;
            continue;
        }
        match text(s, t) {
            b"(" | b"[" | b"{" => depth += 1,
            b")" | b"]" => depth -= 1,
            b"}" => {
                depth -= 1;
                if depth == 0 {
                    let mut end = i;
                    if i + 1 < hi && is(s, &toks[i + 1], ";") {
                        end = i + 1;
                    }
                    out.push(toks[start].range.start..toks[end].range.end);
                    start = end + 1;
                    i = end + 1;
                    continue;
                }
            }
            b";" if depth == 0 => {
                out.push(toks[start].range.start..t.range.end);
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    if start < hi {
        out.push(toks[start].range.start..toks[hi - 1].range.end);
    }
    out
}

pub fn top_level_decls(s: &[u8], i: usize) -> Option<Vec<u8>> {
    let toks = tokenize(s);
    let st = statements(s, &toks, 0, toks.len());
    st.get(i).map(|r| splice(s, r.clone(), b""))
}

pub fn block_statements(s: &[u8], i: usize) -> Option<Vec<u8>> {
    let toks = tokenize(s);
    let mut seen = 0;
    for (open, close) in bracket_pairs(s, &toks) {
        if !is(s, &toks[open], "{") {
            continue;
        }
        let st = statements(s, &toks, open + 1, close);
        if i < seen + st.len() {
            return Some(splice(s, st[i - seen].clone(), b""));
        }
        seen += st.len();
    }
    None
}

/// For each bracket pair: remove it with its contents, then: empty its contents.
pub fn balanced(s: &[u8], i: usize) -> Option<Vec<u8>> {
    let toks = tokenize(s);
    let pairs = bracket_pairs(s, &toks);
    let (open, close) = *pairs.get(i / 2)?;
    let (o, c) = (&toks[open].range, &toks[close].range);
    Some(if i.is_multiple_of(2) { splice(s, o.start..c.end, b"") } else { splice(s, o.end..c.start, b"") })
}

/// Replaces an expression by `0`: the contents of parentheses, and the right-hand side of `=` /
/// `return` up to the next `;` or `,` at the same depth.
pub fn expr_to_zero(s: &[u8], i: usize) -> Option<Vec<u8>> {
    let toks = tokenize(s);
    let mut sites: Vec<Range<usize>> = Vec::new();
    for (open, close) in bracket_pairs(s, &toks) {
        if is(s, &toks[open], "(") && close > open + 1 {
            sites.push(toks[open + 1].range.start..toks[close - 1].range.end);
        }
    }
    for (k, t) in toks.iter().enumerate() {
        if !(is(s, t, "=") || is(s, t, "return")) {
            continue;
        }
        let mut depth = 0i32;
        let mut j = k + 1;
        while j < toks.len() {
            match text(s, &toks[j]) {
                b"(" | b"[" | b"{" => depth += 1,
                b")" | b"]" | b"}" if depth == 0 => break,
                b")" | b"]" | b"}" => depth -= 1,
                b";" | b"," if depth == 0 => break,
                _ => {}
            }
            j += 1;
        }
        if j > k + 1 {
            sites.push(toks[k + 1].range.start..toks[j - 1].range.end);
        }
    }
    sites.sort_by_key(|r| (r.start, std::cmp::Reverse(r.end)));
    sites.dedup();
    let site = sites.into_iter().filter(|r| &s[r.clone()] != b"0").nth(i)?;
    Some(splice(s, site, b"0"))
}

/// `typedef TYPE NAME;` (no parentheses or brackets) → drop it and write TYPE for NAME elsewhere.
pub fn inline_typedef(s: &[u8], i: usize) -> Option<Vec<u8>> {
    let toks = tokenize(s);
    let mut found = 0;
    for (k, t) in toks.iter().enumerate() {
        if !is(s, t, "typedef") {
            continue;
        }
        let Some(semi) = (k + 1..toks.len()).find(|&j| is(s, &toks[j], ";")) else { break };
        if semi < k + 3 || toks[k + 1..semi].iter().any(|x| matches!(text(s, x), b"(" | b"[" | b"{" | b"}")) {
            continue;
        }
        let name_tok = &toks[semi - 1];
        if name_tok.kind != Kind::Ident {
            continue;
        }
        if found < i {
            found += 1;
            continue;
        }
        let name = text(s, name_tok);
        let ty = &s[toks[k + 1].range.start..toks[semi - 2].range.end];
        let mut out = Vec::with_capacity(s.len());
        let mut at = 0;
        for (j, u) in toks.iter().enumerate() {
            if j == k {
                out.extend_from_slice(&s[at..u.range.start]);
                at = toks[semi].range.end;
            } else if j > semi && u.kind == Kind::Ident && text(s, u) == name {
                out.extend_from_slice(&s[at..u.range.start]);
                out.extend_from_slice(ty);
                at = u.range.end;
            }
        }
        out.extend_from_slice(&s[at..]);
        return Some(out);
    }
    None
}

/// Removes `= DEFAULT` from template parameter lists (`template <typename T = int>`).
pub fn template_defaults(s: &[u8], i: usize) -> Option<Vec<u8>> {
    let toks = tokenize(s);
    let mut sites = Vec::new();
    for (k, t) in toks.iter().enumerate() {
        if !(is(s, t, "template") && toks.get(k + 1).is_some_and(|n| is(s, n, "<"))) {
            continue;
        }
        let mut depth = 0i32;
        let mut eq: Option<usize> = None;
        for j in k + 2..toks.len() {
            let x = text(s, &toks[j]);
            match x {
                b"(" | b"[" | b"<" => depth += 1,
                b")" | b"]" => depth -= 1,
                b">" | b"," | b">>" if depth == 0 => {
                    if let Some(e) = eq.take() {
                        sites.push(toks[e].range.start..toks[j - 1].range.end);
                    }
                    if x != b"," {
                        break;
                    }
                }
                b">" => depth -= 1,
                b"=" if depth == 0 => eq = Some(j),
                b";" | b"{" => break,
                _ => {}
            }
        }
    }
    sites.get(i).map(|r| splice(s, r.clone(), b""))
}

const KEYWORDS: &[&str] = &[
    "auto", "bool", "break", "case", "char", "class", "const", "constexpr", "continue", "default", "delete", "do",
    "double", "else", "enum", "explicit", "extern", "false", "float", "for", "friend", "goto", "if", "inline", "int",
    "long", "namespace", "new", "nullptr", "operator", "override", "private", "protected", "public", "return",
    "short", "signed", "sizeof", "static", "struct", "switch", "template", "this", "true", "typedef", "typename",
    "union", "unsigned", "using", "virtual", "void", "volatile", "while", "final", "decltype", "noexcept",
    "static_assert", "throw", "try", "catch", "mutable", "register", "asm", "dim3",
];

/// Renames an identifier (all its occurrences) to the shortest name not used yet. Keywords,
/// `__reserved` names and names in preprocessor lines are left alone (they are not ours).
pub fn rename_identifiers(s: &[u8], i: usize) -> Option<Vec<u8>> {
    let toks = tokenize(s);
    let mut used: Vec<&[u8]> = toks.iter().filter(|t| t.kind == Kind::Ident).map(|t| text(s, t)).collect();
    used.sort();
    used.dedup();
    let mut order: Vec<&[u8]> = Vec::new();
    for t in toks.iter().filter(|t| t.kind == Kind::Ident) {
        let x = text(s, t);
        if x.len() > 1 && !x.starts_with(b"__") && !KEYWORDS.iter().any(|k| k.as_bytes() == x) && !order.contains(&x) {
            order.push(x);
        }
    }
    let target = *order.get(i)?;
    // Shortest free name; none shorter than the target → the unchanged text (a no-op candidate
    // the driver skips), so the pass goes on with the next identifier instead of stopping.
    let Some(fresh) = (0usize..)
        .map(short_name)
        .take_while(|n| n.len() < target.len())
        .find(|n| !used.contains(&n.as_bytes()) && !KEYWORDS.contains(&n.as_str()))
    else {
        return Some(s.to_vec());
    };
    let mut out = Vec::with_capacity(s.len());
    let mut at = 0;
    for t in toks.iter().filter(|t| t.kind == Kind::Ident && text(s, t) == target) {
        out.extend_from_slice(&s[at..t.range.start]);
        out.extend_from_slice(fresh.as_bytes());
        at = t.range.end;
    }
    out.extend_from_slice(&s[at..]);
    Some(out)
}

/// a, b, …, z, aa, ab, …
fn short_name(mut n: usize) -> String {
    let mut v = Vec::new();
    loop {
        v.push(b'a' + (n % 26) as u8);
        if n < 26 {
            break;
        }
        n = n / 26 - 1;
    }
    v.reverse();
    String::from_utf8(v).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(p: Pass, s: &str) -> Vec<String> {
        (0..).map_while(|i| p(s.as_bytes(), i)).map(|v| String::from_utf8(v).unwrap()).collect()
    }

    #[test]
    fn top_level_and_blocks() {
        let s = "# 1 \"x.cu\"\nint a;\nstruct S { int b; };\nvoid f() { a = 1; if (a) { a = 2; } }\n";
        let c = all(top_level_decls, s);
        assert_eq!(c.len(), 4);
        assert_eq!(c[0], "\nint a;\nstruct S { int b; };\nvoid f() { a = 1; if (a) { a = 2; } }\n");
        assert_eq!(c[2], "# 1 \"x.cu\"\nint a;\n\nvoid f() { a = 1; if (a) { a = 2; } }\n");
        let b = all(block_statements, s);
        assert!(b.contains(&"# 1 \"x.cu\"\nint a;\nstruct S { int b; };\nvoid f() {  if (a) { a = 2; } }\n".to_string()), "{b:#?}");
        assert!(b.contains(&"# 1 \"x.cu\"\nint a;\nstruct S { int b; };\nvoid f() { a = 1; if (a) {  } }\n".to_string()));
    }

    #[test]
    fn brackets_exprs_typedefs_defaults_renames() {
        assert_eq!(all(balanced, "f(a[1]);"), ["f;", "f();", "f(a);", "f(a[]);"]);
        let z = all(expr_to_zero, "int x = a + b; return f(c, d);");
        assert!(z.contains(&"int x = 0; return f(c, d);".to_string()), "{z:?}");
        assert!(z.contains(&"int x = a + b; return 0;".to_string()));
        assert!(z.contains(&"int x = a + b; return f(0);".to_string()));
        assert_eq!(all(inline_typedef, "typedef unsigned long T; T x; T f(T);"), [" unsigned long x; unsigned long f(unsigned long);"]);
        assert_eq!(all(inline_typedef, "typedef int (*fp)(int);"), Vec::<String>::new());
        assert_eq!(all(template_defaults, "template <typename T = int, int N = 3> struct A;"), [
            "template <typename T , int N = 3> struct A;",
            "template <typename T = int, int N > struct A;"
        ]);
        assert_eq!(all(rename_identifiers, "int foo; __device__ int a = foo;"), ["int b; __device__ int a = b;"]);
        // `ab` cannot get shorter (a..z all taken), `xyz` still can (to `aa`).
        let taken: String = (b'a'..=b'z').map(|c| format!("{} ", c as char)).collect();
        let r = all(rename_identifiers, &format!("{taken}ab xyz"));
        assert_eq!(r.len(), 2);
        assert_eq!(r[0], format!("{taken}ab xyz"));
        assert_eq!(r[1], format!("{taken}ab aa"));
        assert_eq!(short_name(0), "a");
        assert_eq!(short_name(26), "aa");
    }
}
