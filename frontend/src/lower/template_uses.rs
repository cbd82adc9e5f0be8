//! Uses of templates from code that is analysed: the guard that keeps uninstantiated specialisations,
//! dependent types and templates away from user code (and prelude function bodies), calls that consider
//! function templates, and the host-output item of a user-code template declaration. Part of template
//! lowering (`templates.rs`).
use super::Lowerer;
use crate::parse::ast;
use crate::sema::entities::Payload;
use crate::sema::ids::{EntityId, TypeId};
use crate::sema::scopes::LookupResult;
use crate::sema::types::TypeKind;

impl<'a> Lowerer<'a> {
    // ---- uses --------------------------------------------------------------------------------------

    /// Whether a name found by lookup may be used where its analysis could diagnose: it must not be a
    /// template, nor have a type involving an uninstantiated specialisation, a dependent type or (for a
    /// class) members that do. Applies to user code and to prelude function bodies; prelude declarations
    /// only declare. Returns false after noting a gap.
    pub(crate) fn template_use_guard(&mut self, r: &LookupResult, at: u32) -> bool {
        // Building a template's own signature names its parameters and other templates.
        // (In the body of a user template dependent_ok is set too, but its uses are checked.)
        if self.tmpl.dependent_ok && self.tmpl.user.body.is_none() || (self.map.in_prelude(at) && self.sema.current_function.is_none()) {
            return true;
        }
        let ents: Vec<EntityId> = match r {
            LookupResult::Found(e) => vec![*e],
            LookupResult::Overloads(v) => v.clone(),
            _ => return true,
        };
        for e in ents {
            let e = self.sema.il.entities.resolve(e);
            if self.declared_in_user_template(e) || self.generic_closure_object(e) {
                continue;
            }
            if self.callable_template(e) || self.map.in_prelude(at) && self.sema.il.entities.get(e).is_some_and(|x| x.is_function_template()) {
                // (In a prelude function body an opaque function template may still lose to a perfect
                // non-template candidate: `drop_beaten_templates`; otherwise the call is a gap.)
                // Calls check the outcome (`template_call_result`); other uses of the name are gaps.
                continue;
            }
            if self.inst.naming_template && matches!(self.sema.il.entities.get(e).and_then(|x| x.template()).map(|t| t.kind), Some(crate::sema::entities::TemplateKind::Class | crate::sema::entities::TemplateKind::Alias | crate::sema::entities::TemplateKind::Variable)) {
                continue;
            }
            // The injected-class-name of a specialisation used as a template-name (`Tup<R...>` inside an
            // instantiated `Tup<H, R...>`): it names the template, not the class being defined.
            if self.inst.naming_template && self.sema.il.entities.get(e).and_then(|x| x.class()).is_some_and(|c| c.spec.is_specialization()) {
                continue;
            }
            self.tmpl.lenient = self.map.in_prelude(at);
            let touches = self.touches_templates(e, 0);
            self.tmpl.lenient = false;
            if touches {
                self.gap("lower: use of a template or of an uninstantiated template specialization", at);
                return false;
            }
        }
        true
    }

    /// A namespace-scope function template whose signature was built: a call may consider it (deduction
    /// is sema's), as long as a non-template function is what the call selects.
    fn callable_template(&self, e: EntityId) -> bool {
        let ents = &self.sema.il.entities;
        let Some(x) = ents.get(e) else { return false };
        let in_namespace = matches!(ents.get(x.parent).map(|p| p.data), Some(Payload::Namespace { .. }));
        // A static member function template is called like a namespace-scope one (no object argument).
        let static_member = x.template().and_then(|t| ents.get(t.pattern)).is_some_and(|p| matches!(p.data, Payload::Function(fd) if fd.flags & crate::sema::entities::FunctionData::STATIC_MEMBER != 0));
        x.is_function_template() && (in_namespace || static_member) && !self.tmpl.opaque.contains(&e)
    }

