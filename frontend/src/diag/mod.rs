//! The diagnostics engine: EDG's message table, severities, severity control, text/SARIF output,
//! counters, the error limit and the summary.
//!
//! Code refers to a diagnostic by its tag constant (`id::UNDEFINED_IDENTIFIER`), generated at build time
//! from `data/diagnostics.tsv`; the severity is chosen at the call site, as in EDG.
//!
//! API contract used by every stage (keep it stable; extend, do not change):
//! `Diagnostics::report(&mut self, &dyn Locate, Diagnostic)`, `Diagnostic::new(sev, id, where).arg(…)`,
//! `error_count()`, `catastrophic_count()`, `must_stop()`.
use crate::source::{Locate, Offset};
use std::io::Write;

/// The generated message table: `MESSAGES`, `TAGS`, `TAG_INDEX`, and `id::*` constants.
pub mod table {
    include!(concat!(env!("OUT_DIR"), "/diag_table.rs"));
}
pub use table::id;

/// An internal diagnostic number (index into the message table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DiagId(pub u16);

impl DiagId {
    /// The number EDG displays: internal + 16543 from 3457 up (the CUDA block shows as 20000+).
    pub fn displayed(self) -> u32 {
        let n = self.0 as u32;
        if n > 3456 {
            n + 16543
        } else {
            n
        }
    }
    pub fn template(self) -> &'static str {
        table::MESSAGES.get(self.0 as usize).copied().unwrap_or("")
    }
    pub fn tag(self) -> &'static str {
        table::TAGS.get(self.0 as usize).copied().unwrap_or("")
    }
    /// Looks up a tag (`undefined_identifier`).
    pub fn from_tag(tag: &str) -> Option<DiagId> {
        table::TAG_INDEX.binary_search_by(|(t, _)| (*t).cmp(tag)).ok().map(|i| DiagId(table::TAG_INDEX[i].1))
    }
}

/// EDG's severity levels (the numeric values are EDG's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Note = 2,
    Suppressed = 3,
    Remark = 4,
    Warning = 5,
    CommandLineWarning = 6,
    /// An error the user may downgrade (`--diag_warning`, `#pragma nv_diag_*`).
    DiscretionaryError = 7,
    Error = 8,
    Catastrophic = 9,
    CommandLineError = 10,
    Internal = 11,
}

/// Where a diagnostic points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Where {
    /// No position: `Command-line error: …`, `Catastrophic error: …`.
    Nowhere,
    At(Offset),
    /// `At end of source: …`.
    EndOfSource,
}

/// A fill-in for the `%` specifiers of a message template.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// `%s` / `%sq` (quoted by the template), `%no`.
    Str(String),
    /// `%d` / `%u`.
    Num(i64),
    /// `%n`: an entity, already rendered as its kind word and qualified name parts.
    Entity { kind: String, name: String },
    /// `%t`: a type, already rendered.
    Type(String),
    /// `%p`: a declaration position.
    Pos(Offset),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_string())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}
impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Num(n)
    }
}

/// One diagnostic as a stage reports it.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub id: DiagId,
    pub severity: Severity,
    pub at: Where,
    pub args: Vec<Arg>,
    /// Sub-lines printed with a 12-space indent between the message and the source line (candidates).
    pub related: Vec<String>,
    /// Instantiation/include context lines printed after the caret.
    pub context: Vec<String>,
}

impl Diagnostic {
    pub fn new(severity: Severity, id: DiagId, at: Where) -> Diagnostic {
        Diagnostic { id, severity, at, args: Vec::new(), related: Vec::new(), context: Vec::new() }
    }
    pub fn arg(mut self, a: impl Into<Arg>) -> Diagnostic {
        self.args.push(a.into());
        self
    }
}

/// How diagnostics are shown; filled from the command line by the driver.
#[derive(Clone, Debug)]
pub struct DiagConfig {
    pub display_error_number: bool,
    pub brief: bool,
    pub remarks: bool,
    pub no_warnings: bool,
    pub promote_warnings: bool,
    pub error_limit: u32,
    pub context_limit: u32,
    pub sarif: bool,
    pub colors: bool,
    /// Name used in the summary (`--orig_src_file_name`, else the input as given); None = "this compilation".
    pub compilation_name: Option<String>,
}

