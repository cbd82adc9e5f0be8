//! C and C++ types, hash-consed in a [`TypeTable`].
//!
//! Invariants (see README.md):
//! - Every distinct [`TypeKind`] value is stored once; building the same type twice returns the same
//!   [`TypeId`]. Component ids are part of the key, so structure sharing is total.
//! - Sugar (typedef names, trailing-return spelling, `decltype` of a non-dependent expression) produces
//!   its own node, because diagnostics print it (`"size_t *" (aka "unsigned long *")`). Each node records
//!   its `canonical` id: the same type with all sugar removed. Type identity is `canonical(a) == canonical(b)`.
//! - cv-qualifiers are a [`TypeKind::Qualified`] wrapper around an unqualified type; there is never a
//!   `Qualified` of a `Qualified`. In canonical form, cv on an array applies to the element type.
//! - Types that name entities (classes, enums, typedefs, template parameters) hold an [`EntityId`]; the
//!   entity table owns names and scopes, the type table owns only structure.

use super::hashtab::{HashIndex, Hasher};
use super::ids::{ArgListId, EntityId, ExprId, TypeId, TypeListId};
use super::names::Symbol;
use std::hash::Hash;

/// Integer types (incl. `bool` and the character types), in the order of the standard's rank table.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum IntKind {
    Bool,
    Char,
    SChar,
    UChar,
    WChar,
    Char8,
    Char16,
    Char32,
    Short,
    UShort,
    Int,
    UInt,
    Long,
    ULong,
    LongLong,
    ULongLong,
    Int128,
    UInt128,
}

impl IntKind {
    pub const ALL: [IntKind; 18] = [
        IntKind::Bool,
        IntKind::Char,
        IntKind::SChar,
        IntKind::UChar,
        IntKind::WChar,
        IntKind::Char8,
        IntKind::Char16,
        IntKind::Char32,
        IntKind::Short,
        IntKind::UShort,
        IntKind::Int,
        IntKind::UInt,
        IntKind::Long,
        IntKind::ULong,
        IntKind::LongLong,
        IntKind::ULongLong,
        IntKind::Int128,
        IntKind::UInt128,
    ];

    /// The spelling EDG prints (and the host output uses).
    pub fn spelling(self) -> &'static str {
        match self {
            IntKind::Bool => "bool",
            IntKind::Char => "char",
            IntKind::SChar => "signed char",
            IntKind::UChar => "unsigned char",
            IntKind::WChar => "wchar_t",
            IntKind::Char8 => "char8_t",
            IntKind::Char16 => "char16_t",
            IntKind::Char32 => "char32_t",
            IntKind::Short => "short",
            IntKind::UShort => "unsigned short",
            IntKind::Int => "int",
            IntKind::UInt => "unsigned int",
            IntKind::Long => "long",
            IntKind::ULong => "unsigned long",
            IntKind::LongLong => "long long",
            IntKind::ULongLong => "unsigned long long",
            IntKind::Int128 => "__int128",
            IntKind::UInt128 => "unsigned __int128",
        }
    }

    /// Integer conversion rank ([conv.rank]); equal for a signed/unsigned pair. Character types rank like
    /// their underlying types, which the target decides — see `Target::rank`.
    pub fn base_rank(self) -> u8 {
        match self {
            IntKind::Bool => 0,
            IntKind::Char | IntKind::SChar | IntKind::UChar | IntKind::Char8 => 1,
            IntKind::Short | IntKind::UShort | IntKind::Char16 => 2,
            IntKind::Int | IntKind::UInt | IntKind::WChar | IntKind::Char32 => 3,
            IntKind::Long | IntKind::ULong => 4,
            IntKind::LongLong | IntKind::ULongLong => 5,
            IntKind::Int128 | IntKind::UInt128 => 6,
        }
    }

    /// The unsigned type of the same rank (for the usual arithmetic conversions).
    pub fn to_unsigned(self) -> IntKind {
        match self {
            IntKind::Char | IntKind::SChar => IntKind::UChar,
            IntKind::Short => IntKind::UShort,
            IntKind::Int => IntKind::UInt,
            IntKind::Long => IntKind::ULong,
            IntKind::LongLong => IntKind::ULongLong,
            IntKind::Int128 => IntKind::UInt128,
            other => other,
        }
    }
}

/// Floating types.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum FloatKind {
    Float16,
    BFloat16,
    Float,
    Double,
    LongDouble,
    Float128,
}

impl FloatKind {
    pub fn spelling(self) -> &'static str {
        match self {
            FloatKind::Float16 => "_Float16",
            FloatKind::BFloat16 => "__bf16",
            FloatKind::Float => "float",
            FloatKind::Double => "double",
            FloatKind::LongDouble => "long double",
            FloatKind::Float128 => "__float128",
        }
    }
}

/// cv (and GNU `__restrict`) qualifiers, as a bit set.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, PartialOrd, Ord)]
pub struct Quals(pub u8);

impl Quals {
    pub const NONE: Quals = Quals(0);
    pub const CONST: Quals = Quals(1);
    pub const VOLATILE: Quals = Quals(2);
    pub const RESTRICT: Quals = Quals(4);
    pub const CV: Quals = Quals(3);
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn has(self, q: Quals) -> bool {
        self.0 & q.0 == q.0
    }
    pub fn union(self, q: Quals) -> Quals {
        Quals(self.0 | q.0)
    }
    pub fn minus(self, q: Quals) -> Quals {
        Quals(self.0 & !q.0)
    }
    pub fn is_const(self) -> bool {
        self.0 & 1 != 0
    }
    pub fn is_volatile(self) -> bool {
        self.0 & 2 != 0
    }
    pub fn is_restrict(self) -> bool {
        self.0 & 4 != 0
    }
}

/// Array bound.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ArrayBound {
    Known(u64),
    /// `T[]`.
    Unknown,
    /// Bound depends on a template parameter (`T[N]`).
    Dependent(ExprId),
    /// GNU variable-length array (`int a[n]` in a function body).
    Variable(ExprId),
}

