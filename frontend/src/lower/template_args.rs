//! Template-ids of class and alias templates (`X<int>`, `N::X<T>`, `alias<A>`): their arguments converted
//! to the template's parameters (defaults filled in and substituted; non-type values evaluated and
//! converted to the parameter's type), and the type they name. Part of template lowering (`templates.rs`).
use super::Lowerer;
use crate::parse::ast::{self, Name, TypeBase};
use crate::sema::entities::{Payload, TemplateKind, TemplateParamKind};
use crate::sema::ids::{EntityId, TypeId};
use crate::sema::scopes::LookupKind;
use crate::sema::types::{TemplateArg, TypeKind};

impl<'a> Lowerer<'a> {
    // ---- template-ids ------------------------------------------------------------------------------

    /// The type a template-id names (`X<int>`, `N::X<T>`, an alias template-id): a class specialisation
    /// (uninstantiated), a dependent `TemplateId`, or the substituted alias. In user code a gap (nothing
    /// is instantiated).
    pub(crate) fn template_id_type(&mut self, name: &Name) -> Option<TypeId> {
        let at = name.span.lo;
        let n = name.segs.len();
        if n == 0 || name.segs[..n - 1].iter().any(|s| s.targs.is_some() || s.template_kw) || name.segs[n - 1].targs.is_none() {
            self.gap("lower: template-id in a nested-name-specifier", at);
            return None;
        }
        let mut plain = name.clone();
        plain.segs[n - 1].targs = None;
        plain.segs[n - 1].template_kw = false;
        // (The guard lets a class or alias template's name through here: the template-id is checked.)
        let saved = std::mem::replace(&mut self.inst.naming_template, true);
        let found = self.lookup_name(&plain, LookupKind::Ordinary);
        self.inst.naming_template = saved;
        let mut tmpl = found?;
        if std::env::var_os("CUFE_TID_DEBUG").is_some() {
            let e = self.sema.il.entities.get(tmpl);
            eprintln!("tid-debug: at {at} found {:?} data {:?}", tmpl, e.map(|e| e.data));
        }
        // The injected-class-name of a specialisation used as a template-name (`vector<_Tp, _Alloc>`
        // inside an instantiated `vector`).
        if let Some(sp) = self.sema.il.entities.get(tmpl).and_then(|e| e.class()).map(|c| c.spec) {
            if sp.is_specialization() {
                tmpl = sp.template;
            }
        }
        // `TT<args>` with `TT` a template template parameter: a dependent template-id, its arguments
        // converted to `TT`'s own parameter list (substitution regroups them for the template given).
        if let Some(Payload::TemplateParam(pd)) = self.sema.il.entities.get(tmpl).map(|e| e.data) {
            if let TemplateParamKind::Template { template_params } = pd.kind {
                let targs = name.segs[n - 1].targs.as_deref().unwrap_or(&[]);
                let args = self.convert_args(template_params, targs, at)?;
                let l = self.sema.il.types.intern_args(&args);
                return Some(self.sema.il.types.template_id(tmpl, l));
            }
        }
        let Some(td) = self.sema.il.entities.get(tmpl).and_then(|e| e.template()).copied() else {
            self.gap("lower: template-id of a name that is not a template", at);
            return None;
        };
        if self.tmpl.opaque.contains(&tmpl) || !matches!(td.kind, TemplateKind::Class | TemplateKind::Alias) {
            self.gap("lower: template-id of an opaque, function or variable template", at);
            return None;
        }
        let targs = name.segs[n - 1].targs.as_deref().unwrap_or(&[]);
        self.specialize_template(tmpl, targs, name.span)
    }

