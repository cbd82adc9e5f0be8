//! Itanium C++ ABI name mangling of functions and variables.
//!
//! cudafe++'s mangled names are observable in the module id (`crc32` of the first eligible entity's
//! mangled name), in `.nvHR*` arrays and in `_GLOBAL__N_<module id>` names. Every expected string in the
//! tests below was produced by g++ 12 (`g++ -c` + `nm`) for the same declarations, which is the same ABI.
//!
//! Covered: nested names (namespaces, classes, class template specialisations, inline namespaces), the
//! anonymous namespace (name supplied by the caller: cudafe++ uses `_GLOBAL__N_<module id>`), builtin types
//! (incl. `__int128`, `_Float16` = `DF16_`, `__float128` = `g`, `char8/16/32_t`, `nullptr_t` = `Dn`), cv and
//! restrict (top-level dropped on parameters), pointers, references, arrays, function types (`Do` for
//! `noexcept` as g++ 12 spells it), pointers to members, vectors (`Dv4_i`), complex (`Cd`), template
//! arguments (types, integers `Li3E`/`Lin3E`, bool `Lb1E`, packs `J…E`, `nullptr` `LDnE`, entity
//! addresses `XadL_Z1hEE`), template parameters (`T_`, `T0_`, packs `DpT_`), substitutions (`S_`, `S0_`, …
//! base 36) and the std abbreviations (`St`, `Sa`, `Sb`, `Ss`, `Si`, `So`, `Sd`), constructors/destructors
//! (`C1`/`D1`), operator names, conversion functions (`cv`), cv/ref-qualified member functions (`NK…`,
//! `NO…`), function template specialisations (signature of the template with `T_` + return type).
//!
//! Not covered (returns [`Unsupported`], the caller records a gap): local entities (`Z…E`), lambdas and
//! unnamed classes (`Ut_`/`Ul…E`), ABI tags (`B5cxx11`), dependent expressions in types or arguments,
//! `decltype` in signatures, template template parameters, NVIDIA's `Unvdl` lambda encodings.

use super::entities::{FnRole, FunctionData, Payload, TemplateParamKind, VariableData};
use super::ids::{ArgListId, EntityId, TypeId};
use super::il::Il;
use super::types::{ArrayBound, FloatKind, IntKind, Noexcept, Quals, RefQual, TemplateArg, TypeKind};

/// The construct that could not be mangled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unsupported(pub &'static str);

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Sub {
    /// A canonical type.
    Type(TypeId),
    /// A namespace/class prefix (or a class type, which is the same component).
    Entity(EntityId),
    /// A template name prefix (`ns::X` in `ns::X<int>`).
    Template(EntityId),
}

pub struct Mangler<'a> {
    il: &'a Il,
    /// Name used for unnamed namespaces (`_GLOBAL__N_1` in g++; cudafe++ uses `_GLOBAL__N_<module id>`).
    anon_namespace: &'a str,
    out: String,
    subs: Vec<Sub>,
    /// Template arguments in scope for `T_` references: (depth, args).
    depth: u32,
    /// The broken form EDG prints after an error (`broken_signature`): types mangle as `1?`.
    broken: bool,
}

const MAX_DEPTH: u32 = 200;

/// Mangles a function or variable. `anon_namespace` is the name printed for unnamed namespaces.
pub fn mangle(il: &Il, e: EntityId, anon_namespace: &str) -> Result<String, Unsupported> {
    let mut m = Mangler {
        il,
        anon_namespace,
        out: String::new(),
        subs: Vec::new(),
        depth: 0,
        broken: false,
    };
    m.entity(e)?;
    Ok(m.out)
}

/// The broken callee name cudafe++ prints in the cross-space call errors (3462-3465) once any error has been
/// emitted earlier in the TU: the mangled `<name>` with every parameter type replaced by `1?` —
/// `"_Z1d1?"`, `"_Z2dd1?1?"`, `"_ZN1SC1E1?"`, `"_ZNK1N1S1mE1?"` [verified, B §3.2]. Callees without
/// parameters are printed normally by the caller (`"z()"`), so this returns `None` for them.
pub fn broken_signature(il: &Il, e: EntityId, anon_namespace: &str) -> Result<Option<String>, Unsupported> {
    let ent = il.entities.get(e).ok_or(Unsupported("bad entity"))?;
    let Some(fd) = ent.function() else {
        return Err(Unsupported("mangling: not a function"));
    };
    // A conversion function's type is part of its name (`_ZNK7Celsiuscv1?Ev`, probe lead-s8 p3).
    let conversion = fd.role == FnRole::Conversion;
    if fd.param_count == 0 && !conversion && fd.spec.template.is_none() {
        return Ok(None);
    }
    let (quals, rq) = match il.types.ckind(ent.ty) {
        TypeKind::Function(sig) => (sig.quals, sig.ref_qual),
        _ => (Quals::NONE, RefQual::None),
    };
    let mut m = Mangler {
        il,
        anon_namespace,
        out: String::from("_Z"),
        subs: Vec::new(),
        depth: 0,
        broken: false,
    };
    m.broken = true;
    m.name(e, quals, rq)?;
    // A function template specialisation: its template arguments broken too, then the return type and
    // the parameters (`_Z2tdI1?E1?1?`, `_Z2tnIL1?n3EE1?1?`, `_Z2tzI1?E1?v`; probes cuda18 t1/t3).
    if fd.spec.template.is_some() {
        if matches!(fd.role, FnRole::Constructor | FnRole::Destructor | FnRole::Conversion) {
            return Err(Unsupported("mangling: broken name of a special member template"));
        }
        m.out.push_str("1?");
    }
    for _ in 0..fd.param_count {
        m.out.push_str("1?");
    }
    if fd.param_count == 0 {
        m.out.push('v');
    }
    Ok(Some(m.out))
}

fn base36(mut n: usize) -> String {
    if n == 0 {
        return "0".into();
    }
    let digits = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    let mut v = Vec::new();
    while n > 0 {
        v.push(digits[n % 36]);
        n /= 36;
    }
    v.reverse();
    String::from_utf8(v).unwrap_or_default()
}

/// `operator+`, `operator new`, … (not a conversion function or a literal operator).
fn is_operator_name(name: &str) -> bool {
    name.strip_prefix("operator").map(str::trim).is_some_and(|op| operator_code(op, 2).is_some())
}

/// Operator name encodings ([abi] 5.1.5.3). `arity` distinguishes unary/binary forms.
fn operator_code(op: &str, arity: usize) -> Option<&'static str> {
    Some(match (op, arity) {
        ("new", _) => "nw",
        ("new[]", _) => "na",
        ("delete", _) => "dl",
        ("delete[]", _) => "da",
        ("+", 1) => "ps",
        ("+", _) => "pl",
        ("-", 1) => "ng",
        ("-", _) => "mi",
        ("&", 1) => "ad",
        ("&", _) => "an",
        ("*", 1) => "de",
        ("*", _) => "ml",
        ("~", _) => "co",
        ("/", _) => "dv",
        ("%", _) => "rm",
        ("|", _) => "or",
        ("^", _) => "eo",
        ("=", _) => "aS",
        ("+=", _) => "pL",
        ("-=", _) => "mI",
        ("*=", _) => "mL",
        ("/=", _) => "dV",
        ("%=", _) => "rM",
        ("&=", _) => "aN",
        ("|=", _) => "oR",
        ("^=", _) => "eO",
        ("<<", _) => "ls",
        (">>", _) => "rs",
        ("<<=", _) => "lS",
        (">>=", _) => "rS",
        ("==", _) => "eq",
        ("!=", _) => "ne",
        ("<", _) => "lt",
        (">", _) => "gt",
        ("<=", _) => "le",
        (">=", _) => "ge",
        ("<=>", _) => "ss",
        ("!", _) => "nt",
        ("&&", _) => "aa",
        ("||", _) => "oo",
        ("++", _) => "pp",
        ("--", _) => "mm",
        (",", _) => "cm",
        ("->*", _) => "pm",
        ("->", _) => "pt",
        ("()", _) => "cl",
        ("[]", _) => "ix",
        _ => return None,
    })
}

