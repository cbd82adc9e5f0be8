//! Names (qualified, template-ids), template arguments, attributes, decl-specifiers, declarators and
//! type-ids.
use super::ast::*;
use super::names::{NameKind, NameScopes, ScopeId, ScopeKind};
use super::Parser;
use crate::diag::id;
use crate::lex::{Kw, Symbol, TokenKind as T};

/// What a parsed name denotes, as far as the parser can tell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    Known(NameKind),
    /// Not found (or found through a dependent qualifier).
    Unknown,
}

impl Class {
    pub fn is_type(self) -> bool {
        matches!(self, Class::Known(NameKind::Type | NameKind::TypeTemplate))
    }
}

/// Where a decl-specifier sequence appears: controls whether unknown names may be taken as types.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpecCtx {
    /// Namespace/class/block declarations: an unknown name followed by a declarator is a type.
    Decl,
    /// Type-ids, parameters, conditions: only known types.
    TypeId,
}

pub fn is_builtin_type_kw(k: Kw) -> bool {
    use Kw::*;
    matches!(
        k,
        Void | Char
            | Char8T
            | Char16T
            | Char32T
            | WcharT
            | Bool
            | Short
            | Int
            | Long
            | Signed
            | Unsigned
            | Float
            | Double
            | Int128
            | Complex
            | CBool
            | Float128
            | Float32
            | Float64
            | Float32x
            | Float64x
            | EdgBoolType
            | EdgSizeType
            | EdgPtrdiffType
            | EdgWcharType
    )
}

pub fn is_transform_kw(k: Kw) -> bool {
    use Kw::*;
    matches!(
        k,
        AddLvalueReference
            | AddPointer
            | AddRvalueReference
            | Decay
            | MakeSigned
            | MakeUnsigned
            | RemoveAllExtents
            | RemoveConst
            | RemoveCv
            | RemoveCvref
            | RemoveExtent
            | RemovePointer
            | RemoveReference
            | RemoveReferenceT
            | RemoveRestrict
            | RemoveVolatile
            | UnderlyingType
            | Bases
            | DirectBases
    )
}

pub fn is_specifier_kw(k: Kw) -> bool {
    use Kw::*;
    matches!(
        k,
        Static
            | Extern
            | Inline
            | Constexpr
            | Consteval
            | Constinit
            | Typedef
            | Friend
            | Virtual
            | Explicit
            | Register
            | Mutable
            | ThreadLocal
            | CThreadLocal
            | Thread
            | Extension
            | Noreturn
    )
}

impl<'a> Parser<'a> {
    // ---- attributes ---------------------------------------------------------------------------

    pub fn at_attribute(&self) -> bool {
        match self.k() {
            T::Kw(Kw::Attribute) | T::Kw(Kw::Alignas) | T::Kw(Kw::CAlignas) => true,
            T::LBracket => self.peek(1) == T::LBracket,
            T::Identifier => self.sym() == self.ctx.declspec && self.peek(1) == T::LParen,
            _ => false,
        }
    }

    /// Parses any run of attributes (`[[…]]`, `__attribute__((…))`, `__declspec(…)`, `alignas(…)`).
    pub fn parse_attrs(&mut self) -> Vec<Attr> {
        let mut v = Vec::new();
        while self.at_attribute() {
            let lo = self.lo();
            let start = self.cur.pos();
            let kind = match self.k() {
                T::Kw(Kw::Attribute) => AttrKind::Gnu,
                T::Kw(Kw::Alignas) | T::Kw(Kw::CAlignas) => AttrKind::Alignas,
                T::LBracket => AttrKind::Std,
                _ => AttrKind::Declspec,
            };
            if kind != AttrKind::Std {
                self.bump();
                if !self.at(T::LParen) {
                    self.error_here(id::EXP_LPAREN);
                    break;
                }
            }
            let inner_start = self.cur.pos();
            let inner_mark = self.cur.mark();
            if !self.skip_balanced() {
                self.error_at(id::EXP_RPAREN, None);
                break;
            }
            let names = self.attr_names(inner_start, self.cur.pos(), kind);
            let launch_args = if kind == AttrKind::Gnu && names.iter().any(|n| self.ctx.launch_attrs.contains(n)) {
                let end = self.cur.mark();
                self.cur.reset(inner_mark);
                let args = self.tentatively(|p| Some(p.launch_attr_args())).unwrap_or_default();
                self.cur.reset(end);
                args
            } else {
                Vec::new()
            };
            v.push(Attr { kind, toks: self.range_from(start), span: self.span_from(lo), names, launch_args });
        }
        v
    }

    /// At the `((` of a GNU attribute list: the arguments of each launch-configuration attribute in it,
    /// as assignment-expressions (other attributes' arguments are skipped). A malformed list gives
    /// what was parsed before it (the caller rewinds; syntax errors are the skip's to report).
    fn launch_attr_args(&mut self) -> Vec<(u32, Vec<ExprId>)> {
        let mut out = Vec::new();
        if !(self.at(T::LParen) && self.peek(1) == T::LParen) {
            return out;
        }
        self.bump();
        self.bump();
        while !self.at(T::RParen) && !self.cur.at_eof() {
            let name_pos = self.cur.pos() as u32;
            if !matches!(self.k(), T::Identifier | T::Kw(_)) {
                return out;
            }
            let launch = self.ctx.launch_attrs.contains(&self.sym());
            self.bump();
            if self.at(T::LParen) {
                let open = self.cur.mark();
                let args = if launch {
                    self.tentatively(|p| {
                        p.bump();
                        let mut xs = Vec::new();
                        while !p.at(T::RParen) {
                            xs.push(p.parse_assign_expr());
                            if p.at(T::Comma) {
                                p.bump();
                            } else if !p.at(T::RParen) {
                                return None;
                            }
                        }
                        p.bump();
                        Some(xs)
                    })
                } else {
                    None
                };
                match args {
                    Some(xs) => out.push((name_pos, xs)),
                    None => {
                        self.cur.reset(open);
                        if !self.skip_balanced() {
                            return out;
                        }
                    }
                }
            }
            if self.at(T::Comma) {
                self.bump();
            } else if !self.at(T::RParen) {
                return out;
            }
        }
        out
    }

