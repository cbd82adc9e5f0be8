//! Variadic `__global__` function templates in user code: their function parameter packs are lowered
//! (as pack-expansion types, `TemplateState::global_pack_params`) and the template parameter list is
//! checked (`cuda::global::check_template_packs`: 20116 at a pack that is not last, 20117 at a second
//! pack).
//!
//! Only the declaration is modelled: a call (deduction of a pack) or a body using the pack is not, so
//! such a template is never marked callable and a body other than `{}` is a gap. Probed against
//! cudafe++ 13.0.88 (corpus/cuda-s5/global_packs_*.cu): the carets are at the packs' names.
use super::Lowerer;
use crate::lex::{Kw, TokenKind};
use crate::parse::ast::{DeclSpec, TemplateParam};

fn is_pack(p: &TemplateParam) -> bool {
    match p {
        TemplateParam::Type { pack, .. } | TemplateParam::Template { pack, .. } => *pack,
        TemplateParam::NonType(p) => p.decl.pack,
    }
}

/// For each top-level template parameter in `kinds` (the tokens from `template` through the closing
/// `>`), the index (into `kinds`) of its name (the last identifier before a default argument), and the
/// index of the closing `>`. None when the list cannot be split (no `<` after `template`, unbalanced
/// brackets, `>>`).
pub(crate) fn param_name_positions(kinds: &[TokenKind]) -> Option<(Vec<Option<usize>>, usize)> {
    if !matches!(kinds.first(), Some(TokenKind::Kw(Kw::Template))) || !matches!(kinds.get(1), Some(TokenKind::Lt)) {
        return None;
    }
    let mut out = Vec::new();
    let mut cur: Option<usize> = None;
    let mut in_default = false;
    let mut depth = 0usize;
    for (i, k) in kinds.iter().enumerate().skip(2) {
        match k {
            TokenKind::Lt | TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => depth += 1,
            TokenKind::Gt if depth == 0 => {
                out.push(cur);
                return Some((out, i));
            }
            TokenKind::GtGt if depth <= 1 => return None,
            TokenKind::Gt | TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => depth = depth.checked_sub(1)?,
            TokenKind::Comma if depth == 0 => {
                out.push(cur.take());
                in_default = false;
            }
            TokenKind::Eq if depth == 0 => in_default = true,
            TokenKind::Identifier if depth == 0 && !in_default => cur = Some(i),
            _ => {}
        }
    }
    None
}

/// Is the identifier at `i` written as a whole function parameter type (`B b`, `B... b`, `(A...)`,
/// `B *p`): after `(` or `,`, before `...`, `,`, `)`, a name, `*` or `&`? Such a template parameter is
/// deducible; any other use is not judged here.
fn deducible_use(kinds: &[TokenKind], i: usize) -> bool {
    use TokenKind::*;
    let before = i.checked_sub(1).and_then(|b| kinds.get(b));
    matches!(before, Some(LParen | Comma)) && matches!(kinds.get(i + 1), Some(Ellipsis | Comma | RParen | Identifier | Star | Amp | AmpAmp))
}

impl<'a> Lowerer<'a> {
    /// Is this user-code function template a `__global__` one with a template parameter pack?
    pub(crate) fn variadic_global_template(&self, params: &[TemplateParam], spec: &DeclSpec) -> bool {
        params.iter().any(is_pack)
            && spec.attrs.iter().any(|a| a.names.iter().any(|s| matches!(self.lexed.interner.str(*s), "global" | "__global__")))
    }

    /// 20116/20117 for the variadic `__global__` template declared at `at` (the `template` keyword).
    /// None after a gap.
    pub(crate) fn global_template_packs(&mut self, params: &[TemplateParam], at: u32) -> Option<()> {
        let toks = &self.lexed.tokens;
        let first = toks.partition_point(|t| t.span.lo < at);
        let kinds: Vec<TokenKind> = toks.iter().skip(first).take(4096).map(|t| t.kind).collect();
        let Some((names, close)) = param_name_positions(&kinds).filter(|(n, _)| n.len() == params.len()) else {
            self.gap("lower: template parameter list of a variadic __global__ template", at);
            return None;
        };
        // The declarator's tokens: after the `>` up to the body or the `;`.
        let decl_end = kinds[close..].iter().position(|k| matches!(k, TokenKind::LBrace | TokenKind::Semi)).map(|p| close + p).unwrap_or(kinds.len());
        let sym_of = |i: usize| toks.get(first + i).map(|t| t.sym);
        let mut list = Vec::with_capacity(params.len());
        let mut after_pack = false;
        for (p, n) in params.iter().zip(&names) {
            let Some(i) = *n else {
                // An unnamed parameter: where EDG puts the caret was not probed.
                self.gap("lower: unnamed template parameter of a variadic __global__ template", at);
                return None;
            };
            if after_pack {
                // #2097 (a parameter after a pack that cannot be deduced) is not modelled: only
                // parameters written as whole function parameter types are let through.
                let deducible = (close + 1..decl_end).any(|j| sym_of(j) == sym_of(i) && kinds.get(j) == Some(&TokenKind::Identifier) && deducible_use(&kinds, j));
                if !deducible {
                    self.gap("lower: template parameter after a pack of a __global__ template (#2097 not modelled)", at);
                    return None;
                }
            }
            after_pack |= is_pack(p);
            let pos = toks.get(first + i).map(|t| t.span.lo)?;
            list.push((is_pack(p), pos));
        }
        for d in crate::cuda::global::check_template_packs(&list) {
            self.sema.diags.push(d.into_diagnostic());
        }
        Some(())
    }

    /// Does function `f` have a parameter of pack-expansion type?
    pub(crate) fn has_function_parameter_pack(&self, f: crate::sema::ids::EntityId) -> bool {
        let il = &self.sema.il;
        il.entities.params(f).any(|p| il.entities.get(p).map(|e| matches!(il.types.ckind(e.ty), crate::sema::types::TypeKind::PackExpansion(_))).unwrap_or(false))
    }

}

#[cfg(test)]
mod tests {
    use super::*;
    use TokenKind::*;

    #[test]
    fn names_per_parameter() {
        let t = || Kw(crate::lex::Kw::Template);
        // template < typename ... A , typename B >
        let k = [t(), Lt, Kw(crate::lex::Kw::Typename), Ellipsis, Identifier, Comma, Kw(crate::lex::Kw::Typename), Identifier, Gt];
        assert_eq!(param_name_positions(&k), Some((vec![Some(4), Some(7)], 8)));
        // template < int N = f ( 1 , 2 ) , class ... >
        let k = [t(), Lt, Kw(crate::lex::Kw::Int), Identifier, Eq, Identifier, LParen, IntLit, Comma, IntLit, RParen, Comma, Kw(crate::lex::Kw::Class), Ellipsis, Gt];
        assert_eq!(param_name_positions(&k), Some((vec![Some(3), None], 14)));
        assert_eq!(param_name_positions(&[t(), Lt, Identifier]), None);
    }

    #[test]
    fn deducible_uses() {
        // ( B b , A ... a )
        let k = [LParen, Identifier, Identifier, Comma, Identifier, Ellipsis, Identifier, RParen];
        assert!(deducible_use(&k, 1) && deducible_use(&k, 4));
        // X < B > :: type
        let k = [Identifier, Lt, Identifier, Gt, ColonColon, Identifier];
        assert!(!deducible_use(&k, 2));
    }
}
