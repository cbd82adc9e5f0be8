//! Implicit instantiation of class template specialisations ([temp.inst]): when a specialisation must
//! be complete (a variable or base of that type, member lookup into it, a nested-name-specifier naming
//! it), the pattern is selected — an explicit specialisation's own definition, the most specialised
//! matching partial specialisation ([`crate::sema::specializations`]), or the primary template — and its
//! class definition is lowered again as the definition of the specialisation entity, in a scope where
//! each template parameter name denotes its argument (a transparent typedef for a type, a constant for a
//! value, the template for a template template parameter).
//!
//! Like EDG on the host side, only the class itself is instantiated: member declarations (signatures,
//! member typedefs, static data member declarations, nested classes, member templates as patterns), not
//! member function bodies, default arguments or default member initialisers (instantiated on use, which
//! is not modelled: the bodies are dropped, the default arguments are dependent placeholders).
//!
//! The instantiation is done quietly: any gap or diagnostic inside it makes it fail, and every use that
//! needs it is a gap `instantiate: <first gap inside>` (EDG would report the diagnostic with a
//! "detected during instantiation of …" context, which is not produced). A specialisation is
//! instantiated once (the entity is the cache, keyed by the canonical argument list in
//! `Il::class_specialization`); failures are remembered.
use super::Lowerer;
use crate::parse::ast::DeclId;
use crate::sema::entities::{Payload, SpecKind, TemplateParamKind, VariableData};
use crate::sema::ids::{EntityId, ScopeId, TypeId};
use crate::sema::scopes::ScopeKind;
use crate::sema::specializations::{match_partial, Match};
use crate::sema::types::TemplateArg;
use std::collections::{HashMap, HashSet};

/// Nesting of instantiations in progress beyond which cufe gives up (a gap; EDG's own limit is far
/// higher and its diagnostic is not modelled).
const MAX_NESTING: usize = 48;

/// Instantiation bookkeeping of one lowering run.
#[derive(Default)]
pub(crate) struct InstState {
    /// Specialisations being instantiated, innermost last.
    pub active: Vec<EntityId>,
    /// Specialisations whose instantiation failed, with the reason (first gap inside).
    pub failed: HashMap<EntityId, String>,
    /// Typedef entities binding a template parameter's name to its type argument: a use names the
    /// argument itself (no typedef sugar).
    pub bindings: HashSet<EntityId>,
    /// The class entity the next class definition defines (the specialisation being instantiated).
    pub target: Option<EntityId>,
    /// Inside an instantiation: member function bodies, default arguments and default member
    /// initialisers are not lowered, and nothing is flushed.
    pub lazy: u32,
    /// Class template → the names of the parameters as written on its definition.
    pub param_names: HashMap<EntityId, Vec<Option<crate::lex::Symbol>>>,
    /// Typedefs named through a derived class: (typedef, class scope) → the re-parented copy.
    pub named_in: HashMap<(EntityId, ScopeId), EntityId>,
    /// Looking up the template-name of a template-id (the use guard lets class/alias templates pass).
    pub naming_template: bool,
    /// Prelude non-type template parameter → its value-dependent default, evaluated per use
    /// (`value_defaults.rs`), and the nesting of such evaluations.
    pub value_defaults: HashMap<EntityId, crate::parse::ast::ExprId>,
    pub value_default_nesting: u32,
    /// Parameter packs bound in the instantiation being lowered (`pack_expand.rs`).
    pub packs: Vec<super::pack_expand::PackBinding>,
    /// Member function bodies of instantiated classes, kept (not lowered) for constant evaluation to
    /// instantiate on demand (`constexpr_bodies.rs`); only from instantiations without bound packs.
    pub member_bodies: HashMap<EntityId, super::classes::DeferredBody>,
    /// Functions whose on-demand body instantiation was tried (`constexpr_bodies.rs`).
    pub bodies_tried: HashSet<EntityId>,
    /// Specialisation → the first use that needed it complete (a call of [`Lowerer::instantiate_class`]
    /// other than the eager one of a template-id), and → its first mention (any call). An explicit
    /// specialisation written after a use is #1449 (`user_specs.rs`).
    pub first_use: HashMap<EntityId, u32>,
    pub first_mention: HashMap<EntityId, u32>,
    /// Set by a template-id for the one instantiation it asks for eagerly (user code instantiates a
    /// specialisation where it is named, which is not a use in EDG's sense).
    pub eager: bool,
}

