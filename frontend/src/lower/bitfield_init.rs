//! Default member initialisers of bit-fields (C++20 [class.mem]/10: `unsigned m : 1 = 0;`,
//! `unsigned b : 3 {5};`; libstdc++'s max_size_type.h in C++20). The initialiser is kept like any
//! other field's (`field_inits`). Before C++20 EDG accepts it with warning #3306 `a default bit-field
//! initializer is a C++20 feature` at the `=` or `{` [verified against cudafe++ 13.0.88,
//! corpus/cxxfe17-s17/bitfield_init*]; no truncation warning is given for a value too wide.
//! Gaps: parenthesised or other special initialisers (not valid syntax for a bit-field).
use super::classes::FieldInit;
use super::Lowerer;
use crate::lex::TokenKind;
use crate::parse::ast::{self, Init};
use crate::sema::ids::EntityId;

impl<'a> Lowerer<'a> {
    /// The initialiser `init` of bit-field `fid` of `class`, whose width expression is `width`.
    pub(crate) fn bitfield_default_init(&mut self, class: EntityId, fid: EntityId, init: &Init, width: Option<ast::ExprId>, at: u32) {
        let fi = match init {
            Init::Assign(e) | Init::Brace(e) if self.is_copy_list_init(init) => FieldInit::List(*e),
            Init::Brace(e) => FieldInit::Brace(*e),
            Init::Assign(e) => FieldInit::Assign(*e),
            _ => return self.gap("lower: bit-field with a parenthesised or special initialiser", at),
        };
        if !self.lex_cfg.cpp_at_least(crate::cli::Lang::Cpp20) {
            let Some(w) = width else { return self.gap("lower: bit-field with a default member initialiser", at) };
            let hi = self.ast.expr(w).span.hi;
            let toks = &self.lexed.tokens;
            let i = toks.partition_point(|t| t.span.lo < hi);
            let pos = match toks.get(i) {
                Some(t) if matches!(t.kind, TokenKind::Eq | TokenKind::LBrace) => t.span.lo,
                _ => return self.gap("lower: bit-field with a default member initialiser", at),
            };
            self.sema.warning(crate::diag::id::NONSTANDARD_BIT_FIELD_INITIALIZER, pos);
        }
        self.classes.field_inits.push((class, fid, fi));
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{lower_text_cxx20, run};
    use crate::diag::id;

    #[test]
    fn bitfield_initialisers_are_cxx20() {
        let src = "struct S { unsigned a : 1 = 0;\nunsigned b : 3 {5}; int f() { return a + b; } };\nint g() { S s; return s.f(); }\n";
        let o = run(src);
        let w = id::NONSTANDARD_BIT_FIELD_INITIALIZER.template();
        assert_eq!(o.diags, vec![(w, 1), (w, 2)], "{:?}", o.gaps);
        let r = lower_text_cxx20(format!("# 1 \"t.cu\"\n{}\n", src));
        assert!(r.gaps.is_empty() && r.diags.is_empty(), "{:?} {:?}", r.gaps, r.diags);
    }
}
