//! Pragmas as lowering sees them (the diagnostic-control ones are the event pump's, `diag/pragma.rs`).
//!
//! Each `#pragma` is classified once (`PragmaFacts::new`):
//! - no effect on analysis: `nv_diag*`/`nv_diagnostic`, legacy `diag_*`, `GCC diagnostic|visibility|
//!   system_header|push_options|pop_options`, `once`, `weak`, `STDC …`, `push_macro`/`pop_macro`, and
//!   unknown names (probe: `#pragma some_vendor_thing on` is silent even with `--diag_warning=161`);
//! - `pack`: the alignment cap in force at each class definition, replayed from the pragma events
//!   (`pack_at`); forms whose reference diagnostics are not modelled (`show` → #1258, a pop of an empty
//!   stack → #689, a bad value → #660, `pop, id` not found → #688) keep the whole-TU gap;
//! - `unroll`/`nounroll`: no effect before a statement; elsewhere the reference warns #607 (probe: at
//!   namespace scope), which is only silent in system headers — otherwise a gap;
//! - `GCC` pragmas other than `diagnostic`, `visibility`, `push_options`, `pop_options` warn #1675
//!   (`GCC unroll`, `GCC optimize`, `GCC poison`): a gap outside system headers;
//! - `nv_exec_check_disable`: the next function's cross-execution-space call checks are skipped
//!   (probe ecd: even a host function calling a `__device__` one is then silent); `hd_warning_disable`
//!   leaves the errors alone (probe ecd) and only matters to warnings (`exec_check`);
//! - `omp end declare variant` without a `begin`: 20253 at `variant`, between declarations (`omp_errors`);
//! - anything else (other `omp …`, including `begin declare variant`): a gap.
//!
//! The pragma events themselves (text and token position) stay in `LexOutput::pragmas`, which the host
//! output printer reads to re-print `#pragma pack` where it appeared.
use super::Lowerer;
use crate::lex::LexOutput;
use crate::parse::ast::Ast;
use crate::source::{Locate, SourceMap};

/// What lowering knows of a translation unit's pragmas.
#[derive(Default, Debug)]
pub(crate) struct PragmaFacts {
    /// `(token_index, pack value after the pragma)` for each `#pragma pack`, in source order (0 = none).
    pack: Vec<(u32, u8)>,
    /// Token indices of `nv_exec_check_disable` / `hd_warning_disable` pragmas (`true` = exec check).
    exec_check: Vec<(u32, bool)>,
    /// The first pragma whose effect is not modelled (the whole TU is then a gap).
    pub unmodelled: Option<u32>,
    /// Where each `#pragma omp end declare variant` without a `begin` gives 20253 (its `variant` word),
    /// in source order; lowering reports them between the namespace-scope declarations (`omp_errors`).
    pub omp_end_unmatched: Vec<u32>,
    /// Token indices of the lexer events that act on the diagnostics engine (lexical diagnostics and
    /// `nv_diag*` pragmas), in order: lowering's diagnostics are only ordered and weighted correctly
    /// when none lies after the declaration being lowered. Other pragmas do not count.
    diag_events: Vec<u32>,
}

/// The words of a pragma's text (identifiers, numbers and single punctuation characters).
fn words(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() && out.len() < 64 {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c.is_ascii_alphanumeric() || c == b'_' {
            let s = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            out.push(&text[s..i]);
        } else {
            // `text` is ASCII up to here; a non-ASCII byte ends the scan (the pragma is then unusual).
            if !c.is_ascii() {
                break;
            }
            out.push(&text[i..i + 1]);
            i += 1;
        }
    }
    out
}

/// One `#pragma pack(…)` applied to `(current, stack)`; None for a form whose reference diagnostics or
/// meaning are not modelled.
fn apply_pack(w: &[&str], cur: &mut u8, stack: &mut Vec<(Option<String>, u8)>) -> Option<()> {
    let value = |s: &str| -> Option<u8> {
        match s.parse::<u32>().ok()? {
            v @ (1 | 2 | 4 | 8 | 16) => Some(v as u8),
            _ => None,
        }
    };
    if w.first() != Some(&"(") || w.last() != Some(&")") {
        return None;
    }
    let args: Vec<&str> = w[1..w.len() - 1].iter().copied().filter(|x| *x != ",").collect();
    // Commas must separate the arguments exactly (`push,,1` is not modelled).
    if w.len() > 2 && (args.is_empty() || w[1..w.len() - 1].len() != args.len() * 2 - 1) {
        return None;
    }
    match args.as_slice() {
        [] => *cur = 0,
        [n] if n.bytes().all(|b| b.is_ascii_digit()) => *cur = value(n)?,
        ["push"] => stack.push((None, *cur)),
        ["push", n] if n.bytes().all(|b| b.is_ascii_digit()) => {
            stack.push((None, *cur));
            *cur = value(n)?;
        }
        ["push", id] => stack.push((Some(id.to_string()), *cur)),
        ["push", id, n] => {
            let v = value(n)?;
            stack.push((Some(id.to_string()), *cur));
            *cur = v;
        }
        ["pop"] => *cur = stack.pop()?.1,
        ["pop", n] if n.bytes().all(|b| b.is_ascii_digit()) => {
            stack.pop()?;
            *cur = value(n)?;
        }
        ["pop", id] => {
            let k = stack.iter().rposition(|(x, _)| x.as_deref() == Some(*id))?;
            *cur = stack[k].1;
            stack.truncate(k);
        }
        _ => return None,
    }
    Some(())
}

