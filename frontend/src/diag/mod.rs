//! The diagnostics engine: EDG's message table, severities, severity control, text/SARIF output,
//! counters, the error limit and the summary.
//!
//! Code refers to a diagnostic by its tag constant (`id::UNDEFINED_IDENTIFIER`), generated at build time
//! from `data/diagnostics.tsv`; the severity is chosen at the call site, as in EDG.
//!
//! API contract used by every stage (keep it stable; extend, do not change):
//! `Diagnostics::report(&mut self, &dyn Locate, Diagnostic)`, `Diagnostic::new(sev, id, where).arg(…)`,
//! `error_count()`, `catastrophic_count()`, `must_stop()`, `finish()`.
//!
//! Pipeline of `report` (EDG's check_severity): pragma/command-line override (severity <= 7 only) →
//! "once" → system-header floor (<= 7 dropped) → threshold (suppressed, remarks unless `--remarks`,
//! warnings under `-w`) → `--promote_warnings` → text or SARIF → counters → the once-per-run Remark
//! 3709 after the first warning → error limit.
use crate::source::{Locate, Location, Offset};
use std::io::Write;

pub mod color;
pub mod control;
pub mod fill;
pub mod pragma;
pub mod pump;
pub mod sarif;
pub mod summary;
pub mod text;

pub use control::Action;

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
    /// `file(line): …` with no source line nor caret: how cicc reports what its code generation finds
    /// (device mode, `cuda::device_checks`).
    AtLine(Offset),
    /// `At end of source: …`.
    EndOfSource,
}

/// A fill-in for the `%` specifiers of a message template. Fill-ins are matched by kind and index
/// (`%sq2` = the second `Str`), so their order only matters within one kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// `%s` / `%sq` (quoted by the template).
    Str(String),
    /// `%d`.
    Num(i64),
    /// `%u`.
    Unsigned(u64),
    /// `%n`: an entity, already rendered as its kind word and name (`function`, `f`).
    Entity { kind: String, name: String },
    /// `%n` with everything the option letters may ask for (`%nfd`, `%np`, `%no` …).
    EntityFull(EntityArg),
    /// `%t`: a type, already rendered (quoted by the expansion).
    Type(String),
    /// `%T`: a template argument list, already rendered without the angle brackets.
    TypeArgs(String),
    /// `%p`: a declaration position as an input offset (located when the message is written).
    Pos(Offset),
    /// `%p`: a declaration position, resolved: `at line N` (`of FILE` when not the diagnostic's file).
    Position { file: String, line: u32 },
    /// `%r`: a template parameter, already rendered.
    Param(String),
}

/// An entity for `%n` and its option letters: `o` omits `kind`, `f`/`t` use `qualified`, `p` appends
/// `params`, `d` appends ` (declared at line N[ of FILE])` from `declared`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EntityArg {
    pub kind: String,
    pub name: String,
    pub qualified: Option<String>,
    pub params: Option<String>,
    /// Where it was declared (file, line); line 0 = declared implicitly.
    pub declared: Option<(String, u32)>,
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
    /// Dropped in SARIF, as the reference does.
    pub related: Vec<String>,
    /// Instantiation context entries (`instantiation of "…" at line 7`), printed after the caret as
    /// `detected during …` with the `--context_limit` elision.
    pub context: Vec<String>,
    /// Notes attached to this diagnostic (`note #3196-D: to match this "{"`): printed as their own
    /// blocks right after it in text mode, as `relatedLocations` in SARIF.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    pub fn new(severity: Severity, id: DiagId, at: Where) -> Diagnostic {
        Diagnostic { id, severity, at, args: Vec::new(), related: Vec::new(), context: Vec::new(), notes: Vec::new() }
    }
    pub fn arg(mut self, a: impl Into<Arg>) -> Diagnostic {
        self.args.push(a.into());
        self
    }
    pub fn note(mut self, n: Diagnostic) -> Diagnostic {
        self.notes.push(n);
        self
    }
}

