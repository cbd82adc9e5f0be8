//! What a function declarator adds beyond its type: GNU attributes (recorded on the entity, as the host
//! output re-prints them and flow analysis reads `noreturn`), the GNU asm label (`__asm("sym")`),
//! default arguments (usable by calls with fewer arguments), redeclarations that repeat
//! `inline`/`constexpr`, and function declarations at block scope.
use super::Lowerer;
use crate::parse::ast::{self, DeclSpec, Declarator, DeclaratorOp};
use crate::sema::entities::{Attribute, AttrSyntax, FunctionData, Payload, Storage};
use crate::sema::ids::EntityId;
use crate::sema::scopes::ScopeKind;
use crate::source::{Locate, Span};

/// GNU attributes with no effect cufe models beyond recording them, accepted on a function declaration
/// after the declarator (`f(int) noexcept(true) __attribute__((__nonnull__(1)))`) or in the
/// specifiers. Written with arguments they are only accepted in system headers (their arguments are
/// not checked there).
const FN_NO_EFFECT: &[&str] = &[
    "const", "pure", "nothrow", "leaf", "malloc", "returns_nonnull", "cold", "hot", "artificial", "gnu_inline", "always_inline", "noinline", "unused",
    "used", "no_instrument_function", "warn_unused_result", "noreturn", "deprecated", "device_builtin", "cudart_builtin",
];

/// Accepted with arguments in system headers only.
const FN_NO_EFFECT_SYSTEM: &[&str] = &[
    "nonnull", "access", "format", "format_arg", "alloc_size", "alloc_align", "warning", "error", "fd_arg", "fd_arg_read", "fd_arg_write", "visibility",
    "deprecated", "nothrow", "returns_twice", "externally_visible", "sentinel",
];

/// Attributes accepted in the specifiers of a function declaration on top of what `sort_attrs` accepts
/// (recorded on the entity: `noreturn` matters to flow analysis).
pub(crate) const FN_SPEC_EXTRA: &[&str] = &["noreturn", "warn_unused_result"];

/// Whether a redeclaration with function flags `new` may be merged with one having `old`: only
/// `inline`/`constexpr` are modelled, and `constexpr` must agree (EDG's error for a mismatch is not
/// modelled: the caller's gap).
pub(crate) fn mergeable_fn_flags(old: u32, new: u32) -> bool {
    let known = FunctionData::INLINE | FunctionData::CONSTEXPR | FunctionData::EXTERN_C;
    // A revealed hidden friend (lower/friends.rs) keeps its FRIEND/DEFINED marks.
    let known_old = known | FunctionData::FRIEND | FunctionData::DEFINED;
    old & !known_old == 0 && new & !known == 0 && (old & FunctionData::CONSTEXPR) == (new & FunctionData::CONSTEXPR)
}

/// An attribute [`Lowerer::member_fn_attrs_ok`] skips on a prelude member function.
fn member_fn_attr_skippable(t: &str) -> bool {
    (FN_NO_EFFECT.contains(&t) || FN_NO_EFFECT_SYSTEM.contains(&t)) && !matches!(t, "noreturn" | "deprecated" | "warn_unused_result" | "warning" | "error")
}

fn bare(name: &str) -> &str {
    name.strip_prefix("__").and_then(|x| x.strip_suffix("__")).unwrap_or(name)
}

impl<'a> Lowerer<'a> {
    /// Whether every attribute in `attrs` (on a function declarator, or after it) has no effect cufe must
    /// model beyond recording it.
    pub(crate) fn fn_declarator_attrs_ok(&self, attrs: &[ast::Attr]) -> bool {
        attrs.iter().all(|a| {
            if a.kind != ast::AttrKind::Gnu || a.names.is_empty() {
                return false;
            }
            let system = self.map.locate(a.span.lo).system_header;
            self.attr_name_tokens(a).iter().all(|&(n, _, has_args)| {
                let t = bare(self.lexed.interner.str(n));
                (FN_NO_EFFECT.contains(&t) && (!has_args || system)) || (system && FN_NO_EFFECT_SYSTEM.contains(&t))
            })
        })
    }