    /// The type `tmpl<targs>` names (`tmpl` a class or alias template that is not opaque): see
    /// [`Lowerer::template_id_type`]. Also used for member templates of instantiated classes.
    pub(crate) fn specialize_template(&mut self, tmpl: EntityId, targs: &[ast::TemplateArg], span: crate::source::Span) -> Option<TypeId> {
        let at = span.lo;
        let td = self.sema.il.entities.get(tmpl).and_then(|e| e.template()).copied()?;
        let args = self.convert_args(tmpl, targs, at)?;
        let dependent = args.iter().any(|a| self.arg_dependent(*a));
        if dependent {
            let l = self.sema.il.types.intern_args(&args);
            return Some(self.sema.il.types.template_id(tmpl, l));
        }
        match td.kind {
            TemplateKind::Class => {
                let (e, t) = self.sema.il.class_specialization(tmpl, &args, span);
                // User code (and prelude function bodies) use the specialisation: instantiated now
                // (a prelude declaration only names it; instantiate.rs instantiates on need there).
                let analysed = !self.map.in_prelude(at) || self.sema.current_function.is_some();
                if analysed && !self.tmpl.dependent_ok && self.inst.lazy == 0 {
                    self.inst.eager = true;
                    let r = self.instantiate_class(e, at);
                    self.inst.eager = false;
                    if r == super::instantiate::Inst::Failed {
                        return None;
                    }
                }
                Some(t)
            }
            _ => {
                let aliased = self.sema.il.entities.get(td.pattern).map(|p| p.ty).unwrap_or(TypeId::NONE);
                let level = crate::sema::subst::Level { template: tmpl, depth: td.depth, args: &args };
                let r = match self.subst_inst(aliased, level, at) {
                    // A value-dependent expression in the pattern (alias_subst.rs).
                    Err(crate::sema::subst::SubstError::NeedsExpression) => self.alias_by_relowering(tmpl, &args).ok_or(crate::sema::subst::SubstError::NeedsExpression),
                    r => r,
                };
                match r {
                    Ok(t) if t.is_some() => Some(t),
                    // An ill-formed result where substitution failure is no error (a default template
                    // argument substituted for deduction, default_subst.rs): `enable_if_t<false, R>`.
                    Err(crate::sema::subst::SubstError::Invalid) if self.tmpl.sfinae.is_some() => {
                        self.tmpl.sfinae = Some(true);
                        None
                    }
                    r => {
                        if std::env::var_os("CUFE_INST_DEBUG").is_some() {
                            let pr = crate::sema::printing::Printer::new(self.sema.il);
                            let shown: Vec<String> = args.iter().map(|a| match a {
                                TemplateArg::Type(t) => pr.type_str(*t),
                                other => format!("{other:?}"),
                            }).collect();
                            eprintln!("alias-debug: {:?} at {at}: {:?}: {} with [{}]", tmpl, r, pr.type_str(aliased), shown.join(", "));
                        }
                        self.gap("lower: alias template substitution", at);
                        None
                    }
                }
            }
        }
    }

    pub(super) fn arg_dependent(&self, a: TemplateArg) -> bool {
        let tt = &self.sema.il.types;
        match a {
            TemplateArg::Type(t) => tt.is_dependent(t),
            TemplateArg::Expr(_) => true,
            TemplateArg::Pack(l) => tt.arg_list(l).iter().any(|x| self.arg_dependent(*x)),
            TemplateArg::Template(e) => matches!(self.sema.il.entities.get(e).map(|x| x.data), Some(Payload::TemplateParam(_))),
            _ => false,
        }
    }

