//! The event pump: hands the lexer's events (pragmas, lexical diagnostics) to the diagnostics engine in
//! source order, interleaved with the parser's own diagnostics.
//!
//! Usage: the parser calls `pump.advance_to(i, …)` before it consumes token `i` (EDG lexes one token
//! ahead, so an event whose `token_index` <= `i` has been met by then); the driver calls `finish` at the
//! end of input for whatever is left.
use super::Diagnostics;
use crate::gaps::Gaps;
use crate::lex::{LexEventKind, LexOutput};
use crate::source::SourceMap;

pub struct EventPump {
    next: usize,
}

impl Default for EventPump {
    fn default() -> Self {
        Self::new()
    }
}

impl EventPump {
    pub fn new() -> EventPump {
        EventPump { next: 0 }
    }

    /// Handles every pending event with `token_index <= token_index`.
    #[inline]
    pub fn advance_to(&mut self, token_index: u32, lexed: &LexOutput, map: &SourceMap, diags: &mut Diagnostics, gaps: &mut Gaps) {
        // The parser calls this for every token and almost never finds an event due: that test stays
        // inline (the call was 2% of a run).
        if lexed.events.get(self.next).is_some_and(|ev| ev.token_index <= token_index) {
            self.handle_due(token_index, lexed, map, diags, gaps);
        }
    }

    fn handle_due(&mut self, token_index: u32, lexed: &LexOutput, map: &SourceMap, diags: &mut Diagnostics, gaps: &mut Gaps) {
        while let Some(ev) = lexed.events.get(self.next) {
            if ev.token_index > token_index {
                break;
            }
            self.next += 1;
            match &ev.kind {
                LexEventKind::Pragma(p) => {
                    if let Some(p) = lexed.pragmas.get(*p as usize) {
                        let (lo, hi) = (p.span.lo as usize, p.span.hi as usize);
                        if let Some(text) = map.text().get(lo..hi.max(lo)) {
                            super::pragma::process(diags, map, text, p.span.lo, gaps);
                        }
                    }
                }
                LexEventKind::Diag(d) => diags.report(map, d.clone()),
            }
        }
    }

    /// Handles all remaining events (end of input).
    pub fn finish(&mut self, lexed: &LexOutput, map: &SourceMap, diags: &mut Diagnostics, gaps: &mut Gaps) {
        self.advance_to(u32::MAX, lexed, map, diags, gaps);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::{id, DiagConfig, Diagnostic, Severity, Where};
    use crate::lex::{LexEvent, Pragma};
    use crate::source::Span;
    use std::sync::{Arc, Mutex};

    #[derive(Clone, Default)]
    struct Buf(Arc<Mutex<Vec<u8>>>);
    impl std::io::Write for Buf {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn events_in_token_order() {
        let text = b"#pragma nv_diag_error 1222\nx y\n#pragma nv_diag_suppress 9\n".to_vec();
        let map = SourceMap::new("a.cu", text);
        let lexed = LexOutput {
            tokens: Vec::new(),
            pragmas: vec![Pragma { span: Span::new(7, 26), token_index: 0 }, Pragma { span: Span::new(38, 57), token_index: 2 }],
            events: vec![
                LexEvent { token_index: 0, kind: LexEventKind::Pragma(0) },
                LexEvent {
                    token_index: 1,
                    kind: LexEventKind::Diag(Diagnostic::new(Severity::Warning, id::INVALID_ERROR_NUMBER, Where::At(29))),
                },
                LexEvent { token_index: 2, kind: LexEventKind::Pragma(1) },
            ],
            ..Default::default()
        };
        let buf = Buf::default();
        let cfg = DiagConfig { brief: true, ..Default::default() };
        let mut d = Diagnostics::new(cfg, Box::new(buf.clone()));
        let mut gaps = Gaps::new();
        let mut pump = EventPump::new();
        pump.advance_to(0, &lexed, &map, &mut d, &mut gaps);
        assert_eq!(d.error_count(), 0);
        pump.advance_to(1, &lexed, &map, &mut d, &mut gaps);
        // The lexical warning comes after the pragma that made 1222 an error.
        assert_eq!(d.error_count(), 1);
        pump.finish(&lexed, &map, &mut d, &mut gaps);
        assert_eq!(d.error_count(), 1);
        let out = String::from_utf8(buf.0.lock().unwrap().clone()).unwrap();
        assert_eq!(out, "a.cu(2): error: invalid error number\n");
    }
}
