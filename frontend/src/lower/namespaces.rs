//! Lowering of namespace definitions (named, unnamed, inline, nested `a::inline b`, with the GNU
//! attributes the prelude writes), namespace aliases, using-directives and using-declarations at
//! namespace and block scope.
//!
//! A using-declaration introduces every entity the qualified name finds (all overloads, and the class or
//! enum a same-named function hides) into the current scope as `Using` shadows (`Scopes::add_alias`), so
//! `std::printf` finds `::printf` and overload resolution sees the whole set. Conflicts with what the scope
//! already declares get EDG's diagnostics (probed on cudafe++ 13.0.88, see corpus/nsusing):
//! - `int x; using N::x;` → #101 `"x" has already been declared in the current scope` (caret on `x`);
//! - `void f(int); using N::f;` (same parameters) → #735 `using-declaration of function "N::f(int)"
//!   conflicts with function "f(int)" (declared at line 6)`;
//! - `using N::missing;` → #135 `namespace "N" has no member "missing"`; `using ::missing;` → #282;
//! - `using y;` → #727 `namespace-qualified name is required`; `using N::In;` (a namespace) → #728;
//! - an unknown qualifier → #276 on the segment; `using namespace y;` / `namespace A = y;` for a
//!   non-namespace → #725 `name must be a namespace name` at the start of the name.
//!
//! Class members (`using Base::m;`, `using S::m;` at namespace scope), `typename`, operator names,
//! `using enum` and combinations not probed are gaps.
use super::Lowerer;
use crate::diag::{id, Arg, EntityArg};
use crate::lex::{Kw, TokenKind};
use crate::parse::ast::{self, DeclId, DeclKind, Name, SegKind};
use crate::sema::entities::{Entity, Payload};
use crate::sema::ids::{EntityId, ScopeId};
use crate::sema::names::Symbol;
use crate::sema::printing::Printer;
use crate::sema::scopes::{LookupKind, LookupResult, ScopeKind, Scopes};
use crate::source::{Locate, Span};

/// Visibility kinds GCC (and EDG's GNU mode) accept; anything else is error "unrecognized visibility kind".
const VISIBILITY_KINDS: &[&str] = &["default", "hidden", "protected", "internal"];

/// What the nested-name-specifier of a using-declaration / directive / alias target denotes.
enum Qualifier {
    /// The namespace scope (and its entity, `Entities::GLOBAL` for `::`).
    Namespace(ScopeId, EntityId),
    /// A diagnostic was recorded (or a gap noted).
    Failed,
}

impl<'a> Lowerer<'a> {
    /// An error of this module at `at`; in a system header (where the pinned prelude has none) it can
    /// only come from a declaration lowering skipped or misses, so a gap is noted instead.
    fn ns_error(&mut self, tag: crate::diag::DiagId, at: u32) -> Option<&mut crate::diag::Diagnostic> {
        if self.map.locate(at).system_header {
            self.gap("lower: namespace/using diagnostic in a system header (a skipped or unmodelled declaration)", at);
            return None;
        }
        Some(self.sema.error(tag, at))
    }