    /// Converts the written arguments of a template-id of `tmpl` to its parameters, filling in defaults.
    pub(super) fn convert_args(&mut self, tmpl: EntityId, targs: &[ast::TemplateArg], at: u32) -> Option<Vec<TemplateArg>> {
        let params: Vec<EntityId> = self.sema.il.entities.template_params(tmpl).collect();
        let depth = self.sema.il.entities.get(tmpl).and_then(|e| e.template()).map(|t| t.depth).unwrap_or(0);
        let mut out: Vec<TemplateArg> = Vec::with_capacity(params.len());
        let mut i = 0usize;
        for (k, &p) in params.iter().enumerate() {
            let Some(Payload::TemplateParam(pd)) = self.sema.il.entities.get(p).map(|e| e.data) else {
                self.gap("lower: template parameter", at);
                return None;
            };
            if pd.pack {
                if k + 1 != params.len() {
                    self.gap("lower: template parameter pack not last", at);
                    return None;
                }
                let mut elems = Vec::new();
                while i < targs.len() {
                    if let Some(inner) = self.pack_expansion_arg(&targs[i]) {
                        elems.extend(self.expand_pack_arg(p, &inner, at)?);
                    } else {
                        elems.push(self.convert_arg(p, &targs[i], &out, tmpl, depth, at)?);
                    }
                    i += 1;
                }
                let l = self.sema.il.types.intern_args(&elems);
                out.push(TemplateArg::Pack(l));
                continue;
            }
            if i < targs.len() {
                let a = self.convert_arg(p, &targs[i], &out, tmpl, depth, at)?;
                out.push(a);
                i += 1;
                continue;
            }
            // A default argument, substituted with the arguments so far.
            if self.tmpl.unknown_default.contains(&p) || pd.default.is_none() {
                if let Some(a) = self.value_default(tmpl, p, &out, depth, at) {
                    out.push(a);
                    continue;
                }
                if self.tmpl.unknown_default.contains(&p) && self.alias_pattern_dependent_default(&out, at) {
                    // (`typename __add_pointer_impl<_Tp>::type` in an alias template: the default
                    // `bool = __cccl_is_referenceable<_Tp>::value` is evaluated when the alias is
                    // substituted, alias_subst.rs.)
                    out.push(TemplateArg::Expr(self.sema.build_dependent(&[], crate::source::Span { lo: at, hi: at }, at)));
                    continue;
                }
                if self.tmpl.unknown_default.contains(&p) && self.header_class_phase1 && self.map.in_prelude(at) && out.iter().any(|a| self.arg_dependent(*a)) {
                    // Phase 1 of a prelude class template (header_class_templates.rs): a dependent
                    // template-id (`__is_signed_helper<_Tp>::type`) needs no value of its
                    // value-dependent default, which EDG substitutes at instantiation. The placeholder
                    // marks the argument as not written: printed without it (emit/host/types.rs).
                    let x = self.sema.build_dependent(&[], crate::source::Span { lo: at, hi: at }, at);
                    self.sema.il.default_placeholders.insert(x);
                    out.push(TemplateArg::Expr(x));
                    continue;
                }
                self.gap("lower: template-id needs a default argument cufe did not build (or too few arguments)", at);
                return None;
            }
            let d = self.sema.il.types.arg_list(pd.default).first().copied()?;
            let a = match d {
                TemplateArg::Type(t) => {
                    let level = crate::sema::subst::Level { template: tmpl, depth, args: &out };
                    match self.subst_inst(t, level, at) {
                        Ok(t) => TemplateArg::Type(t),
                        Err(_) => {
                            self.gap("lower: default template argument substitution", at);
                            return None;
                        }
                    }
                }
                other if !self.arg_dependent(other) => other,
                _ => {
                    self.gap("lower: dependent default template argument", at);
                    return None;
                }
            };
            out.push(a);
        }
        if i < targs.len() {
            self.gap("lower: too many template arguments", at);
            return None;
        }
        Some(out)
    }

    /// The explicitly specified arguments of a call `f<A…>(…)` converted to the first parameters of the
    /// function template `tmpl` (the rest are deduced); a trailing pack parameter takes the rest as one `Pack`.
    /// A dependent argument is a gap.
    pub(super) fn explicit_args(&mut self, tmpl: EntityId, targs: &[ast::TemplateArg], at: u32) -> Option<Vec<TemplateArg>> {
        let params: Vec<EntityId> = self.sema.il.entities.template_params(tmpl).collect();
        let depth = self.sema.il.entities.get(tmpl).and_then(|e| e.template()).map(|t| t.depth).unwrap_or(0);
        let last_pack = params.last().is_some_and(|p| matches!(self.sema.il.entities.get(*p).map(|e| e.data), Some(Payload::TemplateParam(pd)) if pd.pack));
        if targs.len() > params.len() && !last_pack {
            self.gap("lower: more explicit template arguments than parameters", at);
            return None;
        }
        let mut out: Vec<TemplateArg> = Vec::with_capacity(targs.len());
        for (k, (p, a)) in params.iter().zip(targs).enumerate() {
            if matches!(self.sema.il.entities.get(*p).map(|e| e.data), Some(Payload::TemplateParam(pd)) if pd.pack) {
                // A pack takes the rest, as one `Pack` (sema/deduce.rs extends it by deduction).
                if k + 1 != params.len() {
                    self.gap("lower: explicit template argument for a parameter pack not last", at);
                    return None;
                }
                let mut elems = Vec::new();
                for a in &targs[k..] {
                    if self.pack_expansion_arg(a).is_some() {
                        self.gap("lower: pack expansion in explicit template arguments", at);
                        return None;
                    }
                    let x = self.convert_arg(*p, a, &out, tmpl, depth, at)?;
                    if self.arg_dependent(x) && !self.dependent_prelude_context(at) {
                        self.gap("lower: dependent explicit template argument", at);
                        return None;
                    }
                    elems.push(x);
                }
                let l = self.sema.il.types.intern_args(&elems);
                out.push(TemplateArg::Pack(l));
                return Some(out);
            }
            let x = self.convert_arg(*p, a, &out, tmpl, depth, at)?;
            // In a prelude template's signature or member declaration (`decltype(_S_test<_Tp1, _Tp2>(0))`)
            // the call stays dependent (`template_id_call`); elsewhere a dependent argument is a gap.
            if self.arg_dependent(x) && !self.dependent_prelude_context(at) {
                self.gap("lower: dependent explicit template argument", at);
                return None;
            }
            out.push(x);
        }
        Some(out)
    }