/// Function ref-qualifier (`&` / `&&` after the parameter list).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum RefQual {
    #[default]
    None,
    LValue,
    RValue,
}

/// Exception specification as far as it is part of the type (C++17: `noexcept` is).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Noexcept {
    /// No specification, or `noexcept(false)`.
    #[default]
    No,
    /// `noexcept` / `noexcept(true)`.
    Yes,
    /// `throw()`: non-throwing, spelled differently (sugar; canonical form is `Yes`).
    ThrowNone,
    /// `noexcept(expr)` with a value-dependent expression.
    Dependent(ExprId),
    /// `noexcept(expr)` of a member function of a class template specialisation: like its body, the
    /// specification is not instantiated with the class ([temp.inst]/14, EDG defers it too), so its
    /// value is unknown. Not dependent; whatever needs the value treats it as a gap.
    Deferred,
}

/// A function type's signature.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct FnSig {
    pub ret: TypeId,
    /// Parameter types after adjustment ([`TypeTable::adjust_param`]).
    pub params: TypeListId,
    /// `...` at the end.
    pub variadic: bool,
    /// cv of a member function (`void f() const`).
    pub quals: Quals,
    pub ref_qual: RefQual,
    pub noexcept: Noexcept,
    /// Written with a trailing return type (`auto f() -> int`); sugar, printing only.
    pub trailing: bool,
}

/// Placeholder types awaiting deduction.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AutoKind {
    Auto,
    DecltypeAuto,
    /// `__auto_type` (GNU C) — treated like `auto`.
    GnuAutoType,
}

/// One template argument.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TemplateArg {
    Type(TypeId),
    /// A non-type argument with a known integral (or enum, bool, char) value, stored as the two's-complement
    /// bits truncated to the width of `ty`.
    Int {
        value: u128,
        ty: TypeId,
    },
    /// `&entity` / `entity` (pointer, reference or pointer-to-member to a declared entity).
    Entity {
        entity: EntityId,
        ty: TypeId,
    },
    /// `nullptr` as a non-type argument.
    Null(TypeId),
    /// A value-dependent non-type argument (`N+1`).
    Expr(ExprId),
    /// A template template argument.
    Template(EntityId),
    /// A pack (`V<int, double>` matching `class... T` gives `Pack([int, double])`).
    Pack(ArgListId),
}

/// The shape of a type node.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    /// The type of an erroneous construct; silences follow-on diagnostics.
    Error,
    Void,
    Int(IntKind),
    Float(FloatKind),
    /// `decltype(nullptr)`.
    NullPtr,
    /// cv-qualified `base`, where `base` is never `Qualified` itself.
    Qualified(TypeId, Quals),
    Pointer(TypeId),
    LRef(TypeId),
    RRef(TypeId),
    Array(TypeId, ArrayBound),
    Function(FnSig),
    /// `pointee class::*`; `class` is a class type (or dependent).
    MemberPointer {
        class: TypeId,
        pointee: TypeId,
    },
    /// A class, struct or union (the entity says which), including template specialisations.
    Class(EntityId),
    Enum(EntityId),
    /// Sugar: a use of typedef/alias entity `entity`, which denotes `aliased`.
    Typedef {
        entity: EntityId,
        aliased: TypeId,
    },
    /// A template type parameter. The canonical form drops `entity` (only position matters for identity).
    TemplateParam {
        depth: u16,
        index: u16,
        pack: bool,
        entity: EntityId,
    },
    /// `typename Q::name` / `typename Q::template name<args>` (args = `ArgListId::NONE` without a template-id).
    DependentName {
        qualifier: TypeId,
        name: Symbol,
        args: ArgListId,
    },
    /// A dependent template-id `A<T>` (the class or alias template `template` with dependent args).
    TemplateId {
        template: EntityId,
        args: ArgListId,
    },
    /// Sugar: a non-dependent template-id as written (`B<size_t>`), denoting the specialisation type
    /// `actual` (whose entity holds the canonical arguments: `B<unsigned long>`).
    Specialization {
        template: EntityId,
        args: ArgListId,
        actual: TypeId,
    },
    /// `decltype(expr)` / `__typeof__(expr)`; `underlying` is `TypeId::NONE` while `expr` is dependent,
    /// otherwise this is sugar for it.
    Decltype {
        expr: ExprId,
        underlying: TypeId,
    },
    /// An undeduced placeholder.
    Auto(AutoKind),
    /// GNU `__attribute__((vector_size(bytes)))` applied to `elem`.
    Vector {
        elem: TypeId,
        bytes: u32,
    },
    /// `_Complex elem`.
    Complex(TypeId),
    /// `pattern...` in a parameter or argument list.
    PackExpansion(TypeId),
    /// `__underlying_type(T)` with a dependent `T` (libstdc++ 12's `std::underlying_type`); a non-dependent
    /// operand is resolved by the parser to the enum's underlying type directly.
    UnderlyingType(TypeId),
    /// Sugar: an integer type written with an explicit `signed` (`signed short int`), which cudafe++ keeps
    /// in its host output (`typedef signed short __int16_t;`, `A< signed int>`) though the type is the plain
    /// one (`short`). Only for `Short`, `Int`, `Long` and `LongLong` (`signed char` is its own type).
    ExplicitlySigned(IntKind),
}

/// The integer kinds whose explicit `signed` is kept as [`TypeKind::ExplicitlySigned`] sugar.
const SIGNED_SUGAR: [IntKind; 4] = [IntKind::Short, IntKind::Int, IntKind::Long, IntKind::LongLong];

/// Per-node properties derived from the components at creation.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct TypeFlags(pub u8);