    /// `[inline] namespace [a::[inline] b] [attrs] { … }` and `namespace { … }`.
    pub(crate) fn namespace_definition(&mut self, d: DeclId) {
        let ast = self.ast;
        let decl = ast.decl(d);
        let at = decl.span.lo;
        let DeclKind::Namespace { name, nested, inline, attrs, decls } = &decl.kind else { return };
        let mut names: Vec<Symbol> = Vec::new();
        if let Some(first) = name {
            names.push(self.sym(*first));
            for s in nested {
                let x = self.sym(*s);
                names.push(x);
            }
        }
        // Which names are inline: `inline namespace a` marks the only name; `namespace a::inline b` is
        // not kept by the tree, so read it back from the tokens.
        let inline_flags: Vec<bool> = if nested.is_empty() {
            vec![*inline; names.len().max(1)]
        } else {
            if *inline {
                // `inline namespace a::b` is an error in EDG (message not probed).
                return self.gap("lower: inline nested namespace definition", at);
            }
            match self.nested_inline_flags(decl.span, names.len()) {
                Some(f) => f,
                None => return self.gap("lower: nested namespace definition tokens", at),
            }
        };
        let innermost_inline = inline_flags.last().copied().unwrap_or(false);
        if !self.namespace_attrs_ok(attrs, innermost_inline) {
            return;
        }
        let saved = self.scope;
        let open: Vec<Symbol> = if names.is_empty() { vec![Symbol::default()] } else { names };
        for (i, &n) in open.iter().enumerate() {
            // A reopened namespace must not have been declared as something else.
            let existing: Vec<EntityId> = if n.is_empty() { Vec::new() } else { self.sema.il.scopes.local(&self.sema.il.entities, self.scope, n).collect() };
            let clash = |x: Option<Payload>| matches!(x, Some(Payload::Variable(_) | Payload::Function(_) | Payload::Class(_)));
            let data: Vec<Option<Payload>> = existing.iter().map(|&e| self.sema.il.entities.get(e).map(|x| x.data)).collect();
            if !data.is_empty() && data.iter().all(|&x| clash(x)) {
                // Probed: `int q; namespace q { int v; }` → #101 at the name; the body still goes into a
                // new namespace `q` (later `q::v` is found).
                let name_at = self.alias_name_at_sym(n, decl.span).unwrap_or(at);
                let text = self.sema.il.names.resolve(n).to_string();
                if let Some(d) = self.ns_error(id::ID_ALREADY_DECLARED, name_at) {
                    d.args.push(Arg::Str(text));
                } else {
                    self.scope = saved;
                    return;
                }
            } else if data.iter().any(|x| !matches!(x, Some(Payload::Namespace { .. }))) {
                self.scope = saved;
                return self.gap("lower: namespace name already declared", at);
            }
            let inl = inline_flags.get(i).copied().unwrap_or(false);
            // `inline` on a reopening of a non-inline namespace is an error (not probed).
            let was_inline = existing.iter().find_map(|&e| match self.sema.il.entities.get(e).map(|x| x.data) {
                Some(Payload::Namespace { inline, .. }) => Some(inline),
                _ => None,
            });
            if inl && was_inline == Some(false) {
                self.scope = saved;
                return self.gap("lower: inline on a reopened non-inline namespace", at);
            }
            let (_, sc) = self.sema.il.open_namespace(self.scope, n, inl, decl.span);
            self.scope = sc;
        }
        self.decl_sequence(decls);
        self.scope = saved;
    }

    /// The inline flag of each name of `namespace a::inline b::c`, from the tokens of the header.
    fn nested_inline_flags(&self, span: Span, n: usize) -> Option<Vec<bool>> {
        let toks = &self.lexed.tokens;
        let mut i = toks.partition_point(|t| t.span.lo < span.lo);
        let mut flags = Vec::new();
        let mut pending = false;
        while let Some(t) = toks.get(i) {
            match t.kind {
                TokenKind::Kw(Kw::Namespace) | TokenKind::ColonColon => {}
                TokenKind::Kw(Kw::Inline) => pending = true,
                TokenKind::Identifier => {
                    flags.push(pending);
                    pending = false;
                    if flags.len() == n {
                        return Some(flags);
                    }
                }
                _ => return None,
            }
            i += 1;
        }
        None
    }

    /// GNU attributes on a namespace definition: `visibility("…")` (a known kind) anywhere and
    /// `abi_tag("…")` on an inline namespace are accepted (they only matter to the host compiler, which
    /// sees them re-printed); anything else is a gap (EDG warns about most, e.g. #2744 `ignoring abi_tag
    /// attribute on non-inline namespace`, #1835 `attribute "unused" does not apply here`).
    fn namespace_attrs_ok(&mut self, attrs: &[ast::Attr], inline: bool) -> bool {
        for a in attrs {
            if a.kind != ast::AttrKind::Gnu || a.names.is_empty() {
                self.gap("lower: namespace attributes", a.span.lo);
                return false;
            }
            let mut from = a.toks.lo as usize;
            for &n in &a.names {
                let toks = &self.lexed.tokens;
                let hi = (a.toks.hi as usize).min(toks.len());
                let Some(idx) = (from.min(hi)..hi).find(|&i| toks[i].sym == n && toks[i].kind == TokenKind::Identifier) else {
                    self.gap("lower: namespace attributes", a.span.lo);
                    return false;
                };
                from = idx + 1;
                let t = self.lexed.interner.str(n);
                let t = t.strip_prefix("__").and_then(|x| x.strip_suffix("__")).unwrap_or(t);
                let arg = self.string_arg(idx);
                let ok = match (t, arg.as_deref()) {
                    ("visibility", Some(v)) => VISIBILITY_KINDS.contains(&v),
                    ("abi_tag", Some(_)) => inline,
                    _ => false,
                };
                if !ok {
                    self.gap("lower: namespace attributes", toks[idx].span.lo);
                    return false;
                }
            }
        }
        true
    }

