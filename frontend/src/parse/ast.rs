//! The syntax tree: one arena per node family, addressed by typed `u32` indices. Every node has a span
//! (byte offsets of its first token's start and last token's end). The tree is purely syntactic: names
//! are symbols, not resolved entities (sema builds the IL from it). Constructs the parser keeps only as
//! token ranges (attribute arguments, asm operands) store a `TokRange` into the lexer's token vector.
use crate::lex::{Kw, Symbol, TokenKind};
use crate::source::Span;

macro_rules! id_type {
    ($($name:ident),*) => {$(
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct $name(pub u32);
    )*};
}
id_type!(DeclId, StmtId, ExprId, TypeId);

/// A half-open range of token indices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct TokRange {
    pub lo: u32,
    pub hi: u32,
}

/// `[[...]]`, `__attribute__((...))`, `__declspec(...)`, `alignas(...)`: kept as token ranges (whole
/// construct), with the attribute names that appear at the top level for quick queries (`device`, …).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attr {
    pub kind: AttrKind,
    pub toks: TokRange,
    pub span: Span,
    /// The attribute names (`global`, `__device__`, `gnu::always_inline` → `always_inline`).
    pub names: Vec<Symbol>,
    /// The arguments of CUDA launch-configuration attributes parsed as expressions (GNU syntax):
    /// (token index of the attribute name, its arguments). Empty when there are none or they did not
    /// parse as assignment-expressions.
    pub launch_args: Vec<(u32, Vec<ExprId>)>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrKind {
    Std,
    Gnu,
    Declspec,
    Alignas,
}