impl TypeFlags {
    /// Depends on a template parameter.
    pub const DEPENDENT: u8 = 1;
    /// Contains an unexpanded parameter pack.
    pub const UNEXPANDED_PACK: u8 = 2;
    /// Contains an undeduced `auto`.
    pub const UNDEDUCED: u8 = 4;
    /// Is (or contains) the error type.
    pub const ERROR: u8 = 8;
    pub fn has(self, f: u8) -> bool {
        self.0 & f != 0
    }
}

#[derive(Clone, Copy, Debug)]
struct TypeNode {
    kind: TypeKind,
    canonical: TypeId,
    flags: TypeFlags,
}

/// A pool of interned lists (`TypeListId` → `[TypeId]`, `ArgListId` → `[TemplateArg]`).
#[derive(Clone, Debug)]
struct ListPool<T> {
    items: Vec<T>,
    spans: Vec<(u32, u32)>,
    index: HashIndex,
}

impl<T: Copy + Eq + Hash> ListPool<T> {
    fn new() -> Self {
        let mut p = ListPool {
            items: Vec::new(),
            spans: Vec::new(),
            index: HashIndex::new(),
        };
        p.intern(&[]); // id 0 = the empty list
        p
    }
    fn get(&self, id: u32) -> &[T] {
        match self.spans.get(id as usize) {
            Some(&(lo, hi)) => &self.items[lo as usize..hi as usize],
            None => &[],
        }
    }
    fn intern(&mut self, list: &[T]) -> u32 {
        let mut h = Hasher::new();
        list.hash(&mut h);
        let h = h.finish();
        let (items, spans) = (&self.items, &self.spans);
        if let Some(id) = self.index.find(h, |id| {
            let (lo, hi) = spans[id as usize];
            &items[lo as usize..hi as usize] == list
        }) {
            return id;
        }
        let lo = self.items.len() as u32;
        self.items.extend_from_slice(list);
        let id = self.spans.len() as u32;
        self.spans.push((lo, self.items.len() as u32));
        self.index.insert(h, id);
        id
    }
}

/// The hash-consing type interner.
#[derive(Clone, Debug)]
pub struct TypeTable {
    nodes: Vec<TypeNode>,
    index: HashIndex,
    type_lists: ListPool<TypeId>,
    arg_lists: ListPool<TemplateArg>,
    /// Class/enum entities whose type is dependent (members of templates), fixed at first creation.
    ints: [TypeId; 18],
    floats: [TypeId; 6],
    /// [`TypeKind::ExplicitlySigned`] nodes for `short`, `int`, `long`, `long long`.
    signed: [TypeId; 4],
}

impl Default for TypeTable {
    fn default() -> Self {
        Self::new()
    }
}

fn hash_kind(k: &TypeKind) -> u64 {
    let mut h = Hasher::new();
    k.hash(&mut h);
    h.finish()
}

impl TypeTable {
    /// The error type is always id 0, `void` id 1.
    pub const ERROR: TypeId = TypeId(0);
    pub const VOID: TypeId = TypeId(1);

    pub fn new() -> Self {
        let mut t = TypeTable {
            nodes: Vec::with_capacity(4096),
            index: HashIndex::new(),
            type_lists: ListPool::new(),
            arg_lists: ListPool::new(),
            ints: [TypeId::NONE; 18],
            floats: [TypeId::NONE; 6],
            signed: [TypeId::NONE; 4],
        };
        let e = t.intern(TypeKind::Error);
        let v = t.intern(TypeKind::Void);
        debug_assert_eq!((e, v), (Self::ERROR, Self::VOID));
        for (i, k) in IntKind::ALL.iter().enumerate() {
            t.ints[i] = t.intern(TypeKind::Int(*k));
        }
        for (i, k) in [
            FloatKind::Float16,
            FloatKind::BFloat16,
            FloatKind::Float,
            FloatKind::Double,
            FloatKind::LongDouble,
            FloatKind::Float128,
        ]
        .iter()
        .enumerate()
        {
            t.floats[i] = t.intern(TypeKind::Float(*k));
        }
        // After the floats, so the ids of the builtin types stay as they were.
        for (i, k) in SIGNED_SUGAR.iter().enumerate() {
            t.signed[i] = t.intern(TypeKind::ExplicitlySigned(*k));
        }
        t
    }

    /// `k` written with an explicit `signed` (sugar for `int(k)`); `k` itself when that spelling is not kept.
    pub fn explicitly_signed(&self, k: IntKind) -> TypeId {
        match SIGNED_SUGAR.iter().position(|&s| s == k) {
            Some(i) => self.signed[i],
            None => self.int(k),
        }
    }

    /// Number of type nodes (for statistics and tests).
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    // ---- queries ----

    /// The node's kind (sugar included). An out-of-range id reads as the error type.
    pub fn kind(&self, t: TypeId) -> TypeKind {
        self.nodes.get(t.index()).map(|n| n.kind).unwrap_or(TypeKind::Error)
    }

    /// The type with all sugar removed.
    pub fn canonical(&self, t: TypeId) -> TypeId {
        self.nodes.get(t.index()).map(|n| n.canonical).unwrap_or(Self::ERROR)
    }

    /// The canonical kind: what the type *is*.
    pub fn ckind(&self, t: TypeId) -> TypeKind {
        self.kind(self.canonical(t))
    }

    /// Type identity ([basic.types]: typedefs do not introduce new types).
    pub fn same(&self, a: TypeId, b: TypeId) -> bool {
        self.canonical(a) == self.canonical(b)
    }

    pub fn flags(&self, t: TypeId) -> TypeFlags {
        self.nodes
            .get(t.index())
            .map(|n| n.flags)
            .unwrap_or(TypeFlags(TypeFlags::ERROR))
    }

    pub fn is_dependent(&self, t: TypeId) -> bool {
        self.flags(t).has(TypeFlags::DEPENDENT)
    }

    pub fn is_error(&self, t: TypeId) -> bool {
        self.flags(t).has(TypeFlags::ERROR)
    }

    pub fn type_list(&self, l: TypeListId) -> &[TypeId] {
        self.type_lists.get(l.0)
    }

