//! User-defined integer literals (`4_kb`, [lex.ext]/3): a call of the literal operator
//! `operator ""_kb(unsigned long long)` found by ordinary lookup, with the literal's value as an
//! `unsigned long long` argument. Only that form is modelled: a raw literal operator
//! (`operator ""_x(const char *)`), a literal operator template, a value above `unsigned long long`, or
//! a suffix lookup does not find (EDG's errors are not probed) are gaps. The host output re-prints the
//! literal as written with parentheses that depend on the context (`unsigned long long n = 4_kb;`,
//! `(3_kb) + …`, probed): not modelled, so such a call is an output gap (`Il::udl_calls`).
use super::Lowerer;
use crate::sema::build_expr::IntSuffix;
use crate::sema::entities::Payload;
use crate::sema::ids::ExprId;
use crate::sema::scopes::LookupKind;
use crate::sema::types::{IntKind, TypeKind};
use crate::source::Span;

impl<'a> Lowerer<'a> {
    /// The integer literal `text` (with a user-defined suffix) at `span`. None after a gap.
    pub(crate) fn user_defined_int_literal(&mut self, text: &[u8], span: Span) -> Option<ExprId> {
        let at = span.lo;
        let info = crate::lex::number::check_pp_number(text, &self.lex_cfg);
        let (Some(suf), Some(value), false, true) = (info.ud_suffix, info.value, info.bad, info.diags.is_empty()) else {
            self.gap("lower: user-defined integer literal", at);
            return None;
        };
        let Some(suffix) = text.get(suf..).and_then(|s| std::str::from_utf8(s).ok()) else {
            self.gap("lower: user-defined integer literal", at);
            return None;
        };
        let name = self.sema.il.names.intern(&format!("operator \"\"{}", suffix));
        let il = &self.sema.il;
        let found: Vec<_> = match il.scopes.lookup(&il.entities, &il.types, self.scope, name, LookupKind::Ordinary) {
            crate::sema::scopes::LookupResult::Found(e) => vec![e],
            crate::sema::scopes::LookupResult::Overloads(v) => v,
            _ => Vec::new(),
        };
        let mut cooked = None;
        for f in found {
            let f = il.entities.resolve(f);
            let Some(e) = il.entities.get(f) else { continue };
            if !matches!(e.data, Payload::Function(_)) {
                self.gap("lower: user-defined literal of a literal operator template or non-function", at);
                return None;
            }
            let TypeKind::Function(sig) = il.types.ckind(e.ty) else { continue };
            let params = il.types.type_list(sig.params);
            match params {
                [p] if il.types.int_kind(il.types.unqualified(*p)) == Some(IntKind::ULongLong) => cooked = Some(f),
                [p] if matches!(il.types.ckind(*p), TypeKind::Pointer(_)) => {
                    // The raw form `(const char *)` competes with the cooked one ([over.literal]).
                    self.gap("lower: raw literal operator", at);
                    return None;
                }
                _ => {}
            }
        }
        let Some(f) = cooked else {
            self.gap("lower: user-defined literal without an unsigned long long literal operator", at);
            return None;
        };
        let callee = self.sema.build_decl_ref(f, Span::new(span.lo, span.lo));
        let arg = self.sema.build_int_literal(value as u128, IntSuffix { unsigned: true, longs: 2 }, false, span);
        let pending = self.sema.diags.len();
        let call = self.sema.build_call(callee, &[arg], span, span.hi.saturating_sub(1));
        if self.sema.diags.len() != pending {
            self.gap("lower: user-defined literal call with a diagnostic", at);
            return None;
        }
        self.sema.il.udl_calls.insert(call);
        self.cuda_after_call(call, at, pending)?;
        Some(call)
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::lower_src;
    use crate::diag::id;

    fn ids(o: &super::super::tests::Lowered) -> Vec<crate::diag::DiagId> {
        o.diags.iter().map(|d| d.0).collect()
    }

    #[test]
    fn integer_literal_calls_the_literal_operator() {
        let o = lower_src("constexpr unsigned long long operator\"\"_mb(unsigned long long v) { return v * 1024 * 1024; }\nstatic_assert(2_mb == 2097152, \"\");\nstatic_assert(2_mb == 2, \"two\");");
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert_eq!(ids(&o), vec![id::STATIC_ASSERT]);
        assert_eq!(o.il.udl_calls.len(), 2);
    }

    #[test]
    fn raw_literal_operator_is_a_gap() {
        let o = lower_src("unsigned long long operator\"\"_r(const char *p) { return 1; }\nunsigned long long n = 4_r;");
        assert_eq!(o.gaps, vec!["lower: raw literal operator".to_string()]);
    }
}