    /// Attribute names at nesting level 2 (`((a, b(1)))`, `[[a, ns::b]]`): each item's last
    /// identifier before `(` or `,`.
    fn attr_names(&self, lo: usize, hi: usize, kind: AttrKind) -> Vec<Symbol> {
        let toks = self.cur.tokens();
        let want = match kind {
            AttrKind::Gnu | AttrKind::Std => 2,
            _ => 1,
        };
        let mut out = Vec::new();
        let mut depth = 0;
        let mut last: Option<Symbol> = None;
        for t in toks.get(lo..hi).unwrap_or(&[]) {
            match t.kind {
                T::LParen | T::LBracket => {
                    if depth == want {
                        if let Some(s) = last.take() {
                            out.push(s);
                        }
                    }
                    depth += 1;
                }
                T::RParen | T::RBracket => {
                    if depth == want {
                        if let Some(s) = last.take() {
                            out.push(s);
                        }
                    }
                    depth -= 1;
                }
                T::Comma if depth == want => {
                    if let Some(s) = last.take() {
                        out.push(s);
                    }
                }
                T::Identifier | T::Kw(_) if depth == want => last = Some(t.sym),
                _ => {}
            }
        }
        out
    }

    // ---- names --------------------------------------------------------------------------------

    /// True if the current token can start a (possibly qualified) name.
    pub fn at_name_start(&self) -> bool {
        match self.k() {
            T::Identifier => true,
            T::ColonColon => matches!(self.peek(1), T::Identifier | T::Kw(Kw::Template) | T::Kw(Kw::Operator) | T::Tilde),
            T::Kw(Kw::Decltype) => true,
            _ => false,
        }
    }

    /// Fast path for probes: the class of a lone unqualified identifier (not followed by `::` or
    /// `<`), without building a `Name`. None when the name is longer.
    pub fn simple_ident_class(&self) -> Option<Class> {
        if !self.is_ident() || matches!(self.peek(1), T::ColonColon | T::Lt) {
            return None;
        }
        Some(self.classify_seg(None, self.sym()).0)
    }

    /// Looks a segment up: unqualified in the scope chain, or in the qualifier's scope.
    fn classify_seg(&self, qual: Option<Option<ScopeId>>, sym: Symbol) -> (Class, Option<ScopeId>) {
        let e = match qual {
            None => self.names.lookup(sym),
            Some(Some(s)) => self.names.lookup_in(s, sym),
            Some(None) => return (Class::Unknown, None),
        };
        match e {
            Some(e) => (Class::Known(e.kind), e.scope),
            None => (Class::Unknown, None),
        }
    }

    /// Scope to continue a qualified name in after `seg::` (a hidden class still counts).
    fn scope_for_qualifier(&self, qual: Option<Option<ScopeId>>, sym: Symbol) -> Option<ScopeId> {
        let e = match qual {
            None => self.names.lookup(sym),
            Some(Some(s)) => self.names.lookup_in(s, sym),
            Some(None) => None,
        }?;
        e.scope.or_else(|| e.hidden_class.and_then(|h| h.1))
    }

