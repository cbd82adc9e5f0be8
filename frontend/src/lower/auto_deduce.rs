//! Placeholder types: `auto` / `decltype(auto)` variables deduced from their initialiser
//! ([dcl.type.auto.deduct]), and the deduced return type of a function or lambda body.
//!
//! IL record: a deduced type is kept as `TypeKind::Decltype { expr: ExprId::NONE, underlying }` sugar
//! over the deduced type (see [`Lowerer::deduced_sugar`]): sema sees through it, diagnostics print the
//! deduced type (as EDG does), and the host output — which re-prints the placeholder as written (`auto x
//! = …`, probed) — finds the written declared type in `Il::placeholder_written` (entity → declared type
//! with the `Auto` placeholder). Until the emitter prints it, the sugar makes it an output-only gap.
use super::Lowerer;
use crate::diag::id;
use crate::parse::ast::{self, Init};
use crate::sema::entities::{Payload, Storage, VariableData};
use crate::sema::expr::{ExprKind, ValueCat};
use crate::sema::ids::{EntityId, ExprId, TypeId};
use crate::sema::types::{AutoKind, TypeFlags, TypeKind, TypeTable};

impl<'a> Lowerer<'a> {
    /// Whether `t` still contains an undeduced placeholder.
    pub(crate) fn has_placeholder(&self, t: TypeId) -> bool {
        self.sema.il.types.flags(t).has(TypeFlags::UNDEDUCED)
    }

    /// Sugar recording that `deduced` was written with a placeholder (see the module doc).
    pub(crate) fn deduced_sugar(&mut self, deduced: TypeId) -> TypeId {
        self.sema.il.types.decltype(ExprId::NONE, deduced)
    }

    /// The type a declared type `declared` (containing `auto` or `decltype(auto)`) deduces from the
    /// lowered initialiser `x` (`names_entity`: the initialiser is an unparenthesised id-expression or
    /// member access, for `decltype(auto)`). None after a gap.
    pub(crate) fn deduce_placeholder(&mut self, declared: TypeId, x: ExprId, names_entity: bool, at: u32) -> Option<TypeId> {
        let n = self.sema.expr(x);
        if n.is_dependent() {
            self.gap("lower: auto deduced from a dependent initialiser", at);
            return None;
        }
        let (a, cat) = (n.ty, n.cat);
        let tt = &self.sema.il.types;
        if tt.is_error(a) {
            return Some(TypeTable::ERROR);
        }
        if matches!(tt.ckind(declared), TypeKind::Auto(AutoKind::DecltypeAuto)) {
            // [dcl.type.decltype] applied to the initialiser.
            let ent = match n.kind {
                ExprKind::DeclRef(e) => Some(e),
                ExprKind::Member { member, .. } => Some(member),
                _ => None,
            };
            if names_entity {
                if let Some(e) = ent.and_then(|e| self.sema.il.entities.get(e)) {
                    if matches!(e.data, Payload::Variable(_) | Payload::Param(_) | Payload::Field(_)) {
                        return Some(e.ty);
                    }
                }
                self.gap("lower: decltype(auto) of a name of this kind", at);
                return None;
            }
            let tt = &mut self.sema.il.types;
            return Some(match cat {
                ValueCat::LValue => tt.lref(a),
                ValueCat::XValue => tt.rref(a),
                ValueCat::PRValue => a,
            });
        }
        if self.contains_decltype_auto(declared, 0) {
            // #2541 "must be a placeholder for the complete type" (position unprobed).
            self.gap("lower: decltype(auto) as a component of a declared type", at);
            return None;
        }
        let tt = &mut self.sema.il.types;
        let deduced = match tt.ckind(declared) {
            TypeKind::LRef(q) => match_placeholder(tt, q, a, 0),
            TypeKind::RRef(q) if matches!(tt.kind(q), TypeKind::Auto(_)) => {
                // A forwarding reference: an lvalue deduces `A&`.
                Some(if cat == ValueCat::LValue { tt.lref(a) } else { a })
            }
            TypeKind::RRef(q) => match_placeholder(tt, q, a, 0),
            _ => {
                let d = tt.decay(a);
                let d = tt.unqualified(d);
                let p = tt.unqualified(declared);
                match_placeholder(tt, p, d, 0)
            }
        };
        let Some(deduced) = deduced else {
            // #304-style mismatch (`auto *p = 1;`): wording and caret not probed.
            self.gap("lower: auto deduction failure", at);
            return None;
        };
        let tt = &mut self.sema.il.types;
        match substitute(tt, declared, deduced, 0) {
            Some(t) => Some(t),
            None => {
                self.gap("lower: placeholder in a declarator of this kind", at);
                None
            }
        }
    }

