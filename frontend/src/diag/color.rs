//! Diagnostic colours: when they are on, and the escape sequences (GCC_COLORS-style spec).
pub const RESET: &str = "\x1b[0m";
/// The default spec when neither `EDG_COLORS` nor `GCC_COLORS` is set.
pub const DEFAULT_SPEC: &str = "error=01;31:warning=01;35:note=01;36:locus=01:quote=01:range1=32";

/// Start sequences per category; None = the spec does not name the category (no start sequence, but
/// the resets are still written, as EDG does).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Colors {
    pub error: Option<String>,
    pub warning: Option<String>,
    pub note: Option<String>,
    pub locus: Option<String>,
    pub quote: Option<String>,
}

impl Colors {
    pub fn parse(spec: &str) -> Colors {
        let mut c = Colors::default();
        for item in spec.split(':') {
            let Some((k, v)) = item.split_once('=') else { continue };
            let seq = Some(format!("\x1b[{}m", v));
            match k {
                "error" => c.error = seq,
                "warning" => c.warning = seq,
                "note" => c.note = seq,
                "locus" => c.locus = seq,
                "quote" => c.quote = seq,
                _ => {}
            }
        }
        c
    }

    /// The spec from the environment: `EDG_COLORS`, else `GCC_COLORS`, else the default.
    pub fn from_env() -> Colors {
        let spec = std::env::var("EDG_COLORS")
            .or_else(|_| std::env::var("GCC_COLORS"))
            .unwrap_or_else(|_| DEFAULT_SPEC.to_string());
        Colors::parse(&spec)
    }
}

/// Whether the reference would colour: stderr is a terminal, `TERM` is set and not `dumb`, `NOCOLOR`
/// is unset, and `--no_colors` was not given.
pub fn enabled(no_colors: bool) -> bool {
    use std::io::IsTerminal;
    if no_colors || std::env::var_os("NOCOLOR").is_some() {
        return false;
    }
    match std::env::var("TERM") {
        Ok(t) if t != "dumb" => std::io::stderr().is_terminal(),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn spec() {
        let c = Colors::parse(DEFAULT_SPEC);
        assert_eq!(c.error.as_deref(), Some("\x1b[01;31m"));
        assert_eq!(c.note.as_deref(), Some("\x1b[01;36m"));
        let c = Colors::parse("error=01;32:locus=04");
        assert_eq!(c.warning, None);
        assert_eq!(c.locus.as_deref(), Some("\x1b[04m"));
    }
}
