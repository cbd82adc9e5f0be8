//! The lexer: one pass over the preprocessed bytes producing tokens, line markers (into the source map),
//! pragma lines, and lexical diagnostics as events in source order.
//!
//! Layout: `scan.rs` is the byte-dispatch loop (punctuators, identifiers, comments, whitespace),
//! `literal.rs` the character/string literals and `number.rs` the pp-numbers (with EDG's literal checks),
//! `ident.rs` identifiers, keywords and literal prefixes, `directive.rs` the `#` lines (line markers, pragmas, `#error`, `#include`…), `kw.rs` the keyword sets,
//! `intern.rs` the identifier interner.
//!
//! Use: `let out = lex(&mut map, &LexConfig::from_options(&opts));` then turn `out.gaps` into
//! `gaps.note(g.what, g.at)`, and let the parser read `out.tokens` through `parse::cursor::Cursor`, whose
//! `EventSink` hook tells the driver when to report `out.events` (diagnostics in order, pragmas to the
//! pragma handler). After a catastrophic directive (`out.stopped`) the tokens end early with `Eof`.
//!
//! Not handled yet (recorded as gaps, never guessed): macro definitions and conditional directives
//! (`#define`, `#if`…), includes of files that exist, line splices, `%:` and `##` outside directives.
//! The two predefined macros `__noinline__` / `__nv_register_params__` are expanded. `--trigraphs` (trigraphs
//! enabled) is not supported: trigraphs are always ignored with warning 1406, as by default.
use crate::cli::{Lang, Options};
use crate::source::{Offset, SourceMap, Span};

mod directive;
mod ident;
pub mod intern;
pub mod kw;
mod literal;
pub mod number;
mod scan;
mod ucn;
pub mod value;
#[cfg(test)]
mod tests;

pub use intern::{Interner, Symbol};
pub use kw::Kw;

/// What the lexer needs from the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LexConfig {
    pub lang: Lang,
    /// `--gnu_version` (nvcc passes the host gcc's, 120200 here); 0 = not GNU mode.
    pub gnu_version: u32,
    pub clang: bool,
    pub clang_version: u32,
}

impl Default for LexConfig {
    /// What nvcc passes by default: `--c++17 --gnu_version=120200`.
    fn default() -> Self {
        LexConfig { lang: Lang::Cpp17, gnu_version: 120200, clang: false, clang_version: 0 }
    }
}

impl LexConfig {
    pub fn from_options(o: &Options) -> LexConfig {
        LexConfig { lang: o.lang, gnu_version: o.gnu_version, clang: o.clang, clang_version: o.clang_version }
    }
    pub fn cpp(&self) -> bool {
        self.lang != Lang::C
    }
    /// C++ at least `l` (false in C mode).
    pub fn cpp_at_least(&self, l: Lang) -> bool {
        self.cpp() && self.lang >= l
    }
}

/// Encoding prefix of a character or string literal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Enc {
    Plain,
    /// `L`
    Wide,
    /// `u8`
    Utf8,
    /// `u`
    Utf16,
    /// `U`
    Utf32,
}

/// Token kinds. Small and `Copy`; keywords are `Kw(…)` with a dense enum. Alternative tokens (`and`,
/// `bitor`, …) and digraphs lex as the punctuator they spell, with [`flags::ALT_SPELLING`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TokenKind {
    Identifier,
    Kw(Kw),
    /// Integer literal (value: [`number::parse_integer`]); [`flags::UD_SUFFIX`] when it has one.
    IntLit,
    FloatLit,
    CharLit(Enc),
    /// String literal; [`flags::RAW`] for raw strings.
    StrLit(Enc),
    LBracket,
    RBracket,
    LParen,
    RParen,
    LBrace,
    RBrace,
    Dot,
    Arrow,
    PlusPlus,
    MinusMinus,
    Amp,
    Star,
    Plus,
    Minus,
    Tilde,
    Bang,
    Slash,
    Percent,
    LtLt,
    GtGt,
    Lt,
    Gt,
    Le,
    Ge,
    /// `<=>` (C++20 and later; `<=` `>` before).
    Spaceship,
    EqEq,
    Ne,
    Caret,
    Pipe,
    AmpAmp,
    PipePipe,
    Question,
    Colon,
    ColonColon,
    Semi,
    Ellipsis,
    Eq,
    StarEq,
    SlashEq,
    PercentEq,
    PlusEq,
    MinusEq,
    LtLtEq,
    GtGtEq,
    AmpEq,
    CaretEq,
    PipeEq,
    Comma,
    /// `#` / `%:` outside a directive line.
    Hash,
    HashHash,
    DotStar,
    ArrowStar,
    /// CUDA `<<<` (there is no `>>>` token: it lexes as `>>` `>`).
    LtLtLt,
    /// GNU `<?` (minimum).
    GnuMin,
    /// GNU `>?` (maximum).
    GnuMax,
    /// A byte EDG calls an "unrecognized token" (the diagnostic is already an event).
    Unknown,
    /// End of input; always the last token.
    Eof,
}