impl Default for DiagConfig {
    fn default() -> Self {
        DiagConfig {
            display_error_number: false,
            brief: false,
            remarks: false,
            no_warnings: false,
            promote_warnings: false,
            error_limit: 100,
            context_limit: 10,
            sarif: false,
            colors: false,
            compilation_name: None,
        }
    }
}

/// The engine. Diagnostics are written as they are reported, like EDG does.
pub struct Diagnostics {
    pub config: DiagConfig,
    out: Box<dyn Write>,
    errors: u32,
    catastrophic: u32,
    limit_reached: bool,
}

impl Diagnostics {
    pub fn new(config: DiagConfig, out: Box<dyn Write>) -> Diagnostics {
        Diagnostics { config, out, errors: 0, catastrophic: 0, limit_reached: false }
    }

    pub fn error_count(&self) -> u32 {
        self.errors
    }
    pub fn catastrophic_count(&self) -> u32 {
        self.catastrophic
    }
    /// A catastrophic error or the error limit: the compilation must stop now.
    pub fn must_stop(&self) -> bool {
        self.catastrophic > 0 || self.limit_reached
    }

    /// Reports one diagnostic (skeleton formatter; the full engine replaces this).
    pub fn report(&mut self, src: &dyn Locate, d: Diagnostic) {
        if d.severity < Severity::Warning && !(d.severity == Severity::Remark && self.config.remarks) {
            return;
        }
        let text = expand(d.id.template(), &d.args);
        let word = match d.severity {
            Severity::Note => "note",
            Severity::Remark => "remark",
            Severity::Warning | Severity::CommandLineWarning => "warning",
            Severity::Catastrophic => "catastrophic error",
            Severity::CommandLineError => "command-line error",
            Severity::Internal => "internal error",
            _ => "error",
        };
        let _ = match d.at {
            Where::Nowhere => {
                let mut w = word.to_string();
                w[..1].make_ascii_uppercase();
                writeln!(self.out, "{}: {}\n", w, text)
            }
            Where::EndOfSource => writeln!(self.out, "At end of source: {}: {}\n", word, text),
            Where::At(off) => {
                let l = src.locate(off);
                writeln!(self.out, "{}({}): {}: {}", l.file, l.line, word, text)
            }
        };
        match d.severity {
            Severity::DiscretionaryError | Severity::Error => self.errors += 1,
            Severity::Catastrophic | Severity::CommandLineError | Severity::Internal => self.catastrophic += 1,
            _ => {}
        }
        if self.errors >= self.config.error_limit {
            self.limit_reached = true;
        }
    }

    /// Prints the summary and returns the exit code (0 / 2 / 4).
    pub fn finish(&mut self) -> i32 {
        let _ = self.out.flush();
        if self.catastrophic > 0 || self.limit_reached {
            4
        } else if self.errors > 0 {
            2
        } else {
            0
        }
    }
}

/// Expands `%s`, `%sq`, `%d`… in a template (skeleton: positional, kind-blind).
pub fn expand(template: &str, args: &[Arg]) -> String {
    let mut out = String::new();
    let mut it = args.iter();
    let mut chars = template.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        let mut spec = String::new();
        while let Some(&n) = chars.peek() {
            if n.is_ascii_alphanumeric() {
                spec.push(n);
                chars.next();
            } else {
                break;
            }
        }
        let a = it.next();
        let s = match a {
            Some(Arg::Str(s)) | Some(Arg::Type(s)) => s.clone(),
            Some(Arg::Num(n)) => n.to_string(),
            Some(Arg::Entity { kind, name }) => format!("{} \"{}\"", kind, name),
            Some(Arg::Pos(_)) | None => String::new(),
        };
        if spec.starts_with("sq") {
            out.push('"');
            out.push_str(&s);
            out.push('"');
        } else {
            out.push_str(&s);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn table_and_numbers() {
        assert_eq!(id::UNDEFINED_IDENTIFIER, DiagId(20));
        assert_eq!(DiagId::from_tag("undefined_identifier"), Some(DiagId(20)));
        assert_eq!(DiagId(3505).displayed(), 20048);
        assert_eq!(DiagId(20).template(), "identifier %sq is undefined");
        assert_eq!(expand(DiagId(20).template(), &["x".into()]), "identifier \"x\" is undefined");
    }
}