    fn contains_decltype_auto(&self, t: TypeId, depth: u32) -> bool {
        let tt = &self.sema.il.types;
        if depth > 32 {
            return false;
        }
        match tt.ckind(t) {
            TypeKind::Auto(k) => k == AutoKind::DecltypeAuto,
            TypeKind::Qualified(b, _) | TypeKind::Pointer(b) | TypeKind::LRef(b) | TypeKind::RRef(b) | TypeKind::Array(b, _) => self.contains_decltype_auto(b, depth + 1),
            _ => false,
        }
    }

    /// A variable whose declared type `declared` contains a placeholder: lowers the initialiser, deduces
    /// the type, declares the variable and records the converted initialiser. None after a gap.
    pub(crate) fn auto_variable(&mut self, name: crate::sema::names::Symbol, name_at: u32, declared: TypeId, storage: Storage, vflags: u32, init: Option<&Init>, local: bool, at: u32) -> Option<EntityId> {
        if self.redeclared(name, at) {
            return None;
        }
        if storage == Storage::Extern {
            self.gap("lower: extern auto variable", at);
            return None;
        }
        let decltype_auto = matches!(self.sema.il.types.ckind(declared), TypeKind::Auto(AutoKind::DecltypeAuto));
        // After an error the variable is declared with an error type (its uses are then silent).
        let error_var = |l: &mut Self| {
            let mut data = VariableData { storage, flags: vflags, ..VariableData::default() };
            if local {
                data.flags |= VariableData::LOCAL;
            }
            let sp = crate::source::Span::new(name_at, name_at);
            Some(l.sema.il.declare_variable(l.scope, name, TypeTable::ERROR, data, sp))
        };
        let e = match init {
            None => {
                let tag = if decltype_auto { id::DECLTYPE_AUTO_TYPE_REQUIRES_INITIALIZER } else { id::AUTO_TYPE_REQUIRES_INITIALIZER };
                self.sema.error(tag, name_at);
                return error_var(self);
            }
            Some(Init::Brace(e)) if self.token_before_is_eq(self.ast.expr(*e).span.lo) => *e,
            Some(Init::Brace(e)) => match &self.ast.expr(*e).kind {
                // C++17 `auto x{e};` deduces from `e`.
                ast::ExprKind::InitList(items) if items.len() == 1 && !matches!(self.ast.expr(items[0]).kind, ast::ExprKind::InitList(_) | ast::ExprKind::Designated { .. } | ast::ExprKind::PackExpansion(_)) => items[0],
                _ => {
                    self.gap("lower: auto variable with a braced initialiser of several elements", at);
                    return None;
                }
            },
            Some(Init::Assign(e)) => *e,
            Some(Init::Paren(es)) if es.len() == 1 => es[0],
            Some(_) => {
                self.gap("lower: auto variable with a braced or multiple-expression initialiser", at);
                return None;
            }
        };
        if let ast::ExprKind::InitList(items) = &self.ast.expr(e).kind {
            self.auto_from_braced_list(items, at)?;
            return error_var(self);
        }
        let names_entity = matches!(self.ast.expr(e).kind, ast::ExprKind::Name(_) | ast::ExprKind::Member { .. });
        let x = self.expr(e)?;
        let deduced = self.deduce_placeholder(declared, x, names_entity, at)?;
        let mut ty = if self.sema.il.types.is_error(deduced) { deduced } else { self.deduced_sugar(deduced) };
        if vflags & VariableData::CONSTEXPR != 0 && !self.sema.il.types.is_error(ty) {
            // `constexpr auto`: const, and the same literal-type limits as a written type (specifiers.rs).
            ty = self.constexpr_variable_type(ty, vflags, true, at)?;
        }
        let tt = &self.sema.il.types;
        if tt.is_void(ty) {
            self.gap("lower: auto deduced as void", at);
            return None;
        }
        let mut data = VariableData { storage, flags: vflags, ..VariableData::default() };
        if local {
            data.flags |= VariableData::LOCAL;
        }
        let sp = crate::source::Span::new(name_at, name_at + self.sema.il.names.resolve(name).len() as u32);
        let v = self.sema.il.declare_variable(self.scope, name, ty, data, sp);
        self.sema.il.placeholder_written.insert(v, declared);
        if self.sema.il.types.is_error(ty) {
            return Some(v);
        }
        let xn = self.sema.expr(x);
        let same_class = {
            let tt = &self.sema.il.types;
            tt.class_entity(tt.unqualified(ty)).is_some() && xn.cat == ValueCat::PRValue && tt.unqualified(xn.ty) == tt.unqualified(ty)
        };
        // C++17: a prvalue of the same class initialises the object directly (no copy).
        let init_expr = if same_class { Some(x) } else { self.sema.build_copy_init(x, ty) };
        if let (Some(ie), Some(Payload::Variable(vd))) = (init_expr, self.sema.il.entities.get_mut(v).map(|e| &mut e.data)) {
            vd.init = ie;
        }
        if vflags & (VariableData::CONSTEXPR | VariableData::CONSTINIT) != 0 {
            match init_expr {
                Some(ie) => self.check_constexpr_init(v, ie, at)?,
                None => {
                    self.gap("lower: constexpr auto variable with an erroneous initialiser", at);
                    return None;
                }
            }
        }
        Some(v)
    }

