//! Entities: everything a name can denote (namespaces, classes, enums, functions, variables, typedefs,
//! templates, template parameters, using-declarations …), in one arena [`Entities`] indexed by [`EntityId`].
//!
//! One entity per declared thing: redeclarations update the existing entity (EDG does the same), so
//! `EntityId` equality is entity identity. Every entity has the common header fields of [`Entity`]; what is
//! specific to a kind is in its [`Payload`]. Lists (members of a scope, parameters, overloads with the same
//! name) are intrusive `EntityId` links, so building the IL allocates nothing per node beyond the arenas.
//!
//! CUDA facts live here too ([`ExecSpace`], [`MemSpace`], [`LaunchConfig`]): `cuda/` writes them while
//! checking attributes and reads them for the call checks; `emit/` reads them to decide what the host output
//! keeps.

use super::ids::{ArgListId, EntityId, ExprId, ScopeId, StmtId, TypeId};
use super::names::Symbol;
use crate::source::{Offset, Span};

/// Member access.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Access {
    /// Not a class member.
    #[default]
    None,
    Public,
    Protected,
    Private,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Linkage {
    #[default]
    None,
    Internal,
    External,
}

/// Storage class as written.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Storage {
    #[default]
    None,
    Static,
    Extern,
    /// `register` (accepted, ignored in C++17 with a diagnostic issued by the parser).
    Register,
    Mutable,
}

/// `struct` / `class` / `union` as written in the defining declaration (printing uses it for unnamed classes:
/// `"struct <unnamed>"`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum ClassKey {
    #[default]
    Struct,
    Class,
    Union,
}

impl ClassKey {
    pub fn keyword(self) -> &'static str {
        match self {
            ClassKey::Struct => "struct",
            ClassKey::Class => "class",
            ClassKey::Union => "union",
        }
    }
}

/// How a specialisation came to be.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum SpecKind {
    /// Not a specialisation.
    #[default]
    None,
    /// Implicit instantiation (`A<int>` used).
    Implicit,
    /// `template<> struct A<int> {…}`.
    Explicit,
    /// `template<class T> struct A<T*> {…}`.
    Partial,
    /// `extern template struct A<int>;`.
    ExplicitInstantiationDecl,
    /// `template struct A<int>;`.
    ExplicitInstantiationDef,
}

/// Template-specialisation facts of a class, function or variable.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SpecInfo {
    /// The primary template (a `Template` entity); `NONE` if this entity is not a specialisation.
    pub template: EntityId,
    /// Arguments as written (sugar kept for printing; `TypeTable::canonical_arg_list` gives the key).
    pub args: ArgListId,
    pub kind: SpecKind,
    /// For a partial specialisation: its own template-parameter list holder (a `Template` entity).
    pub partial_params: EntityId,
    /// Next specialisation of the same template (list head in [`TemplateData::first_spec`]).
    pub next: EntityId,
}

impl Default for SpecInfo {
    fn default() -> Self {
        SpecInfo {
            template: EntityId::NONE,
            args: ArgListId::NONE,
            kind: SpecKind::None,
            partial_params: EntityId::NONE,
            next: EntityId::NONE,
        }
    }
}

impl SpecInfo {
    pub fn is_specialization(&self) -> bool {
        self.template.is_some()
    }
}

/// A base-class specifier.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BaseSpec {
    pub ty: TypeId,
    pub access: Access,
    pub is_virtual: bool,
    pub pack_expansion: bool,
    pub span: Span,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ClassData {
    pub key: ClassKey,
    /// The member scope (`ScopeId::NONE` until the class is first defined).
    pub scope: ScopeId,
    /// Range in [`Entities::bases`].
    pub bases_start: u32,
    pub bases_len: u32,
    pub spec: SpecInfo,
    /// `#pragma pack` value in force at the definition (0 = none).
    pub pack: u8,
    /// `__attribute__((aligned(N)))` / `alignas` on the class (0 = none).
    pub aligned: u32,
    /// Defined (`{…}` seen and closed).
    pub complete: bool,
    /// Has a virtual function (declared or inherited) → vptr.
    pub polymorphic: bool,
    pub abstract_: bool,
    pub is_final: bool,
    /// A lambda closure type.
    pub lambda: bool,
    /// Defined inside a function body.
    pub local: bool,
    /// `__attribute__((packed))` on the class.
    pub packed: bool,
}