/// Outcome of [`Lowerer::instantiate_class`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Inst {
    /// The class is complete (instantiated now or before, or an ordinary complete class).
    Complete,
    /// Nothing to instantiate: not a specialisation, a dependent one, or its template has no definition
    /// for these arguments (the class stays incomplete, as in EDG).
    NoDefinition,
    /// A gap was noted.
    Failed,
}

/// What a specialisation is instantiated from.
struct Selected {
    decl: DeclId,
    /// (parameter entity, argument, name at the definition if it differs from the entity's) to bind.
    bindings: Vec<(EntityId, TemplateArg, Option<crate::sema::names::Symbol>)>,
}

impl<'a> Lowerer<'a> {
    /// Whether `e` is a transparent template-parameter binding (see [`InstState::bindings`]).
    pub(crate) fn is_inst_binding(&self, e: EntityId) -> bool {
        self.inst.bindings.contains(&e)
    }

    /// Makes the class type `t` (through typedefs and cv) complete if it is an implicit specialisation
    /// with a definition to instantiate. False after a gap.
    pub(crate) fn require_complete(&mut self, t: TypeId, at: u32) -> bool {
        let tt = &self.sema.il.types;
        let Some(e) = tt.class_entity(tt.canonical(t)) else { return true };
        self.instantiate_class(e, at) != Inst::Failed
    }

    /// The object of a member access (`x.m`, `p->m`) must be complete: its class is instantiated if it
    /// is a specialisation. None after a gap.
    pub(crate) fn complete_object(&mut self, x: crate::sema::ids::ExprId, arrow: bool, at: u32) -> Option<()> {
        let tt = &self.sema.il.types;
        let mut t = tt.non_reference(self.sema.ty_of(x));
        if arrow {
            match tt.ckind(t) {
                crate::sema::types::TypeKind::Pointer(p) => t = p,
                _ => return Some(()),
            }
        }
        self.require_complete(t, at).then_some(())
    }

    /// The result of a member access or call whose type is a class specialisation: instantiated, so
    /// that what follows (a copy, a conversion, another member access) sees a complete class.
    pub(crate) fn complete_result(&mut self, x: crate::sema::ids::ExprId, at: u32) -> Option<()> {
        let t = self.sema.il.types.non_reference(self.sema.ty_of(x));
        self.require_complete(t, at).then_some(())
    }

    /// The member scope of the class named by `name.segs[..=i]` (a template-id) used as a
    /// nested-name-specifier: the specialisation, instantiated. None after a gap.
    pub(crate) fn template_id_nns(&mut self, name: &crate::parse::ast::Name, i: usize, at: u32) -> Option<ScopeId> {
        let mut prefix = name.clone();
        prefix.segs.truncate(i + 1);
        if let Some(last) = prefix.segs.last_mut() {
            last.template_kw = false;
        }
        let t = self.template_id_type(&prefix)?;
        let Some(e) = self.sema.il.types.class_entity(self.sema.il.types.canonical(t)) else {
            self.gap("lower: nested-name-specifier is not a namespace", at);
            return None;
        };
        self.class_nns(e, at)
    }

    /// The member scope of entity `e` (a class, or a typedef naming one) used as a nested-name-specifier:
    /// a specialisation is instantiated first. None after a gap (a dependent, incomplete or non-class
    /// qualifier is "not a namespace" for cufe).
    pub(crate) fn class_nns(&mut self, e: EntityId, at: u32) -> Option<ScopeId> {
        let ents = &self.sema.il.entities;
        let tt = &self.sema.il.types;
        let c = match ents.get(e).map(|x| (x.data, x.ty)) {
            Some((Payload::Class(_), _)) => Some(e),
            Some((Payload::Typedef, t)) if !tt.is_dependent(t) => tt.class_entity(tt.canonical(t)),
            _ => None,
        };
        let Some(c) = c.filter(|&c| !tt.is_dependent(ents.get(c).map(|x| x.ty).unwrap_or_default())) else {
            self.gap("lower: nested-name-specifier is not a namespace", at);
            return None;
        };
        // A class being defined names its own members (`ios_base::boolalpha` inside `ios_base`): lookup in
        // its scope sees the members declared so far, and everything in a complete-class context.
        if self.classes.stack.contains(&c) {
            if let Some(Payload::Class(cd)) = self.sema.il.entities.get(c).map(|x| x.data) {
                return Some(cd.scope);
            }
        }
        match self.instantiate_class(c, at) {
            Inst::Failed => return None,
            Inst::Complete => {}
            Inst::NoDefinition => {
                self.gap("lower: nested-name-specifier is not a namespace", at);
                return None;
            }
        }
        match self.sema.il.entities.get(c).map(|x| x.data) {
            Some(Payload::Class(cd)) if cd.complete => Some(cd.scope),
            _ => {
                self.gap("lower: nested-name-specifier is not a namespace", at);
                None
            }
        }
    }

