//! SARIF compared as data. cudafe++ writes invalid JSON in `--output_mode sarif` (no comma between
//! results unless enough errors were counted, `Error limit reached.` and `--timing` lines printed inside
//! the results array); cufe writes valid SARIF (docs/DIFFERENCES.md `sarif-valid-json`). Both are read
//! here into the same shape: the header object, the list of results, and the plain-text lines that were
//! mixed in, so the diagnostics check can compare what they say rather than how they are glued.
use serde_json::Value;

const START: &[u8] = b"{\"version\"";
const RESULTS: &[u8] = b"\"results\":[";
const END: &[u8] = b"]}]}";

/// What a SARIF stream says.
#[derive(Debug, PartialEq)]
pub struct Sarif {
    /// The log object with `runs[0].results` emptied.
    pub header: Value,
    pub results: Vec<Value>,
    /// Non-JSON lines (timing, `Error limit reached.`), in order, trimmed.
    pub text: Vec<String>,
}

/// The text `Error limit reached.` that the reference prints raw into the results array; cufe drops it
/// (the exit code still says the limit was hit).
pub const ERROR_LIMIT_TEXT: &str = "Error limit reached.";

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    hay.get(from..)?.windows(needle.len()).position(|w| w == needle).map(|p| p + from)
}

/// The end (exclusive) of the JSON object starting at `at` (which holds `{`), honouring strings.
fn object_end(s: &[u8], at: usize) -> Option<usize> {
    let (mut depth, mut in_str, mut esc) = (0usize, false, false);
    for (i, &b) in s.iter().enumerate().skip(at) {
        if in_str {
            match (esc, b) {
                (true, _) => esc = false,
                (false, b'\\') => esc = true,
                (false, b'"') => in_str = false,
                _ => {}
            }
            continue;
        }
        match b {
            b'"' => in_str = true,
            b'{' | b'[' => depth += 1,
            b'}' | b']' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            _ => {}
        }
    }
    None
}

fn push_text(text: &mut Vec<String>, bytes: &[u8]) {
    for line in String::from_utf8_lossy(bytes).lines() {
        let t = line.trim();
        if !t.is_empty() {
            text.push(t.to_string());
        }
    }
}

/// Reads a SARIF stream (valid or the reference's kind); None when there is no SARIF log in it.
pub fn read(s: &[u8]) -> Option<Sarif> {
    let start = find(s, START, 0)?;
    let results_at = find(s, RESULTS, start)? + RESULTS.len();
    let mut text = Vec::new();
    push_text(&mut text, &s[..start]);
    let mut results = Vec::new();
    let mut i = results_at;
    let end = loop {
        while i < s.len() && (s[i].is_ascii_whitespace() || s[i] == b',') {
            i += 1;
        }
        if i >= s.len() {
            return None;
        }
        if s[i..].starts_with(END) {
            break i + END.len();
        }
        if s[i] == b'{' {
            let e = object_end(s, i)?;
            results.push(serde_json::from_slice(&s[i..e]).ok()?);
            i = e;
        } else {
            // Plain text inside the array: up to the next result or the end of the log.
            let next = [find(s, b"{", i), find(s, END, i)].into_iter().flatten().min().unwrap_or(s.len());
            push_text(&mut text, &s[i..next]);
            i = next;
        }
    };
    push_text(&mut text, &s[end..]);
    let mut head = s[start..results_at].to_vec();
    head.extend_from_slice(END);
    let header = serde_json::from_slice(&head).ok()?;
    Some(Sarif { header, results, text })
}

/// Whether two SARIF streams say the same, ignoring the reference's raw `Error limit reached.` text.
pub fn same(reference: &[u8], cufe: &[u8]) -> bool {
    match (read(reference), read(cufe)) {
        (Some(mut a), Some(mut b)) => {
            a.text.retain(|t| t != ERROR_LIMIT_TEXT);
            b.text.retain(|t| t != ERROR_LIMIT_TEXT);
            a == b
        }
        _ => reference == cufe,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEAD: &str = r#"{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"EDG CPFE"}},"results":["#;
    const R1: &str = r#"{"ruleId":"EC1222","level":"warning","message":{"text":"a \"}{\" b"}}"#;
    const R2: &str = r#"{"ruleId":"EC20","level":"error","message":{"text":"x"}}"#;

    #[test]
    fn reference_glue_equals_valid_json() {
        let reference = format!("{HEAD}{R1}{R2}Error limit reached.\n]}}]}}\nTotal compilation time 0.00\n");
        let cufe = format!("{HEAD}{R1},{R2}]}}]}}\nTotal compilation time 0.00\n");
        assert!(same(reference.as_bytes(), cufe.as_bytes()));
        let r = read(reference.as_bytes()).unwrap();
        assert_eq!(r.results.len(), 2);
        assert_eq!(r.text, vec!["Error limit reached.", "Total compilation time 0.00"]);
        assert!(serde_json::from_str::<Value>(&cufe.lines().next().unwrap()).is_ok(), "cufe's form is valid JSON");
    }

    #[test]
    fn differences_are_seen() {
        let a = format!("{HEAD}{R1}{R2}]}}]}}\n");
        let b = format!("{HEAD}{R1}]}}]}}\n");
        assert!(!same(a.as_bytes(), b.as_bytes()));
        let c = format!("{HEAD}{R2},{R1}]}}]}}\n");
        assert!(!same(a.as_bytes(), c.as_bytes()), "order matters");
    }

    #[test]
    fn garbage_is_not_sarif() {
        assert!(read(b"{\"version\" no results").is_none());
        assert!(read(b"plain text").is_none());
        assert!(!same(b"x", b"y"));
    }
}
