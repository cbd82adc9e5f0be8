//! Standard `[[…]]` attributes and `alignas` on declarations, and the `[[nodiscard]]` checks of
//! discarded-value expressions. Probed against cudafe++ 13.0 (probes nd1, nd2, dep, ns, unk):
//!
//! - `[[gnu::x]]` / `[[__gnu__::x]]` are GNU attributes (same handling as `__attribute__((x))`);
//!   `[[clang::x]]` is accepted silently; any other namespace warns #2803 at the namespace name
//!   (`nv`, `cuda`, `gsl`, `foo` alike) and the attribute is otherwise ignored;
//! - unknown unqualified names (`[[foo]]`, `[[foo(1,2)]]`) are silent, even with `--remarks`;
//! - `deprecated` and `maybe_unused` have no visible effect (no warning at uses of a deprecated entity);
//! - `noreturn` on a function is GNU `noreturn`; on a variable it is the *error* #1835, on a class the
//!   warning #1835;
//! - `nodiscard` on a function or a class/enum head is recorded on the entity; on a variable or a
//!   typedef it is the warning #1835 (on several declarators, per declarator: a gap);
//! - `carries_dependency` warns #2769 ("ignored"); `fallthrough`/`likely`/`unlikely` on a declaration
//!   warn #1835;
//! - anything else (`no_unique_address`, `assume`, `using ns:` prefixes, attributes of statements
//!   here) is a gap.
use super::attrs::{AttrTarget, SortedAttrs};
use super::Lowerer;
use crate::diag::id;
use crate::parse::ast;
use crate::sema::entities::{AttrSyntax, Attribute};
use crate::sema::expr::{CastKind, ExprKind};
use crate::sema::ids::{EntityId, ExprId};
use crate::source::{Locate, Span};

const GAP: &str = "lower: attributes (GNU/CUDA/standard)";

impl<'a> Lowerer<'a> {
    fn tok_text(&self, i: usize) -> &str {
        self.token_str(i).unwrap_or("")
    }

    /// The source text of token `i` (None past the end or for non-UTF-8 text).
    pub(super) fn token_str(&self, i: usize) -> Option<&str> {
        let t = self.lexed.tokens.get(i)?;
        self.map.text().get(t.span.lo as usize..t.span.hi as usize).and_then(|b| std::str::from_utf8(b).ok())
    }

    /// Warning or error #1835 (`attribute "x" does not apply here`) at the attribute name.
    fn wrong_entity(&mut self, name: &str, at: u32, error: bool) {
        let sev = if error { crate::diag::Severity::Error } else { crate::diag::Severity::Warning };
        let d = crate::diag::Diagnostic::new(sev, id::WRONG_ENTITY_FOR_ATTRIBUTE, crate::diag::Where::At(at)).arg(name.to_string());
        self.sema.diags.push(d);
    }

    /// One `[[…]]` attribute-specifier.
    pub(crate) fn sort_std_attr(&mut self, a: &ast::Attr, target: AttrTarget, out: &mut SortedAttrs) -> Option<()> {
        let toks = &self.lexed.tokens;
        let hi = (a.toks.hi as usize).min(toks.len());
        let lo = a.toks.lo as usize;
        // `[[using ns: …]]` is not modelled.
        if self.tok_text(lo + 2) == "using" {
            self.gap(GAP, a.span.lo);
            return None;
        }
        let mut from = lo;
        for &n in &a.names {
            let toks = &self.lexed.tokens;
            let Some(idx) = (from.min(hi)..hi).find(|&i| toks[i].sym == n) else {
                self.gap(GAP, a.span.lo);
                return None;
            };
            from = idx + 1;
            let at = toks[idx].span.lo;
            let ns = if idx >= 2 && self.tok_text(idx - 1) == "::" { Some((self.tok_text(idx - 2).to_string(), toks[idx - 2].span.lo)) } else { None };
            let system = self.map.locate(at).system_header;
            match ns {
                Some((ns, _)) if ns == "gnu" || ns == "__gnu__" => self.sort_gnu_name(n, idx, &[], target, out)?,
                Some((ns, _)) if ns == "clang" || ns == "_Clang" => {}
                Some((_, ns_at)) => {
                    // Warnings in system headers are not shown.
                    if !system {
                        let ns_text = self.tok_text(idx - 2).to_string();
                        let d = crate::diag::Diagnostic::new(crate::diag::Severity::Warning, id::ATTRIBUTE_NAMESPACE_UNRECOGNIZED, crate::diag::Where::At(ns_at)).arg(ns_text);
                        self.sema.diags.push(d);
                    }
                }
                None => self.sort_std_name(n, idx, target, system, out)?,
            }
        }
        Some(())
    }

