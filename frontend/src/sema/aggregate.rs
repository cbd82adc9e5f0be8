//! Aggregate initialisation from braced lists ([dcl.init.aggr]) with brace elision, C++20 designated
//! initialisers, arrays of unknown bound and character arrays from string literals (probes/x8):
//!
//! - too many elements: #146 `too many initializer values` at the first extra initialiser;
//! - `.z = …` naming no field: #136 `class "P" has no field "z"` at the designator's name;
//! - a designator for an earlier field: #2904 `out-of-order initializers are nonstandard in C++` (error);
//! - element conversions are list-initialisation (narrowing warnings #2361, see `init.rs`);
//! - `char s[3] = "abcd";`: #144 with the literal's array type (`"const char [5]"` → `"char [3]"`).
//!
//! Unions initialise one member (`init_union`). Classes with base classes and classes with
//! user-declared constructors are not aggregates handled here (gap / constructor path).

use super::action::Sema;
use super::entities::Payload;
use super::expr::{ExprKind, ValueCat};
use super::ids::{EntityId, ExprId, TypeId};
use super::names::Symbol;
use super::types::{ArrayBound, TypeKind};
use crate::diag::{id, Arg};
use crate::source::{Offset, Span};

/// One initialiser in a braced list, with its optional designator (`.name = `).
#[derive(Clone, Debug)]
pub struct InitItem {
    pub designator: Option<(Symbol, Offset)>,
    pub value: InitValue,
}

#[derive(Clone, Debug)]
pub enum InitValue {
    Expr(ExprId),
    /// A nested braced list and its span.
    List(Vec<InitItem>, Span),
}

impl InitItem {
    fn start(&self, s: &Sema) -> Offset {
        match &self.value {
            InitValue::Expr(e) => s.expr(*e).span.lo,
            InitValue::List(_, sp) => sp.lo,
        }
    }
}

const MAX_NEST: u32 = 256;

impl<'a> Sema<'a> {
    /// Copy-list-initialisation `T x = { items }` (also `return { items };`) for an aggregate or scalar `T`,
    /// or a class with constructors (list_init_class.rs). Returns the initialiser node and the completed
    /// type (an array of unknown bound gets its bound), or `None` after a diagnostic/gap.
    pub fn build_list_init(&mut self, ty: TypeId, items: &[InitItem], span: Span) -> Option<(ExprId, TypeId)> {
        self.init_from_list(ty, items, span, 0, false)
    }

    /// Direct-list-initialisation `T x{ items }`, `T{ items }`, `m{ items }` in a constructor: as
    /// [`Self::build_list_init`], except that a chosen explicit constructor is allowed ([over.match.list]).
    pub fn build_direct_list_init(&mut self, ty: TypeId, items: &[InitItem], span: Span) -> Option<(ExprId, TypeId)> {
        self.init_from_list(ty, items, span, 0, true)
    }

    /// `direct`: the outermost list is direct-list-initialisation (nested lists never are).
    fn init_from_list(&mut self, ty: TypeId, items: &[InitItem], span: Span, depth: u32, direct: bool) -> Option<(ExprId, TypeId)> {
        if depth > MAX_NEST {
            self.gaps.note("sema: initializer nesting too deep", span.lo);
            return None;
        }
        let mut cursor = 0;
        let r = self.init_aggregate(ty, items, &mut cursor, span, depth, true, direct)?;
        if cursor < items.len() {
            let at = items[cursor].start(self);
            self.error(id::TOO_MANY_INITIALIZER_VALUES, at);
            return None;
        }
        Some(r)
    }