    /// In a prelude function body, drops the function templates (opaque ones included) of a call's
    /// candidate set when some non-template candidate is a perfect match: every parameter taken by value
    /// with an arithmetic, enumeration, pointer or `nullptr_t` type that is exactly the argument's type
    /// (cv and references dropped: an identity conversion, as for `atomicCAS(unsigned*, unsigned,
    /// unsigned)` next to sm_90_rt.h's opaque 16-byte template). No
    /// specialisation can then be better on any argument, and on a tie the non-template wins
    /// ([over.match.best]), so the templates cannot be selected. Elsewhere the set is unchanged.
    /// An opaque template left in the set is a gap (None).
    pub(crate) fn drop_beaten_templates(&mut self, cands: Vec<EntityId>, args: &[crate::sema::ids::ExprId], at: u32) -> Option<Vec<EntityId>> {
        let kept = self.drop_beaten(cands, args, at);
        if kept.iter().any(|&c| self.tmpl.opaque.contains(&self.sema.il.entities.resolve(c))) {
            if std::env::var_os("CUFE_INST_DEBUG").is_some() {
                for &c in kept.iter().filter(|&&c| self.tmpl.opaque.contains(&self.sema.il.entities.resolve(c))) {
                    let x = self.sema.il.entities.get(self.sema.il.entities.resolve(c)).map(|x| x.span.lo).unwrap_or(0);
                    eprintln!("inst-debug: opaque function template candidate declared at {x} in a call at {at}");
                }
            }
            self.gap("lower: call with a function template candidate whose signature was not built", at);
            return None;
        }
        Some(kept)
    }

    fn drop_beaten(&self, cands: Vec<EntityId>, args: &[crate::sema::ids::ExprId], at: u32) -> Vec<EntityId> {
        if !self.map.in_prelude(at) || self.sema.current_function.is_none() {
            return cands;
        }
        let ents = &self.sema.il.entities;
        let tt = &self.sema.il.types;
        let arg_tys: Vec<TypeId> = args.iter().map(|&a| tt.canonical(tt.unqualified(tt.non_reference(self.sema.ty_of(a))))).collect();
        let perfect = |f: EntityId| -> bool {
            let Some(x) = ents.get(f).filter(|x| x.is_function()) else { return false };
            let TypeKind::Function(sig) = tt.ckind(x.ty) else { return false };
            let ps = tt.type_list(sig.params);
            !sig.variadic
                && ps.len() == arg_tys.len()
                && ps.iter().zip(&arg_tys).all(|(&p, &a)| {
                    let p = tt.canonical(p);
                    p == a && matches!(tt.ckind(p), TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Pointer(_) | TypeKind::Enum(_) | TypeKind::NullPtr)
                })
        };
        if !cands.iter().any(|&c| perfect(ents.resolve(c))) {
            return cands;
        }
        cands.into_iter().filter(|&c| !ents.get(ents.resolve(c)).is_some_and(|x| x.is_function_template())).collect()
    }

    /// A member function template whose signature was built (see `TemplateState::lenient`).
    fn callable_member_template(&self, e: EntityId) -> bool {
        let ents = &self.sema.il.entities;
        ents.get(e).is_some_and(|x| x.is_function_template()) && !self.tmpl.opaque.contains(&e)
    }

    fn opaque_namespace_template(&self, e: EntityId) -> bool {
        let ents = &self.sema.il.entities;
        let Some(x) = ents.get(e) else { return false };
        x.is_function_template() && self.tmpl.opaque.contains(&e) && matches!(ents.get(x.parent).map(|p| p.data), Some(Payload::Namespace { .. }))
    }

    /// Whether a call whose candidates include function templates can go to overload resolution: every
    /// candidate is a function or a [callable](Self::callable_template) function template.
    pub(crate) fn call_templates_ok(&self, cands: &[EntityId]) -> bool {
        let ents = &self.sema.il.entities;
        // In a prelude function body an opaque one may still be dropped (`drop_beaten_templates`).
        let lenient = self.map.in_prelude(self.decl_lo) && self.sema.current_function.is_some();
        cands.iter().all(|&c| {
            let c = ents.resolve(c);
            ents.get(c).map(|x| x.is_function()).unwrap_or(false) || self.callable_template(c) || lenient && self.opaque_namespace_template(c)
        })
    }