impl Default for ClassData {
    fn default() -> Self {
        ClassData {
            key: ClassKey::Struct,
            scope: ScopeId::NONE,
            bases_start: 0,
            bases_len: 0,
            spec: SpecInfo::default(),
            pack: 0,
            aligned: 0,
            complete: false,
            polymorphic: false,
            abstract_: false,
            is_final: false,
            lambda: false,
            local: false,
            packed: false,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct EnumData {
    pub scoped: bool,
    /// Underlying type (`TypeId::NONE` until known; `int`-like default computed at the closing brace).
    pub underlying: TypeId,
    /// `enum E : T`.
    pub fixed: bool,
    /// Enumerator scope (scoped enums) — unscoped enumerators go into the enclosing scope as well.
    pub scope: ScopeId,
    pub complete: bool,
    pub spec: SpecInfo,
}

/// What kind of special member / operator a function is.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum FnRole {
    #[default]
    Normal,
    Constructor,
    Destructor,
    Conversion,
    /// `operator@`; the operator itself is in the name (`operator+`).
    Operator,
    /// `operator""_x`.
    Literal,
    /// Deduction guide.
    DeductionGuide,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct FunctionData {
    /// First parameter entity; the rest follow via `Entity::next`.
    pub first_param: EntityId,
    pub param_count: u16,
    pub storage: Storage,
    pub role: FnRole,
    pub flags: u32,
    pub body: StmtId,
    pub spec: SpecInfo,
    /// Index into [`Entities::launch_configs`] (`u32::MAX` = none).
    pub launch: u32,
    /// Where the definition is (`Span::default()` if only declared).
    pub def_span: Span,
}

impl FunctionData {
    pub const INLINE: u32 = 1 << 0;
    pub const CONSTEXPR: u32 = 1 << 1;
    pub const CONSTEVAL: u32 = 1 << 2;
    pub const DELETED: u32 = 1 << 3;
    pub const DEFAULTED: u32 = 1 << 4;
    pub const VIRTUAL: u32 = 1 << 5;
    pub const PURE: u32 = 1 << 6;
    pub const OVERRIDE: u32 = 1 << 7;
    pub const FINAL: u32 = 1 << 8;
    pub const EXPLICIT: u32 = 1 << 9;
    pub const FRIEND: u32 = 1 << 10;
    pub const DEFINED: u32 = 1 << 11;
    /// `extern "C"`.
    pub const EXTERN_C: u32 = 1 << 12;
    /// Implicitly declared special member.
    pub const IMPLICIT: u32 = 1 << 13;
    /// Deduced return type (`auto f()`), still undeduced.
    pub const DEDUCED_RETURN: u32 = 1 << 14;
    /// `__builtin_*` or another compiler-known function.
    pub const BUILTIN: u32 = 1 << 15;
    /// `static` member function.
    pub const STATIC_MEMBER: u32 = 1 << 16;
    /// `__forceinline__` (`__attribute__((always_inline))`) — recorded for cuda/.
    pub const FORCEINLINE: u32 = 1 << 17;
    pub const NOINLINE: u32 = 1 << 18;
    /// `__nv_register_params__`.
    pub const REGISTER_PARAMS: u32 = 1 << 19;
    /// Declared `constexpr` (or `consteval`) on a prelude function template, inherited by its
    /// specialisations: the constant evaluator may call them (instantiating the body on demand), while
    /// the other rules (CUDA calls, template calls) still treat them as before — `CONSTEXPR` is not set
    /// on prelude templates, whose uses those rules were verified with.
    pub const CONSTEXPR_TEMPLATE: u32 = 1 << 20;
    /// `main` whose end is reachable: EDG gives it a final `return 0;` (sema/stmt.rs finish_function_body).
    pub const MAIN_FALLS_OFF: u32 = 1 << 21;

    pub fn has(&self, f: u32) -> bool {
        self.flags & f != 0
    }
}

impl Default for FunctionData {
    fn default() -> Self {
        FunctionData {
            first_param: EntityId::NONE,
            param_count: 0,
            storage: Storage::None,
            role: FnRole::Normal,
            flags: 0,
            body: StmtId::NONE,
            spec: SpecInfo::default(),
            launch: u32::MAX,
            def_span: Span::default(),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct VariableData {
    pub storage: Storage,
    pub init: ExprId,
    pub flags: u32,
    pub spec: SpecInfo,
}

impl VariableData {
    pub const CONSTEXPR: u32 = 1 << 0;
    pub const INLINE: u32 = 1 << 1;
    pub const THREAD_LOCAL: u32 = 1 << 2;
    pub const STATIC_MEMBER: u32 = 1 << 3;
    pub const DEFINED: u32 = 1 << 4;
    pub const EXTERN_C: u32 = 1 << 5;
    /// Function-local (automatic or static).
    pub const LOCAL: u32 = 1 << 6;
    /// A structured binding.
    pub const BINDING: u32 = 1 << 7;
    /// `constinit` (C++20): the initialiser must be constant; the host output re-prints the keyword.
    pub const CONSTINIT: u32 = 1 << 8;

    pub fn has(&self, f: u32) -> bool {
        self.flags & f != 0
    }

    /// A block-scope variable with automatic storage duration: not `static`/`extern`, and not
    /// `thread_local` either (a block-scope `thread_local` is implicitly static, [basic.stc.thread]/2,
    /// though it keeps `Storage::None` because the host output does not print `static` for it).
    pub fn is_automatic_local(&self) -> bool {
        self.has(Self::LOCAL) && self.storage == Storage::None && !self.has(Self::THREAD_LOCAL)
    }
}

impl Default for VariableData {
    fn default() -> Self {
        VariableData {
            storage: Storage::None,
            init: ExprId::NONE,
            flags: 0,
            spec: SpecInfo::default(),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct FieldData {
    /// Bit-field width (`None` for an ordinary member). Width 0 = `int : 0;`.
    pub bit_width: Option<u32>,
    /// A bit-field's width as written (its folded constant keeps the expression), which the host output
    /// prints (`int b: 2 + 1;`, `long f: sizeof(int);`) [verified: corpus/hostemit2-s16]; NONE otherwise.
    pub width: ExprId,
    pub mutable: bool,
    /// `__attribute__((aligned(N)))` / `alignas(N)` on the member (0 = none).
    pub aligned: u32,
    /// `__attribute__((packed))` on the member.
    pub packed: bool,
    /// Default member initializer.
    pub init: ExprId,
    /// `[[no_unique_address]]`.
    pub no_unique_address: bool,
}

/// `init` is `ExprId::NONE` (a derived default made it expression 0, which printed as an initializer).
impl Default for FieldData {
    fn default() -> Self {
        FieldData { bit_width: None, width: ExprId::NONE, mutable: false, aligned: 0, packed: false, init: ExprId::NONE, no_unique_address: false }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ParamData {
    pub index: u16,
    pub default_arg: ExprId,
    /// A function parameter pack (`Ts... ts`).
    pub pack: bool,
    /// `__grid_constant__`.
    pub grid_constant: bool,
}

/// Kinds of templates.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TemplateKind {
    Class,
    Function,
    Variable,
    Alias,
    /// Holder of a class template partial specialisation's own parameter list.
    Partial,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TemplateData {
    pub kind: TemplateKind,
    /// First template parameter entity; the rest follow via `Entity::next`.
    pub first_param: EntityId,
    pub param_count: u16,
    /// Nesting depth of this parameter list (0 for a namespace-scope template; member templates of class
    /// templates are 1, …). Template parameter types are identified by (depth, index).
    pub depth: u16,
    /// The templated declaration (class/function/variable/typedef entity whose types mention the params).
    pub pattern: EntityId,
    /// Head of the list of specialisations and instantiations (linked by `SpecInfo::next`).
    pub first_spec: EntityId,
    /// Head of the list of partial specialisations (linked by `SpecInfo::next` of their pattern classes).
    pub first_partial: EntityId,
}

/// Template parameter kinds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TemplateParamKind {
    Type,
    /// Non-type: the entity's `ty` is the parameter's type.
    NonType,
    /// Template template parameter: `template_params` is a `Template` entity holding its parameter list.
    Template {
        template_params: EntityId,
    },
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TemplateParamData {
    pub kind: TemplateParamKind,
    pub depth: u16,
    pub index: u16,
    pub pack: bool,
    /// Default argument as written (`TemplateArg`s are interned in the type table; index into an arg list of
    /// length 1, `ArgListId::NONE` = no default).
    pub default: ArgListId,
}

/// A 128-bit value stored as two `u64`s, so it does not force 16-byte alignment on every entity.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash)]
pub struct Bits128 {
    pub lo: u64,
    pub hi: u64,
}

impl From<u128> for Bits128 {
    fn from(v: u128) -> Self {
        Bits128 {
            lo: v as u64,
            hi: (v >> 64) as u64,
        }
    }
}

impl From<Bits128> for u128 {
    fn from(b: Bits128) -> u128 {
        ((b.hi as u128) << 64) | b.lo as u128
    }
}

/// Kind-specific part of an entity.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Payload {
    Namespace {
        scope: ScopeId,
        inline: bool,
    },
    /// `namespace A = B;`
    NamespaceAlias {
        target: EntityId,
    },
    Class(ClassData),
    Enum(EnumData),
    /// `value` holds the two's-complement bits truncated to the underlying type's width.
    Enumerator {
        value: Bits128,
        enum_entity: EntityId,
    },
    Function(FunctionData),
    Variable(VariableData),
    Field(FieldData),
    Param(ParamData),
    /// `typedef` / alias-declaration: `Entity::ty` is the aliased type.
    Typedef,
    Template(TemplateData),
    TemplateParam(TemplateParamData),
    /// A using-declaration's shadow: lookup finding this entity yields `target`.
    Using {
        target: EntityId,
    },
    Label {
        defined: bool,
    },
}

/// Execution space of a routine: what was written, plus implicit HD marks. Bits, not an enum, because
/// redeclarations add to them and the checks need to know which were explicit (B §2).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct ExecSpace(pub u8);

/// What an [`ExecSpace`] amounts to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Space {
    /// No annotation: implicitly `__host__`.
    ImplicitHost,
    Host,
    Device,
    HostDevice,
    Global,
}

impl ExecSpace {
    pub const HOST: u8 = 1;
    pub const DEVICE: u8 = 2;
    pub const GLOBAL: u8 = 4;
    /// Implicitly HD (constexpr under `--relaxed_constexpr`, defaulted special members, lambdas in HD code, …).
    pub const IMPLICIT_HD: u8 = 8;
    /// Any CUDA space annotation was written on some declaration.
    pub const ANNOTATED: u8 = 16;

    pub fn has(self, b: u8) -> bool {
        self.0 & b != 0
    }
    pub fn space(self) -> Space {
        if self.has(Self::GLOBAL) {
            Space::Global
        } else if self.has(Self::IMPLICIT_HD) || (self.has(Self::HOST) && self.has(Self::DEVICE)) {
            Space::HostDevice
        } else if self.has(Self::DEVICE) {
            Space::Device
        } else if self.has(Self::HOST) {
            Space::Host
        } else {
            Space::ImplicitHost
        }
    }
    /// Can run on the device (device, HD or global).
    pub fn device_capable(self) -> bool {
        matches!(self.space(), Space::Device | Space::HostDevice | Space::Global)
    }
    pub fn host_capable(self) -> bool {
        matches!(self.space(), Space::ImplicitHost | Space::Host | Space::HostDevice)
    }
}

/// Variable memory space (bits; `MANAGED` implies `DEVICE`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct MemSpace(pub u8);

impl MemSpace {
    pub const DEVICE: u8 = 1;
    pub const SHARED: u8 = 2;
    pub const CONSTANT: u8 = 4;
    pub const MANAGED: u8 = 8;
    pub fn has(self, b: u8) -> bool {
        self.0 & b != 0
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// A launch-configuration value: an integer constant, or an expression still dependent in a template.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum LaunchValue {
    #[default]
    Unset,
    Value(u64),
    Dependent(ExprId),
}

/// `__launch_bounds__`, `__cluster_dims__`, `__maxnreg__`, `__block_size__` and friends on a routine.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct LaunchConfig {
    pub max_threads: LaunchValue,
    pub min_blocks: LaunchValue,
    pub max_blocks_per_cluster: LaunchValue,
    pub cluster_dims: [LaunchValue; 3],
    pub maxnreg: LaunchValue,
    pub local_maxnreg: LaunchValue,
    pub block_size: [LaunchValue; 3],
    /// Where each attribute was written (0 = not written), for the post-declaration checks' carets.
    pub launch_bounds_at: Offset,
    pub cluster_dims_at: Offset,
    pub maxnreg_at: Offset,
    pub block_size_at: Offset,
}

/// Attribute syntax, kept so the host output can re-print attributes as written.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AttrSyntax {
    /// `__attribute__((name(args)))`
    Gnu,
    /// `[[ns::name(args)]]`
    Std,
    /// `alignas(…)`
    Alignas,
    /// `__declspec(name)`
    Declspec,
}

/// One attribute as written. `args` is the source span of the parenthesised argument text (empty span = no
/// arguments), so the printer can copy it and the checker can re-parse it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Attribute {
    pub syntax: AttrSyntax,
    /// `gnu` in `[[gnu::aligned]]`, `Symbol::EMPTY` otherwise.
    pub namespace: Symbol,
    /// As spelled (`__aligned__` and `aligned` are both kept as written; use a normalised compare).
    pub name: Symbol,
    pub args: Span,
    pub span: Span,
    /// Next attribute of the same entity (`u32::MAX` = end).
    pub next: u32,
}

/// Common header of every entity.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Entity {
    pub name: Symbol,
    /// The semantic parent (namespace, class, function, enum, template); `NONE` for the global namespace.
    pub parent: EntityId,
    /// The scope the entity was declared into.
    pub scope: ScopeId,
    /// Position of the (first) declaration's name.
    pub span: Span,
    /// Variables, fields, parameters, functions, enumerators, non-type template parameters: the declared
    /// type. Classes/enums/template type parameters: their type. Typedefs: the aliased type.
    pub ty: TypeId,
    pub access: Access,
    pub linkage: Linkage,
    pub exec: ExecSpace,
    pub mem: MemSpace,
    /// Next entity in the declaring scope, in declaration order (also parameter lists).
    pub next: EntityId,
    /// Next entity with the same name in the same scope (lookup chain; newest first).
    pub next_same_name: EntityId,
    /// First attribute (index in [`Entities::attrs`], `u32::MAX` = none).
    pub first_attr: u32,
    /// Entity is in the output region kept for the device (EDG `keep_in_il`).
    pub keep_in_il: bool,
    /// Declared in a system header.
    pub system: bool,
    /// Referenced (odr-used or named) — for `.nvHR` lists and unused-warnings.
    pub referenced: bool,
    pub data: Payload,
}

impl Entity {
    pub fn new(name: Symbol, data: Payload) -> Entity {
        Entity {
            name,
            parent: EntityId::NONE,
            scope: ScopeId::NONE,
            span: Span::default(),
            ty: TypeId::NONE,
            access: Access::None,
            linkage: Linkage::None,
            exec: ExecSpace::default(),
            mem: MemSpace::default(),
            next: EntityId::NONE,
            next_same_name: EntityId::NONE,
            first_attr: u32::MAX,
            keep_in_il: false,
            system: false,
            referenced: false,
            data,
        }
    }

    /// Class, enum, or a typedef/template naming a type — the things an elaborated-type-specifier or a
    /// "hidden by a variable" check cares about. Only classes and enums are *tags*.
    pub fn is_tag(&self) -> bool {
        matches!(self.data, Payload::Class(_) | Payload::Enum(_))
    }

    pub fn is_function(&self) -> bool {
        matches!(self.data, Payload::Function(_))
    }

    pub fn is_function_template(&self) -> bool {
        matches!(
            self.data,
            Payload::Template(TemplateData {
                kind: TemplateKind::Function,
                ..
            })
        )
    }

    pub fn is_namespace(&self) -> bool {
        matches!(self.data, Payload::Namespace { .. })
    }

    pub fn function(&self) -> Option<&FunctionData> {
        match &self.data {
            Payload::Function(f) => Some(f),
            _ => None,
        }
    }

    pub fn class(&self) -> Option<&ClassData> {
        match &self.data {
            Payload::Class(c) => Some(c),
            _ => None,
        }
    }

    pub fn template(&self) -> Option<&TemplateData> {
        match &self.data {
            Payload::Template(t) => Some(t),
            _ => None,
        }
    }

    /// Specialisation facts of a class, enum, function or variable (`None` for other kinds).
    pub fn spec(&self) -> Option<&SpecInfo> {
        match &self.data {
            Payload::Class(c) => Some(&c.spec),
            Payload::Enum(e) => Some(&e.spec),
            Payload::Function(f) => Some(&f.spec),
            Payload::Variable(v) => Some(&v.spec),
            _ => None,
        }
    }

    pub fn spec_mut(&mut self) -> Option<&mut SpecInfo> {
        match &mut self.data {
            Payload::Class(c) => Some(&mut c.spec),
            Payload::Enum(e) => Some(&mut e.spec),
            Payload::Function(f) => Some(&mut f.spec),
            Payload::Variable(v) => Some(&mut v.spec),
            _ => None,
        }
    }
}

/// The entity arena plus its side pools.
#[derive(Clone, Debug)]
pub struct Entities {
    items: Vec<Entity>,
    pub bases: Vec<BaseSpec>,
    pub attrs: Vec<Attribute>,
    pub launch_configs: Vec<LaunchConfig>,
    /// GNU asm labels (`__asm__("sym")`): the function or variable and the span of the label's tokens.
    pub asm_labels: Vec<(EntityId, Span)>,
}

impl Default for Entities {
    fn default() -> Self {
        Self::new()
    }
}

impl Entities {
    /// The global namespace is entity 0 (its scope is `ScopeId(0)`, created by `Scopes::new`).
    pub const GLOBAL: EntityId = EntityId(0);

    /// Whether `e` lies in an unnamed namespace, at any depth (internal linkage for CUDA's rules and the
    /// remarks; lowering does not compute linkage). Bounded walk: a malformed parent chain answers false.
    pub fn in_unnamed_namespace(&self, e: EntityId) -> bool {
        let mut p = self.get(e).map(|x| x.parent).unwrap_or(EntityId::NONE);
        for _ in 0..256 {
            if p.is_none() || p == Self::GLOBAL {
                return false;
            }
            let Some(x) = self.get(p) else { return false };
            if matches!(x.data, Payload::Namespace { .. }) && x.name == crate::sema::names::Symbol::EMPTY {
                return true;
            }
            p = x.parent;
        }
        false
    }

    pub fn new() -> Self {
        let mut g = Entity::new(
            Symbol::EMPTY,
            Payload::Namespace {
                scope: ScopeId(0),
                inline: false,
            },
        );
        g.scope = ScopeId::NONE;
        g.linkage = Linkage::External;
        Entities {
            items: vec![g],
            bases: Vec::new(),
            attrs: Vec::new(),
            launch_configs: Vec::new(),
            asm_labels: Vec::new(),
        }
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Adds an entity; the caller declares it into a scope with `Scopes::declare`.
    pub fn add(&mut self, e: Entity) -> EntityId {
        let id = EntityId::from_len(self.items.len());
        self.items.push(e);
        id
    }

    pub fn get(&self, id: EntityId) -> Option<&Entity> {
        self.items.get(id.index())
    }

    pub fn get_mut(&mut self, id: EntityId) -> Option<&mut Entity> {
        self.items.get_mut(id.index())
    }

    /// Indexing for ids the IL itself produced. Panics on a bad id, which is an IL-construction bug, never
    /// input-derived (input-derived lookups go through `get`).
    pub fn ent(&self, id: EntityId) -> &Entity {
        &self.items[id.index()]
    }

    pub fn ent_mut(&mut self, id: EntityId) -> &mut Entity {
        &mut self.items[id.index()]
    }

    pub fn iter(&self) -> impl Iterator<Item = (EntityId, &Entity)> {
        self.items.iter().enumerate().map(|(i, e)| (EntityId(i as u32), e))
    }

    /// Follows `Using` shadows and namespace aliases to the entity they stand for (bounded: alias chains in
    /// erroneous input could be cyclic).
    pub fn resolve(&self, mut id: EntityId) -> EntityId {
        for _ in 0..64 {
            match self.get(id).map(|e| e.data) {
                Some(Payload::Using { target }) | Some(Payload::NamespaceAlias { target }) => id = target,
                _ => return id,
            }
        }
        id
    }

    /// Base-class specifiers of a class (empty for non-classes).
    pub fn bases_of(&self, class: EntityId) -> &[BaseSpec] {
        match self.get(class).and_then(|e| e.class()) {
            Some(c) => {
                let lo = c.bases_start as usize;
                let hi = lo + c.bases_len as usize;
                self.bases.get(lo..hi).unwrap_or(&[])
            }
            None => &[],
        }
    }

    /// Records the base list of `class` (all bases of one class are added in one call, so they are
    /// contiguous in the pool).
    pub fn set_bases(&mut self, class: EntityId, bases: &[BaseSpec]) {
        let start = self.bases.len() as u32;
        self.bases.extend_from_slice(bases);
        if let Some(Payload::Class(c)) = self.get_mut(class).map(|e| &mut e.data) {
            c.bases_start = start;
            c.bases_len = bases.len() as u32;
        }
    }

    /// Appends an attribute to an entity (kept in written order).
    pub fn add_attr(&mut self, id: EntityId, mut a: Attribute) {
        a.next = u32::MAX;
        let ix = self.attrs.len() as u32;
        self.attrs.push(a);
        let Some(first) = self.get(id).map(|e| e.first_attr) else {
            return;
        };
        if first == u32::MAX {
            self.ent_mut(id).first_attr = ix;
            return;
        }
        let mut cur = first;
        // Bounded walk: lists are built only here, so they are acyclic.
        while let Some(next) = self.attrs.get(cur as usize).map(|x| x.next) {
            if next == u32::MAX {
                self.attrs[cur as usize].next = ix;
                return;
            }
            cur = next;
        }
    }

    pub fn attrs_of(&self, id: EntityId) -> AttrIter<'_> {
        AttrIter {
            pool: &self.attrs,
            cur: self.get(id).map(|e| e.first_attr).unwrap_or(u32::MAX),
        }
    }

    /// The launch configuration of a routine, creating an empty one on first use.
    pub fn launch_config_mut(&mut self, f: EntityId) -> Option<&mut LaunchConfig> {
        let cur = match self.get(f).map(|e| e.data) {
            Some(Payload::Function(fd)) => fd.launch,
            _ => return None,
        };
        let ix = if cur == u32::MAX {
            let ix = self.launch_configs.len() as u32;
            self.launch_configs.push(LaunchConfig::default());
            if let Payload::Function(fd) = &mut self.ent_mut(f).data {
                fd.launch = ix;
            }
            ix
        } else {
            cur
        };
        self.launch_configs.get_mut(ix as usize)
    }

    pub fn launch_config(&self, f: EntityId) -> Option<&LaunchConfig> {
        match self.get(f).map(|e| e.data) {
            Some(Payload::Function(fd)) if fd.launch != u32::MAX => self.launch_configs.get(fd.launch as usize),
            _ => None,
        }
    }

    /// Iterates a list linked by `Entity::next` (parameters, template parameters, scope members).
    pub fn list(&self, first: EntityId) -> ListIter<'_> {
        ListIter {
            ents: self,
            cur: first,
            budget: self.items.len(),
        }
    }

    /// Parameters of a function (empty for other entities). Bounded by `param_count`: the declaring scope's
    /// list continues past the parameters.
    pub fn params(&self, f: EntityId) -> std::iter::Take<ListIter<'_>> {
        let (first, n) = self
            .get(f)
            .and_then(|e| e.function())
            .map(|d| (d.first_param, d.param_count))
            .unwrap_or((EntityId::NONE, 0));
        self.list(first).take(n as usize)
    }

    /// Template parameters of a template entity (bounded by `param_count`: the pattern follows them in the
    /// template-parameter scope).
    pub fn template_params(&self, t: EntityId) -> std::iter::Take<ListIter<'_>> {
        let (first, n) = self
            .get(t)
            .and_then(|e| e.template())
            .map(|d| (d.first_param, d.param_count))
            .unwrap_or((EntityId::NONE, 0));
        self.list(first).take(n as usize)
    }

    /// Registers `spec` (a class/function/variable entity with its `SpecInfo` filled in) on its template's
    /// specialisation list.
    pub fn link_specialization(&mut self, spec: EntityId) {
        let Some(info) = self.get(spec).and_then(|e| e.spec()).copied() else {
            return;
        };
        let tmpl = info.template;
        let head = match self.get(tmpl).map(|e| e.data) {
            Some(Payload::Template(t)) => {
                if info.kind == SpecKind::Partial {
                    t.first_partial
                } else {
                    t.first_spec
                }
            }
            _ => return,
        };
        if let Some(s) = self.ent_mut(spec).spec_mut() {
            s.next = head;
        }
        if let Payload::Template(t) = &mut self.ent_mut(tmpl).data {
            if info.kind == SpecKind::Partial {
                t.first_partial = spec;
            } else {
                t.first_spec = spec;
            }
        }
    }

    /// The specialisations of a template (newest first).
    pub fn specializations(&self, tmpl: EntityId) -> SpecIter<'_> {
        let first = self
            .get(tmpl)
            .and_then(|e| e.template())
            .map(|t| t.first_spec)
            .unwrap_or(EntityId::NONE);
        SpecIter {
            ents: self,
            cur: first,
            budget: self.items.len(),
        }
    }

    pub fn partial_specializations(&self, tmpl: EntityId) -> SpecIter<'_> {
        let first = self
            .get(tmpl)
            .and_then(|e| e.template())
            .map(|t| t.first_partial)
            .unwrap_or(EntityId::NONE);
        SpecIter {
            ents: self,
            cur: first,
            budget: self.items.len(),
        }
    }

    /// The innermost enclosing function of an entity (for "caller" in CUDA call checks), if any.
    pub fn enclosing_function(&self, mut id: EntityId) -> Option<EntityId> {
        for _ in 0..self.items.len().min(4096) {
            let e = self.get(id)?;
            if e.is_function() {
                return Some(id);
            }
            id = e.parent;
        }
        None
    }
}

pub struct AttrIter<'a> {
    pool: &'a [Attribute],
    cur: u32,
}