    /// Parses a possibly qualified name (`::A::B<int>::c`, `~X`, `operator+`, `T::template U<V>`).
    /// `template_heuristic`: an unknown name followed by `<` is tried as a template-id.
    /// Returns None (nothing consumed) when the current token does not start a name.
    pub fn parse_name(&mut self, template_heuristic: bool) -> Option<(Name, Class)> {
        self.stats[2] += 1;
        let lo = self.lo();
        let mut name = Name::default();
        if self.at(T::ColonColon) {
            if !matches!(self.peek(1), T::Identifier | T::Kw(Kw::Template) | T::Kw(Kw::Operator) | T::Tilde) {
                return None;
            }
            self.bump();
            name.global = true;
        }
        // None: unqualified; Some(None): dependent/unknown qualifier; Some(Some(s)): scope s.
        let mut qual: Option<Option<ScopeId>> = if name.global { Some(Some(ScopeId(0))) } else { None };
        let mut class = Class::Unknown;
        loop {
            let template_kw = self.eat_kw(Kw::Template);
            let mut seg_scope = None;
            let kind = match self.k() {
                T::Identifier => {
                    let s = self.sym();
                    self.bump();
                    let (c, sc) = self.classify_seg(qual, s);
                    class = c;
                    seg_scope = sc;
                    if self.at(T::ColonColon) {
                        seg_scope = self.scope_for_qualifier(qual, s).or(seg_scope);
                    }
                    SegKind::Ident(s)
                }
                T::Tilde if matches!(self.peek(1), T::Identifier | T::Kw(Kw::Decltype)) => {
                    self.bump();
                    if self.at_kw(Kw::Decltype) {
                        let e = self.parse_decltype_expr();
                        class = Class::Known(NameKind::Value);
                        name.segs.push(NameSeg { kind: SegKind::Decltype(e), targs: None, template_kw });
                        break;
                    }
                    let s = self.sym();
                    self.bump();
                    class = Class::Known(NameKind::Value);
                    SegKind::Dtor(s)
                }
                T::Kw(Kw::Operator) => {
                    let k = self.parse_operator_name();
                    class = match self.names_lookup_op() {
                        Some(c) => c,
                        None => Class::Known(NameKind::Value),
                    };
                    k
                }
                T::Kw(Kw::Decltype) if name.segs.is_empty() && !name.global => {
                    let e = self.parse_decltype_expr();
                    class = Class::Unknown;
                    if !(self.at(T::ColonColon) && self.peek(1) != T::Star) {
                        // Plain `decltype(e)` is a type specifier, handled by the caller.
                        self.cur.reset(self.cur.mark());
                        name.segs.push(NameSeg { kind: SegKind::Decltype(e), targs: None, template_kw });
                        name.span = self.span_from(lo);
                        return Some((name, Class::Known(NameKind::Type)));
                    }
                    SegKind::Decltype(e)
                }
                _ => {
                    if name.segs.is_empty() && !name.global && !template_kw {
                        return None;
                    }
                    self.error_here(id::EXP_IDENTIFIER);
                    break;
                }
            };
            let mut seg = NameSeg { kind, targs: None, template_kw };
            if self.at(T::Lt) {
                let is_template =
                    matches!(class, Class::Known(NameKind::TypeTemplate | NameKind::ValueTemplate | NameKind::Concept))
                        || template_kw;
                let is_opfn = matches!(seg.kind, SegKind::Operator(..) | SegKind::Literal(_));
                let is_dtor = matches!(seg.kind, SegKind::Dtor(_));
                if is_template || is_dtor || (is_opfn && template_heuristic) {
                    seg.targs = Some(self.parse_template_args());
                } else if (class == Class::Unknown && qual != Some(None) || is_opfn)
                    && template_heuristic
                    && !self.failed_targs.contains(&self.cur.pos())
                {
                    let at = self.cur.pos();
                    let r = self.tentatively(|p| {
                        let a = p.parse_template_args();
                        // Accept `x<…>` as a template-id only where a less-than could not continue.
                        if matches!(p.k(), T::LParen | T::ColonColon | T::RParen | T::Semi | T::Comma) {
                            Some(a)
                        } else {
                            None
                        }
                    });
                    match r {
                        Some(args) => seg.targs = Some(args),
                        // Memoised: nested failures would otherwise be retried exponentially.
                        None => {
                            self.failed_targs.insert(at);
                        }
                    }
                }
            }
            let has_targs = seg.targs.is_some();
            if name.segs.is_empty() {
                // Most names have one segment: room for exactly one (Vec's first push would reserve
                // four, 160 bytes; names were ~15% of the prelude's peak memory).
                name.segs.reserve_exact(1);
            }
            name.segs.push(seg);
            if has_targs && class == Class::Unknown && template_kw {
                class = Class::Known(NameKind::TypeTemplate);
            }
            if self.at(T::ColonColon)
                && matches!(self.peek(1), T::Identifier | T::Kw(Kw::Template) | T::Tilde | T::Kw(Kw::Operator))
            {
                self.bump();
                qual = Some(seg_scope);
                continue;
            }
            break;
        }
        name.span = self.span_from(lo);
        if class == Class::Unknown && matches!(name.segs.last().map(|s| &s.kind), Some(SegKind::Ident(_))) {
            // `T::template X<…>` without `typename`: a template-id of unknown kind.
        }
        Some((name, class))
    }

    /// `operator` already current: parses the operator-function-id or conversion-function-id.
    fn parse_operator_name(&mut self) -> SegKind {
        self.bump();
        let k = self.k();
        match k {
            T::Kw(Kw::New) | T::Kw(Kw::Delete) => {
                self.bump();
                let arr = self.at(T::LBracket) && self.peek(1) == T::RBracket;
                if arr {
                    self.bump();
                    self.bump();
                }
                SegKind::Operator(k, arr)
            }
            T::LParen if self.peek(1) == T::RParen => {
                self.bump();
                self.bump();
                SegKind::Operator(T::LParen, false)
            }
            T::LBracket if self.peek(1) == T::RBracket => {
                self.bump();
                self.bump();
                SegKind::Operator(T::LBracket, false)
            }
            T::StrLit(_) => {
                self.bump();
                let s = if self.is_ident() {
                    let s = self.sym();
                    self.bump();
                    s
                } else {
                    Symbol::NONE
                };
                SegKind::Literal(s)
            }
            T::Kw(Kw::CoAwait) => {
                self.bump();
                SegKind::Operator(k, false)
            }
            T::Plus
            | T::Minus
            | T::Star
            | T::Slash
            | T::Percent
            | T::Caret
            | T::Amp
            | T::Pipe
            | T::Tilde
            | T::Bang
            | T::Eq
            | T::Lt
            | T::Gt
            | T::PlusEq
            | T::MinusEq
            | T::StarEq
            | T::SlashEq
            | T::PercentEq
            | T::CaretEq
            | T::AmpEq
            | T::PipeEq
            | T::LtLt
            | T::GtGt
            | T::LtLtEq
            | T::GtGtEq
            | T::EqEq
            | T::Ne
            | T::Le
            | T::Ge
            | T::Spaceship
            | T::AmpAmp
            | T::PipePipe
            | T::PlusPlus
            | T::MinusMinus
            | T::Comma
            | T::ArrowStar
            | T::Arrow
            | T::GnuMin
            | T::GnuMax => {
                self.bump();
                SegKind::Operator(k, false)
            }
            _ => {
                // Conversion function: `operator T` with a restricted declarator (ptr-operators only).
                let lo = self.lo();
                let spec = self.parse_decl_spec(super::types::SpecCtx::TypeId);
                if spec.base == TypeBase::None && spec.cv == Cv::default() {
                    self.error_here(id::EXP_OPERATOR);
                }
                let mut decl = Declarator::default();
                while let Some(op) = self.parse_ptr_op() {
                    decl.ops.insert(0, op);
                }
                let span = self.span_from(lo);
                let t = self.ast.add_type(TypeNode { spec, decl, span });
                SegKind::Conversion(t)
            }
        }
    }