    /// Whether the GNU attributes after a member function's declarator (`int f() const
    /// __attribute__((__pure__))`) can be skipped: only in a system header (the prelude is not
    /// re-printed from the IL, user members would lose them in the host output), and only those of
    /// [`FN_NO_EFFECT`]/[`FN_NO_EFFECT_SYSTEM`] that no use depends on (`noreturn` matters to flow
    /// analysis, `deprecated`/`warn_unused_result` to calls: still gaps here).
    pub(crate) fn member_fn_attrs_ok(&self, attrs: &[ast::Attr]) -> bool {
        attrs.iter().all(|a| {
            a.kind == ast::AttrKind::Gnu
                && !a.names.is_empty()
                && self.map.locate(a.span.lo).system_header
                && self.attr_name_tokens(a).len() == a.names.len()
                && a.names.iter().all(|&n| member_fn_attr_skippable(bare(self.lexed.interner.str(n))))
        })
    }

    /// The names of a GNU attribute group with each name's token index and whether arguments follow.
    pub(crate) fn attr_name_tokens(&self, a: &ast::Attr) -> Vec<(crate::lex::Symbol, usize, bool)> {
        let toks = &self.lexed.tokens;
        let hi = (a.toks.hi as usize).min(toks.len());
        let mut from = a.toks.lo as usize;
        let mut out = Vec::new();
        for &n in &a.names {
            let Some(idx) = (from.min(hi)..hi).find(|&i| toks[i].sym == n) else { break };
            from = idx + 1;
            let has_args = toks.get(idx + 1).map(|t| t.kind == crate::lex::TokenKind::LParen).unwrap_or(false);
            out.push((n, idx, has_args));
        }
        out
    }