    /// The text of a single plain string-literal argument `name("text")` following token `idx`.
    fn string_arg(&self, idx: usize) -> Option<String> {
        let toks = &self.lexed.tokens;
        let (p, s, q) = (toks.get(idx + 1)?, toks.get(idx + 2)?, toks.get(idx + 3)?);
        if p.kind != TokenKind::LParen || q.kind != TokenKind::RParen || !matches!(s.kind, TokenKind::StrLit(_)) {
            return None;
        }
        let text = std::str::from_utf8(self.lexed.text(self.map, s)).ok()?;
        let inner = text.strip_prefix('"')?.strip_suffix('"')?;
        if inner.contains('\\') {
            return None;
        }
        Some(inner.to_string())
    }

    /// The offset of each segment's identifier (names keep segments as symbols only).
    fn seg_offsets(&self, name: &Name) -> Option<Vec<u32>> {
        let toks = &self.lexed.tokens;
        let mut i = toks.partition_point(|t| t.span.lo < name.span.lo);
        let mut out = Vec::with_capacity(name.segs.len());
        for seg in &name.segs {
            let SegKind::Ident(s) = seg.kind else { return None };
            loop {
                let t = toks.get(i)?;
                if t.span.lo >= name.span.hi.max(name.span.lo + 1) {
                    return None;
                }
                i += 1;
                if t.kind == TokenKind::Identifier && t.sym == s {
                    out.push(t.span.lo);
                    break;
                }
            }
        }
        Some(out)
    }

    /// Resolves all but the last segment of `name` to a namespace; diagnoses an unknown qualifier
    /// (#276). Class qualifiers and anything else are gaps.
    fn namespace_qualifier(&mut self, name: &Name, offs: &[u32]) -> Qualifier {
        let mut scope = if name.global { Some(Scopes::GLOBAL) } else { None };
        let mut ent = crate::sema::entities::Entities::GLOBAL;
        let n = name.segs.len();
        for (i, seg) in name.segs.iter().enumerate().take(n.saturating_sub(1)) {
            let SegKind::Ident(s) = seg.kind else {
                self.gap("lower: unusual nested-name-specifier", name.span.lo);
                return Qualifier::Failed;
            };
            if seg.targs.is_some() || seg.template_kw {
                self.gap("lower: template-id in a nested-name-specifier", name.span.lo);
                return Qualifier::Failed;
            }
            let sym = self.sym(s);
            let il = &self.sema.il;
            let r = match scope {
                None => il.scopes.lookup(&il.entities, &il.types, self.scope, sym, LookupKind::NestedNameSpecifier),
                Some(sc) => il.scopes.lookup_in(&il.entities, &il.types, sc, sym, LookupKind::NestedNameSpecifier),
            };
            let at = offs.get(i).copied().unwrap_or(name.span.lo);
            match r {
                LookupResult::NotFound => {
                    self.ns_error(id::ID_MUST_BE_CLASS_OR_NAMESPACE_NAME, at);
                    return Qualifier::Failed;
                }
                LookupResult::Found(e) => {
                    let e = il.entities.resolve(e);
                    match il.entities.get(e).map(|x| x.data) {
                        Some(Payload::Namespace { scope: s, .. }) => {
                            scope = Some(s);
                            ent = e;
                        }
                        _ => {
                            self.gap("lower: class or type in the nested-name-specifier of a using-declaration or directive", at);
                            return Qualifier::Failed;
                        }
                    }
                }
                _ => {
                    self.gap("lower: ambiguous nested-name-specifier", at);
                    return Qualifier::Failed;
                }
            }
        }
        match scope {
            Some(s) => Qualifier::Namespace(s, ent),
            // Unqualified: the caller looks up from the current scope.
            None => Qualifier::Namespace(ScopeId::NONE, EntityId::NONE),
        }
    }

    /// #135 `namespace "N" has no member "m"` / #282 `the global scope has no "m"` at `at`.
    fn no_member(&mut self, ns: EntityId, text: String, at: u32) {
        if ns == crate::sema::entities::Entities::GLOBAL {
            if let Some(d) = self.ns_error(id::NAME_NOT_FOUND_IN_FILE_SCOPE, at) {
                d.args.push(Arg::Str(text));
            }
        } else {
            let q = Printer::new(self.sema.il).qualified_name(ns);
            if let Some(d) = self.ns_error(id::NOT_A_MEMBER, at) {
                d.args.push(Arg::Entity { kind: "namespace".into(), name: q });
                d.args.push(Arg::Str(text));
            }
        }
    }