    /// Is the token just before `at` a `=`?
    pub(crate) fn token_before_is_eq(&self, at: u32) -> bool {
        let toks = &self.lexed.tokens;
        let i = toks.partition_point(|t| t.span.lo < at);
        i > 0 && toks.get(i - 1).map(|t| t.kind == crate::lex::TokenKind::Eq).unwrap_or(false)
    }

    /// `auto x = {a, b};`: `std::initializer_list<T>`, which needs `<initializer_list>` (a gap); elements of
    /// different types give #1587 at the declaration [corpus cpp/auto_no_initializer].
    fn auto_from_braced_list(&mut self, items: &[ast::ExprId], at: u32) -> Option<()> {
        let mut tys = Vec::new();
        for &i in items {
            if matches!(self.ast.expr(i).kind, ast::ExprKind::InitList(_) | ast::ExprKind::Designated { .. } | ast::ExprKind::PackExpansion(_)) {
                self.gap("lower: auto deduced from a nested braced list", at);
                return None;
            }
            let x = self.expr(i)?;
            let n = self.sema.expr(x);
            if n.is_dependent() || self.sema.il.types.is_error(n.ty) {
                self.gap("lower: auto deduced from a braced list with a dependent or erroneous element", at);
                return None;
            }
            let tt = &mut self.sema.il.types;
            let d = tt.decay(n.ty);
            tys.push(tt.unqualified(d));
        }
        let differ = tys.windows(2).any(|w| !self.sema.il.types.same(w[0], w[1]));
        if !differ {
            self.gap("lower: auto deduced from a braced list (std::initializer_list)", at);
            return None;
        }
        self.sema.error(id::CANNOT_DEDUCE_AUTO_TYPE, at);
        Some(())
    }

