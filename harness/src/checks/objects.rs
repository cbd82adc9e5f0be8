//! `objects` (opt-in): how close cufe's host output is to the reference's, at the first level that holds:
//! `byte-identical` (the normalised texts), `token-identical` (equal once whitespace is removed),
//! `object-identical` (the g++ objects of `host-compile` have the same symbol tables — name, binding,
//! section, size —, the same section lists, and the same bytes in the `.nvHR*` and `__nv_managed_data__`
//! sections), else `differ`. Objects are read with the `object` crate, never through `nm` text.
use super::host_compile::{compiles, Compiles};
use super::{CheckInput, Checker, Verdict};
use object::{Object, ObjectSection, ObjectSymbol, SymbolSection};

pub struct Objects;

/// Sections whose exact bytes are compared (the host-side registration data cudafe++ emits).
fn bytes_compared(name: &str) -> bool {
    name.starts_with(".nvHR") || name == "__nv_managed_data__"
}

/// A comparable summary of one object file.
#[derive(Debug, PartialEq)]
pub struct Summary {
    /// (name, kind, size) in file order.
    pub sections: Vec<(String, String, u64)>,
    /// (name, binding, section, size), sorted (symbol order carries no meaning).
    pub symbols: Vec<(String, &'static str, String, u64)>,
    /// (name, bytes) of the byte-compared sections.
    pub data: Vec<(String, Vec<u8>)>,
}

pub fn summarize(bytes: &[u8]) -> Result<Summary, String> {
    let f = object::File::parse(bytes).map_err(|e| format!("unreadable object: {}", e))?;
    let mut sections = Vec::new();
    let mut data = Vec::new();
    for s in f.sections() {
        let name = s.name().unwrap_or("<bad name>").to_string();
        if bytes_compared(&name) {
            data.push((
                name.clone(),
                s.data().map(<[u8]>::to_vec).unwrap_or_default(),
            ));
        }
        sections.push((name, format!("{:?}", s.kind()), s.size()));
    }
    let mut symbols = Vec::new();
    for y in f.symbols() {
        let binding = if y.is_weak() {
            "weak"
        } else if y.is_global() {
            "global"
        } else {
            "local"
        };
        let section = match y.section() {
            SymbolSection::Section(i) => f
                .section_by_index(i)
                .ok()
                .and_then(|s| s.name().ok().map(String::from))
                .unwrap_or_else(|| "<bad section>".into()),
            SymbolSection::Undefined => "UND".into(),
            SymbolSection::Absolute => "ABS".into(),
            SymbolSection::Common => "COM".into(),
            other => format!("{:?}", other),
        };
        symbols.push((
            normalize_symbol(y.name().unwrap_or("<bad name>")),
            binding,
            section,
            y.size(),
        ));
    }
    symbols.sort();
    Ok(Summary {
        sections,
        symbols,
        data,
    })
}

/// Run-dependent symbol names: nvcc's temporary file name (the `STT_FILE` symbol,
/// `tmpxft_0000588f_00000000-6_k.cudafe1.cpp`) and the PID tail of `_GLOBAL__N_…` names.
pub fn normalize_symbol(name: &str) -> String {
    let b = crate::normalize::normalize_global_n(name.as_bytes());
    let mut s = crate::util::lossy(&b);
    if let Some(p) = s.find("tmpxft_") {
        let rest = &s[p + 7..];
        // tmpxft_<8 hex>_<8 hex>-<digits>_
        let hex = |t: &str| t.len() == 8 && t.bytes().all(|c| c.is_ascii_hexdigit());
        if rest.len() > 18
            && hex(&rest[..8])
            && &rest[8..9] == "_"
            && hex(&rest[9..17])
            && &rest[17..18] == "-"
        {
            let tail = &rest[18..];
            let digits = tail.bytes().take_while(u8::is_ascii_digit).count();
            if digits > 0 && tail[digits..].starts_with('_') {
                s = format!("{}tmpxft_*{}", &s[..p], &tail[digits..]);
            }
        }
    }
    s
}

fn list_diff<T: std::fmt::Debug>(what: &str, a: &[T], b: &[T]) -> String {
    let fa: Vec<String> = a.iter().map(|x| format!("{:?}", x)).collect();
    let fb: Vec<String> = b.iter().map(|x| format!("{:?}", x)).collect();
    format!(
        "{} differ:\n{}",
        what,
        super::text_diff(
            (fa.join("\n") + "\n").as_bytes(),
            (fb.join("\n") + "\n").as_bytes()
        )
    )
}

/// `None` when the objects are identical in the compared aspects, else what differs.
pub fn compare_objects(reference: &[u8], cufe: &[u8]) -> Option<String> {
    let (a, b) = match (summarize(reference), summarize(cufe)) {
        (Ok(a), Ok(b)) => (a, b),
        (Err(e), _) => return Some(format!("reference object: {}", e)),
        (_, Err(e)) => return Some(format!("cufe object: {}", e)),
    };
    let mut out = Vec::new();
    if a.sections != b.sections {
        out.push(list_diff(
            "section lists (name, kind, size)",
            &a.sections,
            &b.sections,
        ));
    }
    if a.symbols != b.symbols {
        out.push(list_diff(
            "symbol tables (name, binding, section, size)",
            &a.symbols,
            &b.symbols,
        ));
    }
    if a.data != b.data {
        let names = |s: &Summary| s.data.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>();
        let mut d: Vec<String> = Vec::new();
        for n in names(&a).into_iter().chain(names(&b)) {
            let x = a.data.iter().find(|(m, _)| *m == n).map(|(_, v)| v);
            let y = b.data.iter().find(|(m, _)| *m == n).map(|(_, v)| v);
            if x != y && !d.iter().any(|e| e.starts_with(&format!("{}:", n))) {
                d.push(format!(
                    "{}: reference {} bytes, cufe {} bytes",
                    n,
                    x.map_or("no".into(), |v| v.len().to_string()),
                    y.map_or("no".into(), |v| v.len().to_string())
                ));
            }
        }
        out.push(format!("section bytes differ: {}", d.join("; ")));
    }
    (!out.is_empty()).then(|| out.join("\n"))
}

/// Equal once all ASCII whitespace is removed.
pub fn token_identical(a: &[u8], b: &[u8]) -> bool {
    let strip = |x: &[u8]| -> Vec<u8> {
        x.iter()
            .copied()
            .filter(|c| !c.is_ascii_whitespace())
            .collect()
    };
    strip(a) == strip(b)
}

impl Checker for Objects {
    fn name(&self) -> &'static str {
        "objects"
    }
    fn check(&self, input: &CheckInput) -> Verdict {
        match (&input.reference.host, &input.cufe.host) {
            (None, None) => {
                return Verdict::Skipped("neither front end wrote a host output".into())
            }
            (Some(a), Some(b)) if a == b => return Verdict::AgreeNote("byte-identical".into()),
            (Some(a), Some(b)) if token_identical(a, b) => {
                return Verdict::AgreeNote("token-identical".into())
            }
            _ => {}
        }
        match compiles(input) {
            Compiles::Skipped(m) => Verdict::Skipped(m.clone()),
            Compiles::Ready {
                reference, cufe, ..
            } => {
                let obj = |c: &Option<std::sync::Arc<crate::gxx::Compiled>>| {
                    c.as_ref().and_then(|c| c.object.clone())
                };
                match (obj(reference), obj(cufe)) {
                    (Some(a), Some(b)) => match compare_objects(&a, &b) {
                        None => Verdict::AgreeNote("object-identical".into()),
                        Some(d) => Verdict::Differ(d),
                    },
                    (None, None) => {
                        Verdict::Skipped("no object on either side (see host_compile)".into())
                    }
                    (Some(_), None) => Verdict::Differ(
                        "cufe's host output gave no object; the reference's did".into(),
                    ),
                    (None, Some(_)) => Verdict::Differ(
                        "the reference's host output gave no object; cufe's did".into(),
                    ),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn tokens() {
        assert!(token_identical(b"int  x;\n", b"int x ;"));
        assert!(!token_identical(b"int x;", b"int y;"));
    }
    #[test]
    fn tmpxft_names() {
        assert_eq!(
            normalize_symbol("tmpxft_00005882_00000000-6_k.cudafe1.cpp"),
            "tmpxft_*_k.cudafe1.cpp"
        );
        assert_eq!(normalize_symbol("main"), "main");
        assert_eq!(normalize_symbol("tmpxft_zz"), "tmpxft_zz");
    }
    #[test]
    fn garbage_object() {
        assert!(compare_objects(b"nope", b"nope").is_some());
    }
}
