//! Re-printing the declarations of the translation unit (EDG cp_gen_be style) with the CUDA host
//! rewrites that need no expression bodies (see cuda_rewrites.rs).
//!
//! The IL has one entity per declared thing and no record of the declarations as they appeared (a
//! function declared and later defined is two output declarations; `extern "C" { … }` is no entity; a
//! typedef does not say whether it was written `using X = …`). The parser therefore hands the printer the
//! *declaration sequence* ([`Item`]s, in source order, nested for namespaces, linkage blocks and class
//! members) with the source positions the output's line directives need.
//!
//! How the parser fills the sequence (what the printer relies on):
//! - one [`Item::Decl`] per declaration as written, in source order, redeclarations included; namespace
//!   and class bodies nest in `members`; `extern "C"` is an [`Item::Linkage`]; `using namespace` and
//!   `static_assert` have their own items; implicit instantiations and implicit members are not listed,
//!   explicit instantiations/specialisations are (their `SpecKind` says which);
//! - `at` = the declared name's offset; `template_at`, `close_at`, `body` (brace offsets; `empty`) and
//!   `statements` as written; `definition`, `alias_syntax`, `header` (out-of-class members of class
//!   templates), `param_names` (when this declaration names parameters differently), `more` (further
//!   declarators), `mem_inits`, `extension`, `friend`;
//! - entity spans: parameters (their names, for definitions), enumerators, attributes (`span` = the name,
//!   `args` = the parenthesised text);
//! - initializers/default arguments through an [`ExprSource`] ([`super::expr::Expr`] stand-in).
//!
//! Layout rules observed on cudafe++ 13.0.88 (testdata/decls/*.ii and their `.expected` files):
//! - A declaration ends with `" "` (`int x; `); namespaces and linkage blocks do not (`namespace N { int x; }`,
//!   `extern "C" {int cj; void cf(int); }`); the members of either are separated the same way.
//! - `struct S { int a; private: int pv; }; `, `struct T2 { };`, `class K : public S, virtual private T { }; `,
//!   `enum E { A, B = 5, C}; `, `enum class SE: unsigned char { X, Y}; ` (`enum struct` prints `enum class`).
//! - Every member declaration, the closing brace of a class and the braces of a function body are placed
//!   at their own source line (the writer adds a directive when the line changes).
//! - A non-defining function declaration sets parameter names off by a space (`const char * b`); a
//!   definition does not (`const char *b`). `= default;` is followed by no space (`= default;static …`).
//! - An anonymous namespace is opened as `namespace _GLOBAL__N_<id> __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N_<id>; `,
//!   a `#pragma GCC diagnostic ignored "-Wattributes"` line, then `namespace _GLOBAL__N_<id> __attribute__((visibility("hidden")))  { … }`
//!   (the using-directive names the enclosing namespaces: `::N::_GLOBAL__N_<id>`), at every opening.
use super::cuda_rewrites::{self, FnRewrite, VarRewrite};
use super::expr::{self, ExprSource};
use super::types::{HostTypes, Unprintable};
use super::Body;
use crate::cli::Options;
use crate::sema::entities::Access;
use crate::sema::entities::{
    AttrSyntax, ClassKey, Entities, FnRole, FunctionData, Payload, SpecKind, Storage, TemplateKind,
    TemplateParamKind, VariableData,
};
use crate::sema::ids::{EntityId, TypeId};
use crate::sema::il::Il;
use crate::sema::types::TypeKind;
use crate::source::Offset;

/// One entry of the declaration sequence.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    Decl(Decl),
    /// `extern "C" { … }` (`braced`) or `extern "C" <one declaration>`.
    Linkage {
        lang: String,
        braced: bool,
        at: Offset,
        close_at: Offset,
        items: Vec<Item>,
    },
    /// `using namespace N;` (no entity in the IL).
    UsingDirective {
        at: Offset,
        target: EntityId,
    },
    /// `static_assert(cond, "message");` — printed `static_assert((sizeof(int) == (4)), "x");` with no
    /// trailing space [verified, testdata/il/ctor.ii].
    StaticAssert {
        at: Offset,
        cond: super::expr::Expr,
        message: Vec<u8>,
    },
}

/// One mem-initializer of a constructor definition: a base class (its class entity) or a member.
#[derive(Clone, Debug, PartialEq)]
pub struct MemInit {
    /// A member, a base class (or the typedef naming it), or the constructor's class (delegating).
    pub target: EntityId,
    pub args: Vec<super::expr::Expr>,
    /// Written `name{…}`: printed so (`u{(3)}`, `i{0}` for `i{}`) [verified].
    pub braced: bool,
}