    fn names_lookup_op(&self) -> Option<Class> {
        None
    }

    /// `decltype(expr)` / `decltype(auto)` (current token is `decltype`).
    pub fn parse_decltype_expr(&mut self) -> ExprId {
        let lo = self.lo();
        self.bump();
        if !self.expect(T::LParen, id::EXP_LPAREN) {
            return self.error_expr(lo);
        }
        let e = if self.at_kw(Kw::Auto) {
            self.bump();
            self.ast.add_expr(ExprKind::Name(Name::default()), self.span_from(lo))
        } else {
            self.parse_expr()
        };
        self.expect(T::RParen, id::EXP_RPAREN);
        e
    }

    /// `<` args `>` (current token is `<`).
    pub fn parse_template_args(&mut self) -> Vec<TemplateArg> {
        self.bump();
        let mut args = Vec::new();
        if self.eat_gt() {
            return args;
        }
        loop {
            if !self.enter() {
                break;
            }
            let a = self.parse_template_arg();
            self.leave();
            let a = if self.eat(T::Ellipsis) { TemplateArg::Pack(Box::new(a)) } else { a };
            args.push(a);
            if self.eat(T::Comma) {
                continue;
            }
            if !self.eat_gt() {
                self.error_here(id::EXP_COMMA_OR_GT);
            }
            break;
        }
        args
    }

    /// A template argument: a type-id when it can be one (followed by `,` `>` or `...`), else a
    /// constant expression parsed with `>` not an operator.
    pub fn parse_template_arg(&mut self) -> TemplateArg {
        let at = self.cur.pos();
        if self.could_start_type() && !self.failed_type_args.contains(&at) {
            if let Some(t) = self.tentatively(|p| {
                let t = p.parse_type_id();
                if matches!(p.k(), T::Comma | T::Gt | T::GtGt | T::Ge | T::GtGtEq | T::Ellipsis) {
                    Some(t)
                } else {
                    None
                }
            }) {
                return TemplateArg::Type(t);
            }
            self.failed_type_args.insert(at);
        }
        TemplateArg::Expr(self.parse_assign_expr_nogt())
    }

    /// True if the current token may begin a type-id (used before tentative type parses).
    pub fn could_start_type(&self) -> bool {
        match self.k() {
            T::Kw(k) => {
                is_builtin_type_kw(k)
                    || is_transform_kw(k)
                    || matches!(
                        k,
                        Kw::Const
                            | Kw::Volatile
                            | Kw::GnuRestrict
                            | Kw::Typename
                            | Kw::Decltype
                            | Kw::Typeof
                            | Kw::Class
                            | Kw::Struct
                            | Kw::Union
                            | Kw::Enum
                            | Kw::Auto
                            | Kw::Attribute
                            | Kw::Atomic
                    )
            }
            T::Identifier | T::ColonColon => true,
            _ => false,
        }
    }

    // ---- decl-specifiers ----------------------------------------------------------------------