    /// The namespace a using-directive or namespace alias names (`what` for gap texts); None after a
    /// diagnostic or gap.
    fn nominated_namespace(&mut self, name: &Name, what: &str) -> Option<(EntityId, ScopeId)> {
        let Some(offs) = self.seg_offsets(name).filter(|o| !o.is_empty() && name.segs.iter().all(|s| s.targs.is_none() && !s.template_kw)) else {
            self.gap(&format!("lower: {what} naming something unusual"), name.span.lo);
            return None;
        };
        let (qs, qe) = match self.namespace_qualifier(name, &offs) {
            Qualifier::Namespace(s, e) => (s, e),
            Qualifier::Failed => return None,
        };
        let Some(SegKind::Ident(last)) = name.segs.last().map(|s| s.kind.clone()) else { return None };
        let sym = self.sym(last);
        let il = &self.sema.il;
        // Only namespace names are considered ([namespace.udir]/1, [namespace.alias]/1).
        let r = if qs.is_none() {
            il.scopes.lookup(&il.entities, &il.types, self.scope, sym, LookupKind::NestedNameSpecifier)
        } else {
            il.scopes.lookup_in(&il.entities, &il.types, qs, sym, LookupKind::NestedNameSpecifier)
        };
        let last_at = offs.last().copied().unwrap_or(name.span.lo);
        match r {
            LookupResult::NotFound if qs.is_some() && !il.scopes.lookup_in(&il.entities, &il.types, qs, sym, LookupKind::Ordinary).is_found() => {
                // Probed: a qualified unknown name gets the member diagnostic at its last segment.
                let text = self.sema.il.names.resolve(sym).to_string();
                self.no_member(qe, text, last_at);
                None
            }
            LookupResult::Found(e) => {
                let e = il.entities.resolve(e);
                match il.entities.get(e).map(|x| x.data) {
                    Some(Payload::Namespace { scope, .. }) => Some((e, scope)),
                    Some(Payload::Class(_) | Payload::Enum(_) | Payload::Typedef) | None => {
                        // A type is a namespace-name candidate for nested-name lookup only.
                        self.ns_error(id::MISSING_NAMESPACE_NAME, name.span.lo);
                        None
                    }
                    Some(_) => {
                        self.gap(&format!("lower: {what} naming a template or parameter"), name.span.lo);
                        None
                    }
                }
            }
            LookupResult::NotFound => {
                self.ns_error(id::MISSING_NAMESPACE_NAME, name.span.lo);
                None
            }
            _ => {
                self.gap(&format!("lower: {what} with an ambiguous name"), name.span.lo);
                None
            }
        }
    }

    /// `using namespace N;` at namespace or block scope.
    pub(crate) fn using_directive(&mut self, name: &Name) {
        if self.sema.il.scopes.get(self.scope).map(|s| s.kind) == Some(ScopeKind::Class) {
            return self.gap("lower: using-directive in a class", name.span.lo);
        }
        let Some((_, target)) = self.nominated_namespace(name, "using-directive") else { return };
        self.sema.il.scopes.add_using_directive(self.scope, target);
    }

    /// `namespace A = N::M;`.
    pub(crate) fn namespace_alias(&mut self, alias: crate::lex::Symbol, target: &Name, span: Span) {
        let n = self.sym(alias);
        let name_at = self.alias_name_at(alias, span);
        let Some((ns, _)) = self.nominated_namespace(target, "namespace alias") else { return };
        let existing: Vec<EntityId> = self.sema.il.scopes.local(&self.sema.il.entities, self.scope, n).collect();
        if let Some(&e) = existing.first() {
            let ent = self.sema.il.entities.get(e).copied();
            match ent.map(|x| x.data) {
                // Redefining an alias to the same namespace is allowed.
                Some(Payload::NamespaceAlias { target: t }) if self.sema.il.entities.resolve(t) == ns => {}
                Some(Payload::NamespaceAlias { .. }) => {
                    let text = self.sema.il.names.resolve(n).to_string();
                    if let Some(d) = self.ns_error(id::ALREADY_DEFINED, name_at) {
                        d.args.push(Arg::Entity { kind: "namespace".into(), name: text });
                    }
                }
                Some(Payload::Variable(_) | Payload::Function(_)) if existing.len() == 1 || ent.map(|x| x.is_function()).unwrap_or(false) => {
                    let text = self.sema.il.names.resolve(n).to_string();
                    if let Some(d) = self.ns_error(id::ID_ALREADY_DECLARED, name_at) {
                        d.args.push(Arg::Str(text));
                    }
                }
                _ => self.gap("lower: namespace alias of a name declared otherwise", name_at),
            }
            return;
        }
        let mut e = Entity::new(n, Payload::NamespaceAlias { target: ns });
        e.parent = self.sema.il.scopes.get(self.scope).map(|s| s.entity).unwrap_or(EntityId::NONE);
        e.span = Span::new(name_at, name_at + self.sema.il.names.resolve(n).len() as u32);
        let id = self.sema.il.entities.add(e);
        self.sema.il.scopes.declare(&mut self.sema.il.entities, self.scope, id);
    }