    /// The outcome of a call resolved among functions and function templates: kept when it selected a
    /// non-template function without any diagnostic, a specialisation whose call may stand, or a failed
    /// resolution (no match, ambiguity).
    pub(crate) fn template_call_result(&mut self, call: crate::sema::ids::ExprId, pending: usize, at: u32) -> Option<crate::sema::ids::ExprId> {
        if self.check_sema_gaps() {
            return None;
        }
        if self.sema.diags.len() != pending {
            // The overload-resolution failures themselves (no match with the candidates' notes, an
            // ambiguity listing function templates as patterns) are modelled (corpus cpp-templates2);
            // anything else in the call is a gap.
            let failures = [crate::diag::id::NO_MATCHING_FUNCTION, crate::diag::id::AMBIGUOUS_OVERLOADED_FUNCTION];
            if self.sema.diags.len() == pending + 1 && failures.contains(&self.sema.diags[pending].id) {
                return Some(call);
            }
            self.gap("lower: diagnostic in a call with function template candidates", at);
            return None;
        }
        let func = match self.sema.il.exprs.get(call).map(|x| x.kind) {
            Some(crate::sema::expr::ExprKind::Call { func, .. }) => func,
            _ => EntityId::NONE,
        };
        let plain = matches!(self.sema.il.entities.get(func).map(|x| x.data), Some(Payload::Function(fd)) if !fd.spec.is_specialization());
        // In the prelude (trusted, verified clean) the specialisation's instantiation cannot fail: the
        // call stands with the deduced signature. In user code it needs the instantiation (not done).
        if !plain && !self.map.in_prelude(at) && !self.user_specialization_call_ok(call, func, at) {
            return None;
        }
        Some(call)
    }

    /// A call naming function templates with explicit template arguments (`f<A…>(args)`,
    /// `N::f<A…>(args)`): the arguments are converted for every template of the set (they must agree),
    /// then overload resolution deduces the rest. The outcome is checked like any call with template
    /// candidates ([`Lowerer::template_call_result`]).
    pub(crate) fn template_id_call(&mut self, n: &ast::Name, args: &[ast::ExprId], callee: crate::source::Span, span: crate::source::Span, rparen: u32) -> Option<crate::sema::ids::ExprId> {
        let at = callee.lo;
        let k = n.segs.len();
        if k == 0 || n.segs[..k - 1].iter().any(|s| s.targs.is_some() || s.template_kw) {
            self.gap("lower: template-id in a nested-name-specifier", at);
            return None;
        }
        let mut plain = n.clone();
        plain.segs[k - 1].targs = None;
        plain.segs[k - 1].template_kw = false;
        let cands: Vec<EntityId> = match self.lookup_result(&plain, crate::sema::scopes::LookupKind::Ordinary)? {
            LookupResult::Found(e) => vec![e],
            LookupResult::Overloads(v) => v,
            _ => {
                self.gap("lower: ambiguous callee", at);
                return None;
            }
        };
        let templates: Vec<EntityId> = cands.iter().map(|&c| self.sema.il.entities.resolve(c)).filter(|&c| self.sema.il.entities.get(c).is_some_and(|x| x.is_function_template())).collect();
        if templates.is_empty() || !self.call_templates_ok(&cands) || templates.iter().any(|t| self.tmpl.opaque.contains(t)) {
            self.gap("lower: template-id of an opaque, function or variable template", at);
            return None;
        }
        let targs = n.segs[k - 1].targs.as_deref().unwrap_or(&[]);
        let mut explicit: Option<Vec<crate::sema::types::TemplateArg>> = None;
        for t in templates {
            let a = self.explicit_args(t, targs, at)?;
            if explicit.as_ref().is_some_and(|e| *e != a) {
                self.gap("lower: explicit template arguments converted differently per candidate", at);
                return None;
            }
            explicit = Some(a);
        }
        let explicit = explicit.unwrap_or_default();
        let xs = self.exprs(args)?;
        if explicit.iter().any(|&a| self.arg_dependent(a)) {
            // (Only let through by `explicit_args` in a prelude template's declarations.)
            return Some(self.sema.build_dependent(&xs, span, at));
        }
        // Argument-dependent lookup (C++17: it applies to an unqualified template-id call too) is only
        // accepted where it could not add candidates.
        if k == 1 && !n.global {
            let ents = &self.sema.il.entities;
            let global_only = cands.iter().all(|&x| ents.get(ents.resolve(x)).is_some_and(|y| y.parent == crate::sema::entities::Entities::GLOBAL));
            let name = n.segs[k - 1].kind.clone();
            let sym = match name {
                ast::SegKind::Ident(s) => Some(self.sym(s)),
                _ => None,
            };
            if !self.adl_neutral(&xs, global_only) && !sym.is_some_and(|s| self.adl_adds_nothing(s, &xs, &cands)) {
                self.gap("lower: argument-dependent lookup for a template-id call", at);
                return None;
            }
        }
        let pending = self.sema.diags.len();
        let call = self.overloaded_call_instantiating(&cands, Some(&explicit), callee, &xs, span, rparen);
        let call = self.template_call_result(call, pending, at)?;
        self.cuda_after_call(call, at, pending)?;
        Some(call)
    }