    fn sort_std_name(&mut self, n: crate::lex::Symbol, idx: usize, target: AttrTarget, system: bool, out: &mut SortedAttrs) -> Option<()> {
        let at = self.lexed.tokens[idx].span.lo;
        let name = self.lexed.interner.str(n).to_string();
        let t = name.strip_prefix("__").and_then(|x| x.strip_suffix("__")).unwrap_or(&name).to_string();
        let has_args = self.tok_text(idx + 1) == "(";
        match (t.as_str(), target) {
            ("noreturn", AttrTarget::Function) if !has_args => {
                out.noreturn = Some((n, at));
                out.noreturn_std = true;
            }
            ("noreturn", AttrTarget::Variable) if !system => self.wrong_entity(&name, at, true),
            ("noreturn", AttrTarget::Class) if !system => self.wrong_entity(&name, at, false),
            ("nodiscard", AttrTarget::Function | AttrTarget::Class) => {
                if has_args && self.nodiscard_reason(idx as u32).is_none() {
                    self.gap("lower: attribute `nodiscard` with an unusual reason", at);
                    return None;
                }
                out.nodiscard = Some(idx as u32);
            }
            ("nodiscard", AttrTarget::Variable) if !system => self.wrong_entity(&name, at, false),
            ("deprecated" | "maybe_unused", _) => {}
            ("carries_dependency", AttrTarget::Function) if !has_args => {
                if !system {
                    self.sema.warning(id::CARRIES_DEPENDENCY_IGNORED, at);
                }
            }
            ("fallthrough" | "likely" | "unlikely", AttrTarget::Function | AttrTarget::Variable) if !has_args => {
                if !system {
                    self.wrong_entity(&name, at, false);
                }
            }
            ("noreturn" | "nodiscard" | "carries_dependency" | "fallthrough" | "likely" | "unlikely" | "no_unique_address" | "assume" | "optimize_for_synchronized", _) => {
                self.gap(&format!("lower: attribute `{t}` here"), at);
                return None;
            }
            // Unknown attributes are ignored without a diagnostic (probe unk, also with --remarks).
            _ => {}
        }
        Some(())
    }

    /// `alignas(N)`: on a class head it raises the class's alignment like `aligned(N)`; on a variable it
    /// has no effect lowering models (no diagnostic depends on a variable's alignment). Elsewhere, or
    /// with an argument other than a power-of-two literal, a gap.
    pub(crate) fn sort_alignas(&mut self, a: &ast::Attr, target: AttrTarget, out: &mut SortedAttrs) -> Option<()> {
        let lo = a.toks.lo as usize;
        let lit = (self.tok_text(lo + 1) == "(" && self.tok_text(lo + 3) == ")").then(|| self.tok_text(lo + 2).parse::<u32>().ok()).flatten();
        match (target, lit) {
            (AttrTarget::Class, Some(n)) if n.is_power_of_two() && n <= 1 << 28 => out.aligned = out.aligned.max(n),
            (AttrTarget::Variable, Some(n)) if n.is_power_of_two() && n <= 1 << 28 => {}
            // In a system header any operand (`alignas(_Tp)`, `alignas(__alignof__(_Tp))`): no diagnostic
            // depends on a variable's alignment, and the prelude's text is not re-printed from the IL.
            (AttrTarget::Variable, _) if self.map.locate(a.span.lo).system_header => {}
            _ => {
                self.gap("lower: attribute `alignas` here", a.span.lo);
                return None;
            }
        }
        Some(())
    }