    /// Initialises one object of type `ty` from `items[*cursor..]`. `braced`: `items` is this object's own
    /// list (all of it belongs to `ty`); otherwise brace elision takes as many items as `ty` needs.
    /// `direct`: `items` is a direct-list-initialiser of `ty`.
    #[allow(clippy::too_many_arguments)]
    fn init_aggregate(&mut self, ty: TypeId, items: &[InitItem], cursor: &mut usize, span: Span, depth: u32, braced: bool, direct: bool) -> Option<(ExprId, TypeId)> {
        let t = self.il.types.unqualified(ty);
        match self.il.types.ckind(t) {
            TypeKind::Array(elem, bound) => {
                // A string literal initialising a character array.
                if let Some(InitItem { value: InitValue::Expr(e), designator: None }) = items.get(*cursor) {
                    if let ExprKind::StringLit { len } = self.expr(*e).kind {
                        if self.il.types.is_integral(elem) {
                            *cursor += 1;
                            return self.init_char_array(t, elem, bound, *e, len);
                        }
                    }
                }
                let limit = match bound {
                    ArrayBound::Known(n) => Some(n),
                    ArrayBound::Unknown => None,
                    _ => {
                        self.gaps.note("sema: initializer for dependent/variable-length array", span.lo);
                        return None;
                    }
                };
                let mut out = Vec::new();
                let mut n = 0u64;
                while *cursor < items.len() && limit.map(|l| n < l).unwrap_or(true) {
                    if items[*cursor].designator.is_some() {
                        self.gaps.note("sema: array designators", span.lo);
                        return None;
                    }
                    out.push(self.init_element(elem, items, cursor, depth)?);
                    n += 1;
                    if out.len() > 1_000_000 {
                        break;
                    }
                }
                let l = self.il.exprs.add_list(&out);
                let done_ty = if limit.is_none() { self.il.types.array(elem, ArrayBound::Known(n)) } else { t };
                let _ = braced;
                Some((self.add(ExprKind::InitList(l), done_ty, ValueCat::PRValue, span, span.lo), done_ty))
            }
            TypeKind::Class(c) => {
                if braced && *cursor == 0 && !self.is_aggregate_type(t) && self.has_user_declared_constructor(c) {
                    // [over.match.list]: constructors (`list_init_class.rs`).
                    *cursor = items.len();
                    return self.list_init_class(t, c, items, span, direct).map(|e| (e, t));
                }
                if braced && items.is_empty() && self.is_trivial_union(c, 0) {
                    // `U u{};` of a union without constructors: value-initialisation (zero), nothing to
                    // check ([dcl.init.list]/3.4; libstdc++'s `_Any_data _M_functor{};`). Non-empty
                    // union lists (only the first member is initialised) are still a gap below.
                    *cursor = items.len();
                    let l = self.il.exprs.add_list(&[]);
                    return Some((self.add(ExprKind::InitList(l), t, ValueCat::PRValue, span, span.lo), t));
                }
                // One element of the same class: copied by its constructors, not taken apart
                // ([dcl.init.list]/3.2, `S y{s}`).
                if braced && *cursor == 0 && items.len() == 1 && items[0].designator.is_none() {
                    if let InitValue::Expr(e) = items[0].value {
                        let et = self.il.types.unqualified(self.il.types.non_reference(self.ty_of(e)));
                        if self.il.types.same(et, t) {
                            *cursor = 1;
                            let r = self.build_construct(t, &[e], span, span.lo);
                            return Some((r, t));
                        }
                    }
                }
                let fields = self.aggregate_fields(c, span.lo)?;
                if self.il.entities.get(c).and_then(|e| e.class()).map(|cd| cd.key) == Some(super::entities::ClassKey::Union) {
                    return self.init_union(t, c, &fields, items, cursor, span, depth, braced);
                }
                let mut out = Vec::new();
                let mut next = 0usize;
                while *cursor < items.len() && next <= fields.len() {
                    let item = &items[*cursor];
                    if !braced && item.designator.is_some() {
                        break; // a designator belongs to the enclosing braced list
                    }
                    if let Some((name, at)) = item.designator {
                        let Some(k) = fields.iter().position(|&f| self.il.entities.get(f).map(|e| e.name) == Some(name)) else {
                            let cname = super::printing::Printer::new(self.il).qualified_name(c);
                            let fname = self.il.names.resolve(name).to_string();
                            let d = self.error(id::NOT_A_FIELD, at);
                            d.args.push(Arg::Entity { kind: "class".into(), name: cname });
                            d.args.push(Arg::Str(fname));
                            return None;
                        };
                        if k < next {
                            self.error(id::NO_OUT_OF_ORDER_INIT_IN_CPP_MODE, at);
                            return None;
                        }
                        next = k;
                    } else if !braced && depth > 0 && next >= fields.len() {
                        break;
                    }
                    if next >= fields.len() {
                        break;
                    }
                    let fty = self.il.entities.get(fields[next]).map(|e| e.ty).unwrap_or(super::types::TypeTable::ERROR);
                    out.push(self.init_element(fty, items, cursor, depth)?);
                    next += 1;
                }
                let l = self.il.exprs.add_list(&out);
                Some((self.add(ExprKind::InitList(l), t, ValueCat::PRValue, span, span.lo), t))
            }
            _ => {
                // Scalar from a (possibly elided) list: exactly one element.
                let Some(item) = items.get(*cursor).cloned() else {
                    // `int i{};` / `int i = {};`: value-initialisation (not an uninitialised variable).
                    if braced && *cursor == 0 {
                        return Some((self.build_value_init(ty, span), ty));
                    }
                    return None;
                };
                *cursor += 1;
                match item.value {
                    InitValue::Expr(e) => self.build_scalar_list_init(e, ty).map(|x| (x, ty)),
                    InitValue::List(inner, sp) => {
                        if inner.len() > 1 {
                            let at = inner[1].start(self);
                            self.error(id::TOO_MANY_INITIALIZER_VALUES, at);
                            return None;
                        }
                        match inner.first() {
                            Some(InitItem { value: InitValue::Expr(e), designator: None }) => {
                                let e = *e;
                                self.build_scalar_list_init(e, ty).map(|x| (x, ty))
                            }
                            None => {
                                // `{}`: value-initialisation.
                                let l = self.il.exprs.add_list(&[]);
                                Some((self.add(ExprKind::InitList(l), ty, ValueCat::PRValue, sp, sp.lo), ty))
                            }
                            _ => {
                                self.gaps.note("sema: nested braces around a scalar", sp.lo);
                                None
                            }
                        }
                    }
                }
            }
        }
    }

