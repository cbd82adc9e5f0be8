//! Declaration specifiers other than the type: storage classes (`static`, `extern`, `register`,
//! `mutable`, `typedef`), `inline` (GNU `__inline`/`__inline__` lex as `inline`), `constexpr`,
//! `thread_local`/`__thread`/`_Thread_local` and `__extension__`, with EDG's checks of their
//! combination and of where they may appear.
//!
//! The parser keeps only the keywords (in order); their positions, which the diagnostics point at, are
//! recovered from the tokens of the specifier sequence. Every diagnostic here was probed on cudafe++
//! (corpus/specs); the first storage class written is the one kept after #81 (probed: `static extern
//! int v; static int v;` reports a redefinition, `extern static int w; extern int w;` nothing).
//! Invalid combinations whose recovery was not probed are gaps.
use super::Lowerer;
use crate::diag::id;
use crate::lex::{Kw, TokenKind};
use crate::parse::ast::{DeclSpec, TypeBase};
use crate::sema::entities::Storage;

/// What the specifiers of one declaration say.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Specs {
    /// The storage class kept (the first written).
    pub storage: Storage,
    pub storage_at: u32,
    pub typedef: bool,
    pub inline: bool,
    pub inline_at: u32,
    pub constexpr: bool,
    pub constexpr_at: u32,
    /// `thread_local`, `_Thread_local` or `__thread` (the first written).
    pub thread_local: bool,
    pub thread_at: u32,
    /// `__extension__` was written among the specifiers (re-printed by the host output).
    pub extension: bool,
    /// `consteval` (C++20; functions only).
    pub consteval: bool,
    pub consteval_at: u32,
    /// `constinit` (C++20; variables of static storage duration only).
    pub constinit: bool,
    pub constinit_at: u32,
}

/// Where the declaration is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SpecPlace {
    /// A namespace-scope declaration.
    Namespace,
    /// A block-scope declaration.
    Block,
}

/// The keywords the parser puts into `DeclSpec::specifiers`.
fn is_specifier_kw(k: Kw) -> bool {
    use Kw::*;
    matches!(
        k,
        Static | Extern | Inline | Constexpr | Consteval | Constinit | Typedef | Friend | Virtual | Explicit | Register | Mutable | ThreadLocal | CThreadLocal | Thread | Extension | Noreturn
    )
}

impl<'a> Lowerer<'a> {
    /// The specifier keywords of `spec` with their offsets, in order (None when the tokens do not
    /// match the parser's list: then positions are unknown).
    fn specifier_positions(&self, spec: &DeclSpec) -> Option<Vec<(Kw, u32)>> {
        let toks = &self.lexed.tokens;
        let mut i = toks.partition_point(|t| t.span.lo < spec.span.lo);
        let mut out = Vec::new();
        let mut depth: i32 = 0;
        while let Some(t) = toks.get(i) {
            if t.span.lo >= spec.span.hi {
                break;
            }
            match t.kind {
                TokenKind::LParen | TokenKind::LBrace | TokenKind::LBracket => depth += 1,
                TokenKind::RParen | TokenKind::RBrace | TokenKind::RBracket => depth -= 1,
                TokenKind::Kw(k) if depth == 0 && is_specifier_kw(k) => out.push((k, t.span.lo)),
                _ => {}
            }
            i += 1;
        }
        let same = out.len() == spec.specifiers.len() && out.iter().zip(&spec.specifiers).all(|(a, b)| a.0 == *b);
        same.then_some(out)
    }