    /// After a body with a deduced return type: the type its `return` statements deduce (void when
    /// there is none). None after a gap (different types, or a placeholder other than plain `auto`).
    pub(crate) fn deduce_return(&mut self, declared_ret: TypeId, returns: &[ExprId], at: u32) -> Option<TypeId> {
        let tt = &self.sema.il.types;
        let decltype_auto = matches!(tt.kind(declared_ret), TypeKind::Auto(AutoKind::DecltypeAuto));
        if decltype_auto && returns.iter().any(|r| !r.is_none() && !self.decltype_auto_returns.contains_key(r)) {
            // A return operand `decltype_auto_return` did not see (a lambda's, a braced list).
            self.gap("lower: decltype(auto) return type", at);
            return None;
        }
        if !decltype_auto && !matches!(tt.kind(declared_ret), TypeKind::Auto(AutoKind::Auto)) {
            self.gap("lower: deduced return type other than plain auto or decltype(auto)", at);
            return None;
        }
        let mut found: Option<TypeId> = None;
        for &r in returns {
            let t = if r.is_none() {
                TypeTable::VOID
            } else {
                let n = self.sema.expr(r);
                if n.is_dependent() {
                    self.gap("lower: return type deduced from a dependent operand", at);
                    return None;
                }
                if self.sema.il.types.is_error(n.ty) || self.sema.is_error(r) {
                    // After an error in the operand EDG deduces an error type silently.
                    return Some(TypeTable::ERROR);
                }
                if decltype_auto {
                    match self.decltype_auto_returns.get(&r) {
                        Some(&t) => t,
                        None => {
                            self.gap("lower: decltype(auto) return type", at);
                            return None;
                        }
                    }
                } else {
                    let tt = &mut self.sema.il.types;
                    let d = tt.decay(n.ty);
                    tt.unqualified(d)
                }
            };
            match found {
                None => found = Some(t),
                Some(f) if self.sema.il.types.same(f, t) => {}
                Some(f) => {
                    // #2546 at the later return's operand [corpus lambdas/auto_return_mixed]; EDG reports
                    // it as it meets that return: only in order when nothing was reported after it.
                    let pos = if r.is_none() { at } else { self.sema.expr(r).span.lo };
                    let later = self.sema.diags.iter().chain(self.out.iter()).any(|d| match d.at {
                        crate::diag::Where::At(o) => o >= pos,
                        _ => true,
                    });
                    if r.is_none() || decltype_auto || later {
                        self.gap("lower: return statements deducing different types", at);
                        return None;
                    }
                    let p = crate::sema::printing::Printer::new(&self.sema.il);
                    let (a, b) = (p.type_str(t), p.type_str(f));
                    self.sema.error(id::DEDUCED_RETURN_TYPE_CONFLICT, pos).args.extend([crate::diag::Arg::Type(a), crate::diag::Arg::Type(b)]);
                    return Some(f);
                }
            }
        }
        Some(found.unwrap_or(TypeTable::VOID))
    }
}