/// How diagnostics are shown; filled from the command line by the driver.
#[derive(Clone, Debug)]
pub struct DiagConfig {
    pub display_error_number: bool,
    pub brief: bool,
    pub wrap: bool,
    pub remarks: bool,
    pub no_warnings: bool,
    pub promote_warnings: bool,
    pub error_limit: u32,
    pub context_limit: u32,
    pub sarif: bool,
    /// The lowest severity shown. `-w` and `--remarks` set one threshold, the last one wins
    /// (`-w --remarks` shows warnings and remarks, `--remarks -w` neither). None = derive it from
    /// `no_warnings` / `remarks` (with both set, `-w` is assumed last).
    pub min_severity: Option<Severity>,
    /// Colour escapes on (the driver decides with `color::enabled`); the spec comes from the environment.
    pub colors: bool,
    /// Name used in the summary (`--orig_src_file_name`, else the input as given); None = "this compilation".
    pub compilation_name: Option<String>,
}

impl Default for DiagConfig {
    fn default() -> Self {
        DiagConfig {
            display_error_number: false,
            brief: false,
            wrap: false,
            remarks: false,
            no_warnings: false,
            promote_warnings: false,
            error_limit: 100,
            context_limit: 10,
            sarif: false,
            min_severity: None,
            colors: false,
            compilation_name: None,
        }
    }
}

/// Message 3709, the once-per-run hint after the first warning.
const SUPPRESS_HINT: DiagId = DiagId(3709);
/// Message 1508.
const ERROR_LIMIT_REACHED: DiagId = DiagId(1508);

/// The engine. Diagnostics are written as they are reported, like EDG does.
pub struct Diagnostics {
    pub config: DiagConfig,
    /// Command-line and pragma severity control.
    pub control: control::Control,
    /// State of the `#pragma nv_diag_*` reader.
    pub pragmas: pragma::PragmaReader,
    out: Box<dyn Write>,
    colors: Option<color::Colors>,
    errors: u32,
    catastrophic: u32,
    internal: bool,
    limit_reached: bool,
    hint_done: bool,
    sarif_results: u32,
    sarif_started: bool,
    sarif_done: bool,
    /// Text that arrived while the SARIF array was open (timing lines), written after the trailer.
    sarif_pending: String,
    /// Where "end of source" is, for the SARIF line of `Where::EndOfSource`.
    end_of_source: Option<Offset>,
}

impl Diagnostics {
    pub fn new(config: DiagConfig, out: Box<dyn Write>) -> Diagnostics {
        let colors = if config.colors && !config.sarif { Some(color::Colors::from_env()) } else { None };
        Diagnostics {
            config,
            control: control::Control::default(),
            pragmas: pragma::PragmaReader::default(),
            out,
            colors,
            errors: 0,
            catastrophic: 0,
            internal: false,
            limit_reached: false,
            hint_done: false,
            sarif_results: 0,
            sarif_started: false,
            sarif_done: false,
            sarif_pending: String::new(),
            end_of_source: None,
        }
    }

    /// Uses an explicit colour spec (tests, or a driver that read it elsewhere).
    pub fn set_colors(&mut self, c: Option<color::Colors>) {
        self.colors = c;
    }

    /// The offset of the end of the input: `Where::EndOfSource` is located there in SARIF.
    pub fn set_end_of_source(&mut self, at: Offset) {
        self.end_of_source = Some(at);
    }

    /// Applies `--diag_*` options in command-line order (the last one for a code wins).
    pub fn command_line_control(&mut self, action: Action, id: DiagId) {
        self.control.command_line(action, id);
    }

    /// Whether command-line options change some code's severity (then whether an earlier diagnostic
    /// was an error depends on them; lowering's CUDA checks ask).
    pub fn has_severity_overrides(&self) -> bool {
        self.control.has_command_line_severities()
    }
    pub fn error_count(&self) -> u32 {
        self.errors
    }
    pub fn catastrophic_count(&self) -> u32 {
        self.catastrophic
    }
    /// The display threshold (EDG's minimum severity: 5 by default, 4 with `--remarks`, 6 with `-w`).
    fn min_shown(&self) -> Severity {
        self.config.min_severity.unwrap_or(if self.config.no_warnings {
            Severity::CommandLineWarning
        } else if self.config.remarks {
            Severity::Remark
        } else {
            Severity::Warning
        })
    }

    /// A catastrophic error or the error limit: the compilation must stop now.
    pub fn must_stop(&self) -> bool {
        self.catastrophic > 0 || self.limit_reached
    }

    fn write_bytes(&mut self, b: &[u8]) {
        let _ = self.out.write_all(b);
        let _ = self.out.flush();
    }

