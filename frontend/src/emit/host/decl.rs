//! Re-printing the declarations of the translation unit (EDG cp_gen_be style) with the CUDA host
//! rewrites that need no expression bodies (see cuda_rewrites.rs).
//!
//! The IL has one entity per declared thing and no record of the declarations as they appeared (a
//! function declared and later defined is two output declarations; `extern "C" { … }` is no entity; a
//! typedef does not say whether it was written `using X = …`). The parser therefore hands the printer the
//! *declaration sequence* ([`Item`]s, in source order, nested for namespaces, linkage blocks and class
//! members) with the source positions the output's line directives need.
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
    pub target: EntityId,
    pub args: Vec<super::expr::Expr>,
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
    /// For an out-of-class member of a class template (`template <class T> void A<T>::f() {}`): the
    /// template entity whose parameter list heads the declaration.
    pub header: Option<EntityId>,
    /// Parameter names as written in this declaration when they differ from the IL's (which keeps one
    /// parameter list per function): `int dd(int);` then `int dd(int z) {…}`.
    pub param_names: Option<Vec<crate::sema::names::Symbol>>,
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

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct FnBody {
    pub open: Offset,
    pub close: Offset,
    pub empty: bool,
}

/// Source positions inside a declaration's text: `Marks::at` returns a marker to put into the text, and
/// [`Ctx::put`] moves the writer there (a directive when the line changes) while writing. Position 0 means
/// unknown (no move).
#[derive(Default)]
pub struct Marks(Vec<Offset>);

const MARK: char = '\u{1}';
const MARK_END: char = '\u{2}';