    /// Parses a decl-specifier sequence (possibly empty).
    pub fn parse_decl_spec(&mut self, ctx: SpecCtx) -> DeclSpec {
        let lo = self.lo();
        let mut ds = DeclSpec::default();
        let mut builtins_seen = false;
        loop {
            let k = self.k();
            match k {
                T::Kw(kw) if is_specifier_kw(kw) => {
                    self.bump();
                    ds.specifiers.push(kw);
                    if kw == Kw::Explicit && self.at(T::LParen) {
                        self.bump();
                        let e = self.parse_expr();
                        self.expect(T::RParen, id::EXP_RPAREN);
                        ds.explicit_cond = Some(e);
                    }
                }
                T::Kw(Kw::Const) => {
                    self.bump();
                    ds.cv.konst = true;
                }
                T::Kw(Kw::Volatile) => {
                    self.bump();
                    ds.cv.volatile = true;
                }
                T::Kw(Kw::GnuRestrict) | T::Kw(Kw::Restrict) => {
                    self.bump();
                    ds.cv.restrict = true;
                }
                T::Kw(kw) if is_builtin_type_kw(kw) && matches!(ds.base, TypeBase::None | TypeBase::Builtin(_)) => {
                    self.bump();
                    match &mut ds.base {
                        TypeBase::Builtin(v) => v.push(kw),
                        _ => ds.base = TypeBase::Builtin(vec![kw]),
                    }
                    builtins_seen = true;
                }
                T::Kw(Kw::Auto) if ds.base == TypeBase::None => {
                    self.bump();
                    ds.base = TypeBase::Auto(None);
                }
                T::Kw(Kw::Attribute) | T::Kw(Kw::Alignas) | T::Kw(Kw::CAlignas) => {
                    let a = self.parse_attrs();
                    ds.attrs.extend(a);
                }
                T::LBracket if self.peek(1) == T::LBracket && ds.base == TypeBase::None => {
                    let a = self.parse_attrs();
                    ds.attrs.extend(a);
                }
                T::Identifier if self.sym() == self.ctx.declspec && self.peek(1) == T::LParen => {
                    let a = self.parse_attrs();
                    ds.attrs.extend(a);
                }
                T::Kw(Kw::Class | Kw::Struct | Kw::Union | Kw::Enum) if ds.base == TypeBase::None => {
                    let friend = ds.specifiers.contains(&Kw::Friend) || self.at_friend_after_class_key();
                    let saved = std::mem::replace(&mut self.friend_spec, friend);
                    ds.base = self.parse_class_or_enum_spec();
                    ds.attrs.append(&mut self.elab_attrs);
                    self.friend_spec = saved;
                }
                T::Kw(Kw::Typename) if ds.base == TypeBase::None => {
                    self.bump();
                    match self.parse_name(true) {
                        Some((name, _)) => ds.base = TypeBase::Named { name, typename: true },
                        None => {
                            self.error_here(id::EXP_IDENTIFIER);
                            break;
                        }
                    }
                }
                T::Kw(Kw::Decltype) if ds.base == TypeBase::None => {
                    if self.peek(1) == T::LParen && self.peek(2) == T::Kw(Kw::Auto) && self.peek(3) == T::RParen {
                        for _ in 0..4 {
                            self.bump();
                        }
                        ds.base = TypeBase::DecltypeAuto;
                        continue;
                    }
                    let m = self.cur.mark();
                    let e = self.parse_decltype_expr();
                    if self.at(T::ColonColon) && self.peek(1) != T::Star {
                        self.cur.reset(m);
                        match self.parse_name(true) {
                            Some((name, _)) => ds.base = TypeBase::Named { name, typename: false },
                            None => break,
                        }
                    } else {
                        ds.base = TypeBase::Decltype(e);
                    }
                }
                T::Kw(Kw::Typeof) if ds.base == TypeBase::None => {
                    self.bump();
                    if !self.expect(T::LParen, id::EXP_LPAREN) {
                        break;
                    }
                    if let Some(t) = self.tentatively(|p| {
                        let t = p.parse_type_id();
                        if p.at(T::RParen) {
                            Some(t)
                        } else {
                            None
                        }
                    }) {
                        ds.base = TypeBase::TypeofType(t);
                    } else {
                        let e = self.parse_expr();
                        ds.base = TypeBase::TypeofExpr(e);
                    }
                    self.expect(T::RParen, id::EXP_RPAREN);
                }
                T::Kw(kw) if is_transform_kw(kw) && ds.base == TypeBase::None => {
                    self.bump();
                    let mut args = Vec::new();
                    if self.expect(T::LParen, id::EXP_LPAREN) {
                        loop {
                            args.push(self.parse_type_id());
                            if !self.eat(T::Comma) {
                                break;
                            }
                        }
                        self.expect(T::RParen, id::EXP_RPAREN);
                    }
                    ds.base = TypeBase::Transform(kw, args);
                }
                T::Identifier | T::ColonColon if ds.base == TypeBase::None && !builtins_seen => {
                    if !self.try_type_name_in_spec(ctx, &mut ds) {
                        break;
                    }
                }
                _ => break,
            }
        }
        ds.span = self.span_from(lo);
        ds
    }

    /// In a decl-specifier sequence at an identifier: takes it (with its qualification) as the type
    /// name if it is one. Constructors (`X(`, `A::A(`) and unknown names not followed by a declarator
    /// are left alone.
    fn try_type_name_in_spec(&mut self, ctx: SpecCtx, ds: &mut DeclSpec) -> bool {
        // Constructor of the class being defined: `X(` / `explicit X(`.
        if ctx == SpecCtx::Decl && self.is_ident() && self.peek(1) == T::LParen && self.class_names.last() == Some(&self.sym()) {
            return false;
        }
        if let Some(c) = self.simple_ident_class() {
            let cheap_reject = match c {
                Class::Known(NameKind::Type | NameKind::TypeTemplate) => false,
                Class::Known(NameKind::Concept) => self.peek(1) != T::Kw(Kw::Auto),
                Class::Unknown => ctx != SpecCtx::Decl || !matches!(self.peek(1), T::Identifier | T::Star | T::Amp | T::AmpAmp | T::LParen | T::Kw(_) | T::Ellipsis),
                _ => true,
            };
            if cheap_reject {
                return false;
            }
        }
        let m = self.cur.mark();
        let Some((name, class)) = self.parse_name(false) else {
            return false;
        };
        // Out-of-class constructor `A::A(` / `A<T>::A(`.
        if name.segs.len() >= 2 {
            let n = name.segs.len();
            if let (SegKind::Ident(a), SegKind::Ident(b)) = (&name.segs[n - 2].kind, &name.segs[n - 1].kind) {
                if a == b && name.segs[n - 1].targs.is_none() {
                    self.cur.reset(m);
                    return false;
                }
            }
        }
        if matches!(name.segs.last().map(|s| &s.kind), Some(SegKind::Dtor(_) | SegKind::Operator(..) | SegKind::Conversion(_))) {
            self.cur.reset(m);
            return false;
        }
        let accept = match class {
            Class::Known(NameKind::Type | NameKind::TypeTemplate) => true,
            Class::Known(NameKind::Concept) => {
                // `C auto` / `C<T> auto` placeholder.
                if self.at_kw(Kw::Auto) {
                    self.bump();
                    ds.base = TypeBase::Auto(Some(name));
                    return true;
                }
                false
            }
            Class::Unknown => ctx == SpecCtx::Decl && self.unknown_name_is_type(),
            _ => false,
        };
        if !accept {
            self.cur.reset(m);
            return false;
        }
        ds.base = TypeBase::Named { name, typename: false };
        true
    }

