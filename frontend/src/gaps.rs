//! The "unsupported" channel: what cufe met but cannot analyse yet.
//!
//! A gap is never turned into an invented diagnostic. It is recorded here, counted, and (with
//! `--cufe-report=FILE`) written as JSON for the harness, which classifies the case as "unsupported"
//! instead of agree/differ. This keeps coverage visible while the front end grows.
use std::collections::BTreeMap;

/// Counts of unsupported features, keyed by a short stable name (`"parse: class template"`).
#[derive(Debug, Default, Clone)]
pub struct Gaps {
    counts: BTreeMap<String, u32>,
    /// The first input offset at which each gap was met (for the report).
    first_at: BTreeMap<String, u32>,
    /// Gaps that only concern the written outputs (host file, module id): the analysis — diagnostics
    /// and exit code — was complete. Every other gap concerns the analysis too.
    output_only: std::collections::BTreeSet<String>,
    /// The first gap noted (in the order met), for wrappers that report "<context>: <first gap inside>".
    first: Option<String>,
    /// The compilation's own gaps (not a quiet run's scratch set): `CUFE_GAP_TRACE=root` prints only
    /// these. The flag travels with the value when a quiet run swaps sets.
    root: bool,
}

/// Whether `CUFE_GAP_TRACE` asks for gaps to be printed to stderr as they are noted: `Some(true)` for
/// `CUFE_GAP_TRACE=root` (only those reaching the compilation's own set, i.e. the ones reported),
/// `Some(false)` for every gap, also those of quiet runs that are dropped.
fn trace_mode() -> Option<bool> {
    static ON: std::sync::OnceLock<Option<bool>> = std::sync::OnceLock::new();
    *ON.get_or_init(|| std::env::var_os("CUFE_GAP_TRACE").map(|v| v == "root"))
}

/// Whether `CUFE_GAP_BACKTRACE` asks for a backtrace where gap `what` is noted: set to a prefix of the
/// gap names to trace (`CUFE_GAP_BACKTRACE="sema: default"`), or to `1` for every gap. A debugging aid
/// for finding a gap's producer (stderr only; release builds need `debug = "line-tables-only"` or
/// `RUSTFLAGS=-g` for file:line frames).
fn backtrace_for(what: &str) -> bool {
    static ON: std::sync::OnceLock<Option<String>> = std::sync::OnceLock::new();
    match ON.get_or_init(|| std::env::var("CUFE_GAP_BACKTRACE").ok()) {
        None => false,
        Some(p) if p == "1" => true,
        Some(p) => what.starts_with(p.as_str()),
    }
}

impl Gaps {
    pub fn new() -> Self {
        Self::default()
    }

    /// The compilation's own set (see [`Gaps::root`]).
    pub fn new_root() -> Self {
        Self { root: true, ..Self::default() }
    }

    /// Record one occurrence of an unsupported feature at input offset `pos` (0 when there is none).
    pub fn note(&mut self, what: &str, pos: u32) {
        self.add(what, 1, pos, false);
    }

    /// Records a gap that only concerns the written outputs (the back end met it after a complete
    /// analysis). A gap also met during analysis stays an analysis gap.
    pub fn note_output(&mut self, what: &str, pos: u32) {
        self.add(what, 1, pos, true);
    }

    /// Adds `other`'s gaps, as output-only ones when `output_only`.
    pub fn merge(&mut self, other: &Gaps, output_only: bool) {
        if self.first.is_none() {
            self.first.clone_from(&other.first);
        }
        for (k, &n) in &other.counts {
            self.add(k, n, other.first_at[k], output_only);
        }
    }

    fn add(&mut self, what: &str, n: u32, pos: u32, output_only: bool) {
        // A debugging aid for chasing census gaps one occurrence at a time (not an observable output).
        match trace_mode() {
            Some(false) => eprintln!("cufe-gap: {what} @{pos}"),
            Some(true) if self.root => eprintln!("cufe-gap: {what} @{pos}"),
            _ => {}
        }
        if backtrace_for(what) {
            eprintln!("cufe-gap-backtrace: {what} @{pos}\n{}", std::backtrace::Backtrace::force_capture());
        }
        if self.first.is_none() {
            self.first = Some(what.to_string());
        }
        let analysis_already = self.counts.contains_key(what) && !self.output_only.contains(what);
        *self.counts.entry(what.to_string()).or_insert(0) += n;
        self.first_at.entry(what.to_string()).or_insert(pos);
        if output_only && !analysis_already {
            self.output_only.insert(what.to_string());
        } else if !output_only {
            self.output_only.remove(what);
        }
    }

    /// Whether some gap concerns the analysis (diagnostics, exit code), not only the outputs.
    pub fn affects_analysis(&self) -> bool {
        self.counts.keys().any(|k| !self.output_only.contains(k))
    }

    /// The first gap noted, in the order met.
    pub fn first_met(&self) -> Option<&str> {
        self.first.as_deref()
    }

    pub fn is_empty(&self) -> bool {
        self.counts.is_empty()
    }

    /// The first input offset at which gap `what` was met.
    pub fn first_offset(&self, what: &str) -> Option<u32> {
        self.first_at.get(what).copied()
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, u32)> {
        self.counts.iter().map(|(k, v)| (k.as_str(), *v))
    }

    /// Deterministic JSON (keys sorted): `{"unsupported":[{"what":"…","count":N,"first_offset":P},…]}`;
    /// output-only gaps carry `"scope":"output"` (the harness still judges diagnostics and exit code).
    pub fn to_json(&self) -> String {
        let mut s = String::from("{\"unsupported\":[");
        for (i, (k, v)) in self.counts.iter().enumerate() {
            if i > 0 {
                s.push(',');
            }
            s.push_str("{\"what\":");
            push_json_str(&mut s, k);
            s.push_str(&format!(",\"count\":{},\"first_offset\":{}", v, self.first_at[k]));
            if self.output_only.contains(k) {
                s.push_str(",\"scope\":\"output\"");
            }
            s.push('}');
        }
        s.push_str("]}\n");
        s
    }
}

/// Append `v` as a JSON string literal.
pub fn push_json_str(out: &mut String, v: &str) {
    out.push('"');
    for c in v.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn output_only_gaps_are_marked() {
        let mut g = Gaps::new();
        let mut back = Gaps::new();
        back.note("emit: x", 5);
        g.merge(&back, true);
        assert!(!g.affects_analysis());
        assert_eq!(g.to_json(), "{\"unsupported\":[{\"what\":\"emit: x\",\"count\":1,\"first_offset\":5,\"scope\":\"output\"}]}\n");
        // The same gap met during analysis concerns the analysis.
        g.note("emit: x", 9);
        assert!(g.affects_analysis());
        assert!(!g.to_json().contains("scope"));
    }

    #[test]
    fn json_is_sorted_and_counted() {
        let mut g = Gaps::new();
        g.note("parse: b", 7);
        g.note("parse: a", 3);
        g.note("parse: b", 9);
        assert_eq!(
            g.to_json(),
            "{\"unsupported\":[{\"what\":\"parse: a\",\"count\":1,\"first_offset\":3},{\"what\":\"parse: b\",\"count\":2,\"first_offset\":7}]}\n"
        );
    }
}