/// A possibly qualified name: `::A::B<int>::template C<T>::~D`, `operator+`, `operator int`.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Name {
    pub global: bool,
    pub segs: Vec<NameSeg>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct NameSeg {
    pub kind: SegKind,
    /// Template arguments when the segment is a template-id.
    pub targs: Option<Vec<TemplateArg>>,
    /// Written with the `template` disambiguator.
    pub template_kw: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub enum SegKind {
    Ident(Symbol),
    /// `~X` (destructor name).
    Dtor(Symbol),
    /// `operator @` (the operator's token kind; `new[]`/`delete[]` with `array`).
    Operator(TokenKind, bool),
    /// `operator T` (conversion function).
    Conversion(TypeId),
    /// `operator "" _x`.
    Literal(Symbol),
    /// `decltype(e)` as a nested-name-specifier.
    Decltype(ExprId),
}

impl Name {
    pub fn last_ident(&self) -> Option<Symbol> {
        match self.segs.last().map(|s| &s.kind) {
            Some(SegKind::Ident(s)) => Some(*s),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum TemplateArg {
    Type(TypeId),
    Expr(ExprId),
    /// `Args...`-style pack expansion of the argument before it.
    Pack(Box<TemplateArg>),
}

// ---------------------------------------------------------------------------------------------------
// Types: decl-specifiers + declarators.

/// The decl-specifier sequence of a declaration.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct DeclSpec {
    /// Storage classes, function specifiers and other keyword specifiers in order (`static`, `inline`,
    /// `constexpr`, `friend`, `typedef`, `virtual`, `explicit`, `thread_local`, `__extension__`, …).
    pub specifiers: Vec<Kw>,
    /// `explicit(expr)`.
    pub explicit_cond: Option<ExprId>,
    pub cv: Cv,
    pub base: TypeBase,
    pub attrs: Vec<Attr>,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Cv {
    pub konst: bool,
    pub volatile: bool,
    pub restrict: bool,
}

/// The type named by the specifiers.
#[derive(Clone, Debug, PartialEq, Default)]
pub enum TypeBase {
    #[default]
    None,
    /// A combination of builtin type keywords (`unsigned long long int`), in order.
    Builtin(Vec<Kw>),
    /// A (possibly qualified) type name; `typename` when written with the disambiguator.
    Named {
        name: Name,
        typename: bool,
    },
    /// `struct X`, `enum class E` (elaborated reference, no body).
    Elaborated {
        key: Kw,
        name: Name,
    },
    /// A class/struct/union definition.
    Class(DeclId),
    /// An enum definition.
    Enum(DeclId),
    Decltype(ExprId),
    /// `decltype(auto)`.
    DecltypeAuto,
    /// `typeof(expr)` / `__typeof__(type)`.
    TypeofExpr(ExprId),
    TypeofType(TypeId),
    /// `__underlying_type(T)`, `__remove_cv(T)`, … (`__bases` etc.).
    Transform(Kw, Vec<TypeId>),
    /// `auto`/placeholder with an optional constraint (`C<int> auto`).
    Auto(Option<Name>),
    /// `_Atomic(T)`.
    Atomic(TypeId),
}

/// A declarator: a name plus the operators applied, innermost first as written outward: for
/// `int *(*f)(int)[3]`, see [`DeclaratorOp`].
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Declarator {
    pub name: Option<Name>,
    /// Declarator operators, in the order they apply to the name (first = binds tightest).
    pub ops: Vec<DeclaratorOp>,
    /// `...` before the name (parameter pack).
    pub pack: bool,
    pub attrs: Vec<Attr>,
    pub span: Span,
    /// A structured binding declaration's `[a, b, …]` (then `name` is None).
    pub binding: Option<Box<StructuredBinding>>,
}

/// `[a, b, …]` of a structured binding declaration.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct StructuredBinding {
    /// The `[`.
    pub bracket: crate::source::Offset,
    /// Each identifier and where it is written.
    pub names: Vec<(Symbol, crate::source::Offset)>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum DeclaratorOp {
    Pointer(Cv),
    /// `&` (lvalue) / `&&` (rvalue).
    Reference {
        rvalue: bool,
    },
    /// `C::*`.
    MemberPointer(Name, Cv),
    Array(Option<ExprId>),
    Function(Box<FunctionDecl>),
}

#[derive(Clone, Debug, PartialEq, Default)]
pub struct FunctionDecl {
    pub params: Vec<Param>,
    pub variadic: bool,
    pub cv: Cv,
    /// 0 none, 1 `&`, 2 `&&`.
    pub ref_qual: u8,
    /// `noexcept`, `noexcept(e)` or `throw(...)`.
    pub exception: Option<ExceptionSpec>,
    pub trailing: Option<TypeId>,
    pub requires: Option<ExprId>,
    pub attrs: Vec<Attr>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExceptionSpec {
    Noexcept(Option<ExprId>),
    Throw(Vec<TypeId>),
    ThrowAny,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    pub spec: DeclSpec,
    pub decl: Declarator,
    pub default: Option<ExprId>,
    pub span: Span,
}

/// A type-id (`const int *`, `void(int)`): specifiers + abstract declarator.
#[derive(Clone, Debug, PartialEq)]
pub struct TypeNode {
    pub spec: DeclSpec,
    pub decl: Declarator,
    pub span: Span,
}

// ---------------------------------------------------------------------------------------------------
// Declarations.

#[derive(Clone, Debug, PartialEq)]
pub struct Decl {
    pub kind: DeclKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum DeclKind {
    /// `decl-spec declarator [= init], ...;` (also function declarations without bodies).
    Simple {
        spec: DeclSpec,
        declarators: Vec<InitDeclarator>,
    },
    /// A function definition (`body` None for `= default`/`= delete`).
    Function {
        spec: DeclSpec,
        decl: Declarator,
        ctor_inits: Vec<MemInit>,
        body: Option<StmtId>,
        special: FnSpecial,
        try_block: Vec<Handler>,
        /// `override`/`final` written after the declarator (kept for the host-output printer).
        virt_spec: Vec<Symbol>,
    },
    Namespace {
        name: Option<Symbol>,
        nested: Vec<Symbol>,
        inline: bool,
        attrs: Vec<Attr>,
        decls: Vec<DeclId>,
    },
    NamespaceAlias {
        name: Symbol,
        target: Name,
    },
    /// `extern "C" { ... }` / `extern "C" decl`.
    Linkage {
        lang: Span,
        braced: bool,
        decls: Vec<DeclId>,
    },
    UsingDirective(Name),
    UsingDecl {
        names: Vec<Name>,
        typename: bool,
    },
    /// `using enum E;`.
    UsingEnum(Name),
    Alias {
        name: Symbol,
        ty: TypeId,
        attrs: Vec<Attr>,
    },
    StaticAssert {
        cond: ExprId,
        msg: Option<ExprId>,
    },
    Template {
        params: Vec<TemplateParam>,
        requires: Option<ExprId>,
        decl: DeclId,
    },
    /// `template<> decl`.
    ExplicitSpecialization(DeclId),
    /// `[extern] template decl`.
    ExplicitInstantiation {
        is_extern: bool,
        decl: DeclId,
    },
    DeductionGuide {
        name: Symbol,
        params: Box<FunctionDecl>,
        result: TypeId,
        explicit: bool,
    },
    Concept {
        name: Symbol,
        expr: ExprId,
    },
    Class(ClassDef),
    Enum(EnumDef),
    /// `public:` inside a class.
    Access(Kw),
    /// `asm("...");` at namespace scope.
    Asm(TokRange),
    /// `;` alone, or attributes alone.
    Empty,
    /// Something that failed to parse (an error was reported or a gap noted).
    Error,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum FnSpecial {
    #[default]
    Body,
    Default,
    Delete,
    /// `= 0` on a declaration is kept in `InitDeclarator::pure`; here for definitions it never occurs.
    Pure,
}

#[derive(Clone, Debug, PartialEq)]
pub struct InitDeclarator {
    pub decl: Declarator,
    pub init: Option<Init>,
    pub bitfield: Option<ExprId>,
    /// GNU asm label `__asm("sym")`.
    pub asm_label: Option<TokRange>,
    pub virt_spec: Vec<Symbol>,
    pub requires: Option<ExprId>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Init {
    /// `= e`
    Assign(ExprId),
    /// `(a, b)`
    Paren(Vec<ExprId>),
    /// `{a, b}` / `= {a, b}` (the expression is an `ExprKind::InitList`).
    Brace(ExprId),
    /// `= default`, `= delete`, `= 0` (pure).
    Default,
    Delete,
    Pure,
}

#[derive(Clone, Debug, PartialEq)]
pub struct MemInit {
    pub name: Name,
    pub args: Vec<ExprId>,
    pub braced: bool,
    pub pack: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ClassDef {
    pub key: Kw,
    pub name: Option<Name>,
    pub attrs: Vec<Attr>,
    pub final_: bool,
    pub bases: Vec<BaseSpec>,
    pub members: Vec<DeclId>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct BaseSpec {
    pub access: Option<Kw>,
    pub virtual_: bool,
    pub name: Name,
    pub pack: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct EnumDef {
    pub scoped: bool,
    pub name: Option<Name>,
    pub underlying: Option<TypeId>,
    pub attrs: Vec<Attr>,
    /// None for an opaque declaration (`enum class E : int;`).
    pub enumerators: Option<Vec<(Symbol, Option<ExprId>)>>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum TemplateParam {
    /// `typename T = X`, `class... Ts`, `C auto`/constrained `C T`.
    Type {
        name: Option<Symbol>,
        pack: bool,
        default: Option<TypeId>,
        constraint: Option<Name>,
    },
    NonType(Param),
    /// `template<...> class TT = X`.
    Template {
        params: Vec<TemplateParam>,
        name: Option<Symbol>,
        pack: bool,
        default: Option<Name>,
    },
}

// ---------------------------------------------------------------------------------------------------
// Statements.

#[derive(Clone, Debug, PartialEq)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum StmtKind {
    Compound(Vec<StmtId>),
    Expr(ExprId),
    Decl(DeclId),
    Null,
    If {
        constexpr: bool,
        consteval: bool,
        negated: bool,
        init: Option<StmtId>,
        cond: Option<Cond>,
        then: StmtId,
        els: Option<StmtId>,
    },
    While {
        cond: Cond,
        body: StmtId,
    },
    DoWhile {
        body: StmtId,
        cond: ExprId,
    },
    For {
        init: Option<StmtId>,
        cond: Option<Cond>,
        step: Option<ExprId>,
        body: StmtId,
    },
    RangeFor {
        init: Option<StmtId>,
        var: DeclId,
        range: ExprId,
        body: StmtId,
    },
    Switch {
        init: Option<StmtId>,
        cond: Cond,
        body: StmtId,
    },
    Case {
        lo: ExprId,
        hi: Option<ExprId>,
        body: StmtId,
    },
    Default(StmtId),
    Label {
        name: Symbol,
        body: StmtId,
    },
    Break,
    Continue,
    Return(Option<ExprId>),
    CoReturn(Option<ExprId>),
    Goto(Symbol),
    /// GNU computed goto `goto *e;`.
    GotoExpr(ExprId),
    Try {
        body: StmtId,
        handlers: Vec<Handler>,
    },
    /// An asm statement whose operand list cufe did not take apart (it is only skipped).
    Asm(TokRange),
    /// A GNU asm statement taken apart into its operands (see [`AsmStmt`]).
    AsmOperands(Box<AsmStmt>),
    Error,
}

/// `asm [volatile|inline|goto] ("template" : outputs : inputs : clobbers : labels);`
#[derive(Clone, Debug, PartialEq)]
pub struct AsmStmt {
    /// From `asm` through the closing `)`.
    pub range: TokRange,
    pub outputs: Vec<AsmOperand>,
    pub inputs: Vec<AsmOperand>,
    /// `asm goto` label names (token indices of the identifiers).
    pub labels: Vec<u32>,
}

/// `[name] "constraint" (expr)`.
#[derive(Clone, Debug, PartialEq)]
pub struct AsmOperand {
    /// Token index of the constraint string literal.
    pub constraint: u32,
    pub expr: ExprId,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Cond {
    Expr(ExprId),
    Decl(DeclId),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Handler {
    /// None for `catch (...)`.
    pub param: Option<Param>,
    pub body: StmtId,
}

// ---------------------------------------------------------------------------------------------------
// Expressions.

#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// A literal token (index into the lexer's tokens); adjacent strings concatenate into one node.
    Literal(TokRange),
    Bool(bool),
    Nullptr,
    /// `__null`.
    GnuNull,
    This,
    Name(Name),
    /// `__func__`, `__FUNCTION__`, `__PRETTY_FUNCTION__`.
    FuncName(Kw),
    Paren(ExprId),
    Unary(TokenKind, ExprId),
    /// `x++` / `x--`.
    Postfix(TokenKind, ExprId),
    Binary(TokenKind, ExprId, ExprId),
    /// `c ? a : b`; `a` None for GNU `c ?: b`.
    Conditional(ExprId, Option<ExprId>, ExprId),
    Call(ExprId, Vec<ExprId>),
    /// CUDA `f<<<cfg>>>(args)`.
    Launch {
        callee: ExprId,
        config: Vec<ExprId>,
        args: Vec<ExprId>,
    },
    Index(ExprId, ExprId),
    /// `a.b` / `a->b` (`arrow`), with `template` disambiguator inside the name.
    Member {
        base: ExprId,
        arrow: bool,
        name: Name,
    },
    /// `.*` / `->*`.
    PtrMem(TokenKind, ExprId, ExprId),
    /// `(T)e`.
    CStyleCast(TypeId, ExprId),
    /// `static_cast<T>(e)` etc.
    NamedCast(Kw, TypeId, ExprId),
    /// `T(args)` / `T{args}` (functional cast / temporary).
    Construct {
        ty: TypeId,
        args: Vec<ExprId>,
        braced: bool,
    },
    SizeofExpr(ExprId),
    SizeofType(TypeId),
    SizeofPack(Symbol),
    /// `alignof`/`__alignof__` of a type or an expression.
    AlignofType(Kw, TypeId),
    AlignofExpr(Kw, ExprId),
    TypeidType(TypeId),
    TypeidExpr(ExprId),
    Noexcept(ExprId),
    New {
        global: bool,
        placement: Vec<ExprId>,
        ty: TypeId,
        init: Option<Init>,
    },
    Delete {
        global: bool,
        array: bool,
        expr: ExprId,
    },
    Throw(Option<ExprId>),
    /// `{a, b, .x = c}` (designators kept as part of elements via `Designated`).
    InitList(Vec<ExprId>),
    Designated {
        path: Vec<Symbol>,
        value: ExprId,
    },
    Lambda(Box<Lambda>),
    /// `(pack op ...)`, `(... op pack)`, `(init op ... op pack)`.
    Fold {
        op: TokenKind,
        lhs: Option<ExprId>,
        rhs: Option<ExprId>,
    },
    /// `e...` (pack expansion in argument lists).
    PackExpansion(ExprId),
    /// GNU `({ ... })`.
    StmtExpr(StmtId),
    /// A builtin taking type and expression arguments: trait intrinsics (`__is_same(T, U)`),
    /// `__builtin_offsetof(T, m)`, `__builtin_va_arg(ap, T)`, `__integer_pack(N)`, `__builtin_bit_cast`.
    Builtin {
        kw: Option<Kw>,
        name: Symbol,
        args: Vec<TemplateArg>,
        member: Option<TokRange>,
    },
    /// `requires (params) { requirements }`.
    Requires {
        params: Vec<Param>,
        reqs: Vec<Requirement>,
    },
    /// `__real__ e` / `__imag__ e`.
    RealImag(Kw, ExprId),
    /// `co_await e` / `co_yield e`.
    Coroutine(Kw, ExprId),
    /// An expression that failed to parse (error already reported).
    Error,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Requirement {
    Simple(ExprId),
    Type(TypeId),
    Compound { expr: ExprId, noexcept: bool, ret: Option<TypeId> },
    Nested(ExprId),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Lambda {
    pub default_capture: Option<TokenKind>,
    pub captures: Vec<Capture>,
    pub tparams: Vec<TemplateParam>,
    pub func: Option<FunctionDecl>,
    /// `mutable`, `constexpr`, `consteval`, `static`.
    pub specifiers: Vec<Kw>,
    pub attrs: Vec<Attr>,
    /// `__nv_parent(e)` annotations, in order.
    pub nv_parents: Vec<NvParent>,
    pub body: StmtId,
}

/// `__nv_parent ( e )` written among a lambda's annotations (EDG scans it in the attribute loop after
/// the capture list, with or without `--extended-lambda`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct NvParent {
    /// The `__nv_parent` token.
    pub at: crate::source::Offset,
    pub expr: ExprId,
    /// The `)` followed the expression (and was consumed).
    pub closed: bool,
    /// The token after the expression, or after the `)` when closed: where EDG's carets go.
    pub next: crate::source::Offset,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Capture {
    This { star: bool },
    Name { by_ref: bool, name: Symbol, init: Option<Init>, pack: bool },
}

/// The whole tree.
#[derive(Debug, Default)]
pub struct Ast {
    pub decls: Vec<Decl>,
    pub stmts: Vec<Stmt>,
    pub exprs: Vec<Expr>,
    pub types: Vec<TypeNode>,
    /// Top-level declarations of the translation unit.
    pub top: Vec<DeclId>,
}

impl Ast {
    pub fn add_decl(&mut self, kind: DeclKind, span: Span) -> DeclId {
        self.decls.push(Decl { kind, span });
        DeclId(self.decls.len() as u32 - 1)
    }
    pub fn add_stmt(&mut self, kind: StmtKind, span: Span) -> StmtId {
        self.stmts.push(Stmt { kind, span });
        StmtId(self.stmts.len() as u32 - 1)
    }
    pub fn add_expr(&mut self, kind: ExprKind, span: Span) -> ExprId {
        self.exprs.push(Expr { kind, span });
        ExprId(self.exprs.len() as u32 - 1)
    }
    pub fn add_type(&mut self, t: TypeNode) -> TypeId {
        self.types.push(t);
        TypeId(self.types.len() as u32 - 1)
    }
    pub fn decl(&self, id: DeclId) -> &Decl {
        &self.decls[id.0 as usize]
    }
    pub fn stmt(&self, id: StmtId) -> &Stmt {
        &self.stmts[id.0 as usize]
    }
    pub fn expr(&self, id: ExprId) -> &Expr {
        &self.exprs[id.0 as usize]
    }
    pub fn ty(&self, id: TypeId) -> &TypeNode {
        &self.types[id.0 as usize]
    }
}