    pub fn arg_list(&self, l: ArgListId) -> &[TemplateArg] {
        self.arg_lists.get(l.0)
    }

    /// Splits canonical top-level cv-qualifiers off: `const T` → (`T`, const). Sugar is looked through.
    pub fn split_quals(&self, t: TypeId) -> (TypeId, Quals) {
        let c = self.canonical(t);
        match self.kind(c) {
            TypeKind::Qualified(b, q) => (b, q),
            _ => (c, Quals::NONE),
        }
    }

    /// Like [`split_quals`](Self::split_quals), but looking through arrays: the bounds (outermost first),
    /// the unqualified element type and the qualifiers, which for an array are its element's
    /// ([basic.type.qualifier]) — `const int[4]` is "array of const int", so binding `const int (&)[4]` to an
    /// `int[4]` lvalue adds const like `const int&` to `int` does.
    pub fn split_array_quals(&self, t: TypeId) -> (Vec<ArrayBound>, TypeId, Quals) {
        let mut bounds = Vec::new();
        let mut acc = Quals::NONE;
        let mut t = t;
        loop {
            let (b, q) = self.split_quals(t);
            acc = acc.union(q);
            match self.kind(b) {
                TypeKind::Array(e, n) => {
                    bounds.push(n);
                    t = e;
                }
                _ => return (bounds, b, acc),
            }
        }
    }

    /// The canonical unqualified type.
    pub fn unqualified(&self, t: TypeId) -> TypeId {
        self.split_quals(t).0
    }

    /// Top-level qualifiers of `t` (canonical). For arrays these are the element's qualifiers ([basic.type.qualifier]).
    pub fn quals(&self, t: TypeId) -> Quals {
        let (b, q) = self.split_quals(t);
        match self.kind(b) {
            TypeKind::Array(e, _) => q.union(self.quals(e)),
            _ => q,
        }
    }

    /// Removes one level of sugar (`Typedef` → aliased, `Decltype` → underlying). Non-sugar is returned as is.
    pub fn desugar(&self, t: TypeId) -> TypeId {
        match self.kind(t) {
            TypeKind::Typedef { aliased, .. } => aliased,
            TypeKind::Specialization { actual, .. } => actual,
            TypeKind::Decltype { underlying, .. } if underlying.is_some() => underlying,
            TypeKind::ExplicitlySigned(k) => self.int(k),
            _ => t,
        }
    }

    pub fn int_kind(&self, t: TypeId) -> Option<IntKind> {
        match self.ckind(t) {
            TypeKind::Int(k) => Some(k),
            _ => None,
        }
    }

    // ---- constructors ----

    fn intern(&mut self, kind: TypeKind) -> TypeId {
        let h = hash_kind(&kind);
        let nodes = &self.nodes;
        if let Some(id) = self.index.find(h, |id| nodes[id as usize].kind == kind) {
            return TypeId(id);
        }
        let (canon_kind, flags) = self.canonical_kind_and_flags(kind);
        // Sugar or sugared components: the canonical node is built (or found) first, then this one.
        let canonical = if canon_kind == kind {
            TypeId::NONE
        } else {
            self.intern_canonical(canon_kind)
        };
        let id = TypeId::from_len(self.nodes.len());
        let canonical = if canonical.is_none() { id } else { canonical };
        self.nodes.push(TypeNode { kind, canonical, flags });
        self.index.insert(h, id.0);
        id
    }

    /// Interns a kind already in canonical form (its components are canonical).
    fn intern_canonical(&mut self, kind: TypeKind) -> TypeId {
        match kind {
            // A canonical Qualified may need merging/array pushing; route through the builder.
            TypeKind::Qualified(b, q) => self.qualified(b, q),
            _ => self.intern(kind),
        }
    }