    /// The type named by `Q::a::b` where `Q` is the non-dependent class type `q` (instantiated as needed):
    /// each segment a member class, enum or typedef.
    pub(crate) fn member_type_path(&mut self, q: TypeId, segs: &[crate::parse::ast::NameSeg], at: u32) -> Option<TypeId> {
        let mut q = q;
        for seg in segs {
            let crate::parse::ast::SegKind::Ident(s) = seg.kind else {
                self.gap("lower: operator, destructor or conversion name", at);
                return None;
            };
            let Some(c) = self.sema.il.types.class_entity(self.sema.il.types.canonical(q)) else {
                self.gap("lower: nested-name-specifier is not a namespace", at);
                return None;
            };
            let sc = self.class_nns(c, at)?;
            let sym = self.sym(s);
            let il = &self.sema.il;
            let r = il.scopes.lookup_in(&il.entities, &il.types, sc, sym, crate::sema::scopes::LookupKind::Ordinary);
            let Some(m) = r.single().map(|m| il.entities.resolve(m)) else {
                if matches!(r, crate::sema::scopes::LookupResult::NotFound) && self.tmpl.sfinae.is_some() {
                    // No such member in the complete class: a substitution failure (default_subst.rs).
                    self.tmpl.sfinae = Some(true);
                    return None;
                }
                self.gap("lower: member type of a specialization not found", at);
                return None;
            };
            let Some(ent) = il.entities.get(m).copied() else { return None };
            let m = self.typedef_named_in(m, sc);
            if let Some(targs) = &seg.targs {
                // `Q::template rebind<U>`: a member class or alias template of the instantiated class.
                let ok = matches!(ent.template().map(|t| t.kind), Some(crate::sema::entities::TemplateKind::Class | crate::sema::entities::TemplateKind::Alias)) && !self.tmpl.opaque.contains(&m);
                if !ok {
                    self.gap("lower: member template-id of a specialization", at);
                    return None;
                }
                q = self.specialize_template(m, targs, crate::source::Span::new(at, at))?;
                continue;
            }
            q = match ent.data {
                Payload::Class(_) | Payload::Enum(_) => ent.ty,
                Payload::Typedef if self.is_inst_binding(m) => ent.ty,
                Payload::Typedef => self.sema.il.types.typedef(m, ent.ty),
                _ => {
                    self.gap("lower: member of a specialization used as a type is not a type", at);
                    return None;
                }
            };
        }
        Some(q)
    }

    /// Substitution that instantiates the classes it must look into: `typename Q::x` stops substitution
    /// (`UnresolvedName`) while `Q` is an uninstantiated specialisation, so those qualifiers are
    /// instantiated and the substitution retried. A failed instantiation has noted a gap.
    pub(crate) fn subst_inst(&mut self, t: TypeId, level: crate::sema::subst::Level<'_>, at: u32) -> Result<TypeId, crate::sema::subst::SubstError> {
        // (Also looks into alias templates: `subst_aliases.rs`.)
        self.subst_inst_depth(t, level, at, 0)
    }

    /// `D::T` where the typedef `T` (entity `e`) is a member of a base of the class whose scope `sc` was
    /// searched: EDG prints the type as written, `D::T` (probed, also for non-template classes). The
    /// result is a typedef entity with the same type whose parent is `D` (made once per pair, not
    /// declared in any scope). Other entities are returned unchanged.
    pub(crate) fn typedef_named_in(&mut self, e: EntityId, sc: ScopeId) -> EntityId {
        let ents = &self.sema.il.entities;
        let Some(x) = ents.get(e).copied() else { return e };
        if !matches!(x.data, Payload::Typedef) || x.scope == sc || self.is_inst_binding(e) {
            return e;
        }
        let Some(owner) = self.sema.il.scopes.get(sc).map(|s| s.entity).filter(|o| matches!(ents.get(*o).map(|y| y.data), Some(Payload::Class(_)))) else { return e };
        if let Some(&t) = self.inst.named_in.get(&(e, sc)) {
            return t;
        }
        let mut t = x;
        t.parent = owner;
        t.scope = sc;
        t.next = EntityId::NONE;
        t.next_same_name = EntityId::NONE;
        let id = self.sema.il.entities.add(t);
        self.inst.named_in.insert((e, sc), id);
        id
    }