    /// A union from a braced list ([dcl.init.aggr]/16): one member is initialised, the first named data
    /// member or the designated one (`{.b = 1}`); a further initialiser in the union's own list is #146
    /// at it (the caller's check). Empty braces are value-initialisation, which only a union of scalars
    /// is known to take without a call (else a gap).
    #[allow(clippy::too_many_arguments)]
    fn init_union(&mut self, t: TypeId, c: EntityId, fields: &[EntityId], items: &[InitItem], cursor: &mut usize, span: Span, depth: u32, braced: bool) -> Option<(ExprId, TypeId)> {
        let mut out = Vec::new();
        if let Some(item) = items.get(*cursor) {
            let k = match item.designator {
                // A designator in an elided union's items belongs to the enclosing list.
                Some(_) if !braced => None,
                Some(_) => {
                    // Designated union initialisers (#136 wording for unions, what may follow) are not probed.
                    self.gaps.note("sema: designated initialiser of a union", span.lo);
                    return None;
                }
                None => Some(0),
            };
            if let Some(&f) = k.and_then(|k| fields.get(k)) {
                let fty = self.il.entities.get(f).map(|e| e.ty).unwrap_or(super::types::TypeTable::ERROR);
                out.push(self.init_element(fty, items, cursor, depth)?);
            }
        } else if !self.is_trivial_union(c, 0) {
            self.gaps.note("sema: value-initialisation of a union with class members", span.lo);
            return None;
        }
        let l = self.il.exprs.add_list(&out);
        Some((self.add(ExprKind::InitList(l), t, ValueCat::PRValue, span, span.lo), t))
    }

