//! Value-dependent defaults of non-type template parameters in prelude templates
//! (`template<class _Up, bool _IsArray = is_array<_Up>::value> struct __decay_selector;`,
//! `bool = _Period::num == 1`).
//!
//! When the template is declared such a default cannot be evaluated, so only its expression is kept
//! ([`Lowerer::remember_value_default`]). A template-id that omits the argument ([temp.arg]/[temp.inst]:
//! the default is substituted with the arguments before it) lowers that expression again in a scope
//! where each earlier parameter's name denotes its argument — as an instantiation binds them
//! (`bind_param`) — and evaluates it to a constant of the parameter's substituted type. Anything that
//! does not lower cleanly (a gap or a diagnostic, a dependent or non-constant result) gives None and the
//! caller records its gap; nothing is reported from here.
use super::Lowerer;
use crate::parse::ast;
use crate::sema::entities::Payload;
use crate::sema::ids::EntityId;
use crate::sema::scopes::{LookupKind, ScopeKind};
use crate::sema::types::TemplateArg;

/// Nesting of defaults evaluated while evaluating a default (each may name another template-id).
const MAX_NESTING: u32 = 32;

/// A template argument written as a plain name (`_Tp`, `_Idx`), or its pack expansion (`_Bn...`,
/// whichever way the parser read it): the name and whether it is expanded.
pub(super) fn plain_name_arg<'t>(ast: &'t ast::Ast, a: &'t ast::TemplateArg) -> Option<(&'t ast::Name, bool)> {
    let (a, pack) = match a {
        ast::TemplateArg::Pack(inner) => (&**inner, true),
        a => (a, false),
    };
    match a {
        ast::TemplateArg::Type(t) => {
            let t = ast.ty(*t);
            // (`_Bn...` may also be read as a type-id whose abstract declarator is a pack.)
            let plain = t.spec.specifiers.is_empty() && t.spec.cv == ast::Cv::default() && t.spec.attrs.is_empty() && t.decl.ops.is_empty() && !(t.decl.pack && pack) && t.decl.name.is_none();
            match &t.spec.base {
                ast::TypeBase::Named { name, typename: false } if plain => Some((name, pack || t.decl.pack)),
                _ => None,
            }
        }
        ast::TemplateArg::Expr(x) => match &ast.expr(*x).kind {
            ast::ExprKind::Name(n) => Some((n, pack)),
            ast::ExprKind::PackExpansion(y) if !pack => match &ast.expr(*y).kind {
                ast::ExprKind::Name(n) => Some((n, true)),
                _ => None,
            },
            _ => None,
        },
        ast::TemplateArg::Pack(_) => None,
    }
}

impl<'a> Lowerer<'a> {
    /// Keeps the default expression of the prelude non-type parameter `p` for later substitution.
    pub(super) fn remember_value_default(&mut self, p: EntityId, dx: ast::ExprId) {
        self.inst.value_defaults.insert(p, dx);
        self.sema.il.value_default_params.insert(p);
        if let Some(text) = self.value_default_text(p, dx) {
            self.sema.il.value_default_text.insert(p, text);
        }
    }

    /// The host output's spelling of the value-dependent default `dx` of parameter `p`, for the shape
    /// `Q<P, …>::m` only: `Q` a class template of the namespace the template is declared in, written
    /// unqualified, each argument a type template parameter; printed `Q< P, …> ::m` (`bool  =
    /// __is_referenceable< _Tp> ::value`) [verified: ref trivial.cudafe1.cpp, type_traits:994; probe
    /// corpus/tmplclass20-s20/value_default_header_ok]. Other shapes are not spelled (a gap where printed).
    fn value_default_text(&self, p: EntityId, dx: ast::ExprId) -> Option<String> {
        let ps = self.sema.il.entities.get(p)?.scope;
        self.template_member_text(ps, dx, false)
    }