impl<'a> Mangler<'a> {
    fn name_of(&self, e: EntityId) -> &'a str {
        let il: &'a Il = self.il;
        il.entities.get(e).map(|x| il.names.resolve(x.name)).unwrap_or("")
    }

    fn source_name(&mut self, s: &str) {
        self.out.push_str(&s.len().to_string());
        self.out.push_str(s);
    }

    /// Emits `S<n>_` if `k` is a known substitution.
    fn try_sub(&mut self, k: Sub) -> bool {
        if let Some(i) = self.subs.iter().position(|x| *x == k) {
            self.out.push('S');
            if i > 0 {
                self.out.push_str(&base36(i - 1));
            }
            self.out.push('_');
            true
        } else {
            false
        }
    }

    fn add_sub(&mut self, k: Sub) {
        if !self.subs.contains(&k) {
            self.subs.push(k);
        }
    }

    /// Whether `e` is the `std` namespace directly in the global namespace.
    fn is_std(&self, e: EntityId) -> bool {
        let Some(ent) = self.il.entities.get(e) else {
            return false;
        };
        ent.is_namespace() && ent.parent == super::entities::Entities::GLOBAL && self.name_of(e) == "std"
    }

    /// The mangling parent: skips template holders (a pattern's parent is its `Template` entity).
    fn parent(&self, e: EntityId) -> EntityId {
        let mut p = self.il.entities.get(e).map(|x| x.parent).unwrap_or(EntityId::NONE);
        for _ in 0..8 {
            match self.il.entities.get(p).map(|x| x.data) {
                Some(Payload::Template(_)) => p = self.il.entities.get(p).map(|x| x.parent).unwrap_or(EntityId::NONE),
                _ => break,
            }
        }
        p
    }

    fn entity(&mut self, e: EntityId) -> Result<(), Unsupported> {
        let il = self.il;
        let ent = *il.entities.get(e).ok_or(Unsupported("bad entity"))?;
        match ent.data {
            Payload::Function(fd) => {
                let name = self.name_of(e);
                if fd.has(FunctionData::EXTERN_C)
                    || (name == "main" && self.parent(e) == super::entities::Entities::GLOBAL)
                {
                    self.out.push_str(name);
                    return Ok(());
                }
                self.out.push_str("_Z");
                self.function_encoding(e, &fd)
            }
            Payload::Variable(vd) => {
                let parent = self.parent(e);
                if vd.spec.template.is_none()
                    && (vd.has(VariableData::EXTERN_C)
                        || (parent == super::entities::Entities::GLOBAL && !vd.has(VariableData::LOCAL)))
                {
                    self.out.push_str(self.name_of(e));
                    return Ok(());
                }
                if vd.has(VariableData::LOCAL) {
                    return Err(Unsupported("mangling: local entity"));
                }
                self.out.push_str("_Z");
                self.name(e, Quals::NONE, RefQual::None)
            }
            _ => Err(Unsupported("mangling: not a function or variable")),
        }
    }

    fn function_encoding(&mut self, e: EntityId, fd: &FunctionData) -> Result<(), Unsupported> {
        let il = self.il;
        let ty = il.entities.ent(e).ty;
        let TypeKind::Function(sig) = il.types.kind(il.types.canonical(ty)) else {
            return Err(Unsupported("mangling: function without function type"));
        };
        self.name(e, sig.quals, sig.ref_qual)?;
        // A function template specialisation mangles the *template's* signature (with T_) plus its return type.
        let (sig, with_ret) = if fd.spec.template.is_some() {
            let pattern = il
                .entities
                .get(fd.spec.template)
                .and_then(|t| t.template())
                .map(|t| t.pattern);
            let pty = pattern.and_then(|p| il.entities.get(p)).map(|p| p.ty).unwrap_or(ty);
            match il.types.kind(pty) {
                TypeKind::Function(s) => (s, true),
                _ => (sig, true),
            }
        } else {
            (sig, false)
        };
        let is_cdtor = matches!(fd.role, FnRole::Constructor | FnRole::Destructor | FnRole::Conversion);
        if with_ret && !is_cdtor {
            self.ty(sig.ret, 0)?;
        }
        let params = il.types.type_list(sig.params).to_vec();
        if params.is_empty() && !sig.variadic {
            self.out.push('v');
        }
        for p in params {
            self.ty(p, 0)?;
        }
        if sig.variadic {
            self.out.push('z');
        }
        Ok(())
    }

    /// `<name>`: unscoped (`1f`, `St1f`) or nested (`N…E`), with template args for specialisations.
    fn name(&mut self, e: EntityId, quals: Quals, rq: RefQual) -> Result<(), Unsupported> {
        let parent = self.parent(e);
        let spec = self
            .il
            .entities
            .get(e)
            .and_then(|x| x.spec())
            .copied()
            .unwrap_or_default();
        let global = parent == super::entities::Entities::GLOBAL;
        let in_std = self.is_std(parent);
        if (global || in_std) && quals.is_empty() && rq == RefQual::None {
            if in_std {
                self.out.push_str("St");
            }
            self.unqualified(e)?;
            if spec.template.is_some() {
                // <unscoped-template-name> is a substitution candidate.
                self.add_sub(Sub::Template(spec.template));
                self.own_template_args(spec.args)?;
            }
            return Ok(());
        }
        self.out.push('N');
        self.cv(quals);
        match rq {
            RefQual::LValue => self.out.push('R'),
            RefQual::RValue => self.out.push('O'),
            RefQual::None => {}
        }
        self.prefix(parent, 0)?;
        self.unqualified(e)?;
        if spec.template.is_some() {
            self.add_sub(Sub::Template(spec.template));
            self.own_template_args(spec.args)?;
        }
        self.out.push('E');
        Ok(())
    }

    /// The template arguments of the function being named: in the broken form a type is `1?` and an
    /// integral constant `L1?<value>E` (`_Z2tiIL1?3EE1?1?`, `_Z2tnIL1?n3EE1?1?`, `_Z2tbIL1?1EE1?1?`;
    /// probes cuda18 t1/t3); other arguments are not probed.
    fn own_template_args(&mut self, args: ArgListId) -> Result<(), Unsupported> {
        if !self.broken {
            return self.template_args(args);
        }
        self.out.push('I');
        for a in self.il.types.arg_list(args).to_vec() {
            match a {
                TemplateArg::Type(_) => self.out.push_str("1?"),
                TemplateArg::Int { value, ty } => {
                    let TypeKind::Int(k) = self.il.types.ckind(ty) else {
                        return Err(Unsupported("mangling: broken non-integral constant argument"));
                    };
                    let t = &self.il.target;
                    let bits = t.int_bits(k);
                    if bits >= 128 {
                        return Err(Unsupported("mangling: broken 128-bit constant argument"));
                    }
                    let v = value & ((1u128 << bits) - 1);
                    self.out.push_str("L1?");
                    if t.is_signed(k) && (v >> (bits - 1)) & 1 == 1 {
                        self.out.push('n');
                        self.out.push_str(&((1u128 << bits) - v).to_string());
                    } else {
                        self.out.push_str(&v.to_string());
                    }
                    self.out.push('E');
                }
                _ => return Err(Unsupported("mangling: broken template argument of this kind")),
            }
        }
        self.out.push('E');
        Ok(())
    }

    /// `<prefix>` for a namespace or class (recursively), with substitutions.
    fn prefix(&mut self, e: EntityId, depth: u32) -> Result<(), Unsupported> {
        if depth > MAX_DEPTH {
            return Err(Unsupported("mangling: nesting too deep"));
        }
        if e == super::entities::Entities::GLOBAL || e.is_none() {
            return Ok(());
        }
        if self.is_std(e) {
            self.out.push_str("St");
            return Ok(());
        }
        if self.try_sub(Sub::Entity(e)) {
            return Ok(());
        }
        let ent = *self.il.entities.get(e).ok_or(Unsupported("bad entity"))?;
        match ent.data {
            Payload::Namespace { .. } | Payload::Class(_) | Payload::Enum(_) => {}
            _ => return Err(Unsupported("mangling: local entity")),
        }
        let spec = ent.spec().copied().unwrap_or_default();
        if spec.template.is_some() {
            // Std abbreviations for the well-known class templates.
            if let Some(abbr) = self.std_abbreviation(e, spec.template, spec.args) {
                self.out.push_str(abbr);
                if abbr != "Sa" && abbr != "Sb" {
                    // Ss/Si/So/Sd denote the whole specialisation: nothing else to emit or record.
                    return Ok(());
                }
                self.template_args(spec.args)?;
                self.add_sub(Sub::Entity(e));
                return Ok(());
            }
            if !self.try_sub(Sub::Template(spec.template)) {
                let p = self.parent(e);
                self.prefix(p, depth + 1)?;
                self.unqualified(e)?;
                self.add_sub(Sub::Template(spec.template));
            }
            self.template_args(spec.args)?;
        } else {
            let p = self.parent(e);
            self.prefix(p, depth + 1)?;
            self.unqualified(e)?;
        }
        self.add_sub(Sub::Entity(e));
        Ok(())
    }

    fn std_abbreviation(&self, e: EntityId, template: EntityId, args: ArgListId) -> Option<&'static str> {
        if !self.is_std(self.parent(e)) {
            return None;
        }
        let name = self.name_of(template);
        let args = self.il.types.arg_list(args);
        let char_traits_char = |a: Option<&TemplateArg>| -> bool {
            let Some(TemplateArg::Type(t)) = a else { return false };
            let Some(c) = self.il.types.class_entity(*t) else {
                return false;
            };
            let Some(s) = self.il.entities.get(c).and_then(|x| x.spec()) else {
                return false;
            };
            self.is_std(self.parent(c))
                && self.name_of(s.template) == "char_traits"
                && matches!(self.il.types.arg_list(s.args).first(), Some(TemplateArg::Type(x)) if self.il.types.int_kind(*x) == Some(IntKind::Char))
        };
        let is_char = |a: Option<&TemplateArg>| matches!(a, Some(TemplateArg::Type(x)) if self.il.types.int_kind(*x) == Some(IntKind::Char));
        match name {
            "allocator" => Some("Sa"),
            "basic_string" => {
                let alloc_char = match args.get(2) {
                    Some(TemplateArg::Type(t)) => self
                        .il
                        .types
                        .class_entity(*t)
                        .and_then(|c| self.il.entities.get(c).and_then(|x| x.spec()).copied())
                        .map(|s| self.name_of(s.template) == "allocator")
                        .unwrap_or(false),
                    _ => false,
                };
                if args.len() == 3 && is_char(args.first()) && char_traits_char(args.get(1)) && alloc_char {
                    Some("Ss")
                } else {
                    Some("Sb")
                }
            }
            "basic_istream" | "basic_ostream" | "basic_iostream"
                if args.len() == 2 && is_char(args.first()) && char_traits_char(args.get(1)) =>
            {
                Some(match name {
                    "basic_istream" => "Si",
                    "basic_ostream" => "So",
                    _ => "Sd",
                })
            }
            _ => None,
        }
    }

    /// `<unqualified-name>` of an entity: source name, ctor/dtor, operator, conversion, unnamed namespace.
    fn unqualified(&mut self, e: EntityId) -> Result<(), Unsupported> {
        let ent = *self.il.entities.get(e).ok_or(Unsupported("bad entity"))?;
        let name = self.name_of(e);
        match ent.data {
            Payload::Namespace { .. } if ent.name.is_empty() => {
                let a = self.anon_namespace;
                self.source_name(a);
                Ok(())
            }
            Payload::Class(c) if ent.name.is_empty() || c.lambda => {
                Err(Unsupported("mangling: unnamed class or lambda"))
            }
            Payload::Function(fd) => match fd.role {
                FnRole::Constructor => {
                    self.out.push_str("C1");
                    Ok(())
                }
                FnRole::Destructor => {
                    self.out.push_str("D1");
                    Ok(())
                }
                FnRole::Conversion => {
                    self.out.push_str("cv");
                    if self.broken {
                        self.out.push_str("1?");
                        return Ok(());
                    }
                    let TypeKind::Function(sig) = self.il.types.ckind(ent.ty) else {
                        return Err(Unsupported("mangling: conversion type"));
                    };
                    self.ty(sig.ret, 0)
                }
                // (Namespace-scope operator functions are recorded with the Normal role.)
                r if r == FnRole::Operator || (r == FnRole::Normal && is_operator_name(name)) => {
                    let op = name.strip_prefix("operator").unwrap_or(name).trim();
                    let member = self
                        .il
                        .entities
                        .get(self.parent(e))
                        .map(|p| p.class().is_some())
                        .unwrap_or(false);
                    let arity = fd.param_count as usize + usize::from(member && !fd.has(FunctionData::STATIC_MEMBER));
                    let code = operator_code(op, arity).ok_or(Unsupported("mangling: operator name"))?;
                    self.out.push_str(code);
                    Ok(())
                }
                FnRole::Literal => {
                    let suffix = name.strip_prefix("operator\"\"").unwrap_or(name).trim();
                    self.out.push_str("li");
                    self.source_name(suffix);
                    Ok(())
                }
                _ => {
                    self.source_name(name);
                    Ok(())
                }
            },
            _ => {
                self.source_name(name);
                Ok(())
            }
        }
    }

    fn cv(&mut self, q: Quals) {
        if q.is_restrict() {
            self.out.push('r');
        }
        if q.is_volatile() {
            self.out.push('V');
        }
        if q.is_const() {
            self.out.push('K');
        }
    }

    fn template_args(&mut self, args: ArgListId) -> Result<(), Unsupported> {
        self.out.push('I');
        let list = self.il.types.arg_list(args).to_vec();
        for a in list {
            self.template_arg(a)?;
        }
        self.out.push('E');
        Ok(())
    }

    fn template_arg(&mut self, a: TemplateArg) -> Result<(), Unsupported> {
        match a {
            TemplateArg::Type(t) => self.ty(t, 0),
            TemplateArg::Int { value, ty } => {
                let k = match self.il.types.ckind(ty) {
                    TypeKind::Int(k) => k,
                    TypeKind::Enum(_) => {
                        // Enum-typed argument: L<enum type><value>E.
                        self.out.push('L');
                        self.ty(ty, 0)?;
                        self.out.push_str(&value.to_string());
                        self.out.push('E');
                        return Ok(());
                    }
                    _ => return Err(Unsupported("mangling: non-integral constant argument")),
                };
                self.out.push('L');
                self.out.push_str(builtin_code(k));
                let t = &self.il.target;
                let bits = t.int_bits(k);
                let mask = if bits >= 128 { u128::MAX } else { (1u128 << bits) - 1 };
                let v = value & mask;
                if k == IntKind::Bool {
                    self.out.push(if v != 0 { '1' } else { '0' });
                } else if t.is_signed(k) && bits < 128 && (v >> (bits - 1)) & 1 == 1 {
                    let neg = (1u128 << bits) - v;
                    self.out.push('n');
                    self.out.push_str(&neg.to_string());
                } else {
                    self.out.push_str(&v.to_string());
                }
                self.out.push('E');
                Ok(())
            }
            TemplateArg::Null(_) => {
                self.out.push_str("LDnE");
                Ok(())
            }
            TemplateArg::Entity { entity, ty } => {
                // `&h` for a pointer parameter, `h` for a reference parameter.
                let by_addr = matches!(
                    self.il.types.ckind(ty),
                    TypeKind::Pointer(_) | TypeKind::MemberPointer { .. }
                );
                let mut inner = Mangler {
                    il: self.il,
                    anon_namespace: self.anon_namespace,
                    out: String::new(),
                    subs: Vec::new(),
                    depth: 0,
                    broken: false,
                };
                inner.entity(entity)?;
                if by_addr {
                    self.out.push_str("XadL");
                    self.out.push_str(&inner.out);
                    self.out.push_str("EE");
                } else {
                    self.out.push('L');
                    self.out.push_str(&inner.out);
                    self.out.push('E');
                }
                Ok(())
            }
            TemplateArg::Pack(l) => {
                self.out.push('J');
                let list = self.il.types.arg_list(l).to_vec();
                for x in list {
                    self.template_arg(x)?;
                }
                self.out.push('E');
                Ok(())
            }
            TemplateArg::Expr(_) => Err(Unsupported("mangling: dependent template argument")),
            TemplateArg::Template(_) => Err(Unsupported("mangling: template template argument")),
        }
    }

    /// `<type>`.
    fn ty(&mut self, t: TypeId, depth: u32) -> Result<(), Unsupported> {
        if depth > MAX_DEPTH || self.depth > MAX_DEPTH {
            return Err(Unsupported("mangling: type too deep"));
        }
        let types = &self.il.types;
        let c = types.canonical(t);
        let kind = types.kind(c);
        // Builtins are never substitution candidates.
        match kind {
            TypeKind::Void => {
                self.out.push('v');
                return Ok(());
            }
            TypeKind::Int(k) => {
                self.out.push_str(builtin_code(k));
                return Ok(());
            }
            TypeKind::Float(k) => {
                self.out.push_str(match k {
                    FloatKind::Float => "f",
                    FloatKind::Double => "d",
                    FloatKind::LongDouble => "e",
                    FloatKind::Float128 => "g",
                    FloatKind::Float16 => "DF16_",
                    FloatKind::BFloat16 => "u6__bf16",
                });
                return Ok(());
            }
            TypeKind::NullPtr => {
                self.out.push_str("Dn");
                return Ok(());
            }
            _ => {}
        }
        // Class types share the entity's prefix substitution.
        if let TypeKind::Class(e) | TypeKind::Enum(e) = kind {
            let parent = self.parent(e);
            let nested = parent != super::entities::Entities::GLOBAL && !self.is_std(parent);
            let spec = self
                .il
                .entities
                .get(e)
                .and_then(|x| x.spec())
                .copied()
                .unwrap_or_default();
            if self.try_sub(Sub::Entity(e)) {
                return Ok(());
            }
            if spec.template.is_some() {
                if let Some(abbr) = self.std_abbreviation(e, spec.template, spec.args) {
                    if abbr == "Sa" || abbr == "Sb" {
                        self.out.push_str(abbr);
                        self.template_args(spec.args)?;
                        self.add_sub(Sub::Entity(e));
                    } else {
                        self.out.push_str(abbr);
                    }
                    return Ok(());
                }
            }
            // A known template-name substitution stands for the whole template prefix (`NS0_IS2_EE`).
            let tmpl_sub = spec.template.is_some() && self.subs.contains(&Sub::Template(spec.template));
            if nested {
                self.out.push('N');
            }
            if tmpl_sub {
                self.try_sub(Sub::Template(spec.template));
            } else {
                if nested {
                    self.prefix(parent, depth + 1)?;
                } else if self.is_std(parent) {
                    self.out.push_str("St");
                }
                self.unqualified(e)?;
                if spec.template.is_some() {
                    self.add_sub(Sub::Template(spec.template));
                }
            }
            if spec.template.is_some() {
                self.template_args(spec.args)?;
            }
            if nested {
                self.out.push('E');
            }
            self.add_sub(Sub::Entity(e));
            return Ok(());
        }
        if self.try_sub(Sub::Type(c)) {
            return Ok(());
        }
        match kind {
            TypeKind::Qualified(b, q) => {
                self.cv(q);
                self.ty(b, depth + 1)?;
            }
            TypeKind::Pointer(p) => {
                self.out.push('P');
                self.ty(p, depth + 1)?;
            }
            TypeKind::LRef(p) => {
                self.out.push('R');
                self.ty(p, depth + 1)?;
            }
            TypeKind::RRef(p) => {
                self.out.push('O');
                self.ty(p, depth + 1)?;
            }
            TypeKind::Array(e, b) => {
                self.out.push('A');
                match b {
                    ArrayBound::Known(n) => self.out.push_str(&n.to_string()),
                    ArrayBound::Unknown => {}
                    _ => return Err(Unsupported("mangling: dependent array bound")),
                }
                self.out.push('_');
                self.ty(e, depth + 1)?;
            }
            TypeKind::Function(sig) => {
                // Member-function cv/ref qualifiers on a bare function type (pointer-to-member).
                self.cv(sig.quals);
                if matches!(sig.noexcept, Noexcept::Deferred) {
                    return Err(Unsupported("mangling: noexcept specification not instantiated"));
                }
                if matches!(sig.noexcept, Noexcept::Yes | Noexcept::ThrowNone) {
                    self.out.push_str("Do");
                }
                self.out.push('F');
                self.ty(sig.ret, depth + 1)?;
                let params = self.il.types.type_list(sig.params).to_vec();
                if params.is_empty() && !sig.variadic {
                    self.out.push('v');
                }
                for p in params {
                    self.ty(p, depth + 1)?;
                }
                if sig.variadic {
                    self.out.push('z');
                }
                match sig.ref_qual {
                    RefQual::LValue => self.out.push('R'),
                    RefQual::RValue => self.out.push('O'),
                    RefQual::None => {}
                }
                self.out.push('E');
            }
            TypeKind::MemberPointer { class, pointee } => {
                self.out.push('M');
                self.ty(class, depth + 1)?;
                self.ty(pointee, depth + 1)?;
            }
            TypeKind::Vector { elem, bytes } => {
                let es = super::layout::size_align(self.il, elem).map(|s| s.size).unwrap_or(0);
                if es == 0 {
                    return Err(Unsupported("mangling: vector element"));
                }
                self.out.push_str("Dv");
                self.out.push_str(&(bytes as u64 / es).to_string());
                self.out.push('_');
                self.ty(elem, depth + 1)?;
            }
            TypeKind::Complex(e) => {
                self.out.push('C');
                self.ty(e, depth + 1)?;
            }
            TypeKind::TemplateParam { index, .. } => {
                self.out.push('T');
                if index > 0 {
                    self.out.push_str(&(index - 1).to_string());
                }
                self.out.push('_');
            }
            TypeKind::PackExpansion(p) => {
                self.out.push_str("Dp");
                self.ty(p, depth + 1)?;
            }
            _ => return Err(Unsupported("mangling: dependent or placeholder type")),
        }
        self.add_sub(Sub::Type(c));
        Ok(())
    }
}