    /// One element (field/array element) of type `ety` from `items[*cursor]`, with brace elision.
    fn init_element(&mut self, ety: TypeId, items: &[InitItem], cursor: &mut usize, depth: u32) -> Option<ExprId> {
        let item = items[*cursor].clone();
        let is_aggr = self.is_aggregate_type(ety);
        match item.value {
            InitValue::List(inner, sp) => {
                *cursor += 1;
                if is_aggr {
                    return self.init_from_list(ety, &inner, sp, depth + 1, false).map(|x| x.0);
                }
                if self.il.types.class_entity(ety).is_some() {
                    self.gaps.note("sema: list-initialisation of a class with constructors", sp.lo);
                    return None;
                }
                let mut c = 0;
                self.init_aggregate(ety, &inner, &mut c, sp, depth + 1, true, false).map(|x| x.0)
            }
            InitValue::Expr(e) => {
                let et = self.ty_of(e);
                let same_class = self.il.types.class_entity(et).is_some()
                    && self.il.types.same(self.il.types.unqualified(et), self.il.types.unqualified(ety));
                let string_into_chars = matches!(self.expr(e).kind, ExprKind::StringLit { .. })
                    && matches!(self.il.types.ckind(ety), TypeKind::Array(el, _) if self.il.types.is_integral(el));
                if is_aggr && !same_class && !string_into_chars {
                    // Brace elision: the element takes as many initialisers as it needs.
                    let sp = self.expr(e).span;
                    let x = self.init_aggregate(ety, items, cursor, sp, depth + 1, false, false)?.0;
                    if matches!(self.expr(x).kind, ExprKind::InitList(_)) {
                        if let Some(n) = self.il.exprs.get_mut(x) {
                            n.flags |= super::expr::Expr::ELIDED;
                        }
                    }
                    return Some(x);
                }
                *cursor += 1;
                if string_into_chars {
                    let TypeKind::Array(el, b) = self.il.types.ckind(ety) else { return None };
                    let ExprKind::StringLit { len } = self.expr(e).kind else { return None };
                    return self.init_char_array(ety, el, b, e, len).map(|x| x.0);
                }
                if self.il.types.class_entity(ety).is_some() {
                    return self.build_copy_init(e, ety);
                }
                self.build_scalar_list_init(e, ety)
            }
        }
    }

    fn init_char_array(&mut self, arr: TypeId, _elem: TypeId, bound: ArrayBound, lit: ExprId, len: u32) -> Option<(ExprId, TypeId)> {
        let n = self.expr(lit);
        match bound {
            ArrayBound::Known(b) if (len as u64) > b => {
                // The terminating NUL may be dropped (`char s[3] = "abc";`), more may not.
                let (a, t) = (self.ty_arg(n.ty), self.ty_arg(arr));
                let d = self.error(id::BAD_INITIALIZER_TYPE, n.span.lo);
                d.args.push(a);
                d.args.push(t);
                None
            }
            ArrayBound::Known(_) => Some((lit, arr)),
            ArrayBound::Unknown => {
                let TypeKind::Array(el, _) = self.il.types.ckind(arr) else { return None };
                let t = self.il.types.array(el, ArrayBound::Known(len as u64 + 1));
                Some((lit, t))
            }
            _ => None,
        }
    }