    /// The offset of the identifier spelled like sema symbol `n` in `span` (a namespace name).
    fn alias_name_at_sym(&self, n: Symbol, span: Span) -> Option<u32> {
        let text = self.sema.il.names.resolve(n);
        let toks = &self.lexed.tokens;
        let i = toks.partition_point(|t| t.span.lo < span.lo);
        toks[i.min(toks.len())..]
            .iter()
            .take_while(|t| t.span.lo < span.hi && t.kind != TokenKind::LBrace)
            .find(|t| t.kind == TokenKind::Identifier && self.lexed.interner.str(t.sym) == text)
            .map(|t| t.span.lo)
    }

    /// The offset of the alias name in `namespace A = …` (the identifier after `namespace`).
    fn alias_name_at(&self, alias: crate::lex::Symbol, span: Span) -> u32 {
        let toks = &self.lexed.tokens;
        let i = toks.partition_point(|t| t.span.lo < span.lo);
        toks[i.min(toks.len())..].iter().take_while(|t| t.span.lo < span.hi).find(|t| t.kind == TokenKind::Identifier && t.sym == alias).map(|t| t.span.lo).unwrap_or(span.lo)
    }

    /// `using A::x, ::y;` at namespace or block scope.
    pub(crate) fn using_declaration(&mut self, names: &[Name], typename: bool, local: bool, at: u32) {
        if typename {
            return self.gap("lower: using typename declaration", at);
        }
        if self.sema.il.scopes.get(self.scope).map(|s| s.kind) == Some(ScopeKind::Class) {
            return self.gap("lower: using-declaration in a class", at);
        }
        for name in names {
            if self.stopped {
                return;
            }
            self.using_declarator(name, local);
        }
    }

    fn using_declarator(&mut self, name: &Name, local: bool) {
        let at = name.span.lo;
        let Some(offs) = self.seg_offsets(name).filter(|o| !o.is_empty() && name.segs.iter().all(|s| s.targs.is_none() && !s.template_kw)) else {
            return self.gap("lower: using-declaration of an operator, template-id or special name", at);
        };
        if name.segs.len() == 1 && !name.global {
            self.ns_error(id::NAMESPACE_QUALIFIED_NAME_REQUIRED, at);
            return;
        }
        let (qs, qe) = match self.namespace_qualifier(name, &offs) {
            Qualifier::Namespace(s, e) if s.is_some() => (s, e),
            Qualifier::Namespace(..) => return self.gap("lower: using-declaration qualifier", at),
            Qualifier::Failed => return,
        };
        let Some(SegKind::Ident(last)) = name.segs.last().map(|s| s.kind.clone()) else { return };
        let sym = self.sym(last);
        let last_at = offs.last().copied().unwrap_or(at);
        let targets = match self.using_targets(qs, sym, last_at) {
            Some(t) => t,
            None => return,
        };
        if targets.is_empty() {
            let text = self.sema.il.names.resolve(sym).to_string();
            self.no_member(qe, text, last_at);
            return;
        }
        if qs == self.scope {
            // Probed: `using ::q;` at global scope → warning #737 at the start of the name, then ignored.
            if self.sema.il.scopes.get(self.scope).map(|s| s.kind) != Some(ScopeKind::Namespace) {
                return self.gap("lower: using-declaration naming the current scope", at);
            }
            // In a system header the warning is not shown (probed: libstdc++ 12's <cwchar> has
            // `using std::wcstold;` inside namespace std, and the reference is silent); still ignored.
            if crate::source::Locate::locate(self.map, at).system_header {
                return;
            }
            self.sema.warning(id::USELESS_USING_DECLARATION, at);
            return;
        }
        // Shadows go in newest-first so the overload set lists the targets the way EDG does (probed:
        // the notes of a failed `std::f(…)` through `using N::f;` follow N's declaration order).
        let mut added: Vec<EntityId> = Vec::new();
        for t in targets.into_iter().rev() {
            if self.stopped {
                return;
            }
            if self.using_conflict(t, sym, last_at, local, &added) {
                continue;
            }
            let sh = self.sema.il.scopes.add_alias(&mut self.sema.il.entities, self.scope, sym, t);
            added.push(sh);
        }
    }