    /// Reads the specifiers of a declaration, reporting EDG's diagnostics for repeated or conflicting
    /// ones (into sema's pending diagnostics). None after a gap.
    pub(crate) fn read_specs(&mut self, spec: &DeclSpec) -> Option<Specs> {
        let mut s = Specs::default();
        if spec.specifiers.is_empty() {
            return Some(s);
        }
        let at = spec.span.lo;
        let Some(list) = self.specifier_positions(spec) else {
            self.gap("lower: declaration specifier positions", at);
            return None;
        };
        let mut reported = false;
        for (k, pos) in list {
            match k {
                Kw::Extension => {
                    if !self.map.in_prelude(pos) {
                        // The host output does not re-print `__extension__` on a declaration yet.
                        self.gap("lower: __extension__ on a declaration in user code (not re-printed)", pos);
                        return None;
                    }
                    s.extension = true
                }
                Kw::Typedef | Kw::Mutable if s.typedef || s.storage != Storage::None => {
                    self.gap("lower: typedef or mutable with another storage class", pos);
                    return None;
                }
                Kw::Typedef => s.typedef = true,
                Kw::Static | Kw::Extern | Kw::Register | Kw::Mutable => {
                    if s.typedef || s.storage == Storage::Mutable || (k == Kw::Mutable && s.storage != Storage::None) {
                        self.gap("lower: typedef or mutable with another storage class", pos);
                        return None;
                    }
                    if s.storage != Storage::None {
                        // #81 at the second storage class; the first is kept.
                        self.sema.error(id::MULT_STORAGE_CLASSES, pos);
                        reported = true;
                        continue;
                    }
                    s.storage = match k {
                        Kw::Static => Storage::Static,
                        Kw::Extern => Storage::Extern,
                        Kw::Register => Storage::Register,
                        _ => Storage::Mutable,
                    };
                    s.storage_at = pos;
                }
                Kw::Inline => {
                    if s.inline {
                        self.sema.error(id::DUPL_DECL_SPECIFIER, pos);
                        reported = true;
                    }
                    s.inline = true;
                    if s.inline_at == 0 {
                        s.inline_at = pos;
                    }
                }
                Kw::Consteval | Kw::Constinit => {
                    // Only one of constexpr/consteval/constinit (#2923 at the second, probed); which one
                    // EDG keeps is not probed.
                    if s.constexpr || s.consteval || s.constinit {
                        self.gap("lower: constexpr, consteval or constinit combined", pos);
                        return None;
                    }
                    if k == Kw::Consteval {
                        s.consteval = true;
                        s.consteval_at = pos;
                    } else {
                        s.constinit = true;
                        s.constinit_at = pos;
                    }
                }
                Kw::Constexpr if s.consteval || s.constinit => {
                    self.gap("lower: constexpr, consteval or constinit combined", pos);
                    return None;
                }
                Kw::Constexpr => {
                    if s.constexpr {
                        self.sema.error(id::DUPL_DECL_SPECIFIER, pos);
                        reported = true;
                    }
                    s.constexpr = true;
                    if s.constexpr_at == 0 {
                        s.constexpr_at = pos;
                    }
                }
                Kw::ThreadLocal | Kw::CThreadLocal | Kw::Thread => {
                    if k == Kw::Thread && !self.map.in_prelude(pos) {
                        // The host output re-prints the spelling (`static __thread int v;`); the IL keeps
                        // only "thread-local".
                        self.gap("lower: __thread in user code (spelling not kept)", pos);
                        return None;
                    }
                    if s.thread_local {
                        // The same keyword twice is a duplicate, reported at the token after it (probed:
                        // `thread_local thread_local int t;` points at `int`); two spellings are #1379 at
                        // the second (probed: `__thread thread_local`).
                        let toks = &self.lexed.tokens;
                        let i = toks.partition_point(|t| t.span.lo < pos);
                        let first = toks.iter().find(|t| t.span.lo == s.thread_at).map(|t| t.kind);
                        if first == Some(TokenKind::Kw(k)) {
                            let Some(next) = toks.get(i + 1).map(|t| t.span.lo) else {
                                self.gap("lower: duplicate thread_local at the end of input", pos);
                                return None;
                            };
                            self.sema.error(id::DUPL_DECL_SPECIFIER, next);
                        } else {
                            self.sema.error(id::MULTIPLE_THREAD_LOCAL_STORAGE_SPECIFIERS, pos);
                        }
                        reported = true;
                        continue;
                    }
                    s.thread_local = true;
                    s.thread_at = pos;
                }
                other => {
                    let what = match other {
                        Kw::Friend | Kw::Virtual | Kw::Explicit => "lower: friend/virtual/explicit outside a class",
                        _ => "lower: declaration specifier (consteval/constinit/_Noreturn)",
                    };
                    self.gap(what, pos);
                    return None;
                }
            }
        }
        // EDG reports a specifier error as it reads the specifiers; a type name after it could add its
        // own diagnostics in between (order not modelled).
        if reported && !matches!(spec.base, TypeBase::Builtin(_) | TypeBase::None) {
            self.gap("lower: invalid specifiers with a named type", at);
            return None;
        }
        if s.typedef && (s.consteval || s.constinit) {
            self.gap("lower: typedef with consteval or constinit", at);
            return None;
        }
        if s.typedef && (s.inline || s.constexpr || s.thread_local) {
            self.gap("lower: typedef with inline, constexpr or thread_local", at);
            return None;
        }
        Some(s)
    }