    /// The reason of `nodiscard("…")` (name token at `idx`): a plain string literal without escapes.
    fn nodiscard_reason(&self, idx: u32) -> Option<String> {
        let i = idx as usize;
        if self.tok_text(i + 1) != "(" || self.tok_text(i + 3) != ")" {
            return None;
        }
        let s = self.tok_text(i + 2);
        let inner = s.strip_prefix('"')?.strip_suffix('"')?;
        (!inner.contains('\\') && !inner.contains('"')).then(|| inner.to_string())
    }

    /// Records `nodiscard` from `sorted` on entity `e` as written (`[[nodiscard]]`, `[[nodiscard("…")]]`;
    /// the host output printer re-prints it from the IL).
    pub(crate) fn record_std_attrs(&mut self, e: EntityId, sorted: &SortedAttrs) {
        let Some(idx) = sorted.nodiscard else { return };
        let idx = idx as usize;
        let Some(t) = self.lexed.tokens.get(idx) else { return };
        let span = t.span;
        // The argument list `( "…" )` right after the name, parentheses included.
        let args = match (self.tok_text(idx + 1), self.lexed.tokens.get(idx + 1), self.lexed.tokens.get(idx + 3)) {
            ("(", Some(l), Some(r)) => Span::new(l.span.lo, r.span.hi),
            _ => Span::default(),
        };
        let name = self.sema.il.names.intern("nodiscard");
        let a = Attribute { syntax: AttrSyntax::Std, namespace: crate::sema::names::Symbol::EMPTY, name, args, span, next: u32::MAX };
        self.sema.il.entities.add_attr(e, a);
    }

    /// The `nodiscard` attribute of entity `e`: `Some(None)` without a reason, `Some(Some(r))` with one.
    fn nodiscard_of(&self, e: EntityId) -> Option<Option<String>> {
        let il = &self.sema.il;
        let a = il.entities.attrs_of(il.entities.resolve(e)).find(|a| il.names.resolve(a.name) == "nodiscard")?;
        if a.args == Span::default() {
            return Some(None);
        }
        let text = self.map.text().get(a.args.lo as usize..a.args.hi as usize).and_then(|b| std::str::from_utf8(b).ok())?;
        let inner = text.strip_prefix('(')?.strip_suffix(')')?.trim();
        Some(Some(inner.strip_prefix('"')?.strip_suffix('"')?.to_string()))
    }