    /// The canonical form of a would-be node and its flags.
    fn canonical_kind_and_flags(&mut self, kind: TypeKind) -> (TypeKind, TypeFlags) {
        let c = |s: &Self, t: TypeId| s.canonical(t);
        let f = |s: &Self, t: TypeId| s.flags(t).0;
        let mut flags = 0u8;
        let ck = match kind {
            TypeKind::Error => {
                flags |= TypeFlags::ERROR;
                kind
            }
            TypeKind::Void | TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::NullPtr => kind,
            TypeKind::ExplicitlySigned(k) => TypeKind::Int(k),
            TypeKind::Qualified(b, q) => {
                flags |= f(self, b);
                // Canonical qualified types are rebuilt by `qualified` on the canonical base.
                TypeKind::Qualified(c(self, b), q)
            }
            TypeKind::Pointer(p) => {
                flags |= f(self, p);
                TypeKind::Pointer(c(self, p))
            }
            TypeKind::LRef(p) => {
                flags |= f(self, p);
                TypeKind::LRef(c(self, p))
            }
            TypeKind::RRef(p) => {
                flags |= f(self, p);
                TypeKind::RRef(c(self, p))
            }
            TypeKind::Array(e, b) => {
                flags |= f(self, e);
                if matches!(b, ArrayBound::Dependent(_)) {
                    flags |= TypeFlags::DEPENDENT;
                }
                TypeKind::Array(c(self, e), b)
            }
            TypeKind::Function(sig) => {
                flags |= f(self, sig.ret);
                let params: Vec<TypeId> = self.type_list(sig.params).to_vec();
                let mut changed = false;
                let mut cps = Vec::with_capacity(params.len());
                for p in params {
                    flags |= f(self, p);
                    let cp = c(self, p);
                    changed |= cp != p;
                    cps.push(cp);
                }
                let cparams = if changed {
                    TypeListId(self.type_lists.intern(&cps))
                } else {
                    sig.params
                };
                let noexcept = match sig.noexcept {
                    Noexcept::ThrowNone => Noexcept::Yes,
                    Noexcept::Dependent(e) => {
                        flags |= TypeFlags::DEPENDENT;
                        Noexcept::Dependent(e)
                    }
                    n => n,
                };
                TypeKind::Function(FnSig {
                    ret: c(self, sig.ret),
                    params: cparams,
                    noexcept,
                    trailing: false,
                    ..sig
                })
            }
            TypeKind::MemberPointer { class, pointee } => {
                flags |= f(self, class) | f(self, pointee);
                TypeKind::MemberPointer {
                    class: c(self, class),
                    pointee: c(self, pointee),
                }
            }
            TypeKind::Class(_) | TypeKind::Enum(_) => kind,
            TypeKind::Typedef { aliased, .. } => {
                flags |= f(self, aliased);
                return (self.kind(c(self, aliased)), TypeFlags(flags));
            }
            TypeKind::TemplateParam { depth, index, pack, .. } => {
                flags |= TypeFlags::DEPENDENT;
                if pack {
                    flags |= TypeFlags::UNEXPANDED_PACK;
                }
                TypeKind::TemplateParam {
                    depth,
                    index,
                    pack,
                    entity: EntityId::NONE,
                }
            }
            TypeKind::DependentName { qualifier, name, args } => {
                flags |= f(self, qualifier) | TypeFlags::DEPENDENT;
                let cargs = if args.is_some() {
                    self.canonical_args(args, &mut flags)
                } else {
                    args
                };
                TypeKind::DependentName {
                    qualifier: c(self, qualifier),
                    name,
                    args: cargs,
                }
            }
            TypeKind::TemplateId { template, args } => {
                flags |= TypeFlags::DEPENDENT;
                let cargs = self.canonical_args(args, &mut flags);
                TypeKind::TemplateId { template, args: cargs }
            }
            TypeKind::Specialization { actual, args, .. } => {
                flags |= f(self, actual) | self.arg_list(args).iter().fold(0, |acc, a| acc | self.arg_flags(*a));
                return (self.kind(c(self, actual)), TypeFlags(flags));
            }
            TypeKind::Decltype { expr, underlying } => {
                if underlying.is_some() {
                    flags |= f(self, underlying);
                    return (self.kind(c(self, underlying)), TypeFlags(flags));
                }
                flags |= TypeFlags::DEPENDENT;
                TypeKind::Decltype { expr, underlying }
            }
            TypeKind::Auto(_) => {
                flags |= TypeFlags::UNDEDUCED;
                kind
            }
            TypeKind::Vector { elem, bytes } => {
                flags |= f(self, elem);
                TypeKind::Vector {
                    elem: c(self, elem),
                    bytes,
                }
            }
            TypeKind::Complex(e) => {
                flags |= f(self, e);
                TypeKind::Complex(c(self, e))
            }
            TypeKind::UnderlyingType(p) => {
                flags |= f(self, p) | TypeFlags::DEPENDENT;
                TypeKind::UnderlyingType(c(self, p))
            }
            TypeKind::PackExpansion(p) => {
                // The expansion consumes the pack.
                flags |= f(self, p) & !TypeFlags::UNEXPANDED_PACK;
                flags |= TypeFlags::DEPENDENT;
                TypeKind::PackExpansion(c(self, p))
            }
        };
        (ck, TypeFlags(flags))
    }

    fn canonical_args(&mut self, args: ArgListId, flags: &mut u8) -> ArgListId {
        let list: Vec<TemplateArg> = self.arg_list(args).to_vec();
        let mut out = Vec::with_capacity(list.len());
        for a in list {
            *flags |= self.arg_flags(a);
            out.push(self.canonical_arg(a));
        }
        ArgListId(self.arg_lists.intern(&out))
    }

    fn arg_flags(&self, a: TemplateArg) -> u8 {
        match a {
            TemplateArg::Type(t) => self.flags(t).0,
            TemplateArg::Expr(_) => TypeFlags::DEPENDENT,
            TemplateArg::Pack(l) => self.arg_list(l).iter().fold(0, |acc, x| acc | self.arg_flags(*x)),
            _ => 0,
        }
    }

    /// A template argument with canonical types (for specialisation lookup keys).
    pub fn canonical_arg(&mut self, a: TemplateArg) -> TemplateArg {
        match a {
            TemplateArg::Type(t) => TemplateArg::Type(self.canonical(t)),
            TemplateArg::Int { value, ty } => TemplateArg::Int {
                value,
                ty: self.canonical(ty),
            },
            TemplateArg::Entity { entity, ty } => TemplateArg::Entity {
                entity,
                ty: self.canonical(ty),
            },
            TemplateArg::Null(t) => TemplateArg::Null(self.canonical(t)),
            TemplateArg::Pack(l) => {
                let list: Vec<TemplateArg> = self.arg_list(l).to_vec();
                let out: Vec<TemplateArg> = list.into_iter().map(|x| self.canonical_arg(x)).collect();
                TemplateArg::Pack(ArgListId(self.arg_lists.intern(&out)))
            }
            other => other,
        }
    }

    /// Interns a parameter-type list.
    pub fn intern_type_list(&mut self, list: &[TypeId]) -> TypeListId {
        TypeListId(self.type_lists.intern(list))
    }

    /// Interns a template-argument list (as written: sugar kept, so `B<size_t>` prints as written).
    pub fn intern_args(&mut self, list: &[TemplateArg]) -> ArgListId {
        ArgListId(self.arg_lists.intern(list))
    }

    /// The canonical form of an argument list (the key for finding a specialisation).
    pub fn canonical_arg_list(&mut self, args: ArgListId) -> ArgListId {
        let mut flags = 0;
        self.canonical_args(args, &mut flags)
    }

    pub fn int(&self, k: IntKind) -> TypeId {
        self.ints[k as usize]
    }

    pub fn float(&self, k: FloatKind) -> TypeId {
        self.floats[k as usize]
    }

    pub fn nullptr_t(&mut self) -> TypeId {
        self.intern(TypeKind::NullPtr)
    }

