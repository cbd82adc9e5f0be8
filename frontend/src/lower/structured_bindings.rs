//! Structured binding declarations `auto [a, b] = e;` ([dcl.struct.bind]) of the simplest kind: the
//! initialiser's type is a complete class without bases whose non-static data members are all public,
//! named, not bit-fields and not references, one per identifier, and `std::tuple_size` is not declared
//! (so the tuple protocol cannot apply). The hidden object is an unnamed variable of the deduced type
//! holding the initialiser; each identifier is a variable flagged `VariableData::BINDING` typed as its
//! member with the object's cv-qualifiers (an lvalue, which is what a use of the name gives).
//! The host output of a binding is not modelled (`emit_items.rs` stops at one).
//!
//! CUDA: a memory-space attribute gives 20121 at the `[` (`cuda::spaces::check_structured_binding`,
//! corpus cuda/device_structured_binding, cuda-rules/structured_binding_space); the names are then
//! declared without the space and any later use of them is a gap (what the reference makes of them is
//! not probed).
//! Everything else (arrays, tuple-like classes, `static`/`constexpr`/`thread_local`, braced or
//! parenthesised initialisers, attributes on the declarator) is a gap.
use super::Lowerer;
use crate::parse::ast::{self, DeclaratorOp, Init, InitDeclarator, StructuredBinding};
use crate::sema::entities::{Access, Payload, Storage, VariableData};
use crate::sema::ids::{EntityId, TypeId};
use crate::sema::scopes::{LookupKind, LookupResult, Scopes};
use crate::sema::types::TypeKind;