/// One declaration of an entity as written.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Decl {
    pub entity: EntityId,
    /// Offset of the declared name (of the keyword for an unnamed namespace/class/enum): the reference
    /// positions the declaration there (`static int\nx;` prints `# 2\nstatic int x;`).
    pub at: Offset,
    /// Offset of the `template` keyword of a template declaration (0 = none): the header keeps its own
    /// line (`template< class T> \n# 21\nstruct A { };`).
    pub template_at: Offset,
    /// The position of each of the template's parameters in this declaration's header (see
    /// `template_header_at`; empty: the header is printed on the `template` keyword's line).
    pub tparam_at: Vec<Offset>,
    /// For an out-of-class member of a class template (`template <class T> void A<T>::f() {}`): the
    /// template entity whose parameter list heads the declaration.
    pub header: Option<EntityId>,
    /// Parameter names as written in this declaration when they differ from the IL's (which keeps one
    /// parameter list per function): `int dd(int);` then `int dd(int z) {…}`.
    pub param_names: Option<Vec<crate::sema::names::Symbol>>,
    /// Which parameters this declaration writes a default argument for (None: as the IL has them). A
    /// default argument prints only on the declaration that gives it (`void g(int a, int b = 2);` then
    /// `void g(int a = 1, int b);` then `void g(int a, int b) { }`) [verified: probe t7, the definitions
    /// of device_double_functions.hpp].
    pub defaults_written: Option<Vec<bool>>,
    /// Offsets of the parameter names as written in this declaration (0 = unnamed), when the IL's
    /// parameter entities do not carry them (lowering places them at the function name).
    pub param_at: Option<Vec<Offset>>,
    /// Further entities declared by the same declaration (`int *q1, q2, q3[2];`, `struct { … } s1, s2;`,
    /// `typedef int I1, *IP;`): the reference keeps them in one declaration [verified, testdata/il/multi.ii].
    pub more: Vec<EntityId>,
    /// The statements of a function definition's body when `body.empty` is false (see stmt.rs).
    pub statements: Vec<super::stmt::Stmt>,
    /// A constructor definition's mem-initializers: `S() : B(1), a(2), b() { }` [verified].
    pub mem_inits: Vec<MemInit>,
    /// Written with `__extension__` (`__extension__ typedef long long __quad_t;`) [verified].
    pub extension: bool,
    /// A friend class declaration (`friend struct F;`) [verified]; friend functions use
    /// `FunctionData::FRIEND`.
    pub friend: bool,
    /// Classes this declaration declares with an elaborated-type-specifier (`typedef struct D *DP;`
    /// where `D` was not declared before): printed with their class key.
    pub elaborated: Vec<EntityId>,
    /// A class definition written in a typedef (`typedef struct S2 { … } T2, *TP2;`): the offset of the
    /// first typedef name, where the reference places the `typedef` keyword before going back to the
    /// class head's line [verified]. The typedefs are in `more` (0 = not a typedef).
    pub typedef_at: Offset,
    /// `typedef struct { … } T;`: the class takes the typedef name (no typedef entity); it is printed
    /// unnamed with its name as the declarator [verified].
    pub typedef_names_class: bool,
    /// `typedef struct node { … } node;` / `typedef enum E { … } E;`: the first declarator is a typedef
    /// with the tag's own name (lowering declares no typedef entity for it); printed as written
    /// [verified: probe td.ii, driver_types.h's cudaGraphInstantiateResult].
    pub typedef_same_name: bool,
    /// A variable declared as an array of unknown bound that its initializer completed (`int a[] = {1, 2};`):
    /// the IL's type has the bound, the reference prints `[]` [verified: corpus/output-expr2/copy_list_scalars_ok].
    pub unbounded: bool,
    /// Top-level cv-qualifiers written on each parameter (`void g(const int z)`, `int *const q`), which
    /// the IL's parameter types drop but the reference prints [verified]: "" or `const`, `volatile`,
    /// `const volatile` (None: none written).
    pub param_cv: Option<Vec<&'static str>>,
    /// Each parameter's type as written when it is an array or function type (`int a[3]`), which the
    /// reference prints in place of the adjusted pointer [verified]; None: none is.
    pub param_types_written: Option<Vec<Option<crate::sema::ids::TypeId>>>,
    /// Declared with `__attribute__((device_builtin))` (CUDA's built-in types: `dim3`, `int2`, …): the
    /// host output keeps the declaration between `#if 0` and `#endif` (the host compiler gets these
    /// types from the CUDA headers) [verified, p1_trivial and corpus/output-decls].
    pub device_builtin: bool,
    /// A variable declared `__attribute__((device_builtin))` (`threadIdx`, …): printed under the name
    /// `__device_builtin_variable_<name>` [verified].
    pub builtin_variable: bool,
    /// `typedef struct X X;`: a typedef naming its own class, for which lowering declares no typedef
    /// entity (`entity` is the class); printed `typedef X X;` [verified].
    pub same_name_typedef: bool,
    /// A `same_name_typedef`'s own attributes (an unscoped carrier entity, lower/typedef_attrs.rs),
    /// printed before `typedef` [verified: vector_types.h's `long4`]; for a `typedef_names_class`, the
    /// attributes after the typedef name (`} T __attribute((__aligned__));`).
    pub typedef_attrs: Option<EntityId>,
    /// A scoped enum without a written underlying type: `int` is fixed but not printed
    /// (`enum class SE { X, Y = 3}; `) [verified].
    pub implicit_underlying: bool,
    /// A function declared `noexcept(true)` / `noexcept(false)`: the reference prints the written form
    /// (the IL's type keeps only `noexcept` / none) [verified: `void f1() noexcept(true);`].
    pub noexcept_written: Option<bool>,
    /// A namespace-scope function declaration's storage class as written, when it differs from the
    /// entity's: each declaration prints its own (`static int f4(int a); int f4(int b); extern int
    /// f4(int c);`) [verified: probe rd.ii]. None: the entity's.
    pub storage_written: Option<crate::sema::entities::Storage>,
    /// `inline` / `constexpr` written on a function template whose pattern does not carry them
    /// (`FunctionData::INLINE` / `CONSTEXPR` bits, 0 = none): a prelude template's pattern is declared
    /// without them (lower/templates.rs), its specialisations inherit the pattern's flags.
    pub fn_flags_written: u32,
    /// Parameter names written inside the function types of each declared entity's declarator, one
    /// list per function type in the order the type printer meets them (lower/emit_param_names.rs):
    /// `typedef void (*cudaHostFn_t)(void * userData);` [verified]. Every list must be printed.
    pub fn_type_names: Vec<(EntityId, Vec<Vec<String>>)>,
    /// A using-declaration printed through the namespace its qualifier names (`using std::abort;`,
    /// `using __gnu_cxx::lldiv_t;`), not the target's own (lower/emit_using.rs): `entity` is its shadow,
    /// or the redeclared target when lowering declared none. [verified: libstdc++'s `<cstdlib>`]
    pub using_via: Option<EntityId>,
    /// A function declaration's asm label as written (the string literal): `void *memchr(…)
    /// noexcept(true) __asm__("memchr")` [verified: glibc's string.h].
    pub asm_label: Option<String>,
    /// A namespace definition's GNU attributes as written on it (lower/emit_written_attrs.rs).
    pub written_attrs: Vec<AttrGroup>,
    /// A variable's initialiser as lowering spelled it, printed after ` = ` in place of the IL's (a
    /// prelude variable template's `(is_void< _Tp> ::value)`, lower/header_var_templates.rs).
    pub init_text: Option<String>,
    /// Namespace/class/enum bodies and function definitions.
    pub definition: bool,
    /// A typedef written as an alias-declaration (`using X = T;`).
    pub alias_syntax: bool,
    /// Members of a namespace or class definition, in source order.
    pub members: Vec<Item>,
    /// Offset of the closing brace of a namespace/class/enum body (0 = on the first line).
    pub close_at: Offset,
    /// A function definition's body braces and whether it has no statements (only empty bodies can be
    /// printed until the statement printer exists).
    pub body: Option<FnBody>,
}