impl PragmaFacts {
    pub(crate) fn new(lexed: &LexOutput, map: &SourceMap, ast: &Ast) -> PragmaFacts {
        let mut f = PragmaFacts::default();
        let mut cur = 0u8;
        let mut stack = Vec::new();
        let mut stmt_starts: Option<Vec<u32>> = None;
        for e in &lexed.events {
            let counts = match &e.kind {
                crate::lex::LexEventKind::Diag(_) => true,
                crate::lex::LexEventKind::Pragma(i) => lexed.pragmas.get(*i as usize).map(|p| {
                    let text = map.text().get(p.span.lo as usize..p.span.hi as usize).unwrap_or(b"");
                    let w = words(std::str::from_utf8(text).unwrap_or(""));
                    w.first().map(|x| x.starts_with("nv_diag")).unwrap_or(false)
                }).unwrap_or(true),
            };
            if counts {
                f.diag_events.push(e.token_index);
            }
        }
        for p in &lexed.pragmas {
            let text = map.text().get(p.span.lo as usize..p.span.hi as usize).unwrap_or(b"");
            let text = std::str::from_utf8(text).unwrap_or("");
            let w = words(text);
            let system = map.locate(p.span.lo).system_header;
            let ok = match w.as_slice() {
                [] => true,
                ["pack", rest @ ..] => {
                    let r = apply_pack(rest, &mut cur, &mut stack);
                    f.pack.push((p.token_index, cur));
                    r.is_some()
                }
                ["nv_exec_check_disable", ..] => {
                    f.exec_check.push((p.token_index, true));
                    true
                }
                ["hd_warning_disable", ..] => {
                    f.exec_check.push((p.token_index, false));
                    true
                }
                // Recognised GCC pragmas; others warn #1675 "unrecognized GCC pragma" (probe gccp:
                // `GCC unroll`, `GCC optimize`, `GCC poison`), not shown in system headers.
                ["GCC", "diagnostic" | "visibility" | "push_options" | "pop_options", ..] => true,
                ["GCC", ..] => system,
                ["unroll", ..] | ["nounroll", ..] => {
                    system || {
                        let starts = stmt_starts.get_or_insert_with(|| {
                            let mut v: Vec<u32> = ast.stmts.iter().map(|s| s.span.lo).collect();
                            v.sort_unstable();
                            v
                        });
                        let at = lexed.tokens.get(p.token_index as usize).map(|t| t.span.lo);
                        at.map(|a| starts.binary_search(&a).is_ok()).unwrap_or(false)
                    }
                }
                // cudafe++ tracks `begin`/`end declare variant` (20253 for an `end` without `begin`,
                // at `variant`, probe omp1); what a `begin` does to the declarations it encloses is not
                // modelled (a gap), nor are other OpenMP pragmas.
                ["omp", "end", "declare", "variant"] => {
                    let at = p.span.lo + (w[3].as_ptr() as usize - text.as_ptr() as usize) as u32;
                    f.omp_end_unmatched.push(at);
                    true
                }
                ["omp", ..] => false,
                _ => true,
            };
            if !ok && f.unmodelled.is_none() {
                f.unmodelled = Some(p.span.lo);
            }
        }
        f
    }

    /// Whether a diagnostics-engine event (see `diag_events`) has a token index above `tok`.
    pub(crate) fn diag_event_after(&self, tok: u32) -> bool {
        self.diag_events.iter().any(|&t| t > tok)
    }

    /// Whether the TU has any diagnostics-engine event.
    pub(crate) fn any_diag_event(&self) -> bool {
        !self.diag_events.is_empty()
    }

    /// The `#pragma pack` value in force at token `tok` (0 = none).
    pub(crate) fn pack_at(&self, tok: u32) -> u8 {
        let k = self.pack.partition_point(|&(t, _)| t <= tok);
        if k == 0 {
            0
        } else {
            self.pack[k - 1].1
        }
    }

    /// Whether a `#pragma pack` lies inside tokens `lo..hi` (a class body whose layout would depend on
    /// where EDG samples the value).
    pub(crate) fn pack_within(&self, lo: u32, hi: u32) -> bool {
        self.pack.iter().any(|&(t, _)| t > lo && t < hi)
    }

