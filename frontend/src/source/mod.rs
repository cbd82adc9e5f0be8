//! The preprocessed input and its source map.
//!
//! cufe reads gcc `-E` output. Every position in cufe is a byte [`Offset`] into that one input buffer; the
//! [`SourceMap`] turns an offset into what a diagnostic prints (file from the line markers, line, column,
//! the source line, whether the file is a system header). The lexer feeds line markers into the map as it
//! meets them, in one pass over the bytes.

/// A byte offset into the preprocessed input. All positions in cufe are offsets into the one input.
pub type Offset = u32;

/// A half-open byte range `lo..hi` of the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Span {
    pub lo: Offset,
    pub hi: Offset,
}

impl Span {
    pub fn new(lo: Offset, hi: Offset) -> Self {
        Span { lo, hi }
    }
}

/// What a diagnostic prints about a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location<'a> {
    /// File name as the line markers give it (`x.cu`, `/usr/include/stdio.h`).
    pub file: &'a str,
    /// 1-based line in that file.
    pub line: u32,
    /// 1-based byte column in the physical line of the input.
    pub column: u32,
    /// The physical line of the input (without its newline), as the caret display shows it.
    pub line_text: &'a [u8],
    /// The position lies in a system header (line-marker flag 3).
    pub system_header: bool,
}

impl Location<'_> {
    /// The 1-based column EDG prints (caret position, SARIF `startColumn`): it counts UTF-8 characters,
    /// not bytes (`int é = @;` puts the caret for `@` at column 9; observed on cudafe++ 13.0.88).
    pub fn char_column(&self) -> u32 {
        let upto = (self.column.saturating_sub(1) as usize).min(self.line_text.len());
        // Count the bytes that start a character (not UTF-8 continuation bytes).
        self.line_text[..upto].iter().filter(|&&b| b & 0xc0 != 0x80).count() as u32 + 1
    }
}

/// Anything that can locate an offset: the source map, or a fixed location in tests.
pub trait Locate {
    fn locate(&self, at: Offset) -> Location<'_>;
}

/// One `# N "file" flags` line marker: from `offset` on, the physical line there is `line` of `file`.
#[derive(Clone, Debug)]
pub struct LineMarker {
    /// Offset of the first byte of the line after the marker.
    pub offset: Offset,
    pub line: u32,
    pub file: u32,
    pub system_header: bool,
}

/// The input bytes, the line-start table and the line markers met so far.
#[derive(Debug)]
pub struct SourceMap {
    text: Vec<u8>,
    /// Offsets of the first byte of each physical line (line_starts[0] == 0). Filled by the lexer in its
    /// single pass over the input ([`SourceMap::set_line_starts`]), or computed on first use.
    line_starts: std::sync::OnceLock<Vec<Offset>>,
    files: Vec<String>,
    /// Index of `files` by name (inputs can name many files).
    file_ids: std::collections::HashMap<String, u32>,
    markers: Vec<LineMarker>,
    /// Per file id: whether the file is under the toolkit include directory (see
    /// [`SourceMap::in_prelude`]); computed on first query, reset when a marker is added.
    toolkit_files: std::sync::OnceLock<Vec<bool>>,
}

impl SourceMap {
    /// `input_name` is the name used before the first line marker (the input path as given).
    pub fn new(input_name: &str, text: Vec<u8>) -> SourceMap {
        SourceMap {
            text,
            line_starts: std::sync::OnceLock::new(),
            files: vec![input_name.to_string()],
            file_ids: [(input_name.to_string(), 0)].into_iter().collect(),
            markers: Vec::new(),
            toolkit_files: std::sync::OnceLock::new(),
        }
    }

    /// Installs the line-start table built by the lexer (ignored if the table was already computed).
    pub fn set_line_starts(&mut self, starts: Vec<Offset>) {
        debug_assert!(starts == compute_line_starts(&self.text), "lexer line table differs");
        let _ = self.line_starts.set(starts);
    }

    fn line_starts(&self) -> &[Offset] {
        self.line_starts.get_or_init(|| compute_line_starts(&self.text))
    }

    pub fn text(&self) -> &[u8] {
        &self.text
    }

    /// Interns a file name; returns its index.
    pub fn file_id(&mut self, name: &str) -> u32 {
        if let Some(&i) = self.file_ids.get(name) {
            return i;
        }
        self.files.push(name.to_string());
        let id = (self.files.len() - 1) as u32;
        self.file_ids.insert(name.to_string(), id);
        id
    }

    pub fn file_name(&self, id: u32) -> &str {
        &self.files[id as usize]
    }