    /// `Q< P, …> ::m` for the expression `dx` written `Q<P, …>::m` in the template parameter scope `ps`
    /// (see [`Self::value_default_text`]); `wider` also takes non-type parameters and pack expansions
    /// as arguments (`extent< _Tp, _Idx> ::value`, `conjunction< _Bn...> ::value`) [verified: ref
    /// trivial.cudafe1.cpp, type_traits:3273, 212].
    pub(super) fn template_member_text(&self, ps: crate::sema::ids::ScopeId, dx: ast::ExprId, wider: bool) -> Option<String> {
        let ast::ExprKind::Name(name) = &self.ast.expr(dx).kind else { return None };
        let [q, m] = name.segs.as_slice() else { return None };
        if name.global || q.template_kw || m.template_kw || m.targs.is_some() {
            return None;
        }
        let (ast::SegKind::Ident(qs), ast::SegKind::Ident(ms), Some(targs)) = (&q.kind, &m.kind, &q.targs) else { return None };
        let il = &self.sema.il;
        let lookup = |s: crate::lex::Symbol| {
            let sym = il.names.get(self.lexed.interner.str(s))?;
            let e = il.scopes.lookup(&il.entities, &il.types, ps, sym, LookupKind::Ordinary).single()?;
            il.entities.get(il.entities.resolve(e))
        };
        // The namespace scope the template stands in (past the parameter scopes).
        let mut home = ps;
        while il.scopes.get(home)?.kind == ScopeKind::TemplateParams {
            home = il.scopes.get(home)?.parent;
        }
        let qe = lookup(*qs)?;
        if qe.scope != home || !matches!(qe.template().map(|t| t.kind), Some(crate::sema::entities::TemplateKind::Class)) || il.scopes.get(home)?.kind != ScopeKind::Namespace {
            return None;
        }
        let mut args = Vec::with_capacity(targs.len());
        for a in targs {
            let (n, pack) = plain_name_arg(self.ast, a)?;
            if pack && !wider {
                return None;
            }
            let [seg] = n.segs.as_slice() else { return None };
            let (ast::SegKind::Ident(s), None, false) = (&seg.kind, &seg.targs, n.global) else { return None };
            let pe = lookup(*s)?;
            let Payload::TemplateParam(pd) = pe.data else { return None };
            // (A pack is named only expanded, and expanded only when it is one.)
            let kind_ok = match pd.kind {
                crate::sema::entities::TemplateParamKind::Type => true,
                crate::sema::entities::TemplateParamKind::NonType => wider && !pd.pack,
                _ => false,
            };
            if !kind_ok || pack != pd.pack || (pack && !wider) {
                return None;
            }
            args.push(format!("{}{}", il.names.resolve(pe.name), if pack { "..." } else { "" }));
        }
        Some(format!("{}< {}> ::{}", il.names.resolve(qe.name), args.join(", "), self.lexed.interner.str(*ms)))
    }

    /// The value of the default argument of `p` (a parameter of `tmpl`) for the arguments `before` of
    /// the parameters that precede it. None when it has no kept default or it does not evaluate.
    pub(super) fn value_default(&mut self, tmpl: EntityId, p: EntityId, before: &[TemplateArg], depth: u16, at: u32) -> Option<TemplateArg> {
        let &dx = self.inst.value_defaults.get(&p)?;
        if self.inst.value_default_nesting >= MAX_NESTING || before.iter().any(|a| self.arg_is_dependent(*a)) {
            return None;
        }
        let pty = self.sema.il.entities.get(p).map(|x| x.ty)?;
        let level = crate::sema::subst::Level { template: tmpl, depth, args: before };
        let pty = self.subst_inst(pty, level, at).ok().filter(|t| !self.sema.il.types.is_dependent(*t))?;
        let params: Vec<EntityId> = self.sema.il.entities.template_params(tmpl).take(before.len()).collect();
        let outer = self.sema.il.entities.get(tmpl).map(|t| t.scope).unwrap_or(crate::sema::scopes::Scopes::GLOBAL);
        let bscope = self.sema.il.scopes.push(ScopeKind::TemplateParams, outer, EntityId::NONE);
        for (&q, &a) in params.iter().zip(before) {
            if self.bind_param(bscope, q, a, None).is_err() {
                return None;
            }
        }
        let saved_scope = std::mem::replace(&mut self.scope, bscope);
        let saved_cur = std::mem::replace(&mut self.sema.cur_scope, bscope);
        let saved_dep = std::mem::replace(&mut self.tmpl.dependent_ok, false);
        let saved_lenient = std::mem::replace(&mut self.tmpl.lenient, false);
        self.inst.value_default_nesting += 1;
        // (Access is checked from the template's context: a member template's class.)
        let r = self.attempt(true, |l| {
            l.checked_from_template(tmpl, |l| l.constant_template_arg(dx, pty, at))
        });
        self.inst.value_default_nesting -= 1;
        self.tmpl.lenient = saved_lenient;
        self.tmpl.dependent_ok = saved_dep;
        self.sema.cur_scope = saved_cur;
        self.scope = saved_scope;
        r
    }

    fn arg_is_dependent(&self, a: TemplateArg) -> bool {
        let tt = &self.sema.il.types;
        match a {
            TemplateArg::Type(t) => tt.is_dependent(t),
            TemplateArg::Expr(_) => true,
            TemplateArg::Pack(l) => tt.arg_list(l).iter().any(|x| self.arg_is_dependent(*x)),
            TemplateArg::Template(e) => matches!(self.sema.il.entities.get(e).map(|x| x.data), Some(Payload::TemplateParam(_))),
            _ => false,
        }
    }
}
