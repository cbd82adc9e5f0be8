//! `try` blocks and their handlers (`catch (T x)`, `catch (...)`), with the checks cudafe++ makes on
//! an exception declaration [probed: corpus/cxxfe18-s18/try_*]:
//!
//! - an rvalue reference: error "an rvalue reference is not allowed as a catch type" (#1791);
//! - an incomplete class by value: #70; a pointer or reference to one: #833 (at the type);
//! - an abstract class by value: #987 with a "pure virtual function" note per pure function;
//! - a handler after `catch (...)`: error #532 "handler is masked by default handler";
//! - a handler an earlier one already catches: warning #533 "handler is potentially masked by previous
//!   handler for type %t" (the earlier handler's type as written), see [`masks`];
//! - a local declared directly in a handler's block with the parameter's name: warning #1210.
//!
//! The carets are at the exception declaration (its first token, or the `...`). The handler's parameter
//! is in a scope of its own, its block nested in it (#1210 is a warning, not a redeclaration).
//! A `try` in a constexpr function, a catch type that is dependent, of `void`, or any of these checks
//! firing inside a user template definition (unprobed there) is a gap.
use super::Lowerer;
use crate::diag::id;
use crate::lex::{Kw, TokenKind};
use crate::parse::ast::{self, DeclaratorOp};
use crate::sema::entities::{FunctionData, Payload, VariableData};
use crate::sema::ids::{EntityId, StmtId, TypeId};
use crate::sema::scopes::ScopeKind;
use crate::sema::types::TypeKind;
use crate::source::{Offset, Span};

/// What an earlier handler's type says about a later one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Masking {
    Masks,
    DoesNot,
    /// A combination the reference was not probed on.
    Unknown,
}

impl<'a> Lowerer<'a> {
    pub(super) fn try_stmt(&mut self, body: ast::StmtId, handlers: &[ast::Handler], span: Span) -> Option<StmtId> {
        let f = self.sema.current_function;
        let constexpr_fn = self.sema.il.entities.get(f).and_then(|e| e.function()).is_some_and(|d| d.flags & (FunctionData::CONSTEXPR | FunctionData::CONSTEVAL) != 0);
        if constexpr_fn {
            // #2388 before C++20, and the evaluator does not run handlers: not modelled.
            self.gap("lower: try block in a constexpr function", span.lo);
            return None;
        }
        let in_template = self.tmpl.user.body.is_some();
        let b = self.sub_stmt_pub(body)?;
        let mut out = Vec::with_capacity(handlers.len());
        // Earlier handlers' types (as written, adjusted) for #533; whether `catch (...)` was seen.
        let mut earlier: Vec<TypeId> = Vec::new();
        let mut default_seen = false;
        for h in handlers {
            if self.stopped {
                return None;
            }
            let hb = self.ast.stmt(h.body).span;
            let Some(catch_at) = self.catch_keyword_before(h.param.as_ref().map(|p| p.span.lo).unwrap_or(hb.lo)) else {
                self.gap("lower: catch keyword position", hb.lo);
                return None;
            };
            let diags_before = self.sema.diags.len();
            let hscope = self.sema.il.scopes.push(ScopeKind::Block, self.scope, EntityId::NONE);
            let saved = self.scope;
            self.scope = hscope;
            self.sema.cur_scope = hscope;
            let r = self.handler(h, catch_at, hb, &mut earlier, &mut default_seen);
            self.scope = saved;
            self.sema.cur_scope = saved;
            let (var, decl_at) = r?;
            if in_template && self.sema.diags.len() != diags_before {
                self.gap("lower: diagnostic on a handler in a template body", decl_at);
                return None;
            }
            // The handler's block, nested in the parameter's scope.
            let bscope = self.sema.il.scopes.push(ScopeKind::Block, hscope, EntityId::NONE);
            let pname = self.sema.il.entities.get(var).map(|e| e.name).filter(|n| !n.is_empty());
            if let Some(n) = pname {
                self.handler_params.push((bscope, n));
            }
            let saved = self.scope;
            self.scope = hscope;
            self.sema.cur_scope = hscope;
            let hbody = self.compound_in(h.body, bscope);
            self.scope = saved;
            self.sema.cur_scope = saved;
            if pname.is_some() {
                self.handler_params.pop();
            }
            let hbody = hbody?;
            let hspan = Span { lo: catch_at, hi: hb.hi };
            out.push(self.sema.build_catch(var, hbody, hspan));
        }
        Some(self.sema.build_try(b, &out, span))
    }