fn builtin_code(k: IntKind) -> &'static str {
    match k {
        IntKind::Bool => "b",
        IntKind::Char => "c",
        IntKind::SChar => "a",
        IntKind::UChar => "h",
        IntKind::WChar => "w",
        IntKind::Char8 => "Du",
        IntKind::Char16 => "Ds",
        IntKind::Char32 => "Di",
        IntKind::Short => "s",
        IntKind::UShort => "t",
        IntKind::Int => "i",
        IntKind::UInt => "j",
        IntKind::Long => "l",
        IntKind::ULong => "m",
        IntKind::LongLong => "x",
        IntKind::ULongLong => "y",
        IntKind::Int128 => "n",
        IntKind::UInt128 => "o",
    }
}

/// Keeps `TemplateParamKind` referenced for future template-template support.
#[allow(dead_code)]
fn _is_template_template(k: TemplateParamKind) -> bool {
    matches!(k, TemplateParamKind::Template { .. })
}

#[cfg(test)]
mod tests {
    //! Expected strings: g++ 12 `nm` output for the equivalent C++ (see module docs).
    use super::*;
    use crate::sema::entities::{ClassKey, FunctionData, TemplateKind, TemplateParamKind, VariableData};
    use crate::sema::ids::ScopeId;
    use crate::sema::scopes::Scopes;
    use crate::sema::target::Target;
    use crate::sema::types::{FnSig, TypeTable};
    use crate::source::Span;