    /// The `[[nodiscard]]` warnings for the discarded-value expression `e` (an expression statement or
    /// a `for` increment): a call of a `nodiscard` routine (#2809, #3000 with a reason) or returning a
    /// `nodiscard` class or enum by value (#2810, #3001), at the call's `(`; through parentheses, both
    /// operands of a comma and both branches of `?:` (probe nd2). A cast to `void` is an explicit
    /// discard. None after a gap.
    pub(crate) fn nodiscard_check(&mut self, e: ExprId) -> Option<()> {
        let mut work = vec![e];
        let mut found: Vec<(u32, crate::diag::Diagnostic)> = Vec::new();
        let mut steps = 0;
        while let Some(x) = work.pop() {
            steps += 1;
            if steps > 4096 {
                self.gap("lower: nodiscard check of a very large expression", self.sema.il.exprs.get(e).map(|n| n.span.lo).unwrap_or(0));
                return None;
            }
            let Some(n) = self.sema.il.exprs.get(x) else { continue };
            let (kind, span, ty) = (n.kind, n.span, n.ty);
            match kind {
                ExprKind::Comma(l, r) => {
                    work.push(r);
                    work.push(l);
                }
                ExprKind::Cond(_, a, b) => {
                    work.push(b);
                    work.push(a);
                }
                ExprKind::Cast(CastKind::CStyle | CastKind::Static | CastKind::Functional, _) if self.sema.il.types.is_void(ty) => {}
                ExprKind::Call { callee, func, .. } => {
                    let routine = if func.is_some() { self.nodiscard_of(func) } else { None };
                    // A declaration that wrote `nodiscard` without it being recorded (a template's
                    // instance: attributes of prelude templates are not sorted) or `warn_unused_result`
                    // (#1650 "result of call is not used", not modelled).
                    if func.is_some() && !self.map.locate(span.lo).system_header {
                        let written = self.written_attr(func);
                        if written == Some("warn_unused_result") || (written == Some("nodiscard") && routine.is_none()) {
                            self.gap("lower: discarded result of a nodiscard or warn_unused_result function not recorded", span.lo);
                            return None;
                        }
                    }
                    // A call returning a reference (an lvalue or xvalue) discards no object.
                    let by_value = self.sema.il.exprs.get(x).map(|n| n.cat == crate::sema::expr::ValueCat::PRValue).unwrap_or(false);
                    let class = if by_value { self.nodiscard_type(ty) } else { None };
                    // A class head that wrote `nodiscard` without it being recorded (an instance of a
                    // class template).
                    if by_value && class.is_none() && !self.map.locate(span.lo).system_header {
                        if let Some(c) = self.class_or_enum(ty) {
                            if self.written_attr(c) == Some("nodiscard") {
                                self.gap("lower: discarded result of a nodiscard or warn_unused_result function not recorded", span.lo);
                                return None;
                            }
                        }
                    }
                    // Warnings in system headers are not shown.
                    if (routine.is_none() && class.is_none()) || self.map.locate(span.lo).system_header {
                        continue;
                    }
                    // The caret: the call's `(` (right after the callee), or the operator of an infix
                    // operator call (probe nd2: `s + 1` points at `+`); other operator forms are not probed.
                    let operator = func.is_some() && self.sema.il.entities.get(func).map(|e| self.sema.il.names.resolve(e.name).starts_with("operator")).unwrap_or(false);
                    let at = if operator {
                        let pos = self.sema.il.exprs.get(x).map(|n| n.pos).unwrap_or(span.lo);
                        let tok = self.token_at(pos) as usize;
                        let infix = matches!(self.tok_text(tok), "+" | "-" | "*" | "/" | "%" | "^" | "&" | "|" | "<" | ">" | "<=" | ">=" | "==" | "!=" | "<<" | ">>");
                        (infix && pos > span.lo && self.lexed.tokens.get(tok).map(|t| t.span.lo) == Some(pos)).then_some(pos)
                    } else {
                        // The callee's span ends before `(`, or (a member callee spans the whole call) the
                        // token after the callee's position (the member name) is the `(`.
                        let (callee_hi, callee_pos) = self.sema.il.exprs.get(callee).map(|c| (c.span.hi, c.pos)).unwrap_or((0, 0));
                        let tok = self.token_at(callee_hi) as usize;
                        let name_tok = self.token_at(callee_pos) as usize + 1;
                        if callee_hi > span.lo && callee_hi < span.hi && self.tok_text(tok) == "(" {
                            Some(self.lexed.tokens[tok].span.lo)
                        } else if callee_pos >= span.lo && self.tok_text(name_tok) == "(" && matches!(self.tok_text(name_tok - 1).as_bytes().first(), Some(c) if c.is_ascii_alphabetic() || *c == b'_') {
                            Some(self.lexed.tokens[name_tok].span.lo)
                        } else {
                            None
                        }
                    };
                    let Some(at) = at else {
                        self.gap("lower: nodiscard call of an operator or in an unusual form", span.lo);
                        return None;
                    };
                    let d = match (routine, class) {
                        (Some(None), _) => crate::diag::Diagnostic::new(crate::diag::Severity::Warning, id::NODISCARD_ROUTINE, crate::diag::Where::At(at)),
                        (Some(Some(r)), _) => crate::diag::Diagnostic::new(crate::diag::Severity::Warning, id::NODISCARD_ROUTINE_WITH_REASON, crate::diag::Where::At(at)).arg(r),
                        (None, Some(None)) => crate::diag::Diagnostic::new(crate::diag::Severity::Warning, id::NODISCARD_RETURN_TYPE, crate::diag::Where::At(at)),
                        (None, Some(Some(r))) => crate::diag::Diagnostic::new(crate::diag::Severity::Warning, id::NODISCARD_RETURN_TYPE_WITH_REASON, crate::diag::Where::At(at)).arg(r),
                        (None, None) => continue,
                    };
                    found.push((at, d));
                }
                _ => {
                    // A discarded object of a nodiscard type made otherwise (#3004 for `S{}`): not modelled.
                    if self.nodiscard_type(ty).is_some() {
                        self.gap("lower: discarded object of a nodiscard type", span.lo);
                        return None;
                    }
                }
            }
        }
        self.sema.diags.extend(found.into_iter().map(|(_, d)| d));
        Some(())
    }

