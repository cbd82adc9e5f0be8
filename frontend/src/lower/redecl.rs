//! EDG's rules for a function redeclaration whose `constexpr` differs from the earlier declaration
//! (probed against cudafe++ 13.0.88, misc helper probes r1–r4):
//! - earlier `constexpr`, later not: #2383 "%nd was previously declared constexpr" at the declarator
//!   name — except when the later declaration carries `__cudart_builtin__` (CUDA's math_functions.h
//!   redeclares `std::abs(float)` etc. that way after libstdc++'s `inline constexpr` definitions): then
//!   it is accepted silently, also in user code, and the function stays constexpr (a constant
//!   expression may still call it);
//! - earlier not `constexpr`, later `constexpr`: #2384 "%nd was previously not declared constexpr" at
//!   the `constexpr` keyword.
//! In both error cases the redeclaration is merged with the earlier one (EDG goes on; which
//! `constexpr` the merged function keeps is not probed: the earlier one's).
//! `%nd` is the function's name — with its parameter list when it is overloaded (`"o(int)"`) — and
//! `(declared at line N)`.
use super::Lowerer;
use crate::diag::{Arg, Diagnostic, EntityArg, Severity, Where};
use crate::lex::kw::Kw;
use crate::lex::TokenKind;
use crate::parse::ast;
use crate::sema::entities::FunctionData;
use crate::sema::ids::EntityId;
use crate::sema::printing::Printer;

/// What the function declaration being lowered carries beyond its flags (set by the caller of
/// `declare_fn`, read when it meets an earlier declaration).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct RedeclCtx {
    /// A `__cudart_builtin__` attribute among the declaration's attributes.
    pub cudart_builtin: bool,
    /// Offset of the `constexpr` keyword among the declaration specifiers.
    pub constexpr_at: Option<u32>,
}

impl<'a> Lowerer<'a> {
    /// Gathers the [`RedeclCtx`] of a function declaration with specifiers `spec`.
    pub(crate) fn redecl_ctx(&self, spec: &ast::DeclSpec, d: &ast::Declarator) -> RedeclCtx {
        let cudart_builtin = spec.attrs.iter().chain(d.attrs.iter()).any(|a| self.attr_mentions(a, "cudart_builtin"));
        RedeclCtx { cudart_builtin, constexpr_at: self.keyword_in(spec.span, Kw::Constexpr) }
    }

    /// Whether an identifier `name` (or `__name__`) appears in attribute `a`'s tokens.
    fn attr_mentions(&self, a: &ast::Attr, name: &str) -> bool {
        let toks = &self.lexed.tokens;
        let hi = (a.toks.hi as usize).min(toks.len());
        let lo = (a.toks.lo as usize).min(hi);
        toks[lo..hi].iter().any(|t| {
            matches!(t.kind, TokenKind::Identifier) && {
                let s = self.lexed.interner.str(t.sym);
                s == name || s.strip_prefix("__").and_then(|x| x.strip_suffix("__")) == Some(name)
            }
        })
    }

    /// The offset of keyword `k` among the tokens within `span`.
    fn keyword_in(&self, span: crate::source::Span, k: Kw) -> Option<u32> {
        let toks = &self.lexed.tokens;
        let start = toks.partition_point(|t| t.span.lo < span.lo);
        toks[start..].iter().take_while(|t| t.span.lo < span.hi).find(|t| t.kind == TokenKind::Kw(k)).map(|t| t.span.lo)
    }

    /// The flags to merge a redeclaration with (`new` adjusted for a `constexpr` difference with the
    /// earlier declaration `old` of flags `old_flags`), after reporting EDG's error; see the module doc.
    /// `name_at`: the redeclaration's declarator name. None after a gap.
    pub(crate) fn constexpr_redecl(&mut self, old: EntityId, old_flags: u32, new: u32, name_at: u32) -> Option<u32> {
        const C: u32 = FunctionData::CONSTEXPR;
        if (old_flags ^ new) & C == 0 || (old_flags | new) & FunctionData::CONSTEVAL != 0 {
            return Some(new);
        }
        let ctx = self.redecl;
        if old_flags & C != 0 {
            if !ctx.cudart_builtin {
                self.previous_constexpr(old, crate::diag::id::PREVIOUS_CONSTEXPR_DECL_CONFLICT, name_at);
            }
            return Some(new | C);
        }
        let Some(kw) = ctx.constexpr_at else {
            self.gap("lower: function redeclaration", name_at);
            return None;
        };
        self.previous_constexpr(old, crate::diag::id::PREVIOUS_NONCONSTEXPR_DECL_CONFLICT, kw);
        Some(new & !C)
    }

    fn previous_constexpr(&mut self, f: EntityId, tag: crate::diag::DiagId, at: u32) {
        let p = Printer::new(&self.sema.il);
        let name = if self.sema.is_overloaded(f) { p.function_signature(f) } else { p.qualified_name(f) };
        let declared = self.sema.il.entities.get(f).map(|e| {
            let l = crate::source::Locate::locate(self.map, e.span.lo);
            (l.file.to_string(), l.line)
        });
        let arg = Arg::EntityFull(EntityArg { kind: "function".into(), name, qualified: None, params: None, declared });
        self.sema.diags.push(Diagnostic::new(Severity::Error, tag, Where::At(at)).arg(arg));
    }
}