    pub fn auto(&mut self, k: AutoKind) -> TypeId {
        self.intern(TypeKind::Auto(k))
    }

    /// Adds qualifiers. `Qualified` never nests; `q` empty returns `t`. cv on a canonical array moves onto the
    /// element type ([dcl.array]/[basic.type.qualifier]); on a sugared array it stays on the sugar node so it
    /// prints as written, while its canonical form has the element qualified.
    pub fn qualified(&mut self, t: TypeId, q: Quals) -> TypeId {
        if q.is_empty() {
            return t;
        }
        match self.kind(t) {
            TypeKind::Qualified(b, q0) => self.qualified(b, q0.union(q)),
            TypeKind::Array(e, b) => {
                let qe = self.qualified(e, q);
                self.intern(TypeKind::Array(qe, b))
            }
            // Functions and references ignore cv added through a typedef ([dcl.fct]/[dcl.ref]).
            TypeKind::Function(_) | TypeKind::LRef(_) | TypeKind::RRef(_) | TypeKind::Error => t,
            _ => {
                let ck = self.ckind(t);
                if matches!(ck, TypeKind::Function(_) | TypeKind::LRef(_) | TypeKind::RRef(_)) {
                    return t;
                }
                self.intern(TypeKind::Qualified(t, q))
            }
        }
    }

    pub fn pointer(&mut self, t: TypeId) -> TypeId {
        self.intern(TypeKind::Pointer(t))
    }

    /// `T&` with reference collapsing (`(U&&)&` → `U&`, [dcl.ref]/6).
    pub fn lref(&mut self, t: TypeId) -> TypeId {
        match self.ckind(t) {
            TypeKind::LRef(_) => t,
            TypeKind::RRef(u) => self.intern(TypeKind::LRef(u)),
            _ => self.intern(TypeKind::LRef(t)),
        }
    }

    /// `T&&` with reference collapsing (`(U&)&&` → `U&`, `(U&&)&&` → `U&&`).
    pub fn rref(&mut self, t: TypeId) -> TypeId {
        match self.ckind(t) {
            TypeKind::LRef(_) | TypeKind::RRef(_) => t,
            _ => self.intern(TypeKind::RRef(t)),
        }
    }

    pub fn array(&mut self, elem: TypeId, bound: ArrayBound) -> TypeId {
        self.intern(TypeKind::Array(elem, bound))
    }

    pub fn function(&mut self, sig: FnSig) -> TypeId {
        self.intern(TypeKind::Function(sig))
    }

    /// Convenience: a plain function type `ret(params...)`.
    pub fn simple_function(&mut self, ret: TypeId, params: &[TypeId], variadic: bool) -> TypeId {
        let params = self.intern_type_list(params);
        self.function(FnSig {
            ret,
            params,
            variadic,
            quals: Quals::NONE,
            ref_qual: RefQual::None,
            noexcept: Noexcept::No,
            trailing: false,
        })
    }

    pub fn member_pointer(&mut self, class: TypeId, pointee: TypeId) -> TypeId {
        self.intern(TypeKind::MemberPointer { class, pointee })
    }

    /// The type of class entity `e`. `dependent` marks a class that is (a member of) a template pattern; it
    /// must be the same every time for a given entity (the entity table knows).
    pub fn class(&mut self, e: EntityId, dependent: bool) -> TypeId {
        let t = self.intern(TypeKind::Class(e));
        if dependent {
            if let Some(n) = self.nodes.get_mut(t.index()) {
                n.flags.0 |= TypeFlags::DEPENDENT;
            }
        }
        t
    }

    pub fn enum_type(&mut self, e: EntityId, dependent: bool) -> TypeId {
        let t = self.intern(TypeKind::Enum(e));
        if dependent {
            if let Some(n) = self.nodes.get_mut(t.index()) {
                n.flags.0 |= TypeFlags::DEPENDENT;
            }
        }
        t
    }

    pub fn typedef(&mut self, entity: EntityId, aliased: TypeId) -> TypeId {
        self.intern(TypeKind::Typedef { entity, aliased })
    }

    pub fn template_param(&mut self, depth: u16, index: u16, pack: bool, entity: EntityId) -> TypeId {
        self.intern(TypeKind::TemplateParam {
            depth,
            index,
            pack,
            entity,
        })
    }

    pub fn dependent_name(&mut self, qualifier: TypeId, name: Symbol, args: ArgListId) -> TypeId {
        self.intern(TypeKind::DependentName { qualifier, name, args })
    }

    pub fn template_id(&mut self, template: EntityId, args: ArgListId) -> TypeId {
        self.intern(TypeKind::TemplateId { template, args })
    }

    /// Sugar for a template-id as written (see [`TypeKind::Specialization`]).
    pub fn specialization(&mut self, template: EntityId, args: ArgListId, actual: TypeId) -> TypeId {
        self.intern(TypeKind::Specialization { template, args, actual })
    }

    pub fn decltype(&mut self, expr: ExprId, underlying: TypeId) -> TypeId {
        self.intern(TypeKind::Decltype { expr, underlying })
    }

    pub fn vector(&mut self, elem: TypeId, bytes: u32) -> TypeId {
        self.intern(TypeKind::Vector { elem, bytes })
    }

    pub fn complex(&mut self, elem: TypeId) -> TypeId {
        self.intern(TypeKind::Complex(elem))
    }

    pub fn pack_expansion(&mut self, pattern: TypeId) -> TypeId {
        self.intern(TypeKind::PackExpansion(pattern))
    }

    /// `__underlying_type(t)` for a dependent `t`.
    pub fn underlying_type(&mut self, t: TypeId) -> TypeId {
        self.intern(TypeKind::UnderlyingType(t))
    }