    /// Building a prelude template's signature or members, where dependent expressions stay dependent.
    pub(super) fn dependent_prelude_context(&self, at: u32) -> bool {
        self.tmpl.dependent_ok && self.tmpl.user.body.is_none() && self.map.in_prelude(at)
    }

    fn convert_arg(&mut self, p: EntityId, a: &ast::TemplateArg, before: &[TemplateArg], tmpl: EntityId, depth: u16, at: u32) -> Option<TemplateArg> {
        let pe = self.sema.il.entities.get(p).copied()?;
        let Payload::TemplateParam(pd) = pe.data else { return None };
        match (pd.kind, a) {
            (_, ast::TemplateArg::Type(t)) if self.ast.ty(*t).decl.pack => {
                self.gap("lower: pack expansion template argument", at);
                None
            }
            (_, ast::TemplateArg::Pack(_)) => {
                self.gap("lower: pack expansion template argument", at);
                None
            }
            (TemplateParamKind::Type, ast::TemplateArg::Type(t)) => Some(TemplateArg::Type(self.type_id(*t)?)),
            (TemplateParamKind::NonType, _) => {
                let before_n = self.sema.diags.len();
                let x = self.value_arg(a, at)?;
                if self.sema.diags.len() != before_n {
                    self.gap("lower: diagnostic in a template argument", at);
                    return None;
                }
                if self.sema.expr(x).is_dependent() {
                    if let ast::TemplateArg::Expr(src) = a {
                        if self.dependent_prelude_context(at) && !self.sema.il.types.is_dependent(pe.ty) {
                            self.tmpl.value_sources.insert(x, (*src, self.scope, pe.ty));
                        }
                    }
                    return Some(TemplateArg::Expr(x));
                }
                self.prepare_constant(x);
                let v = self.sema.eval_int(x);
                let level = crate::sema::subst::Level { template: tmpl, depth, args: before };
                let pty = crate::sema::subst::subst(self.sema.il, pe.ty, level).ok();
                let (Some(v), Some(pty)) = (v, pty) else {
                    self.gap("lower: non-type template argument (not an integral constant)", at);
                    return None;
                };
                self.int_template_arg(v, pty, at)
            }
            (TemplateParamKind::Template { .. }, _) => {
                let name = match a {
                    ast::TemplateArg::Type(t) => match &self.ast.ty(*t).spec.base {
                        TypeBase::Named { name, typename: false } if self.ast.ty(*t).decl.ops.is_empty() => name.clone(),
                        _ => return self.fail_arg(at),
                    },
                    ast::TemplateArg::Expr(e) => match &self.ast.expr(*e).kind {
                        ast::ExprKind::Name(n) => n.clone(),
                        _ => return self.fail_arg(at),
                    },
                    _ => return self.fail_arg(at),
                };
                let e = self.lookup_name(&name, LookupKind::Ordinary)?;
                match self.sema.il.entities.get(e).map(|x| x.data) {
                    Some(Payload::Template(_)) => Some(TemplateArg::Template(e)),
                    Some(Payload::TemplateParam(d)) if matches!(d.kind, TemplateParamKind::Template { .. }) => Some(TemplateArg::Template(e)),
                    _ => self.fail_arg(at),
                }
            }
            _ => self.fail_arg(at),
        }
    }

