//! The byte-dispatch loop: white space, comments, identifiers, punctuators; literals and directives are
//! delegated to `literal.rs`, `number.rs` and `directive.rs` (all `impl Lexer` blocks).
use super::kw::{keyword_spellings, ALIASES, PREDEFINED_MACROS, PREDEFINED_MACRO_ATTRIBUTES};
use super::{flags, Enc, LexConfig, LexEvent, LexEventKind, LexGap, LexOutput, Token, TokenKind};
use crate::cli::Lang;
use crate::diag::{id, DiagId, Diagnostic, Severity, Where};
use crate::source::{Offset, Span};

/// A line marker met while lexing; added to the source map once lexing is done (the lexer borrows the
/// map's text meanwhile).
pub struct PendingMarker {
    pub offset: Offset,
    pub line: u32,
    /// Index into the lexer's file-name list.
    pub file: u32,
    pub system_header: bool,
}

/// What a lexer run produces besides the [`LexOutput`]: the line markers with their file names, and the
/// line-start table (built in the same pass).
pub struct Extras {
    pub markers: Vec<PendingMarker>,
    pub files: Vec<String>,
    pub line_starts: Vec<Offset>,
}

/// `IDENT[b]`: `b` continues an ASCII identifier (letters, digits, `_`, `$`).
pub(super) static IDENT: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        t[b] = c.is_ascii_alphanumeric() || c == b'_' || c == b'$';
        b += 1;
    }
    t
};

/// The characters that complete a trigraph after `??`.
pub(super) fn is_trigraph_char(c: u8) -> bool {
    matches!(c, b'=' | b'/' | b'\'' | b'(' | b')' | b'!' | b'<' | b'>' | b'-')
}