impl<'a> Iterator for AttrIter<'a> {
    type Item = &'a Attribute;
    fn next(&mut self) -> Option<&'a Attribute> {
        let a = self.pool.get(self.cur as usize)?;
        self.cur = a.next;
        Some(a)
    }
}

/// Iterator over an `Entity::next` list; the budget guards against a malformed cycle.
pub struct ListIter<'a> {
    ents: &'a Entities,
    cur: EntityId,
    budget: usize,
}

impl Iterator for ListIter<'_> {
    type Item = EntityId;
    fn next(&mut self) -> Option<EntityId> {
        if self.budget == 0 {
            return None;
        }
        self.budget -= 1;
        let id = self.cur;
        let e = self.ents.get(id)?;
        self.cur = e.next;
        Some(id)
    }
}

pub struct SpecIter<'a> {
    ents: &'a Entities,
    cur: EntityId,
    budget: usize,
}

impl Iterator for SpecIter<'_> {
    type Item = EntityId;
    fn next(&mut self) -> Option<EntityId> {
        if self.budget == 0 {
            return None;
        }
        self.budget -= 1;
        let id = self.cur;
        let e = self.ents.get(id)?;
        self.cur = e.spec().map(|s| s.next).unwrap_or(EntityId::NONE);
        Some(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exec_space_derivation() {
        assert_eq!(ExecSpace(0).space(), Space::ImplicitHost);
        assert_eq!(ExecSpace(ExecSpace::HOST | ExecSpace::ANNOTATED).space(), Space::Host);
        assert_eq!(ExecSpace(ExecSpace::DEVICE).space(), Space::Device);
        assert_eq!(
            ExecSpace(ExecSpace::DEVICE | ExecSpace::HOST).space(),
            Space::HostDevice
        );
        assert_eq!(ExecSpace(ExecSpace::GLOBAL).space(), Space::Global);
        assert!(ExecSpace(ExecSpace::GLOBAL).device_capable());
        assert!(!ExecSpace(ExecSpace::GLOBAL).host_capable());
        assert!(ExecSpace(0).host_capable());
        assert_eq!(ExecSpace(ExecSpace::IMPLICIT_HD).space(), Space::HostDevice);
    }

    #[test]
    fn attrs_keep_written_order() {
        let mut es = Entities::new();
        let f = es.add(Entity::new(Symbol(1), Payload::Function(FunctionData::default())));
        for n in [5, 6, 7] {
            es.add_attr(
                f,
                Attribute {
                    syntax: AttrSyntax::Gnu,
                    namespace: Symbol::EMPTY,
                    name: Symbol(n),
                    args: Span::default(),
                    span: Span::default(),
                    next: 0,
                },
            );
        }
        let names: Vec<u32> = es.attrs_of(f).map(|a| a.name.0).collect();
        assert_eq!(names, vec![5, 6, 7]);
    }

    #[test]
    fn params_list_and_launch_config() {
        let mut es = Entities::new();
        let p2 = es.add(Entity::new(
            Symbol(3),
            Payload::Param(ParamData {
                index: 1,
                default_arg: ExprId::NONE,
                pack: false,
                grid_constant: true,
            }),
        ));
        let mut p1e = Entity::new(
            Symbol(2),
            Payload::Param(ParamData {
                index: 0,
                default_arg: ExprId::NONE,
                pack: false,
                grid_constant: false,
            }),
        );
        p1e.next = p2;
        let p1 = es.add(p1e);
        let f = es.add(Entity::new(
            Symbol(1),
            Payload::Function(FunctionData {
                first_param: p1,
                param_count: 2,
                ..Default::default()
            }),
        ));
        assert_eq!(es.params(f).collect::<Vec<_>>(), vec![p1, p2]);
        assert!(es.launch_config(f).is_none());
        es.launch_config_mut(f).unwrap().max_threads = LaunchValue::Value(256);
        assert_eq!(es.launch_config(f).unwrap().max_threads, LaunchValue::Value(256));
        assert!(es.launch_config_mut(p1).is_none());
    }

    #[test]
    fn specialization_lists() {
        let mut es = Entities::new();
        let t = es.add(Entity::new(
            Symbol(1),
            Payload::Template(TemplateData {
                kind: TemplateKind::Class,
                first_param: EntityId::NONE,
                param_count: 1,
                depth: 0,
                pattern: EntityId::NONE,
                first_spec: EntityId::NONE,
                first_partial: EntityId::NONE,
            }),
        ));
        let mk = |es: &mut Entities, kind| {
            let spec = SpecInfo {
                template: t,
                args: ArgListId(0),
                kind,
                ..Default::default()
            };
            let c = es.add(Entity::new(
                Symbol(1),
                Payload::Class(ClassData {
                    spec,
                    ..Default::default()
                }),
            ));
            es.link_specialization(c);
            c
        };
        let a = mk(&mut es, SpecKind::Implicit);
        let b = mk(&mut es, SpecKind::Explicit);
        let p = mk(&mut es, SpecKind::Partial);
        assert_eq!(es.specializations(t).collect::<Vec<_>>(), vec![b, a]);
        assert_eq!(es.partial_specializations(t).collect::<Vec<_>>(), vec![p]);
    }

    #[test]
    fn resolve_is_bounded_on_cycles() {
        let mut es = Entities::new();
        let a = es.add(Entity::new(Symbol(1), Payload::Using { target: EntityId(2) }));
        let _b = es.add(Entity::new(Symbol(1), Payload::Using { target: a }));
        let _ = es.resolve(a); // must terminate
    }

    #[test]
    fn thread_local_locals_are_not_automatic() {
        let local = |storage, extra| VariableData { storage, flags: VariableData::LOCAL | extra, ..VariableData::default() };
        assert!(local(Storage::None, 0).is_automatic_local());
        assert!(!local(Storage::None, VariableData::THREAD_LOCAL).is_automatic_local());
        assert!(!local(Storage::Static, 0).is_automatic_local());
        assert!(!local(Storage::Extern, 0).is_automatic_local());
        assert!(!VariableData::default().is_automatic_local());
    }
}