    /// The exception declaration of one handler (the handler's scope is current): its variable
    /// (`EntityId::NONE` for `catch (...)`) and the declaration's position. Checks in the order the
    /// reference gives them.
    fn handler(&mut self, h: &ast::Handler, catch_at: Offset, hb: Span, earlier: &mut Vec<TypeId>, default_seen: &mut bool) -> Option<(EntityId, Offset)> {
        let Some(p) = &h.param else {
            let at = self.token_after_paren(catch_at).unwrap_or(hb.lo);
            if *default_seen {
                self.sema.error(id::MASKED_BY_DEFAULT_HANDLER, at);
            }
            *default_seen = true;
            return Some((EntityId::NONE, at));
        };
        let at = p.span.lo;
        if p.default.is_some() || !p.spec.attrs.is_empty() || !p.decl.attrs.is_empty() || p.decl.pack {
            self.gap("lower: attributes or default argument on a handler parameter", at);
            return None;
        }
        self.param_specs(&p.spec)?;
        let base = self.spec_type(&p.spec)?;
        let (t, _) = self.declarator_type(base, &p.decl)?;
        let name = match &p.decl.name {
            None => crate::sema::names::Symbol::default(),
            Some(n) => match n.last_ident() {
                Some(s) if n.segs.len() == 1 && !n.global && n.segs[0].targs.is_none() => self.sym(s),
                _ => {
                    self.gap("lower: handler parameter name", at);
                    return None;
                }
            },
        };
        let tt = &self.sema.il.types;
        if tt.is_dependent(t) || tt.is_void(t) || matches!(tt.ckind(t), TypeKind::Auto(_)) {
            self.gap("lower: dependent, void or placeholder catch type", at);
            return None;
        }
        // Arrays and functions are adjusted to pointers, keeping the other qualifiers.
        let adjusted = matches!(p.decl.ops.first(), Some(DeclaratorOp::Array(..) | DeclaratorOp::Function(..))) || matches!(tt.ckind(t), TypeKind::Array(..) | TypeKind::Function(_));
        let t = if adjusted {
            match self.sema.il.types.ckind(t) {
                TypeKind::Array(e, _) => self.sema.il.types.pointer(e),
                TypeKind::Function(_) => self.sema.il.types.pointer(t),
                _ => {
                    self.gap("lower: catch type adjustment", at);
                    return None;
                }
            }
        } else {
            t
        };
        self.catch_type_checks(t, at)?;
        if *default_seen {
            self.sema.error(id::MASKED_BY_DEFAULT_HANDLER, at);
        } else {
            let mut masking = None;
            for &e in earlier.iter() {
                match masks(self, e, t) {
                    Masking::DoesNot => {}
                    Masking::Unknown => {
                        self.gap("lower: handler masking for these catch types (unprobed)", at);
                        return None;
                    }
                    Masking::Masks => match masking {
                        None => masking = Some(e),
                        // Which earlier handler is named when several mask differently: unprobed.
                        Some(m) if m == e => {}
                        Some(_) => {
                            self.gap("lower: handler masked by several earlier handlers", at);
                            return None;
                        }
                    },
                }
            }
            if let Some(e) = masking {
                let a = self.sema.ty_arg(e);
                self.sema.warning(id::MASKED_BY_HANDLER, at).args.push(a);
            }
        }
        earlier.push(t);
        let data = VariableData { flags: VariableData::LOCAL, ..VariableData::default() };
        let span = p.decl.name.as_ref().map(|n| n.span).unwrap_or(p.span);
        let v = self.sema.il.declare_variable(self.scope, name, t, data, span);
        Some((v, at))
    }