    struct B {
        il: Il,
    }

    impl B {
        fn new() -> B {
            B {
                il: Il::new(Target::LP64),
            }
        }
        fn sym(&mut self, s: &str) -> crate::sema::names::Symbol {
            self.il.names.intern(s)
        }
        fn ns(&mut self, parent: ScopeId, name: &str, inline: bool) -> ScopeId {
            let n = self.sym(name);
            self.il.open_namespace(parent, n, inline, Span::default()).1
        }
        fn class(&mut self, s: ScopeId, name: &str) -> (TypeId, ScopeId) {
            let n = self.sym(name);
            let c = self.il.declare_class(s, n, ClassKey::Struct, false, Span::default());
            let cs = self.il.begin_class_definition(c, s);
            self.il.end_class_definition(c);
            (self.il.entities.ent(c).ty, cs)
        }
        fn class_template(&mut self, s: ScopeId, name: &str, nparams: usize) -> EntityId {
            let n = self.sym(name);
            let (t, ps) = self.il.declare_template(s, n, TemplateKind::Class, 0, Span::default());
            for i in 0..nparams {
                let pn = self.sym(&format!("T{i}"));
                self.il.declare_template_param(
                    t,
                    ps,
                    pn,
                    TemplateParamKind::Type,
                    TypeId::NONE,
                    false,
                    Span::default(),
                );
            }
            let pat = self.il.declare_class(ps, n, ClassKey::Struct, true, Span::default());
            self.il.set_template_pattern(t, pat);
            t
        }
        fn spec(&mut self, t: EntityId, args: &[TypeId]) -> TypeId {
            let a: Vec<TemplateArg> = args.iter().map(|x| TemplateArg::Type(*x)).collect();
            self.il.class_specialization(t, &a, Span::default()).1
        }
        fn func(&mut self, s: ScopeId, name: &str, ret: TypeId, params: &[TypeId], variadic: bool) -> EntityId {
            let adj: Vec<TypeId> = params.iter().map(|p| self.il.types.adjust_param(*p)).collect();
            let ty = self.il.types.simple_function(ret, &adj, variadic);
            let n = self.sym(name);
            let ps: Vec<_> = adj.iter().map(|t| (crate::sema::names::Symbol::EMPTY, *t)).collect();
            self.il
                .declare_function(s, n, ty, &ps, FunctionData::default(), Span::default())
        }
        fn m(&self, e: EntityId) -> String {
            mangle(&self.il, e, "_GLOBAL__N_1").unwrap()
        }
        fn int(&self, k: IntKind) -> TypeId {
            self.il.types.int(k)
        }
        fn ptr(&mut self, t: TypeId) -> TypeId {
            self.il.types.pointer(t)
        }
        fn cq(&mut self, t: TypeId) -> TypeId {
            self.il.types.qualified(t, Quals::CONST)
        }
        fn lref(&mut self, t: TypeId) -> TypeId {
            self.il.types.lref(t)
        }
        /// std::allocator, std::char_traits, std::vector, std::__cxx11::basic_string.
        fn std_lib(&mut self) -> (ScopeId, EntityId, EntityId, EntityId, EntityId) {
            let std = self.ns(Scopes::GLOBAL, "std", false);
            let alloc = self.class_template(std, "allocator", 1);
            let traits = self.class_template(std, "char_traits", 1);
            let vector = self.class_template(std, "vector", 2);
            let cxx = self.ns(std, "__cxx11", true);
            let bs = self.class_template(cxx, "basic_string", 3);
            (std, alloc, traits, vector, bs)
        }
    }

