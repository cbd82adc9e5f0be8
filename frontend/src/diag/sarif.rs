//! `--output_mode sarif`: one JSON line on the diagnostic stream.
//!
//! Same fields, order and texts as cudafe++ 13.0.88, but always VALID JSON (docs/DIFFERENCES.md,
//! `sarif-valid-json`): the reference omits most commas between results and prints `Error limit
//! reached.` raw inside the array; cufe puts a comma between every two results and leaves the limit
//! text out (the exit code still says it).
pub const HEADER: &str = "{\"version\":\"2.1.0\",\"$schema\":\"https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/sarif-schema-2.1.0.json\",\"runs\":[{\"tool\":{\"driver\":{\"name\":\"EDG CPFE\",\"version\":\"6.6\",\"organization\":\"Edison Design Group\",\"fullName\":\"Edison Design Group C/C++ Front End - 6.6\",\"informationUri\":\"https://edg.com/c\"}},\"columnKind\":\"unicodeCodePoints\",\"results\":[";
pub const TRAILER: &str = "]}]}\n";

/// A position as SARIF shows it (column None at end of source).
pub struct SarifLoc<'a> {
    pub file: &'a str,
    pub line: u32,
    pub column: Option<u32>,
}

pub fn push_json_str(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

/// `file:///abs/path`: relative names are taken from the current directory, as the reference does.
pub fn uri(file: &str) -> String {
    if file.starts_with('/') {
        return format!("file://{}", file);
    }
    let cwd = std::env::current_dir().map(|p| p.to_string_lossy().into_owned()).unwrap_or_default();
    format!("file://{}/{}", cwd.trim_end_matches('/'), file)
}

fn physical(out: &mut String, l: &SarifLoc) {
    out.push_str("\"physicalLocation\":{\"artifactLocation\":{\"uri\":");
    push_json_str(out, &uri(l.file));
    out.push_str(&format!("}},\"region\":{{\"startLine\":{}", l.line));
    if let Some(c) = l.column {
        out.push_str(&format!(",\"startColumn\":{}", c));
    }
    out.push_str("}}");
}

/// One result object. `related` are the notes attached to it.
pub fn result(rule: u16, level: &str, text: &str, loc: Option<&SarifLoc>, related: &[(String, Option<SarifLoc>)]) -> String {
    let mut o = format!("{{\"ruleId\":\"EC{}\",\"level\":\"{}\",\"message\":{{\"text\":", rule, level);
    push_json_str(&mut o, text);
    o.push('}');
    if let Some(l) = loc {
        o.push_str(",\"locations\":[{");
        physical(&mut o, l);
        o.push_str("}]");
    }
    if !related.is_empty() {
        o.push_str(",\"relatedLocations\":[");
        for (i, (msg, l)) in related.iter().enumerate() {
            if i > 0 {
                o.push(',');
            }
            o.push_str("{\"message\":{\"text\":");
            push_json_str(&mut o, msg);
            o.push('}');
            if let Some(l) = l {
                o.push(',');
                physical(&mut o, l);
            }
            o.push('}');
        }
        o.push(']');
    }
    o.push('}');
    o
}

/// SARIF level of a (displayed) severity.
pub fn level(sev: super::Severity, promoted: bool) -> &'static str {
    use super::Severity::*;
    if promoted {
        return "error";
    }
    match sev {
        Note | Suppressed | Remark => "remark",
        Warning | CommandLineWarning => "warning",
        DiscretionaryError | Error => "error",
        // The reference asserts on a command-line error in SARIF mode; cufe reports it as what it is,
        // a catastrophic error (sarif-valid-json).
        Catastrophic | CommandLineError => "catastrophe",
        Internal => "internal_error",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn result_shape_matches_reference() {
        // From the reference: `--output_mode sarif` on `#pragma nv_diag_suppress 99999` (line 1 of s.cu).
        let l = SarifLoc { file: "/tmp/dg/s.cu", line: 1, column: Some(26) };
        assert_eq!(
            result(1222, "warning", "invalid error number", Some(&l), &[]),
            "{\"ruleId\":\"EC1222\",\"level\":\"warning\",\"message\":{\"text\":\"invalid error number\"},\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":\"file:///tmp/dg/s.cu\"},\"region\":{\"startLine\":1,\"startColumn\":26}}}]}"
        );
        assert_eq!(
            result(3709, "remark", "The warnings can be suppressed with \"-diag-suppress <warning-number>\"", None, &[]),
            "{\"ruleId\":\"EC3709\",\"level\":\"remark\",\"message\":{\"text\":\"The warnings can be suppressed with \\\"-diag-suppress <warning-number>\\\"\"}}"
        );
        let e = SarifLoc { file: "/a.cu", line: 2, column: None };
        assert!(result(20, "error", "x", Some(&e), &[]).ends_with("\"region\":{\"startLine\":2}}}]}"));
    }
}