impl<'a> Lowerer<'a> {
    /// Lowers the structured binding declaration `id` (`b` its identifiers) over the decl-specifier type
    /// `base`. Returns the hidden object, None after a gap.
    pub(super) fn structured_binding(&mut self, spec: &ast::DeclSpec, vflags: u32, storage: Storage, base: TypeId, id: &InitDeclarator, b: &StructuredBinding, local: bool, at: u32) -> Option<EntityId> {
        let d = &id.decl;
        if !self.lex_cfg.cpp_at_least(crate::cli::Lang::Cpp17) {
            self.gap("lower: structured binding before C++17", at);
            return None;
        }
        if vflags != 0 || storage != Storage::None || !d.attrs.is_empty() || id.asm_label.is_some() || d.ops.len() > 1 {
            self.gap("lower: structured binding with storage class, specifiers or attributes", at);
            return None;
        }
        if !matches!(self.sema.il.types.ckind(self.sema.il.types.unqualified(base)), TypeKind::Auto(crate::sema::types::AutoKind::Auto)) {
            self.gap("lower: structured binding of this placeholder", at);
            return None;
        }
        let mem = if spec.attrs.is_empty() { Vec::new() } else { self.variable_attrs(&spec.attrs)? };
        if mem.len() > 1 {
            self.gap("lower: structured binding with several memory spaces", at);
            return None;
        }
        if let Some(&(m, _)) = mem.first() {
            // The hidden object keeps the space and gets the variable checks at the `[` (probe cuda18
            // sb1: `__shared__ auto [u, v] = P{1, 2};` in a kernel gives 20121, then "initializer not
            // allowed for __shared__ variable" there); only namespace scope is modelled.
            if local {
                self.gap("lower: block-scope structured binding with a memory space", at);
                return None;
            }
            let ds = crate::cuda::spaces::check_structured_binding(m, b.bracket);
            self.sema.diags.extend(ds.into_iter().map(|x| x.into_diagnostic()));
        }
        let pending = self.sema.diags.len();
        let declared = match d.ops.first() {
            None => base,
            Some(DeclaratorOp::Reference { rvalue: false }) => self.sema.il.types.lref(base),
            Some(DeclaratorOp::Reference { rvalue: true }) => self.sema.il.types.rref(base),
            Some(_) => {
                self.gap("lower: structured binding declarator", at);
                return None;
            }
        };
        let Some(Init::Assign(e)) = &id.init else {
            self.gap("lower: structured binding with a braced or parenthesised initialiser", at);
            return None;
        };
        if matches!(self.ast.expr(*e).kind, ast::ExprKind::InitList(_)) {
            self.gap("lower: structured binding from a braced list", at);
            return None;
        }
        let x = self.expr(*e)?;
        let ety = self.deduce_placeholder(declared, x, false, at)?;
        let tt = &self.sema.il.types;
        if tt.is_error(ety) {
            self.gap("lower: structured binding of an erroneous initialiser", at);
            return None;
        }
        let object = tt.non_reference(ety);
        let quals = tt.quals(object);
        if self.tuple_like_possible(object) {
            self.gap("lower: structured binding of a type std::tuple_size may be complete for (tuple protocol)", at);
            return None;
        }
        let tt = &self.sema.il.types;
        let Some(fields) = self.binding_fields(tt.unqualified(object)) else {
            self.gap("lower: structured binding of this type (array, tuple-like, bases, non-public or special members)", at);
            return None;
        };
        if fields.len() != b.names.len() {
            self.gap("lower: structured binding with a wrong number of identifiers", at);
            return None;
        }
        let mut data = VariableData { flags: VariableData::BINDING, ..VariableData::default() };
        if local {
            data.flags |= VariableData::LOCAL;
        }
        let sp = crate::source::Span::new(b.bracket, b.bracket);
        let hidden = self.sema.il.declare_variable(self.scope, crate::sema::names::Symbol::EMPTY, ety, data, sp);
        let xn = self.sema.expr(x);
        let same_class = {
            let tt = &self.sema.il.types;
            xn.cat == crate::sema::expr::ValueCat::PRValue && tt.unqualified(xn.ty) == tt.unqualified(ety)
        };
        let init = if same_class { Some(x) } else { self.sema.build_copy_init(x, ety) };
        if let (Some(ie), Some(Payload::Variable(vd))) = (init, self.sema.il.entities.get_mut(hidden).map(|e| &mut e.data)) {
            vd.init = ie;
        }
        if !mem.is_empty() {
            self.apply_mem_attrs(hidden, &mem, pending, true, local, storage, b.bracket)?;
        }
        for (&(name, name_at), &(fty, mutable)) in b.names.iter().zip(&fields) {
            let n = self.sym(name);
            if self.redeclared(n, name_at) {
                return None;
            }
            let q = if mutable { crate::sema::types::Quals(quals.0 & !crate::sema::types::Quals::CONST.0) } else { quals };
            let ty = self.sema.il.types.qualified(fty, q);
            let span = crate::source::Span::new(name_at, name_at + self.sema.il.names.resolve(n).len() as u32);
            let v = self.sema.il.declare_variable(self.scope, n, ty, data, span);
            if !mem.is_empty() {
                self.cuda.space_bindings.insert(v);
            }
        }
        Some(hidden)
    }

    /// The (type, mutable) of each non-static data member of class type `t` when a binding to them is
    /// modelled (module doc); None otherwise.
    fn binding_fields(&self, t: TypeId) -> Option<Vec<(TypeId, bool)>> {
        let il = &self.sema.il;
        let c = il.types.class_entity(t)?;
        let ent = il.entities.get(c)?;
        let cd = ent.class()?;
        if !cd.complete || cd.bases_len != 0 || cd.lambda || il.types.is_dependent(t) {
            return None;
        }
        let mut out = Vec::new();
        for m in il.scopes.members(&il.entities, cd.scope).take(100_000) {
            let Some(e) = il.entities.get(m) else { return None };
            match e.data {
                Payload::Field(fd) => {
                    if fd.bit_width.is_some() || e.name.is_empty() || e.access != Access::Public || il.types.is_reference(e.ty) {
                        return None;
                    }
                    out.push((e.ty, fd.mutable));
                }
                // An anonymous union or struct member gives unnamed fields: caught above.
                _ => {}
            }
        }
        (!out.is_empty()).then_some(out)
    }