/// One `__attribute__((a(…), b))` as written: its offset and each attribute's name as spelled with the
/// span of its parenthesised arguments (empty: none).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct AttrGroup {
    pub at: Offset,
    pub attrs: Vec<(String, crate::source::Span)>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct FnBody {
    pub open: Offset,
    pub close: Offset,
    pub empty: bool,
}

/// Source positions inside a declaration's text: `Marks::at` returns a marker to put into the text, and
/// [`Ctx::put`] moves the writer there (a directive when the line changes) while writing. Position 0 means
/// unknown (no move). The marker carries the offset itself, so text built by one function (a template
/// header with its parameters' positions) can be embedded in another's.
#[derive(Default)]
pub struct Marks;

const MARK: char = '\u{1}';
const MARK_END: char = '\u{2}';

impl Marks {
    pub fn at(&mut self, at: Offset) -> String {
        format!("{}{}{}", MARK, at, MARK_END)
    }
}

/// What the printer needs besides the writer.
pub struct Ctx<'a> {
    pub il: &'a Il,
    pub opts: &'a Options,
    pub exprs: &'a dyn ExprSource,
    pub module_id: &'a str,
    pub map: &'a crate::source::SourceMap,
    /// Current nesting of items (bounded by [`MAX_NESTING`]).
    pub depth: u32,
    /// The namespace or class whose members are being printed (names are qualified relative to it).
    pub context: EntityId,
    /// Pragmas inside bodies, in source order, with their output text; printed in place
    /// ([`Ctx::flush_pragmas`]).
    pub inner_pragmas: Vec<(crate::lex::Pragma, String)>,
    /// The current declaration's [`Decl::elaborated`] classes.
    pub elaborated: Vec<EntityId>,
    pub next_pragma: usize,
    /// The first file-scope `typedef … size_t;` was printed (the `crt/host_runtime.h` injection follows it).
    pub size_t_seen: bool,
    /// `--cufe-emit-survey`: gaps of the items skipped so far (None: the first gap fails the output).
    pub skipped: Option<Vec<(&'static str, Offset)>>,
    /// Unnamed parameters of kernel definitions named so far: the reference numbers them `__T0`, `__T1`, …
    /// across the translation unit, template kernels included [verified: corpus/output-expr2/
    /// kernel_unnamed_params_ok].
    /// The same counter names lambda closure types after an `auto` variable (`typedef decltype(l) __T1;`)
    /// [verified: corpus/lambda18-s18/lambda_typedef_counter_ok].
    pub kernel_unnamed: std::cell::Cell<u32>,
    /// The current declaration's [`Decl::fn_type_names`], each marked when a declarator took it
    /// ([`Ctx::types_of`]).
    pub fn_names: Vec<(EntityId, Vec<Vec<String>>, std::cell::Cell<bool>)>,
}