pub struct Lexer<'a> {
    pub(super) src: &'a [u8],
    pub(super) pos: usize,
    pub(super) cfg: LexConfig,
    /// Token kind of each pre-interned keyword spelling, indexed by symbol (Identifier when the
    /// spelling is not a keyword in this configuration).
    pub(super) kw_kinds: Vec<TokenKind>,
    /// Symbols of the predefined macros (`__noinline__`) and of the attribute names they expand to.
    pub(super) macro_syms: Vec<(super::Symbol, super::Symbol)>,
    /// Symbol of `__attribute__`.
    pub(super) attribute_sym: super::Symbol,
    pub(super) out: LexOutput,
    pub(super) markers: Vec<PendingMarker>,
    pub(super) files: Vec<String>,
    /// Index of `files` by raw marker spelling and by decoded name.
    pub(super) file_ids: std::collections::HashMap<Vec<u8>, u32>,
    pub(super) name_ids: std::collections::HashMap<String, u32>,
    pub(super) cur_file: u32,
    pub(super) line_starts: Vec<Offset>,
    pub(super) cur_system: bool,
    at_line_start: bool,
    space_before: bool,
    /// EDG warns about ignored trigraphs once per compilation (even when that one is suppressed).
    trigraph_warned: bool,
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a [u8], cfg: &LexConfig, input_name: &str) -> Lexer<'a> {
        // About one distinct identifier per 100 bytes of real headers (the CUDA prelude: ~12k in 1.2 MB).
        let mut out = LexOutput { interner: super::Interner::with_capacity(src.len() / 100), ..LexOutput::default() };
        // Intern every spelling the keyword table knows first, so keyword lookup is an index.
        let spellings = keyword_spellings(cfg.lang, cfg.gnu_version, cfg.clang);
        let mut kw_kinds = Vec::new();
        let set = |out: &mut LexOutput, kw_kinds: &mut Vec<TokenKind>, w: &str, k: TokenKind| {
            let s = out.interner.intern(w.as_bytes()).0 as usize;
            if kw_kinds.len() <= s {
                kw_kinds.resize(s + 1, TokenKind::Identifier);
            }
            kw_kinds[s] = k;
        };
        for (w, k) in spellings {
            set(&mut out, &mut kw_kinds, w, k);
        }
        for (w, _) in ALIASES {
            let s = out.interner.intern(w.as_bytes()).0 as usize;
            if kw_kinds.len() <= s {
                kw_kinds.resize(s + 1, TokenKind::Identifier);
            }
        }
        let macro_syms: Vec<_> = PREDEFINED_MACROS
            .iter()
            .zip(PREDEFINED_MACRO_ATTRIBUTES)
            .map(|(m, a)| (out.interner.intern(m.as_bytes()), out.interner.intern(a.as_bytes())))
            .collect();
        // Macro names are checked through the keyword table: give them slots (as identifiers).
        for &(m, _) in &macro_syms {
            if kw_kinds.len() <= m.0 as usize {
                kw_kinds.resize(m.0 as usize + 1, TokenKind::Identifier);
            }
        }
        let attribute_sym = out.interner.intern(b"__attribute__");
        out.tokens.reserve(src.len() / 5);
        Lexer {
            src,
            pos: 0,
            cfg: *cfg,
            kw_kinds,
            macro_syms,
            attribute_sym,
            out,
            markers: Vec::new(),
            files: vec![input_name.to_string()],
            file_ids: [(input_name.as_bytes().to_vec(), 0)].into_iter().collect(),
            name_ids: [(input_name.to_string(), 0)].into_iter().collect(),
            cur_file: 0,
            line_starts: {
                let mut v = Vec::with_capacity(src.len() / 32 + 1);
                v.push(0);
                v
            },
            cur_system: false,
            at_line_start: true,
            space_before: false,
            trigraph_warned: false,
        }
    }

    pub fn run(mut self) -> (LexOutput, Extras) {
        self.scan_all();
        let end = self.src.len() as Offset;
        let at = if self.out.stopped { self.pos.min(self.src.len()) as Offset } else { end };
        self.push_token(TokenKind::Eof, at as usize, at as usize, super::Symbol::NONE, 0);
        // The line table must cover the whole input even when a directive stopped the lexer.
        self.newlines_in(self.pos, self.src.len());
        (self.out, Extras { markers: self.markers, files: self.files, line_starts: self.line_starts })
    }

    /// Records the line starts after every newline in `lo..hi` (input consumed outside the main loop).
    pub(super) fn newlines_in(&mut self, lo: usize, hi: usize) {
        let hi = hi.min(self.src.len());
        for (i, &c) in self.src[lo.min(hi)..hi].iter().enumerate() {
            if c == b'\n' {
                self.line_starts.push((lo + i + 1) as Offset);
            }
        }
    }

    // ---- helpers shared by the other files ----

    #[inline]
    pub(super) fn peek(&self, at: usize) -> u8 {
        self.src.get(at).copied().unwrap_or(0)
    }

    /// Token index at which an event met now takes effect: the token being produced (see `LexEvent`).
    fn event_index(&self) -> u32 {
        self.out.tokens.len() as u32
    }

    pub(super) fn diag(&mut self, sev: Severity, id: DiagId, at: usize) {
        self.diag_with(Diagnostic::new(sev, id, Where::At(at as Offset)));
    }

    pub(super) fn diag_with(&mut self, d: Diagnostic) {
        let token_index = self.event_index();
        self.out.events.push(LexEvent { token_index, kind: LexEventKind::Diag(d) });
    }

    pub(super) fn pragma(&mut self, lo: usize, hi: usize) {
        let token_index = self.out.tokens.len() as u32;
        let idx = self.out.pragmas.len() as u32;
        self.out.pragmas.push(super::Pragma { span: Span::new(lo as Offset, hi as Offset), token_index });
        self.out.events.push(LexEvent { token_index: self.event_index(), kind: LexEventKind::Pragma(idx) });
    }

    pub(super) fn gap(&mut self, what: &'static str, at: usize) {
        self.out.gaps.push(LexGap { what, at: at as Offset });
    }

    #[inline]
    pub(super) fn push_token(&mut self, kind: TokenKind, lo: usize, hi: usize, sym: super::Symbol, extra: u8) {
        let mut f = extra;
        if self.at_line_start {
            f |= flags::AT_LINE_START;
        }
        if self.space_before {
            f |= flags::SPACE_BEFORE;
        }
        self.at_line_start = false;
        self.space_before = false;
        self.out.tokens.push(Token { kind, flags: f, span: Span::new(lo as Offset, hi as Offset), sym });
    }

    /// Start offset of the last token (EDG's "current position" while it lexes the next one).
    pub(super) fn prev_token_start(&self) -> Option<usize> {
        self.out.tokens.last().map(|t| t.span.lo as usize)
    }

    /// The ignored-trigraph warning for a trigraph at `p` (only the first of the compilation is reported).
    /// EDG issues it when it reads the physical line into its buffer, i.e. before any token of that line
    /// is lexed (`` `'a' ??( `` reports the trigraph before the unrecognized token), so the event takes
    /// effect at the first token that ends after the line start.
    pub(super) fn trigraph(&mut self, p: usize) {
        if self.trigraph_warned {
            return;
        }
        self.trigraph_warned = true;
        let line_start = self.src[..p].iter().rposition(|&c| c == b'\n').map_or(0, |i| i + 1) as Offset;
        let token_index = self.out.tokens.partition_point(|t| t.span.hi <= line_start) as u32;
        let d = Diagnostic::new(Severity::Warning, id::TRIGRAPH_IGNORED, Where::At(p as Offset));
        // Keep the events in order: after those of earlier lines, before those met on this line.
        let pragmas = &self.out.pragmas;
        let offset = |e: &LexEvent| match &e.kind {
            LexEventKind::Diag(d) => match d.at {
                Where::At(o) => o,
                _ => 0,
            },
            LexEventKind::Pragma(i) => pragmas.get(*i as usize).map_or(0, |p| p.span.lo),
        };
        let at = self
            .out
            .events
            .partition_point(|e| e.token_index < token_index || (e.token_index == token_index && offset(e) < line_start));
        self.out.events.insert(at, LexEvent { token_index, kind: LexEventKind::Diag(d) });
    }

    /// Warns about the first `??X` trigraph in `lo..hi` (comments).
    pub(super) fn trigraphs_in(&mut self, lo: usize, hi: usize) {
        if self.trigraph_warned {
            return;
        }
        let mut p = lo;
        let hi = hi.min(self.src.len());
        while p < hi && p + 2 < self.src.len() {
            if self.src[p] == b'?' && self.src[p + 1] == b'?' && is_trigraph_char(self.src[p + 2]) {
                self.trigraph(p);
                return;
            } else {
                p += 1;
            }
        }
    }

    // ---- the main loop ----

    fn scan_all(&mut self) {
        let len = self.src.len();
        while self.pos < len && !self.out.stopped {
            let p = self.pos;
            let b = self.src[p];
            match b {
                b' ' | b'\t' | b'\r' | 0x0b | 0x0c => {
                    let mut e = p + 1;
                    while e < len && matches!(self.src[e], b' ' | b'\t') {
                        e += 1;
                    }
                    self.pos = e;
                    self.space_before = true;
                }
                b'\n' => {
                    self.pos += 1;
                    self.line_starts.push(self.pos as Offset);
                    self.at_line_start = true;
                    self.space_before = false;
                }
                b'#' if self.at_line_start => self.directive(p, p + 1),
                b'a'..=b'z' | b'A'..=b'Z' | b'_' | b'$' => self.identifier(p),
                b'0'..=b'9' => self.number(p),
                b'"' => self.quoted(p, p, Enc::Plain, false),
                b'\'' => self.quoted(p, p, Enc::Plain, true),
                b'/' => self.slash(p),
                b'.' => {
                    let n = self.peek(p + 1);
                    if n.is_ascii_digit() {
                        self.number(p);
                    } else if n == b'.' && self.peek(p + 2) == b'.' {
                        self.punct(TokenKind::Ellipsis, p, 3);
                    } else if n == b'*' && self.cfg.cpp() {
                        self.punct(TokenKind::DotStar, p, 2);
                    } else {
                        self.punct(TokenKind::Dot, p, 1);
                    }
                }
                b'(' => self.punct(TokenKind::LParen, p, 1),
                b')' => self.punct(TokenKind::RParen, p, 1),
                b'[' => self.punct(TokenKind::LBracket, p, 1),
                b']' => self.punct(TokenKind::RBracket, p, 1),
                b'{' => self.punct(TokenKind::LBrace, p, 1),
                b'}' => self.punct(TokenKind::RBrace, p, 1),
                b';' => self.punct(TokenKind::Semi, p, 1),
                b',' => self.punct(TokenKind::Comma, p, 1),
                b'~' => self.punct(TokenKind::Tilde, p, 1),
                b'?' => {
                    if self.peek(p + 1) == b'?' && is_trigraph_char(self.peek(p + 2)) {
                        self.trigraph(p);
                    }
                    self.punct(TokenKind::Question, p, 1)
                }
                b'-' => match self.peek(p + 1) {
                    b'>' if self.peek(p + 2) == b'*' && self.cfg.cpp() => self.punct(TokenKind::ArrowStar, p, 3),
                    b'>' => self.punct(TokenKind::Arrow, p, 2),
                    b'-' => self.punct(TokenKind::MinusMinus, p, 2),
                    b'=' => self.punct(TokenKind::MinusEq, p, 2),
                    _ => self.punct(TokenKind::Minus, p, 1),
                },
                b'+' => match self.peek(p + 1) {
                    b'+' => self.punct(TokenKind::PlusPlus, p, 2),
                    b'=' => self.punct(TokenKind::PlusEq, p, 2),
                    _ => self.punct(TokenKind::Plus, p, 1),
                },
                b'*' => self.op_eq(p, TokenKind::Star, TokenKind::StarEq),
                b'^' => self.op_eq(p, TokenKind::Caret, TokenKind::CaretEq),
                b'=' => self.op_eq(p, TokenKind::Eq, TokenKind::EqEq),
                b'!' => self.op_eq(p, TokenKind::Bang, TokenKind::Ne),
                b'&' => match self.peek(p + 1) {
                    b'&' => self.punct(TokenKind::AmpAmp, p, 2),
                    b'=' => self.punct(TokenKind::AmpEq, p, 2),
                    _ => self.punct(TokenKind::Amp, p, 1),
                },
                b'|' => match self.peek(p + 1) {
                    b'|' => self.punct(TokenKind::PipePipe, p, 2),
                    b'=' => self.punct(TokenKind::PipeEq, p, 2),
                    _ => self.punct(TokenKind::Pipe, p, 1),
                },
                b'%' if self.at_line_start && self.peek(p + 1) == b':' => self.directive(p, p + 2),
                b'%' => match self.peek(p + 1) {
                    b'=' => self.punct(TokenKind::PercentEq, p, 2),
                    b'>' => self.alt(TokenKind::RBrace, p, 2),
                    b':' if self.peek(p + 2) == b'%' && self.peek(p + 3) == b':' => {
                        self.gap("lexer: %:%: outside a directive", p);
                        self.alt(TokenKind::HashHash, p, 4)
                    }
                    b':' => {
                        self.diag(Severity::Error, id::BAD_USE_OF_SHARP, p);
                        self.alt(TokenKind::Hash, p, 2)
                    }
                    _ => self.punct(TokenKind::Percent, p, 1),
                },
                b':' => match self.peek(p + 1) {
                    b':' if self.cfg.cpp() => self.punct(TokenKind::ColonColon, p, 2),
                    b'>' => self.alt(TokenKind::RBracket, p, 2),
                    _ => self.punct(TokenKind::Colon, p, 1),
                },
                b'<' => self.less(p),
                b'>' => match self.peek(p + 1) {
                    b'>' if self.peek(p + 2) == b'=' => self.punct(TokenKind::GtGtEq, p, 3),
                    b'>' => self.punct(TokenKind::GtGt, p, 2),
                    b'=' => self.punct(TokenKind::Ge, p, 2),
                    b'?' if self.gnu_cpp() => self.punct(TokenKind::GnuMax, p, 2),
                    _ => self.punct(TokenKind::Gt, p, 1),
                },
                b'#' => match self.peek(p + 1) {
                    b'#' => {
                        self.gap("lexer: ## outside a directive", p);
                        self.punct(TokenKind::HashHash, p, 2)
                    }
                    _ => {
                        self.diag(Severity::Error, id::BAD_USE_OF_SHARP, p);
                        self.punct(TokenKind::Hash, p, 1)
                    }
                },
                0 => {
                    self.diag(Severity::Warning, id::NULL_CHAR_IGNORED, p);
                    self.pos += 1;
                    self.space_before = true;
                }
                b'\\' => self.backslash(p),
                0x80..=0xff => match super::literal::utf8_char(self.src, p) {
                    Some((c, _)) if super::ucn::utf8_identifier_char(c, self.cpp03(), true) => {
                        self.identifier(p)
                    }
                    Some((_, n)) => self.unknown(p, n),
                    None => self.unknown(p, 1),
                },
                _ => self.unknown(p, 1),
            }
        }
    }

    pub(super) fn cpp03(&self) -> bool {
        self.cfg.lang == Lang::Cpp03
    }

    fn gnu_cpp(&self) -> bool {
        self.cfg.gnu_version > 0 && self.cfg.cpp()
    }

    #[inline]
    fn punct(&mut self, k: TokenKind, p: usize, n: usize) {
        self.push_token(k, p, p + n, super::Symbol::NONE, 0);
        self.pos = p + n;
    }

    fn alt(&mut self, k: TokenKind, p: usize, n: usize) {
        self.push_token(k, p, p + n, super::Symbol::NONE, flags::ALT_SPELLING);
        self.pos = p + n;
    }

    #[inline]
    fn op_eq(&mut self, p: usize, one: TokenKind, with_eq: TokenKind) {
        if self.peek(p + 1) == b'=' {
            self.punct(with_eq, p, 2)
        } else {
            self.punct(one, p, 1)
        }
    }

    fn less(&mut self, p: usize) {
        match self.peek(p + 1) {
            b'<' if self.peek(p + 2) == b'<' && self.cfg.cpp() => self.punct(TokenKind::LtLtLt, p, 3),
            b'<' if self.peek(p + 2) == b'=' => self.punct(TokenKind::LtLtEq, p, 3),
            b'<' => self.punct(TokenKind::LtLt, p, 2),
            b'=' if self.peek(p + 2) == b'>' && self.cfg.cpp_at_least(Lang::Cpp20) => {
                self.punct(TokenKind::Spaceship, p, 3)
            }
            b'=' => self.punct(TokenKind::Le, p, 2),
            b'%' => self.alt(TokenKind::LBrace, p, 2),
            b':' => {
                // C++11 [lex.pptoken]: `<::` not followed by `:` or `>` is `<` `::`. C++03 lexes the digraph
                // `<:` and EDG warns that it is probably unintended.
                let third = self.peek(p + 2);
                if third == b':' && self.cfg.cpp_at_least(Lang::Cpp11) {
                    let fourth = self.peek(p + 3);
                    if fourth != b':' && fourth != b'>' {
                        return self.punct(TokenKind::Lt, p, 1);
                    }
                } else if third == b':' && self.cfg.cpp() {
                    // Reported at EDG's current position, the previous token (`int a<::b;` → at `a`).
                    let at = self.prev_token_start().unwrap_or(p);
                    self.diag(Severity::Warning, id::PROBABLE_INADVERTENT_LBRACKET_DIGRAPH, at);
                }
                self.alt(TokenKind::LBracket, p, 2)
            }
            b'?' if self.gnu_cpp() => self.punct(TokenKind::GnuMin, p, 2),
            _ => self.punct(TokenKind::Lt, p, 1),
        }
    }

    pub(super) fn unknown(&mut self, p: usize, n: usize) {
        self.diag(Severity::Error, id::BAD_TOKEN, p);
        self.push_token(TokenKind::Unknown, p, p + n, super::Symbol::NONE, 0);
        self.pos = p + n;
    }

    fn slash(&mut self, p: usize) {
        match self.peek(p + 1) {
            b'/' => {
                let end = self.src[p..].iter().position(|&c| c == b'\n').map_or(self.src.len(), |i| p + i);
                self.trigraphs_in(p, end);
                self.pos = end;
                self.space_before = true;
            }
            b'*' => {
                let body = p + 2;
                match self.src.get(body..).and_then(|s| s.windows(2).position(|w| w == b"*/")) {
                    Some(i) => {
                        self.trigraphs_in(p, body + i);
                        self.newlines_in(body, body + i);
                        self.pos = body + i + 2;
                    }
                    None => {
                        self.trigraphs_in(p, self.src.len());
                        self.newlines_in(body, self.src.len());
                        self.diag(Severity::Error, id::COMMENT_UNCLOSED_AT_EOF, p);
                        self.pos = self.src.len();
                    }
                }
                self.space_before = true;
            }
            b'=' => self.punct(TokenKind::SlashEq, p, 2),
            _ => self.punct(TokenKind::Slash, p, 1),
        }
    }

    fn backslash(&mut self, p: usize) {
        let n = self.peek(p + 1);
        if n == b'u' || n == b'U' {
            return self.identifier(p);
        }
        let splice = if n == b'\n' {
            Some(2)
        } else if n == b'\r' && self.peek(p + 2) == b'\n' {
            Some(3)
        } else {
            None
        };
        match splice {
            Some(k) => {
                // gcc -E output has no line splices; between tokens one is harmless, inside a token cufe
                // would split what EDG joins.
                self.gap("lexer: line splice", p);
                self.pos = p + k;
                self.line_starts.push(self.pos as Offset);
                self.space_before = true;
            }
            None => self.unknown(p, 1),
        }
    }

    pub(super) fn ud_enabled(&self) -> bool {
        self.cfg.cpp_at_least(Lang::Cpp11)
    }
}