    /// Instantiates the class specialisation `e` if needed (see the module documentation).
    pub(crate) fn instantiate_class(&mut self, e: EntityId, at: u32) -> Inst {
        let Some(ent) = self.sema.il.entities.get(e).copied() else { return Inst::NoDefinition };
        let eager = std::mem::take(&mut self.inst.eager);
        let Payload::Class(cd) = ent.data else { return Inst::NoDefinition };
        if cd.spec.is_specialization() {
            self.inst.first_mention.entry(e).or_insert(at);
            if !eager {
                self.inst.first_use.entry(e).or_insert(at);
            }
        }
        if cd.complete {
            return Inst::Complete;
        }
        if !cd.spec.is_specialization() || self.sema.il.types.is_dependent(ent.ty) {
            return Inst::NoDefinition;
        }
        if let Some(why) = self.inst.failed.get(&e).cloned() {
            self.gap(&why, at);
            return Inst::Failed;
        }
        if self.inst.active.contains(&e) {
            // Used as complete inside its own definition: EDG diagnoses an incomplete type (not modelled).
            if std::env::var_os("CUFE_INST_DEBUG").is_some() {
                let name = crate::sema::printing::Printer::new(self.sema.il).type_str(ent.ty);
                eprintln!("inst-debug: {name} used inside its own instantiation at {at}");
                for &a in &self.inst.active {
                    let t = self.sema.il.entities.get(a).map(|x| x.ty).unwrap_or_default();
                    let pr = crate::sema::printing::Printer::new(self.sema.il);
                    let sp = self.sema.il.entities.get(a).map(|x| x.span.lo).unwrap_or(0);
                    eprintln!("inst-debug:   active {} / {} at {sp}", pr.type_str(t), pr.qualified_name(a));
                }
            }
            self.gap("instantiate: specialization used inside its own instantiation", at);
            return Inst::Failed;
        }
        if self.inst.active.len() >= MAX_NESTING {
            self.gap("instantiate: instantiations nested too deeply", at);
            return Inst::Failed;
        }
        if self.stopped {
            return Inst::Failed;
        }
        let sel = match self.select_pattern(e) {
            Ok(Some(s)) => s,
            Ok(None) => return Inst::NoDefinition,
            Err(why) => {
                self.inst.failed.insert(e, why.to_string());
                self.gap(why, at);
                return Inst::Failed;
            }
        };
        match self.instantiate_from(e, &sel) {
            Ok(()) => Inst::Complete,
            Err(why) => {
                let why = if why.starts_with("instantiate: ") { why } else { format!("instantiate: {}", why) };
                // The abandoned definition leaves the class incomplete and without members.
                if let Some(Payload::Class(c)) = self.sema.il.entities.get_mut(e).map(|x| &mut x.data) {
                    c.scope = ScopeId::NONE;
                    c.complete = false;
                }
                self.inst.failed.insert(e, why.clone());
                self.gap(&why, at);
                Inst::Failed
            }
        }
    }

    /// [`match_partial`], retried while the substitutions it asked for (the `decltype`s, alias
    /// templates and class instantiations behind alias template-ids in the partial specialisation's
    /// arguments: `void_t<__cond_type<_Tp, _Up>>`) can be computed here.
    fn match_partial_served(&mut self, holder: EntityId, pargs: &[TemplateArg], concrete: &[TemplateArg]) -> Match {
        let at = self.decl_lo;
        let mut m = Match::No;
        for _ in 0..8 {
            self.sema.il.decltype_requests.clear();
            self.sema.il.alias_requests.clear();
            self.sema.il.subst_inst_requests.clear();
            m = match_partial(self.sema.il, holder, pargs, concrete);
            if !matches!(m, Match::Unknown(_)) {
                return m;
            }
            let decltypes = std::mem::take(&mut self.sema.il.decltype_requests);
            let classes = std::mem::take(&mut self.sema.il.subst_inst_requests);
            let mut progress = self.substitute_requested_decltypes(decltypes, at);
            progress |= self.substitute_requested_aliases();
            for c in classes {
                let incomplete = self.sema.il.entities.get(c).and_then(|x| x.class()).is_some_and(|cd| !cd.complete);
                if incomplete && self.instantiate_class(c, at) == Inst::Complete {
                    progress = true;
                }
            }
            if !progress {
                break;
            }
        }
        m
    }