    /// #1791, #70/#833 and #987 for the catch type `t` (at `at`); a class by value needs a trivial copy
    /// and destruction in user code (the copy's checks are not modelled). None after a gap.
    fn catch_type_checks(&mut self, t: TypeId, at: Offset) -> Option<()> {
        let tt = &self.sema.il.types;
        let (by_ref, pointee) = match tt.ckind(t) {
            TypeKind::RRef(_) => {
                self.sema.error(id::RVALUE_REFERENCE_CATCH_TYPE, at);
                return Some(());
            }
            TypeKind::LRef(x) => (true, x),
            TypeKind::Pointer(x) => (true, x),
            _ => (false, t),
        };
        let Some(c) = tt.class_entity(tt.canonical(pointee)) else { return Some(()) };
        if !self.require_complete(pointee, at) {
            return None;
        }
        let complete = matches!(self.sema.il.entities.get(c).map(|e| e.data), Some(Payload::Class(d)) if d.complete);
        let tt = &self.sema.il.types;
        if !complete {
            if tt.quals(pointee) != crate::sema::types::Quals::NONE {
                self.gap("lower: catch of a cv-qualified incomplete class", at);
                return None;
            }
            let a = self.sema.ty_arg(pointee);
            let which = if by_ref { id::PTR_OR_REF_TO_INCOMPLETE_TYPE } else { id::INCOMPLETE_TYPE_NOT_ALLOWED };
            self.sema.error(which, at).args.push(a);
            return Some(());
        }
        if by_ref {
            return Some(());
        }
        if self.abstract_class_type(t) {
            if !self.report_abstract_with(id::ABSTRACT_CLASS_CATCH_TYPE, t, at) {
                self.gap("lower: abstract catch type", at);
                return None;
            }
            return Some(());
        }
        if !self.map.in_prelude(at) {
            use crate::sema::special::Special;
            use crate::sema::traits_eval::{Outcome, TraitCtx};
            let cpp20 = self.lex_cfg.lang >= crate::cli::Lang::Cpp20;
            let ctx = TraitCtx { il: self.sema.il, unlowered_inits: &self.classes.unlowered_inits, cpp20 };
            let trivial = |k| matches!(ctx.special_trivial(c, k, 0), Outcome::Value(true));
            if !(trivial(Special::CopyCtor) && trivial(Special::Dtor)) {
                self.gap("lower: catch of a class by value (copy not modelled)", at);
                return None;
            }
        }
        Some(())
    }

    /// The `catch` keyword before `before` (the handler's declaration or block).
    fn catch_keyword_before(&self, before: Offset) -> Option<Offset> {
        let toks = &self.lexed.tokens;
        let i = toks.partition_point(|t| t.span.lo < before);
        toks[..i].iter().rev().take(64).find(|t| t.kind == TokenKind::Kw(Kw::Catch)).map(|t| t.span.lo)
    }

    /// The token after the `(` following `catch` at `catch_at` (the `...` of a default handler).
    fn token_after_paren(&self, catch_at: Offset) -> Option<Offset> {
        let toks = &self.lexed.tokens;
        let i = toks.partition_point(|t| t.span.lo < catch_at);
        match (toks.get(i + 1), toks.get(i + 2)) {
            (Some(p), Some(x)) if p.kind == TokenKind::LParen => Some(x.span.lo),
            _ => None,
        }
    }

    /// #1210 for a local variable `name` declared directly in a handler's block that has a parameter
    /// of that name (the caller declares it in the current scope).
    pub(crate) fn hides_handler_param(&mut self, name: crate::sema::names::Symbol, at: Offset) {
        if self.handler_params.iter().any(|&(s, n)| s == self.scope && n == name) {
            let a = crate::diag::Arg::Str(self.sema.il.names.resolve(name).to_string());
            self.sema.warning(id::DECL_HIDES_CATCH_PARAMETER, at).args.push(a);
        }
    }
}

