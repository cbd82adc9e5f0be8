//! EDG's option table, read from `data/cli-flags.tsv` (the names `cudafe++ --dump_command_options`
//! prints, in the same order — the order is observable in the ambiguity listings).
use std::sync::OnceLock;

static TSV: &str = include_str!("../../data/cli-flags.tsv");

/// One registered option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opt {
    /// The long name without the leading `--` (`diag_warning`).
    pub name: &'static str,
    pub takes_value: bool,
    /// The single-letter alias (`-e` for `--error_limit`).
    pub short: Option<char>,
}

/// The table in the binary's order. The tsv is compiled in; a malformed row is skipped (a unit test
/// checks that all 386 rows are read).
pub fn table() -> &'static [Opt] {
    static TABLE: OnceLock<Vec<Opt>> = OnceLock::new();
    TABLE.get_or_init(|| {
        TSV.lines()
            .skip(1)
            .filter_map(|line| {
                let cols: Vec<&'static str> = line.split('\t').collect();
                let name = cols.first()?.strip_prefix("--")?;
                let takes_value = *cols.get(1)? == "yes";
                let short = cols.get(5).and_then(|s| s.strip_prefix('-')).and_then(|s| {
                    let mut it = s.chars();
                    match (it.next(), it.next()) {
                        (Some(c), None) => Some(c),
                        _ => None,
                    }
                });
                Some(Opt { name, takes_value, short })
            })
            .collect()
    })
}

/// The option whose single-letter alias is `c`.
pub fn by_short(c: char) -> Option<&'static Opt> {
    table().iter().find(|o| o.short == Some(c))
}

/// Result of looking up a long name.
pub enum Lookup {
    Found(&'static Opt),
    /// Several options start with the name; they are listed in table order.
    Ambiguous(Vec<&'static Opt>),
    NotFound,
}

/// EDG's rule: an exact name wins even when it is also a prefix of other names; otherwise a unique
/// prefix is accepted; several prefix matches are ambiguous.
pub fn lookup(name: &str) -> Lookup {
    if let Some(o) = table().iter().find(|o| o.name == name) {
        return Lookup::Found(o);
    }
    let matches: Vec<&'static Opt> = table().iter().filter(|o| o.name.starts_with(name)).collect();
    match matches.len() {
        0 => Lookup::NotFound,
        1 => Lookup::Found(matches[0]),
        _ => Lookup::Ambiguous(matches),
    }
}

/// Exactly what `--dump_command_options` writes to stdout: every name with `--`, each followed by a
/// space, and no newline.
pub fn dump_command_options_text() -> String {
    let mut s = String::new();
    for o in table() {
        s.push_str("--");
        s.push_str(o.name);
        s.push(' ');
    }
    s
}