    /// The `nodiscard` attribute of the class or enum type `t` (by value; references do not count).
    fn nodiscard_type(&self, t: crate::sema::ids::TypeId) -> Option<Option<String>> {
        self.nodiscard_of(self.class_or_enum(t)?)
    }

    fn class_or_enum(&self, t: crate::sema::ids::TypeId) -> Option<EntityId> {
        use crate::sema::types::TypeKind;
        match self.sema.il.types.ckind(t) {
            TypeKind::Class(e) | TypeKind::Enum(e) => Some(e),
            _ => None,
        }
    }

    /// `nodiscard` or `warn_unused_result` written on the declaration of entity `e` before its name
    /// (read from the tokens back to the previous `;`, `{` or `}`, at most 256 tokens).
    fn written_attr(&self, e: EntityId) -> Option<&'static str> {
        let at = self.sema.il.entities.get(self.sema.il.entities.resolve(e))?.span.lo;
        if at == 0 {
            return None;
        }
        let name_tok = self.token_at(at) as usize;
        let toks = &self.lexed.tokens;
        let mut i = name_tok.min(toks.len());
        let mut steps = 0;
        while i > 0 && steps < 256 {
            i -= 1;
            steps += 1;
            let text = self.tok_text(i);
            match text {
                ";" | "{" | "}" => return None,
                _ => {
                    let bare = text.strip_prefix("__").and_then(|x| x.strip_suffix("__")).unwrap_or(text);
                    match bare {
                        "nodiscard" => return Some("nodiscard"),
                        "warn_unused_result" => return Some("warn_unused_result"),
                        _ => {}
                    }
                }
            }
        }
        None
    }
}

impl<'a> Lowerer<'a> {
    /// GNU attributes on the enumerators of an enum whose body is tokens `lo..hi` (the parser keeps no
    /// enumerator attributes, so they are read from the tokens): `deprecated` is silent; `unused` and the
    /// CUDA attributes warn #1835 at the name (probe dep; corpus cuda/enum_value_attribute: `device`
    /// prints as `__device__`). `any_value`: an enumerator has an initialiser (its diagnostics would
    /// interleave with these: a gap). None after a gap.
    pub(crate) fn enumerator_attrs(&mut self, lo: usize, hi: usize, any_value: bool, at: u32) -> Option<()> {
        let toks = &self.lexed.tokens;
        let hi = hi.min(toks.len());
        let mut out = Vec::new();
        let mut i = lo;
        while i < hi {
            if !matches!(toks[i].kind, crate::lex::TokenKind::Kw(crate::lex::Kw::Attribute)) {
                i += 1;
                continue;
            }
            if any_value || self.map.locate(toks[i].span.lo).system_header {
                self.gap("lower: attributes on enumerators", at);
                return None;
            }
            // Names at parenthesis depth 2, each followed by `,` or `)` (no arguments).
            let mut depth = 0;
            let mut j = i + 1;
            while j < hi {
                match self.tok_text(j) {
                    "(" => depth += 1,
                    ")" => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    "," => {}
                    w if depth == 2 => {
                        let next = self.tok_text(j + 1);
                        if next != "," && next != ")" {
                            self.gap("lower: attributes on enumerators", at);
                            return None;
                        }
                        let bare = w.strip_prefix("__").and_then(|x| x.strip_suffix("__")).unwrap_or(w);
                        let printed = match bare {
                            "deprecated" => None,
                            "unused" => Some(w.to_string()),
                            "host" | "device" | "global" | "shared" | "constant" | "managed" => Some(format!("__{bare}__")),
                            _ => {
                                self.gap("lower: attributes on enumerators", at);
                                return None;
                            }
                        };
                        if let Some(p) = printed {
                            out.push((toks[j].span.lo, p));
                        }
                    }
                    _ => {
                        self.gap("lower: attributes on enumerators", at);
                        return None;
                    }
                }
                j += 1;
            }
            i = j + 1;
        }
        // The host output's refusal of enumerator attributes is `emit_items::enumerators`.
        for (at, p) in out {
            self.wrong_entity(&p, at, false);
        }
        Some(())
    }
}

