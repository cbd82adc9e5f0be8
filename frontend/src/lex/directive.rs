//! `#` lines of the preprocessed input.
//!
//! gcc -E writes only line markers (`# N "file" flags`) and `#pragma` lines. Hand-written .ii files can
//! hold any directive, and cudafe++ has a full preprocessor; cufe implements the directives whose
//! behaviour was probed (A §4, and the cases below) and records the rest as gaps:
//! - `#line N ["file"]`, `# N ["file" [flags]]`: line markers (flag 3 = system header).
//! - `#pragma …`: a pragma event; its text goes to the pragma handler.
//! - `#error text` → catastrophic "#error directive: text" at the directive name; compilation stops.
//! - `#warning text` → warning 1105 at the directive name.
//! - `#include "f"` / `<f>` of a file that cannot be opened → catastrophic "cannot open source file" at
//!   the end of the line (after warning 14 at any extra text); an existing file is a gap.
//! - an unknown directive name → error "unrecognized preprocessing directive" at the name.
//! - `#` alone is the null directive.
use super::scan::{Lexer, PendingMarker};
use crate::diag::{id, Diagnostic, Severity, Where};
use crate::source::{decode_marker_name, Offset};

fn is_hspace(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | 0x0b | 0x0c | b'\r')
}

impl Lexer<'_> {
    /// The directive whose `#` (or `%:`) is at `hash`, its name starting after `body`; leaves `pos` at
    /// the newline ending it.
    pub(super) fn directive(&mut self, hash: usize, body: usize) {
        let src = self.src;
        let eol = src[hash..].iter().position(|&c| c == b'\n').map_or(src.len(), |i| hash + i);
        // End of the line's text without a CR of a CRLF line ending.
        let text_end = if eol > hash && src[eol - 1] == b'\r' { eol - 1 } else { eol };
        self.pos = eol;
        let mut p = body;
        while p < eol && is_hspace(src[p]) {
            p += 1;
        }
        if p >= text_end {
            return; // the null directive
        }
        if src[p].is_ascii_digit() {
            return self.line_marker(p, eol, text_end);
        }
        let name_lo = p;
        while p < text_end && (src[p].is_ascii_alphanumeric() || src[p] == b'_') {
            p += 1;
        }
        let name = &src[name_lo..p];
        let mut rest = p;
        while rest < text_end && is_hspace(src[rest]) {
            rest += 1;
        }
        match name {
            b"line" => {
                if rest < text_end && src[rest].is_ascii_digit() {
                    self.line_marker(rest, eol, text_end)
                } else {
                    self.gap("preprocessor: malformed #line", hash)
                }
            }
            b"pragma" => self.pragma(p, text_end),
            b"error" => {
                let msg = String::from_utf8_lossy(&src[rest..text_end]).into_owned();
                self.diag_with(
                    Diagnostic::new(Severity::Catastrophic, id::ERROR_DIRECTIVE, Where::At(name_lo as Offset)).arg(msg),
                );
                self.out.stopped = true;
            }
            b"warning" => {
                let msg = String::from_utf8_lossy(&src[rest..text_end]).into_owned();
                self.diag_with(
                    Diagnostic::new(Severity::Warning, id::WARNING_DIRECTIVE, Where::At(name_lo as Offset)).arg(msg),
                );
            }
            b"include" => self.include(hash, rest, text_end),
            b"define" | b"undef" | b"if" | b"ifdef" | b"ifndef" | b"elif" | b"elifdef" | b"elifndef" | b"else"
            | b"endif" | b"include_next" | b"import" | b"ident" | b"sccs" | b"assert" | b"unassert" | b"module"
            | b"export" => self.gap("preprocessor: directive other than line markers and #pragma", hash),
            b"" => self.gap("preprocessor: non-directive # line", hash),
            _ => {
                if p < text_end && !is_hspace(src[p]) {
                    // A name followed by something odd (`#foo@`): not probed.
                    self.gap("preprocessor: non-directive # line", hash)
                } else {
                    self.diag(Severity::Error, id::BAD_PP_DIRECTIVE_KEYWORD, name_lo)
                }
            }
        }
    }

    /// `N ["file" [flags…]]` starting at the digits `p`; the marker applies from the next line.
    fn line_marker(&mut self, mut p: usize, eol: usize, text_end: usize) {
        let src = self.src;
        let mut line: u64 = 0;
        let start = p;
        while p < text_end && src[p].is_ascii_digit() {
            // Saturate just above u32::MAX: all that matters is whether the number fits.
            line = (line * 10 + (src[p] - b'0') as u64).min(u32::MAX as u64 + 1);
            p += 1;
        }
        if line > u32::MAX as u64 {
            // Reference: `# 4294967296 "a.cu"` → error 34 at the number; the marker is ignored.
            self.diag(Severity::Error, id::BAD_LINE_NUMBER, start);
            return;
        }
        if p < text_end && !is_hspace(src[p]) {
            // `#line 0x10`: "invalid line number" and more; not reproduced yet.
            return self.gap("preprocessor: malformed line number", start);
        }
        while p < text_end && is_hspace(src[p]) {
            p += 1;
        }
        let mut file: Option<u32> = None;
        if p < text_end && src[p] == b'"' {
            let lo = p + 1;
            let mut e = lo;
            while e < text_end && src[e] != b'"' {
                e += if src[e] == b'\\' { 2 } else { 1 };
            }
            let e = e.min(text_end);
            file = Some(self.file_index(&src[lo..e]));
            p = (e + 1).min(text_end);
        }
        let mut system = if file.is_some() { false } else { self.cur_system };
        while p < text_end {
            if is_hspace(src[p]) {
                p += 1;
                continue;
            }
            let lo = p;
            while p < text_end && !is_hspace(src[p]) {
                p += 1;
            }
            let flag = &src[lo..p];
            if !flag.iter().all(u8::is_ascii_digit) {
                // Observed: `# 3 "x.cu" 1 3 4 garbage` → error (not warning) 14 at the garbage.
                self.diag(Severity::Error, id::EXTRA_TEXT_IN_PP_DIRECTIVE, lo);
                break;
            }
            if flag == b"3" {
                system = true;
            }
        }
        if let Some(f) = file {
            self.cur_file = f;
        }
        self.cur_system = system;
        let offset = (eol + 1).min(src.len()) as Offset;
        self.markers.push(PendingMarker {
            offset,
            line: line as u32,
            file: self.cur_file,
            system_header: system,
        });
    }

    /// Index of a marker's file name (raw, between the quotes) in the lexer's file list, looked up by its
    /// raw spelling first (most markers name the current or a known file), decoding only new spellings.
    fn file_index(&mut self, raw: &[u8]) -> u32 {
        if self.files.get(self.cur_file as usize).is_some_and(|f| f.as_bytes() == raw) {
            return self.cur_file;
        }
        if let Some(&i) = self.file_ids.get(raw) {
            return i;
        }
        let name = decode_marker_name(raw);
        let id = match self.name_ids.get(&name) {
            // Another spelling (escapes) of a name already seen.
            Some(&i) => i,
            None => {
                self.files.push(name.clone());
                let id = (self.files.len() - 1) as u32;
                self.name_ids.insert(name, id);
                id
            }
        };
        self.file_ids.insert(raw.to_vec(), id);
        id
    }

    /// `#include` with its operand starting at `p`.
    fn include(&mut self, hash: usize, p: usize, text_end: usize) {
        let src = self.src;
        let close = match src.get(p) {
            Some(b'"') => b'"',
            Some(b'<') => b'>',
            _ => return self.gap("preprocessor: #include of a macro", hash),
        };
        let lo = p + 1;
        let Some(len) = src[lo..text_end].iter().position(|&c| c == close) else {
            return self.gap("preprocessor: malformed #include", hash);
        };
        let name = String::from_utf8_lossy(&src[lo..lo + len]).into_owned();
        let mut q = lo + len + 1;
        while q < text_end && is_hspace(src[q]) {
            q += 1;
        }
        if q < text_end && !(src[q] == b'/' && matches!(self.peek(q + 1), b'/' | b'*')) {
            self.diag(Severity::Warning, id::EXTRA_TEXT_IN_PP_DIRECTIVE, q);
        }
        if self.include_exists(&name, close == b'"') {
            return self.gap("preprocessor: #include of an existing file", hash);
        }
        self.diag_with(
            Diagnostic::new(Severity::Catastrophic, id::CANNOT_OPEN_FILE, Where::At(text_end as Offset))
                .arg("source")
                .arg(name),
        );
        self.out.stopped = true;
    }

    /// Whether an include could be found (then cufe cannot honour it and records a gap). Quoted names are
    /// looked up in the directory of the current file and of the input, then like `<…>` names in the
    /// working directory and the usual system directories (the reference finds `<stdio.h>` in
    /// /usr/include). Names without an extension (`<vector>`) are assumed to exist: the reference may
    /// know more include directories than probed, and a wrong "cannot open" would be an invented error.
    fn include_exists(&self, name: &str, quoted: bool) -> bool {
        let path = std::path::Path::new(name);
        if path.is_absolute() {
            return path.is_file();
        }
        if path.extension().is_none() {
            return true;
        }
        if quoted {
            let cur = self.files.get(self.cur_file as usize).map_or("", |s| s.as_str());
            for base in [cur, self.files[0].as_str()] {
                if let Some(dir) = std::path::Path::new(base).parent() {
                    if dir.join(path).is_file() {
                        return true;
                    }
                }
            }
        }
        path.is_file()
            || ["/usr/include", "/usr/local/include", "/usr/include/x86_64-linux-gnu"]
                .iter()
                .any(|d| std::path::Path::new(d).join(path).is_file())
    }
}