    /// The exec-check pragma (`true`: `nv_exec_check_disable`, `false`: `hd_warning_disable`) that
    /// applies to the declaration whose tokens run from `decl_tok` to `name_tok`: one whose next token
    /// is within that range.
    pub(crate) fn exec_check_for(&self, decl_tok: u32, name_tok: u32) -> Option<bool> {
        self.exec_check.iter().rev().find(|&&(t, _)| t >= decl_tok && t <= name_tok).map(|&(_, k)| k)
    }
}

impl<'a> Lowerer<'a> {
    /// The index of the first token at or after byte offset `at`.
    pub(crate) fn token_at(&self, at: u32) -> u32 {
        self.lexed.tokens.partition_point(|t| t.span.lo < at) as u32
    }

    /// The exec-check pragma applying to function `f` (see `PragmaFacts::exec_check_for`): the
    /// pragma's next token lies between the start of the declaration containing `f`'s name and the name.
    pub(crate) fn exec_check_pragma(&self, f: crate::sema::ids::EntityId) -> Option<bool> {
        if self.pragmas.exec_check.is_empty() {
            return None;
        }
        let name_at = self.sema.il.entities.get(f)?.span.lo;
        let name_tok = self.token_at(name_at);
        // Back from the name to the previous `;`, `{` or `}`: the declaration's first token.
        let toks = &self.lexed.tokens;
        let mut i = name_tok as usize;
        let text = self.map.text();
        while i > 0 {
            let t = &toks[i - 1];
            let c = text.get(t.span.lo as usize).copied().unwrap_or(0);
            if t.span.hi == t.span.lo + 1 && matches!(c, b';' | b'{' | b'}') {
                break;
            }
            i -= 1;
            if name_tok as usize - i > 4096 {
                return None;
            }
        }
        self.pragmas.exec_check_for(i as u32, name_tok)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(seq: &[&str]) -> Option<u8> {
        let mut cur = 0;
        let mut st = Vec::new();
        for s in seq {
            apply_pack(&words(s), &mut cur, &mut st)?;
        }
        Some(cur)
    }

    #[test]
    fn pack_forms() {
        assert_eq!(run(&["(1)"]), Some(1));
        assert_eq!(run(&["(push, 2)", "(pop)"]), Some(0));
        assert_eq!(run(&["(8)", "(push, id, 1)", "(4)", "(pop, id)"]), Some(8));
        assert_eq!(run(&["(push, 1)", "()"]), Some(0));
        assert_eq!(run(&["(2)", "(push)", "(1)", "(pop)"]), Some(2));
        // Forms with reference diagnostics are not modelled.
        assert_eq!(run(&["(3)"]), None);
        assert_eq!(run(&["(pop)"]), None);
        assert_eq!(run(&["(show)"]), None);
        assert_eq!(run(&["(pop, nope)"]), None);
        assert_eq!(run(&["1"]), None);
    }

    #[test]
    fn words_split() {
        assert_eq!(words(" pack(push, 1)"), vec!["pack", "(", "push", ",", "1", ")"]);
        assert_eq!(words("GCC unroll 4"), vec!["GCC", "unroll", "4"]);
    }
}

impl<'a> Lowerer<'a> {
    /// The `#pragma pack` value for a class defined over `span` (None after a gap: a pack pragma
    /// inside the class body, where the value EDG samples is not probed).
    pub(crate) fn class_pack(&mut self, span: crate::source::Span) -> Option<u8> {
        let (lo, hi) = (self.token_at(span.lo), self.token_at(span.hi));
        if self.pragmas.pack_within(lo, hi) {
            self.gap("lower: #pragma pack inside a class definition", span.lo);
            return None;
        }
        Some(self.pragmas.pack_at(lo))
    }

    /// 20253 for each unmatched `#pragma omp end declare variant` before the namespace-scope declaration
    /// `next` (None: the end of the TU), as EDG reports it when it reaches the pragma. One inside `next`
    /// is a gap: its order among the declaration's own diagnostics is not probed.
    pub(crate) fn omp_errors(&mut self, next: Option<crate::source::Span>) {
        while let Some(&at) = self.pragmas.omp_end_unmatched.first() {
            match next {
                Some(s) if at >= s.lo && at < s.hi => {
                    self.gap("lower: #pragma omp end declare variant inside a declaration", at);
                    return;
                }
                Some(s) if at >= s.lo => return,
                _ => {}
            }
            self.pragmas.omp_end_unmatched.remove(0);
            if self.stopped || self.device.on {
                continue;
            }
            self.decl_lo = at;
            let d = crate::diag::Diagnostic::new(crate::diag::Severity::Error, crate::diag::id::NO_MATCHING_OMP_BEGIN_DECLARE_VARIANT, crate::diag::Where::At(at));
            self.sema.diags.push(d);
            self.flush();
        }
    }
}