    /// Is the first template argument written after `tuple_size <` at or after `from` (a partial
    /// specialisation's head) `const` or `volatile`?
    fn written_cv_argument(&self, from: u32) -> bool {
        use crate::lex::{Kw, TokenKind};
        let toks = &self.lexed.tokens;
        let i = toks.partition_point(|t| t.span.lo < from);
        let w = &toks[i..toks.len().min(i + 64)];
        w.windows(3)
            .find(|x| x[0].kind == TokenKind::Identifier && self.lexed.interner.str(x[0].sym) == "tuple_size" && x[1].kind == TokenKind::Lt)
            .is_some_and(|x| matches!(x[2].kind, TokenKind::Kw(Kw::Const | Kw::Volatile)))
    }

    /// Could `std::tuple_size<E>` be a complete type (the tuple protocol, not modelled)? False when no
    /// `std::tuple_size` is declared, or when it is a class template with an undefined primary (libstdc++'s
    /// `template<typename _Tp> struct tuple_size;`), no explicit specialisation for `E` and no partial
    /// specialisation that can match `E` (those for `const T`/`volatile T` cannot match a cv-unqualified `E`).
    fn tuple_like_possible(&mut self, e: TypeId) -> bool {
        let std_sym = self.sema.il.names.intern("std");
        let ts_sym = self.sema.il.names.intern("tuple_size");
        let il = &self.sema.il;
        let LookupResult::Found(ns) = il.scopes.lookup(&il.entities, &il.types, Scopes::GLOBAL, std_sym, LookupKind::Ordinary) else { return false };
        let Some(Payload::Namespace { scope, .. }) = il.entities.get(ns).map(|x| x.data) else { return false };
        let t = match il.scopes.lookup(&il.entities, &il.types, scope, ts_sym, LookupKind::Ordinary) {
            LookupResult::NotFound => return false,
            LookupResult::Found(t) => il.entities.resolve(t),
            _ => return true,
        };
        let Some(td) = il.entities.get(t).and_then(|x| x.template()).copied() else { return true };
        if il.entities.get(td.pattern).and_then(|x| x.class()).is_none_or(|c| c.complete) {
            return true;
        }
        let ce = il.types.canonical(e);
        if !il.types.quals(ce).is_empty() {
            return true;
        }
        // Explicit specialisations (and instantiations) made so far.
        let mut s = td.first_spec;
        for _ in 0..100_000 {
            let Some(x) = il.entities.get(s) else { break };
            let Some(sp) = x.spec().copied() else { return true };
            if sp.kind == crate::sema::entities::SpecKind::Explicit {
                match il.types.arg_list(sp.args) {
                    [crate::sema::types::TemplateArg::Type(a)] if il.types.canonical(*a) != ce => {}
                    _ => return true,
                }
            }
            s = sp.next;
        }
        // Partial specialisations: one whose argument is cv-qualified cannot match; the others are
        // matched (`tuple_size<pair<_T1, _T2>>` does not match a non-template class).
        let mut partials = Vec::new();
        let mut p = td.first_partial;
        for _ in 0..100_000 {
            let Some(x) = il.entities.get(p) else { break };
            let Some(sp) = x.spec().copied() else { return true };
            match il.types.arg_list(sp.args) {
                [crate::sema::types::TemplateArg::Type(a)] if !il.types.quals(*a).is_empty() => {}
                [a @ crate::sema::types::TemplateArg::Type(_)] => partials.push((sp.partial_params, *a)),
                // A prelude partial specialisation whose arguments were not built (libstdc++'s
                // `tuple_size<const __enable_if_has_tuple_size<_Tp>>`): cv-qualified as written?
                [] if self.written_cv_argument(x.span.lo) => {}
                _ => return true,
            }
            p = sp.next;
        }
        let concrete = [crate::sema::types::TemplateArg::Type(ce)];
        partials.into_iter().any(|(holder, a)| crate::sema::specializations::match_partial(self.sema.il, holder, &[a], &concrete) != crate::sema::specializations::Match::No)
    }
}
