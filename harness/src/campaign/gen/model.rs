//! The structure-aware CUDA program model. It is deliberately non-recursive (statements and
//! expressions are flat) so `Arbitrary` can never build unbounded depth, and every cross reference
//! is an index resolved modulo what is declared *before* the referring item, so printed programs
//! are mostly well-formed while still reaching CUDA-specific rules (some references are illegal on
//! purpose: cross-space calls, host reads of device variables, unconfigured kernel calls, extended
//! lambdas in device code, `__shared__` locals in host code, mismatching virtual overrides).
use arbitrary::Arbitrary;

#[derive(Arbitrary, Clone, Debug, PartialEq, Eq)]
pub struct Program {
    pub items: Vec<Item>,
}

#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Space {
    /// No annotation (implicitly `__host__`).
    Implicit,
    Host,
    Device,
    HostDevice,
}

#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    Int,
    Unsigned,
    Long,
    Float,
    Double,
    Char,
    /// The n-th typedef declared so far (falls back to `int` when none).
    Typedef(u8),
}

#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub enum VarSpace {
    Plain,
    Device,
    Constant,
    Shared,
    Managed,
}

#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LaunchAttr {
    None,
    Bounds1(u16),
    Bounds2(u16, u8),
    Bounds3(u16, u8, u8),
    ClusterDims(u8, u8, u8),
    MaxNreg(u8),
    BoundsAndMaxNreg(u16, u8),
}

#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Lt,
    And,
    Xor,
}

/// A leaf operand. Indices are resolved modulo what is visible; nothing visible → a literal.
#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Atom {
    Lit(i8),
    Param(u8),
    Local(u8),
    /// A global (namespace-scope) variable: host reads of device variables are on purpose.
    Global(u8),
    /// A call of a visible non-kernel function; `u8` seeds the arguments.
    Call(u8, u8),
}

/// `first op a op b ...` — flat, no nesting.
#[derive(Arbitrary, Clone, Debug, PartialEq, Eq)]
pub struct Expr {
    pub first: Atom,
    pub rest: Vec<(BinOp, Atom)>,
}

#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LambdaSpace {
    Plain,
    Device,
    HostDevice,
}

#[derive(Arbitrary, Clone, Debug, PartialEq, Eq)]
pub enum Stmt {
    Decl(Ty, Expr),
    AssignLocal(u8, Expr),
    AssignGlobal(u8, Expr),
    CallStmt(u8, u8),
    /// A `<<<grid, block[, shmem]>>>` launch of a visible kernel; `configured == false` calls the
    /// kernel like a plain function (an error the reference reports).
    Launch { kernel: u8, grid: u8, block: u16, shmem: Option<u8>, configured: bool, args: u8 },
    If(Expr, u8, Expr),
    Lambda(LambdaSpace, Expr),
    SharedLocal(Ty),
    /// `{ C o; (void)o.mJ(…); }` on a visible class (calls across spaces through members and
    /// overrides).
    MemberCall { class: u8, member: u8, arg: i8 },
}

#[derive(Arbitrary, Clone, Debug, PartialEq, Eq)]
pub struct Function {
    pub space: Space,
    pub inline: bool,
    /// `None` = `void`.
    pub ret: Option<Ty>,
    pub params: Vec<Ty>,
    pub body: Vec<Stmt>,
    pub result: Expr,
}

#[derive(Arbitrary, Clone, Debug, PartialEq, Eq)]
pub struct Kernel {
    pub attr: LaunchAttr,
    /// `template <typename KT>`: the first parameter gets type `KT`; launches name `k<ty>`.
    pub template: Option<Ty>,
    pub params: Vec<Ty>,
    /// Marks parameter (index modulo arity) `const … __grid_constant__` (or, when the flag says
    /// so, without `const` — an error the reference reports).
    pub grid_constant: Option<(u8, bool)>,
    pub body: Vec<Stmt>,
}

#[derive(Arbitrary, Clone, Debug, PartialEq, Eq)]
pub struct GlobalVar {
    pub space: VarSpace,
    pub ty: Ty,
    pub init: Option<Init>,
}

#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Init {
    Lit(i8),
    /// A call of a visible function: dynamic initialisation (not allowed for device variables).
    Call(u8, u8),
}

#[derive(Arbitrary, Clone, Debug, PartialEq, Eq)]
pub struct FunctionTemplate {
    pub space: Space,
    pub default_arg: Option<Ty>,
    pub body: Vec<Stmt>,
    pub result: Expr,
    /// Explicit instantiations `template SPACE T name<T>(T);` (the space may differ on purpose).
    pub instantiations: Vec<(Ty, Space)>,
}

#[derive(Arbitrary, Clone, Debug, PartialEq, Eq)]
pub struct ClassTemplate {
    pub member_space: Space,
    pub default_arg: Option<Ty>,
    pub instantiations: Vec<Ty>,
}

#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Member {
    pub space: Space,
    pub is_virtual: bool,
    pub ret: Ty,
}

#[derive(Arbitrary, Clone, Debug, PartialEq, Eq)]
pub struct Class {
    pub members: Vec<Member>,
    /// A derived class overriding the virtual members (indices into `members`) with these spaces.
    pub derived: Option<Vec<(u8, Space)>>,
}

#[derive(Arbitrary, Clone, Debug, PartialEq, Eq)]
pub enum NsMember {
    Function(Function),
    Var(GlobalVar),
    Typedef(Ty),
}

#[derive(Arbitrary, Clone, Debug, PartialEq, Eq)]
pub enum Item {
    Function(Function),
    Kernel(Kernel),
    Var(GlobalVar),
    Typedef(Ty),
    Namespace(Vec<NsMember>),
    Class(Class),
    FunctionTemplate(FunctionTemplate),
    ClassTemplate(ClassTemplate),
}