impl<'a> Lowerer<'a> {
    /// `alignof(T)` / `__alignof__(T)` / `_Alignof(T)` (the same on x86-64): the layout's alignment
    /// (`sema/layout.rs`, which applies `aligned`, `alignas` and `#pragma pack`). References, functions,
    /// `void` and arrays of unknown bound (their own rules and diagnostics) are a gap.
    pub(crate) fn alignof_type(&mut self, t: crate::parse::ast::TypeId, span: Span) -> Option<ExprId> {
        use crate::sema::types::{ArrayBound, TypeKind};
        let ty = self.type_id(t)?;
        let bad = match self.sema.il.types.ckind(ty) {
            TypeKind::LRef(_) | TypeKind::RRef(_) | TypeKind::Function(_) | TypeKind::Void => true,
            TypeKind::Array(_, b) => !matches!(b, ArrayBound::Known(_)),
            _ => false,
        };
        if bad {
            self.gap("lower: alignof of a reference, function, void or unbounded array type", span.lo);
            return None;
        }
        Some(self.sema.build_alignof_type(ty, span))
    }
}

impl<'a> Lowerer<'a> {
    /// Whether the attributes of a parameter have no effect lowering models: `[[maybe_unused]]`,
    /// `[[deprecated]]`, GNU `unused` (glibc's `__attribute__ ((__unused__))`, also `[[gnu::unused]]`) —
    /// no diagnostic of the reference depends on them (probe dep: `[[maybe_unused]] int a`).
    pub(crate) fn param_attrs_no_effect(&self, attrs: &[ast::Attr]) -> bool {
        attrs.iter().all(|a| {
            let lo = a.toks.lo as usize;
            let hi = (a.toks.hi as usize).min(self.lexed.tokens.len());
            let ok_kind = matches!(a.kind, ast::AttrKind::Std | ast::AttrKind::Gnu) && !a.names.is_empty();
            ok_kind
                && a.names.iter().all(|&n| {
                    let t = self.lexed.interner.str(n);
                    let bare = t.strip_prefix("__").and_then(|x| x.strip_suffix("__")).unwrap_or(t);
                    let idx = (lo..hi).find(|&i| self.lexed.tokens[i].sym == n);
                    // No arguments, and (standard syntax) no namespace other than `gnu`.
                    let plain = idx.map(|i| self.tok_text(i + 1) != "(" && (a.kind == ast::AttrKind::Gnu || self.tok_text(i.saturating_sub(1)) != "::" || matches!(self.tok_text(i.saturating_sub(2)), "gnu" | "__gnu__"))).unwrap_or(false);
                    plain
                        && match a.kind {
                            ast::AttrKind::Std if self.tok_text(idx.unwrap_or(0).saturating_sub(1)) == "::" => bare == "unused",
                            ast::AttrKind::Std => matches!(bare, "maybe_unused" | "deprecated"),
                            _ => matches!(bare, "unused" | "deprecated"),
                        }
                })
        })
    }
}