    /// The span of the balanced parenthesised group starting at token `open`.
    pub(crate) fn paren_group(&self, open: usize) -> Option<Span> {
        use crate::lex::TokenKind as T;
        let toks = &self.lexed.tokens;
        let lo = toks.get(open)?.span.lo;
        let mut depth = 0i32;
        for t in toks.get(open..)? {
            match t.kind {
                T::LParen => depth += 1,
                T::RParen => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(Span::new(lo, t.span.hi));
                    }
                }
                T::Eof => return None,
                _ => {}
            }
        }
        None
    }

    /// Records the GNU attributes of `attrs` on entity `e` in written order (the CUDA ones are applied
    /// through the CUDA hooks and not re-printed, so they are not recorded).
    /// Whether `attrs` holds an attribute the host output re-prints: a non-GNU one, or a GNU one
    /// that is not a CUDA space/launch attribute.
    fn has_printed_attrs(&self, attrs: &[ast::Attr]) -> bool {
        attrs.iter().any(|a| {
            a.kind != ast::AttrKind::Gnu
                || self.attr_name_tokens(a).into_iter().any(|(n, _, _)| !crate::emit::host::cuda_rewrites::is_cuda_attribute(self.lexed.interner.str(n)))
        })
    }

    pub(crate) fn record_gnu_attrs(&mut self, e: EntityId, attrs: &[ast::Attr]) {
        for a in attrs {
            if a.kind != ast::AttrKind::Gnu {
                continue;
            }
            for (n, idx, has_args) in self.attr_name_tokens(a) {
                let text = self.lexed.interner.str(n).to_string();
                if crate::emit::host::cuda_rewrites::is_cuda_attribute(&text) {
                    continue;
                }
                let span = self.lexed.tokens.get(idx).map(|t| t.span).unwrap_or_default();
                let args = if has_args { self.paren_group(idx + 1).unwrap_or_default() } else { Span::default() };
                let name = self.sym(n);
                // Already recorded from the same spelling (the CUDA attribute pass records `noreturn`).
                if self.sema.il.entities.attrs_of(e).any(|x| x.name == name && x.span.lo == span.lo) {
                    continue;
                }
                // The arguments as the reference re-prints them (else the printer decides).
                if let Some(t) = has_args.then(|| self.attr_args_reprinted(idx + 1, &text)).flatten() {
                    self.sema.il.attr_args.insert(span.lo, t);
                }
                self.sema.il.entities.add_attr(e, Attribute { syntax: AttrSyntax::Gnu, namespace: Default::default(), name, args, span, next: u32::MAX });
            }
        }
    }

    /// After a function declaration (not a definition) was declared as `f`: flags, attributes, asm
    /// label, default arguments. None after a gap.
    pub(crate) fn finish_fn_declarator(&mut self, f: EntityId, fflags: u32, spec: &DeclSpec, id: &ast::InitDeclarator, redecl: bool) -> Option<()> {
        self.finish_fn(f, fflags, spec, &id.decl, id.asm_label, redecl)
    }

    /// After a function definition's declarator was declared as `f`.
    pub(crate) fn finish_fn_definition_declarator(&mut self, f: EntityId, fflags: u32, spec: &DeclSpec, dr: &Declarator, redecl: bool) -> Option<()> {
        self.finish_fn(f, fflags, spec, dr, None, redecl)
    }

    fn finish_fn(&mut self, f: EntityId, fflags: u32, spec: &DeclSpec, dr: &Declarator, asm: Option<ast::TokRange>, redecl: bool) -> Option<()> {
        let at = dr.span.lo;
        if let Some(Payload::Function(fd)) = self.sema.il.entities.get_mut(f).map(|e| &mut e.data) {
            fd.flags |= fflags;
        }
        let fop = match dr.ops.first() {
            Some(DeclaratorOp::Function(fo)) => Some(fo),
            _ => None,
        };
        if let Some(r) = asm {
            if !self.map.in_prelude(at) {
                // The host output does not re-print asm labels yet (`__asm__("sym")`).
                self.gap("lower: asm label in user code (not re-printed)", at);
                return None;
            }
            let (lo, hi) = (r.lo as usize, r.hi as usize);
            let toks = &self.lexed.tokens;
            let (Some(a), Some(b)) = (toks.get(lo), toks.get(hi.saturating_sub(1))) else {
                self.gap("lower: asm label", at);
                return None;
            };
            let sp = Span::new(a.span.lo, b.span.hi);
            // glibc declares `fwscanf` plainly, then again with `__asm__ ("" "__isoc99_fwscanf")`: a
            // first label on a redeclaration is kept; a second one (possibly conflicting) is a gap.
            if redecl && self.sema.il.entities.asm_labels.iter().any(|x| x.0 == f) {
                self.gap("lower: asm label on a redeclaration", at);
                return None;
            }
            self.sema.il.entities.asm_labels.push((f, sp));
        }
        if redecl && !self.map.in_prelude(at) && self.has_default_args(f) {
            // The host output prints an entity's default arguments on every declaration of it, the
            // reference only where they were written.
            self.gap("lower: redeclaration of a function with default arguments in user code", at);
            return None;
        }
        // CUDA attributes are execution/memory spaces, not re-printed attributes.
        let written = [&spec.attrs, &dr.attrs, fop.map(|fo| &fo.attrs).unwrap_or(&spec.attrs)].iter().any(|l| self.has_printed_attrs(l));
        let had = self.sema.il.entities.attrs_of(f).next().is_some();
        if redecl && (written || had) && !self.map.in_prelude(at) {
            // Attributes are kept per entity; the reference re-prints them only on the declaration
            // that wrote them (probed).
            self.gap("lower: attributes and redeclarations in user code", at);
            return None;
        }
        if !self.map.in_prelude(at) && self.any_attr_named(&[&spec.attrs, &dr.attrs, fop.map(|fo| fo.attrs.as_slice()).unwrap_or(&[])], "__const__") {
            // Re-printed `const` by the reference (probed), `__const__` by the host output.
            self.gap("lower: __const__ attribute in user code", at);
            return None;
        }
        self.record_gnu_attrs(f, &spec.attrs);
        self.record_gnu_attrs(f, &dr.attrs);
        if let Some(fo) = fop {
            self.record_gnu_attrs(f, &fo.attrs);
            self.default_args(f, fo, redecl)?;
        }
        Some(())
    }

    /// Lowers the default arguments of `fo` (the declarator of `f`) onto `f`'s parameters, converted to
    /// the parameter types as by copy-initialisation. None after a gap.
    fn default_args(&mut self, f: EntityId, fo: &ast::FunctionDecl, redecl: bool) -> Option<()> {
        let at = fo.params.first().map(|p| p.span.lo).unwrap_or(0);
        if fo.params.iter().all(|p| p.default.is_none()) {
            return Some(());
        }
        if redecl {
            // Adding to (or repeating) default arguments of an earlier declaration: EDG's rules not modelled.
            self.gap("lower: default arguments on a redeclaration", at);
            return None;
        }
        let mut seen_default = false;
        for p in &fo.params {
            if p.default.is_some() {
                seen_default = true;
            } else if seen_default {
                self.gap("lower: default argument not at the end of the parameter list", p.span.lo);
                return None;
            }
        }
        let params: Vec<EntityId> = self.sema.il.entities.params(f).collect();
        if params.len() != fo.params.len() {
            self.gap("lower: default arguments of an unusual parameter list", at);
            return None;
        }
        let names: Vec<crate::sema::names::Symbol> = params.iter().filter_map(|&p| self.sema.il.entities.get(p).map(|e| e.name)).filter(|n| !n.is_empty()).collect();
        for (i, p) in fo.params.iter().enumerate() {
            let Some(d) = p.default else { continue };
            // A parameter named in a default argument is an error in EDG that lookup here would report
            // differently (the parameters are not in scope here).
            if self.mentions_any(d, &names) {
                self.gap("lower: default argument naming a parameter", p.span.lo);
                return None;
            }
            let pe = params[i];
            let pt = self.sema.il.entities.get(pe).map(|e| e.ty)?;
            if let Some(c) = self.sema.il.types.class_entity(self.sema.il.types.non_reference(pt)) {
                // Copy-initialising a class through its constructors (`dim3 blockDim = 1` in CUDA's
                // headers) is left to sema for a complete class in the prelude only.
                let complete = matches!(self.sema.il.entities.get(c).map(|e| e.data), Some(Payload::Class(cd)) if cd.complete);
                if !complete || !(self.map.in_prelude(p.span.lo) || self.class_default_arg_ok(c, d)) || self.sema.il.types.is_reference(pt) {
                    self.gap("lower: default argument of class type", p.span.lo);
                    return None;
                }
            }
            let x = self.expr(d)?;
            if self.sema.expr(x).is_dependent() {
                self.gap("lower: dependent default argument", p.span.lo);
                return None;
            }
            let c = self.sema.build_copy_init(x, pt).unwrap_or(x);
            // A converted default argument prints as written (`unsigned x = 1`, `unsigned long = 0`):
            // `emit::host::expr::default_arg` looks through the conversion [verified:
            // corpus/cuda-rules/config_host_callee_ok].
            if let Some(Payload::Param(pd)) = self.sema.il.entities.get_mut(pe).map(|e| &mut e.data) {
                pd.default_arg = c;
            }
        }
        Some(())
    }

    /// Whether an attribute of the groups is spelled `name`.
    fn any_attr_named(&self, groups: &[&[ast::Attr]], name: &str) -> bool {
        groups.iter().flat_map(|g| g.iter()).any(|a| a.names.iter().any(|&n| self.lexed.interner.str(n) == name))
    }

    /// Whether a parameter of `f` has a default argument.
    fn has_default_args(&self, f: EntityId) -> bool {
        let ents = &self.sema.il.entities;
        ents.params(f).any(|p| matches!(ents.get(p).map(|e| e.data), Some(Payload::Param(pd)) if pd.default_arg.is_some()))
    }

    /// Whether an identifier token inside expression `e` spells one of `names`.
    pub(super) fn mentions_any(&mut self, e: ast::ExprId, names: &[crate::sema::names::Symbol]) -> bool {
        let sp = self.ast.expr(e).span;
        let toks = &self.lexed.tokens;
        let lo = toks.partition_point(|t| t.span.lo < sp.lo);
        let syms: Vec<crate::lex::Symbol> = toks[lo..].iter().take_while(|t| t.span.lo < sp.hi).filter(|t| t.kind == crate::lex::TokenKind::Identifier).map(|t| t.sym).collect();
        syms.into_iter().any(|s| {
            let n = self.sym(s);
            names.contains(&n)
        })
    }

    /// A function declared at block scope: it denotes a function of the innermost enclosing namespace.
    /// Only the first declaration of that name anywhere in that namespace or the block is modelled.
    pub(crate) fn local_function_decl(&mut self, dd: &super::decl::Declared, storage: Storage, fflags: u32, at: u32) -> Option<EntityId> {
        // The host output does not re-print block-scope function declarations yet: accepted in system
        // headers only (the prelude, whose host output is not compared yet).
        if !self.map.in_prelude(at) {
            self.gap("lower: block-scope function declaration in user code (not re-printed)", at);
            return None;
        }
        let il = &self.sema.il;
        let mut ns = self.scope;
        for _ in 0..10_000 {
            match il.scopes.get(ns) {
                Some(s) if s.kind == ScopeKind::Namespace => break,
                Some(s) if s.parent.is_some() => ns = s.parent,
                _ => {
                    self.gap("lower: block-scope function declaration outside a namespace", at);
                    return None;
                }
            }
        }
        let ns_entity = il.scopes.get(ns).map(|s| s.entity).unwrap_or(EntityId::NONE);
        if il.scopes.local(&il.entities, ns, dd.name).next().is_some() || il.scopes.local(&il.entities, self.scope, dd.name).next().is_some() {
            self.gap("lower: block-scope redeclaration of a function", at);
            return None;
        }
        let params = dd.params.clone().unwrap_or_default();
        let data = FunctionData { storage, flags: fflags, ..FunctionData::default() };
        let f = self.sema.il.declare_function(self.scope, dd.name, dd.ty, &params, data, dd.name_span);
        if let Some(e) = self.sema.il.entities.get_mut(f) {
            e.parent = ns_entity;
        }
        Some(f)
    }

    /// The default arguments written on a function declarator that is not the one declaring the entity
    /// (a parameter, a pointer to function, a typedef): EDG's diagnostics are not modelled.
    pub(crate) fn stray_default_args(&mut self, d: &Declarator, skip_first: bool) -> bool {
        let bad = d.ops.iter().enumerate().any(|(i, op)| matches!(op, DeclaratorOp::Function(fo) if !(skip_first && i == 0) && fo.params.iter().any(|p| p.default.is_some())));
        if bad {
            self.gap("lower: default argument outside a function declaration", d.span.lo);
        }
        bad
    }
}

