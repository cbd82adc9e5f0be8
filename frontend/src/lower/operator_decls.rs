//! Declarator-ids that are operator-function-ids beyond the overloadable operators of `members.rs`:
//! literal operators (`operator""sv`, `operator"" _x`, [over.literal]).
//!
//! A literal operator is only ever called through a user-defined literal (a gap in `literals.rs`) or by
//! its full name, so declaring one cannot change what lowering reports for anything else. Declarations
//! are taken in the prelude (libstdc++'s `string_view`, `chrono`, `complex` …: verified clean); in user
//! code EDG checks the parameter list and the suffix (#2581-ish, reserved suffixes without `_`), which is
//! not modelled: a gap there.
use super::Lowerer;
use crate::parse::ast::Declarator;
use crate::sema::ids::TypeId;
use crate::sema::types::TypeKind;

impl<'a> Lowerer<'a> {
    /// `R operator""suffix(params)` at namespace scope (`suffix`: the identifier after `""`, or NONE when
    /// it is written attached to the string literal and so read from the source).
    pub(crate) fn literal_operator_declarator(&mut self, base: TypeId, d: &Declarator, suffix: crate::lex::Symbol) -> Option<super::decl::Declared> {
        let at = d.span.lo;
        let user = !self.map.in_prelude(at);
        let name_span = d.name.as_ref().map(|n| n.span).unwrap_or(d.span);
        let suffix = if suffix != crate::lex::Symbol::NONE {
            self.lexed.interner.str(suffix).to_string()
        } else {
            let text = self.map.text().get(name_span.lo as usize..name_span.hi as usize).and_then(|b| std::str::from_utf8(b).ok()).unwrap_or("");
            attached_suffix(text)?
        };
        if suffix.is_empty() {
            self.gap("lower: operator/destructor/conversion declarator", at);
            return None;
        }
        if user && !suffix.starts_with('_') {
            // A suffix without `_` is reserved: EDG's warning is not modelled.
            self.gap("lower: literal operator in user code", at);
            return None;
        }
        let (ty, params) = self.plain_operator_function(base, d)?;
        if !matches!(self.sema.il.types.ckind(ty), TypeKind::Function(_)) {
            return None;
        }
        if user && !self.literal_operator_params_ok(ty) {
            // EDG's errors for another parameter list are not probed.
            self.gap("lower: literal operator in user code", at);
            return None;
        }
        // EDG prints the name as `operator ""sv` (name as written in the standard's grammar).
        let name = self.sema.il.names.intern(&format!("operator \"\"{}", suffix));
        Some(super::decl::Declared { name, name_span, ty, params: Some(params) })
    }
}

impl<'a> Lowerer<'a> {
    /// Whether the function type `ty` has one of the parameter lists [over.literal]/3 allows:
    /// `(unsigned long long)`, `(long double)`, `(C)`, `(const char *)` or `(const C *, size_t)` for a
    /// character type `C`.
    fn literal_operator_params_ok(&self, ty: TypeId) -> bool {
        use crate::sema::types::{FloatKind, IntKind};
        let tt = &self.sema.il.types;
        let TypeKind::Function(sig) = tt.ckind(ty) else { return false };
        if sig.variadic {
            return false;
        }
        let is_char = |k: Option<IntKind>| matches!(k, Some(IntKind::Char | IntKind::WChar | IntKind::Char8 | IntKind::Char16 | IntKind::Char32));
        let const_char_ptr = |t: TypeId, any_char: bool| match tt.ckind(t) {
            TypeKind::Pointer(p) => {
                let (b, q) = tt.split_quals(p);
                q.is_const() && q.minus(crate::sema::types::Quals::CONST).is_empty() && if any_char { is_char(tt.int_kind(b)) } else { tt.int_kind(b) == Some(IntKind::Char) }
            }
            _ => false,
        };
        match tt.type_list(sig.params) {
            [p] => {
                let k = tt.int_kind(*p);
                k == Some(IntKind::ULongLong) || is_char(k) || matches!(tt.ckind(*p), TypeKind::Float(FloatKind::LongDouble)) || const_char_ptr(*p, false)
            }
            [p, n] => const_char_ptr(*p, true) && tt.int_kind(*n) == Some(IntKind::ULong),
            _ => false,
        }
    }
}

/// The ud-suffix of `operator""sv` as written (the suffix attached to the empty string literal); None
/// when the text has another shape.
fn attached_suffix(text: &str) -> Option<String> {
    let rest = text.strip_prefix("operator")?.trim_start();
    let rest = rest.strip_prefix("\"\"")?;
    let ok = rest.chars().next().is_some_and(|c| c == '_' || c.is_ascii_alphabetic()) && rest.chars().all(|c| c == '_' || c.is_ascii_alphanumeric());
    ok.then(|| rest.to_string())
}

#[cfg(test)]
mod tests {
    use super::super::tests::run;
    use super::attached_suffix;

    #[test]
    fn suffix_is_read_from_the_literal() {
        assert_eq!(attached_suffix("operator\"\"sv").as_deref(), Some("sv"));
        assert_eq!(attached_suffix("operator \"\"_km").as_deref(), Some("_km"));
        assert_eq!(attached_suffix("operator\"\" sv"), None);
        assert_eq!(attached_suffix("operator\"x\"sv"), None);
    }

    fn sys(prelude: &str, user: &str) -> super::super::tests::Out {
        run(&format!("# 1 \"t.cu\"\n# 1 \"/usr/include/p.h\" 1 3\n{}\n# 2 \"t.cu\" 2\n{}\n", prelude, user))
    }

    #[test]
    fn prelude_literal_operators_are_declared() {
        let o = sys("typedef unsigned long size_t;\nnamespace s { struct sv { const char *p; size_t n; };\ninline namespace lit { inline constexpr sv operator\"\"sv(const char *p, size_t n) noexcept { sv r; r.p = p; r.n = n; return r; }\nconstexpr long double operator\"\" _w(long double x) { return x; } } }", "int main() { return 0; }");
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert!(o.diags.is_empty(), "{:?}", o.diags);
    }

    #[test]
    fn user_literal_operators_with_standard_parameters_are_declared() {
        let o = run("typedef unsigned long size_t;\nint operator\"\" _k(unsigned long long v) { return (int)v; }\nconst char *operator\"\"_s(const char *p, size_t n) { return p; }\nchar operator\"\"_c(char c) { return c; }");
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert!(o.diags.is_empty(), "{:?}", o.diags);
    }

    #[test]
    fn user_literal_operator_with_another_list_or_reserved_suffix_is_a_gap() {
        let o = run("int operator\"\" _k(int v) { return v; }");
        assert_eq!(o.gaps, vec!["lower: literal operator in user code".to_string()]);
        let o = run("int operator\"\"k(unsigned long long v) { return 1; }");
        assert_eq!(o.gaps, vec!["lower: literal operator in user code".to_string()]);
    }
}