    /// The checks of the specifiers of a function declaration or definition. Returns the function flags
    /// (`FunctionData::INLINE`, `CONSTEXPR`) and the storage class, or None after a gap.
    pub(crate) fn function_specs(&mut self, s: &Specs, place: SpecPlace, at: u32) -> Option<(u32, Storage)> {
        use crate::sema::entities::FunctionData;
        if s.thread_local || s.typedef {
            self.gap("lower: thread_local or typedef on a function", at);
            return None;
        }
        match (place, s.storage) {
            (_, Storage::None | Storage::Extern) => {}
            (SpecPlace::Namespace, Storage::Static) => {}
            (SpecPlace::Block, Storage::Static) => {
                // Probed: #129 at `static`; the recovery (the function's linkage) is not.
                self.gap("lower: static block-scope function declaration", s.storage_at);
                return None;
            }
            _ => {
                self.gap("lower: register or mutable function", s.storage_at);
                return None;
            }
        }
        let mut flags = 0;
        if s.inline {
            if place == SpecPlace::Block {
                // Probed: warning #326 at `inline`, then the declaration is otherwise accepted.
                self.sema.warning(id::INLINE_NOT_ALLOWED, s.inline_at);
            } else {
                flags |= FunctionData::INLINE;
            }
        }
        if s.constexpr {
            if place == SpecPlace::Block {
                self.gap("lower: constexpr block-scope function declaration", s.constexpr_at);
                return None;
            }
            // A constexpr function is implicitly inline.
            flags |= FunctionData::CONSTEXPR | FunctionData::INLINE;
        }
        if s.constinit {
            // #3113 "constinit is not valid here" (recovery not probed).
            self.gap("lower: constinit on a function", s.constinit_at);
            return None;
        }
        if s.consteval {
            if place == SpecPlace::Block {
                self.gap("lower: consteval block-scope function declaration", s.consteval_at);
                return None;
            }
            // A consteval function is implicitly inline (the host output prints only `consteval`).
            flags |= FunctionData::CONSTEVAL | FunctionData::INLINE;
        }
        Some((flags, s.storage))
    }

    /// The checks of the specifiers of a variable declaration. Returns the variable flags
    /// (`VariableData::INLINE`, `CONSTEXPR`, `THREAD_LOCAL`) and the storage class, or None after a gap.
    pub(crate) fn variable_specs(&mut self, s: &Specs, place: SpecPlace, at: u32) -> Option<(u32, Storage)> {
        use crate::sema::entities::VariableData;
        let mut flags = 0;
        let mut storage = s.storage;
        match (place, s.storage) {
            (_, Storage::None) => {}
            (SpecPlace::Namespace, Storage::Static | Storage::Extern) => {}
            (SpecPlace::Block, Storage::Static | Storage::Extern) => {} // the caller decides (gap today)
            // Probed: #719 at `mutable` / #149 at `register`, then an ordinary variable is declared
            // (`mutable int m; int m;` reports a redefinition).
            (_, Storage::Mutable) => {
                self.sema.error(id::MUTABLE_NOT_ALLOWED, s.storage_at);
                storage = Storage::None;
            }
            (SpecPlace::Namespace, Storage::Register) => {
                self.sema.error(id::BAD_FILE_SCOPE_STORAGE_CLASS, s.storage_at);
                storage = Storage::None;
            }
            _ => {
                // A `register` local: accepted silently by EDG in C++17, but its host output is unverified.
                self.gap("lower: register local variable", s.storage_at.max(at));
                return None;
            }
        }
        if s.inline {
            if place == SpecPlace::Block {
                // Probed: warning #326 at `inline`, the variable is otherwise an ordinary local.
                self.sema.warning(id::INLINE_NOT_ALLOWED, s.inline_at);
            } else {
                flags |= VariableData::INLINE;
            }
        }
        if s.constexpr {
            flags |= VariableData::CONSTEXPR;
        }
        if s.consteval {
            // #2929 at `consteval` (probed); the variable EDG then declares is not.
            self.gap("lower: consteval variable", s.consteval_at);
            return None;
        }
        if s.constinit {
            if place == SpecPlace::Block && storage == Storage::None && !s.thread_local {
                // #3114 at `constinit` (probed); the recovery is not.
                self.gap("lower: constinit automatic variable", s.constinit_at);
                return None;
            }
            if place == SpecPlace::Block || s.thread_local {
                self.gap("lower: constinit local or thread_local variable (unprobed)", s.constinit_at);
                return None;
            }
            flags |= VariableData::CONSTINIT;
        }
        if s.thread_local {
            // At block scope it is implicitly static ([basic.stc.thread]): the storage stays as written
            // (the host output reprints `thread_local int tl` without `static`, corpus/output-expr2/
            // local_storage_ok) and `VariableData::is_automatic_local` excludes it.
            flags |= VariableData::THREAD_LOCAL;
        }
        Some((flags, storage))
    }