    /// Whether argument-dependent lookup of `name` for the arguments `args` can find nothing beyond
    /// `cands` (what ordinary lookup found): no class declares a friend of that name (found by ADL
    /// only), and each argument's class or enumeration — not a specialisation, without bases — has an
    /// associated namespace, not inline and holding no inline namespaces, whose own declarations of
    /// `name` are all in `cands` (cooperative_groups' `vec3_to_linear<T>(dim3, dim3)`: `dim3` is global,
    /// the global namespace declares no `vec3_to_linear`). Anything else: false.
    pub(crate) fn adl_adds_nothing(&self, name: crate::sema::names::Symbol, args: &[crate::sema::ids::ExprId], cands: &[EntityId]) -> bool {
        let il = &self.sema.il;
        if il.hidden_friends.iter().any(|&(_, f)| il.entities.get(f).is_some_and(|x| x.name == name)) || il.undeclared_friends.iter().any(|x| x.2 == name) {
            return false;
        }
        let cands: Vec<EntityId> = cands.iter().map(|&c| il.entities.resolve(c)).collect();
        args.iter().all(|&a| {
            let mut t = il.types.non_reference(self.sema.ty_of(a));
            for _ in 0..8 {
                match il.types.ckind(t) {
                    TypeKind::Pointer(p) => t = p,
                    TypeKind::Array(e, _) => t = e,
                    _ => break,
                }
            }
            let ent = match il.types.ckind(t) {
                TypeKind::Class(e) | TypeKind::Enum(e) => e,
                TypeKind::Function(_) | TypeKind::MemberPointer { .. } => return false,
                _ => return !il.types.is_dependent(t),
            };
            if il.entities.get(ent).and_then(|x| x.class()).is_some_and(|c| c.spec.is_specialization()) || !il.entities.bases_of(ent).is_empty() {
                return false;
            }
            // The innermost enclosing namespace.
            let mut ns = il.entities.get(ent).map(|x| x.parent).unwrap_or(EntityId::NONE);
            for _ in 0..64 {
                match il.entities.get(ns).map(|x| x.data) {
                    Some(Payload::Namespace { .. }) => break,
                    Some(_) => ns = il.entities.get(ns).map(|x| x.parent).unwrap_or(EntityId::NONE),
                    None => return false,
                }
            }
            let Some(Payload::Namespace { scope, inline }) = il.entities.get(ns).map(|x| x.data) else { return false };
            if inline || il.scopes.members(&il.entities, scope).any(|m| matches!(il.entities.get(m).map(|x| x.data), Some(Payload::Namespace { inline: true, .. }))) {
                return false;
            }
            il.scopes.local(&il.entities, scope, name).all(|f| cands.contains(&il.entities.resolve(f)))
        })
    }

    /// See [`Lowerer::template_use_guard`]. Bounded: past a nesting of 16 classes the answer is "yes".
    fn touches_templates(&mut self, e: EntityId, depth: u32) -> bool {
        // A class already answered (or being walked: provisionally false) is answered from the memo
        // before the depth limit, which otherwise turns long but finite chains into a false "touches"
        // (libstdc++'s `ios_base::_Callback_list` → `ios_base` → `failure` → `system_error` →
        // `runtime_error` → `exception` → its copy constructor's `const exception &`).
        if let Some(&m) = self.tmpl.touch_memo.get(&(e, self.tmpl.lenient)) {
            if matches!(self.sema.il.entities.get(e).map(|x| x.data), Some(Payload::Class(_))) {
                return m;
            }
        }
        if depth > 24 {
            return true;
        }
        if self.tmpl.opaque.contains(&e) {
            return true;
        }
        let Some(ent) = self.sema.il.entities.get(e).copied() else { return false };
        match ent.data {
            Payload::Template(_) | Payload::TemplateParam(_) => true,
            Payload::Namespace { .. } | Payload::NamespaceAlias { .. } | Payload::Label { .. } => false,
            Payload::Class(cd) => {
                if cd.spec.is_specialization() {
                    // Instantiated (now if needed): only its bases and data members matter here; the
                    // types of member functions are instantiated when a call uses them (instantiate.rs).
                    return self.instantiated_touches(e, depth);
                }
                let key = (e, self.tmpl.lenient);
                if let Some(&m) = self.tmpl.touch_memo.get(&key) {
                    return m;
                }
                if !cd.complete || cd.scope.is_none() {
                    return false;
                }
                // Provisional answer while the members are walked (a member of the class's own type).
                self.tmpl.touch_memo.insert(key, false);
                let mut hit = self.sema.il.entities.bases_of(e).iter().map(|b| b.ty).collect::<Vec<_>>().into_iter().any(|t| self.type_touches(t, depth + 1));
                if !hit {
                    let members: Vec<EntityId> = self.sema.il.scopes.members(&self.sema.il.entities, cd.scope).collect();
                    for m in members {
                        if m == e || self.tmpl.lenient && self.callable_member_template(m) {
                            continue;
                        }
                        if self.touches_templates(m, depth + 1) {
                            hit = true;
                            break;
                        }
                    }
                }
                self.tmpl.touch_memo.insert(key, hit);
                hit
            }
            Payload::Using { .. } => false,
            _ => self.type_touches(ent.ty, depth + 1),
        }
    }