impl<'a> Lowerer<'a> {
    /// The operand `v` (lowered from `e`) of `return` in a function declared `decltype(auto) f()`:
    /// records `decltype(e)` for `deduce_return` ([dcl.type.decltype]: an unparenthesised
    /// id-expression or member access gives the entity's declared type, anything else T&, T&& or T by
    /// value category: `return (g);` deduces `int &`, probed in corpus/cxx20s18-s18), and converts the
    /// operand to a prvalue when the deduced type is not a reference. Other functions: `v` unchanged.
    pub(crate) fn decltype_auto_return(&mut self, e: crate::parse::ast::ExprId, v: ExprId) -> ExprId {
        let f = self.sema.current_function;
        let Some(ent) = self.sema.il.entities.get(f) else { return v };
        let deduced = ent.function().map(|fd| fd.has(crate::sema::entities::FunctionData::DEDUCED_RETURN)).unwrap_or(false);
        if !deduced || v.is_none() || self.sema.is_error(v) {
            return v;
        }
        let decltype_auto = match self.sema.il.types.ckind(ent.ty) {
            TypeKind::Function(sig) => matches!(self.sema.il.types.kind(sig.ret), TypeKind::Auto(AutoKind::DecltypeAuto)),
            _ => false,
        };
        let n = self.sema.expr(v);
        if !decltype_auto || n.is_dependent() {
            return v;
        }
        let names_entity = matches!(self.ast.expr(e).kind, crate::parse::ast::ExprKind::Name(_) | crate::parse::ast::ExprKind::Member { .. });
        let declared = match n.kind {
            ExprKind::DeclRef(x) | ExprKind::Member { member: x, .. } if names_entity => self.sema.il.entities.get(x).filter(|x| matches!(x.data, Payload::Variable(_) | Payload::Param(_) | Payload::Field(_))).map(|x| x.ty),
            _ => None,
        };
        if names_entity && declared.is_none() {
            // A name lowering rewrote (a member through `this`, an enumerator …): not modelled.
            return v;
        }
        let tt = &mut self.sema.il.types;
        let t = match declared {
            Some(t) => t,
            None => match n.cat {
                ValueCat::LValue => tt.lref(n.ty),
                ValueCat::XValue => tt.rref(n.ty),
                ValueCat::PRValue => n.ty,
            },
        };
        let by_ref = matches!(tt.ckind(t), TypeKind::LRef(_) | TypeKind::RRef(_));
        let class = tt.class_entity(tt.unqualified(n.ty)).is_some();
        if !by_ref && (class || !tt.quals(t).is_empty()) {
            // A class object or a cv-qualified value returned by value: not modelled.
            return v;
        }
        let v = if by_ref || n.cat == ValueCat::PRValue { v } else { self.sema.default_conversion(v) };
        self.decltype_auto_returns.insert(v, t);
        v
    }

    /// The operand of `return` in a function whose return type is being deduced from plain `auto`:
    /// lvalue-to-rvalue conversion and decay for a non-class operand.
    pub(crate) fn deduced_return_operand(&mut self, v: ExprId) -> ExprId {
        let f = self.sema.current_function;
        let Some(e) = self.sema.il.entities.get(f) else { return v };
        let deduced = e.function().map(|fd| fd.has(crate::sema::entities::FunctionData::DEDUCED_RETURN)).unwrap_or(false);
        if !deduced || v.is_none() || self.sema.is_error(v) {
            return v;
        }
        let plain_auto = match self.sema.il.types.ckind(e.ty) {
            TypeKind::Function(sig) => matches!(self.sema.il.types.kind(sig.ret), TypeKind::Auto(AutoKind::Auto)),
            _ => false,
        };
        let n = self.sema.expr(v);
        if !plain_auto || n.is_dependent() || self.sema.il.types.class_entity(self.sema.il.types.unqualified(n.ty)).is_some() {
            return v;
        }
        self.sema.default_conversion(v)
    }

    /// Before a function body: when the declared return type is a placeholder, marks the function as
    /// having a deduced return type and returns the declared type.
    pub(crate) fn begin_deduced_return(&mut self, f: EntityId) -> Option<TypeId> {
        let ty = self.sema.il.entities.get(f)?.ty;
        let TypeKind::Function(sig) = self.sema.il.types.ckind(ty) else { return None };
        if !self.has_placeholder(sig.ret) {
            return None;
        }
        if let Some(Payload::Function(fd)) = self.sema.il.entities.get_mut(f).map(|e| &mut e.data) {
            fd.flags |= crate::sema::entities::FunctionData::DEDUCED_RETURN;
        }
        Some(ty)
    }