    /// Specifiers written on a parameter: `register` is accepted (and ignored; a gap in user code); anything else gets
    /// EDG's #85 (storage classes, `thread_local`) or #238 (`inline`, `constexpr`) at the keyword
    /// (probed), after which the parameter is declared as if it was not written.
    pub(crate) fn param_specs(&mut self, spec: &DeclSpec) -> Option<()> {
        if spec.specifiers.is_empty() {
            return Some(());
        }
        let Some(list) = self.specifier_positions(spec) else {
            self.gap("lower: declaration specifier positions", spec.span.lo);
            return None;
        };
        let mut reported = false;
        for (k, pos) in list {
            match k {
                // A definition re-prints `register int y` (probed), a declaration `int x`: the IL does not
                // keep it, so it is a gap in user code.
                Kw::Register if !self.map.in_prelude(pos) => {
                    self.gap("lower: register parameter in user code (not re-printed)", pos);
                    return None;
                }
                Kw::Register | Kw::Extension => {}
                Kw::Static | Kw::Extern | Kw::ThreadLocal => {
                    self.sema.error(id::BAD_PARAM_STORAGE_CLASS, pos);
                    reported = true;
                }
                Kw::Inline | Kw::Constexpr => {
                    self.sema.error(id::BAD_PARAM_SPECIFIER, pos);
                    reported = true;
                }
                _ => {
                    self.gap("lower: parameter specifier", pos);
                    return None;
                }
            }
        }
        if reported && !matches!(spec.base, TypeBase::Builtin(_)) {
            self.gap("lower: invalid parameter specifiers with a named type", spec.span.lo);
            return None;
        }
        Some(())
    }
}

impl<'a> Lowerer<'a> {
    /// The type a variable with flags `vflags` is declared with: `constexpr` makes it const. Only
    /// initialised constexpr variables of arithmetic, enum or pointer type are modelled (EDG's #2385 for
    /// a missing initialiser and the literal-type checks are not).
    pub(crate) fn constexpr_variable_type(&mut self, ty: crate::sema::ids::TypeId, vflags: u32, has_init: bool, at: u32) -> Option<crate::sema::ids::TypeId> {
        use crate::sema::entities::VariableData;
        use crate::sema::types::{Quals, TypeKind};
        if vflags & VariableData::CONSTEXPR == 0 {
            return Some(ty);
        }
        // (`constexpr const float f = …;`: the written const does not change the kind.)
        let scalar = matches!(self.sema.il.types.ckind(self.sema.il.types.unqualified(ty)), TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Enum(_) | TypeKind::Pointer(_));
        // The prelude is verified clean (lead's policy): an initialised constexpr variable of class or
        // array type there (`constexpr target_description is_host = …;`, nv/target) is trusted to be
        // constant; its value is not computed (a constant expression using it is then a gap).
        // So is one of class type without initialiser, default-initialised by its (constexpr) default
        // constructor (`inline constexpr tag seq;`, thrust's _CCCL_GLOBAL_CONSTANT).
        let class_default = !has_init && self.sema.il.types.class_entity(self.sema.il.types.unqualified(ty)).is_some();
        let trusted = (has_init || class_default) && self.map.in_prelude(at) && !self.sema.il.types.is_reference(ty);
        if !(has_init || trusted) || !(scalar || trusted || self.empty_literal_class(ty)) {
            self.gap("lower: constexpr variable without initialiser or of non-scalar type", at);
            return None;
        }
        Some(self.sema.il.types.qualified(ty, Quals::CONST))
    }