    fn instantiated_touches(&mut self, e: EntityId, depth: u32) -> bool {
        if self.tmpl.dependent_ok || self.sema.il.types.is_dependent(self.sema.il.entities.get(e).map(|x| x.ty).unwrap_or_default()) {
            return true;
        }
        let at = self.sema.il.entities.get(e).map(|x| x.span.lo).unwrap_or(self.decl_lo);
        let at = if self.map.in_prelude(at) { self.decl_lo } else { at };
        // (Looking into the class for the guard is not a use that needs it complete.)
        self.inst.eager = true;
        let r = self.instantiate_class(e, at);
        self.inst.eager = false;
        if r != super::instantiate::Inst::Complete {
            return true;
        }
        let key = (e, self.tmpl.lenient);
        if let Some(&m) = self.tmpl.touch_memo.get(&key) {
            return m;
        }
        self.tmpl.touch_memo.insert(key, false);
        let Some(cd) = self.sema.il.entities.get(e).and_then(|x| x.class()).copied() else { return true };
        let mut hit = self.sema.il.entities.bases_of(e).iter().map(|b| b.ty).collect::<Vec<_>>().into_iter().any(|t| self.type_touches(t, depth + 1));
        if !hit {
            let fields: Vec<EntityId> = self.sema.il.scopes.members(&self.sema.il.entities, cd.scope).filter(|&m| matches!(self.sema.il.entities.get(m).map(|x| x.data), Some(Payload::Field(_)))).collect();
            hit = fields.into_iter().any(|m| self.touches_templates(m, depth + 1));
        }
        self.tmpl.touch_memo.insert(key, hit);
        hit
    }

    fn type_touches(&mut self, t: TypeId, depth: u32) -> bool {
        if depth > 64 || t.is_none() {
            return depth > 64;
        }
        match self.sema.il.types.kind(t) {
            TypeKind::Class(e) => self.touches_templates(e, depth),
            TypeKind::Qualified(x, _) | TypeKind::Pointer(x) | TypeKind::LRef(x) | TypeKind::RRef(x) | TypeKind::Array(x, _) => self.type_touches(x, depth + 1),
            TypeKind::MemberPointer { class, pointee } => self.type_touches(class, depth + 1) || self.type_touches(pointee, depth + 1),
            TypeKind::Function(sig) => {
                let ps: Vec<TypeId> = self.sema.il.types.type_list(sig.params).to_vec();
                self.type_touches(sig.ret, depth + 1) || ps.into_iter().any(|p| self.type_touches(p, depth + 1))
            }
            TypeKind::Typedef { aliased, .. } => self.type_touches(aliased, depth + 1),
            TypeKind::Specialization { actual, .. } if !self.sema.il.types.is_dependent(t) => self.type_touches(actual, depth + 1),
            TypeKind::TemplateParam { .. } | TypeKind::DependentName { .. } | TypeKind::TemplateId { .. } | TypeKind::Specialization { .. } => true,
            TypeKind::Decltype { underlying, .. } => underlying.is_none() || self.type_touches(underlying, depth + 1),
            _ => self.sema.il.types.is_dependent(t),
        }
    }
}