    /// The definition a specialisation is instantiated from; None when there is none (the class stays
    /// incomplete).
    fn select_pattern(&mut self, e: EntityId) -> Result<Option<Selected>, &'static str> {
        let Some(info) = self.sema.il.entities.get(e).and_then(|x| x.spec()).copied() else { return Ok(None) };
        let tmpl = info.template;
        if self.tmpl.opaque.contains(&tmpl) {
            return Err("instantiate: template whose declaration cufe did not build");
        }
        match info.kind {
            // `template<> struct X<int> {…}`: its own definition, nothing to bind.
            SpecKind::Explicit => return Ok(self.tmpl.patterns.get(&e).map(|&decl| Selected { decl, bindings: Vec::new() })),
            SpecKind::Implicit | SpecKind::ExplicitInstantiationDecl | SpecKind::ExplicitInstantiationDef => {}
            _ => return Ok(None),
        }
        let concrete: Vec<TemplateArg> = self.sema.il.types.arg_list(info.args).to_vec();
        // Matching partial specialisations.
        let partials: Vec<EntityId> = self.sema.il.entities.partial_specializations(tmpl).collect();
        let mut matched: Vec<(EntityId, EntityId, Vec<TemplateArg>)> = Vec::new();
        for p in partials {
            let Some(pi) = self.sema.il.entities.get(p).and_then(|x| x.spec()).copied() else { continue };
            if pi.args.is_none() {
                return Err("instantiate: partial specialization whose arguments cufe did not build");
            }
            let pargs: Vec<TemplateArg> = self.sema.il.types.arg_list(pi.args).to_vec();
            let m = self.match_partial_served(pi.partial_params, &pargs, &concrete);
            if std::env::var_os("CUFE_INST_DEBUG").is_some() {
                let show = |il: &crate::sema::il::Il, l: &[TemplateArg]| -> String {
                    l.iter()
                        .map(|a| match a {
                            TemplateArg::Pack(x) => format!("{:?}", il.types.arg_list(*x).iter().map(|y| match y { TemplateArg::Type(t) => format!("{:?}", il.types.kind(*t)), o => format!("{:?}", o) }).collect::<Vec<_>>()),
                            o => format!("{:?}", o),
                        })
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                eprintln!("inst-debug: partial {:?} [{}] against [{}]: {:?}", p, show(self.sema.il, &pargs), show(self.sema.il, &concrete), m);
            }
            match m {
                Match::Yes(d) => matched.push((p, pi.partial_params, d)),
                Match::No => {}
                Match::Unknown(why) => return Err(why),
            }
        }
        if matched.is_empty() {
            let Some(&decl) = self.tmpl.patterns.get(&tmpl) else { return Ok(None) };
            let params: Vec<EntityId> = self.sema.il.entities.template_params(tmpl).collect();
            if params.len() != concrete.len() {
                return Err("instantiate: argument count");
            }
            let names = self.inst.param_names.get(&tmpl).cloned().filter(|n| n.len() == params.len());
            let bindings = params
                .into_iter()
                .zip(concrete)
                .enumerate()
                .map(|(i, (p, a))| {
                    let name = names.as_ref().map(|n| n[i].map(|s| self.sym(s)).unwrap_or_default());
                    (p, a, name)
                })
                .collect();
            return Ok(Some(Selected { decl, bindings }));
        }
        let best = self.most_specialized(&matched)?;
        let (p, holder, deduced) = &matched[best];
        let Some(&decl) = self.tmpl.patterns.get(p) else { return Ok(None) };
        let params: Vec<EntityId> = self.sema.il.entities.template_params(*holder).collect();
        Ok(Some(Selected { decl, bindings: params.into_iter().zip(deduced.iter().copied()).map(|(p, a)| (p, a, None)).collect() }))
    }