mod attrs;
mod class;
mod function;
mod pad;
mod template;
mod vars;

type R = Result<(), Unprintable>;

/// Where an item starts (for gap reports).
fn item_at(item: &Item) -> Offset {
    match item {
        Item::Decl(d) => d.at,
        Item::Linkage { at, .. } | Item::UsingDirective { at, .. } | Item::StaticAssert { at, .. } => *at,
    }
}

/// Deepest nesting of namespaces/classes/linkage blocks the printer follows.
pub const MAX_NESTING: u32 = 64;

impl<'a> Ctx<'a> {
    /// The next `__T<n>` of the translation unit's counter (unnamed kernel parameters, closure typedefs).
    pub fn next_t_name(&self) -> u32 {
        let n = self.kernel_unnamed.get();
        self.kernel_unnamed.set(n + 1);
        n
    }

    fn types(&self) -> HostTypes<'a> {
        let mut t = HostTypes::in_context(self.il, self.context);
        t.elaborated.clone_from(&self.elaborated);
        t.src = self.map.text();
        t
    }

    /// [`Ctx::types`] for printing `e`'s declarator: with the parameter names written inside its
    /// function types (the caller checks they were all used: [`HostTypes::param_names_done`]) and its
    /// array bounds as written (one that does not print makes the declarator unprintable).
    fn types_of(&self, e: EntityId) -> Result<HostTypes<'a>, Unprintable> {
        let t = self.types();
        if let Some((_, names, used)) = self.fn_names.iter().find(|x| x.0 == e) {
            used.set(true);
            t.set_param_names(names);
        }
        if let Some(list) = self.il.array_bound_exprs.get(&e) {
            let mut texts = Vec::with_capacity(list.len());
            for b in list {
                texts.push(match b {
                    Some(x) => {
                        let x = self.exprs.expr(*x).ok_or(Unprintable("emit: array bound expression (no expression printer)"))?;
                        Some(expr::print_bound(&self.types(), x)?)
                    }
                    None => None,
                });
            }
            t.set_bounds(texts);
        }
        Ok(t)
    }

    /// `: 3` after a bit-field's declarator: the width as written (`: 2 + 1`, `: sizeof(int)`, `: 3U`
    /// for `3u`; a literal by its value, `: 3` for `0x3`) [verified: corpus/hostemit2-s16/bitfields_ok];
    /// None for an ordinary member.
    fn bit_width_text(&self, fd: &crate::sema::entities::FieldData) -> Result<Option<String>, Unprintable> {
        let Some(w) = fd.bit_width else { return Ok(None) };
        if fd.width.is_none() {
            return Ok(Some(format!(": {}", w)));
        }
        let x = self.exprs.expr(fd.width).ok_or(Unprintable("emit: bit-field width (no expression printer)"))?;
        Ok(Some(format!(": {}", expr::print_bound(&self.types(), x)?)))
    }

    fn ent(&self, e: EntityId) -> Result<&'a crate::sema::entities::Entity, Unprintable> {
        self.il
            .entities
            .get(e)
            .ok_or(Unprintable("emit: bad entity in the declaration sequence"))
    }

    fn anon_name(&self) -> String {
        format!("_GLOBAL__N_{}", self.module_id)
    }

    /// Prints one top-level item.
    pub fn top_level(&mut self, b: &mut Body, item: &Item) -> R {
        self.item(b, item, Scope::File)
    }

    fn item(&mut self, b: &mut Body, item: &Item, scope: Scope) -> R {
        // Nesting comes from the source (namespaces, classes); bound it so hostile input cannot
        // exhaust the stack.
        if self.depth >= MAX_NESTING {
            return Err(Unprintable("emit: declarations nested too deeply"));
        }
        self.depth += 1;
        let r = self.item_inner(b, item, scope);
        self.depth -= 1;
        match (r, self.skipped.as_mut()) {
            (Err(e), Some(v)) => {
                v.push((e.0, item_at(item)));
                Ok(())
            }
            (r, _) => r,
        }
    }

    /// Prints the body pragmas met before `before` (source order), each on its own line.
    pub fn flush_pragmas(&mut self, b: &mut Body, before: Offset) {
        while let Some((p, text)) = self.inner_pragmas.get(self.next_pragma) {
            if p.span.lo >= before {
                break;
            }
            b.pragma(p, text);
            self.next_pragma += 1;
        }
    }

    fn item_inner(&mut self, b: &mut Body, item: &Item, scope: Scope) -> R {
        let first = match item {
            Item::Decl(d) => self.first_position(d),
            Item::Linkage { at, .. }
            | Item::UsingDirective { at, .. }
            | Item::StaticAssert { at, .. } => *at,
        };
        if first != 0 {
            self.flush_pragmas(b, first);
        }
        match item {
            Item::Linkage {
                lang,
                braced,
                at,
                close_at,
                items,
            } => {
                let pos = b.segs.pos(b.map, *at);
                if *braced {
                    b.w.token_at(pos, &format!("extern \"{}\" {{", lang));
                    for it in items {
                        self.item(b, it, Scope::Linkage)?;
                    }
                    self.close_brace(b, *close_at, "}");
                    Ok(())
                } else {
                    let [Item::Decl(d)] = &items[..] else {
                        return Err(Unprintable(
                            "emit: unbraced linkage specification without one declaration",
                        ));
                    };
                    b.w.token_at(pos, &format!("extern \"{}\" ", lang));
                    self.decl(b, d, Scope::Linkage, true)
                }
            }
            // `using namespace IN;` — no trailing space [verified].
            Item::StaticAssert { at, cond, message } => {
                let text = format!(
                    "static_assert({}, {});",
                    expr::print_in(&self.types(), cond, 0)?,
                    expr::print(
                        self.il,
                        &expr::Expr::Str {
                            bytes: message.clone(),
                            prefix: ""
                        },
                        0
                    )?
                );
                b.w.token_at(b.segs.pos(b.map, *at), &text);
                Ok(())
            }
            Item::UsingDirective { at, target } => {
                let text = format!(
                    "using namespace {};",
                    self.types().qualified_name(*target, 0)?
                );
                b.w.token_at(b.segs.pos(b.map, *at), &text);
                Ok(())
            }
            Item::Decl(d) if d.extension => {
                b.w.at(b.segs.pos(b.map, self.first_position(d)));
                b.w.text("__extension__ ");
                let plain = Decl {
                    extension: false,
                    ..d.clone()
                };
                self.item_inner(b, &Item::Decl(plain), scope)
            }
            Item::Decl(d) if d.device_builtin => {
                let ent = self.ent(d.entity)?;
                // Member functions are not printed (`struct dim3 { \n# 578\nunsigned x, y, z; \n# 593\n};`:
                // its constructors and conversion function vanish) [verified: vector_types.h's dim3].
                let kind = |m: &Item| match m {
                    Item::Decl(md) => self.il.entities.get(md.entity).map(|e| e.data),
                    _ => None,
                };
                // A nested class prints as usual (`struct { \n# 1212\nunsigned width; … } tileExtent;`)
                // [verified: driver_types.h's cudaArraySparseProperties].
                let fields_only = d.members.iter().all(|m| matches!(kind(m), Some(Payload::Field(_) | Payload::Function(_) | Payload::Class(_))));
                let members: Vec<Item> = d.members.iter().filter(|m| matches!(kind(m), Some(Payload::Field(_) | Payload::Class(_)))).cloned().collect();
                if !matches!(ent.data, Payload::Class(_) | Payload::Enum(_) | Payload::Typedef) || !fields_only {
                    return Err(Unprintable("emit: device_builtin declaration other than a type with data members"));
                }
                // `#if 0` follows the declaration's directive; a class or enum is then positioned again,
                // a typedef only at its name (`#if 0\ntypedef L2 \n# 3\nL2; \n#endif`) [verified].
                let pos = b.segs.pos(b.map, self.first_position(d));
                b.w.at_before_if0(pos);
                b.w.begin_if0();
                // A class defined in a typedef prints `typedef` unpositioned, then the class head at
                // its line (`#if 0\ntypedef \n# 2572\nstruct cudaIpcEventHandle_st {`) [verified:
                // driver_types.h].
                if d.typedef_at != 0 && matches!(ent.data, Payload::Class(_) | Payload::Enum(_)) {
                    b.w.unpositioned_next();
                } else if !matches!(ent.data, Payload::Typedef) && !d.same_name_typedef {
                    b.w.at(pos);
                }
                let plain = Decl { device_builtin: false, members, ..d.clone() };
                self.decl(b, &plain, scope, false)?;
                b.w.end_if0();
                Ok(())
            }
            Item::Decl(d) => {
                // A kernel template's definition starts with pragma lines before its first directive.
                // A static `__device__` function is bracketed by `#pragma GCC diagnostic push`/`ignored
                // "-Wunused-function"` … `pop` lines [verified, testdata/il/cuda2.ii].
                let static_device = self.is_static_device_function(d.entity);
                if static_device && !d.definition {
                    return Err(Unprintable(
                        "emit: static __device__ function declaration not verified",
                    ));
                }
                if static_device {
                    // EDG writes a newline before the pragmas: an empty line after `#endif`, none
                    // after a declaration's trailing space (`static int cv; \n#pragma …`) [verified].
                    let lead: &[&str] = if b.w.at_line_start() { &[""] } else { &[] };
                    let mut lines = lead.to_vec();
                    lines.extend(["#pragma GCC diagnostic push", "#pragma GCC diagnostic ignored \"-Wunused-function\""]);
                    b.w.inject_lines_in_place(&lines);
                    b.w.blank_before_next_directive();
                }
                if !(d.definition && self.is_kernel_template(d.entity)) {
                    b.w.at(b.segs.pos(b.map, self.first_position(d)));
                }
                self.decl(b, d, scope, false)?;
                if static_device {
                    b.w.inject_lines_in_place(&["", "#pragma GCC diagnostic pop"]);
                    b.w.blank_before_next_directive();
                }
                Ok(())
            }
        }
    }

    fn is_static_device_function(&self, e: EntityId) -> bool {
        match self.il.entities.get(e) {
            Some(ent) => {
                // An inline one is not bracketed [verified: `static inline __device__ void g(…) { }`].
                matches!(ent.data, Payload::Function(f) if f.storage == Storage::Static && !f.has(FunctionData::INLINE))
                    && ent.exec.space() == crate::sema::entities::Space::Device
            }
            None => false,
        }
    }

    fn is_kernel_template(&self, e: EntityId) -> bool {
        let pattern = match self.il.entities.get(e).map(|x| x.data) {
            Some(Payload::Template(t)) if t.kind == TemplateKind::Function => t.pattern,
            _ => return false,
        };
        self.il
            .entities
            .get(pattern)
            .map(|p| p.exec.space() == crate::sema::entities::Space::Global)
            .unwrap_or(false)
    }

    fn close_brace(&mut self, b: &mut Body, close_at: Offset, text: &str) {
        if close_at != 0 {
            self.flush_pragmas(b, close_at);
            b.w.token_at(b.segs.pos(b.map, close_at), text);
        } else {
            b.w.text(text);
        }
    }

    /// Prints a declaration at the current output position (the caller has positioned the writer).
    fn decl(&mut self, b: &mut Body, d: &Decl, scope: Scope, after_linkage: bool) -> R {
        let outer = std::mem::replace(&mut self.elaborated, d.elaborated.clone());
        let names = d.fn_type_names.iter().map(|(e, l)| (*e, l.clone(), std::cell::Cell::new(false))).collect();
        let outer_names = std::mem::replace(&mut self.fn_names, names);
        let r = self.decl_kind(b, d, scope, after_linkage);
        self.elaborated = outer;
        let names = std::mem::replace(&mut self.fn_names, outer_names);
        r?;
        // A declarator printed without its parameter names would drop them.
        if names.iter().any(|x| !x.2.get()) {
            return Err(Unprintable("emit: parameter names inside a function type in this declaration form"));
        }
        Ok(())
    }

    fn decl_kind(&mut self, b: &mut Body, d: &Decl, scope: Scope, after_linkage: bool) -> R {
        if let Some(via) = d.using_via {
            // `using std::abort;`, `using ::abort;` — no trailing space [verified].
            let t = self.types();
            let qual = if via == Entities::GLOBAL { "::".to_string() } else { format!("{}::", t.qualified_name(via, 0)?) };
            b.w.text(&format!("using {}{};", qual, t.name(d.entity)));
            return Ok(());
        }
        let ent = self.ent(d.entity)?;
        match ent.data {
            Payload::Namespace { inline, .. } => self.namespace(b, d, inline),
            // `namespace NA = IN;` — no trailing space [verified].
            Payload::NamespaceAlias { target } => {
                let t = self.types();
                b.w.text(&format!(
                    "namespace {} = {};",
                    t.name(d.entity),
                    t.qualified_name(target, 0)?
                ));
                Ok(())
            }
            // `using IN::inx;` — no trailing space [verified].
            // A member of the global namespace keeps its `::` (`using ::abort;` in libstdc++'s
            // `<cstdlib>`) [verified].
            // The target's own scope is always named, even when it encloses this one, its enclosing
            // scopes only where they do not (`namespace N { namespace M { using N::f; } namespace K {
            // using M::g; } }`) [verified: probe t9, libstdc++'s `using std::swap;` in `std::
            // __swappable_details`]. (A function template's pattern is named through its template.)
            Payload::Using { target } => {
                let ents = &self.il.entities;
                let mut parent = ents.get(target).map(|t| t.parent).unwrap_or_default();
                if let Some(Payload::Template(_)) = ents.get(parent).map(|p| p.data) {
                    parent = ents.get(parent).map(|p| p.parent).unwrap_or_default();
                }
                let t = self.types();
                let qual = if parent == crate::sema::entities::Entities::GLOBAL {
                    "::".to_string()
                } else {
                    match ents.get(parent).map(|p| p.data) {
                        Some(Payload::Namespace { .. }) if ents.get(parent).is_some_and(|p| !p.name.is_empty()) => format!("{}::", t.qualified_name(parent, 0)?),
                        _ => return Err(Unprintable("emit: using-declaration of a member")),
                    }
                };
                b.w.text(&format!("using {}{};", qual, t.name(target)));
                Ok(())
            }
            Payload::Variable(v) => {
                if let Some(h) = d.header {
                    let mut marks = Marks::default();
                    let text = format!("{}{}", marks.at(d.template_at), self.template_header(h)?);
                    self.put(b, &text, &marks);
                }
                self.variable(b, d, v, scope, after_linkage)
            }
            Payload::Typedef => {
                let t = self.types_of(d.entity)?;
                let name = t.name(d.entity).to_string();
                let mut marks = Marks::default();
                let text = if d.alias_syntax {
                    // Attributes follow the name (`using A __attribute((deprecated)) = T;`) [probed].
                    let (pre, post) = self.typedef_attrs(d.entity, d.at, &mut marks)?;
                    if !pre.is_empty() {
                        return Err(Unprintable("emit: attribute before an alias-declaration's name"));
                    }
                    let text = format!("using {}{} = {};", name, post, t.type_str(ent.ty)?);
                    t.param_names_done()?;
                    text
                } else {
                    let (pre, post) = self.typedef_attrs(d.entity, d.at, &mut marks)?;
                    // The name is positioned (a no-op unless `#if 0` came before, see device_builtin).
                    let marked = format!("{}{}", marks.at(d.at), name);
                    let (spec, first) = t.declarator_parts(ent.ty, &marked)?;
                    t.param_names_done()?;
                    let more = self.more_declarators(d, &spec, &mut marks)?;
                    format!("{}typedef {}{}{}{};", pre, spec, first, post, more)
                };
                self.put(b, &text, &marks);
                b.w.end_declaration();
                // At global scope, also inside `extern "C" { … }` [verified, testdata/il/sz3.ii].
                if ent.parent == Entities::GLOBAL
                    && scope != Scope::Class
                    && !self.size_t_seen
                    && name == "size_t"
                {
                    self.size_t_seen = true;
                    b.host_runtime_after_size_t();
                }
                Ok(())
            }
            Payload::Field(fd) => {
                let t = self.types_of(d.entity)?;
                let mut marks = Marks::default();
                let (mut s, post) = self.attrs(d.entity, d.at, &mut marks)?;
                // A data member keeps a `__shared__` it was written with (the reference accepts it
                // silently there); other spaces on members are diagnosed and not printed here.
                if !ent.mem.is_empty() {
                    if ent.mem.0 != crate::sema::entities::MemSpace::SHARED || fd.mutable {
                        return Err(Unprintable("emit: memory space on a data member"));
                    }
                    s.push_str("__attribute((shared)) ");
                }
                if fd.mutable {
                    s.push_str("mutable ");
                }
                let name = format!("{}{}", marks.at(d.at), t.name(d.entity));
                let (spec, first) = t.declarator_parts(ent.ty, &name)?;
                t.param_names_done()?;
                if ent.name.is_empty() {
                    // An unnamed bit-field: `int: 32;` at its `:` [verified: glibc's timex.h,
                    // corpus/hostemit2-s16] (the declarator is only the position marker).
                    s.push_str(&first);
                    s.push_str(spec.trim_end());
                } else {
                    s.push_str(&spec);
                    s.push_str(&first);
                }
                s.push_str(&post);
                if let Some(w) = self.bit_width_text(&fd)? {
                    // `unsigned b: 3;` [verified]
                    s.push_str(&w);
                }
                if fd.init.is_some() {
                    let e = self.exprs.expr(fd.init).ok_or(Unprintable(
                        "emit: default member initializer (no expression printer)",
                    ))?;
                    s.push_str(" = ");
                    s.push_str(&expr::print_in(&self.types(), &e, 0)?);
                }
                s.push_str(&self.more_declarators(d, &spec, &mut marks)?);
                s.push(';');
                self.put(b, &s, &marks);
                b.w.end_declaration();
                Ok(())
            }
            Payload::Enum(_) => self.enumeration(b, d),
            Payload::Class(_) if d.same_name_typedef => {
                let t = self.types();
                let mut marks = Marks::default();
                let pre = match d.typedef_attrs {
                    Some(c) => self.typedef_attr_prefix(c, d.at, &mut marks)?,
                    None => String::new(),
                };
                let text = format!("{}typedef {} {}{};", pre, t.type_str(ent.ty)?, marks.at(d.at), t.name(d.entity));
                self.put(b, &text, &marks);
                b.w.end_declaration();
                Ok(())
            }
            Payload::Class(_) => self.class(b, d, "", scope),
            Payload::Function(f) => {
                let prefix = match d.header {
                    Some(h) => self.template_header(h)?,
                    None => String::new(),
                };
                self.function(b, d, f, scope, &prefix)
            }
            Payload::Template(t) => self.template(b, d, t.kind, t.pattern, scope),
            _ => Err(Unprintable("emit: declaration kind not printed yet")),
        }
    }

    fn namespace(&mut self, b: &mut Body, d: &Decl, inline: bool) -> R {
        let ent = self.ent(d.entity)?;
        if ent.name.is_empty() {
            if inline {
                return Err(Unprintable("emit: unnamed inline namespace not verified"));
            }
            let n = self.anon_name();
            let mut outer = HostTypes::new(self.il).qualifier(ent.parent, 0)?;
            outer.insert_str(0, "::");
            b.w.text(&format!(
                "namespace {} __attribute__((visibility(\"hidden\")))  {{ }}; using namespace {}{}; ",
                n, outer, n
            ));
            b.w.inject_lines_in_place(&["#pragma GCC diagnostic ignored \"-Wattributes\""]);
            // The reopening follows on the next output line without a directive.
            b.w.text(&format!(
                "namespace {} __attribute__((visibility(\"hidden\")))  {{ ",
                n
            ));
        } else {
            // `inline namespace IN { int inx; }` [verified].
            let kw = if inline {
                "inline namespace"
            } else {
                "namespace"
            };
            // Each attribute group at its own source line after a space (`namespace D\n# 6\n
            // __attribute((visibility("hidden"))) { `) [verified: probe ns1].
            let mut marks = Marks::default();
            let mut text = format!("{} {}", kw, self.types().name(d.entity));
            for g in &d.written_attrs {
                let list: Result<Vec<String>, Unprintable> = g.attrs.iter().map(|(n, args)| Ok(format!("{}{}", n, self.attr_args(*args)?))).collect();
                text.push_str(&marks.at(g.at));
                text.push_str(&format!(" __attribute(({}))", list?.join(", ")));
            }
            text.push_str(" { ");
            self.put(b, &text, &marks);
        }
        let outer = std::mem::replace(&mut self.context, d.entity);
        let r = d
            .members
            .iter()
            .try_for_each(|m| self.item(b, m, Scope::Namespace));
        self.context = outer;
        r?;
        self.close_brace(b, d.close_at, "}");
        Ok(())
    }

    /// Where a function's name is placed: at its own line, except in a template declaration that is not
    /// a definition, which EDG positions at its `template` keyword (`template<typename T>\n void\n
    /// f(T);` prints `template< class T> void f(T);` on the template's line, after a multi-line header
    /// too; attributes keep their lines) [verified: probes t4/t5/tp.h; definitions place the name].
    pub(super) fn name_at(d: &Decl) -> Offset {
        if d.template_at != 0 && !d.definition && d.header.is_none() {
            d.template_at
        } else {
            d.at
        }
    }

    /// [`Self::name_at`] for a class: a template declaration's class key and name follow its header
    /// where it ends (`template< class _Tp, class \n# 11\n_Up> struct d3;`) [verified: probe tp.h].
    pub(super) fn class_name_at(d: &Decl) -> Offset {
        if d.template_at != 0 && !d.definition && d.header.is_none() {
            0
        } else {
            d.at
        }
    }

    /// Where a declaration's output starts: its first prefix attribute or template header when those
    /// come before the name, else the name.
    fn first_position(&self, d: &Decl) -> Offset {
        // (A using-declaration's entity may be the redeclared function, with attributes elsewhere.)
        if d.using_via.is_some() {
            return d.at;
        }
        if d.typedef_at != 0 {
            return d.typedef_at;
        }
        let mut first = d.at;
        if d.template_at != 0 && d.template_at < first {
            first = d.template_at;
        }
        let mut e = d.entity;
        if let Some(t) = self.il.entities.get(e).and_then(|x| x.template()) {
            e = t.pattern;
        }
        // A class head starts at its name's line, attributes written on earlier lines follow the key
        // with backward line directives (`head_attrs`) [verified: vector_types.h's `long4`].
        if d.template_at == 0 && matches!(self.il.entities.get(e).map(|x| &x.data), Some(crate::sema::entities::Payload::Class(_))) {
            return first;
        }
        for a in self.il.entities.attrs_of(e) {
            // (Only attributes that are printed: `cudart_builtin` of the declaration before a
            // definition would move the definition there [verified: math_functions.hpp's `exp10`].)
            // (Nor those of another declaration: `attrs_styled`.)
            let function = matches!(self.il.entities.get(e).map(|x| &x.data), Some(crate::sema::entities::Payload::Function(_)));
            if a.span.lo != 0 && a.span.lo < first && attrs::reprinted(self.il.names.resolve(a.name)) && !(function && self.other_declaration(d.at, a.span)) {
                first = a.span.lo;
            }
        }
        first
    }

    /// Writes `s`, moving the writer to each mark's source position (see [`Marks`]).
    fn put(&self, b: &mut Body, s: &str, _marks: &Marks) {
        let mut parts = s.split(MARK);
        if let Some(p) = parts.next() {
            b.w.text(p);
        }
        for part in parts {
            let (idx, rest) = part.split_once(MARK_END).unwrap_or(("", part));
            if let Ok(at) = idx.parse::<Offset>() {
                if at != 0 {
                    b.w.at(b.segs.pos(b.map, at));
                }
            }
            b.w.text(rest);
        }
    }
}

/// Where a declaration appears.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    File,
    Namespace,
    Linkage,
    Class,
}

/// True when `e` is (inside) an anonymous namespace.
pub fn in_anonymous_namespace(ents: &Entities, e: EntityId) -> bool {
    let mut cur = ents.get(e).map(|x| x.parent).unwrap_or(EntityId::NONE);
    for _ in 0..256 {
        let Some(p) = ents.get(cur) else { return false };
        if matches!(p.data, Payload::Namespace { .. })
            && p.name.is_empty()
            && cur != Entities::GLOBAL
        {
            return true;
        }
        cur = p.parent;
    }
    false
}