    const V: TypeId = TypeTable::VOID;

    #[test]
    fn module_id_oracle_names() {
        // _Z1fPN2ns1XIiEES2_RSt6vectorIiSaIiEEPKcz — CRC-matched in the module id (F §2.9).
        let mut b = B::new();
        let (_std, alloc, _traits, vector, _bs) = b.std_lib();
        let ns = b.ns(Scopes::GLOBAL, "ns", false);
        let x = b.class_template(ns, "X", 1);
        let i = b.int(IntKind::Int);
        let xi = b.spec(x, &[i]);
        let pxi = b.ptr(xi);
        let ai = b.spec(alloc, &[i]);
        let vi = b.spec(vector, &[i, ai]);
        let rvi = b.lref(vi);
        let c = b.int(IntKind::Char);
        let cc = b.cq(c);
        let pcc = b.ptr(cc);
        let f = b.func(Scopes::GLOBAL, "f", V, &[pxi, pxi, rvi, pcc], true);
        assert_eq!(b.m(f), "_Z1fPN2ns1XIiEES2_RSt6vectorIiSaIiEEPKcz");
        let pi = b.ptr(i);
        let k = b.func(Scopes::GLOBAL, "kern", V, &[pi], false);
        assert_eq!(b.m(k), "_Z4kernPi");
    }

    #[test]
    fn member_operator_and_qualifiers() {
        // _ZNK1SplERKS_ (module-id oracle) and the g++ forms in namespace ns.
        let mut b = B::new();
        let (s, ss) = b.class(Scopes::GLOBAL, "S");
        let cs = b.cq(s);
        let rcs = b.lref(cs);
        let bo = b.int(IntKind::Bool);
        let params = b.il.types.intern_type_list(&[rcs]);
        let ty = b.il.types.function(FnSig {
            ret: bo,
            params,
            variadic: false,
            quals: Quals::CONST,
            ref_qual: RefQual::None,
            noexcept: Noexcept::No,
            trailing: false,
        });
        let n = b.sym("operator+");
        let op = b.il.declare_function(
            ss,
            n,
            ty,
            &[(crate::sema::names::Symbol::EMPTY, rcs)],
            FunctionData {
                role: FnRole::Operator,
                ..Default::default()
            },
            Span::default(),
        );
        assert_eq!(b.m(op), "_ZNK1SplERKS_");
        // void ns::S::m(int) &&  → _ZNO2ns1S1mEi
        let ns = b.ns(Scopes::GLOBAL, "ns", false);
        let (_s2, s2s) = b.class(ns, "S");
        let i = b.int(IntKind::Int);
        let params = b.il.types.intern_type_list(&[i]);
        let ty = b.il.types.function(FnSig {
            ret: V,
            params,
            variadic: false,
            quals: Quals::NONE,
            ref_qual: RefQual::RValue,
            noexcept: Noexcept::No,
            trailing: false,
        });
        let n = b.sym("m");
        let m = b.il.declare_function(
            s2s,
            n,
            ty,
            &[(crate::sema::names::Symbol::EMPTY, i)],
            FunctionData::default(),
            Span::default(),
        );
        assert_eq!(b.m(m), "_ZNO2ns1S1mEi");
        // ctor / dtor / conversion
        let sn = b.sym("S");
        let cty = b.il.types.simple_function(V, &[], false);
        let ctor = b.il.declare_function(
            s2s,
            sn,
            cty,
            &[],
            FunctionData {
                role: FnRole::Constructor,
                ..Default::default()
            },
            Span::default(),
        );
        assert_eq!(b.m(ctor), "_ZN2ns1SC1Ev");
        let dn = b.sym("~S");
        let dtor = b.il.declare_function(
            s2s,
            dn,
            cty,
            &[],
            FunctionData {
                role: FnRole::Destructor,
                ..Default::default()
            },
            Span::default(),
        );
        assert_eq!(b.m(dtor), "_ZN2ns1SD1Ev");
        let cvn = b.sym("operator int");
        let cvty = b.il.types.simple_function(i, &[], false);
        let conv = b.il.declare_function(
            s2s,
            cvn,
            cvty,
            &[],
            FunctionData {
                role: FnRole::Conversion,
                ..Default::default()
            },
            Span::default(),
        );
        assert_eq!(b.m(conv), "_ZN2ns1ScviEv");
    }