    /// Writes text to the diagnostic stream (the timing lines). In SARIF mode the reference prints
    /// such text inside the JSON; cufe holds it back until after the SARIF trailer (sarif-valid-json).
    pub fn write_raw(&mut self, s: &str) {
        if self.config.sarif && !self.sarif_done {
            self.sarif_pending.push_str(s);
        } else {
            self.write_bytes(s.as_bytes());
        }
    }

    fn sarif_result(&mut self, r: String) {
        let mut s = String::new();
        if !self.sarif_started {
            self.sarif_started = true;
            s.push_str(sarif::HEADER);
        }
        if self.sarif_results > 0 {
            s.push(',');
        }
        self.sarif_results += 1;
        s.push_str(&r);
        self.write_bytes(s.as_bytes());
    }

    fn sarif_loc<'l>(&self, src: &'l dyn Locate, at: Where) -> Option<(Location<'l>, bool)> {
        match at {
            Where::Nowhere => None,
            Where::At(o) | Where::AtLine(o) => Some((src.locate(o), true)),
            Where::EndOfSource => self.end_of_source.map(|o| (src.locate(o), false)),
        }
    }

    /// Writes one shown diagnostic (and its notes) in the current output mode.
    fn emit(&mut self, src: &dyn Locate, d: &Diagnostic, sev: Severity, promoted: bool) {
        let number = if self.config.display_error_number && sev <= Severity::Warning { Some(d.id.displayed()) } else { None };
        let loc = match d.at {
            Where::At(o) | Where::AtLine(o) => Some(src.locate(o)),
            _ => None,
        };
        if self.config.sarif {
            let ctx = fill::FillCtx { file: loc.as_ref().map(|l| l.file), quote: None, src: Some(src) };
            let msg = fill::expand(d.id.template(), &d.args, &ctx);
            let mut related = Vec::new();
            for n in &d.notes {
                let nl = self.sarif_loc(src, n.at);
                let nctx = fill::FillCtx { file: nl.as_ref().map(|(l, _)| l.file), quote: None, src: Some(src) };
                let text = fill::expand(n.id.template(), &n.args, &nctx);
                let sl = nl.as_ref().map(|(l, col)| sarif::SarifLoc {
                    file: l.file,
                    line: l.line,
                    column: if *col { Some(l.column) } else { None },
                });
                related.push((text, sl));
            }
            let l = self.sarif_loc(src, d.at);
            let sl = l.as_ref().map(|(l, col)| sarif::SarifLoc {
                file: l.file,
                line: l.line,
                column: if *col { Some(l.column) } else { None },
            });
            let r = sarif::result(d.id.0, sarif::level(sev, promoted), &msg, sl.as_ref(), &related);
            self.sarif_result(r);
            return;
        }
        let quote = self.colors.as_ref().and_then(|c| c.quote.clone());
        let ctx = fill::FillCtx { file: loc.as_ref().map(|l| l.file), quote: quote.as_deref(), src: Some(src) };
        let msg = fill::expand(d.id.template(), &d.args, &ctx);
        let place = match (&loc, d.at) {
            (Some(l), Where::AtLine(_)) => text::Place::Line { file: l.file, line: l.line },
            (Some(l), _) => text::Place::At { file: l.file, line: l.line, column: l.column, line_text: l.line_text },
            (None, Where::EndOfSource) => text::Place::EndOfSource,
            _ => text::Place::Nowhere,
        };
        let shown = text::Shown {
            severity: sev,
            number,
            promoted,
            message: &msg,
            place,
            related: &d.related,
            context: &d.context,
        };
        let cfg = text::TextCfg {
            brief: self.config.brief,
            wrap: self.config.wrap,
            context_limit: self.config.context_limit,
            colors: self.colors.as_ref(),
        };
        let mut buf = Vec::new();
        text::write(&mut buf, &shown, &cfg);
        // Probed: a diagnostic is followed directly by its notes, without the blank line
        // (`expected a "}"` then `x.ii(1): note #3196-D: to match this "{"`, at end of source and at
        // a token alike).
        if !d.notes.is_empty() && buf.ends_with(b"\n\n") {
            buf.pop();
        }
        for (k, n) in d.notes.iter().enumerate() {
            // Notes follow each other directly too: the blank line ends the whole group (probed: four
            // #3328 notes of a no-match error, corpus/lead-s6/scoped_enum_compare_mismatch).
            if k > 0 && buf.ends_with(b"\n\n") {
                buf.pop();
            }
            let nloc = match n.at {
                Where::At(o) => Some(src.locate(o)),
                _ => None,
            };
            let nctx = fill::FillCtx { file: nloc.as_ref().map(|l| l.file), quote: quote.as_deref(), src: Some(src) };
            let nmsg = fill::expand(n.id.template(), &n.args, &nctx);
            let nplace = match (&nloc, n.at) {
                (Some(l), _) => text::Place::At { file: l.file, line: l.line, column: l.column, line_text: l.line_text },
                (None, Where::EndOfSource) => text::Place::EndOfSource,
                _ => text::Place::Nowhere,
            };
            let nnum = if self.config.display_error_number && n.severity <= Severity::Warning {
                Some(n.id.displayed())
            } else {
                None
            };
            let s = text::Shown {
                severity: n.severity,
                number: nnum,
                promoted: false,
                message: &nmsg,
                place: nplace,
                related: &n.related,
                context: &n.context,
            };
            text::write(&mut buf, &s, &cfg);
        }
        self.write_bytes(&buf);
    }

    /// Reports one diagnostic through the full severity pipeline.
    pub fn report(&mut self, src: &dyn Locate, d: Diagnostic) {
        // After a catastrophic error or the error limit nothing more is reported (EDG exits there).
        if self.must_stop() {
            return;
        }
        let at = match d.at {
            Where::At(o) | Where::AtLine(o) => Some(o),
            _ => None,
        };
        let sev = self.control.effective(d.id, d.severity, at);
        if self.control.once_blocks(d.id) {
            return;
        }
        if sev <= Severity::DiscretionaryError {
            if let Some(o) = at {
                if src.locate(o).system_header {
                    return;
                }
            }
        }
        // Notes belong to their parent diagnostic and are not thresholded.
        if sev == Severity::Suppressed || (sev != Severity::Note && sev < self.min_shown()) {
            return;
        }
        let promoted = self.config.promote_warnings && sev == Severity::Warning;
        self.emit(src, &d, sev, promoted);
        self.control.mark_shown(d.id);
        match sev {
            Severity::DiscretionaryError | Severity::Error => self.errors += 1,
            Severity::Warning if promoted => self.errors += 1,
            Severity::Catastrophic | Severity::CommandLineError => self.catastrophic += 1,
            Severity::Internal => {
                self.catastrophic += 1;
                self.internal = true;
            }
            _ => {}
        }
        if sev == Severity::Warning && self.config.display_error_number && !self.hint_done {
            self.hint_done = true;
            // The hint is shown even though remarks are not (EDG lowers the threshold for it), but it is
            // a real diagnostic: `--diag_suppress=3709` removes it, `--diag_error=3709` makes it an
            // `Error:` that counts (probed).
            let hs = self.control.effective(SUPPRESS_HINT, Severity::Remark, None);
            if hs != Severity::Suppressed {
                let hint = Diagnostic::new(Severity::Remark, SUPPRESS_HINT, Where::Nowhere);
                self.emit(src, &hint, hs, false);
                if hs >= Severity::DiscretionaryError {
                    self.errors += 1;
                }
            }
        }
        if self.errors >= self.config.error_limit && !self.limit_reached {
            self.limit_reached = true;
            if !self.config.sarif {
                let t = format!("{}\n", ERROR_LIMIT_REACHED.template());
                self.write_bytes(t.as_bytes());
            }
        }
    }

    /// The summary line (if any) and the termination line, or the SARIF trailer; returns the exit code:
    /// 0 clean or warnings only, 2 errors, 4 catastrophic / command-line error / error limit / internal
    /// error. After an internal error the reference prints the same text and then aborts (shell status
    /// 134); cufe never crashes and exits 4 (docs/DIFFERENCES.md `internal-error-exit`).
    pub fn finish(&mut self) -> i32 {
        if self.config.sarif {
            let mut s = String::new();
            if !self.sarif_started {
                self.sarif_started = true;
                s.push_str(sarif::HEADER);
            }
            s.push_str(sarif::TRAILER);
            s.push_str(&std::mem::take(&mut self.sarif_pending));
            self.sarif_done = true;
            self.write_bytes(s.as_bytes());
        } else {
            let mut s = String::new();
            if let Some(l) = summary::line(self.errors, self.catastrophic, 0, self.config.compilation_name.as_deref()) {
                s.push_str(&l);
                s.push('\n');
            }
            if self.internal {
                s.push_str("Compilation aborted.\n");
            } else if self.must_stop() {
                s.push_str("Compilation terminated.\n");
            }
            self.write_bytes(s.as_bytes());
        }
        if self.internal || self.must_stop() {
            4
        } else if self.errors > 0 {
            2
        } else {
            0
        }
    }
}

