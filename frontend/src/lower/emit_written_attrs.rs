//! GNU attributes the host output re-prints as written on one declaration rather than from an entity:
//! a namespace definition's (`namespace std __attribute__ ((__visibility__ ("default")))` prints
//! `namespace std __attribute((__visibility__("default"))) {`), which belong to each definition, not to
//! the namespace (a reopening without them prints none) [verified: probe ns1, libstdc++'s c++config.h].
//!
//! In: the tree's attribute groups and the tokens. Out: one [`AttrGroup`] per `__attribute__((…))`, each
//! attribute's name as spelled and the span of its parenthesised arguments; the printer
//! (emit/host/decl.rs) formats the arguments as it does an entity's (plain names, numbers, strings).
use crate::emit::host::decl::AttrGroup;
use crate::lex::{LexOutput, TokenKind};
use crate::parse::ast::{Attr, AttrKind};
use crate::source::Span;

/// The groups of `attrs`, in source order; anything but plain GNU attributes is a gap.
pub(super) fn gnu_groups(lexed: &LexOutput, attrs: &[Attr]) -> Result<Vec<AttrGroup>, &'static str> {
    let toks = &lexed.tokens;
    let mut groups = Vec::with_capacity(attrs.len());
    for a in attrs {
        if a.kind != AttrKind::Gnu || a.names.is_empty() {
            return Err("emit items: written attributes other than GNU ones");
        }
        let hi = (a.toks.hi as usize).min(toks.len());
        let mut from = (a.toks.lo as usize).min(hi);
        let mut list = Vec::with_capacity(a.names.len());
        for &n in &a.names {
            let idx = (from..hi).find(|&i| toks[i].sym == n && toks[i].kind == TokenKind::Identifier).ok_or("emit items: written attribute tokens")?;
            let mut args = Span::default();
            from = idx + 1;
            if toks.get(idx + 1).map(|t| t.kind) == Some(TokenKind::LParen) {
                let close = matching_paren(lexed, idx + 1, hi).ok_or("emit items: written attribute arguments")?;
                args = Span::new(toks[idx + 1].span.lo, toks[close].span.hi);
                from = close + 1;
            }
            list.push((lexed.interner.str(n).to_string(), args));
        }
        groups.push(AttrGroup { at: a.span.lo, attrs: list });
    }
    Ok(groups)
}

/// The index of the `)` matching the `(` at `open` (before `hi`).
fn matching_paren(lexed: &LexOutput, open: usize, hi: usize) -> Option<usize> {
    let mut depth = 0u32;
    for i in open..hi {
        match lexed.tokens[i].kind {
            TokenKind::LParen => depth += 1,
            TokenKind::RParen => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}