    /// Parameter type adjustment ([dcl.fct]/5): array → pointer to element, function → pointer to function,
    /// top-level cv dropped. Applied by the parser before building a function type.
    pub fn adjust_param(&mut self, t: TypeId) -> TypeId {
        let mut s = t;
        // Look through sugar for the decision, keep sugar where the result is unchanged.
        loop {
            match self.kind(s) {
                TypeKind::Array(e, _) => return self.pointer(e),
                TypeKind::Function(_) => return self.pointer(s),
                TypeKind::Qualified(b, _) => {
                    return match self.ckind(b) {
                        TypeKind::Array(..) | TypeKind::Function(_) => self.adjust_param(b),
                        _ => b,
                    }
                }
                TypeKind::Typedef { .. } | TypeKind::Decltype { .. } | TypeKind::Specialization { .. } => {
                    let d = self.desugar(s);
                    if d == s {
                        return t;
                    }
                    match self.ckind(d) {
                        TypeKind::Array(..) | TypeKind::Function(_) => {
                            s = d;
                            continue;
                        }
                        TypeKind::Qualified(..) => {
                            // Typedef of a cv type (`typedef const int CI; void f(CI)`) → drop to canonical.
                            return self.unqualified(d);
                        }
                        _ => return t,
                    }
                }
                _ => return t,
            }
        }
    }

    /// Array-to-pointer / function-to-pointer decay of an expression type (lvalue conversions on the type).
    pub fn decay(&mut self, t: TypeId) -> TypeId {
        match self.ckind(t) {
            TypeKind::Array(e, _) => self.pointer(e),
            TypeKind::Function(_) => self.pointer(t),
            _ => t,
        }
    }

    // ---- classification (canonical) ----

    pub fn is_integral(&self, t: TypeId) -> bool {
        matches!(self.kind(self.unqualified(t)), TypeKind::Int(_))
    }

    pub fn is_arithmetic(&self, t: TypeId) -> bool {
        matches!(self.kind(self.unqualified(t)), TypeKind::Int(_) | TypeKind::Float(_))
    }

    pub fn is_scalar(&self, t: TypeId) -> bool {
        matches!(
            self.kind(self.unqualified(t)),
            TypeKind::Int(_)
                | TypeKind::Float(_)
                | TypeKind::Enum(_)
                | TypeKind::Pointer(_)
                | TypeKind::MemberPointer { .. }
                | TypeKind::NullPtr
        )
    }

    pub fn is_reference(&self, t: TypeId) -> bool {
        matches!(self.ckind(t), TypeKind::LRef(_) | TypeKind::RRef(_))
    }

    /// The referred-to type of a reference; `t` itself otherwise.
    pub fn non_reference(&self, t: TypeId) -> TypeId {
        match self.kind(self.canonical(t)) {
            TypeKind::LRef(u) | TypeKind::RRef(u) => u,
            _ => t,
        }
    }

    pub fn is_void(&self, t: TypeId) -> bool {
        self.unqualified(t) == Self::VOID
    }

