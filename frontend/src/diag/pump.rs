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
    pub fn advance_to(&mut self, token_index: u32, lexed: &LexOutput, map: &SourceMap, diags: &mut Diagnostics, gaps: &mut Gaps) {
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