    /// `class X friend;` is not C++; only `friend class X;` matters (checked by the caller).
    fn at_friend_after_class_key(&self) -> bool {
        false
    }

    /// After an unknown name in a declaration: does a declarator follow (so the name must be a type)?
    fn unknown_name_is_type(&self) -> bool {
        match self.k() {
            T::Identifier => true,
            T::Kw(Kw::Operator) | T::Kw(Kw::Const) | T::Kw(Kw::Volatile) | T::Kw(Kw::Attribute) | T::Ellipsis => true,
            T::Star | T::Amp | T::AmpAmp => {
                matches!(self.peek(1), T::Identifier | T::Star | T::Amp | T::Kw(Kw::Const) | T::Kw(Kw::Operator) | T::LParen)
            }
            T::LParen => self.peek(1) == T::Star || self.peek(1) == T::Amp,
            _ => false,
        }
    }

    // ---- declarators --------------------------------------------------------------------------

    /// A pointer operator (`*`, `&`, `&&`, `C::*`) with its qualifiers, or None.
    pub fn parse_ptr_op(&mut self) -> Option<DeclaratorOp> {
        match self.k() {
            T::Star => {
                self.bump();
                let cv = self.parse_cv();
                Some(DeclaratorOp::Pointer(cv))
            }
            T::Amp | T::AmpAmp => {
                let rvalue = self.at(T::AmpAmp);
                self.bump();
                self.parse_attrs();
                Some(DeclaratorOp::Reference { rvalue })
            }
            // `C::*` needs a `::` right after the first name (or its template arguments).
            T::Identifier if !matches!(self.peek(1), T::ColonColon | T::Lt) => None,
            T::Identifier | T::ColonColon | T::Kw(Kw::Decltype) => {
                let m = self.cur.mark();
                let r = self.tentatively(|p| {
                    let (name, _) = p.parse_name(true)?;
                    if p.at(T::ColonColon) && p.peek(1) == T::Star {
                        p.bump();
                        p.bump();
                        Some(name)
                    } else {
                        None
                    }
                });
                match r {
                    Some(name) => {
                        let cv = self.parse_cv();
                        Some(DeclaratorOp::MemberPointer(name, cv))
                    }
                    None => {
                        self.cur.reset(m);
                        None
                    }
                }
            }
            _ => None,
        }
    }

    pub fn parse_cv(&mut self) -> Cv {
        let mut cv = Cv::default();
        loop {
            match self.k() {
                T::Kw(Kw::Const) => cv.konst = true,
                T::Kw(Kw::Volatile) => cv.volatile = true,
                T::Kw(Kw::GnuRestrict) | T::Kw(Kw::Restrict) => cv.restrict = true,
                T::Kw(Kw::Attribute) => {
                    self.parse_attrs();
                    continue;
                }
                _ => break,
            }
            self.bump();
        }
        cv
    }