    /// The class entity of a (cv-qualified) class type.
    pub fn class_entity(&self, t: TypeId) -> Option<EntityId> {
        match self.kind(self.unqualified(t)) {
            TypeKind::Class(e) => Some(e),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtins_are_unique_and_stable() {
        let mut t = TypeTable::new();
        let i = t.int(IntKind::Int);
        assert_eq!(t.kind(i), TypeKind::Int(IntKind::Int));
        assert_eq!(t.intern(TypeKind::Int(IntKind::Int)), i);
        assert_eq!(t.kind(TypeTable::VOID), TypeKind::Void);
        assert_eq!(t.float(FloatKind::Double), t.intern(TypeKind::Float(FloatKind::Double)));
        assert_ne!(t.int(IntKind::Long), t.int(IntKind::LongLong));
    }

    #[test]
    fn explicitly_signed_is_sugar_for_the_plain_type() {
        let t = TypeTable::new();
        let s = t.explicitly_signed(IntKind::Short);
        assert_eq!(t.kind(s), TypeKind::ExplicitlySigned(IntKind::Short));
        assert_ne!(s, t.int(IntKind::Short));
        assert!(t.same(s, t.int(IntKind::Short)));
        assert_eq!(t.desugar(s), t.int(IntKind::Short));
        assert_eq!(t.int_kind(s), Some(IntKind::Short));
        // `signed char` is a type of its own; unsigned kinds have no such spelling.
        assert_eq!(t.explicitly_signed(IntKind::SChar), t.int(IntKind::SChar));
        assert_eq!(t.explicitly_signed(IntKind::UInt), t.int(IntKind::UInt));
    }

    #[test]
    fn hash_consing_shares_structure() {
        let mut t = TypeTable::new();
        let c = t.int(IntKind::Char);
        let cc = t.qualified(c, Quals::CONST);
        let p1 = t.pointer(cc);
        let p2 = {
            let cc2 = t.qualified(c, Quals::CONST);
            t.pointer(cc2)
        };
        assert_eq!(p1, p2);
        let n = t.len();
        let _ = t.pointer(cc);
        assert_eq!(t.len(), n, "no new node for an existing type");
    }

    #[test]
    fn qualifiers_merge_and_never_nest() {
        let mut t = TypeTable::new();
        let i = t.int(IntKind::Int);
        let ci = t.qualified(i, Quals::CONST);
        let cvi = t.qualified(ci, Quals::VOLATILE);
        assert_eq!(t.kind(cvi), TypeKind::Qualified(i, Quals::CV));
        assert_eq!(t.qualified(i, Quals::CV), cvi);
        assert_eq!(t.split_quals(cvi), (i, Quals::CV));
        assert_eq!(t.qualified(i, Quals::NONE), i);
    }

    #[test]
    fn typedef_is_sugar() {
        let mut t = TypeTable::new();
        let ul = t.int(IntKind::ULong);
        let size_t = t.typedef(EntityId(5), ul);
        assert_ne!(size_t, ul, "sugar node kept for printing");
        assert!(t.same(size_t, ul));
        let p = t.pointer(size_t);
        let q = t.pointer(ul);
        assert_ne!(p, q);
        assert_eq!(t.canonical(p), q);
        // const size_t == const unsigned long
        let cs = t.qualified(size_t, Quals::CONST);
        let cu = t.qualified(ul, Quals::CONST);
        assert!(t.same(cs, cu));
        assert_eq!(t.split_quals(cs), (ul, Quals::CONST));
    }

    #[test]
    fn typedef_of_const_then_const_again() {
        let mut t = TypeTable::new();
        let i = t.int(IntKind::Int);
        let ci = t.qualified(i, Quals::CONST);
        let td = t.typedef(EntityId(1), ci);
        let vtd = t.qualified(td, Quals::VOLATILE);
        assert_eq!(t.canonical(vtd), t.qualified(i, Quals::CV));
    }

    #[test]
    fn cv_array_moves_to_element() {
        let mut t = TypeTable::new();
        let i = t.int(IntKind::Int);
        let a = t.array(i, ArrayBound::Known(3));
        let ca = t.qualified(a, Quals::CONST);
        let ci = t.qualified(i, Quals::CONST);
        assert_eq!(ca, t.array(ci, ArrayBound::Known(3)));
        assert_eq!(t.quals(ca), Quals::CONST);
        // via a typedef: sugar kept, canonical equal.
        let td = t.typedef(EntityId(2), a);
        let ctd = t.qualified(td, Quals::CONST);
        assert!(t.same(ctd, ca));
    }

    #[test]
    fn reference_collapsing() {
        let mut t = TypeTable::new();
        let i = t.int(IntKind::Int);
        let lr = t.lref(i);
        let rr = t.rref(i);
        assert_eq!(t.rref(lr), lr);
        assert_eq!(t.lref(rr), lr);
        assert_eq!(t.rref(rr), rr);
        // cv on a reference is ignored
        assert_eq!(t.qualified(lr, Quals::CONST), lr);
    }

    #[test]
    fn function_types_and_param_adjustment() {
        let mut t = TypeTable::new();
        let i = t.int(IntKind::Int);
        let ci = t.qualified(i, Quals::CONST);
        let arr = t.array(i, ArrayBound::Known(3));
        let fnt = t.simple_function(i, &[i], false);
        assert_eq!(t.adjust_param(ci), i);
        let pi = t.pointer(i);
        assert_eq!(t.adjust_param(arr), pi);
        let pf = t.pointer(fnt);
        assert_eq!(t.adjust_param(fnt), pf);
        let f1 = t.simple_function(i, &[i, pi], false);
        let f2 = t.simple_function(i, &[i, pi], false);
        let f3 = t.simple_function(i, &[i, pi], true);
        assert_eq!(f1, f2);
        assert_ne!(f1, f3);
        // typedef'd params: sugar differs, canonical equal
        let td = t.typedef(EntityId(9), i);
        let f4 = t.simple_function(td, &[td, pi], false);
        assert_ne!(f4, f1);
        assert!(t.same(f4, f1));
    }

    #[test]
    fn noexcept_is_part_of_type_and_throw_is_sugar() {
        let mut t = TypeTable::new();
        let v = TypeTable::VOID;
        let params = t.intern_type_list(&[]);
        let base = FnSig {
            ret: v,
            params,
            variadic: false,
            quals: Quals::NONE,
            ref_qual: RefQual::None,
            noexcept: Noexcept::No,
            trailing: false,
        };
        let f = t.function(base);
        let fy = t.function(FnSig {
            noexcept: Noexcept::Yes,
            ..base
        });
        let ft = t.function(FnSig {
            noexcept: Noexcept::ThrowNone,
            ..base
        });
        let tr = t.function(FnSig { trailing: true, ..base });
        assert!(!t.same(f, fy));
        assert!(t.same(fy, ft));
        assert_ne!(fy, ft);
        assert!(t.same(f, tr));
    }

    #[test]
    fn dependence_propagates() {
        let mut t = TypeTable::new();
        let tp = t.template_param(0, 0, false, EntityId(3));
        let tp2 = t.template_param(0, 0, false, EntityId(4));
        assert!(t.same(tp, tp2), "template params are identified by position");
        let p = t.pointer(tp);
        assert!(t.is_dependent(p));
        let i = t.int(IntKind::Int);
        assert!(!t.is_dependent(i));
        let args = t.intern_args(&[TemplateArg::Type(tp)]);
        let tid = t.template_id(EntityId(7), args);
        assert!(t.is_dependent(tid));
        let pack = t.template_param(0, 1, true, EntityId(8));
        assert!(t.flags(pack).has(TypeFlags::UNEXPANDED_PACK));
        let exp = t.pack_expansion(pack);
        assert!(!t.flags(exp).has(TypeFlags::UNEXPANDED_PACK));
        let a = t.auto(AutoKind::Auto);
        assert!(t.flags(a).has(TypeFlags::UNDEDUCED));
        let dc = t.decltype(ExprId(1), TypeId::NONE);
        assert!(t.is_dependent(dc));
        let dci = t.decltype(ExprId(2), i);
        assert!(t.same(dci, i));
    }

    #[test]
    fn template_arg_lists_canonicalise() {
        let mut t = TypeTable::new();
        let ul = t.int(IntKind::ULong);
        let st = t.typedef(EntityId(1), ul);
        let a1 = t.intern_args(&[TemplateArg::Type(st)]);
        let a2 = t.intern_args(&[TemplateArg::Type(ul)]);
        assert_ne!(a1, a2);
        assert_eq!(t.canonical_arg_list(a1), a2);
        assert_eq!(t.arg_list(ArgListId(0)), &[]);
    }

    #[test]
    fn bad_ids_do_not_panic() {
        let t = TypeTable::new();
        assert_eq!(t.kind(TypeId(123456)), TypeKind::Error);
        assert_eq!(t.canonical(TypeId::NONE), TypeTable::ERROR);
        assert!(t.type_list(TypeListId(999)).is_empty());
    }
}