    /// Records a line marker. Markers must be added in increasing offset order.
    pub fn add_marker(&mut self, offset: Offset, line: u32, file: &str, system_header: bool) {
        let file = self.file_id(file);
        self.markers.push(LineMarker { offset, line, file, system_header });
        self.toolkit_files = std::sync::OnceLock::new();
    }

    /// Records a line marker for an already interned file (see [`SourceMap::file_id`]).
    pub fn add_marker_id(&mut self, offset: Offset, line: u32, file: u32, system_header: bool) {
        self.markers.push(LineMarker { offset, line, file, system_header });
        self.toolkit_files = std::sync::OnceLock::new();
    }

    /// Whether `at` lies in the *prelude*: a system header (line-marker flag 3), or a file under the
    /// directory of the force-included `cuda_runtime.h` (the toolkit include directory, which nvcc does
    /// not pass as a system directory: `.../cu13/bin/..//include/cuda_runtime.h`, with thrust, cub and
    /// cuda-std below it). The directory is that of the first marker naming a `…/cuda_runtime.h`.
    /// The lead's policy trusts the prelude: template definitions there are stored without phase-1
    /// analysis (the pinned prelude is verified clean by corpus/prelude).
    pub fn in_prelude(&self, at: Offset) -> bool {
        let idx = self.markers.partition_point(|m| m.offset <= at);
        let Some(m) = idx.checked_sub(1).and_then(|i| self.markers.get(i)) else { return false };
        if m.system_header {
            return true;
        }
        let toolkit = self.toolkit_files.get_or_init(|| {
            let first = self.markers.iter().map(|m| self.files[m.file as usize].as_str()).find(|f| f.ends_with("/cuda_runtime.h"));
            let Some(dir) = first.map(|f| &f[..f.len() - "cuda_runtime.h".len()]) else { return Vec::new() };
            self.files.iter().map(|f| f.starts_with(dir)).collect()
        });
        toolkit.get(m.file as usize).copied().unwrap_or(false)
    }

    pub fn markers(&self) -> &[LineMarker] {
        &self.markers
    }

    /// 0-based physical line index of `at`.
    pub fn physical_line(&self, at: Offset) -> usize {
        match self.line_starts().binary_search(&at) {
            Ok(i) => i,
            Err(i) => i - 1,
        }
    }

    /// The physical line containing `at`, without its line terminator.
    pub fn physical_line_text(&self, at: Offset) -> &[u8] {
        let i = self.physical_line(at);
        let starts = self.line_starts();
        let lo = starts[i] as usize;
        let hi = starts.get(i + 1).map(|&h| h as usize - 1).unwrap_or(self.text.len());
        let mut line = &self.text[lo..hi.max(lo)];
        if line.last() == Some(&b'\r') {
            line = &line[..line.len() - 1];
        }
        line
    }
}

/// Offsets of the first byte of every physical line.
pub fn compute_line_starts(text: &[u8]) -> Vec<Offset> {
    let mut v = vec![0];
    v.extend(text.iter().enumerate().filter(|(_, &b)| b == b'\n').map(|(i, _)| i as Offset + 1));
    v
}