    #[test]
    fn builtins_and_derived_types() {
        let mut b = B::new();
        let t = |b: &B, k| b.int(k);
        use IntKind::*;
        let ps: Vec<TypeId> = [
            Bool, SChar, UChar, Short, UShort, Long, ULong, LongLong, ULongLong, UInt,
        ]
        .iter()
        .map(|k| t(&b, *k))
        .collect();
        let fl = b.il.types.float(FloatKind::Float);
        let d = b.il.types.float(FloatKind::Double);
        let mut all = vec![fl, d];
        all.extend(ps);
        let h11 = b.func(Scopes::GLOBAL, "h11", V, &all, false);
        assert_eq!(b.m(h11), "_Z3h11fdbahstlmxyj");
        let c = b.int(Char);
        let cc = b.cq(c);
        let pcc = b.ptr(cc);
        let h1 = b.func(Scopes::GLOBAL, "h1", V, &[pcc, pcc], false);
        assert_eq!(b.m(h1), "_Z2h1PKcS0_");
        let i = b.int(Int);
        let fvi = b.il.types.simple_function(V, &[i], false);
        let pf = b.ptr(fvi);
        let h2 = b.func(Scopes::GLOBAL, "h2", V, &[pf, pf], false);
        assert_eq!(b.m(h2), "_Z2h2PFviES0_");
        let a3 = b.il.types.array(i, ArrayBound::Known(3));
        let ra3 = b.lref(a3);
        let ld = b.il.types.float(FloatKind::LongDouble);
        let np = b.il.types.nullptr_t();
        let h3 = b.func(
            Scopes::GLOBAL,
            "h3",
            V,
            &[
                ra3,
                ld,
                t(&b, Int128),
                t(&b, UInt128),
                t(&b, WChar),
                t(&b, Char16),
                t(&b, Char32),
                np,
            ],
            false,
        );
        assert_eq!(b.m(h3), "_Z2h3RA3_ienowDsDiDn");
        let vi = b.il.types.qualified(i, Quals::VOLATILE);
        let cvi = b.il.types.qualified(i, Quals::CV);
        let pvi = b.ptr(vi);
        let pcvi = b.ptr(cvi);
        let pi = b.ptr(i);
        let rpi = b.il.types.qualified(pi, Quals::RESTRICT);
        let h6 = b.func(Scopes::GLOBAL, "h6", V, &[pvi, pcvi, rpi], false);
        assert_eq!(b.m(h6), "_Z2h6PViPVKiPi");
        let params = b.il.types.intern_type_list(&[]);
        let fne = b.il.types.function(FnSig {
            ret: V,
            params,
            variadic: false,
            quals: Quals::NONE,
            ref_qual: RefQual::None,
            noexcept: Noexcept::Yes,
            trailing: false,
        });
        let pfne = b.ptr(fne);
        let h7 = b.func(Scopes::GLOBAL, "h7", V, &[pfne], false);
        assert_eq!(b.m(h7), "_Z2h7PDoFvvE");
        let v4 = b.il.types.vector(i, 16);
        let cd = b.il.types.complex(d);
        let h8 = b.func(Scopes::GLOBAL, "h8", V, &[v4, cd], false);
        assert_eq!(b.m(h8), "_Z2h8Dv4_iCd");
        let f16 = b.il.types.float(FloatKind::Float16);
        let f128 = b.il.types.float(FloatKind::Float128);
        let h12 = b.func(Scopes::GLOBAL, "h12", V, &[f16, f128], false);
        assert_eq!(b.m(h12), "_Z3h12DF16_g");
        // pointers to members: void h5(int ns::S::*, void (ns::S::*)(int) &&)
        let ns = b.ns(Scopes::GLOBAL, "ns", false);
        let (s, _) = b.class(ns, "S");
        let mpd = b.il.types.member_pointer(s, i);
        let pl = b.il.types.intern_type_list(&[i]);
        let mf = b.il.types.function(FnSig {
            ret: V,
            params: pl,
            variadic: false,
            quals: Quals::NONE,
            ref_qual: RefQual::RValue,
            noexcept: Noexcept::No,
            trailing: false,
        });
        let mpf = b.il.types.member_pointer(s, mf);
        let h5 = b.func(Scopes::GLOBAL, "h5", V, &[mpd, mpf], false);
        assert_eq!(b.m(h5), "_Z2h5MN2ns1SEiMS0_FviOE");
    }

    #[test]
    fn std_strings_and_nested_templates() {
        let mut b = B::new();
        let (_std, alloc, traits, vector, bs) = b.std_lib();
        let c = b.int(IntKind::Char);
        let tc = b.spec(traits, &[c]);
        let ac = b.spec(alloc, &[c]);
        let string = b.spec(bs, &[c, tc, ac]);
        let h4 = b.func(Scopes::GLOBAL, "h4", V, &[string, ac], false);
        assert_eq!(b.m(h4), "_Z2h4NSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES3_");
        let rs = b.lref(string);
        let cs = b.cq(string);
        let rcs = b.lref(cs);
        let h13 = b.func(Scopes::GLOBAL, "h13", V, &[rs, rcs], false);
        assert_eq!(
            b.m(h13),
            "_Z3h13RNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEERKS4_"
        );
        let i = b.int(IntKind::Int);
        let ai = b.spec(alloc, &[i]);
        let vi = b.spec(vector, &[i, ai]);
        let avi = b.spec(alloc, &[vi]);
        let vvi = b.spec(vector, &[vi, avi]);
        let rvvi = b.lref(vvi);
        let h9 = b.func(Scopes::GLOBAL, "h9", V, &[rvvi], false);
        assert_eq!(b.m(h9), "_Z2h9RSt6vectorIS_IiSaIiEESaIS1_EE");
        let ns = b.ns(Scopes::GLOBAL, "ns", false);
        let x = b.class_template(ns, "X", 1);
        let (s, _) = b.class(ns, "S");
        let xs = b.spec(x, &[s]);
        let xxs = b.spec(x, &[xs]);
        let h10 = b.func(Scopes::GLOBAL, "h10", V, &[xs, xxs], false);
        assert_eq!(b.m(h10), "_Z3h10N2ns1XINS_1SEEENS0_IS2_EE");
        let stds = b.ns(Scopes::GLOBAL, "std", false);
        let sf = b.func(stds, "sf", V, &[i], false);
        assert_eq!(b.m(sf), "_ZSt2sfi");
    }