/// Expands `%s`, `%sq`, `%d`… in a template (no colours, no position context).
pub fn expand(template: &str, args: &[Arg]) -> String {
    fill::expand(template, args, &fill::FillCtx::default())
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

#[cfg(test)]
mod engine_tests {
    use super::*;
    use crate::source::SourceMap;
    use std::sync::{Arc, Mutex};

    #[derive(Clone, Default)]
    struct Buf(Arc<Mutex<Vec<u8>>>);
    impl Write for Buf {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    fn engine(cfg: DiagConfig) -> (Diagnostics, Buf) {
        let b = Buf::default();
        (Diagnostics::new(cfg, Box::new(b.clone())), b)
    }
    fn text(b: &Buf) -> String {
        String::from_utf8(b.0.lock().unwrap().clone()).unwrap()
    }

    #[test]
    fn command_line_error_layout() {
        // Reference: `cudafe++ --bogus` (H §3).
        let (mut d, b) = engine(DiagConfig::default());
        let m = SourceMap::new("", Vec::new());
        d.report(&m, Diagnostic::new(Severity::CommandLineError, id::CL_INVALID_OPTION, Where::Nowhere).arg("--bogus"));
        assert!(d.must_stop());
        assert_eq!(d.finish(), 4);
        assert_eq!(
            text(&b),
            "Command-line error: invalid option: --bogus\n\n1 catastrophic error detected in this compilation.\nCompilation terminated.\n"
        );
    }

    #[test]
    fn error_and_catastrophic_summary() {
        let (mut d, b) = engine(DiagConfig { compilation_name: Some("c4.cu".into()), ..Default::default() });
        let m = SourceMap::new("c4.ii", b"# 1 \"c4.cu\"\nint a = x1;\n".to_vec());
        let mut m2 = m;
        m2.add_marker(12, 1, "c4.cu", false);
        d.report(&m2, Diagnostic::new(Severity::Error, id::UNDEFINED_IDENTIFIER, Where::At(20)).arg("x1"));
        d.report(&m2, Diagnostic::new(Severity::Catastrophic, id::CANNOT_OPEN_FILE, Where::Nowhere).arg("source").arg("nonexist.h"));
        // Nothing more after a catastrophic error.
        d.report(&m2, Diagnostic::new(Severity::Error, id::UNDEFINED_IDENTIFIER, Where::At(20)).arg("y"));
        assert_eq!(d.finish(), 4);
        assert_eq!(
            text(&b),
            "c4.cu(1): error: identifier \"x1\" is undefined\n  int a = x1;\n          ^\n\n\
Catastrophic error: cannot open source file \"nonexist.h\"\n\n\
1 error and 1 catastrophic error detected in the compilation of \"c4.cu\".\nCompilation terminated.\n"
        );
    }

    #[test]
    fn end_of_source_with_note() {
        // Reference shape (G §4 case 6): `At end of source: error: expected a "}"`, then the note with caret.
        let (mut d, b) = engine(DiagConfig { display_error_number: true, compilation_name: Some("u.ii".into()), ..Default::default() });
        let mut m = SourceMap::new("u.ii", b"# 1 \"u.cu\"\nvoid f() {\n int x = 1;\n".to_vec());
        m.add_marker(11, 1, "u.cu", false);
        let note = Diagnostic::new(Severity::Note, id::MATCHING_LBRACE, Where::At(20));
        let e = Diagnostic::new(Severity::Error, id::EXP_RBRACE, Where::EndOfSource).note(note);
        d.report(&m, e);
        assert_eq!(d.finish(), 2);
        let want = format!(
            "At end of source: error: {}\nu.cu(1): note #3196-D: {}\n  void f() {{\n           ^\n\n1 error detected in the compilation of \"u.ii\".\n",
            id::EXP_RBRACE.template(),
            id::MATCHING_LBRACE.template()
        );
        assert_eq!(text(&b), want);
    }

    #[test]
    fn notes_follow_each_other_and_the_group_ends_with_one_blank_line() {
        // Reference shape: a no-match error and its #3328 notes, one blank line after the last note only.
        let (mut d, b) = engine(DiagConfig { display_error_number: true, ..Default::default() });
        let m = SourceMap::new("n.cu", b"a == b;\n".to_vec());
        let note = || Diagnostic::new(Severity::Note, id::MATCHING_LBRACE, Where::At(2));
        d.report(&m, Diagnostic::new(Severity::Error, id::EXP_RBRACE, Where::At(2)).note(note()).note(note()).note(note()));
        let group = format!("n.cu(1): note #3196-D: {}\n  a == b;\n    ^\n", id::MATCHING_LBRACE.template());
        let want = format!("n.cu(1): error: {}\n  a == b;\n    ^\n{group}{group}{group}\n", id::EXP_RBRACE.template());
        assert_eq!(text(&b), want);
    }

    #[test]
    fn related_and_context_lines() {
        let (mut d, b) = engine(DiagConfig::default());
        let m = SourceMap::new("a.cu", b"int x;\n".to_vec());
        let mut e = Diagnostic::new(Severity::Error, id::UNDEFINED_IDENTIFIER, Where::At(4)).arg("x");
        e.related.push("function \"f(int)\" (declared at line 1)".into());
        e.context.push("instantiation of \"int cf(T) [with T=int]\" at line 7".into());
        d.report(&m, e);
        assert_eq!(
            text(&b),
            "a.cu(1): error: identifier \"x\" is undefined\n            function \"f(int)\" (declared at line 1)\n  int x;\n      ^\n          \
detected during instantiation of \"int cf(T) [with T=int]\" at line 7\n\n"
        );
    }

    #[test]
    fn hint_once_and_suppressible() {
        let m = SourceMap::new("a.cu", b"x\n".to_vec());
        let w = || Diagnostic::new(Severity::Warning, id::INVALID_ERROR_NUMBER, Where::At(0));
        let cfg = DiagConfig { display_error_number: true, brief: true, ..Default::default() };
        let (mut d, b) = engine(cfg.clone());
        d.report(&m, w());
        d.report(&m, w());
        assert_eq!(text(&b).matches("Remark: ").count(), 1);
        let (mut d, b) = engine(cfg.clone());
        d.command_line_control(Action::Suppress, DiagId(3709));
        d.report(&m, w());
        assert_eq!(text(&b), "a.cu(1): warning #1222-D: invalid error number\n");
        // Reference: `--diag_error=3709` → `Error: The warnings …`, counted, rc 2.
        let (mut d, b) = engine(DiagConfig { compilation_name: Some("s.ii".into()), ..cfg.clone() });
        d.command_line_control(Action::Error, DiagId(3709));
        d.report(&m, w());
        assert_eq!(d.finish(), 2);
        assert!(text(&b).contains("\nError: The warnings can be suppressed"));
        // `-w --remarks`: one threshold, the last switch wins.
        let (mut d, b) = engine(DiagConfig { min_severity: Some(Severity::Remark), no_warnings: true, remarks: true, ..cfg });
        d.report(&m, w());
        assert!(text(&b).starts_with("a.cu(1): warning #1222-D"));
    }
}

#[cfg(test)]
mod internal_tests {
    use super::*;
    use crate::source::SourceMap;

    #[test]
    fn internal_error_exits_4_with_the_reference_text() {
        let path = std::env::temp_dir().join(format!("cufe-diag-internal-{}.txt", std::process::id()));
        let f = std::fs::File::create(&path).unwrap();
        let mut d = Diagnostics::new(DiagConfig { compilation_name: Some("ok.ii".into()), ..Default::default() }, Box::new(f));
        let m = SourceMap::new("ok.cu", b"int f() { return 1; }\n".to_vec());
        d.report(&m, Diagnostic::new(Severity::Internal, DiagId(2656), Where::AtLine(20)).arg("module id filename not specified"));
        assert_eq!(d.finish(), 4);
        let out = std::fs::read_to_string(&path).unwrap();
        let _ = std::fs::remove_file(&path);
        // Reference: `--gen_module_id_file` without `--module_id_file_name`.
        assert_eq!(
            out,
            "ok.cu(1): internal error: module id filename not specified\n\n\
1 catastrophic error detected in the compilation of \"ok.ii\".\nCompilation aborted.\n"
        );
    }
}