    /// Partial ordering of the matching partial specialisations: the one at least as specialised as
    /// every other and strictly more than each ([temp.class.order], by deduction of one's arguments from
    /// the other's).
    fn most_specialized(&mut self, matched: &[(EntityId, EntityId, Vec<TemplateArg>)]) -> Result<usize, &'static str> {
        if matched.len() == 1 {
            return Ok(0);
        }
        let args: Vec<Vec<TemplateArg>> = matched
            .iter()
            .map(|(p, _, _)| {
                let l = self.sema.il.entities.get(*p).and_then(|x| x.spec()).map(|s| s.args).unwrap_or_default();
                self.sema.il.types.arg_list(l).to_vec()
            })
            .collect();
        let at_least = |il: &mut crate::sema::il::Il, a: usize, b: usize| -> Result<bool, &'static str> {
            // `a` at least as specialised as `b`: b's arguments deduced from a's.
            match match_partial(il, matched[b].1, &args[b], &args[a]) {
                Match::Yes(_) => Ok(true),
                Match::No => Ok(false),
                Match::Unknown(w) => Err(w),
            }
        };
        let mut winner = None;
        'outer: for a in 0..matched.len() {
            for b in 0..matched.len() {
                if a == b {
                    continue;
                }
                if !at_least(self.sema.il, a, b)? || at_least(self.sema.il, b, a)? {
                    continue 'outer;
                }
            }
            winner = Some(a);
            break;
        }
        winner.ok_or("instantiate: ambiguous partial specializations")
    }

    /// Lowers the selected definition as the definition of `e`, quietly. Err(first gap inside).
    fn instantiate_from(&mut self, e: EntityId, sel: &Selected) -> Result<(), String> {
        let tmpl = self.sema.il.entities.get(e).and_then(|x| x.spec()).map(|s| s.template).unwrap_or_default();
        let outer = self.sema.il.entities.get(tmpl).map(|t| t.scope).unwrap_or(crate::sema::scopes::Scopes::GLOBAL);
        // The binding scope: template parameter names → arguments.
        let bscope = self.sema.il.scopes.push(ScopeKind::TemplateParams, outer, EntityId::NONE);
        // (The pack bindings are this instantiation's own: an enclosing one's are set aside below.)
        let outer_packs = std::mem::take(&mut self.inst.packs);
        for &(p, a, name) in &sel.bindings {
            if let Err(w) = self.bind_param(bscope, p, a, name) {
                self.inst.packs = outer_packs;
                return Err(w);
            }
        }
        let own_packs = std::mem::replace(&mut self.inst.packs, outer_packs);
        // A clean context: the instantiation is lowered as if at namespace scope, whatever the use.
        let decl_lo = self.ast.decl(sel.decl).span.lo;
        let saved = self.enter_clean_context(Some(bscope), decl_lo, Some(e), own_packs, e);

        let expr_lo = self.sema.il.exprs.len();
        let q = self.run_quietly(|l| {
            let r = l.class_definition(sel.decl);
            // What the instantiation built (member initialisers, static assertions, template arguments)
            // is named from the class: its private members are accessible there. The range is then
            // skipped by the enclosing declaration's check (below).
            let expr_hi = l.sema.il.exprs.len();
            if r.is_some() && !l.stopped {
                l.check_access_range(expr_lo, expr_hi, e);
            }
            r
        });
        let expr_hi = self.sema.il.exprs.len();
        let failed = q.value.is_none() || !q.clean();
        if failed && std::env::var_os("CUFE_INST_DEBUG").is_some() {
            let name = crate::sema::printing::Printer::new(self.sema.il).qualified_name(e);
            for (w, _) in q.gaps.iter() {
                eprintln!("inst-debug: {} failed: {} at {}", name, w, q.gaps.first_offset(w).unwrap_or(0));
            }
        }
        let why = if failed {
            match (q.gaps.iter().next(), q.diags.first()) {
                (Some((w, _)), _) => w.to_string(),
                (None, Some(d)) => format!("diagnostic {} in an instantiation (context not modelled)", d.id.tag()),
                (None, None) => "instantiation failed".to_string(),
            }
        } else {
            String::new()
        };

        if !failed && self.inst.packs.is_empty() {
            for b in std::mem::take(&mut self.classes.bodies) {
                self.inst.member_bodies.insert(b.f, b);
            }
        }
        self.leave_clean_context(saved);
        if !failed {
            self.classes.checked.push((expr_lo, expr_hi));
        }
        if failed {
            Err(why)
        } else {
            Ok(())
        }
    }

    /// Default arguments of an instantiated class's member functions: dependent placeholders recording
    /// that one exists (a call may leave the parameter out; the argument itself is not instantiated).
    pub(crate) fn lazy_default_args(&mut self, defaults: Vec<(EntityId, EntityId, usize, crate::parse::ast::ExprId)>) {
        for (_, f, i, e) in defaults {
            let sp = self.ast.expr(e).span;
            let x = self.sema.build_dependent(&[], sp, sp.lo);
            let p = self.sema.il.entities.params(f).nth(i);
            if let Some(Payload::Param(pd)) = p.and_then(|p| self.sema.il.entities.get_mut(p)).map(|x| &mut x.data) {
                pd.default_arg = x;
            }
        }
    }

    /// Declares template parameter `p`'s name in `scope` as its argument `a`.
    pub(crate) fn bind_param(&mut self, scope: ScopeId, p: EntityId, a: TemplateArg, name: Option<crate::sema::names::Symbol>) -> Result<(), String> {
        let Some(mut pe) = self.sema.il.entities.get(p).copied() else { return Err("instantiate: template parameter".into()) };
        if let Some(n) = name {
            pe.name = n;
        }
        let Payload::TemplateParam(pd) = pe.data else { return Err("instantiate: template parameter".into()) };
        if pe.name.is_empty() {
            return Ok(());
        }
        match (pd.kind, a) {
            (_, TemplateArg::Pack(l)) => self.bind_pack(scope, p, &pe, l),
            (TemplateParamKind::Type, TemplateArg::Type(t)) => {
                let (b, _) = self.sema.il.declare_typedef(scope, pe.name, t, pe.span);
                self.inst.bindings.insert(b);
                Ok(())
            }
            (TemplateParamKind::NonType, TemplateArg::Int { value, ty }) => {
                // A constant of the parameter's (substituted) type initialised with the value.
                let lit = self.sema.build_int_literal(value, crate::sema::build_expr::IntSuffix { unsigned: true, longs: 2 }, false, pe.span);
                // (The unsigned literal's conversion to a signed type would warn #68 for a negative
                // argument: the binding itself reports nothing.)
                let mark = self.sema.diags.len();
                // An enumeration's value is not reachable by an implicit conversion (scoped enums never,
                // unscoped ones not from an integer): the argument is the value converted as by
                // `static_cast<E>(v)`, which is what the template-id's `E::x` stood for.
                let init = if matches!(self.sema.il.types.ckind(ty), crate::sema::types::TypeKind::Enum(_)) {
                    let x = self.sema.build_cast(crate::sema::expr::CastKind::Static, ty, lit, pe.span, pe.span.lo);
                    (!self.sema.is_error(x)).then_some(x)
                } else {
                    self.sema.build_copy_init(lit, ty)
                };
                self.sema.diags.truncate(mark);
                let Some(init) = init else { return Err("instantiate: non-type template argument".into()) };
                let cty = self.sema.il.types.qualified(ty, crate::sema::types::Quals::CONST);
                let data = VariableData { init, flags: VariableData::CONSTEXPR | VariableData::DEFINED, ..VariableData::default() };
                self.sema.il.declare_variable(scope, pe.name, cty, data, pe.span);
                Ok(())
            }
            (TemplateParamKind::Template { .. }, TemplateArg::Template(t)) => {
                self.sema.il.scopes.add_alias(&mut self.sema.il.entities, scope, pe.name, t);
                Ok(())
            }
            _ => Err("instantiate: template argument kind".into()),
        }
    }
}

/// The names of a template parameter list as written.
pub(crate) fn param_names(params: &[crate::parse::ast::TemplateParam]) -> Vec<Option<crate::lex::Symbol>> {
    use crate::parse::ast::TemplateParam as P;
    params
        .iter()
        .map(|p| match p {
            P::Type { name, .. } | P::Template { name, .. } => *name,
            P::NonType(x) => x.decl.name.as_ref().and_then(|n| n.last_ident()),
        })
        .collect()
}

#[cfg(test)]
#[path = "instantiate_tests.rs"]
mod tests;