    /// The argument a re-read default or bound expression `e` gives a non-type parameter of type `pty`:
    /// `None` while it is still dependent or not an integral constant (shared by the deduction-time
    /// re-reading of value defaults and of decltype/bound substitutions).
    pub(super) fn constant_template_arg(&mut self, e: ast::ExprId, pty: TypeId, at: u32) -> Option<TemplateArg> {
        let x = self.expr(e)?;
        if self.sema.expr(x).is_dependent() {
            return None;
        }
        self.prepare_constant(x);
        let v = self.sema.eval_int(x)?;
        self.int_template_arg(v, pty, at)
    }

    /// The argument for an integral (or enumeration) non-type parameter of type `pty` with value `v`: the
    /// value converted to the parameter's type (two's-complement bits at its width; `bool` is 0/1).
    pub(super) fn int_template_arg(&mut self, v: crate::sema::consteval::IntValue, pty: TypeId, at: u32) -> Option<TemplateArg> {
        let canon = self.sema.il.types.canonical(pty);
        let k = match self.sema.il.types.ckind(canon) {
            TypeKind::Int(k) => k,
            // An enumeration: its value at the width of the underlying type.
            TypeKind::Enum(en) => match self.sema.il.entities.get(en).map(|x| x.data) {
                Some(Payload::Enum(ed)) if ed.complete => match self.sema.il.types.ckind(self.sema.il.types.canonical(ed.underlying)) {
                    TypeKind::Int(k) => k,
                    _ => return self.fail_arg(at),
                },
                _ => return self.fail_arg(at),
            },
            _ => {
                self.gap("lower: non-type template argument of non-integral type", at);
                return None;
            }
        };
        let target = &self.sema.il.target;
        let value = v.to_i128(target);
        let bits = target.int_bits(k);
        let fits = if k == crate::sema::types::IntKind::Bool {
            value == 0 || value == 1
        } else if bits >= 127 {
            true
        } else if target.is_signed(k) {
            value >= -(1i128 << (bits - 1)) && value < (1i128 << (bits - 1))
        } else {
            value >= 0 && value < (1i128 << bits)
        };
        if !fits && !self.map.in_prelude(at) {
            // A narrowing conversion in a converted constant expression is diagnosed (not modelled).
            self.gap("lower: narrowing non-type template argument", at);
            return None;
        }
        let value = if k == crate::sema::types::IntKind::Bool {
            (value != 0) as u128
        } else if bits >= 128 {
            value as u128
        } else {
            (value as u128) & ((1u128 << bits) - 1)
        };
        Some(TemplateArg::Int { value, ty: pty })
    }

    /// The expression of a non-type template argument. The parser cannot tell `X<N>` (a value) from
    /// `X<T>` (a type): a plain name written as a type argument is looked up here. A template parameter
    /// name gives a value-dependent reference (ordinary expression lowering does not name them).
    fn value_arg(&mut self, a: &ast::TemplateArg, at: u32) -> Option<crate::sema::ids::ExprId> {
        let name = match a {
            ast::TemplateArg::Type(t) => {
                let node = self.ast.ty(*t);
                match &node.spec.base {
                    TypeBase::Named { name, typename: false } if node.decl.ops.is_empty() && node.spec.cv == ast::Cv::default() && node.spec.specifiers.is_empty() => name,
                    _ => {
                        self.fail_arg(at);
                        return None;
                    }
                }
            }
            ast::TemplateArg::Expr(e) => match &self.ast.expr(*e).kind {
                ast::ExprKind::Name(n) if n.segs.len() == 1 && !n.global && n.segs[0].targs.is_none() => n,
                _ => return self.expr(*e),
            },
            ast::TemplateArg::Pack(_) => {
                self.fail_arg(at);
                return None;
            }
        };
        let e = self.lookup_name(name, LookupKind::Ordinary)?;
        match self.sema.il.entities.get(e).map(|x| x.data) {
            Some(Payload::TemplateParam(d)) if d.kind == TemplateParamKind::NonType => Some(self.sema.build_decl_ref(e, name.span)),
            Some(Payload::Variable(_) | Payload::Enumerator { .. }) => Some(self.sema.build_decl_ref(e, name.span)),
            _ => {
                self.fail_arg(at);
                None
            }
        }
    }

    fn fail_arg(&mut self, at: u32) -> Option<TemplateArg> {
        self.gap("lower: template argument of the wrong kind (or not modelled)", at);
        None
    }
}