    #[test]
    fn variables_namespaces_and_anonymous() {
        let mut b = B::new();
        let i = b.int(IntKind::Int);
        let n = b.sym("gv");
        let gv =
            b.il.declare_variable(Scopes::GLOBAL, n, i, VariableData::default(), Span::default());
        assert_eq!(b.m(gv), "gv");
        let ns = b.ns(Scopes::GLOBAL, "ns", false);
        let n = b.sym("nv");
        let nv =
            b.il.declare_variable(ns, n, i, VariableData::default(), Span::default());
        assert_eq!(b.m(nv), "_ZN2ns2nvE");
        let (_t2, t2s) = b.class(Scopes::GLOBAL, "T2");
        let n = b.sym("sv");
        let sv = b.il.declare_variable(
            t2s,
            n,
            i,
            VariableData {
                flags: VariableData::STATIC_MEMBER,
                ..Default::default()
            },
            Span::default(),
        );
        assert_eq!(b.m(sv), "_ZN2T22svE");
        let inl = b.ns(Scopes::GLOBAL, "IN", true);
        let inf = b.func(inl, "inf", V, &[i], false);
        assert_eq!(b.m(inf), "_ZN2IN3infEi");
        let anon =
            b.il.open_namespace(
                Scopes::GLOBAL,
                crate::sema::names::Symbol::EMPTY,
                false,
                Span::default(),
            )
            .1;
        let ak = b.func(anon, "ak", V, &[i], false);
        assert_eq!(
            mangle(&b.il, ak, "_GLOBAL__N__470f7dcf_5_tk_cu_5a90c187").unwrap(),
            "_ZN37_GLOBAL__N__470f7dcf_5_tk_cu_5a90c1872akEi"
        );
        let mn = b.func(Scopes::GLOBAL, "main", i, &[], false);
        assert_eq!(b.m(mn), "main");
        let n = b.sym("cf");
        let ty = b.il.types.simple_function(V, &[], false);
        let cf = b.il.declare_function(
            Scopes::GLOBAL,
            n,
            ty,
            &[],
            FunctionData {
                flags: FunctionData::EXTERN_C,
                ..Default::default()
            },
            Span::default(),
        );
        assert_eq!(b.m(cf), "cf");
    }

    /// Builds (return type, parameter types) from the template parameter types.
    type SigMaker = dyn Fn(&mut B, &[TypeId]) -> (TypeId, Vec<TypeId>);

    /// Declares `template<class T> R name(params)` (pattern types use T) and its specialisation for `args`.
    fn fn_template_spec(
        b: &mut B,
        scope: ScopeId,
        name: &str,
        nparams: usize,
        pack_last: bool,
        mk: &SigMaker,
        args: &[TemplateArg],
    ) -> EntityId {
        let n = b.sym(name);
        let (t, ps) =
            b.il.declare_template(scope, n, TemplateKind::Function, 0, Span::default());
        let mut tps = Vec::new();
        for i in 0..nparams {
            let pn = b.sym(&format!("T{i}"));
            let pack = pack_last && i + 1 == nparams;
            let p =
                b.il.declare_template_param(t, ps, pn, TemplateParamKind::Type, TypeId::NONE, pack, Span::default());
            tps.push(b.il.entities.ent(p).ty);
        }
        let (ret, params) = mk(b, &tps);
        let pty = b.il.types.simple_function(ret, &params, false);
        let pat =
            b.il.declare_function(ps, n, pty, &[], FunctionData::default(), Span::default());
        b.il.set_template_pattern(t, pat);
        // The specialisation: substituted type (what the parser/instantiator computes).
        let sub: Vec<TypeId> = args
            .iter()
            .filter_map(|a| if let TemplateArg::Type(x) = a { Some(*x) } else { None })
            .collect();
        let (sret, sparams) = mk(b, &sub);
        let sty = b.il.types.simple_function(sret, &sparams, false);
        let argl = b.il.types.intern_args(args);
        let spec = crate::sema::entities::SpecInfo {
            template: t,
            args: argl,
            kind: crate::sema::entities::SpecKind::ExplicitInstantiationDef,
            ..Default::default()
        };
        b.il.declare_function(
            scope,
            n,
            sty,
            &[],
            FunctionData {
                spec,
                ..Default::default()
            },
            Span::default(),
        )
    }

    #[test]
    fn function_template_specializations() {
        let mut b = B::new();
        let i = b.int(IntKind::Int);
        let tf = fn_template_spec(
            &mut b,
            Scopes::GLOBAL,
            "tf",
            1,
            false,
            &|_b, t| (V, vec![t[0]]),
            &[TemplateArg::Type(i)],
        );
        assert_eq!(b.m(tf), "_Z2tfIiEvT_");
        let tk = fn_template_spec(
            &mut b,
            Scopes::GLOBAL,
            "tk",
            1,
            false,
            &|b, t| (V, vec![b.il.types.pointer(t[0])]),
            &[TemplateArg::Type(i)],
        );
        assert_eq!(b.m(tk), "_Z2tkIiEvPT_");
        let nsn = b.ns(Scopes::GLOBAL, "N", false);
        let g = fn_template_spec(
            &mut b,
            nsn,
            "g",
            1,
            false,
            &|b, t| (t[0], vec![t[0], b.il.types.pointer(t[0])]),
            &[TemplateArg::Type(i)],
        );
        assert_eq!(b.m(g), "_ZN1N1gIiEET_S1_PS1_");
        // template<class... Ts> void pk(Ts...) with <int, double>: _Z2pkIJidEEvDpT_
        let d = b.il.types.float(FloatKind::Double);
        let pack = b.il.types.intern_args(&[TemplateArg::Type(i), TemplateArg::Type(d)]);
        let n = b.sym("pk");
        let (t, ps) =
            b.il.declare_template(Scopes::GLOBAL, n, TemplateKind::Function, 0, Span::default());
        let pn = b.sym("Ts");
        let p =
            b.il.declare_template_param(t, ps, pn, TemplateParamKind::Type, TypeId::NONE, true, Span::default());
        let pt = b.il.entities.ent(p).ty;
        let exp = b.il.types.pack_expansion(pt);
        let pty = b.il.types.simple_function(V, &[exp], false);
        let pat =
            b.il.declare_function(ps, n, pty, &[], FunctionData::default(), Span::default());
        b.il.set_template_pattern(t, pat);
        let sty = b.il.types.simple_function(V, &[i, d], false);
        let argl = b.il.types.intern_args(&[TemplateArg::Pack(pack)]);
        let spec = crate::sema::entities::SpecInfo {
            template: t,
            args: argl,
            kind: crate::sema::entities::SpecKind::ExplicitInstantiationDef,
            ..Default::default()
        };
        let pk = b.il.declare_function(
            Scopes::GLOBAL,
            n,
            sty,
            &[],
            FunctionData {
                spec,
                ..Default::default()
            },
            Span::default(),
        );
        assert_eq!(b.m(pk), "_Z2pkIJidEEvDpT_");
        // template<int N, bool B> void ti() with <-3, true>: _Z2tiILin3ELb1EEvv
        let bo = b.int(IntKind::Bool);
        let ti = fn_template_spec(
            &mut b,
            Scopes::GLOBAL,
            "ti",
            0,
            false,
            &|_b, _t| (V, vec![]),
            &[
                TemplateArg::Int {
                    value: (-3i128 as u128) & 0xffff_ffff,
                    ty: i,
                },
                TemplateArg::Int { value: 1, ty: bo },
            ],
        );
        assert_eq!(b.m(ti), "_Z2tiILin3ELb1EEvv");
    }