    /// Every entity `qs::sym` names: the ordinary lookup's result plus a class or enum it hides. Empty
    /// when nothing is found; None after a diagnostic or gap.
    fn using_targets(&mut self, qs: ScopeId, sym: Symbol, last_at: u32) -> Option<Vec<EntityId>> {
        let il = &self.sema.il;
        let ord = il.scopes.lookup_in(&il.entities, &il.types, qs, sym, LookupKind::Ordinary);
        let tag = il.scopes.lookup_in(&il.entities, &il.types, qs, sym, LookupKind::Tag);
        let mut out: Vec<EntityId> = Vec::new();
        for r in [ord, tag] {
            match r {
                LookupResult::NotFound => {}
                LookupResult::Found(e) => out.push(il.entities.resolve(e)),
                LookupResult::Overloads(v) => out.extend(v.iter().map(|&e| il.entities.resolve(e))),
                LookupResult::Ambiguous(..) => {
                    self.gap("lower: using-declaration of an ambiguous name", last_at);
                    return None;
                }
            }
        }
        let mut seen = Vec::new();
        out.retain(|e| if seen.contains(e) { false } else { seen.push(*e); true });
        for &e in &out {
            match il.entities.get(e).map(|x| x.data) {
                Some(Payload::Namespace { .. }) => {
                    self.ns_error(id::NAMESPACE_NAME_NOT_ALLOWED, last_at);
                    return None;
                }
                Some(Payload::Function(_) | Payload::Variable(_) | Payload::Typedef | Payload::Class(_) | Payload::Enum(_) | Payload::Enumerator { .. }) => {}
                Some(Payload::Template(_)) => {}
                _ => {
                    self.gap("lower: using-declaration of an unusual entity", last_at);
                    return None;
                }
            }
        }
        Some(out)
    }

    /// Checks target `t` of a using-declaration against what the current scope declares under `sym`;
    /// true when it must not be introduced (a diagnostic was recorded, a gap noted, or it is already
    /// there).
    fn using_conflict(&mut self, t: EntityId, sym: Symbol, at: u32, local: bool, same_decl: &[EntityId]) -> bool {
        // (A function and the class it hides, introduced together, do not conflict with each other.)
        let existing: Vec<EntityId> = self.sema.il.scopes.local(&self.sema.il.entities, self.scope, sym).filter(|e| !same_decl.contains(e)).collect();
        let Some(tent) = self.sema.il.entities.get(t).copied() else { return true };
        let t_fn = tent.is_function() || tent.is_function_template();
        for raw in existing {
            let x = self.sema.il.entities.resolve(raw);
            let Some(xent) = self.sema.il.entities.get(x).copied() else { continue };
            let x_fn = xent.is_function() || xent.is_function_template();
            if x == t {
                if local && !t_fn {
                    // Probed: a repeated block-scope using-declaration of a variable is #101.
                    let text = self.sema.il.names.resolve(sym).to_string();
                    if let Some(d) = self.ns_error(id::ID_ALREADY_DECLARED, at) {
                        d.args.push(Arg::Str(text));
                    }
                }
                return true; // already visible here (repeats are allowed at namespace scope)
            }
            if tent.is_tag() && xent.is_tag() || tent.is_tag() != xent.is_tag() {
                // Class/enum names next to other declarations follow hiding rules not modelled here.
                self.gap("lower: using-declaration next to a class or enum of the same name", at);
                return true;
            }
            match (t_fn, x_fn) {
                (true, true) => {
                    if tent.is_function() != xent.is_function() {
                        continue; // a function template never conflicts with a non-template function
                    }
                    if !tent.is_function() {
                        // Two function templates overload unless their signatures and template
                        // parameter lists are the same, which is not compared here: trusted in the
                        // prelude (libcu++'s `using ::cuda::std::ranges::get;` beside `<tuple>`'s `get`s).
                        if self.map.in_prelude(at) {
                            continue;
                        }
                        self.gap("lower: using-declaration next to a function template", at);
                        return true;
                    }
                    if same_params(self.sema.il, tent.ty, xent.ty) {
                        if raw != x || self.c_linkage(t) || self.c_linkage(x) {
                            // Through another using-declaration, or extern "C" (possibly the same
                            // function): not probed.
                            self.gap("lower: using-declaration of a function declared otherwise", at);
                            return true;
                        }
                        self.report_using_conflict(t, x, at);
                        return true;
                    }
                }
                // Probed: a variable against a variable (namespace and block scope); other pairs are gaps.
                (false, false) if matches!(xent.data, Payload::Variable(_)) && matches!(tent.data, Payload::Variable(_)) => {
                    let text = self.sema.il.names.resolve(sym).to_string();
                    if let Some(d) = self.ns_error(id::ID_ALREADY_DECLARED, at) {
                        d.args.push(Arg::Str(text));
                    }
                    return true;
                }
                _ => {
                    self.gap("lower: using-declaration conflicting with another declaration", at);
                    return true;
                }
            }
        }
        false
    }