/// Bits of [`Token::flags`].
pub mod flags {
    /// First token of its physical line.
    pub const AT_LINE_START: u8 = 1;
    /// Preceded by white space or a comment on the same line.
    pub const SPACE_BEFORE: u8 = 2;
    /// A literal with a user-defined-literal suffix; `Token::sym` is the suffix.
    pub const UD_SUFFIX: u8 = 4;
    /// A raw string literal.
    pub const RAW: u8 = 8;
    /// Spelled as an alternative token (`and`) or a digraph (`<:`).
    pub const ALT_SPELLING: u8 = 16;
    /// A string/char literal that is missing its closing quote (already diagnosed).
    pub const UNTERMINATED: u8 = 32;
    /// A pp-number whose checks failed (already diagnosed); its value is unusable.
    pub const BAD_NUMBER: u8 = 64;
    /// Produced by expanding a predefined macro (`__noinline__`); the span is the macro name's.
    pub const FROM_MACRO: u8 = 128;
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: TokenKind,
    pub flags: u8,
    pub span: Span,
    /// The interned spelling for identifiers and keywords, the suffix for literals with
    /// [`flags::UD_SUFFIX`], else [`Symbol::NONE`].
    pub sym: Symbol,
}

impl Token {
    pub fn has(&self, flag: u8) -> bool {
        self.flags & flag != 0
    }
}

/// A `#pragma` line: `span` covers the text after `pragma`, up to the end of the line.
#[derive(Clone, Debug)]
pub struct Pragma {
    pub span: Span,
    /// Index of the next token at the point of the pragma (pragmas take effect from there).
    pub token_index: u32,
}

/// Something the lexer met that must take effect in source order relative to the parser's own
/// diagnostics: the consumer handles every event whose `token_index` is <= the index of the furthest
/// token the parser has fetched so far (its current token or any lookahead).
///
/// EDG lexes a token when the parser first needs it (to make it current, or to peek at it), and reports
/// lexical diagnostics and processes pragmas at that moment. So an event met while producing token `i`
/// (inside it, or in the white space, comments and directives before it) has `token_index = i`, and
/// `parse::cursor::Cursor` calls its `EventSink` each time it fetches a token further than before.
/// Observed: `int x = 1 2 @;` reports "expected a ;" at `2` before "unrecognized token" at `@` (the
/// parser never looked past `2` before erroring), and `long x = (99999999999999999999999);` reports
/// "integer constant is too large" at the `(`: the literal is converted while it is being fetched, when
/// EDG's current position is still the previous token.
#[derive(Clone, Debug)]
pub struct LexEvent {
    pub token_index: u32,
    pub kind: LexEventKind,
}

#[derive(Clone, Debug)]
pub enum LexEventKind {
    /// A `#pragma` line (index into `LexOutput::pragmas`).
    Pragma(u32),
    /// A lexical diagnostic, to be reported when the event is reached.
    Diag(crate::diag::Diagnostic),
}

/// Something in the input the lexer cannot handle faithfully yet; the driver turns each into
/// `gaps.note(what, at)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LexGap {
    pub what: &'static str,
    pub at: Offset,
}

#[derive(Debug, Default)]
pub struct LexOutput {
    pub tokens: Vec<Token>,
    pub pragmas: Vec<Pragma>,
    /// Pragmas and lexical diagnostics, in source order.
    pub events: Vec<LexEvent>,
    /// Spellings of identifiers, keywords and literal suffixes.
    pub interner: Interner,
    pub gaps: Vec<LexGap>,
    /// Set when a catastrophic directive (`#error`, a missing `#include`) ended the input early: EDG
    /// stops there, so the tokens end with `Eof` at that point.
    pub stopped: bool,
}

impl LexOutput {
    /// The offset of the first token at or after `at` (None past the last token).
    pub fn token_at_or_after(&self, at: u32) -> Option<u32> {
        self.tokens.get(self.tokens.partition_point(|t| t.span.lo < at)).map(|t| t.span.lo)
    }

    /// The source text of a token.
    pub fn text<'a>(&self, map: &'a SourceMap, t: &Token) -> &'a [u8] {
        map.text().get(t.span.lo as usize..t.span.hi as usize).unwrap_or(b"")
    }
}

/// Lexes the whole input, recording line markers into `map`.
pub fn lex(map: &mut SourceMap, cfg: &LexConfig) -> LexOutput {
    let (out, extras) = scan::Lexer::new(map.text(), cfg, map.file_name(0)).run();
    let ids: Vec<u32> = extras.files.iter().map(|f| map.file_id(f)).collect();
    for m in extras.markers {
        map.add_marker_id(m.offset, m.line, ids[m.file as usize], m.system_header);
    }
    map.set_line_starts(extras.line_starts);
    out
}