    #[test]
    fn unsupported_is_reported_not_panicked() {
        let mut b = B::new();
        let n = b.sym("");
        let c =
            b.il.declare_class(Scopes::GLOBAL, n, ClassKey::Struct, false, Span::default());
        let ct = b.il.entities.ent(c).ty;
        let f = b.func(Scopes::GLOBAL, "u", V, &[ct], false);
        assert!(mangle(&b.il, f, "_GLOBAL__N_1").is_err());
        assert!(mangle(&b.il, EntityId(99999), "x").is_err());
    }

    #[test]
    fn broken_callee_names_after_an_error() {
        let mut b = B::new();
        let i = b.int(IntKind::Int);
        let d = b.func(Scopes::GLOBAL, "d", i, &[i], false);
        assert_eq!(broken_signature(&b.il, d, "x").unwrap().as_deref(), Some("_Z1d1?"));
        let dd = b.func(Scopes::GLOBAL, "dd", i, &[i, i], false);
        assert_eq!(broken_signature(&b.il, dd, "x").unwrap().as_deref(), Some("_Z2dd1?1?"));
        let z = b.func(Scopes::GLOBAL, "z", i, &[], false);
        assert_eq!(broken_signature(&b.il, z, "x").unwrap(), None);
        let ns = b.ns(Scopes::GLOBAL, "N", false);
        let (_s, ss) = b.class(ns, "S");
        let pl = b.il.types.intern_type_list(&[i]);
        let mty = b.il.types.function(FnSig {
            ret: V,
            params: pl,
            variadic: false,
            quals: Quals::CONST,
            ref_qual: RefQual::None,
            noexcept: Noexcept::No,
            trailing: false,
        });
        let n = b.sym("m");
        let m = b.il.declare_function(
            ss,
            n,
            mty,
            &[(crate::sema::names::Symbol::EMPTY, i)],
            FunctionData::default(),
            Span::default(),
        );
        assert_eq!(
            broken_signature(&b.il, m, "x").unwrap().as_deref(),
            Some("_ZNK1N1S1mE1?")
        );
        let (_s2, s2s) = b.class(Scopes::GLOBAL, "S");
        let n = b.sym("S");
        let cty = b.il.types.simple_function(V, &[i], false);
        let ctor = b.il.declare_function(
            s2s,
            n,
            cty,
            &[(crate::sema::names::Symbol::EMPTY, i)],
            FunctionData {
                role: FnRole::Constructor,
                ..Default::default()
            },
            Span::default(),
        );
        assert_eq!(
            broken_signature(&b.il, ctor, "x").unwrap().as_deref(),
            Some("_ZN1SC1E1?")
        );
    }

    #[test]
    fn more_substitution_cases() {
        let mut b = B::new();
        let ns = b.ns(Scopes::GLOBAL, "ns", false);
        let (s, _) = b.class(ns, "S");
        let x = b.class_template(ns, "X", 1);
        let xs = b.spec(x, &[s]);
        let ps = b.ptr(s);
        let cs = b.cq(s);
        let rcs = b.lref(cs);
        let rxs = b.lref(xs);
        let fs = b.il.types.simple_function(V, &[s], false);
        let pfs = b.ptr(fs);
        let h14 = b.func(Scopes::GLOBAL, "h14", V, &[ps, ps, rcs, rxs, pfs, s], false);
        assert_eq!(b.m(h14), "_Z3h14PN2ns1SES1_RKS0_RNS_1XIS0_EEPFvS0_ES0_");
        let i = b.int(IntKind::Int);
        let a3 = b.il.types.array(i, ArrayBound::Known(3));
        let pa3 = b.ptr(a3);
        let ra3 = b.lref(a3);
        let ci = b.cq(i);
        let pci = b.ptr(ci);
        let cpci = b.cq(pci);
        let pcpci = b.ptr(cpci);
        let pi = b.ptr(i);
        let ppi = b.ptr(pi);
        let cppi = b.cq(ppi);
        let pcppi = b.ptr(cppi);
        let h15 = b.func(Scopes::GLOBAL, "h15", V, &[pa3, ra3, pci, pcpci, ppi, pcppi], false);
        assert_eq!(b.m(h15), "_Z3h15PA3_iRS_PKiPKS3_PPiPKS7_");
        let (uc, c, sc) = (b.int(IntKind::UChar), b.int(IntKind::Char), b.int(IntKind::SChar));
        let (puc, pc, psc) = (b.ptr(uc), b.ptr(c), b.ptr(sc));
        let cuc = b.cq(uc);
        let pcuc = b.ptr(cuc);
        let h16 = b.func(Scopes::GLOBAL, "h16", V, &[puc, pc, psc, pcuc], false);
        assert_eq!(b.m(h16), "_Z3h16PhPcPaPKh");
        let fl = b.il.types.float(FloatKind::Float);
        let d = b.il.types.float(FloatKind::Double);
        let pd = b.ptr(d);
        let nk = b.func(ns, "nk", V, &[fl, pd], false);
        assert_eq!(b.m(nk), "_ZN2ns2nkEfPd", "module-id oracle crc 5a90c187 (F §2.9)");
        // template<class A, class B> void two(A, B, A*, B*) <int, ns::S>
        let two = fn_template_spec(
            &mut b,
            Scopes::GLOBAL,
            "two",
            2,
            false,
            &|b, t| {
                let (p0, p1) = (b.il.types.pointer(t[0]), b.il.types.pointer(t[1]));
                (V, vec![t[0], t[1], p0, p1])
            },
            &[TemplateArg::Type(i), TemplateArg::Type(s)],
        );
        assert_eq!(b.m(two), "_Z3twoIiN2ns1SEEvT_T0_PS2_PS3_");
        // template<void(*)()> void tp() <&h>
        let h = b.func(Scopes::GLOBAL, "h", V, &[], false);
        let vf = b.il.types.simple_function(V, &[], false);
        let pvf = b.ptr(vf);
        let tp = fn_template_spec(
            &mut b,
            Scopes::GLOBAL,
            "tp",
            0,
            false,
            &|_b, _t| (V, vec![]),
            &[TemplateArg::Entity { entity: h, ty: pvf }],
        );
        assert_eq!(b.m(tp), "_Z2tpIXadL_Z1hvEEEvv");
        // template<ns::E> void te() <ns::e2>
        let en = b.sym("E");
        let e = b.il.declare_enum(ns, en, false, i, Span::default());
        let et = b.il.entities.ent(e).ty;
        let te = fn_template_spec(
            &mut b,
            Scopes::GLOBAL,
            "te",
            0,
            false,
            &|_b, _t| (V, vec![]),
            &[TemplateArg::Int { value: 1, ty: et }],
        );
        assert_eq!(b.m(te), "_Z2teILN2ns1EE1EEvv");
        // W<int>::f(int, W<int>*) — member of a class template specialisation.
        let w = b.class_template(Scopes::GLOBAL, "W", 1);
        let wi = b.spec(w, &[i]);
        let wie = b.il.types.class_entity(wi).unwrap();
        let ws = b.il.begin_class_definition(wie, Scopes::GLOBAL);
        let pwi = b.ptr(wi);
        let f = b.func(ws, "f", V, &[i, pwi], false);
        assert_eq!(b.m(f), "_ZN1WIiE1fEiPS0_");
        // struct T2 { template<class U> void mt(U); } with <char>
        let (_t2, t2s) = b.class(Scopes::GLOBAL, "T2");
        let mt = fn_template_spec(
            &mut b,
            t2s,
            "mt",
            1,
            false,
            &|_b, t| (V, vec![t[0]]),
            &[TemplateArg::Type(c)],
        );
        assert_eq!(b.m(mt), "_ZN2T22mtIcEEvT_");
    }

    #[test]
    fn base36_substitution_indices() {
        assert_eq!(base36(0), "0");
        assert_eq!(base36(9), "9");
        assert_eq!(base36(10), "A");
        assert_eq!(base36(36), "10");
    }
}