    /// Whether `f` was declared inside an `extern "C"` block (the IL does not record language linkage;
    /// two such functions in different namespaces are one function, which the IL keeps apart).
    fn c_linkage(&self, f: EntityId) -> bool {
        let Some(off) = self.sema.il.entities.get(f).map(|e| e.span.lo) else { return false };
        let mut work: Vec<DeclId> = self.ast.top.clone();
        let mut budget = 1_000_000u32;
        while let Some(d) = work.pop() {
            budget = budget.saturating_sub(1);
            if budget == 0 {
                return true; // unknown: treat as C (the caller then notes a gap)
            }
            let decl = self.ast.decl(d);
            if off < decl.span.lo || off >= decl.span.hi {
                continue;
            }
            match &decl.kind {
                DeclKind::Linkage { lang, decls, .. } => {
                    let text = self.map.text().get(lang.lo as usize..lang.hi as usize).unwrap_or(b"");
                    if text == b"\"C\"" {
                        return true;
                    }
                    work.extend(decls.iter().copied());
                }
                DeclKind::Namespace { decls, .. } => work.extend(decls.iter().copied()),
                _ => {}
            }
        }
        false
    }

    /// #735 `using-declaration of %np1 conflicts with %npd2`.
    fn report_using_conflict(&mut self, target: EntityId, existing: EntityId, at: u32) {
        let p = Printer::new(self.sema.il);
        let arg = |e: EntityId, declared: bool| {
            let name = p.qualified_name(e);
            let sig = p.function_signature(e);
            let params = sig.strip_prefix(name.as_str()).map(|s| s.to_string());
            let declared = if declared {
                self.sema.il.entities.get(e).map(|x| {
                    let l = self.map.locate(x.span.lo);
                    (l.file.to_string(), l.line)
                })
            } else {
                None
            };
            Arg::EntityFull(EntityArg { kind: "function".into(), name, qualified: None, params, declared })
        };
        let a1 = arg(target, false);
        let a2 = arg(existing, true);
        if let Some(d) = self.ns_error(id::USING_DECL_CONFLICTS_WITH_PREV_DECL, at) {
            d.args.push(a1);
            d.args.push(a2);
        }
    }
}

/// Same parameter-type-lists (the conflict rule of [namespace.udecl]/14).
fn same_params(il: &crate::sema::il::Il, a: crate::sema::ids::TypeId, b: crate::sema::ids::TypeId) -> bool {
    use crate::sema::types::TypeKind;
    match (il.types.ckind(a), il.types.ckind(b)) {
        (TypeKind::Function(x), TypeKind::Function(y)) => x.params == y.params && x.variadic == y.variadic,
        _ => false,
    }
}

impl<'a> Lowerer<'a> {
    /// An unqualified name whose lookup found different namespace-scope entities through
    /// using-directives: #266 `%no is ambiguous`, the name qualified by the innermost namespace
    /// enclosing the use (probed: `"A::B::x" is ambiguous` inside `namespace A::B`, `"x"` at global
    /// scope and in a global class), reported at every use. False when not that case.
    pub(crate) fn report_ambiguous_name(&mut self, n: &Name, r: &LookupResult) -> bool {
        let LookupResult::Ambiguous(a, b) = *r else { return false };
        let Some(SegKind::Ident(s)) = n.segs.last().map(|x| x.kind.clone()) else { return false };
        if n.segs.iter().any(|x| x.targs.is_some() || x.template_kw) || n.global {
            return false;
        }
        let qualifier = if n.segs.len() > 1 {
            // `D::w` (probed: `"D::w" is ambiguous`): the qualifier must be a namespace.
            match self.silent_namespace_qualifier(n) {
                Some(q) => Some(q),
                None => return false,
            }
        } else {
            None
        };
        let il = &self.sema.il;
        let ns_member = |e: EntityId| {
            let e = il.entities.resolve(e);
            il.entities.get(e).and_then(|x| il.entities.get(x.parent)).map(|p| matches!(p.data, Payload::Namespace { .. })).unwrap_or(false)
        };
        // Only entities of different namespaces met through using-directives (a same-scope clash such
        // as a variable and a namespace of one name is a different situation).
        let scope_of = |e: EntityId| il.entities.get(il.entities.resolve(e)).map(|x| x.scope);
        if !ns_member(a) || !ns_member(b) || scope_of(a) == scope_of(b) {
            return false;
        }
        // The innermost namespace around the use.
        let mut sc = self.scope;
        let mut ns = crate::sema::entities::Entities::GLOBAL;
        for _ in 0..10_000 {
            match il.scopes.get(sc) {
                Some(x) if x.kind == ScopeKind::Namespace => {
                    ns = x.entity;
                    break;
                }
                Some(x) if x.parent.is_some() => sc = x.parent,
                _ => break,
            }
        }
        if let Some(q) = qualifier {
            ns = q;
        }
        let text = self.lexed.interner.str(s).to_string();
        let name = if ns == crate::sema::entities::Entities::GLOBAL { text } else { format!("{}::{}", Printer::new(il).qualified_name(ns), text) };
        // The caret is on the last segment (probed: `D::w` points at `w`).
        let at = if n.segs.len() > 1 { self.seg_offsets(n).and_then(|o| o.last().copied()).unwrap_or(n.span.lo) } else { n.span.lo };
        if let Some(d) = self.ns_error(id::AMBIGUOUS_NAME, at) {
            d.args.push(Arg::Entity { kind: "variable".into(), name });
        }
        true
    }
}