/// Decodes a file name as gcc writes it in a line marker (between the quotes): `\\` → `\`, `\"` → `"`,
/// `\NNN` (octal) → that byte; the bytes are then read as UTF-8 (lossily).
pub fn decode_marker_name(raw: &[u8]) -> String {
    if !raw.contains(&b'\\') {
        return String::from_utf8_lossy(raw).into_owned();
    }
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while i < raw.len() {
        let c = raw[i];
        if c != b'\\' || i + 1 >= raw.len() {
            out.push(c);
            i += 1;
            continue;
        }
        let n = raw[i + 1];
        if (b'0'..=b'7').contains(&n) {
            let mut v: u32 = 0;
            let mut k = i + 1;
            while k < raw.len() && k < i + 4 && (b'0'..=b'7').contains(&raw[k]) {
                v = v * 8 + (raw[k] - b'0') as u32;
                k += 1;
            }
            out.push(v as u8);
            i = k;
        } else {
            out.push(n);
            i += 2;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

impl Locate for SourceMap {
    fn locate(&self, at: Offset) -> Location<'_> {
        let at = at.min(self.text.len() as Offset);
        let phys = self.physical_line(at);
        let column = at - self.line_starts()[phys] + 1;
        let idx = self.markers.partition_point(|m| m.offset <= at);
        let (file, line, system_header) = if idx == 0 {
            (0u32, phys as u32 + 1, false)
        } else {
            let m = &self.markers[idx - 1];
            let marker_phys = self.physical_line(m.offset);
            // Line numbers are EDG's unsigned 32-bit counters: past 4294967295 they wrap to 0.
            (m.file, m.line.wrapping_add((phys - marker_phys) as u32), m.system_header)
        };
        Location {
            file: &self.files[file as usize],
            line,
            column,
            line_text: self.physical_line_text(at),
            system_header,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_numbers_wrap_like_edg() {
        let text = b"# 4294967295 \"a.cu\"\nx\ny\n".to_vec();
        let mut m = SourceMap::new("in.ii", text);
        m.add_marker(19, 4294967295, "a.cu", false);
        assert_eq!(m.locate(19).line, 4294967295);
        assert_eq!(m.locate(21).line, 0, "the counter wraps instead of overflowing");
    }

    #[test]
    fn markers_map_lines() {
        let text = b"# 1 \"x.cu\"\nint a;\n# 10 \"y.h\" 3\nint b;\nint c;\n".to_vec();
        let mut m = SourceMap::new("in.ii", text);
        m.add_marker(11, 1, "x.cu", false);
        m.add_marker(31, 10, "y.h", true);
        let l = m.locate(11 + 4);
        assert_eq!((l.file, l.line, l.column, l.system_header), ("x.cu", 1, 5, false));
        assert_eq!(l.line_text, b"int a;");
        let l = m.locate(38 + 4);
        assert_eq!((l.file, l.line, l.system_header), ("y.h", 11, true));
        let l = m.locate(0);
        assert_eq!((l.file, l.line), ("in.ii", 1));
    }

    #[test]
    fn prelude_is_system_headers_and_the_toolkit_include_dir() {
        let kit = "/t/cu13/bin/..//include/";
        let text = b"a\nb\nc\nd\ne\nf\ng\n".to_vec();
        let mut m = SourceMap::new("x.ii", text);
        assert!(!m.in_prelude(0), "before any marker: the input itself");
        m.add_marker(2, 1, "x.cu", false);
        m.add_marker(4, 1, &format!("{kit}cuda_runtime.h"), false);
        m.add_marker(6, 1, &format!("{kit}crt/host_config.h"), false);
        m.add_marker(8, 1, "/usr/include/stdio.h", true);
        m.add_marker(10, 5, "x.cu", false);
        m.add_marker(12, 1, "/t/cu13/bin/..//includeX/other.h", false);
        assert!(!m.in_prelude(2));
        assert!(m.in_prelude(4) && m.in_prelude(5), "cuda_runtime.h itself");
        assert!(m.in_prelude(6), "a toolkit header below the include directory");
        assert!(m.in_prelude(8), "a system header");
        assert!(!m.in_prelude(10), "back in the user file");
        assert!(!m.in_prelude(12), "a sibling directory sharing a prefix is not the include directory");
        // Without a cuda_runtime.h marker only system headers are prelude.
        let mut m2 = SourceMap::new("y.ii", b"a\nb\nc\n".to_vec());
        m2.add_marker(2, 1, "/k/include/crt/host_config.h", false);
        m2.add_marker(4, 1, "/usr/include/x.h", true);
        assert!(!m2.in_prelude(2));
        assert!(m2.in_prelude(4));
        // Markers added after a query are taken into account.
        m2.add_marker(5, 1, "/k/include/cuda_runtime.h", false);
        assert!(m2.in_prelude(2));
    }

    #[test]
    fn marker_names_decode_like_gcc_writes_them() {
        assert_eq!(decode_marker_name(b"plain.cu"), "plain.cu");
        assert_eq!(decode_marker_name(br"a\\b.cu"), "a\\b.cu");
        assert_eq!(decode_marker_name(br#"a\"b.cu"#), "a\"b.cu");
        assert_eq!(decode_marker_name(br"\303\251t\303\251.cu"), "\u{e9}t\u{e9}.cu");
        assert_eq!(decode_marker_name(br"trailing\"), "trailing\\");
    }

    #[test]
    fn line_table_is_lazy_or_installed() {
        let text = b"a\r\nbc\n\nd".to_vec();
        let m = SourceMap::new("t.ii", text.clone());
        let l = m.locate(3);
        assert_eq!((l.line, l.column, l.line_text), (2, 1, &b"bc"[..]));
        assert_eq!(m.locate(7).line, 4);
        let mut m2 = SourceMap::new("t.ii", text.clone());
        m2.set_line_starts(compute_line_starts(&text));
        assert_eq!(m2.locate(7), m.locate(7));
    }

    #[test]
    fn char_column_counts_characters() {
        let text = "int \u{e9} = @;\nint \u{1F600} = @;\n".as_bytes().to_vec();
        let m = SourceMap::new("t.ii", text.clone());
        let at = text.iter().position(|&b| b == b'@').unwrap() as Offset;
        let l = m.locate(at);
        assert_eq!((l.column, l.char_column()), (10, 9));
        let at2 = text.iter().rposition(|&b| b == b'@').unwrap() as Offset;
        assert_eq!(m.locate(at2).char_column(), 9);
    }
}
