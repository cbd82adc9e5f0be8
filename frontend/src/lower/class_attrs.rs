//! GNU attributes on a class head kept in the IL for the host output, which re-prints them
//! (`struct __attribute((aligned(2))) char2 {`, `} __attribute((aligned(16)));`) [verified, probed].
//! Only layout attributes whose printing was probed are recorded, and only when every written
//! attribute of the head is one of them or a CUDA marker: otherwise nothing is recorded and the
//! host output refuses the class ("attribute not recorded in the IL") rather than drop one.
use super::Lowerer;
use crate::parse::ast;
use crate::sema::ids::EntityId;
use crate::sema::entities::{AttrSyntax, Attribute};
use crate::source::{Locate, Span};

impl<'a> Lowerer<'a> {
    /// Records the class head's `aligned`/`packed` GNU attributes on class `e`, named at `name_at`.
    /// An attribute on another line than the name (`struct __attribute__((packed))\n A4 {`) is
    /// printed by the reference with a backward line marker (`struct\n# 4\n __attribute((packed)) A4 {`),
    /// which the printer does not model: not recorded then.
    pub(crate) fn record_class_head_attrs(&mut self, e: EntityId, attrs: &[ast::Attr], name_at: crate::source::Offset) {
        let name_line = self.map.locate(name_at).line;
        let all_known = attrs.iter().all(|a| {
            a.kind == ast::AttrKind::Gnu
                && !a.names.is_empty()
                && a.names.iter().all(|&n| printable_class_attr(self.lexed.interner.str(n)))
                && self.map.locate(a.span.lo).line == name_line
                && self.map.locate(a.span.hi.saturating_sub(1).max(a.span.lo)).line == name_line
                && self.literal_args_only(a)
        });
        if !all_known {
            return;
        }
        // As `record_gnu_attrs`, without the CUDA markers: a recorded `device_builtin` would move
        // the start of a `typedef struct D3 D3;` printed from the class (`first_position`).
        for a in attrs {
            for (n, idx, has_args) in self.attr_name_tokens(a) {
                let text = self.lexed.interner.str(n).to_string();
                let bare = text.strip_prefix("__").and_then(|x| x.strip_suffix("__")).unwrap_or(&text);
                if crate::emit::host::cuda_rewrites::is_cuda_attribute(&text) || matches!(bare, "device_builtin" | "cudart_builtin") {
                    continue;
                }
                let span = self.lexed.tokens.get(idx).map(|t| t.span).unwrap_or_default();
                let args = if has_args { self.paren_group(idx + 1).unwrap_or_default() } else { Span::default() };
                let name = self.sym(n);
                self.sema.il.entities.add_attr(e, Attribute { syntax: AttrSyntax::Gnu, namespace: Default::default(), name, args, span, next: u32::MAX });
            }
        }
    }
}

impl<'a> Lowerer<'a> {
    /// The attribute's arguments are decimal integer literals: the reference re-prints an argument
    /// expression in its own form (`aligned(2*sizeof(long int))` → `aligned((2) * sizeof(long))`)
    /// [verified, vector_types.h's long2], a literal as written.
    fn literal_args_only(&self, a: &ast::Attr) -> bool {
        use crate::lex::TokenKind as T;
        let toks = &self.lexed.tokens;
        let (lo, hi) = (a.toks.lo as usize, (a.toks.hi as usize).min(toks.len()));
        toks.get(lo..hi).map_or(false, |ts| {
            ts.iter().all(|t| match t.kind {
                T::LParen | T::RParen | T::Comma | T::Kw(crate::lex::kw::Kw::Attribute) => true,
                T::Identifier => a.names.contains(&t.sym),
                T::IntLit => self.map.text().get(t.span.lo as usize..t.span.hi as usize).map_or(false, |x| !x.is_empty() && x.iter().all(u8::is_ascii_digit)),
                _ => false,
            })
        })
    }
}

/// A class-head GNU attribute the host output re-prints as written (layout), or a CUDA marker it
/// does not print.
fn printable_class_attr(name: &str) -> bool {
    let bare = name.strip_prefix("__").and_then(|x| x.strip_suffix("__")).unwrap_or(name);
    matches!(bare, "aligned" | "packed" | "device_builtin") || crate::emit::host::cuda_rewrites::is_cuda_attribute(name)
}

#[cfg(test)]
mod tests {
    use super::printable_class_attr;

    #[test]
    fn only_layout_attributes_and_cuda_markers() {
        assert!(printable_class_attr("aligned"));
        assert!(printable_class_attr("__aligned__"));
        assert!(printable_class_attr("__packed__"));
        assert!(printable_class_attr("device_builtin"));
        assert!(!printable_class_attr("may_alias"));
        assert!(!printable_class_attr("visibility"));
        assert!(!printable_class_attr("deprecated"));
    }
}
