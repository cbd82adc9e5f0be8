//! Severity control: command-line overrides, the position-ordered `#pragma nv_diag_*` state with
//! `nv_diagnostic push/pop`, and the per-code "once" and "already shown" flags.
//!
//! Precedence (probed on cudafe++ 13.0.88): a pragma setting in effect at the diagnostic's position wins;
//! `nv_diag_default` falls back to the command-line override; without either the call site's severity
//! stands. Only severities <= 7 are controllable. "once" is sticky: once set (command line or pragma) a
//! code that has been shown is never shown again, whatever later pragmas say.
use super::{DiagId, Severity};
use crate::source::Offset;

/// What a `--diag_*` option or `#pragma nv_diag_*` asks for one code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Suppress,
    Remark,
    Warning,
    Error,
    Default,
    Once,
}

impl Action {
    /// The severity an override sets (None: back to the default / no severity change).
    fn severity(self) -> Option<Severity> {
        match self {
            Action::Suppress => Some(Severity::Suppressed),
            Action::Remark => Some(Severity::Remark),
            Action::Warning => Some(Severity::Warning),
            Action::Error => Some(Severity::DiscretionaryError),
            Action::Default | Action::Once => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Entry {
    /// `nv_diag_*` for one code; severity None = `nv_diag_default`.
    Set(DiagId, Option<Severity>),
    Push,
    /// A `pop`, with the index of its `push` entry.
    Pop(usize),
}

#[derive(Clone, Debug, Default)]
pub struct Control {
    /// Command-line override per code (last option wins); None entry = no override.
    cli: Vec<Option<Severity>>,
    once: Vec<bool>,
    shown: Vec<bool>,
    /// Pragma entries in source order, each with the offset it takes effect from.
    entries: Vec<(Offset, Entry)>,
    /// Indices of the open `push` entries.
    open: Vec<usize>,
}

fn slot<T: Default + Clone>(v: &mut Vec<T>, id: DiagId) -> &mut T {
    let i = id.0 as usize;
    if v.len() <= i {
        v.resize(i + 1, T::default());
    }
    &mut v[i]
}

impl Control {
    /// Whether a command-line option changes the severity of some code (`--diag_error/warning/…`).
    pub fn has_command_line_severities(&self) -> bool {
        self.cli.iter().any(|x| x.is_some())
    }

    /// A command-line `--diag_*` option (apply them in command-line order).
    pub fn command_line(&mut self, action: Action, id: DiagId) {
        match action {
            Action::Once => *slot(&mut self.once, id) = true,
            a => *slot(&mut self.cli, id) = a.severity(),
        }
    }

    /// A `#pragma nv_diag_*` for one code, effective from `at` on.
    pub fn pragma(&mut self, at: Offset, action: Action, id: DiagId) {
        match action {
            Action::Once => *slot(&mut self.once, id) = true,
            a => self.entries.push((at, Entry::Set(id, a.severity()))),
        }
    }

    pub fn push(&mut self, at: Offset) {
        self.open.push(self.entries.len());
        self.entries.push((at, Entry::Push));
    }

    /// `nv_diagnostic pop`; false when there is no open push (the caller warns).
    pub fn pop(&mut self, at: Offset) -> bool {
        match self.open.pop() {
            Some(p) => {
                self.entries.push((at, Entry::Pop(p)));
                true
            }
            None => false,
        }
    }

    /// The pragma setting for `id` in effect at `at`: Some(None) = `nv_diag_default`.
    fn pragma_at(&self, id: DiagId, at: Offset) -> Option<Option<Severity>> {
        let mut i = self.entries.partition_point(|(o, _)| *o <= at);
        while i > 0 {
            i -= 1;
            match self.entries[i].1 {
                // Everything between a push and its pop is out of scope after the pop.
                Entry::Pop(p) => i = p,
                Entry::Push => {}
                Entry::Set(c, s) if c == id => return Some(s),
                Entry::Set(..) => {}
            }
        }
        None
    }

    /// The severity a diagnostic reported at `sev` ends up with (`at` = None for no position).
    pub fn effective(&self, id: DiagId, sev: Severity, at: Option<Offset>) -> Severity {
        if sev > Severity::DiscretionaryError {
            return sev;
        }
        let cli = self.cli.get(id.0 as usize).copied().flatten();
        match at.and_then(|o| self.pragma_at(id, o)) {
            Some(Some(s)) => s,
            _ => cli.unwrap_or(sev),
        }
    }

    /// "once" is set and the code was already shown: drop it.
    pub fn once_blocks(&self, id: DiagId) -> bool {
        let i = id.0 as usize;
        self.once.get(i).copied().unwrap_or(false) && self.shown.get(i).copied().unwrap_or(false)
    }

    pub fn mark_shown(&mut self, id: DiagId) {
        *slot(&mut self.shown, id) = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    const C: DiagId = DiagId(1222);

    #[test]
    fn pragma_beats_cli_and_default_returns_to_cli() {
        let mut c = Control::default();
        c.command_line(Action::Error, C);
        assert_eq!(c.effective(C, Severity::Warning, Some(0)), Severity::DiscretionaryError);
        c.pragma(10, Action::Remark, C);
        c.pragma(20, Action::Default, C);
        assert_eq!(c.effective(C, Severity::Warning, Some(15)), Severity::Remark);
        assert_eq!(c.effective(C, Severity::Warning, Some(25)), Severity::DiscretionaryError);
        assert_eq!(c.effective(C, Severity::Warning, Some(5)), Severity::DiscretionaryError);
        // Hard errors ignore everything.
        assert_eq!(c.effective(C, Severity::Error, Some(15)), Severity::Error);
    }

    #[test]
    fn push_pop_scopes() {
        let mut c = Control::default();
        c.pragma(10, Action::Error, C);
        c.push(20);
        c.pragma(30, Action::Suppress, C);
        assert!(c.pop(40));
        assert!(!c.pop(50));
        assert_eq!(c.effective(C, Severity::Warning, Some(35)), Severity::Suppressed);
        assert_eq!(c.effective(C, Severity::Warning, Some(45)), Severity::DiscretionaryError);
        assert_eq!(c.effective(C, Severity::Warning, Some(5)), Severity::Warning);
    }

    #[test]
    fn once_is_sticky() {
        let mut c = Control::default();
        c.mark_shown(C);
        assert!(!c.once_blocks(C));
        c.pragma(0, Action::Once, C);
        assert!(c.once_blocks(C));
    }
}