    /// After the body: the return type deduced from its `return` statements replaces the placeholder
    /// (the declared type is kept in `Il::placeholder_written`). None after a gap.
    pub(crate) fn finish_deduced_return(&mut self, f: EntityId, declared: Option<TypeId>, at: u32) -> Option<()> {
        let Some(declared) = declared else { return Some(()) };
        let TypeKind::Function(mut sig) = self.sema.il.types.ckind(declared) else { return Some(()) };
        let returns = self.returns.clone();
        let r = self.deduce_return(sig.ret, &returns, at)?;
        sig.ret = self.deduced_sugar(r);
        let nt = self.sema.il.types.function(sig);
        self.sema.il.placeholder_written.insert(f, declared);
        if let Some(e) = self.sema.il.entities.get_mut(f) {
            e.ty = nt;
        }
        Some(())
    }
}

/// Matches a (canonical) declared type `p` containing one `auto` against `a`: the type `auto` stands for.
fn match_placeholder(tt: &mut TypeTable, p: TypeId, a: TypeId, depth: u32) -> Option<TypeId> {
    if depth > 32 {
        return None;
    }
    match tt.ckind(p) {
        TypeKind::Auto(_) => Some(a),
        TypeKind::Qualified(pb, pq) => {
            let (ab, aq) = tt.split_quals(a);
            if !aq.has(pq) {
                // `const auto` from a less qualified `A`: `auto` = A (the declared cv is added).
                if matches!(tt.ckind(pb), TypeKind::Auto(_)) {
                    return Some(a);
                }
                return None;
            }
            let rest = aq.minus(pq);
            let inner = if rest.is_empty() { ab } else { tt.qualified(ab, rest) };
            match_placeholder(tt, pb, inner, depth + 1)
        }
        TypeKind::Pointer(pp) => match tt.ckind(a) {
            TypeKind::Pointer(ap) => match_placeholder(tt, pp, ap, depth + 1),
            _ => None,
        },
        _ => None,
    }
}

/// `p` with its `auto` replaced by `d`.
fn substitute(tt: &mut TypeTable, p: TypeId, d: TypeId, depth: u32) -> Option<TypeId> {
    if depth > 32 {
        return None;
    }
    Some(match tt.ckind(p) {
        TypeKind::Auto(_) => d,
        TypeKind::Qualified(b, q) => {
            let s = substitute(tt, b, d, depth + 1)?;
            tt.qualified(s, q)
        }
        TypeKind::Pointer(b) => {
            let s = substitute(tt, b, d, depth + 1)?;
            tt.pointer(s)
        }
        TypeKind::LRef(b) => {
            let s = substitute(tt, b, d, depth + 1)?;
            tt.lref(s)
        }
        TypeKind::RRef(b) => {
            let s = substitute(tt, b, d, depth + 1)?;
            tt.rref(s)
        }
        _ => return None,
    })
}

#[cfg(test)]
mod decltype_auto_tests {
    use super::super::tests::lower_src;
    use crate::diag::id;

    #[test]
    fn parenthesised_name_deduces_a_reference() {
        // Probed: `ref_g() = 1` is fine, `val_g() = 2` is #137 "expression must be a modifiable lvalue".
        let o = lower_src("int g;\ndecltype(auto) val_g() { return g; }\ndecltype(auto) ref_g() { return (g); }\nvoid use() { ref_g() = 1; val_g() = 2; }");
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert_eq!(o.diags.iter().map(|d| (d.0, d.1)).collect::<Vec<_>>(), vec![(id::EXPR_NOT_A_MODIFIABLE_LVALUE, 4)]);
    }

    #[test]
    fn cv_qualified_declared_type_is_a_gap() {
        let o = lower_src("const int cg = 4;\ndecltype(auto) cval() { return cg; }");
        assert_eq!(o.gaps, vec!["lower: decltype(auto) return type".to_string()]);
    }
}