impl<'a> Lowerer<'a> {
    /// The namespace entity all but the last segment of `n` name, without diagnostics.
    fn silent_namespace_qualifier(&mut self, n: &Name) -> Option<EntityId> {
        let mut scope: Option<ScopeId> = None;
        let mut ent = None;
        for seg in &n.segs[..n.segs.len().saturating_sub(1)] {
            let SegKind::Ident(s) = seg.kind else { return None };
            let sym = self.sym(s);
            let il = &self.sema.il;
            let r = match scope {
                None => il.scopes.lookup(&il.entities, &il.types, self.scope, sym, LookupKind::NestedNameSpecifier),
                Some(sc) => il.scopes.lookup_in(&il.entities, &il.types, sc, sym, LookupKind::NestedNameSpecifier),
            };
            let e = il.entities.resolve(r.single()?);
            match il.entities.get(e).map(|x| x.data) {
                Some(Payload::Namespace { scope: sc, .. }) => {
                    scope = Some(sc);
                    ent = Some(e);
                }
                _ => return None,
            }
        }
        ent
    }
}

impl<'a> Lowerer<'a> {
    /// `using enum E;` (C++20): the enumerators of the complete enum `E` become visible in the current
    /// scope. A clash with another declaration (EDG: `enumerator "N::E::b" conflicts with variable
    /// "M::b"`, probed, its table entry not identified) is a gap.
    pub(crate) fn using_enum(&mut self, name: &Name, at: u32) {
        if !matches!(self.lex_cfg.lang, crate::cli::Lang::Cpp20 | crate::cli::Lang::Cpp23) {
            // Before C++20 EDG rejects the syntax ("expected an identifier"), which the parser accepts.
            return self.gap("lower: using enum before C++20", at);
        }
        if self.sema.il.scopes.get(self.scope).map(|s| s.kind) == Some(ScopeKind::Class) {
            return self.gap("lower: using enum in a class", at);
        }
        if name.segs.iter().any(|s| s.targs.is_some() || s.template_kw) {
            return self.gap("lower: using enum naming a template", at);
        }
        let Some(e) = self.lookup_name(name, LookupKind::Tag) else { return };
        let Some(Payload::Enum(ed)) = self.sema.il.entities.get(e).map(|x| x.data) else {
            return self.gap("lower: using enum naming something other than an enum", at);
        };
        if !ed.complete {
            return self.gap("lower: using enum of an incomplete enum", at);
        }
        let members: Vec<EntityId> = self.sema.il.scopes.members(&self.sema.il.entities, ed.scope).collect();
        for m in members {
            let Some(ent) = self.sema.il.entities.get(m).copied() else { continue };
            if !matches!(ent.data, Payload::Enumerator { .. }) {
                continue;
            }
            let existing: Vec<EntityId> = self.sema.il.scopes.local(&self.sema.il.entities, self.scope, ent.name).collect();
            if existing.iter().any(|&x| self.sema.il.entities.resolve(x) == m) {
                continue;
            }
            if !existing.is_empty() {
                return self.gap("lower: using enum enumerator conflicting with a declaration", at);
            }
            self.sema.il.scopes.add_alias(&mut self.sema.il.entities, self.scope, ent.name, m);
        }
    }
}