impl Marks {
    pub fn at(&mut self, at: Offset) -> String {
        self.0.push(at);
        format!("{}{}{}", MARK, self.0.len() - 1, MARK_END)
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
    pub next_pragma: usize,
    /// The first file-scope `typedef … size_t;` was printed (the `crt/host_runtime.h` injection follows it).
    pub size_t_seen: bool,
}

type R = Result<(), Unprintable>;

/// Deepest nesting of namespaces/classes/linkage blocks the printer follows.
pub const MAX_NESTING: u32 = 256;

impl<'a> Ctx<'a> {
    fn types(&self) -> HostTypes<'a> {
        HostTypes::in_context(self.il, self.context)
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
        r
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
                    b.w.inject_lines_in_place(&[
                        "",
                        "#pragma GCC diagnostic push",
                        "#pragma GCC diagnostic ignored \"-Wunused-function\"",
                    ]);
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
                matches!(ent.data, Payload::Function(f) if f.storage == Storage::Static)
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
            Payload::Using { target } => {
                b.w.text(&format!(
                    "using {};",
                    self.types().qualified_name(target, 0)?
                ));
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
                let t = self.types();
                let name = t.name(d.entity).to_string();
                let mut marks = Marks::default();
                let text = if d.alias_syntax {
                    format!("using {} = {};", name, t.type_str(ent.ty)?)
                } else {
                    let (spec, first) = t.declarator_parts(ent.ty, &name)?;
                    let more = self.more_declarators(d, &spec, &mut marks)?;
                    format!("typedef {}{}{};", spec, first, more)
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
                let t = self.types();
                let mut marks = Marks::default();
                let (mut s, post) = self.attrs(d.entity, d.at, &mut marks)?;
                if fd.mutable {
                    s.push_str("mutable ");
                }
                let name = format!("{}{}", marks.at(d.at), t.name(d.entity));
                let (spec, first) = t.declarator_parts(ent.ty, &name)?;
                s.push_str(&spec);
                s.push_str(&first);
                s.push_str(&post);
                if let Some(w) = fd.bit_width {
                    // `unsigned b: 3;` [verified]
                    s.push_str(&format!(": {}", w));
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
            b.w.text(&format!("{} {} {{ ", kw, self.types().name(d.entity)));
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

    /// The attributes of `e` as the reference re-prints them: those written before the declared name
    /// (at `name_at`) form the prefix, each positioned at its own source line (`__attribute((noinline))
    /// void \n# 23\nn1();`), the others the postfix (`void n3() __attribute((noinline));`). GNU attributes
    /// of one `__attribute__((a, b))` stay together; the keyword is `__attribute` [verified,
    /// testdata/il/attrs.ii, glibc.ii].
    fn attrs(
        &self,
        e: EntityId,
        name_at: Offset,
        marks: &mut Marks,
    ) -> Result<(String, String), Unprintable> {
        let mut pre = String::new();
        let mut post = String::new();
        let mut group: Vec<String> = Vec::new();
        let mut group_pre = true;
        let mut group_at: Offset = 0;
        let mut prev_end: Option<Offset> = None;
        let flush = |group: &mut Vec<String>,
                     pre: &mut String,
                     post: &mut String,
                     is_pre: bool,
                     at: Offset,
                     marks: &mut Marks| {
            if group.is_empty() {
                return;
            }
            let text = format!("__attribute(({}))", group.join(", "));
            if is_pre {
                pre.push_str(&marks.at(at));
                pre.push_str(&text);
                pre.push(' ');
            } else {
                post.push(' ');
                post.push_str(&text);
            }
            group.clear();
        };
        for a in self.il.entities.attrs_of(e) {
            let raw = self.il.names.resolve(a.name);
            if cuda_rewrites::is_cuda_attribute(raw) {
                continue;
            }
            let is_pre = a.span.lo == 0 || name_at == 0 || a.span.lo < name_at;
            let args = self.attr_args(a.args)?;
            let end = a.span.hi.max(a.args.hi);
            match a.syntax {
                AttrSyntax::Gnu => {
                    // `__noinline__` prints `noinline` [verified, attrs.ii], but other GNU names keep their
                    // spelling (`__nonnull__`, `__pure__`, `__gnu_inline__`) [verified, glibc.ii].
                    let name = if raw == "__noinline__" {
                        "noinline"
                    } else {
                        raw
                    };
                    let same_group = prev_end
                        .map(|p| self.between_is_comma(p, a.span.lo))
                        .unwrap_or(false);
                    if !same_group || is_pre != group_pre {
                        flush(&mut group, &mut pre, &mut post, group_pre, group_at, marks);
                        group_pre = is_pre;
                        group_at = a.span.lo;
                    }
                    group.push(format!("{}{}", name, args));
                    prev_end = Some(end);
                    continue;
                }
                AttrSyntax::Std => {
                    flush(&mut group, &mut pre, &mut post, group_pre, group_at, marks);
                    let ns = if a.namespace.is_empty() {
                        String::new()
                    } else {
                        format!("{}::", self.il.names.resolve(a.namespace))
                    };
                    let text = format!("[[{}{}{}]]", ns, raw, args);
                    if is_pre {
                        pre.push_str(&marks.at(a.span.lo));
                        pre.push_str(&text);
                        pre.push(' ');
                    } else {
                        return Err(Unprintable(
                            "emit: standard attribute after the declarator not verified",
                        ));
                    }
                }
                AttrSyntax::Alignas => {
                    flush(&mut group, &mut pre, &mut post, group_pre, group_at, marks);
                    if !is_pre {
                        return Err(Unprintable("emit: alignas after the declarator"));
                    }
                    pre.push_str(&marks.at(a.span.lo));
                    pre.push_str(&format!("alignas{} ", args));
                }
                AttrSyntax::Declspec => {
                    return Err(Unprintable("emit: __declspec attribute not verified"))
                }
            }
            prev_end = None;
        }
        flush(&mut group, &mut pre, &mut post, group_pre, group_at, marks);
        Ok((pre, post))
    }

    /// True when only white space and one comma separate `a` and `b` in the source (two attributes of
    /// one `__attribute__((…))`).
    fn between_is_comma(&self, a: Offset, b: Offset) -> bool {
        if a == 0 || b <= a {
            return false;
        }
        match self.map.text().get(a as usize..b as usize) {
            Some(t) => {
                let t: Vec<u8> = t
                    .iter()
                    .copied()
                    .filter(|c| !c.is_ascii_whitespace())
                    .collect();
                t == b","
            }
            None => false,
        }
    }

    /// Where a declaration's output starts: its first prefix attribute or template header when those
    /// come before the name, else the name.
    fn first_position(&self, d: &Decl) -> Offset {
        let mut first = d.at;
        if d.template_at != 0 && d.template_at < first {
            first = d.template_at;
        }
        let mut e = d.entity;
        if let Some(t) = self.il.entities.get(e).and_then(|x| x.template()) {
            e = t.pattern;
        }
        for a in self.il.entities.attrs_of(e) {
            if a.span.lo != 0
                && a.span.lo < first
                && !cuda_rewrites::is_cuda_attribute(self.il.names.resolve(a.name))
            {
                first = a.span.lo;
            }
        }
        first
    }

    /// Writes `s`, moving the writer to each mark's source position (see [`Marks`]).
    fn put(&self, b: &mut Body, s: &str, marks: &Marks) {
        let mut parts = s.split(MARK);
        if let Some(p) = parts.next() {
            b.w.text(p);
        }
        for part in parts {
            let (idx, rest) = part.split_once(MARK_END).unwrap_or(("", part));
            if let Some(&at) = idx.parse::<usize>().ok().and_then(|i| marks.0.get(i)) {
                if at != 0 {
                    b.w.at(b.segs.pos(b.map, at));
                }
            }
            b.w.text(rest);
        }
    }

    /// The parenthesised argument text of an attribute, copied from the source.
    fn attr_args(&self, span: crate::source::Span) -> Result<String, Unprintable> {
        if span.hi <= span.lo {
            return Ok(String::new());
        }
        let text = self
            .map
            .text()
            .get(span.lo as usize..span.hi as usize)
            .ok_or(Unprintable("emit: attribute span"))?;
        let text =
            std::str::from_utf8(text).map_err(|_| Unprintable("emit: attribute text not UTF-8"))?;
        // Control characters would collide with the position marks of `put`.
        if !text.starts_with('(') || text.chars().any(|c| c.is_control()) {
            return Err(Unprintable(
                "emit: attribute argument text not a single parenthesised line",
            ));
        }
        Ok(text.to_string())
    }

    fn variable(
        &mut self,
        b: &mut Body,
        d: &Decl,
        v: VariableData,
        scope: Scope,
        after_linkage: bool,
    ) -> R {
        let ent = self.ent(d.entity)?;
        let t = self.types();
        let mut marks = Marks::default();
        let mut name = t.name(d.entity).to_string();
        if v.has(VariableData::STATIC_MEMBER) && scope != Scope::Class {
            name = format!("{}{}", t.qualifier(ent.parent, 0)?, name);
        }
        let name = format!("{}{}", marks.at(d.at), name);
        let (mut s, post) = self.attrs(d.entity, d.at, &mut marks)?;
        let rewrite = cuda_rewrites::variable(
            self.il,
            self.opts,
            d.entity,
            scope == Scope::Namespace || scope == Scope::File,
        )?;
        let ty = ent.ty;
        match rewrite {
            VarRewrite::None => {}
            // Written attributes come first (`__attribute((aligned(16))) static int alv;`) [verified].
            VarRewrite::Replace { .. } | VarRewrite::Managed { .. }
                if !post.is_empty() || !d.more.is_empty() =>
            {
                return Err(Unprintable(
                    "emit: attribute after a memory-space variable's declarator not verified",
                ));
            }
            VarRewrite::Replace { prefix, keep_init } => {
                let mut text = format!("{}{}{}", s, prefix, t.declarator(ty, &name)?);
                if keep_init && v.init.is_some() {
                    let e = self.exprs.expr(v.init).ok_or(Unprintable(
                        "emit: initializer expression (no expression printer)",
                    ))?;
                    text.push_str(" = ");
                    text.push_str(&expr::print_in(&self.types(), &e, 0)?);
                }
                text.push(';');
                self.put(b, &text, &marks);
                b.w.end_declaration();
                return Ok(());
            }
            VarRewrite::Managed { prefix, zero } => {
                let inner = if matches!(
                    self.il.types.kind(self.il.types.unqualified(ty)),
                    TypeKind::Array(..)
                ) {
                    format!("(*{})", name)
                } else {
                    format!("*{}", name)
                };
                let init = if zero { " = 0" } else { "" };
                let text = format!("{}{}{}{};", s, prefix, t.declarator(ty, &inner)?, init);
                self.put(b, &text, &marks);
                b.w.end_declaration();
                return Ok(());
            }
        }
        match v.storage {
            Storage::Static => s.push_str("static "),
            // Under `extern "C" ` the linkage prefix stands for the storage class.
            Storage::Extern if !after_linkage => s.push_str("extern "),
            Storage::Extern => {}
            Storage::None if v.has(VariableData::STATIC_MEMBER) && scope == Scope::Class => {
                s.push_str("static ")
            }
            Storage::None => {}
            Storage::Register | Storage::Mutable => {
                return Err(Unprintable("emit: register/mutable variable"))
            }
        }
        if v.has(VariableData::THREAD_LOCAL) {
            s.push_str("thread_local ");
        }
        if v.has(VariableData::INLINE) {
            s.push_str("inline ");
        }
        let mut ty = ty;
        if v.has(VariableData::CONSTEXPR) {
            s.push_str("constexpr ");
            // `constexpr int ce = 6;` — the implied const is not repeated [verified].
            let (base, q) = self.il.types.split_quals(ty);
            if q.is_const() && q.minus(crate::sema::types::Quals::CONST).is_empty() {
                ty = base;
            } else if q.is_const() {
                return Err(Unprintable("emit: constexpr volatile variable"));
            }
        }
        let (spec, first) = t.declarator_parts(ty, &name)?;
        s.push_str(&spec);
        s.push_str(&first);
        s.push_str(&post);
        // A static data member has one initializer in the IL but two declarations: it goes with the one
        // the parser marks `definition` (the in-class one for `static const int k = 3;`).
        let init_here = !v.has(VariableData::STATIC_MEMBER) || d.definition;
        if v.init.is_some() && init_here {
            let e = self.exprs.expr(v.init).ok_or(Unprintable(
                "emit: initializer expression (no expression printer)",
            ))?;
            // `P pq{3, 4};` keeps its direct-list form [verified, testdata/il/expr1.ii].
            if !matches!(e, expr::Expr::DirectList(_)) {
                s.push_str(" = ");
            }
            s.push_str(&expr::print_in(&self.types(), &e, 0)?);
        }
        s.push_str(&self.more_declarators(d, &spec, &mut marks)?);
        s.push(';');
        self.put(b, &s, &marks);
        b.w.end_declaration();
        Ok(())
    }

    /// `, q2, q3[2]` — the further declarators of a declaration, which must share the first one's
    /// specifiers (`spec`). Each is placed at its name's line.
    fn more_declarators(
        &self,
        d: &Decl,
        spec: &str,
        marks: &mut Marks,
    ) -> Result<String, Unprintable> {
        let t = self.types();
        let kind = std::mem::discriminant(&self.ent(d.entity)?.data);
        let mut s = String::new();
        for &e in &d.more {
            let ent = self.ent(e)?;
            if std::mem::discriminant(&ent.data) != kind
                || ent.first_attr != u32::MAX
                || !ent.mem.is_empty()
            {
                return Err(Unprintable(
                    "emit: declarators of different kinds/attributes/memory spaces in one declaration",
                ));
            }
            let name = format!("{}{}", marks.at(ent.span.lo), t.name(e));
            let (spec_i, decl_i) = t.declarator_parts(ent.ty, &name)?;
            if spec_i != spec {
                return Err(Unprintable(
                    "emit: declarators with different specifiers in one declaration",
                ));
            }
            s.push_str(", ");
            s.push_str(&decl_i);
            let init = match ent.data {
                Payload::Variable(v) if !v.has(VariableData::STATIC_MEMBER) || d.definition => {
                    v.init
                }
                Payload::Field(fd) => {
                    if let Some(w) = fd.bit_width {
                        s.push_str(&format!(": {}", w));
                    }
                    fd.init
                }
                _ => crate::sema::ids::ExprId::NONE,
            };
            if init.is_some() {
                let x = self.exprs.expr(init).ok_or(Unprintable(
                    "emit: initializer expression (no expression printer)",
                ))?;
                s.push_str(" = ");
                s.push_str(&expr::print_in(&self.types(), &x, 0)?);
            }
        }
        Ok(s)
    }

    fn enumeration(&mut self, b: &mut Body, d: &Decl) -> R {
        let ent = self.ent(d.entity)?;
        let Payload::Enum(en) = ent.data else {
            return Err(Unprintable("emit: not an enum"));
        };
        let t = self.types();
        let mut marks = Marks::default();
        let mut s = String::from(if en.scoped { "enum class" } else { "enum" });
        if !ent.name.is_empty() {
            s.push(' ');
            s.push_str(&marks.at(d.at));
            s.push_str(t.name(d.entity));
        }
        if en.fixed {
            s.push_str(": ");
            s.push_str(&t.type_str(en.underlying)?);
        }
        if !d.definition {
            s.push(';');
            self.put(b, &s, &marks);
            b.w.end_declaration();
            return Ok(());
        }
        s.push_str(" { ");
        // Enumerators: `= value` where the value is not the implicit one. The IL does not record whether
        // an initializer was written (`A = 0` would print `= 0`), see the report.
        let mut next: Option<i128> = Some(0);
        let mut first = true;
        for m in self.il.scopes.members(&self.il.entities, en.scope) {
            let Some(me) = self.il.entities.get(m) else {
                continue;
            };
            let Payload::Enumerator { value, .. } = me.data else {
                continue;
            };
            let raw: u128 = value.into();
            let v = self.signed_value(raw, en.underlying);
            if !first {
                s.push_str(", ");
            }
            first = false;
            // Each enumerator is placed at its own line (`enum E { \n# 23\nA, \n# 24\nB\n# 25\n}; `).
            s.push_str(&marks.at(me.span.lo));
            s.push_str(self.il.names.resolve(me.name));
            // A negative value was written as a negation, which prints in parentheses (`Z2 = (-1)`).
            if next != Some(v) && v < 0 {
                s.push_str(&format!(" = ({})", v));
            } else if next != Some(v) {
                s.push_str(&format!(" = {}", v));
            }
            next = v.checked_add(1);
        }
        s.push_str(&marks.at(d.close_at));
        s.push_str("};");
        self.put(b, &s, &marks);
        b.w.end_declaration();
        Ok(())
    }

    fn signed_value(&self, raw: u128, underlying: TypeId) -> i128 {
        match self.il.types.int_kind(underlying) {
            Some(k) if !self.il.target.is_signed(k) => raw as i128,
            Some(k) => {
                let bits = self.il.target.int_bits(k);
                if bits < 128 && (raw >> (bits - 1)) & 1 == 1 {
                    ((raw & ((1u128 << bits) - 1)) as i128) - (1i128 << bits)
                } else {
                    raw as i128
                }
            }
            None => raw as i128,
        }
    }

    fn class(&mut self, b: &mut Body, d: &Decl, template_prefix: &str, _scope: Scope) -> R {
        let ent = self.ent(d.entity)?;
        let Payload::Class(c) = ent.data else {
            return Err(Unprintable("emit: not a class"));
        };
        let t = self.types();
        if c.lambda {
            return Err(Unprintable("emit: closure class"));
        }
        let mut marks = Marks::default();
        let mut s = String::new();
        if !template_prefix.is_empty() {
            s.push_str(&marks.at(d.template_at));
            s.push_str(template_prefix);
        }
        match c.spec.kind {
            SpecKind::None => {}
            // `template<> struct A< double> ; ` / `{ … }; ` [verified].
            SpecKind::Explicit => s.push_str("template<> "),
            // `template< class T> struct A< T *>  { }; ` [verified].
            SpecKind::Partial => s.push_str(&self.template_header(c.spec.partial_params)?),
            // `template struct A< int> ;` and `extern template struct A< char> ;`, no trailing space
            // [verified].
            SpecKind::ExplicitInstantiationDef | SpecKind::ExplicitInstantiationDecl => {
                let ext = if c.spec.kind == SpecKind::ExplicitInstantiationDecl {
                    "extern "
                } else {
                    ""
                };
                let text = format!(
                    "{}{}template {} {}{};",
                    s,
                    ext,
                    c.key.keyword(),
                    marks.at(d.at),
                    t.qualified_name(d.entity, 0)?
                );
                self.put(b, &text, &marks);
                return Ok(());
            }
            SpecKind::Implicit => {
                return Err(Unprintable(
                    "emit: implicit instantiation in the declaration sequence",
                ))
            }
        }
        if d.friend {
            if d.definition {
                return Err(Unprintable("emit: friend class definition"));
            }
            s.push_str("friend ");
        }
        // The class head goes to the name's line (`template< class T> \n# 33\nstruct TA { };`).
        s.push_str(&marks.at(d.at));
        s.push_str(c.key.keyword());
        // Attributes before the name follow the class key (`struct __attribute((packed)) P1`,
        // `struct alignas(16) Al`); those after the body follow the `}` [verified].
        let (pre, post_attrs) = self.attrs(d.entity, d.at, &mut marks)?;
        if !pre.is_empty() {
            s.push(' ');
            s.push_str(pre.trim_end());
        }
        if !ent.name.is_empty() {
            s.push(' ');
            // A nested class is written with its simple name (`struct In { int q; };` inside `B`).
            let name = if c.spec.is_specialization() {
                t.qualified_name(d.entity, 0)?
            } else {
                t.name(d.entity).to_string()
            };
            s.push_str(&marks.at(d.at));
            s.push_str(&name);
        }
        if !d.definition {
            s.push(';');
            self.put(b, &s, &marks);
            b.w.end_declaration();
            return Ok(());
        }
        let bases = self.il.entities.bases_of(d.entity);
        if !bases.is_empty() {
            s.push_str(" :");
            for (i, base) in bases.iter().enumerate() {
                s.push_str(if i == 0 { " " } else { ", " });
                if base.is_virtual {
                    s.push_str("virtual ");
                }
                // The access is always written (`struct D : public B` for `struct D : B`) [verified].
                let access = match (base.access, c.key) {
                    (Access::None, ClassKey::Class) => Access::Private,
                    (Access::None, _) => Access::Public,
                    (a, _) => a,
                };
                s.push_str(match access {
                    Access::Protected => "protected ",
                    Access::Private => "private ",
                    _ => "public ",
                });
                s.push_str(&t.type_str(base.ty)?);
            }
        }
        s.push_str(" { ");
        self.put(b, &s, &marks);
        let mut access = if c.key == ClassKey::Class {
            Access::Private
        } else {
            Access::Public
        };
        let outer = std::mem::replace(&mut self.context, d.entity);
        let r = self.class_members(b, d, &mut access);
        self.context = outer;
        r?;
        self.close_brace(b, d.close_at, "}");
        self.class_tail(b, d, ent.ty, &post_attrs)
    }

    fn class_members(&mut self, b: &mut Body, d: &Decl, access: &mut Access) -> R {
        for m in &d.members {
            if let Item::Decl(md) = m {
                let ma = self.ent(md.entity)?.access;
                if ma != *access && ma != Access::None {
                    *access = ma;
                    let kw = match ma {
                        Access::Public => "public: ",
                        Access::Protected => "protected: ",
                        _ => "private: ",
                    };
                    b.w.at(b.segs.pos(b.map, md.at));
                    b.w.text(kw);
                }
            }
            self.item(b, m, Scope::Class)?;
        }
        Ok(())
    }

    /// After a class body: the declarators declared with it and the `;`.
    fn class_tail(&mut self, b: &mut Body, d: &Decl, class_ty: TypeId, post_attrs: &str) -> R {
        // Variables declared with the definition: `struct { int z; } s1, s2;` [verified].
        let mut declarators = Vec::new();
        for &e in &d.more {
            let ve = self.ent(e)?;
            let same = self.il.types.same(ve.ty, class_ty) && self.il.types.quals(ve.ty).is_empty();
            if !matches!(ve.data, Payload::Variable(v) if v.init.is_none() && v.storage == Storage::None)
                || !same
                || ve.first_attr != u32::MAX
                || !ve.mem.is_empty()
            {
                return Err(Unprintable(
                    "emit: declarator after a class definition other than a plain variable of that class",
                ));
            }
            declarators.push(self.types().name(e).to_string());
        }
        let declarators = if declarators.is_empty() {
            String::new()
        } else {
            format!(" {}", declarators.join(", "))
        };
        b.w.text(&format!("{}{};", post_attrs, declarators));
        b.w.end_declaration();
        Ok(())
    }

    /// `template< class T, int N = 3> ` for the parameter list held by template entity `holder`.
    fn template_header(&self, holder: EntityId) -> Result<String, Unprintable> {
        let mut prefix = String::from("template< ");
        for (i, p) in self.il.entities.template_params(holder).enumerate() {
            let pe = self.ent(p)?;
            let Payload::TemplateParam(pd) = pe.data else {
                continue;
            };
            if i > 0 {
                prefix.push_str(", ");
            }
            let name = self.il.names.resolve(pe.name);
            // `class ...Ts`, `class T = int`, `int N = 3` [verified]; `typename` prints `class`.
            match pd.kind {
                TemplateParamKind::Type if pd.pack => {
                    prefix.push_str(&format!("class ...{}", name))
                }
                TemplateParamKind::Type => prefix.push_str(&format!("class {}", name)),
                TemplateParamKind::NonType if pd.pack => {
                    return Err(Unprintable(
                        "emit: non-type template parameter pack not verified",
                    ))
                }
                TemplateParamKind::NonType => {
                    prefix.push_str(&self.types().declarator(pe.ty, name)?)
                }
                TemplateParamKind::Template { .. } => {
                    return Err(Unprintable(
                        "emit: template template parameter spelling unverified",
                    ))
                }
            }
            if pd.default.is_some() {
                let a = self.il.types.arg_list(pd.default).first().copied();
                let a = a.ok_or(Unprintable("emit: empty default template argument"))?;
                prefix.push_str(" = ");
                prefix.push_str(&self.types().template_arg_str(a)?);
            }
        }
        prefix.push_str("> ");
        Ok(prefix)
    }

    fn template(
        &mut self,
        b: &mut Body,
        d: &Decl,
        kind: TemplateKind,
        pattern: EntityId,
        scope: Scope,
    ) -> R {
        let prefix = self.template_header(d.entity)?;
        let pd = Decl {
            entity: pattern,
            ..d.clone()
        };
        match kind {
            TemplateKind::Class => self.class(b, &pd, &prefix, scope),
            TemplateKind::Alias => {
                let ent = self.ent(pattern)?;
                let t = self.types();
                b.w.text(&format!(
                    "{}using {} = {};",
                    prefix,
                    t.name(d.entity),
                    t.type_str(ent.ty)?
                ));
                b.w.end_declaration();
                Ok(())
            }
            TemplateKind::Function => {
                let Payload::Function(f) = self.ent(pattern)?.data else {
                    return Err(Unprintable(
                        "emit: function template without a function pattern",
                    ));
                };
                if self.ent(pattern)?.exec.space() == crate::sema::entities::Space::Global {
                    let names: Vec<String> = self
                        .il
                        .entities
                        .template_params(d.entity)
                        .map(|p| self.types().name(p).to_string())
                        .collect();
                    return self.template_kernel(b, &pd, &prefix, &names);
                }
                self.function(b, &pd, f, scope, &prefix)
            }
            // `template< class T> T vt = ((T)1);` [verified; the initializer needs the expression printer].
            TemplateKind::Variable => {
                let Payload::Variable(v) = self.ent(pattern)?.data else {
                    return Err(Unprintable(
                        "emit: variable template without a variable pattern",
                    ));
                };
                let mut marks = Marks::default();
                let text = format!("{}{}", marks.at(d.template_at), prefix);
                self.put(b, &text, &marks);
                self.variable(b, &pd, v, scope, false)
            }
            TemplateKind::Partial => Err(Unprintable(
                "emit: a partial specialisation's parameter holder is not a declaration",
            )),
        }
    }

    /// A kernel template (testdata/il/tkern.ii): a `static` wrapper `__wrapper__device_stub_<name>` taking
    /// every parameter by reference, whose body launches nothing (`::cudaLaunchKernel(0, 0, 0, 0, 0, 0)`),
    /// between `#pragma GCC diagnostic push`/`pop`; then the kernel itself, `static`, with a body calling
    /// the wrapper; unnamed parameters are named `__T0`, `__T1`, …. A declaration is the wrapper's
    /// declaration (parameter names set off) and the kernel's, on one line.
    fn template_kernel(&mut self, b: &mut Body, d: &Decl, prefix: &str, tparams: &[String]) -> R {
        let ent = self.ent(d.entity)?;
        let Payload::Function(f) = ent.data else {
            return Err(Unprintable("emit: kernel template pattern"));
        };
        if self.opts.debug_mode
            || f.storage != Storage::None
            || in_anonymous_namespace(&self.il.entities, d.entity)
        {
            return Err(Unprintable(
                "emit: static/anonymous/--debug_mode kernel template not verified",
            ));
        }
        let t = self.types();
        let name = t.name(d.entity).to_string();
        let TypeKind::Function(sig) = self.il.types.kind(ent.ty) else {
            return Err(Unprintable("emit: function without a function type"));
        };
        if sig.variadic {
            return Err(Unprintable("emit: variadic kernel template"));
        }
        let mut params = Vec::new();
        let mut unnamed = 0;
        for p in self.il.entities.params(d.entity) {
            let pe = self.ent(p)?;
            let mut pn = self.il.names.resolve(pe.name).to_string();
            if pn.is_empty() {
                if !d.definition {
                    return Err(Unprintable(
                        "emit: unnamed parameter of a kernel template declaration",
                    ));
                }
                pn = format!("__T{}", unnamed);
                unnamed += 1;
            }
            let k = self.il.types.kind(self.il.types.unqualified(pe.ty));
            if matches!(
                k,
                TypeKind::Array(..) | TypeKind::Function(_) | TypeKind::LRef(_) | TypeKind::RRef(_)
            ) || pe.ty.is_none()
            {
                return Err(Unprintable(
                    "emit: kernel template parameter of array/function/reference type",
                ));
            }
            params.push((pe.ty, pn));
        }
        // The wrapper takes each parameter by reference (`T &t`, `float *&p`).
        let mut wrapper = Vec::new();
        for (pt, pn) in &params {
            let inner = if d.definition {
                format!("&{}", pn)
            } else {
                format!("& {}", pn)
            };
            let (base, q) = self.il.types.split_quals(*pt);
            let _ = base;
            if !q.is_empty() {
                return Err(Unprintable(
                    "emit: cv-qualified kernel template parameter not verified",
                ));
            }
            wrapper.push(t.declarator(*pt, &inner)?);
        }
        let wrapper_head = format!(
            "{}static void __wrapper__device_stub_{}({})",
            prefix,
            name,
            wrapper.join(", ")
        );
        if !d.definition {
            b.w.text(&format!("{};", wrapper_head));
            b.w.text(" ");
            return self.function(b, d, f, Scope::File, prefix);
        }
        let Some(body) = d.body.filter(|x| x.empty || !d.statements.is_empty()) else {
            return Err(Unprintable(
                "emit: function body statements (no statement printer)",
            ));
        };
        let line = b.map.physical_line(d.at);
        if b.map.physical_line(body.open) != line || b.map.physical_line(body.close) != line {
            return Err(Unprintable(
                "emit: kernel template body on other lines than its declaration not verified",
            ));
        }
        let pos = b.segs.pos(b.map, d.at);
        b.w.inject_lines_in_place(&[
            "",
            "#pragma GCC diagnostic push",
            "#pragma GCC diagnostic ignored \"-Wunused-parameter\"",
        ]);
        b.w.blank_before_next_directive();
        b.w.at(pos);
        b.w.text(&format!(
            "{} {{ ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}}",
            wrapper_head
        ));
        b.w.begin_if0();
        self.empty_body(b, body, &d.statements)?;
        b.w.end_if0();
        b.w.inject_lines_in_place(&["", "#pragma GCC diagnostic pop"]);
        b.w.blank_before_next_directive();
        b.w.at(pos);
        let list = t.param_list(&params, false, false)?;
        let names: Vec<&str> = params.iter().map(|(_, n)| n.as_str()).collect();
        b.w.text(&format!(
            "{}static {} {{__wrapper__device_stub_{}<{}>({});return;}}",
            prefix,
            t.declarator(sig.ret, &format!("{}{}", name, list))?,
            name,
            tparams.join(","),
            names.join(",")
        ));
        b.w.begin_if0();
        self.empty_body(b, body, &d.statements)?;
        b.w.end_if0();
        Ok(())
    }

    fn function(
        &mut self,
        b: &mut Body,
        d: &Decl,
        f: FunctionData,
        scope: Scope,
        template_prefix: &str,
    ) -> R {
        let ent = self.ent(d.entity)?;
        if f.has(FunctionData::IMPLICIT) {
            return Ok(());
        }

        // `template<> void g< int> (int) { } ` and `template void g< char> (char);` [verified].
        let (spec_prefix, instantiation) = match f.spec.kind {
            SpecKind::None => ("", false),
            SpecKind::Explicit => ("template<> ", false),
            SpecKind::ExplicitInstantiationDef => ("template ", true),
            _ => {
                return Err(Unprintable(
                    "emit: function specialisation kind not printed yet",
                ))
            }
        };
        let kernel = self.ent(d.entity)?.exec.space() == crate::sema::entities::Space::Global;
        if kernel && f.spec.kind == SpecKind::Explicit {
            return Err(Unprintable(
                "emit: kernel template explicit specialisation not built",
            ));
        }
        // A kernel's explicit instantiation is written plainly (`template void tk< int> (int t, int n,
        // float * p, int);`, no visibility, no `#if 0`) [verified, testdata/il/tkern2.ii].
        let rw = if kernel && instantiation {
            cuda_rewrites::FnRw {
                prefix: String::new(),
                after_storage: String::new(),
                body: cuda_rewrites::FnRewrite::Keep,
            }
        } else {
            cuda_rewrites::function(self.il, self.opts, d.entity, scope == Scope::Class)?
        };
        let t = self.types();
        let mut marks = Marks::default();
        let mut s = String::new();
        if !template_prefix.is_empty() {
            s.push_str(&marks.at(d.template_at));
            s.push_str(template_prefix);
        }
        s.push_str(spec_prefix);
        // Written attributes come before the rewrite's own (`__attribute((always_inline))
        // __attribute__((unused)) inline int fi(…)`) [verified, testdata/il/cuda2.ii].
        let (pre, post) = self.attrs(d.entity, d.at, &mut marks)?;
        s.push_str(&pre);
        s.push_str(&rw.prefix);
        if f.storage == Storage::Static
            || (f.has(FunctionData::STATIC_MEMBER) && scope == Scope::Class)
        {
            s.push_str("static ");
        } else if f.storage == Storage::Extern {
            // `extern void ef(int);` [verified].
            s.push_str("extern ");
        }
        s.push_str(&rw.after_storage);
        if f.has(FunctionData::CONSTEXPR) {
            s.push_str("constexpr ");
        } else if f.has(FunctionData::INLINE) && (scope != Scope::Class || !d.definition) {
            // A member defined in its class is implicitly inline and printed without the keyword
            // (`int m() const { return 1; }`).
            s.push_str("inline ");
        }
        if f.has(FunctionData::FRIEND) && scope == Scope::Class {
            s.push_str("friend ");
        }
        // An overrider is written `virtual` even when the source did not say so
        // (`virtual void v() override;` for `void v() override;`) [verified].
        let overrides = f.has(FunctionData::OVERRIDE) || f.has(FunctionData::FINAL);
        if (f.has(FunctionData::VIRTUAL) || overrides) && scope == Scope::Class {
            s.push_str("virtual ");
        }
        if f.has(FunctionData::EXPLICIT) && scope == Scope::Class {
            s.push_str("explicit ");
        }
        let TypeKind::Function(sig) = self.il.types.kind(ent.ty) else {
            return Err(Unprintable("emit: function without a function type"));
        };
        // Name: qualified when defined outside its class.
        let parent_is_class = matches!(
            self.il.entities.get(ent.parent).map(|p| p.data),
            Some(Payload::Class(_))
        );
        // The name is placed at its own line (`__attribute((noinline)) void \n# 23\nn1();`).
        let mut name = marks.at(d.at);
        if parent_is_class && scope != Scope::Class {
            name.push_str(&t.qualifier(ent.parent, 0)?);
        }
        let simple = t.name(d.entity).to_string();
        match f.role {
            FnRole::Destructor if !simple.starts_with('~') => name.push('~'),
            FnRole::Conversion => name.push_str(&format!("operator {}", t.type_str(sig.ret)?)),
            FnRole::DeductionGuide | FnRole::Literal => {
                return Err(Unprintable(
                    "emit: deduction guide / literal operator not printed yet",
                ))
            }
            _ => {}
        }
        if f.role != FnRole::Conversion {
            name.push_str(&simple);
        }
        if f.spec.is_specialization() {
            name.push_str(&t.template_args(f.spec.args, 0)?);
        }
        // Parameters with their names and default arguments.
        let mut params = Vec::new();
        let mut defaults = Vec::new();
        let mut param_at = Vec::new();
        for (k, p) in self.il.entities.params(d.entity).enumerate() {
            let mut pe = *self.ent(p)?;
            let Payload::Param(pd) = pe.data else {
                continue;
            };
            if let Some(names) = &d.param_names {
                pe.name = names.get(k).copied().unwrap_or_default();
            }
            if pd.pack {
                return Err(Unprintable("emit: function parameter pack"));
            }
            params.push((pe.ty, self.il.names.resolve(pe.name).to_string()));
            defaults.push(pd.default_arg);
            // A definition places each parameter name at its line (`int g(int a, int \n# 8\nb)`); a
            // declaration does not [verified].
            let at = if d.definition && !pe.name.is_empty() {
                pe.span.lo
            } else {
                0
            };
            param_at.push(at);
        }
        let mut list = String::from("(");
        for (i, ((pt, pn), def)) in params.iter().zip(&defaults).enumerate() {
            if i > 0 {
                list.push_str(", ");
            }
            let marked = if pn.is_empty() || param_at[i] == 0 {
                pn.clone()
            } else {
                format!("{}{}", marks.at(param_at[i]), pn)
            };
            let one = t.param_list(&[(*pt, marked)], false, !d.definition)?;
            list.push_str(&one[1..one.len() - 1]);
            if def.is_some() {
                let e = self.exprs.expr(*def).ok_or(Unprintable(
                    "emit: default argument (no expression printer)",
                ))?;
                list.push_str(" = ");
                list.push_str(&expr::print_in(&self.types(), &e, 0)?);
            }
        }
        if sig.variadic {
            list.push_str(if params.is_empty() { "..." } else { ", ..." });
        }
        list.push(')');
        let suffix = t.fn_suffix(sig.quals, sig.ref_qual, sig.noexcept)?;
        let mut virt = String::new();
        if f.has(FunctionData::OVERRIDE) {
            virt.push_str(" override");
        }
        if f.has(FunctionData::FINAL) {
            virt.push_str(" final");
        }
        let inner = format!("{}{}{}{}{}", name, list, suffix, virt, post);
        let head = match f.role {
            FnRole::Constructor | FnRole::Destructor | FnRole::Conversion => inner,
            _ if sig.trailing => format!("auto {}->{}", inner, t.type_str(sig.ret)?),
            _ => t.declarator(sig.ret, &inner)?,
        };
        s.push_str(&head);
        if f.has(FunctionData::PURE) {
            s.push_str(" = 0");
        }
        if (f.has(FunctionData::DEFAULTED) && !d.definition) || f.has(FunctionData::DELETED) {
            // `= default;` / `= delete;` are followed directly by the next member [verified].
            s.push_str(if f.has(FunctionData::DELETED) {
                " = delete;"
            } else {
                " = default;"
            });
            self.put(b, &s, &marks);
            return Ok(());
        }
        let Some(body) = d.body.filter(|_| d.definition) else {
            s.push(';');
            self.put(b, &s, &marks);
            // An explicit instantiation has no trailing space.
            if !instantiation {
                b.w.end_declaration();
            }
            return Ok(());
        };
        if !body.empty && d.statements.is_empty() {
            return Err(Unprintable(
                "emit: function body statements (no statement printer)",
            ));
        }
        if !d.mem_inits.is_empty() {
            if f.role != FnRole::Constructor || rw.body != FnRewrite::Keep {
                return Err(Unprintable(
                    "emit: mem-initializers outside a host constructor",
                ));
            }
            let mut inits = Vec::new();
            for m in &d.mem_inits {
                let target = self.ent(m.target)?;
                let name = match target.data {
                    Payload::Class(_) => t.qualified_name(m.target, 0)?,
                    _ => t.name(m.target).to_string(),
                };
                let mut args = Vec::new();
                for a in &m.args {
                    args.push(expr::print_in(&self.types(), a, 0)?);
                }
                inits.push(format!("{}({})", name, args.join(", ")));
            }
            s.push_str(" : ");
            s.push_str(&inits.join(", "));
        }
        s.push(' ');
        self.put(b, &s, &marks);
        match rw.body {
            // The body's closing `} ` is the declaration's end.
            FnRewrite::Keep => self.empty_body(b, body, &d.statements)?,
            FnRewrite::Kernel => {
                b.w.text(";");
                b.w.begin_if0();
                self.empty_body(b, body, &d.statements)?;
                b.w.end_if0();
            }
            FnRewrite::Exit | FnRewrite::Free => {
                b.w.token_at(b.segs.pos(b.map, body.open), "{");
                if rw.body == FnRewrite::Exit {
                    b.w.text("int volatile ___ = 1;");
                    for (_, pn) in &params {
                        if !pn.is_empty() {
                            b.w.text(&format!("(void){};", pn));
                        }
                    }
                    b.w.token_at(b.segs.pos(b.map, body.close), "::exit(___);}");
                } else {
                    if params.iter().any(|(_, n)| !n.is_empty()) {
                        return Err(Unprintable(
                            "emit: device constructor with named parameters unverified",
                        ));
                    }
                    b.w.text("int *volatile ___ = 0;");
                    b.w.token_at(b.segs.pos(b.map, body.close), "::free(___);}");
                }
                b.w.begin_if0();
                self.empty_body(b, body, &d.statements)?;
                b.w.end_if0();
            }
        }
        Ok(())
    }

    /// The body as written (`{ } ` when empty), also the `#if 0` copy of a device function's body.
    fn empty_body(&mut self, b: &mut Body, body: FnBody, statements: &[super::stmt::Stmt]) -> R {
        let stmts = if body.empty { &[][..] } else { statements };
        self.function_body(b, body.open, body.close, stmts)
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