    /// Arrays and classes without user-declared constructors, bases or virtual functions.
    fn is_aggregate_type(&self, t: TypeId) -> bool {
        match self.il.types.ckind(self.il.types.unqualified(t)) {
            TypeKind::Array(..) => true,
            TypeKind::Class(c) => {
                let Some(cd) = self.il.entities.get(c).and_then(|e| e.class()).copied() else { return false };
                cd.complete
                    && !cd.polymorphic
                    && self.il.entities.bases_of(c).is_empty()
                    && !self.declared_specials(c).any_ctor_user(self, c)
                    // C++17: no private or protected non-static data members.
                    && !self.il.scopes.members(&self.il.entities, cd.scope).take(100_000).any(|m| {
                        self.il.entities.get(m).map(|e| matches!(e.data, Payload::Field(_)) && matches!(e.access, super::entities::Access::Private | super::entities::Access::Protected)).unwrap_or(false)
                    })
            }
            _ => false,
        }
    }

    /// A complete union without user-declared constructors, bases or virtual functions whose members are
    /// all scalars, arrays of scalars or such unions: its default initialisation is trivial, so `{}`
    /// cannot call anything or fail.
    fn is_trivial_union(&self, c: EntityId, depth: u32) -> bool {
        let Some(cd) = self.il.entities.get(c).and_then(|e| e.class()).copied() else { return false };
        if depth > 8 || !cd.complete || cd.polymorphic || cd.key != super::entities::ClassKey::Union {
            return false;
        }
        if !self.il.entities.bases_of(c).is_empty() || self.has_user_declared_constructor(c) {
            return false;
        }
        self.il.scopes.members(&self.il.entities, cd.scope).take(10_000).all(|m| {
            let Some(e) = self.il.entities.get(m) else { return false };
            if !matches!(e.data, Payload::Field(_)) {
                return true;
            }
            let (_, elem, _) = self.il.types.split_array_quals(e.ty);
            self.il.types.is_scalar(elem) || self.il.types.class_entity(elem).is_some_and(|u| self.is_trivial_union(u, depth + 1))
        })
    }

    /// The non-static data members of aggregate class `c`, in order (None after a gap).
    fn aggregate_fields(&mut self, c: EntityId, at: Offset) -> Option<Vec<EntityId>> {
        let cd = self.il.entities.get(c).and_then(|e| e.class()).copied()?;
        if !self.is_aggregate_type(self.il.entities.get(c).map(|e| e.ty).unwrap_or(super::types::TypeTable::ERROR)) {
            self.gaps.note("sema: list-initialisation of a non-aggregate class", at);
            return None;
        }
        let fields = self
            .il
            .scopes
            .members(&self.il.entities, cd.scope)
            .take(100_000)
            .filter(|&m| match self.il.entities.get(m) {
                Some(e) => matches!(e.data, Payload::Field(fd) if !(fd.bit_width.is_some() && e.name.is_empty())),
                None => false,
            })
            .collect();
        Some(fields)
    }
}

impl super::special::Declared {
    /// Whether the class has a constructor the user declared (implicit ones do not count).
    fn any_ctor_user(&self, s: &Sema, c: EntityId) -> bool {
        let _ = self;
        s.constructors(c).iter().any(|&f| s.il.entities.get(f).and_then(|e| e.function()).is_none_or(|d| super::aggregate::ctor_blocks_aggregate(s.il, d)))
    }
}

/// Whether constructor `d` keeps its class from being an aggregate ([dcl.init.aggr]/1): in C++20 any
/// user-declared one; before, a user-provided or explicit one — a constructor defaulted or deleted on
/// its first declaration does not (`struct A { A() = delete; int x; }; A a{1};` is valid C++17)
/// [probed: corpus/cxxfe19-s19/aggregate_*]. (A constructor defaulted out of class is a
/// gap before it gets here, lower/outofclass.rs.)
pub(crate) fn ctor_blocks_aggregate(il: &super::il::Il, d: &super::entities::FunctionData) -> bool {
    use super::entities::FunctionData as F;
    if d.has(F::IMPLICIT) {
        return false;
    }
    il.cpp20 || d.has(F::EXPLICIT) || !(d.has(F::DEFAULTED) || d.has(F::DELETED))
}