impl<'a> Lowerer<'a> {
    /// `noexcept(e)` with a constant expression: its value (None after a gap).
    pub(crate) fn noexcept_value(&mut self, e: ast::ExprId) -> Option<bool> {
        let at = self.ast.expr(e).span.lo;
        let pending = self.sema.diags.len();
        let x = self.expr(e)?;
        if self.sema.expr(x).is_dependent() || self.sema.diags.len() != pending {
            self.gap("lower: dependent or erroneous noexcept expression", at);
            return None;
        }
        match self.sema.eval_int(x) {
            Some(v) => Some(!v.is_zero()),
            None => {
                self.gap("lower: noexcept expression not constant", at);
                None
            }
        }
    }
}

/// The asm label recorded for `e`, if any (span of the `__asm__ ( "sym" )` tokens).
#[allow(dead_code)]
pub(crate) fn asm_label_of(il: &crate::sema::il::Il, e: EntityId) -> Option<Span> {
    il.entities.asm_labels.iter().find(|x| x.0 == e).map(|x| x.1)
}

impl<'a> Lowerer<'a> {
    /// `typedef int T __attribute__((__mode__(__word__)));`: the typedef names the integer type of that
    /// machine mode with the base type's signedness (probed on cudafe++: `__word__`/`pointer` and `DI`
    /// give `long`, `QI` on `unsigned int` `unsigned char`, `HI` `short`). Some(None) when the
    /// declarator has no such attribute; the type and the declarator without its attributes otherwise;
    /// None after a gap.
    pub(crate) fn typedef_mode(&mut self, base: crate::sema::ids::TypeId, d: &Declarator) -> Option<Option<(crate::sema::ids::TypeId, Declarator)>> {
        use crate::sema::types::{IntKind, TypeKind};
        let [a] = d.attrs.as_slice() else { return Some(None) };
        if a.kind != ast::AttrKind::Gnu || a.names.len() != 1 || bare(self.lexed.interner.str(a.names[0])) != "mode" {
            return Some(None);
        }
        let at = a.span.lo;
        let toks = &self.lexed.tokens;
        let Some(&(_, idx, true)) = self.attr_name_tokens(a).first() else { return Some(None) };
        let word = match (toks.get(idx + 2), toks.get(idx + 3)) {
            (Some(w), Some(r)) if w.kind == crate::lex::TokenKind::Identifier && r.kind == crate::lex::TokenKind::RParen => bare(self.lexed.interner.str(w.sym)).to_string(),
            _ => {
                self.gap("lower: mode attribute argument", at);
                return None;
            }
        };
        let size = match word.as_str() {
            "QI" | "byte" => 1,
            "HI" => 2,
            "SI" => 4,
            "DI" | "word" | "pointer" => 8,
            _ => 0,
        };
        let kind = match self.sema.il.types.ckind(base) {
            TypeKind::Int(k) if !matches!(k, IntKind::Bool | IntKind::Char | IntKind::WChar | IntKind::Char8 | IntKind::Char16 | IntKind::Char32) => k,
            _ => {
                self.gap("lower: mode attribute on a non-integer type", at);
                return None;
            }
        };
        if size == 0 || !d.ops.is_empty() || !self.sema.il.types.quals(base).is_empty() {
            self.gap("lower: mode attribute", at);
            return None;
        }
        let unsigned = matches!(kind, IntKind::UChar | IntKind::UShort | IntKind::UInt | IntKind::ULong | IntKind::ULongLong);
        let k = match (size, unsigned) {
            (1, false) => IntKind::SChar,
            (1, true) => IntKind::UChar,
            (2, false) => IntKind::Short,
            (2, true) => IntKind::UShort,
            (4, false) => IntKind::Int,
            (4, true) => IntKind::UInt,
            (_, false) => IntKind::Long,
            (_, true) => IntKind::ULong,
        };
        let mut stripped = d.clone();
        stripped.attrs.clear();
        Some(Some((self.sema.il.types.int(k), stripped)))
    }
}

/// `t` without a top-level `restrict` (a parameter's type in its function type).
pub(crate) fn strip_restrict(tt: &crate::sema::types::TypeTable, t: crate::sema::ids::TypeId) -> crate::sema::ids::TypeId {
    use crate::sema::types::{Quals, TypeKind};
    match tt.kind(t) {
        TypeKind::Qualified(b, q) if q == Quals::RESTRICT => b,
        _ => t,
    }
}

#[cfg(test)]
mod member_attr_tests {
    #[test]
    fn member_function_attributes_skipped_in_the_prelude() {
        for t in ["pure", "const", "nonnull", "always_inline", "format", "nothrow", "visibility"] {
            assert!(super::member_fn_attr_skippable(t), "{t}");
        }
        for t in ["noreturn", "deprecated", "warn_unused_result", "aligned", "packed", "error"] {
            assert!(!super::member_fn_attr_skippable(t), "{t}");
        }
    }
}