    /// Parses a declarator. `abstract_ok`: the name may be missing (type-ids, parameters);
    /// `named_only`: a name is required (no abstract form). `init_ok`: a `(` after the name may be a
    /// parenthesised initializer (decided by [`Self::looks_like_params`]).
    pub fn parse_declarator(&mut self, abstract_ok: bool, init_ok: bool) -> Declarator {
        let lo = self.lo();
        let mut d = Declarator::default();
        if !self.enter() {
            return d;
        }
        let mut prefix = Vec::new();
        loop {
            if self.at(T::Kw(Kw::Attribute)) {
                let a = self.parse_attrs();
                d.attrs.extend(a);
                continue;
            }
            match self.parse_ptr_op() {
                Some(op) => prefix.push(op),
                None => break,
            }
        }
        let mut inner_ops: Vec<DeclaratorOp> = Vec::new();
        if self.eat(T::Ellipsis) {
            d.pack = true;
        }
        match self.k() {
            T::LParen if self.paren_is_nested_declarator(abstract_ok) => {
                self.bump();
                let inner = self.parse_declarator(abstract_ok, false);
                self.expect(T::RParen, id::EXP_RPAREN);
                d.name = inner.name;
                d.pack |= inner.pack;
                inner_ops = inner.ops;
                d.attrs.extend(inner.attrs);
            }
            T::Identifier | T::ColonColon | T::Kw(Kw::Operator) | T::Tilde | T::Kw(Kw::Decltype) | T::Kw(Kw::Template) => {
                if let Some((name, _)) = self.parse_name(true) {
                    d.name = Some(name);
                } else if !abstract_ok {
                    self.error_here(id::EXP_IDENTIFIER);
                }
            }
            _ => {
                if !abstract_ok {
                    if matches!(self.k(), T::Kw(_)) && !self.at_kw(Kw::Operator) {
                        // A keyword where the name should be: EDG's message depends on the keyword
                        // (`int class;` → "invalid combination of type specifiers"); not modelled.
                        let at = self.lo();
                        self.error_here(id::EXP_IDENTIFIER);
                        self.give_up_unverified(at);
                    } else {
                        self.error_here(id::EXP_IDENTIFIER);
                    }
                }
            }
        }
        let a = self.parse_attrs();
        d.attrs.extend(a);
        // Parameters of an out-of-class member `R C::f(T)` see C's members.
        let quals = d.name.as_ref().filter(|n| n.segs.len() > 1).map(|n| self.qualifier_scopes(n)).unwrap_or_default();
        let saved_scope = if quals.is_empty() {
            None
        } else {
            let prev = self.names.current();
            self.names.push(ScopeKind::Block);
            for q in quals {
                self.names.add_using_directive(q);
            }
            Some(prev)
        };
        // Suffixes.
        let mut first = true;
        loop {
            match self.k() {
                T::LBracket if self.peek(1) != T::LBracket => {
                    self.bump();
                    let size = if self.at(T::RBracket) { None } else { Some(self.parse_expr()) };
                    self.expect(T::RBracket, id::EXP_RBRACKET);
                    inner_ops.push(DeclaratorOp::Array(size));
                    let a = self.parse_std_attrs_only();
                    d.attrs.extend(a);
                }
                T::LParen => {
                    if first && init_ok && d.name.is_some() && !self.params_certain() {
                        if !self.looks_like_params() {
                            break;
                        }
                        // `T x(U(), v)`: starts like parameters but is an initializer.
                        match self.tentatively(|p| {
                            let f = p.parse_function_suffix();
                            if matches!(
                                p.k(),
                                T::Semi
                                    | T::Comma
                                    | T::LBrace
                                    | T::Eq
                                    | T::Colon
                                    | T::Kw(_)
                                    | T::Identifier
                                    | T::LBracket
                                    | T::Arrow
                            ) {
                                Some(f)
                            } else {
                                None
                            }
                        }) {
                            Some(f) => {
                                inner_ops.push(DeclaratorOp::Function(Box::new(f)));
                                first = false;
                                continue;
                            }
                            None => break,
                        }
                    }
                    let f = self.parse_function_suffix();
                    inner_ops.push(DeclaratorOp::Function(Box::new(f)));
                }
                _ => break,
            }
            first = false;
        }
        if let Some(prev) = saved_scope {
            self.names.set_current(prev);
        }
        prefix.reverse();
        inner_ops.extend(prefix);
        d.ops = inner_ops;
        d.span = self.span_from(lo);
        self.leave();
        d
    }

    fn parse_std_attrs_only(&mut self) -> Vec<Attr> {
        if self.at(T::LBracket) && self.peek(1) == T::LBracket {
            self.parse_attrs()
        } else {
            Vec::new()
        }
    }

    /// At `(` inside a declarator: a nested declarator (`(*p)`, `(&r)`, `(f)`) or a parameter list?
    fn paren_is_nested_declarator(&self, abstract_ok: bool) -> bool {
        match self.peek(1) {
            T::Star | T::Amp | T::AmpAmp => true,
            T::Kw(Kw::Attribute) => true,
            T::ColonColon | T::Identifier => {
                if !abstract_ok {
                    return true;
                }
                // Abstract context: `(T)` is a parameter list when T names a type; `(C::*)` nests.
                let t = self.cur.peek_tok(1);
                if t.kind == T::Identifier {
                    let known = self.names.lookup(t.sym).map(|e| e.kind);
                    match known {
                        Some(NameKind::Type | NameKind::TypeTemplate) => {
                            // `(A::*)` member pointer.
                            self.peek(2) == T::ColonColon && self.peek(3) == T::Star
                        }
                        Some(_) => true,
                        None => self.peek(2) == T::ColonColon || self.peek(2) == T::RParen,
                    }
                } else {
                    false
                }
            }
            T::Ellipsis => !abstract_ok,
            T::LParen => !abstract_ok,
            T::Kw(Kw::Operator) | T::Tilde => true,
            _ => false,
        }
    }

    /// At `(`: does a parameter list certainly follow (`()`, a type keyword, `...`)?
    fn params_certain(&self) -> bool {
        match self.peek(1) {
            T::RParen | T::Ellipsis => true,
            T::Kw(k) => {
                is_builtin_type_kw(k)
                    || is_specifier_kw(k)
                    || matches!(k, Kw::Const | Kw::Volatile | Kw::Class | Kw::Struct | Kw::Union | Kw::Enum)
            }
            _ => false,
        }
    }

    /// After a declarator name at `(`: parameters (a function declarator) or a parenthesised
    /// initializer? "If it can be a declaration, it is one."
    pub fn looks_like_params(&mut self) -> bool {
        match self.peek(1) {
            T::RParen | T::Ellipsis => return true,
            T::Kw(k) if is_builtin_type_kw(k) || is_specifier_kw(k) || is_transform_kw(k) => return true,
            T::Kw(
                Kw::Const
                | Kw::Volatile
                | Kw::Typename
                | Kw::Class
                | Kw::Struct
                | Kw::Union
                | Kw::Enum
                | Kw::Auto
                | Kw::Attribute
                | Kw::Decltype,
            ) => return true,
            T::LBracket => return self.peek(2) == T::LBracket,
            T::Identifier | T::ColonColon => {}
            _ => return false,
        }
        // A name: a parameter if it names a type.
        if self.peek(1) == T::Identifier && !matches!(self.peek(2), T::ColonColon | T::Lt) {
            let s = self.cur.peek_tok(1).sym;
            let c = self.classify_seg(None, s).0;
            return c.is_type() || c == Class::Known(NameKind::Concept);
        }
        let m = self.cur.mark();
        let r = self.tentatively(|p| {
            p.bump();
            let (_n, class) = p.parse_name(false)?;
            if class.is_type() || class == Class::Known(NameKind::Concept) {
                Some(())
            } else {
                None
            }
        });
        self.cur.reset(m);
        r.is_some()
    }