/// Whether a handler of type `e` (earlier) catches everything a later handler of type `t` would
/// [probed: corpus/cxxfe18-s18/try_masked_*]: the same type after dropping references and top-level
/// cv (`const int &` masks `int`, `int` masks `int &`); a class and a public base of it (`B` masks
/// `D &`); pointers whose pointee is the same type or `void` with at least the later one's qualifiers
/// (`const int *` masks `int *`, not the reverse; `const void *` masks `int *`, `void *` not `const
/// int *`), or a class pointee and a public base of it whatever the qualifiers (`B *` masks `const D *`,
/// an EDG quirk). A private base does not mask. Anything else involving classes with several or
/// virtual paths, protected bases, multi-level pointers or pointers to members is unknown.
pub(crate) fn masks(l: &Lowerer, e: TypeId, t: TypeId) -> Masking {
    let tt = &l.sema.il.types;
    let key = |x: TypeId| tt.unqualified(tt.non_reference(x));
    let (ek, tk) = (key(e), key(t));
    if ek == tk {
        return Masking::Masks;
    }
    match (tt.ckind(ek), tt.ckind(tk)) {
        (TypeKind::Pointer(ep), TypeKind::Pointer(tp)) => {
            let ((eu, eq), (tu, tq)) = (tt.split_quals(ep), tt.split_quals(tp));
            if eu == tu {
                // `B *` does not mask `const B *` [probed].
                return if eq.has(tq) { Masking::Masks } else { Masking::DoesNot };
            }
            if let (Some(ec), Some(tc)) = (tt.class_entity(eu), tt.class_entity(tu)) {
                return class_masks(l, ec, tc);
            }
            if matches!(tt.ckind(eu), TypeKind::Pointer(_) | TypeKind::MemberPointer { .. }) || matches!(tt.ckind(tu), TypeKind::Pointer(_) | TypeKind::MemberPointer { .. }) {
                return Masking::Unknown;
            }
            if eu == tu || tt.is_void(eu) {
                return if eq.has(tq) { Masking::Masks } else { Masking::DoesNot };
            }
            Masking::DoesNot
        }
        (TypeKind::Pointer(_), _) | (_, TypeKind::Pointer(_)) => {
            if matches!(tt.ckind(ek), TypeKind::NullPtr) || matches!(tt.ckind(tk), TypeKind::NullPtr) {
                Masking::Unknown
            } else {
                Masking::DoesNot
            }
        }
        (TypeKind::MemberPointer { .. }, _) | (_, TypeKind::MemberPointer { .. }) => Masking::Unknown,
        _ => match (tt.class_entity(ek), tt.class_entity(tk)) {
            (Some(ec), Some(tc)) => class_masks(l, ec, tc),
            _ => Masking::DoesNot,
        },
    }
}

/// Class `b` masks class `d` when it is a public base of it along one non-virtual path.
fn class_masks(l: &Lowerer, b: EntityId, d: EntityId) -> Masking {
    if b == d {
        return Masking::Masks;
    }
    // Every path from `d` up to `b`: (all edges public, any edge virtual, any edge protected).
    fn paths(l: &Lowerer, d: EntityId, b: EntityId, depth: u32, public: bool, virt: bool, prot: bool, out: &mut Vec<(bool, bool, bool)>) -> bool {
        if depth > 32 || out.len() > 8 {
            return false;
        }
        let il = &l.sema.il;
        for bs in il.entities.bases_of(d) {
            if bs.pack_expansion {
                return false;
            }
            let Some(x) = il.types.class_entity(bs.ty) else { return false };
            use crate::sema::entities::Access;
            let (p, v, pr) = (public && bs.access == Access::Public, virt || bs.is_virtual, prot || bs.access == Access::Protected);
            if x == b {
                out.push((p, v, pr));
            } else if !paths(l, x, b, depth + 1, p, v, pr, out) {
                return false;
            }
        }
        true
    }
    let mut out = Vec::new();
    if !paths(l, d, b, 0, true, false, false, &mut out) {
        return Masking::Unknown;
    }
    match out.as_slice() {
        [] => Masking::DoesNot,
        [(true, false, _)] => Masking::Masks,
        [(false, false, false)] => Masking::DoesNot,
        _ => Masking::Unknown,
    }
}