    /// A complete, non-polymorphic class (not a union) without bases and without data members whose
    /// constructors and destructor are all implicit or defaulted: a literal type whose value-initialised
    /// object is a constant expression.
    pub(crate) fn empty_literal_class(&self, t: crate::sema::ids::TypeId) -> bool {
        use crate::sema::entities::{ClassKey, FnRole, FunctionData, Payload};
        let il = &self.sema.il;
        let Some(c) = il.types.class_entity(il.types.unqualified(t)) else { return false };
        let Some(cd) = il.entities.get(c).and_then(|e| e.class()).copied() else { return false };
        if !cd.complete || cd.polymorphic || cd.key == ClassKey::Union || !il.entities.bases_of(c).is_empty() {
            return false;
        }
        !il.scopes.members(&il.entities, cd.scope).take(100_000).any(|m| match il.entities.get(m).map(|e| e.data) {
            Some(Payload::Field(_)) => true,
            Some(Payload::Function(fd)) => {
                matches!(fd.role, FnRole::Constructor | FnRole::Destructor) && !fd.has(FunctionData::IMPLICIT) && !fd.has(FunctionData::DEFAULTED)
            }
            _ => false,
        })
    }

    /// A constexpr variable's initialiser must be a constant expression: when cufe's evaluator cannot
    /// show it is, EDG's diagnostics are not modelled (a gap).
    pub(crate) fn check_constexpr_init(&mut self, var: crate::sema::ids::EntityId, init: crate::sema::ids::ExprId, at: u32) -> Option<()> {
        if self.stopped {
            return None;
        }
        // An empty class built by its trivial default constructor (`inline constexpr in_place_t
        // in_place{};`): a constant, with no value for the evaluator to compute.
        let n = self.sema.expr(init);
        if !init.is_none() && self.empty_literal_class(n.ty) {
            // `S{}` of an empty aggregate is an (empty) aggregate initialisation.
            if let crate::sema::expr::ExprKind::Construct { args, .. } | crate::sema::expr::ExprKind::InitList(args) = n.kind {
                if self.sema.il.exprs.list(args).is_empty() {
                    return Some(());
                }
            }
        }
        let scalar = matches!(self.sema.il.types.ckind(n.ty), crate::sema::types::TypeKind::Int(_) | crate::sema::types::TypeKind::Float(_) | crate::sema::types::TypeKind::Enum(_) | crate::sema::types::TypeKind::Pointer(_));
        if !init.is_none() && !scalar && self.map.in_prelude(at) && !self.sema.expr(init).is_dependent() {
            // Trusted in the prelude (see `constexpr_variable_type`).
            return Some(());
        }
        if !init.is_none() && self.sema.is_error(init) {
            // Already diagnosed (#2933 for a consteval call, probed: no second #28).
            return Some(());
        }
        if init.is_none() || self.sema.expr(init).is_dependent() {
            self.gap("lower: constexpr variable initialiser not shown constant", at);
            return None;
        }
        let Err(f) = crate::sema::eval::evaluate(&self.sema.il, init) else { return Some(()) };
        self.not_constant_init(var, init, f, at)
    }

    /// A constexpr or constinit variable's initialiser `init` that evaluation rejected with `f`: #28 at
    /// the initialiser's first token with the note for `f` (probed, corpus/cxx20s18-s18), the variable
    /// then has no value (its uses are silent, as EDG's). A gap for failures whose note is not probed.
    pub(crate) fn not_constant_init(&mut self, var: crate::sema::ids::EntityId, init: crate::sema::ids::ExprId, f: crate::sema::eval::Failure, at: u32) -> Option<()> {
        use crate::diag::{Diagnostic, Severity, Where};
        let note = match self.sema.not_constant_note(f) {
            Ok(Some(n)) => n,
            _ => {
                self.gap("lower: constexpr variable initialiser not shown constant", at);
                return None;
            }
        };
        let span = self.sema.expr(init).span;
        let d = Diagnostic::new(Severity::Error, id::EXPR_NOT_CONSTANT, Where::At(span.lo)).note(note);
        self.sema.diags.push(d);
        let err = self.sema.error_expr(span);
        if let Some(crate::sema::entities::Payload::Variable(vd)) = self.sema.il.entities.get_mut(var).map(|e| &mut e.data) {
            vd.init = err;
        }
        Some(())
    }
}

impl<'a> Lowerer<'a> {
    /// `__extension__ <declaration>` (the parser drops the keyword): the host output does not re-print
    /// it yet, so outside system headers it is a gap. True after noting the gap.
    pub(crate) fn extension_prefix_gap(&mut self, at: u32) -> bool {
        let toks = &self.lexed.tokens;
        let i = toks.partition_point(|t| t.span.lo < at);
        let ext = toks.get(i).map(|t| t.span.lo == at && t.kind == TokenKind::Kw(Kw::Extension)).unwrap_or(false);
        if ext && !self.map.in_prelude(at) {
            self.gap("lower: __extension__ on a declaration in user code (not re-printed)", at);
            return true;
        }
        false
    }
}