    /// `(params) cv ref noexcept attrs -> trailing` (current token is `(`).
    pub fn parse_function_suffix(&mut self) -> FunctionDecl {
        let mut f = FunctionDecl::default();
        self.bump();
        self.parse_params_into(&mut f);
        self.parse_function_qualifiers(&mut f);
        f
    }

    pub fn parse_params_into(&mut self, f: &mut FunctionDecl) {
        if !self.at(T::RParen) {
            loop {
                if self.eat(T::Ellipsis) {
                    f.variadic = true;
                    break;
                }
                let lo = self.lo();
                let attrs = self.parse_attrs();
                let mut spec = self.parse_decl_spec(SpecCtx::TypeId);
                spec.attrs.extend(attrs);
                if spec.base == TypeBase::None && spec.cv == Cv::default() && spec.specifiers.is_empty() {
                    // `void f(x)` with x unknown: EDG would say the type is missing; cufe cannot tell.
                    if !self.at(T::RParen) || !f.params.is_empty() {
                        self.error_here(id::EXP_TYPE_SPECIFIER);
                    }
                    break;
                }
                let decl = self.parse_declarator(true, false);
                let default = if self.eat(T::Eq) { Some(self.parse_initializer_clause()) } else { None };
                f.params.push(Param { spec, decl, default, span: self.span_from(lo) });
                if self.at(T::Ellipsis) {
                    self.bump();
                    f.variadic = true;
                    break;
                }
                if !self.eat(T::Comma) {
                    break;
                }
            }
        }
        // The list stays in the tree: no spare capacity (a `Param` is ~240 bytes; Vec grows by four).
        f.params.shrink_to_fit();
        self.expect(T::RParen, id::EXP_RPAREN);
    }

    pub fn parse_function_qualifiers(&mut self, f: &mut FunctionDecl) {
        loop {
            match self.k() {
                T::Kw(Kw::Const) => f.cv.konst = true,
                T::Kw(Kw::Volatile) => f.cv.volatile = true,
                T::Kw(Kw::GnuRestrict) => f.cv.restrict = true,
                T::Amp => f.ref_qual = 1,
                T::AmpAmp => f.ref_qual = 2,
                _ => break,
            }
            self.bump();
        }
        loop {
            if self.at_kw(Kw::Noexcept) {
                self.bump();
                let e = if self.at(T::LParen) {
                    self.bump();
                    let e = self.parse_expr();
                    self.expect(T::RParen, id::EXP_RPAREN);
                    Some(e)
                } else {
                    None
                };
                f.exception = Some(ExceptionSpec::Noexcept(e));
            } else if self.at_kw(Kw::Throw) && self.peek(1) == T::LParen {
                self.bump();
                self.bump();
                if self.eat(T::Ellipsis) {
                    f.exception = Some(ExceptionSpec::ThrowAny);
                } else {
                    let mut v = Vec::new();
                    while !self.at(T::RParen) && !self.at(T::Eof) {
                        v.push(self.parse_type_id());
                        self.eat(T::Ellipsis);
                        if !self.eat(T::Comma) {
                            break;
                        }
                    }
                    f.exception = Some(ExceptionSpec::Throw(v));
                }
                self.expect(T::RParen, id::EXP_RPAREN);
            } else if self.at_attribute() {
                let a = self.parse_attrs();
                f.attrs.extend(a);
            } else {
                break;
            }
        }
        if self.at(T::Arrow) {
            self.bump();
            f.trailing = Some(self.parse_type_id());
        }
        if self.at_kw(Kw::Requires) {
            self.bump();
            f.requires = Some(self.parse_constraint_expr());
        }
    }

    /// A type-id: specifiers + abstract declarator.
    pub fn parse_type_id(&mut self) -> TypeId {
        let lo = self.lo();
        let spec = self.parse_decl_spec(SpecCtx::TypeId);
        if spec.base == TypeBase::None {
            self.error_here(id::EXP_TYPE_SPECIFIER);
        }
        let decl = self.parse_declarator(true, false);
        let span = self.span_from(lo);
        self.ast.add_type(TypeNode { spec, decl, span })
    }

    /// A type-id without function/array suffixes that could swallow what follows (`new T(…)`,
    /// conversion-type-ids): specifiers + pointer operators only.
    pub fn parse_new_type_id(&mut self) -> TypeId {
        let lo = self.lo();
        let spec = self.parse_decl_spec(SpecCtx::TypeId);
        if spec.base == TypeBase::None {
            self.error_here(id::EXP_TYPE_SPECIFIER);
        }
        let mut decl = Declarator::default();
        let mut prefix = Vec::new();
        while let Some(op) = self.parse_ptr_op() {
            prefix.push(op);
        }
        while self.at(T::LBracket) {
            self.bump();
            let e = self.parse_expr();
            self.expect(T::RBracket, id::EXP_RBRACKET);
            decl.ops.push(DeclaratorOp::Array(Some(e)));
        }
        prefix.reverse();
        decl.ops.extend(prefix);
        let span = self.span_from(lo);
        decl.span = span;
        self.ast.add_type(TypeNode { spec, decl, span })
    }
}
