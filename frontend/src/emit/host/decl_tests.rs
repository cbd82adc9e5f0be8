//! Byte-exact tests of the declaration printer: for each input in testdata/il the IL is built with sema's
//! builder API (as the parser will), the declaration sequence is listed by hand, and the rendered host
//! output is compared with the reference's whole output (`NAME.expected`, see testdata/il/regen.sh).
use super::decl::{Decl, FnBody, Item};
use super::expr::Expr;
use super::*;
use crate::emit::module_id;
use crate::sema::entities::{
    Access, BaseSpec, ClassKey, ExecSpace, FnRole, FunctionData, MemSpace, Payload, Storage,
    TemplateKind, TemplateParamKind, VariableData,
};
use crate::sema::ids::{EntityId, ExprId, ScopeId, TypeId};
use crate::sema::il::Il;
use crate::sema::names::Symbol;
use crate::sema::scopes::Scopes;
use crate::sema::target::Target;
use crate::sema::types::{
    ArrayBound, FloatKind, FnSig, IntKind, Noexcept, Quals, RefQual, TemplateArg, TypeTable,
};
use crate::source::{Offset, Span};
use std::collections::BTreeMap;
use std::path::PathBuf;

const G: ScopeId = Scopes::GLOBAL;

struct Fx {
    /// Items built by helpers before the test assembles its sequence.
    pending: Vec<Item>,
    dir: PathBuf,
    name: &'static str,
    src: String,
    il: Il,
    exprs: BTreeMap<ExprId, Expr>,
}

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/emit/testdata/il")
}

impl Fx {
    fn new(name: &'static str) -> Fx {
        Fx::new_in(dir(), name)
    }

    fn new_in(dir: PathBuf, name: &'static str) -> Fx {
        let src = std::fs::read_to_string(dir.join(format!("{}.ii", name))).unwrap();
        Fx {
            pending: Vec::new(),
            dir,
            name,
            src,
            il: Il::new(Target::LP64),
            exprs: BTreeMap::new(),
        }
    }

    /// Offset of the `nth` (0-based) occurrence of `needle`.
    fn off(&self, needle: &str, nth: usize) -> Offset {
        let mut from = 0;
        for _ in 0..nth {
            from += self.src[from..].find(needle).unwrap() + 1;
        }
        (from
            + self.src[from..]
                .find(needle)
                .unwrap_or_else(|| panic!("{:?} not in {}", needle, self.name))) as Offset
    }

    fn at(&self, needle: &str) -> Offset {
        self.off(needle, 0)
    }

    fn sym(&mut self, s: &str) -> Symbol {
        self.il.names.intern(s)
    }

    fn int(&self, k: IntKind) -> TypeId {
        self.il.types.int(k)
    }

    fn e(&mut self, e: Expr) -> ExprId {
        let id = ExprId(self.exprs.len() as u32);
        self.exprs.insert(id, e);
        id
    }

    fn ilit(&mut self, v: i128, k: IntKind) -> Expr {
        Expr::Int {
            value: v as u128,
            ty: self.int(k),
        }
    }

    fn var(
        &mut self,
        scope: ScopeId,
        name: &str,
        ty: TypeId,
        storage: Storage,
        init: Option<Expr>,
        flags: u32,
    ) -> EntityId {
        let n = self.sym(name);
        let init = match init {
            Some(x) => self.e(x),
            None => ExprId::NONE,
        };
        let data = VariableData {
            storage,
            init,
            flags,
            ..Default::default()
        };
        self.il
            .declare_variable(scope, n, ty, data, Span::default())
    }

    fn func(
        &mut self,
        scope: ScopeId,
        name: &str,
        ty: TypeId,
        params: &[(&str, TypeId)],
        data: FunctionData,
    ) -> EntityId {
        let n = self.sym(name);
        let ps: Vec<(Symbol, TypeId)> = params
            .iter()
            .map(|(p, t)| (self.il.names.intern(p), *t))
            .collect();
        self.il
            .declare_function(scope, n, ty, &ps, data, Span::default())
    }

    fn fty(&mut self, ret: TypeId, params: &[TypeId], variadic: bool) -> TypeId {
        self.il.types.simple_function(ret, params, variadic)
    }

    fn render(&self, items: &[Item], extra: &[&str]) {
        let mut o = Options::default();
        o.lang = Lang::Cpp17;
        o.static_host_stub = true;
        o.device_hidden_visibility = true;
        o.gnu_version = 120200;
        o.orig_src_file_name = Some("x.cu".into());
        o.orig_src_path_name = Some("/abs/x.cu".into());
        for a in extra {
            match *a {
                "--device-c" => o.device_c = true,
                "--debug_mode" => o.debug_mode = true,
                "--no-device-hidden-visibility" => o.device_hidden_visibility = false,
                other => panic!("option {}", other),
            }
        }
        let input = format!("{}.ii", self.name);
        o.input = Some(input.clone());
        o.stub_file_name = Some("x.cudafe1.stub.c".into());
        let mid = dir()
            .join("../fixed.module_id")
            .to_string_lossy()
            .into_owned();
        o.module_id_file_name = Some(mid);
        let mut map = SourceMap::new(&input, self.src.as_bytes().to_vec());
        let lexed = crate::lex::lex(&mut map, &crate::lex::LexConfig::default());
        let tu = TranslationUnit::default();
        let id = module_id::compute(&o, map.text(), None).unwrap();
        let refs = HostRefs::new();
        let inp = EmitInput {
            opts: &o,
            map: &map,
            lexed: &lexed,
            tu: &tu,
            module_id: &id.text,
            host_refs: &refs,
        };
        let decls = Declarations {
            il: &self.il,
            items,
            exprs: &self.exprs,
        };
        let mut gaps = Gaps::new();
        let got = print_translation_unit(&inp, &decls, &mut gaps)
            .unwrap_or_else(|| panic!("{}: gaps {}", self.name, gaps.to_json()));
        let want = std::fs::read(self.dir.join(format!("{}.expected", self.name))).unwrap();
        assert!(
            got == want,
            "{} differs\n--- got\n{}\n--- want\n{}",
            self.name,
            String::from_utf8_lossy(&got),
            String::from_utf8_lossy(&want)
        );
    }
}

fn d(entity: EntityId, at: Offset) -> Item {
    Item::Decl(Decl {
        entity,
        at,
        ..Default::default()
    })
}

fn def(entity: EntityId, at: Offset, members: Vec<Item>, close_at: Offset) -> Item {
    Item::Decl(Decl {
        entity,
        at,
        definition: true,
        members,
        close_at,
        ..Default::default()
    })
}

fn fdef(entity: EntityId, at: Offset, open: Offset, close: Offset) -> Item {
    Item::Decl(Decl {
        entity,
        at,
        definition: true,
        body: Some(FnBody {
            open,
            close,
            empty: true,
        }),
        ..Default::default()
    })
}

#[test]
fn variables_and_literals() {
    let mut f = Fx::new("vars");
    let int = f.int(IntKind::Int);
    let ch = f.int(IntKind::Char);
    let mut items = Vec::new();
    let t = f.il.types.pointer(int);
    let v = f.var(G, "p", t, Storage::None, None, 0);
    items.push(d(v, f.at("int *p")));
    let cc = f.il.types.qualified(ch, Quals::CONST);
    let pcc = f.il.types.pointer(cc);
    let v = f.var(
        G,
        "s",
        pcc,
        Storage::None,
        Some(Expr::Converted(Box::new(Expr::Str {
            bytes: b"hi\n".to_vec(),
            prefix: "",
        }))),
        0,
    );
    items.push(d(v, f.at("const char *s")));
    let lit5 = f.ilit(5, IntKind::Int);
    let ul = f.int(IntKind::ULong);
    let v = f.var(
        G,
        "ul",
        ul,
        Storage::None,
        Some(Expr::Converted(Box::new(lit5.clone()))),
        0,
    );
    items.push(d(v, f.at("unsigned long")));
    let lit3 = f.ilit(3, IntKind::Int);
    let ll = f.int(IntKind::LongLong);
    let v = f.var(
        G,
        "ll",
        ll,
        Storage::None,
        Some(Expr::Converted(Box::new(Expr::Neg(Box::new(lit3))))),
        0,
    );
    items.push(d(v, f.at("long long")));
    let v = f.var(G, "si", int, Storage::Static, None, 0);
    items.push(d(v, f.at("static int si")));
    let v = f.var(G, "ei", int, Storage::Extern, None, 0);
    items.push(d(v, f.at("extern int ei")));
    let dbl = f.il.types.float(FloatKind::Double);
    let v = f.var(
        G,
        "d",
        dbl,
        Storage::None,
        Some(Expr::Float(crate::sema::consteval::FloatValue::new(FloatKind::Double, 1.5))),
        0,
    );
    items.push(d(v, f.at("double d")));
    let flt = f.il.types.float(FloatKind::Float);
    let v = f.var(
        G,
        "f",
        flt,
        Storage::None,
        Some(Expr::Float(crate::sema::consteval::FloatValue::new(FloatKind::Float, 2.0))),
        0,
    );
    items.push(d(v, f.at("float f")));
    let a = f.ilit(b'a' as i128, IntKind::Char);
    let v = f.var(G, "c", ch, Storage::None, Some(a), 0);
    items.push(d(v, f.at("char c")));
    let arr = f.il.types.array(int, ArrayBound::Known(3));
    let v = f.var(G, "arr", arr, Storage::None, None, 0);
    items.push(d(v, f.at("int arr[3]")));
    let fnt = f.fty(int, &[int, ch], false);
    let pf = f.il.types.pointer(fnt);
    let v = f.var(G, "fp", pf, Storage::None, None, 0);
    items.push(d(v, f.at("int (*fp)")));
    let ui = f.int(IntKind::UInt);
    let v = f.var(G, "u", ui, Storage::None, None, 0);
    items.push(d(v, f.at("unsigned u")));
    let cvi = f.il.types.qualified(int, Quals::CV);
    let p = f.il.types.pointer(cvi);
    let cp = f.il.types.qualified(p, Quals::CONST);
    let zero = f.ilit(0, IntKind::Int);
    let v = f.var(
        G,
        "cvp",
        cp,
        Storage::None,
        Some(Expr::Converted(Box::new(zero))),
        0,
    );
    items.push(d(v, f.at("const volatile")));
    let lit5 = f.ilit(5, IntKind::Int);
    let vi = f.var(G, "i", int, Storage::None, Some(lit5), 0);
    items.push(d(vi, f.at("int i = 5")));
    let bl = f.int(IntKind::Bool);
    let tr = f.ilit(1, IntKind::Bool);
    let v = f.var(G, "b", bl, Storage::None, Some(tr), 0);
    items.push(d(v, f.at("bool b")));
    let v = f.var(
        G,
        "big",
        dbl,
        Storage::None,
        Some(Expr::Float(crate::sema::consteval::FloatValue::new(FloatKind::Double, 1e10))),
        0,
    );
    items.push(d(v, f.at("double big")));
    let s = Expr::Converted(Box::new(Expr::Str {
        bytes: b"a\tb\"c\x01".to_vec(),
        prefix: "",
    }));
    let v = f.var(G, "t", pcc, Storage::None, Some(s), 0);
    items.push(d(v, f.at("const char *t")));
    let ri = f.il.types.lref(int);
    let v = f.var(
        G,
        "ri",
        ri,
        Storage::None,
        Some(Expr::Converted(Box::new(Expr::Name(vi)))),
        0,
    );
    items.push(d(v, f.at("int &ri")));
    let ci = f.il.types.qualified(int, Quals::CONST);
    let six = f.ilit(6, IntKind::Int);
    let v = f.var(
        G,
        "ce",
        ci,
        Storage::None,
        Some(six),
        VariableData::CONSTEXPR,
    );
    items.push(d(v, f.at("constexpr")));
    let v = f.var(
        G,
        "tl",
        int,
        Storage::None,
        None,
        VariableData::THREAD_LOCAL,
    );
    items.push(d(v, f.at("thread_local")));
    let vt = TypeTable::VOID;
    let fv = f.fty(vt, &[], false);
    let pfv = f.il.types.pointer(fv);
    let apfv = f.il.types.array(pfv, ArrayBound::Known(4));
    let v = f.var(G, "fpa", apfv, Storage::None, None, 0);
    items.push(d(v, f.at("void (*fpa")));
    f.render(&items, &[]);
}

#[test]
fn typedefs_namespaces_enums_linkage() {
    let mut f = Fx::new("types");
    let int = f.int(IntKind::Int);
    let mut items = Vec::new();
    let n = f.sym("myint");
    let (e, _) = f.il.declare_typedef(G, n, int, Span::default());
    items.push(d(e, f.at("typedef int")));
    let n = f.sym("size_t");
    let ul = f.int(IntKind::ULong);
    let (e, _) = f.il.declare_typedef(G, n, ul, Span::default());
    items.push(d(e, f.at("typedef unsigned")));
    let n = f.sym("alias");
    let ci = f.il.types.qualified(int, Quals::CONST);
    let pci = f.il.types.pointer(ci);
    let (e, _) = f.il.declare_typedef(G, n, pci, Span::default());
    items.push(Item::Decl(Decl {
        entity: e,
        at: f.at("using alias"),
        alias_syntax: true,
        ..Default::default()
    }));
    // namespace N { int x; namespace M { int y; } }
    let nn = f.sym("N");
    let (ns, nsc) = f.il.open_namespace(G, nn, false, Span::default());
    let x = f.var(nsc, "x", int, Storage::None, None, 0);
    let mn = f.sym("M");
    let (ms, msc) = f.il.open_namespace(nsc, mn, false, Span::default());
    let y = f.var(msc, "y", int, Storage::None, None, 0);
    let m_item = def(
        ms,
        f.at("namespace M"),
        vec![d(y, f.at("int y"))],
        f.at("} }"),
    );
    items.push(def(
        ns,
        f.at("namespace N {"),
        vec![d(x, f.at("int x")), m_item],
        f.at("} }") + 2,
    ));
    // namespace { int anon; }
    let (an, asc) =
        f.il.open_namespace(G, Symbol::EMPTY, false, Span::default());
    let av = f.var(asc, "anon", int, Storage::None, None, 0);
    items.push(def(
        an,
        f.at("namespace { int anon"),
        vec![d(av, f.at("int anon"))],
        f.at("anon; }") + 6,
    ));
    // namespace N { namespace { int c; } }
    let (an2, asc2) =
        f.il.open_namespace(nsc, Symbol::EMPTY, false, Span::default());
    let cv = f.var(asc2, "c", int, Storage::None, None, 0);
    let inner = def(
        an2,
        f.at("namespace { int c"),
        vec![d(cv, f.at("int c"))],
        f.at("c; }") + 3,
    );
    items.push(def(
        ns,
        f.off("namespace N {", 1),
        vec![inner],
        f.at("c; } }") + 5,
    ));
    // enum E { A, B = 5, C };
    let en = f.sym("E");
    let e =
        f.il.declare_enum(G, en, false, TypeId::NONE, Span::default());
    for (name, v) in [("A", 0), ("B", 5), ("C", 6)] {
        let s = f.sym(name);
        f.il.declare_enumerator(e, s, v, Span::default());
    }
    if let Payload::Enum(ed) = &mut f.il.entities.ent_mut(e).data {
        ed.underlying = int;
    }
    items.push(def(e, f.at("enum E"), vec![], 0));
    let en = f.sym("SE");
    let uc = f.int(IntKind::UChar);
    let e = f.il.declare_enum(G, en, true, uc, Span::default());
    for (name, v) in [("X", 0), ("Y", 1)] {
        let s = f.sym(name);
        f.il.declare_enumerator(e, s, v, Span::default());
    }
    items.push(def(e, f.at("enum class"), vec![], 0));
    let e =
        f.il.declare_enum(G, Symbol::EMPTY, false, int, Span::default());
    let s = f.sym("Q");
    f.il.declare_enumerator(e, s, 0, Span::default());
    items.push(def(e, f.at("enum : int"), vec![], 0));
    // extern "C" { int cj; void cf(int); }
    let cj = f.var(G, "cj", int, Storage::None, None, VariableData::EXTERN_C);
    let vt = TypeTable::VOID;
    let ft = f.fty(vt, &[int], false);
    let cf = f.func(
        G,
        "cf",
        ft,
        &[("", int)],
        FunctionData {
            flags: FunctionData::EXTERN_C,
            ..Default::default()
        },
    );
    items.push(Item::Linkage {
        lang: "C".into(),
        braced: true,
        at: f.at("extern \"C\" {"),
        close_at: f.at("); }") + 3,
        items: vec![d(cj, f.at("int cj")), d(cf, f.at("void cf"))],
    });
    let ci = f.var(G, "ci", int, Storage::None, None, VariableData::EXTERN_C);
    items.push(Item::Linkage {
        lang: "C".into(),
        braced: false,
        at: f.at("extern \"C\" int ci"),
        close_at: 0,
        items: vec![d(ci, f.at("int ci"))],
    });
    f.render(&items, &[]);
}

impl Fx {
    fn field(
        &mut self,
        class_scope: ScopeId,
        name: &str,
        ty: TypeId,
        bits: Option<u32>,
        access: Access,
    ) -> EntityId {
        let n = self.sym(name);
        let parent = self.il.scopes.get(class_scope).unwrap().entity;
        let mut e = crate::sema::entities::Entity::new(
            n,
            Payload::Field(crate::sema::entities::FieldData {
                bit_width: bits,
                init: ExprId::NONE,
                ..Default::default()
            }),
        );
        e.parent = parent;
        e.ty = ty;
        e.access = access;
        let id = self.il.entities.add(e);
        self.il
            .scopes
            .declare(&mut self.il.entities, class_scope, id);
        id
    }

    fn class(&mut self, scope: ScopeId, name: &str, key: ClassKey) -> (EntityId, ScopeId) {
        let n = self.sym(name);
        let c = self.il.declare_class(scope, n, key, false, Span::default());
        let s = self.il.begin_class_definition(c, scope);
        (c, s)
    }

    fn set_access(&mut self, e: EntityId, a: Access) {
        self.il.entities.ent_mut(e).access = a;
    }
}

#[test]
fn classes_members_access_bases() {
    let mut f = Fx::new("class");
    let int = f.int(IntKind::Int);
    let ui = f.int(IntKind::UInt);
    let vt = TypeTable::VOID;
    let mut items = Vec::new();
    // struct S { int a; unsigned b : 3; static int sm; void mf(); private: int pv; protected: int pr; public: int pu; };
    let (s, ss) = f.class(G, "S", ClassKey::Struct);
    let a = f.field(ss, "a", int, None, Access::Public);
    let bf = f.field(ss, "b", ui, Some(3), Access::Public);
    let sm = f.var(
        ss,
        "sm",
        int,
        Storage::None,
        None,
        VariableData::STATIC_MEMBER,
    );
    f.set_access(sm, Access::Public);
    let fv = f.fty(vt, &[], false);
    let mf = f.func(ss, "mf", fv, &[], FunctionData::default());
    f.set_access(mf, Access::Public);
    let pv = f.field(ss, "pv", int, None, Access::Private);
    let pr = f.field(ss, "pr", int, None, Access::Protected);
    let pu = f.field(ss, "pu", int, None, Access::Public);
    f.il.end_class_definition(s);
    let members = vec![
        d(a, f.at("int a;")),
        d(bf, f.at("unsigned b")),
        d(sm, f.at("static int sm")),
        d(mf, f.at("void mf")),
        d(pv, f.at("private:")),
        d(pr, f.at("protected:")),
        d(pu, f.at("public: int pu")),
    ];
    items.push(def(s, f.at("struct S"), members, f.at("; };") + 2));
    // struct Fw; struct Fw *pfw;
    let n = f.sym("Fw");
    let fw =
        f.il.declare_class(G, n, ClassKey::Struct, false, Span::default());
    items.push(d(fw, f.at("struct Fw;")));
    let fwt = f.il.entities.ent(fw).ty;
    let pfw = f.il.types.pointer(fwt);
    let v = f.var(G, "pfw", pfw, Storage::None, None, 0);
    items.push(d(v, f.at("struct Fw *pfw")));
    // namespace NS { struct T2 {}; }
    let n = f.sym("NS");
    let (ns, nss) = f.il.open_namespace(G, n, false, Span::default());
    let (t2, _) = f.class(nss, "T2", ClassKey::Struct);
    f.il.end_class_definition(t2);
    let t2_item = def(t2, f.at("struct T2"), vec![], f.at("{}; }") + 1);
    items.push(def(
        ns,
        f.at("namespace NS"),
        vec![t2_item],
        f.at("{}; }") + 4,
    ));
    // class K : public S, virtual private NS::T2 {};
    let (k, _) = f.class(G, "K", ClassKey::Class);
    let st = f.il.entities.ent(s).ty;
    let t2t = f.il.entities.ent(t2).ty;
    f.il.entities.set_bases(
        k,
        &[
            BaseSpec {
                ty: st,
                access: Access::Public,
                is_virtual: false,
                pack_expansion: false,
                span: Span::default(),
            },
            BaseSpec {
                ty: t2t,
                access: Access::Private,
                is_virtual: true,
                pack_expansion: false,
                span: Span::default(),
            },
        ],
    );
    f.il.end_class_definition(k);
    items.push(def(k, f.at("class K"), vec![], f.at("NS::T2 {}") + 8));
    // struct Q { … };
    let (q, qs) = f.class(G, "Q", ClassKey::Struct);
    let qt = f.il.entities.ent(q).ty;
    let mut members = Vec::new();
    let ctor = FunctionData {
        role: FnRole::Constructor,
        ..Default::default()
    };
    let c0 = f.func(qs, "Q", fv, &[], ctor);
    members.push(d(c0, f.at("  Q();")));
    let fi = f.fty(vt, &[int], false);
    let c1 = f.func(qs, "Q", fi, &[("", int)], ctor);
    members.push(d(c1, f.at("Q(int)")));
    let dt = f.func(
        qs,
        "~Q",
        fv,
        &[],
        FunctionData {
            role: FnRole::Destructor,
            ..Default::default()
        },
    );
    members.push(d(dt, f.at("~Q")));
    let v = f.func(
        qs,
        "v",
        fv,
        &[],
        FunctionData {
            flags: FunctionData::VIRTUAL | FunctionData::PURE,
            ..Default::default()
        },
    );
    members.push(d(v, f.at("virtual void")));
    let bl = f.int(IntKind::Bool);
    let params = f.il.types.intern_type_list(&[]);
    let conv_t = f.il.types.function(FnSig {
        ret: bl,
        params,
        variadic: false,
        quals: Quals::CONST,
        ref_qual: RefQual::None,
        noexcept: Noexcept::No,
        trailing: false,
    });
    let cv = f.func(
        qs,
        "operator bool",
        conv_t,
        &[],
        FunctionData {
            role: FnRole::Conversion,
            flags: FunctionData::EXPLICIT,
            ..Default::default()
        },
    );
    members.push(d(cv, f.at("explicit")));
    let cq = f.il.types.qualified(qt, Quals::CONST);
    let rcq = f.il.types.lref(cq);
    let rq = f.il.types.lref(qt);
    let at = f.fty(rq, &[rcq], false);
    let asg = f.func(
        qs,
        "operator=",
        at,
        &[("", rcq)],
        FunctionData {
            role: FnRole::Operator,
            flags: FunctionData::DEFAULTED,
            ..Default::default()
        },
    );
    members.push(d(asg, f.at("Q &operator")));
    let sf = f.func(
        qs,
        "sf",
        fv,
        &[],
        FunctionData {
            flags: FunctionData::STATIC_MEMBER,
            ..Default::default()
        },
    );
    members.push(d(sf, f.at("static void sf")));
    let cm_t = f.il.types.function(FnSig {
        ret: int,
        params,
        variadic: false,
        quals: Quals::CONST,
        ref_qual: RefQual::None,
        noexcept: Noexcept::No,
        trailing: false,
    });
    let cm = f.func(qs, "cm", cm_t, &[], FunctionData::default());
    members.push(d(cm, f.at("int cm")));
    for m in &members {
        if let Item::Decl(md) = m {
            f.set_access(md.entity, Access::Public);
        }
    }
    f.il.end_class_definition(q);
    items.push(def(q, f.at("struct Q"), members, f.at("};\nQ::Q")));
    items.push(Item::Decl(Decl {
        entity: c0,
        at: f.at("Q::Q()"),
        definition: true,
        body: Some(FnBody {
            open: f.at("{}\nunion"),
            close: f.at("{}\nunion") + 1,
            empty: true,
        }),
        ..Default::default()
    }));
    // union U { int a; float b; };
    let (u, us) = f.class(G, "U", ClassKey::Union);
    let flt = f.il.types.float(FloatKind::Float);
    let ua = f.field(us, "a", int, None, Access::Public);
    let ub = f.field(us, "b", flt, None, Access::Public);
    f.il.end_class_definition(u);
    items.push(def(
        u,
        f.at("union U"),
        vec![d(ua, f.at("int a; float")), d(ub, f.at("float b"))],
        f.at("b; }") + 3,
    ));
    // struct Multi over four lines.
    let (m, ms) = f.class(G, "Multi", ClassKey::Struct);
    let ma = f.field(ms, "a", int, None, Access::Public);
    let mb = f.field(ms, "b", int, None, Access::Public);
    f.il.end_class_definition(m);
    items.push(def(
        m,
        f.at("struct Multi"),
        vec![d(ma, f.at("  int a;")), d(mb, f.at("  int b;"))],
        f.at("b;\n}") + 3,
    ));
    f.render(&items, &[]);
}

fn body_of(f: &Fx, open: &str, close: &str) -> Option<FnBody> {
    let o = f.at(open);
    let c = o + f.src[o as usize..].find(close).unwrap() as Offset;
    Some(FnBody {
        open: o,
        close: c,
        empty: true,
    })
}

fn fn_def(f: &Fx, e: EntityId, at: &str, open: &str) -> Item {
    let a = f.at(at);
    let o = a + f.src[a as usize..].find(open).unwrap() as Offset;
    let c = o + f.src[o as usize..].find('}').unwrap() as Offset;
    fdef(e, a, o, c)
}

#[test]
fn function_declarations_and_definitions() {
    let mut f = Fx::new("funcs");
    let int = f.int(IntKind::Int);
    let ch = f.int(IntKind::Char);
    let vt = TypeTable::VOID;
    let mut items = Vec::new();
    let fv = f.fty(vt, &[], false);
    let f1 = f.func(G, "f1", fv, &[], FunctionData::default());
    items.push(d(f1, f.at("void f1();")));
    let cc = f.il.types.qualified(ch, Quals::CONST);
    let pcc = f.il.types.pointer(cc);
    let t = f.fty(int, &[int, pcc], true);
    let f2 = f.func(
        G,
        "f2",
        t,
        &[("a", int), ("b", pcc)],
        FunctionData::default(),
    );
    items.push(d(f2, f.at("int f2")));
    let dbl = f.il.types.float(FloatKind::Double);
    let t = f.fty(int, &[int, dbl], false);
    let f3 = f.func(
        G,
        "f3",
        t,
        &[("a", int), ("", dbl)],
        FunctionData::default(),
    );
    let three = f.ilit(3, IntKind::Int);
    let d0 = f.e(three);
    let d1 = f.e(Expr::Float(crate::sema::consteval::FloatValue::new(FloatKind::Double, 1.5)));
    let ps: Vec<EntityId> = f.il.entities.params(f3).collect();
    for (p, x) in ps.iter().zip([d0, d1]) {
        if let Payload::Param(pd) = &mut f.il.entities.ent_mut(*p).data {
            pd.default_arg = x;
        }
    }
    items.push(d(f3, f.at("int f3")));
    let params = f.il.types.intern_type_list(&[]);
    let t = f.il.types.function(FnSig {
        ret: vt,
        params,
        variadic: false,
        quals: Quals::NONE,
        ref_qual: RefQual::None,
        noexcept: Noexcept::Yes,
        trailing: false,
    });
    let f4 = f.func(G, "f4", t, &[], FunctionData::default());
    items.push(d(f4, f.at("void f4")));
    let f5 = f.func(
        G,
        "f5",
        fv,
        &[],
        FunctionData {
            flags: FunctionData::INLINE | FunctionData::DEFINED,
            ..Default::default()
        },
    );
    items.push(fn_def(&f, f5, "inline void f5", "{"));
    let t = f.fty(vt, &[int], false);
    let f6 = f.func(
        G,
        "f6",
        t,
        &[("x", int)],
        FunctionData {
            storage: Storage::Static,
            ..Default::default()
        },
    );
    items.push(fn_def(&f, f6, "static void f6", "{"));
    let f7 = f.func(
        G,
        "f7",
        fv,
        &[],
        FunctionData {
            flags: FunctionData::EXTERN_C,
            ..Default::default()
        },
    );
    items.push(Item::Linkage {
        lang: "C".into(),
        braced: false,
        at: f.at("extern \"C\" void f7"),
        close_at: 0,
        items: vec![d(f7, f.at("void f7"))],
    });
    // int f11(int (*cb)(int), int arr[], int &r);
    let fi = f.fty(int, &[int], false);
    let pfi = f.il.types.pointer(fi);
    let arr = f.il.types.array(int, ArrayBound::Unknown);
    let pint = f.il.types.pointer(int);
    let rint = f.il.types.lref(int);
    let t = f.fty(int, &[pfi, pint, rint], false);
    // The parameter entity keeps the type as written (`int arr[]`), the function type the adjusted one.
    let f11 = f.func(
        G,
        "f11",
        t,
        &[("cb", pfi), ("arr", arr), ("r", rint)],
        FunctionData::default(),
    );
    items.push(d(f11, f.at("int f11")));
    let t = f.il.types.function(FnSig {
        ret: int,
        params,
        variadic: false,
        quals: Quals::NONE,
        ref_qual: RefQual::None,
        noexcept: Noexcept::No,
        trailing: true,
    });
    let f12 = f.func(G, "f12", t, &[], FunctionData::default());
    items.push(d(f12, f.at("auto f12")));
    items.push(fn_def(&f, f1, "void f1() {", "{"));
    let pch = f.il.types.pointer(ch);
    let cpch = f.il.types.qualified(pch, Quals::CONST);
    let t = f.fty(pint, &[cpch], false);
    let f13 = f.func(G, "f13", t, &[("p", cpch)], FunctionData::default());
    items.push(Item::Decl(Decl {
        entity: f13,
        at: f.at("int *f13"),
        definition: true,
        body: body_of(&f, "{\n}", "}"),
        ..Default::default()
    }));
    f.render(&items, &[]);
}

/// testdata/il/cuda.ii's IL: memory-space variables, kernels, device functions, device members.
fn cuda_fixture(name: &'static str) -> (Fx, Vec<Item>) {
    let mut f = Fx::new(name);
    let int = f.int(IntKind::Int);
    let flt = f.il.types.float(FloatKind::Float);
    let vt = TypeTable::VOID;
    let mut items = Vec::new();
    let mv = |f: &mut Fx,
              name: &str,
              ty: TypeId,
              storage: Storage,
              init: Option<Expr>,
              mem: u8,
              at: &str| {
        let v = f.var(G, name, ty, storage, init, 0);
        f.il.entities.ent_mut(v).mem = MemSpace(mem);
        d(v, f.at(at))
    };
    items.push(mv(
        &mut f,
        "dv",
        int,
        Storage::None,
        None,
        MemSpace::DEVICE,
        "__attribute__((device)) int dv",
    ));
    let three = f.ilit(3, IntKind::Int);
    items.push(mv(
        &mut f,
        "cv",
        int,
        Storage::None,
        Some(three),
        MemSpace::CONSTANT,
        "__attribute__((constant))",
    ));
    items.push(mv(
        &mut f,
        "sdv",
        int,
        Storage::Static,
        None,
        MemSpace::DEVICE,
        "static __attr",
    ));
    items.push(mv(
        &mut f,
        "edv",
        int,
        Storage::Extern,
        None,
        MemSpace::DEVICE,
        "extern __attr",
    ));
    items.push(mv(
        &mut f,
        "shv",
        int,
        Storage::None,
        None,
        MemSpace::SHARED,
        "__attribute__((shared))",
    ));
    let managed = MemSpace::DEVICE | MemSpace::MANAGED;
    items.push(mv(
        &mut f,
        "mv",
        int,
        Storage::None,
        None,
        managed,
        "__attribute__((device)) __attribute__((managed)) int mv",
    ));
    let arr = f.il.types.array(int, ArrayBound::Known(4));
    items.push(mv(
        &mut f,
        "marr",
        arr,
        Storage::None,
        None,
        managed,
        "__attribute__((device)) __attribute__((managed)) int marr",
    ));
    let kernel = |f: &mut Fx,
                  scope: ScopeId,
                  name: &str,
                  t: TypeId,
                  ps: &[(&str, TypeId)],
                  storage: Storage| {
        let k = f.func(
            scope,
            name,
            t,
            ps,
            FunctionData {
                storage,
                ..Default::default()
            },
        );
        f.il.entities.ent_mut(k).exec = ExecSpace(ExecSpace::GLOBAL | ExecSpace::ANNOTATED);
        k
    };
    let pf = f.il.types.pointer(flt);
    let t = f.fty(vt, &[int, pf], false);
    let k1 = kernel(&mut f, G, "k1", t, &[("a", int), ("b", pf)], Storage::None);
    items.push(fn_def(&f, k1, "__attribute__((global)) void k1", "{"));
    let fv = f.fty(vt, &[], false);
    let k2 = kernel(&mut f, G, "k2", fv, &[], Storage::None);
    items.push(d(k2, f.at("__attribute__((global)) void k2")));
    let k3 = kernel(&mut f, G, "k3", fv, &[], Storage::Static);
    items.push(fn_def(&f, k3, "static __attribute__((global))", "{"));
    let device = ExecSpace(ExecSpace::DEVICE | ExecSpace::ANNOTATED);
    let t = f.fty(int, &[int, flt, int], false);
    let d1 = f.func(
        G,
        "d1",
        t,
        &[("a", int), ("b", flt), ("", int)],
        FunctionData::default(),
    );
    f.il.entities.ent_mut(d1).exec = device;
    items.push(Item::Decl(Decl {
        entity: d1,
        at: f.at("__attribute__((device)) int d1"),
        definition: true,
        body: body_of(&f, "{\n}", "}"),
        ..Default::default()
    }));
    let t = f.fty(vt, &[int], false);
    let d2 = f.func(G, "d2", t, &[("", int)], FunctionData::default());
    f.il.entities.ent_mut(d2).exec = device;
    items.push(d(d2, f.at("__attribute__((device)) void d2")));
    let hd = f.func(G, "hd", fv, &[], FunctionData::default());
    f.il.entities.ent_mut(hd).exec =
        ExecSpace(ExecSpace::HOST | ExecSpace::DEVICE | ExecSpace::ANNOTATED);
    items.push(fn_def(&f, hd, "__attribute__((host))", "{"));
    // struct C { __device__ C() { } __device__ ~C() { } __device__ void m(int q) { } };
    let (c, cs) = f.class(G, "C", ClassKey::Struct);
    let ctor = f.func(
        cs,
        "C",
        fv,
        &[],
        FunctionData {
            role: FnRole::Constructor,
            ..Default::default()
        },
    );
    let dtor = f.func(
        cs,
        "~C",
        fv,
        &[],
        FunctionData {
            role: FnRole::Destructor,
            ..Default::default()
        },
    );
    let m = f.func(cs, "m", t, &[("q", int)], FunctionData::default());
    let mut members = Vec::new();
    for (e, at) in [
        (ctor, "__attribute__((device)) C()"),
        (dtor, "__attribute__((device)) ~C"),
        (m, "__attribute__((device)) void m"),
    ] {
        f.il.entities.ent_mut(e).exec = device;
        f.set_access(e, Access::Public);
        members.push(fn_def(&f, e, at, "{"));
    }
    f.il.end_class_definition(c);
    items.push(def(c, f.at("struct C"), members, f.at("} };") + 2));
    // namespace { __device__ int adv; __global__ void k4() { } }
    let (an, asc) =
        f.il.open_namespace(G, Symbol::EMPTY, false, Span::default());
    let adv = f.var(asc, "adv", int, Storage::None, None, 0);
    f.il.entities.ent_mut(adv).mem = MemSpace(MemSpace::DEVICE);
    let k4 = kernel(&mut f, asc, "k4", fv, &[], Storage::None);
    let members = vec![
        d(adv, f.at("__attribute__((device)) int adv")),
        fn_def(&f, k4, "__attribute__((global)) void k4", "{"),
    ];
    items.push(def(
        an,
        f.at("namespace {"),
        members,
        f.at("k4() { } }") + 9,
    ));
    (f, items)
}

#[test]
fn cuda_whole_program() {
    let (f, items) = cuda_fixture("cuda");
    f.render(&items, &[]);
}

#[test]
fn cuda_device_c() {
    let (f, items) = cuda_fixture("cuda_rdc");
    f.render(&items, &["--device-c"]);
}

#[test]
fn cuda_debug_mode() {
    let (f, items) = cuda_fixture("cuda_debug");
    f.render(&items, &["--debug_mode"]);
}

#[test]
fn templates_as_written_and_specialisations() {
    let mut f = Fx::new("tmpl");
    let int = f.int(IntKind::Int);
    let mut items = Vec::new();
    // template <class T> struct A { T x; };
    let an = f.sym("A");
    let (ta, ps) =
        f.il.declare_template(G, an, TemplateKind::Class, 0, Span::default());
    let tn = f.sym("T");
    let tp = f.il.declare_template_param(
        ta,
        ps,
        tn,
        TemplateParamKind::Type,
        TypeId::NONE,
        false,
        Span::default(),
    );
    let tt = f.il.entities.ent(tp).ty;
    let pat =
        f.il.declare_class(ps, an, ClassKey::Struct, true, Span::default());
    let pats = f.il.begin_class_definition(pat, ps);
    let x = f.field(pats, "x", tt, None, Access::Public);
    f.il.end_class_definition(pat);
    f.il.set_template_pattern(ta, pat);
    items.push(def(
        ta,
        f.at("template <class T> struct A"),
        vec![d(x, f.at("T x"))],
        f.at("x; }") + 3,
    ));
    // A<int> ai; A<A<int> > aai;
    let (_, ai_t) =
        f.il.class_specialization(ta, &[TemplateArg::Type(int)], Span::default());
    let v = f.var(G, "ai", ai_t, Storage::None, None, 0);
    items.push(d(v, f.at("A<int> ai")));
    let (_, aai_t) =
        f.il.class_specialization(ta, &[TemplateArg::Type(ai_t)], Span::default());
    let v = f.var(G, "aai", aai_t, Storage::None, None, 0);
    items.push(d(v, f.at("A<A<int> > aai")));
    // template <class T, int N> struct B;
    let bn = f.sym("B");
    let (tb, bps) =
        f.il.declare_template(G, bn, TemplateKind::Class, 0, Span::default());
    f.il.declare_template_param(
        tb,
        bps,
        tn,
        TemplateParamKind::Type,
        TypeId::NONE,
        false,
        Span::default(),
    );
    let nn = f.sym("N");
    f.il.declare_template_param(
        tb,
        bps,
        nn,
        TemplateParamKind::NonType,
        int,
        false,
        Span::default(),
    );
    let bpat =
        f.il.declare_class(bps, bn, ClassKey::Struct, true, Span::default());
    f.il.set_template_pattern(tb, bpat);
    items.push(d(tb, f.at("template <class T, int N>")));
    // template <> struct B<int, 3> { int y; };
    let (bs, _) = f.il.class_specialization(
        tb,
        &[
            TemplateArg::Type(int),
            TemplateArg::Int { value: 3, ty: int },
        ],
        Span::default(),
    );
    if let Payload::Class(c) = &mut f.il.entities.ent_mut(bs).data {
        c.spec.kind = crate::sema::entities::SpecKind::Explicit;
    }
    let bss = f.il.begin_class_definition(bs, G);
    let y = f.field(bss, "y", int, None, Access::Public);
    f.il.end_class_definition(bs);
    items.push(def(
        bs,
        f.at("template <> struct"),
        vec![d(y, f.at("int y"))],
        f.at("y; }") + 3,
    ));
    // template <class T> using Al = A<T>;
    let aln = f.sym("Al");
    let (tal, alps) =
        f.il.declare_template(G, aln, TemplateKind::Alias, 0, Span::default());
    let tp2 = f.il.declare_template_param(
        tal,
        alps,
        tn,
        TemplateParamKind::Type,
        TypeId::NONE,
        false,
        Span::default(),
    );
    let t2 = f.il.entities.ent(tp2).ty;
    let args = f.il.types.intern_args(&[TemplateArg::Type(t2)]);
    let tid = f.il.types.template_id(ta, args);
    let (alias, _) = f.il.declare_typedef(alps, aln, tid, Span::default());
    f.il.set_template_pattern(tal, alias);
    items.push(d(tal, f.at("template <class T> using")));
    f.render(&items, &[]);
}

/// testdata/il/nvhr_n2.cu (reference run: `ref-cudafe nvhr_n2.cu OUT -rdc=true`, path /tmp/emitdecl/nv/n2.cu):
/// the module id's entity is the first eligible definition (`_ZN2NS2In4knspEi`, crc `c1c7bf4b`), and the
/// `.nvHR` arrays list the host-referenced kernels and variables with the reference's entry texts.
#[test]
fn module_id_entity_and_host_refs() {
    let mut f = Fx::new_cu("nvhr_n2");
    let int = f.int(IntKind::Int);
    let vt = TypeTable::VOID;
    let mut items = Vec::new();
    let kernel = ExecSpace(ExecSpace::GLOBAL | ExecSpace::ANNOTATED);
    let defn = |e| {
        Item::Decl(Decl {
            entity: e,
            definition: true,
            body: Some(FnBody {
                open: 0,
                close: 0,
                empty: true,
            }),
            ..Default::default()
        })
    };
    let n = f.sym("NS");
    let (ns, nss) = f.il.open_namespace(G, n, false, Span::default());
    let n = f.sym("In");
    let (inn, ins) = f.il.open_namespace(nss, n, false, Span::default());
    let ki = f.fty(vt, &[int], false);
    let knsp = f.func(ins, "knsp", ki, &[("", int)], FunctionData::default());
    f.il.entities.ent_mut(knsp).exec = kernel;
    let dnsp = f.var(ins, "dnsp", int, Storage::None, None, 0);
    f.il.entities.ent_mut(dnsp).mem = MemSpace(MemSpace::DEVICE);
    let in_item = Item::Decl(Decl {
        entity: inn,
        definition: true,
        members: vec![defn(knsp), d(dnsp, 0)],
        ..Default::default()
    });
    items.push(Item::Decl(Decl {
        entity: ns,
        definition: true,
        members: vec![in_item],
        ..Default::default()
    }));
    let (an, ans) =
        f.il.open_namespace(G, Symbol::EMPTY, false, Span::default());
    let kv = f.fty(vt, &[], false);
    let kanon = f.func(ans, "kanon", kv, &[], FunctionData::default());
    f.il.entities.ent_mut(kanon).exec = kernel;
    let danon = f.var(ans, "danon", int, Storage::None, None, 0);
    f.il.entities.ent_mut(danon).mem = MemSpace(MemSpace::DEVICE);
    items.push(Item::Decl(Decl {
        entity: an,
        definition: true,
        members: vec![defn(kanon), d(danon, 0)],
        ..Default::default()
    }));
    let kc = f.func(
        G,
        "kc",
        kv,
        &[],
        FunctionData {
            flags: FunctionData::EXTERN_C,
            ..Default::default()
        },
    );
    f.il.entities.ent_mut(kc).exec = kernel;
    items.push(Item::Linkage {
        lang: "C".into(),
        braced: false,
        at: 0,
        close_at: 0,
        items: vec![defn(kc)],
    });
    let cext = f.var(G, "cext", int, Storage::None, None, 0);
    let cstat = f.var(G, "cstat", int, Storage::Static, None, 0);
    let mext = f.var(G, "mext", int, Storage::None, None, 0);
    f.il.entities.ent_mut(cext).mem = MemSpace(MemSpace::CONSTANT);
    f.il.entities.ent_mut(cstat).mem = MemSpace(MemSpace::CONSTANT);
    f.il.entities.ent_mut(mext).mem = MemSpace(MemSpace::DEVICE | MemSpace::MANAGED);
    items.extend([d(cext, 0), d(cstat, 0), d(mext, 0)]);
    let host = f.func(G, "host", kv, &[], FunctionData::default());
    items.push(defn(host));

    let src = super::refs::module_id_entity(&f.il, &items)
        .unwrap()
        .unwrap();
    assert_eq!(src, "_ZN2NS2In4knspEi");
    let want_id = std::fs::read_to_string(dir().join("nvhr_n2.module_id")).unwrap();
    let id = module_id::generate(
        Some("/tmp/emitdecl/nv/n2.cu"),
        "n2.cu",
        module_id::IdSource::Entity(&src),
    );
    assert_eq!(id, want_id);

    let mut refs = HostRefs::new();
    for e in [knsp, kanon, kc, dnsp, danon, cext, cstat, mext] {
        super::refs::add_host_ref(&f.il, e, &id, &mut refs).unwrap();
    }
    let want = std::fs::read_to_string(dir().join("nvhr_n2.expected")).unwrap();
    let want = &want[want.find("\nextern").unwrap()..];
    assert_eq!(refs.render(), want);
}

impl Fx {
    /// A fixture whose input is not rendered (only its IL is used).
    fn new_cu(name: &'static str) -> Fx {
        let src = std::fs::read_to_string(dir().join(format!("{}.cu", name))).unwrap();
        Fx {
            pending: Vec::new(),
            dir: dir(),
            name,
            src,
            il: Il::new(Target::LP64),
            exprs: BTreeMap::new(),
        }
    }
}

#[test]
fn kernel_templates() {
    let mut f = Fx::new("tkern");
    let int = f.int(IntKind::Int);
    let flt = f.il.types.float(FloatKind::Float);
    let pf = f.il.types.pointer(flt);
    let vt = TypeTable::VOID;
    let kernel = ExecSpace(ExecSpace::GLOBAL | ExecSpace::ANNOTATED);
    let mut items = Vec::new();
    let tn = f.sym("T");
    let mk = |f: &mut Fx,
              name: &str,
              nontype: bool,
              params: &dyn Fn(TypeId) -> Vec<(&'static str, TypeId)>| {
        let n = f.sym(name);
        let (t, ps) =
            f.il.declare_template(G, n, TemplateKind::Function, 0, Span::default());
        let tp = f.il.declare_template_param(
            t,
            ps,
            tn,
            TemplateParamKind::Type,
            TypeId::NONE,
            false,
            Span::default(),
        );
        if nontype {
            let nn = f.sym("N");
            f.il.declare_template_param(
                t,
                ps,
                nn,
                TemplateParamKind::NonType,
                int,
                false,
                Span::default(),
            );
        }
        let tt = f.il.entities.ent(tp).ty;
        let plist = params(tt);
        let tys: Vec<TypeId> = plist.iter().map(|p| p.1).collect();
        let fty = f.fty(vt, &tys, false);
        let pat = f.func(ps, name, fty, &plist, FunctionData::default());
        f.il.entities.ent_mut(pat).exec = kernel;
        f.il.set_template_pattern(t, pat);
        t
    };
    let tk = mk(&mut f, "tk", false, &|t| {
        vec![("t", t), ("n", int), ("p", pf), ("", int)]
    });
    items.push(fn_def(
        &f,
        tk,
        "template <class T> __attribute__((global)) void tk",
        "{",
    ));
    let tv = mk(&mut f, "tv", true, &|_| vec![]);
    items.push(fn_def(&f, tv, "template <class T, int N>", "{"));
    let td = mk(&mut f, "td", false, &|t| vec![("t", t)]);
    items.push(d(
        td,
        f.at("template <class T> __attribute__((global)) void td"),
    ));
    f.render(&items, &[]);
}

#[test]
fn kernel_template_instantiation() {
    let mut f = Fx::new("tkern2");
    let int = f.int(IntKind::Int);
    let flt = f.il.types.float(FloatKind::Float);
    let pf = f.il.types.pointer(flt);
    let vt = TypeTable::VOID;
    let kernel = ExecSpace(ExecSpace::GLOBAL | ExecSpace::ANNOTATED);
    let mut items = Vec::new();
    let tn = f.sym("T");
    let mk = |f: &mut Fx,
              name: &str,
              nontype: bool,
              params: &dyn Fn(TypeId) -> Vec<(&'static str, TypeId)>| {
        let n = f.sym(name);
        let (t, ps) =
            f.il.declare_template(G, n, TemplateKind::Function, 0, Span::default());
        let tp = f.il.declare_template_param(
            t,
            ps,
            tn,
            TemplateParamKind::Type,
            TypeId::NONE,
            false,
            Span::default(),
        );
        if nontype {
            let nn = f.sym("N");
            f.il.declare_template_param(
                t,
                ps,
                nn,
                TemplateParamKind::NonType,
                int,
                false,
                Span::default(),
            );
        }
        let tt = f.il.entities.ent(tp).ty;
        let plist = params(tt);
        let tys: Vec<TypeId> = plist.iter().map(|p| p.1).collect();
        let fty = f.fty(vt, &tys, false);
        let pat = f.func(ps, name, fty, &plist, FunctionData::default());
        f.il.entities.ent_mut(pat).exec = kernel;
        f.il.set_template_pattern(t, pat);
        t
    };
    let tk = mk(&mut f, "tk", false, &|t| {
        vec![("t", t), ("n", int), ("p", pf), ("", int)]
    });
    items.push(fn_def(
        &f,
        tk,
        "template <class T> __attribute__((global)) void tk",
        "{",
    ));
    let tv = mk(&mut f, "tv", true, &|_| vec![]);
    items.push(fn_def(&f, tv, "template <class T, int N>", "{"));
    let td = mk(&mut f, "td", false, &|t| vec![("t", t)]);
    items.push(d(
        td,
        f.at("template <class T> __attribute__((global)) void td"),
    ));
    // template __global__ void tk<int>(int, int, float *, int);
    let t = f.fty(vt, &[int, int, pf, int], false);
    let args = f.il.types.intern_args(&[TemplateArg::Type(int)]);
    let spec = crate::sema::entities::SpecInfo {
        template: tk,
        args,
        kind: crate::sema::entities::SpecKind::ExplicitInstantiationDef,
        partial_params: EntityId::NONE,
        next: EntityId::NONE,
    };
    let inst = f.func(
        G,
        "tk",
        t,
        &[("t", int), ("n", int), ("p", pf), ("", int)],
        FunctionData {
            spec,
            ..Default::default()
        },
    );
    f.il.entities.ent_mut(inst).exec = kernel;
    f.il.entities.link_specialization(inst);
    items.push(d(
        inst,
        f.at("template __attribute__((global)) void tk<int>"),
    ));
    f.render(&items, &[]);
}

impl Fx {
    fn set_span(&mut self, e: EntityId, at: Offset) {
        self.il.entities.ent_mut(e).span = Span::new(at, at + 1);
    }
}

/// Declarations spread over several lines: where the reference puts its line directives.
#[test]
fn layout_over_several_lines() {
    let mut f = Fx::new("layout");
    let int = f.int(IntKind::Int);
    let vt = TypeTable::VOID;
    let mut items = Vec::new();
    let t = f.fty(int, &[int, int], false);
    let fe = f.func(
        G,
        "f",
        t,
        &[("a", int), ("b", int)],
        FunctionData::default(),
    );
    let ps: Vec<EntityId> = f.il.entities.params(fe).collect();
    let (pa, pb) = (f.at("a,\n      int b);"), f.at("b);"));
    f.set_span(ps[0], pa);
    f.set_span(ps[1], pb);
    items.push(d(fe, f.at("f(int a")));
    let x = f.var(G, "x", int, Storage::Static, None, 0);
    items.push(d(x, f.at("\nx;") + 1));
    let five = f.ilit(5, IntKind::Int);
    let y = f.var(G, "y", int, Storage::None, Some(five), 0);
    items.push(d(y, f.at("y =")));
    let t = f.fty(vt, &[int, int], false);
    let g = f.func(
        G,
        "g",
        t,
        &[("a", int), ("b", int)],
        FunctionData::default(),
    );
    let ps: Vec<EntityId> = f.il.entities.params(g).collect();
    let (pa, pb) = (f.at("a,\n      int b)\n"), f.at("b)\n{"));
    f.set_span(ps[0], pa);
    f.set_span(ps[1], pb);
    items.push(Item::Decl(Decl {
        entity: g,
        at: f.at("g(int a"),
        definition: true,
        body: body_of(&f, "{\n}", "}"),
        ..Default::default()
    }));
    let (s, ss) = f.class(G, "S", ClassKey::Struct);
    let a = f.field(ss, "a", int, None, Access::Public);
    let b = f.field(ss, "b", int, None, Access::Private);
    f.il.end_class_definition(s);
    items.push(def(
        s,
        f.at("S\n{"),
        vec![d(a, f.at("a;\nprivate")), d(b, f.at("b;\n};"))],
        f.at("};\nnamespace N"),
    ));
    let n = f.sym("N");
    let (ns, nss) = f.il.open_namespace(G, n, false, Span::default());
    let z = f.var(nss, "z", int, Storage::None, None, 0);
    items.push(def(
        ns,
        f.at("N\n{"),
        vec![d(z, f.at("z;"))],
        f.at("}\nenum"),
    ));
    let en = f.sym("E");
    let e =
        f.il.declare_enum(G, en, false, TypeId::NONE, Span::default());
    for (name, v) in [("A", 0), ("B", 1)] {
        let sy = f.sym(name);
        let at = f.at(&format!("  {}", name)) + 2;
        f.il.declare_enumerator(e, sy, v, Span::new(at, at + 1));
    }
    if let Payload::Enum(ed) = &mut f.il.entities.ent_mut(e).data {
        ed.underlying = int;
    }
    items.push(def(e, f.at("E\n{"), vec![], f.at("};\nextern")));
    let c1 = f.var(G, "c1", int, Storage::None, None, VariableData::EXTERN_C);
    items.push(Item::Linkage {
        lang: "C".into(),
        braced: true,
        at: f.at("extern \"C\""),
        close_at: f.at("}\ntemplate"),
        items: vec![d(c1, f.at("c1;"))],
    });
    let tan = f.sym("TA");
    let (ta, tps) =
        f.il.declare_template(G, tan, TemplateKind::Class, 0, Span::default());
    let tn = f.sym("T");
    f.il.declare_template_param(
        ta,
        tps,
        tn,
        TemplateParamKind::Type,
        TypeId::NONE,
        false,
        Span::default(),
    );
    let pat =
        f.il.declare_class(tps, tan, ClassKey::Struct, true, Span::default());
    f.il.begin_class_definition(pat, tps);
    f.il.end_class_definition(pat);
    f.il.set_template_pattern(ta, pat);
    items.push(Item::Decl(Decl {
        entity: ta,
        at: f.at("TA {"),
        template_at: f.at("template <class T>"),
        definition: true,
        close_at: f.at("TA {") + 5,
        ..Default::default()
    }));
    let t1 = f.sym("T1");
    let (td, _) = f.il.declare_typedef(G, t1, int, Span::default());
    items.push(d(td, f.at("T1;")));
    let mn = f.sym("M");
    let (m, ms) = f.il.open_namespace(G, mn, false, Span::default());
    let qn = f.sym("Q");
    let (q, _) = f.il.open_namespace(ms, qn, false, Span::default());
    let q_item = def(q, f.at("Q {"), vec![], f.at("  }\n}") + 2);
    items.push(def(m, f.at("M {"), vec![q_item], f.at("  }\n}") + 4));
    f.render(&items, &[]);
}

impl Fx {
    /// Adds attribute `name` (as spelled) found after offset `from`, with its `args` text (`"(8)"`) if any.
    fn attr(
        &mut self,
        e: EntityId,
        syntax: crate::sema::entities::AttrSyntax,
        ns: &str,
        name: &str,
        from: Offset,
        args: &str,
    ) {
        let lo = from + self.src[from as usize..].find(name).unwrap() as Offset;
        let hi = lo + name.len() as Offset;
        let args = if args.is_empty() {
            Span::default()
        } else {
            let a = hi + self.src[hi as usize..].find(args).unwrap() as Offset;
            Span::new(a, a + args.len() as Offset)
        };
        let namespace = if ns.is_empty() {
            Symbol::EMPTY
        } else {
            self.sym(ns)
        };
        let name = self.sym(name);
        self.il.entities.add_attr(
            e,
            crate::sema::entities::Attribute {
                syntax,
                namespace,
                name,
                args,
                span: Span::new(lo, hi),
                next: 0,
            },
        );
    }
}

#[test]
fn attributes_as_the_reference_reprints_them() {
    use crate::sema::entities::AttrSyntax::{Alignas, Gnu, Std};
    let mut f = Fx::new("attrs");
    let int = f.int(IntKind::Int);
    let ch = f.int(IntKind::Char);
    let vt = TypeTable::VOID;
    let fv = f.fty(vt, &[], false);
    let fi = f.fty(int, &[], false);
    let mut items = Vec::new();
    let line = |f: &Fx, n: usize| f.off("\n", n) + 1;
    // Line k of the file (1-based after the marker line) starts after the k-th newline.
    let n1 = f.func(G, "n1", fv, &[], FunctionData::default());
    let l = line(&f, 0);
    f.attr(n1, Gnu, "", "noinline", l, "");
    items.push(d(n1, f.off("n1", 0)));
    let n2 = f.func(G, "n2", fv, &[], FunctionData::default());
    let l = line(&f, 1);
    f.attr(n2, Gnu, "", "__noinline__", l, "");
    items.push(d(n2, f.at("n2")));
    let n3 = f.func(G, "n3", fv, &[], FunctionData::default());
    let l = line(&f, 2);
    f.attr(n3, Gnu, "", "noinline", l, "");
    items.push(d(n3, f.at("n3")));
    let v1 = f.var(G, "v1", int, Storage::None, None, 0);
    let l = line(&f, 3);
    f.attr(v1, Gnu, "", "visibility", l, "(\"default\")");
    items.push(d(v1, f.at("v1")));
    let v2 = f.var(G, "v2", int, Storage::None, None, 0);
    let l = line(&f, 4);
    f.attr(v2, Gnu, "", "aligned", l, "(8)");
    items.push(d(v2, f.at("v2")));
    let v3 = f.var(G, "v3", int, Storage::None, None, 0);
    let l = line(&f, 5);
    f.attr(v3, Gnu, "", "aligned", l, "(16)");
    items.push(d(v3, f.at("v3")));
    let n4 = f.func(G, "n4", fi, &[], FunctionData::default());
    let l = line(&f, 6);
    f.attr(n4, Std, "", "nodiscard", l, "");
    items.push(d(n4, f.at("n4")));
    let n5 = f.func(G, "n5", fv, &[], FunctionData::default());
    let l = line(&f, 7);
    f.attr(n5, Std, "gnu", "noinline", l, "");
    items.push(d(n5, f.at("n5")));
    let n6 = f.func(G, "n6", fv, &[], FunctionData::default());
    let l = line(&f, 8);
    f.attr(n6, Gnu, "", "noinline", l, "");
    f.attr(n6, Gnu, "", "cold", l, "");
    items.push(d(n6, f.at("n6")));
    let n7 = f.func(G, "n7", fv, &[], FunctionData::default());
    let l = line(&f, 9);
    f.attr(n7, Gnu, "", "deprecated", l, "(\"x y\")");
    items.push(d(n7, f.at("n7")));
    for (k, name, attr, args) in [(10, "P1", "packed", ""), (11, "P2", "aligned", "(8)")] {
        let (p, ps) = f.class(G, name, ClassKey::Struct);
        let l = line(&f, k);
        f.attr(p, Gnu, "", attr, l, args);
        let c = f.field(ps, "c", ch, None, Access::Public);
        let i = f.field(ps, "i", int, None, Access::Public);
        f.il.end_class_definition(p);
        let at = f.at(name);
        let members = vec![d(c, at), d(i, at)];
        items.push(def(p, at, members, 0));
    }
    let v4 = f.var(G, "v4", int, Storage::None, None, 0);
    let l = line(&f, 12);
    f.attr(v4, Alignas, "", "alignas", l, "(8)");
    items.push(d(v4, f.at("v4")));
    let n8 = f.func(G, "n8", fv, &[], FunctionData::default());
    let l = line(&f, 13);
    f.attr(n8, Gnu, "", "noinline", l, "");
    items.push(d(n8, f.at("n8")));
    f.render(&items, &[]);
}

/// The older fixtures of testdata/decls (consecutive declarations, a system header, the
/// `crt/host_runtime.h` injection, pragma groups between declarations), now rendered from an IL.
#[test]
fn decls_fixtures_from_the_il() {
    let decls = dir().join("../decls");
    // b.ii
    let mut f = Fx::new_in(decls.clone(), "b");
    let int = f.int(IntKind::Int);
    let mut items = Vec::new();
    for n in ["x", "y", "w"] {
        let v = f.var(G, n, int, Storage::None, None, 0);
        items.push(d(v, f.at(&format!("int {};", n)) + 4));
    }
    let (s, ss) = f.class(G, "S", ClassKey::Struct);
    let a = f.field(ss, "a", int, None, Access::Public);
    let b = f.field(ss, "b", int, None, Access::Public);
    f.il.end_class_definition(s);
    items.push(def(
        s,
        f.at("S {"),
        vec![d(a, f.at("a;")), d(b, f.at("b;"))],
        f.at("};"),
    ));
    for n in ["z", "q", "r", "t"] {
        let v = f.var(G, n, int, Storage::None, None, 0);
        items.push(d(v, f.at(&format!("int {};", n)) + 4));
    }
    f.render_plain(&items);
    // sz.ii and sz2.ii: the injection follows the first file-scope `typedef … size_t;`.
    for name in ["sz", "sz2"] {
        let mut f = Fx::new_in(decls.clone(), name);
        let mut items = Vec::new();
        if name == "sz" {
            let v = f.var(G, "before", int, Storage::None, None, 0);
            items.push(d(v, f.at("before")));
        }
        let n = f.sym("size_t");
        let ul = f.int(IntKind::ULong);
        let (td, _) = f.il.declare_typedef(G, n, ul, Span::default());
        items.push(d(td, f.at("size_t;")));
        let v = f.var(G, "after", int, Storage::None, None, 0);
        items.push(d(v, f.at("after")));
        f.render_plain(&items);
    }
    // p4.ii: pragmas grouped before the declaration that follows them.
    let mut f = Fx::new_in(decls, "p4");
    let mut items = Vec::new();
    for n in ["x", "y"] {
        let v = f.var(G, n, int, Storage::None, None, 0);
        items.push(d(v, f.at(&format!("int {};", n)) + 4));
    }
    f.render_plain(&items);
}

impl Fx {
    /// Renders with the options the testdata/decls files were recorded with.
    fn render_plain(&self, items: &[Item]) {
        let mut o = Options::default();
        o.lang = Lang::Cpp17;
        o.static_host_stub = true;
        o.gnu_version = 120200;
        let input = format!("{}.ii", self.name);
        o.input = Some(input.clone());
        o.stub_file_name = Some("x.cudafe1.stub.c".into());
        o.module_id_file_name = Some(
            self.dir
                .join("../fixed.module_id")
                .to_string_lossy()
                .into_owned(),
        );
        let mut map = SourceMap::new(&input, self.src.as_bytes().to_vec());
        let lexed = crate::lex::lex(&mut map, &crate::lex::LexConfig::default());
        let tu = TranslationUnit::default();
        let id = module_id::compute(&o, map.text(), None).unwrap();
        let refs = HostRefs::new();
        let inp = EmitInput {
            opts: &o,
            map: &map,
            lexed: &lexed,
            tu: &tu,
            module_id: &id.text,
            host_refs: &refs,
        };
        let decls = Declarations {
            il: &self.il,
            items,
            exprs: &self.exprs,
        };
        let mut gaps = Gaps::new();
        let got = print_translation_unit(&inp, &decls, &mut gaps)
            .unwrap_or_else(|| panic!("{}: gaps {}", self.name, gaps.to_json()));
        let want = std::fs::read(self.dir.join(format!("{}.expected", self.name))).unwrap();
        assert!(
            got == want,
            "{} differs\n--- got\n{}\n--- want\n{}",
            self.name,
            String::from_utf8_lossy(&got),
            String::from_utf8_lossy(&want)
        );
    }
}

#[test]
fn misc_declarations() {
    let mut f = Fx::new("misc");
    let int = f.int(IntKind::Int);
    let ch = f.int(IntKind::Char);
    let vt = TypeTable::VOID;
    let fv = f.fty(vt, &[], false);
    let fi = f.fty(vt, &[int], false);
    let no_params = f.il.types.intern_type_list(&[]);
    let mut items = Vec::new();
    let ef = f.func(
        G,
        "ef",
        fi,
        &[("", int)],
        FunctionData {
            storage: Storage::Extern,
            ..Default::default()
        },
    );
    items.push(d(ef, f.at("ef")));
    // struct B { … };
    let (b, bs) = f.class(G, "B", ClassKey::Struct);
    let bt = f.il.entities.ent(b).ty;
    let mut members = Vec::new();
    let line = f.at("struct B");
    let mut member =
        |f: &mut Fx, name: &str, t: TypeId, ps: &[(&str, TypeId)], data: FunctionData| {
            let e = f.func(bs, name, t, ps, data);
            f.set_access(e, Access::Public);
            members.push(d(e, line));
        };
    member(
        &mut f,
        "v",
        fv,
        &[],
        FunctionData {
            flags: FunctionData::VIRTUAL,
            ..Default::default()
        },
    );
    member(
        &mut f,
        "w",
        fv,
        &[],
        FunctionData {
            flags: FunctionData::VIRTUAL | FunctionData::FINAL,
            ..Default::default()
        },
    );
    member(
        &mut f,
        "d",
        fv,
        &[],
        FunctionData {
            flags: FunctionData::DELETED,
            ..Default::default()
        },
    );
    let cb = f.il.types.qualified(bt, Quals::CONST);
    let rcb = f.il.types.lref(cb);
    let ct = f.fty(vt, &[rcb], false);
    member(
        &mut f,
        "B",
        ct,
        &[("", rcb)],
        FunctionData {
            role: FnRole::Constructor,
            flags: FunctionData::DELETED,
            ..Default::default()
        },
    );
    member(
        &mut f,
        "B",
        fv,
        &[],
        FunctionData {
            role: FnRole::Constructor,
            flags: FunctionData::DEFAULTED,
            ..Default::default()
        },
    );
    // The friend is a member of the enclosing namespace, listed among the class's member declarations.
    let fr = f.func(
        G,
        "fr",
        fv,
        &[],
        FunctionData {
            flags: FunctionData::FRIEND,
            ..Default::default()
        },
    );
    members.push(d(fr, line));
    let (inn, ins) = f.class(bs, "In", ClassKey::Struct);
    f.set_access(inn, Access::Public);
    let q = f.field(ins, "q", int, None, Access::Public);
    f.il.end_class_definition(inn);
    members.push(def(inn, line, vec![d(q, line)], 0));
    f.il.end_class_definition(b);
    items.push(def(b, line, members, 0));
    // struct D : B { void v() override; };
    let (dd, ds) = f.class(G, "D", ClassKey::Struct);
    f.il.entities.set_bases(
        dd,
        &[BaseSpec {
            ty: bt,
            access: Access::None,
            is_virtual: false,
            pack_expansion: false,
            span: Span::default(),
        }],
    );
    let dv = f.func(
        ds,
        "v",
        fv,
        &[],
        FunctionData {
            flags: FunctionData::OVERRIDE,
            ..Default::default()
        },
    );
    f.set_access(dv, Access::Public);
    f.il.end_class_definition(dd);
    items.push(def(dd, f.at("struct D"), vec![d(dv, f.at("struct D"))], 0));
    // struct V { int x; V operator+(const V &) const; bool operator==(const V &) const; };
    let (v, vs) = f.class(G, "V", ClassKey::Struct);
    let vty = f.il.entities.ent(v).ty;
    let x = f.field(vs, "x", int, None, Access::Public);
    let cv = f.il.types.qualified(vty, Quals::CONST);
    let rcv = f.il.types.lref(cv);
    let plist = f.il.types.intern_type_list(&[rcv]);
    let bl = f.int(IntKind::Bool);
    let mut ops = Vec::new();
    for (name, ret) in [("operator+", vty), ("operator==", bl)] {
        let t = f.il.types.function(FnSig {
            ret,
            params: plist,
            variadic: false,
            quals: Quals::CONST,
            ref_qual: RefQual::None,
            noexcept: Noexcept::No,
            trailing: false,
        });
        let o = f.func(
            vs,
            name,
            t,
            &[("", rcv)],
            FunctionData {
                role: FnRole::Operator,
                ..Default::default()
            },
        );
        f.set_access(o, Access::Public);
        ops.push(o);
    }
    f.il.end_class_definition(v);
    let l = f.at("struct V");
    items.push(def(v, l, vec![d(x, l), d(ops[0], l), d(ops[1], l)], 0));
    let t = f.fty(vty, &[rcv, rcv], false);
    let om = f.func(
        G,
        "operator-",
        t,
        &[("a", rcv), ("b", rcv)],
        FunctionData {
            role: FnRole::Operator,
            ..Default::default()
        },
    );
    items.push(d(om, f.at("V operator-")));
    // inline namespace IN { int inx; } namespace NA = IN;
    let n = f.sym("IN");
    let (inl, inls) = f.il.open_namespace(G, n, true, Span::default());
    let inx = f.var(inls, "inx", int, Storage::None, None, 0);
    items.push(def(
        inl,
        f.at("inline namespace"),
        vec![d(inx, f.at("int inx"))],
        f.at("inx; }") + 5,
    ));
    let n = f.sym("NA");
    let mut na = crate::sema::entities::Entity::new(n, Payload::NamespaceAlias { target: inl });
    na.parent = crate::sema::entities::Entities::GLOBAL;
    let na = f.il.entities.add(na);
    items.push(d(na, f.at("namespace NA")));
    // template <typename... Ts> struct Pk { };
    let tn = f.sym("Pk");
    let (pk, pks) =
        f.il.declare_template(G, tn, TemplateKind::Class, 0, Span::default());
    let ts = f.sym("Ts");
    f.il.declare_template_param(
        pk,
        pks,
        ts,
        TemplateParamKind::Type,
        TypeId::NONE,
        true,
        Span::default(),
    );
    let pat =
        f.il.declare_class(pks, tn, ClassKey::Struct, true, Span::default());
    f.il.begin_class_definition(pat, pks);
    f.il.end_class_definition(pat);
    f.il.set_template_pattern(pk, pat);
    items.push(Item::Decl(Decl {
        entity: pk,
        at: f.at("Pk"),
        definition: true,
        ..Default::default()
    }));
    // template <class T = int, int N = 3> struct Df { };
    let tn = f.sym("Df");
    let (df, dfs) =
        f.il.declare_template(G, tn, TemplateKind::Class, 0, Span::default());
    let t_sym = f.sym("T");
    let tp = f.il.declare_template_param(
        df,
        dfs,
        t_sym,
        TemplateParamKind::Type,
        TypeId::NONE,
        false,
        Span::default(),
    );
    let n_sym = f.sym("N");
    let np = f.il.declare_template_param(
        df,
        dfs,
        n_sym,
        TemplateParamKind::NonType,
        int,
        false,
        Span::default(),
    );
    for (p, a) in [
        (tp, TemplateArg::Type(int)),
        (np, TemplateArg::Int { value: 3, ty: int }),
    ] {
        let l = f.il.types.intern_args(&[a]);
        if let Payload::TemplateParam(pd) = &mut f.il.entities.ent_mut(p).data {
            pd.default = l;
        }
    }
    let pat =
        f.il.declare_class(dfs, tn, ClassKey::Struct, true, Span::default());
    f.il.begin_class_definition(pat, dfs);
    f.il.end_class_definition(pat);
    f.il.set_template_pattern(df, pat);
    items.push(Item::Decl(Decl {
        entity: df,
        at: f.at("Df"),
        definition: true,
        ..Default::default()
    }));
    // template <class T> void tfn(T);
    let tn = f.sym("tfn");
    let (tf, tfs) =
        f.il.declare_template(G, tn, TemplateKind::Function, 0, Span::default());
    let tp = f.il.declare_template_param(
        tf,
        tfs,
        t_sym,
        TemplateParamKind::Type,
        TypeId::NONE,
        false,
        Span::default(),
    );
    let tt = f.il.entities.ent(tp).ty;
    let ft = f.fty(vt, &[tt], false);
    let pat = f.func(tfs, "tfn", ft, &[("", tt)], FunctionData::default());
    f.il.set_template_pattern(tf, pat);
    items.push(d(tf, f.at("tfn")));
    items.push(Item::UsingDirective {
        at: f.at("using namespace"),
        target: inl,
    });
    let n = f.sym("inx");
    let mut u = crate::sema::entities::Entity::new(n, Payload::Using { target: inx });
    u.parent = crate::sema::entities::Entities::GLOBAL;
    let u = f.il.entities.add(u);
    items.push(d(u, f.at("using IN::inx")));
    let ci = f.il.types.qualified(int, Quals::CONST);
    let three = f.ilit(3, IntKind::Int);
    let e = f.var(G, "ci2", ci, Storage::None, Some(three), 0);
    items.push(d(e, f.at("ci2")));
    let pc = f.il.types.pointer(ch);
    let vpc = f.il.types.qualified(pc, Quals::VOLATILE);
    let e = f.var(G, "pv", vpc, Storage::None, None, 0);
    items.push(d(e, f.at("pv")));
    let uc = f.int(IntKind::UChar);
    let v200 = f.ilit(200, IntKind::Int);
    let e = f.var(
        G,
        "uc",
        uc,
        Storage::None,
        Some(Expr::Converted(Box::new(v200))),
        0,
    );
    items.push(d(e, f.at("uc =")));
    let sh = f.int(IntKind::Short);
    let one = f.ilit(1, IntKind::Int);
    let e = f.var(
        G,
        "sh",
        sh,
        Storage::None,
        Some(Expr::Converted(Box::new(Expr::Neg(Box::new(one))))),
        0,
    );
    items.push(d(e, f.at("sh =")));
    let ld = f.il.types.float(FloatKind::LongDouble);
    let e = f.var(G, "ld2", ld, Storage::None, None, 0);
    items.push(d(e, f.at("ld2")));
    let i128 = f.int(IntKind::Int128);
    let e = f.var(G, "i128", i128, Storage::None, None, 0);
    items.push(d(e, f.at("i128;")));
    let long = f.int(IntKind::Long);
    let en = f.sym("E2");
    let e2 = f.il.declare_enum(G, en, false, long, Span::default());
    let z2 = f.sym("Z2");
    f.il.declare_enumerator(e2, z2, u64::MAX as u128, Span::default());
    items.push(def(e2, f.at("enum E2"), vec![], 0));
    let a3 = f.il.types.array(int, ArrayBound::Known(3));
    let pa3 = f.il.types.pointer(a3);
    let fpa = f.fty(pa3, &[int], false);
    let pfpa = f.il.types.pointer(fpa);
    let e = f.var(G, "fpp", pfpa, Storage::None, None, 0);
    items.push(d(e, f.at("fpp")));
    let (s2, s2s) = f.class(G, "S2", ClassKey::Struct);
    let m = f.field(s2s, "m", int, None, Access::Public);
    f.il.end_class_definition(s2);
    let l = f.at("struct S2");
    items.push(def(s2, l, vec![d(m, l)], 0));
    let s2t = f.il.entities.ent(s2).ty;
    let pm = f.il.types.member_pointer(s2t, int);
    let e = f.var(G, "pm", pm, Storage::None, None, 0);
    items.push(d(e, l));
    let il_int = f.il.types.intern_type_list(&[int]);
    let mft = f.il.types.function(FnSig {
        ret: vt,
        params: il_int,
        variadic: false,
        quals: Quals::CONST,
        ref_qual: RefQual::None,
        noexcept: Noexcept::No,
        trailing: false,
    });
    let pmf = f.il.types.member_pointer(s2t, mft);
    let e = f.var(G, "pmf", pmf, Storage::None, None, 0);
    items.push(d(e, l));
    let _ = no_params;
    f.render(&items, &[]);
}

fn set_spec(f: &mut Fx, e: EntityId, kind: crate::sema::entities::SpecKind) {
    if let Some(sp) = f.il.entities.ent_mut(e).spec_mut() {
        sp.kind = kind;
    }
}

#[test]
fn template_members_instantiations_specialisations() {
    use crate::sema::entities::{SpecInfo, SpecKind};
    let mut f = Fx::new("tmpl2");
    let int = f.int(IntKind::Int);
    let ch = f.int(IntKind::Char);
    let dbl = f.il.types.float(FloatKind::Double);
    let vt = TypeTable::VOID;
    let fv = f.fty(vt, &[], false);
    let mut items = Vec::new();
    let l = |f: &Fx, n: usize| f.off("\n", n) + 1;
    // template <class T> struct A { T x; void f(); static int s; };
    let an = f.sym("A");
    let tn = f.sym("T");
    let (ta, ps) =
        f.il.declare_template(G, an, TemplateKind::Class, 0, Span::default());
    let tp = f.il.declare_template_param(
        ta,
        ps,
        tn,
        TemplateParamKind::Type,
        TypeId::NONE,
        false,
        Span::default(),
    );
    let tt = f.il.entities.ent(tp).ty;
    let pat =
        f.il.declare_class(ps, an, ClassKey::Struct, true, Span::default());
    let pats = f.il.begin_class_definition(pat, ps);
    let x = f.field(pats, "x", tt, None, Access::Public);
    let mf = f.func(pats, "f", fv, &[], FunctionData::default());
    let sv = f.var(
        pats,
        "s",
        int,
        Storage::None,
        None,
        VariableData::STATIC_MEMBER,
    );
    for e in [mf, sv] {
        f.set_access(e, Access::Public);
    }
    f.il.end_class_definition(pat);
    f.il.set_template_pattern(ta, pat);
    let l0 = l(&f, 0);
    items.push(def(ta, l0, vec![d(x, l0), d(mf, l0), d(sv, l0)], 0));
    let l1 = l(&f, 1);
    let body = Some(FnBody {
        open: f.at("{ }"),
        close: f.at("{ }") + 2,
        empty: true,
    });
    items.push(Item::Decl(Decl {
        entity: mf,
        at: l1,
        header: Some(ta),
        definition: true,
        body,
        ..Default::default()
    }));
    items.push(Item::Decl(Decl {
        entity: sv,
        at: l(&f, 2),
        header: Some(ta),
        ..Default::default()
    }));
    let (ai, _) =
        f.il.class_specialization(ta, &[TemplateArg::Type(int)], Span::default());
    set_spec(&mut f, ai, SpecKind::ExplicitInstantiationDef);
    items.push(d(ai, l(&f, 3)));
    let (ac, _) =
        f.il.class_specialization(ta, &[TemplateArg::Type(ch)], Span::default());
    set_spec(&mut f, ac, SpecKind::ExplicitInstantiationDecl);
    items.push(d(ac, l(&f, 4)));
    // template <class T> struct A<T *> { };
    let (holder, hs) =
        f.il.declare_template(G, an, TemplateKind::Partial, 0, Span::default());
    let htp = f.il.declare_template_param(
        holder,
        hs,
        tn,
        TemplateParamKind::Type,
        TypeId::NONE,
        false,
        Span::default(),
    );
    let htt = f.il.entities.ent(htp).ty;
    let ptr = f.il.types.pointer(htt);
    let args = f.il.types.intern_args(&[TemplateArg::Type(ptr)]);
    let spec = SpecInfo {
        template: ta,
        args,
        kind: SpecKind::Partial,
        partial_params: holder,
        next: EntityId::NONE,
    };
    let mut pe = crate::sema::entities::Entity::new(
        an,
        Payload::Class(crate::sema::entities::ClassData {
            spec,
            ..Default::default()
        }),
    );
    pe.parent = crate::sema::entities::Entities::GLOBAL;
    let partial = f.il.entities.add(pe);
    f.il.entities.link_specialization(partial);
    f.il.begin_class_definition(partial, hs);
    f.il.end_class_definition(partial);
    let l5 = l(&f, 5);
    items.push(Item::Decl(Decl {
        entity: partial,
        at: l5,
        definition: true,
        ..Default::default()
    }));
    let (ad, _) =
        f.il.class_specialization(ta, &[TemplateArg::Type(dbl)], Span::default());
    set_spec(&mut f, ad, SpecKind::Explicit);
    items.push(d(ad, l(&f, 6)));
    // template <class T> T vt;
    let vn = f.sym("vt");
    let (tv, vps) =
        f.il.declare_template(G, vn, TemplateKind::Variable, 0, Span::default());
    let vtp = f.il.declare_template_param(
        tv,
        vps,
        tn,
        TemplateParamKind::Type,
        TypeId::NONE,
        false,
        Span::default(),
    );
    let vtt = f.il.entities.ent(vtp).ty;
    let vpat = f.var(vps, "vt", vtt, Storage::None, None, 0);
    f.il.set_template_pattern(tv, vpat);
    items.push(d(tv, l(&f, 7)));
    // template <class T> void g(T) { }  template <> void g<int>(int) { }  template void g<char>(char);
    let gn = f.sym("g");
    let (tg, gps) =
        f.il.declare_template(G, gn, TemplateKind::Function, 0, Span::default());
    let gtp = f.il.declare_template_param(
        tg,
        gps,
        tn,
        TemplateParamKind::Type,
        TypeId::NONE,
        false,
        Span::default(),
    );
    let gtt = f.il.entities.ent(gtp).ty;
    let gft = f.fty(vt, &[gtt], false);
    let gpat = f.func(gps, "g", gft, &[("", gtt)], FunctionData::default());
    f.il.set_template_pattern(tg, gpat);
    let l8 = l(&f, 8);
    let brace = |f: &Fx, line: Offset| {
        let o = line + f.src[line as usize..].find("{ }").unwrap() as Offset;
        Some(FnBody {
            open: o,
            close: o + 2,
            empty: true,
        })
    };
    items.push(Item::Decl(Decl {
        entity: tg,
        at: l8,
        definition: true,
        body: brace(&f, l8),
        ..Default::default()
    }));
    for (arg, kind, line, defn) in [
        (int, SpecKind::Explicit, 9, true),
        (ch, SpecKind::ExplicitInstantiationDef, 10, false),
    ] {
        let t = f.fty(vt, &[arg], false);
        let args = f.il.types.intern_args(&[TemplateArg::Type(arg)]);
        let spec = SpecInfo {
            template: tg,
            args,
            kind,
            partial_params: EntityId::NONE,
            next: EntityId::NONE,
        };
        let e = f.func(
            G,
            "g",
            t,
            &[("", arg)],
            FunctionData {
                spec,
                ..Default::default()
            },
        );
        f.il.entities.link_specialization(e);
        let at = l(&f, line);
        let body = if defn { brace(&f, at) } else { None };
        items.push(Item::Decl(Decl {
            entity: e,
            at,
            definition: defn,
            body,
            ..Default::default()
        }));
    }
    // struct S { static int sm; template <class U> void mt(U); };  int S::sm = 2;
    let (sc, scs) = f.class(G, "S", ClassKey::Struct);
    let sm = f.var(
        scs,
        "sm",
        int,
        Storage::None,
        None,
        VariableData::STATIC_MEMBER,
    );
    f.set_access(sm, Access::Public);
    let mtn = f.sym("mt");
    let (mt, mts) =
        f.il.declare_template(scs, mtn, TemplateKind::Function, 1, Span::default());
    f.set_access(mt, Access::Public);
    let un = f.sym("U");
    let utp = f.il.declare_template_param(
        mt,
        mts,
        un,
        TemplateParamKind::Type,
        TypeId::NONE,
        false,
        Span::default(),
    );
    let ut = f.il.entities.ent(utp).ty;
    let mft = f.fty(vt, &[ut], false);
    let mpat = f.func(mts, "mt", mft, &[("", ut)], FunctionData::default());
    f.il.set_template_pattern(mt, mpat);
    f.il.end_class_definition(sc);
    let l11 = l(&f, 11);
    items.push(def(sc, l11, vec![d(sm, l11), d(mt, l11)], 0));
    let two = f.ilit(2, IntKind::Int);
    let ie = f.e(two);
    if let Payload::Variable(v) = &mut f.il.entities.ent_mut(sm).data {
        v.init = ie;
    }
    items.push(Item::Decl(Decl {
        entity: sm,
        at: l(&f, 12),
        definition: true,
        ..Default::default()
    }));
    // namespace P::Q { int pq; }
    let pn = f.sym("P");
    let (pns, pss) = f.il.open_namespace(G, pn, false, Span::default());
    let qn = f.sym("Q");
    let (qns, qss) = f.il.open_namespace(pss, qn, false, Span::default());
    let pq = f.var(qss, "pq", int, Storage::None, None, 0);
    let l13 = l(&f, 13);
    let close = f.at("pq; }") + 4;
    let q_item = def(qns, l13, vec![d(pq, l13)], close);
    items.push(def(pns, l13, vec![q_item], close));
    // typedef int Arr3[3]; Arr3 *pa3; const Arr3 *cpa3;
    let arr = f.il.types.array(int, ArrayBound::Known(3));
    let a3n = f.sym("Arr3");
    let (a3, a3t) = f.il.declare_typedef(G, a3n, arr, Span::default());
    items.push(d(a3, l(&f, 14)));
    let p = f.il.types.pointer(a3t);
    let e = f.var(G, "pa3", p, Storage::None, None, 0);
    items.push(d(e, l(&f, 15)));
    let ca = f.il.types.qualified(a3t, Quals::CONST);
    let p = f.il.types.pointer(ca);
    let e = f.var(G, "cpa3", p, Storage::None, None, 0);
    items.push(d(e, l(&f, 16)));
    f.render(&items, &[]);
}

#[test]
fn device_functions_members_attributes_static() {
    use crate::sema::entities::AttrSyntax::Gnu;
    let mut f = Fx::new("cuda2");
    let int = f.int(IntKind::Int);
    let vt = TypeTable::VOID;
    let device = ExecSpace(ExecSpace::DEVICE | ExecSpace::ANNOTATED);
    let kernel = ExecSpace(ExecSpace::GLOBAL | ExecSpace::ANNOTATED);
    let mut items = Vec::new();
    let l = |f: &Fx, n: usize| f.off("\n", n) + 1;
    let brace = |f: &Fx, line: Offset| {
        let o = line + f.src[line as usize..].find("{ }").unwrap() as Offset;
        Some(FnBody {
            open: o,
            close: o + 2,
            empty: true,
        })
    };
    let defn = |f: &Fx, e: EntityId, line: Offset| {
        Item::Decl(Decl {
            entity: e,
            at: line,
            definition: true,
            body: brace(f, line),
            ..Default::default()
        })
    };
    // template <class T> __device__ T dt(T x) { }
    let tn = f.sym("T");
    let dn = f.sym("dt");
    let (tdt, ps) =
        f.il.declare_template(G, dn, TemplateKind::Function, 0, Span::default());
    let tp = f.il.declare_template_param(
        tdt,
        ps,
        tn,
        TemplateParamKind::Type,
        TypeId::NONE,
        false,
        Span::default(),
    );
    let tt = f.il.entities.ent(tp).ty;
    let ft = f.fty(tt, &[tt], false);
    let pat = f.func(ps, "dt", ft, &[("x", tt)], FunctionData::default());
    f.il.entities.ent_mut(pat).exec = device;
    f.il.set_template_pattern(tdt, pat);
    let l0 = l(&f, 0);
    items.push(defn(&f, tdt, l0));
    // struct M { __device__ void mm(int a); static __device__ int sdm(); };  __device__ void M::mm(int a) { }
    let (m, ms) = f.class(G, "M", ClassKey::Struct);
    let fi = f.fty(vt, &[int], false);
    let mm = f.func(ms, "mm", fi, &[("a", int)], FunctionData::default());
    let fint = f.fty(int, &[], false);
    let sdm = f.func(
        ms,
        "sdm",
        fint,
        &[],
        FunctionData {
            flags: FunctionData::STATIC_MEMBER,
            ..Default::default()
        },
    );
    for e in [mm, sdm] {
        f.il.entities.ent_mut(e).exec = device;
        f.set_access(e, Access::Public);
    }
    f.il.end_class_definition(m);
    let l1 = l(&f, 1);
    items.push(def(m, l1, vec![d(mm, l1), d(sdm, l1)], 0));
    items.push(defn(&f, mm, l(&f, 2)));
    // __device__ __inline__ __attribute__((always_inline)) int fi(int q) { }  /  noinline
    let fii = f.fty(int, &[int], false);
    for (k, name, attr) in [(3, "fi", "always_inline"), (4, "ni", "noinline")] {
        let flags = if name == "fi" {
            FunctionData::INLINE
        } else {
            0
        };
        let e = f.func(
            G,
            name,
            fii,
            &[("q", int)],
            FunctionData {
                flags,
                ..Default::default()
            },
        );
        f.il.entities.ent_mut(e).exec = device;
        let line = l(&f, k);
        f.attr(e, Gnu, "", attr, line, "");
        items.push(defn(
            &f,
            e,
            line + f.src[line as usize..].find(name).unwrap() as Offset,
        ));
    }
    // __global__ __launch_bounds__(256, 2) void lb(int a) { }
    let lb = f.func(G, "lb", fi, &[("a", int)], FunctionData::default());
    f.il.entities.ent_mut(lb).exec = kernel;
    let l5 = l(&f, 5);
    f.attr(lb, Gnu, "", "__launch_bounds__", l5, "(256, 2)");
    items.push(defn(
        &f,
        lb,
        l5 + f.src[l5 as usize..].find("lb(").unwrap() as Offset,
    ));
    // static __device__ int sd(int q) { }
    let sd = f.func(
        G,
        "sd",
        fii,
        &[("q", int)],
        FunctionData {
            storage: Storage::Static,
            ..Default::default()
        },
    );
    f.il.entities.ent_mut(sd).exec = device;
    items.push(defn(&f, sd, l(&f, 6)));
    // namespace { __device__ int ad(int q) { } }
    let (an, ans) =
        f.il.open_namespace(G, Symbol::EMPTY, false, Span::default());
    let ad = f.func(ans, "ad", fii, &[("q", int)], FunctionData::default());
    f.il.entities.ent_mut(ad).exec = device;
    let l7 = l(&f, 7);
    items.push(def(an, l7, vec![defn(&f, ad, l7)], f.at("{ } }") + 4));
    // extern "C" __global__ void ck(int a) { }
    let ck = f.func(
        G,
        "ck",
        fi,
        &[("a", int)],
        FunctionData {
            flags: FunctionData::EXTERN_C,
            ..Default::default()
        },
    );
    f.il.entities.ent_mut(ck).exec = kernel;
    let l8 = l(&f, 8);
    items.push(Item::Linkage {
        lang: "C".into(),
        braced: false,
        at: l8,
        close_at: 0,
        items: vec![defn(&f, ck, l8)],
    });
    // kd declared, then defined; dd declared without a parameter name, then defined.
    let kd = f.func(G, "kd", fi, &[("a", int)], FunctionData::default());
    f.il.entities.ent_mut(kd).exec = kernel;
    items.push(d(kd, l(&f, 9)));
    items.push(defn(&f, kd, l(&f, 10)));
    let dd = f.func(G, "dd", fii, &[("z", int)], FunctionData::default());
    f.il.entities.ent_mut(dd).exec = device;
    items.push(Item::Decl(Decl {
        entity: dd,
        at: l(&f, 11),
        param_names: Some(vec![Symbol::EMPTY]),
        ..Default::default()
    }));
    items.push(defn(&f, dd, l(&f, 12)));
    let cf = f.func(
        G,
        "cf",
        fii,
        &[("v", int)],
        FunctionData {
            flags: FunctionData::CONSTEXPR,
            ..Default::default()
        },
    );
    items.push(d(cf, l(&f, 13)));
    // __device__ void dv2(int *const p, const int &r, int a[], ...) { }
    let pi = f.il.types.pointer(int);
    let cpi = f.il.types.qualified(pi, Quals::CONST);
    let ci = f.il.types.qualified(int, Quals::CONST);
    let rci = f.il.types.lref(ci);
    let arr = f.il.types.array(int, ArrayBound::Unknown);
    let t = f.fty(vt, &[pi, rci, pi], true);
    let dv2 = f.func(
        G,
        "dv2",
        t,
        &[("p", cpi), ("r", rci), ("a", arr)],
        FunctionData::default(),
    );
    f.il.entities.ent_mut(dv2).exec = device;
    items.push(defn(&f, dv2, l(&f, 14)));
    f.render(&items, &[]);
}

#[test]
fn cuda_without_hidden_visibility() {
    let (f, items) = cuda_fixture("cuda_nh");
    f.render(&items, &["--no-device-hidden-visibility"]);
    let (f, items) = cuda_fixture("cuda_rdc_nh");
    f.render(&items, &["--device-c", "--no-device-hidden-visibility"]);
}

/// testdata/il/vars3.ii: the remaining memory-space variable forms (extern/anonymous `__managed__`,
/// `const` device variables keeping their initializer, static/extern `__shared__`, written attributes).
fn vars3_fixture(name: &'static str) -> (Fx, Vec<Item>) {
    let mut f = Fx::new(name);
    let int = f.int(IntKind::Int);
    let flt = f.il.types.float(FloatKind::Float);
    let mut items = Vec::new();
    let l = |f: &Fx, n: usize| f.off("\n", n) + 1;
    let managed = MemSpace::DEVICE | MemSpace::MANAGED;
    let mk = |f: &mut Fx,
              scope: ScopeId,
              name: &str,
              ty: TypeId,
              st: Storage,
              init: Option<Expr>,
              mem: u8| {
        let v = f.var(scope, name, ty, st, init, 0);
        f.il.entities.ent_mut(v).mem = MemSpace(mem);
        v
    };
    let e = mk(&mut f, G, "emv", int, Storage::Extern, None, managed);
    items.push(d(e, l(&f, 0)));
    let (an, ans) =
        f.il.open_namespace(G, Symbol::EMPTY, false, Span::default());
    let l1 = l(&f, 1);
    let a = mk(&mut f, ans, "amv", int, Storage::None, None, managed);
    let b = mk(
        &mut f,
        ans,
        "acv",
        int,
        Storage::None,
        None,
        MemSpace::CONSTANT,
    );
    let c = mk(
        &mut f,
        ans,
        "ashv",
        int,
        Storage::None,
        None,
        MemSpace::SHARED,
    );
    items.push(def(
        an,
        l1,
        vec![d(a, l1), d(b, l1), d(c, l1)],
        f.at("ashv; }") + 6,
    ));
    let ci = f.il.types.qualified(int, Quals::CONST);
    let three = f.ilit(3, IntKind::Int);
    let e = mk(
        &mut f,
        G,
        "ccv",
        ci,
        Storage::None,
        Some(three),
        MemSpace::CONSTANT,
    );
    items.push(d(e, l(&f, 2)));
    let four = f.ilit(4, IntKind::Int);
    let e = mk(
        &mut f,
        G,
        "cdv",
        ci,
        Storage::None,
        Some(four),
        MemSpace::DEVICE,
    );
    items.push(d(e, l(&f, 3)));
    let e = mk(
        &mut f,
        G,
        "sshv",
        int,
        Storage::Static,
        None,
        MemSpace::SHARED,
    );
    items.push(d(e, l(&f, 4)));
    let e = mk(
        &mut f,
        G,
        "eshv",
        int,
        Storage::Extern,
        None,
        MemSpace::SHARED,
    );
    items.push(d(e, l(&f, 5)));
    let e = mk(&mut f, G, "alv", int, Storage::None, None, MemSpace::DEVICE);
    let l6 = l(&f, 6);
    f.attr(
        e,
        crate::sema::entities::AttrSyntax::Gnu,
        "",
        "aligned",
        l6,
        "(16)",
    );
    items.push(d(
        e,
        l6 + f.src[l6 as usize..].find("alv").unwrap() as Offset,
    ));
    let arr = f.il.types.array(flt, ArrayBound::Known(10));
    let e = mk(
        &mut f,
        G,
        "darr",
        arr,
        Storage::None,
        None,
        MemSpace::DEVICE,
    );
    items.push(d(e, l(&f, 7)));
    let pi = f.il.types.pointer(int);
    let e = mk(&mut f, G, "dptr", pi, Storage::None, None, MemSpace::DEVICE);
    items.push(d(e, l(&f, 8)));
    (f, items)
}

#[test]
fn memory_space_variable_forms() {
    let (f, items) = vars3_fixture("vars3");
    f.render(&items, &[]);
    let (f, items) = vars3_fixture("vars3_rdc");
    f.render(&items, &["--device-c"]);
}

#[test]
fn size_t_in_an_extern_c_block_injects_too() {
    let mut f = Fx::new("sz3");
    let ul = f.int(IntKind::ULong);
    let int = f.int(IntKind::Int);
    let n = f.sym("size_t");
    let (td, _) = f.il.declare_typedef(G, n, ul, Span::default());
    let a = f.var(G, "a", int, Storage::None, None, 0);
    let items = vec![
        Item::Linkage {
            lang: "C".into(),
            braced: true,
            at: f.at("extern"),
            close_at: f.at("}"),
            items: vec![d(td, f.at("size_t;"))],
        },
        d(a, f.at("a;")),
    ];
    f.render(&items, &[]);
}

/// Erroneous or hostile declaration sequences give gaps, never a panic.
#[test]
fn bad_sequences_never_panic() {
    let mut f = Fx::new("vars");
    let int = f.int(IntKind::Int);
    let v = f.var(G, "p", int, Storage::None, None, 0);
    let t = f.fty(int, &[int], false);
    let func = f.func(G, "g", t, &[("a", int)], FunctionData::default());
    let param = f.il.entities.params(func).next().unwrap();
    let len = f.src.len() as Offset;
    let mut deep = d(v, 0);
    // Deeper than MAX_NESTING (the parser bounds nesting too; a far deeper tree would only test Drop).
    for _ in 0..1_000 {
        let n = f.sym("N");
        let (ns, _) = f.il.open_namespace(G, n, false, Span::default());
        deep = def(ns, 0, vec![deep], 0);
    }
    let cases: Vec<Vec<Item>> = vec![
        vec![d(EntityId(999_999), 0)],
        vec![d(EntityId::NONE, 0)],
        vec![d(param, 0)],
        vec![d(v, len + 100)],
        vec![d(v, u32::MAX)],
        vec![Item::Linkage {
            lang: "C".into(),
            braced: false,
            at: 0,
            close_at: 0,
            items: vec![],
        }],
        vec![Item::Decl(Decl {
            entity: func,
            at: 5,
            definition: true,
            body: Some(FnBody {
                open: u32::MAX,
                close: 0,
                empty: true,
            }),
            ..Default::default()
        })],
        vec![Item::Decl(Decl {
            entity: func,
            at: 5,
            param_names: Some(vec![]),
            ..Default::default()
        })],
        vec![Item::UsingDirective {
            at: 3,
            target: EntityId(12345),
        }],
        vec![deep],
    ];
    for items in cases {
        let mut o = Options::default();
        o.stub_file_name = Some("x.cudafe1.stub.c".into());
        o.input = Some("vars.ii".into());
        let mut map = SourceMap::new("vars.ii", f.src.as_bytes().to_vec());
        let lexed = crate::lex::lex(&mut map, &crate::lex::LexConfig::default());
        let tu = TranslationUnit::default();
        let refs = HostRefs::new();
        let inp = EmitInput {
            opts: &o,
            map: &map,
            lexed: &lexed,
            tu: &tu,
            module_id: "_x",
            host_refs: &refs,
        };
        let decls = Declarations {
            il: &f.il,
            items: &items,
            exprs: &f.exprs,
        };
        let mut gaps = Gaps::new();
        let _ = print_translation_unit(&inp, &decls, &mut gaps);
        let _ = super::refs::module_id_entity(&f.il, &items);
    }
}

/// testdata/il/pragma_in_body.ii: pragmas inside a namespace or class body are printed in place, before
/// the member (or closing brace) that follows them.
#[test]
fn pragmas_inside_bodies() {
    let mut f = Fx::new("pragma_in_body");
    let int = f.int(IntKind::Int);
    let n = f.sym("N");
    let (ns, nss) = f.il.open_namespace(G, n, false, Span::default());
    let x = f.var(nss, "x", int, Storage::None, None, 0);
    let (sc, ss) = f.class(G, "S", ClassKey::Struct);
    let y = f.field(ss, "y", int, None, Access::Public);
    f.il.end_class_definition(sc);
    let items = vec![
        def(ns, f.at("N {"), vec![d(x, f.at("x;"))], f.at("}\nstruct")),
        def(sc, f.at("S {"), vec![d(y, f.at("y;"))], f.at("};")),
    ];
    f.render(&items, &[]);
}

#[test]
fn several_declarators_in_one_declaration() {
    let mut f = Fx::new("multi");
    let int = f.int(IntKind::Int);
    let pi = f.il.types.pointer(int);
    let a2 = f.il.types.array(int, ArrayBound::Known(2));
    let mut items = Vec::new();
    let l = |f: &Fx, n: usize| f.off("\n", n) + 1;
    let multi = |first: EntityId, at: Offset, more: Vec<EntityId>| {
        Item::Decl(Decl {
            entity: first,
            at,
            more,
            ..Default::default()
        })
    };
    let m1 = f.var(G, "m1", int, Storage::None, None, 0);
    let m2 = f.var(G, "m2", int, Storage::None, None, 0);
    items.push(multi(m1, l(&f, 0), vec![m2]));
    let q1 = f.var(G, "q1", pi, Storage::None, None, 0);
    let q2 = f.var(G, "q2", int, Storage::None, None, 0);
    let q3 = f.var(G, "q3", a2, Storage::None, None, 0);
    items.push(multi(q1, l(&f, 1), vec![q2, q3]));
    let (tc, ts) = f.class(G, "T", ClassKey::Struct);
    let fa = f.field(ts, "a", int, None, Access::Public);
    let fb = f.field(ts, "b", pi, None, Access::Public);
    let sc = f.var(
        ts,
        "c",
        int,
        Storage::None,
        None,
        VariableData::STATIC_MEMBER,
    );
    let sd = f.var(
        ts,
        "d",
        int,
        Storage::None,
        None,
        VariableData::STATIC_MEMBER,
    );
    for e in [sc, sd] {
        f.set_access(e, Access::Public);
    }
    f.il.end_class_definition(tc);
    let l2 = l(&f, 2);
    items.push(def(
        tc,
        l2,
        vec![multi(fa, l2, vec![fb]), multi(sc, l2, vec![sd])],
        0,
    ));
    let ci = f.il.types.qualified(int, Quals::CONST);
    let one = f.ilit(1, IntKind::Int);
    let two = f.ilit(2, IntKind::Int);
    let k1 = f.var(G, "k1", ci, Storage::Static, Some(one), 0);
    let k2 = f.var(G, "k2", ci, Storage::Static, Some(two), 0);
    items.push(multi(k1, l(&f, 3), vec![k2]));
    let (un, us) = f.class(G, "", ClassKey::Struct);
    let z = f.field(us, "z", int, None, Access::Public);
    f.il.end_class_definition(un);
    let ut = f.il.entities.ent(un).ty;
    let s1 = f.var(G, "s1", ut, Storage::None, None, 0);
    let s2 = f.var(G, "s2", ut, Storage::None, None, 0);
    let l4 = l(&f, 4);
    items.push(Item::Decl(Decl {
        entity: un,
        at: l4,
        definition: true,
        members: vec![d(z, l4)],
        more: vec![s1, s2],
        ..Default::default()
    }));
    let i1n = f.sym("I1");
    let (i1, _) = f.il.declare_typedef(G, i1n, int, Span::default());
    let ipn = f.sym("IP");
    let (ip, _) = f.il.declare_typedef(G, ipn, pi, Span::default());
    items.push(multi(i1, l(&f, 5), vec![ip]));
    f.render(&items, &[]);
}

/// testdata/il/expr1.ii: initializer expressions (operators, parenthesised constants, casts, calls,
/// member access, braced lists).
#[test]
fn initializer_expressions() {
    let mut f = Fx::new("expr1");
    let int = f.int(IntKind::Int);
    let long = f.int(IntKind::Long);
    let dbl = f.il.types.float(FloatKind::Double);
    let mut items = Vec::new();
    let l = |f: &Fx, n: usize| f.off("\n", n) + 1;
    let b = Box::new;
    let lit = move |v: i128| Expr::Int {
        value: v as u128,
        ty: int,
    };
    let three = lit(3);
    let x = f.var(G, "x", int, Storage::None, Some(three), 0);
    items.push(d(x, l(&f, 0)));
    let nx = || Expr::Name(x);
    let bin = |op: &'static str, a: Expr, c: Expr| Expr::Binary {
        op,
        lhs: b(a),
        rhs: b(c),
    };
    let un = |op: &'static str, a: Expr| Expr::Unary { op, operand: b(a) };
    let inits: Vec<(&str, TypeId, Expr)> = vec![
        ("a", int, Expr::Converted(b(bin("+", lit(1), lit(2))))),
        ("b", int, bin("+", nx(), lit(1))),
        ("c", int, bin("+", bin("*", nx(), lit(2)), lit(1))),
        ("d", int, bin("*", bin("+", nx(), lit(1)), lit(2))),
        ("e", int, un("-", nx())),
        ("f", int, un("!", nx())),
        ("g", int, un("~", nx())),
        (
            "h",
            int,
            Expr::Cond {
                cond: b(Expr::Converted(b(nx()))),
                then: b(lit(1)),
                els: b(lit(2)),
            },
        ),
        ("i", int, Expr::Converted(b(Expr::SizeofType(int)))),
        ("j", int, Expr::Converted(b(Expr::SizeofExpr(b(nx()))))),
        ("k", long, nx()),
        ("l", dbl, nx()),
        (
            "m",
            int,
            Expr::Converted(b(Expr::Cast {
                ty: int,
                operand: b(Expr::Float(crate::sema::consteval::FloatValue::new(FloatKind::Double, 2.5))),
            })),
        ),
    ];
    let mut line = 1;
    let mut vl = EntityId::NONE;
    for (name, ty, e) in inits {
        let v = f.var(G, name, ty, Storage::None, Some(e), 0);
        if name == "l" {
            vl = v;
        }
        items.push(d(v, l(&f, line)));
        line += 1;
    }
    let cast = Expr::NamedCast {
        kind: "static_cast",
        ty: int,
        operand: b(Expr::Name(vl)),
    };
    let v = f.var(G, "n", int, Storage::None, Some(cast), 0);
    items.push(d(v, l(&f, 14)));
    let pi = f.il.types.pointer(int);
    let p = f.var(
        G,
        "p",
        pi,
        Storage::None,
        Some(Expr::Converted(b(un("&", nx())))),
        0,
    );
    items.push(d(p, l(&f, 15)));
    let v = f.var(G, "q", int, Storage::None, Some(un("*", Expr::Name(p))), 0);
    items.push(d(v, l(&f, 16)));
    let r = bin("&&", bin("<", nx(), lit(2)), bin(">", nx(), lit(0)));
    let v = f.var(G, "r", int, Storage::None, Some(r), 0);
    items.push(d(v, l(&f, 17)));
    let v = f.var(G, "s", int, Storage::None, Some(bin("<<", nx(), lit(2))), 0);
    items.push(d(v, l(&f, 18)));
    let v = f.var(G, "t", int, Storage::None, Some(nx()), 0);
    items.push(d(v, l(&f, 19)));
    let a3 = f.il.types.array(int, ArrayBound::Known(3));
    let arr = f.var(
        G,
        "arr",
        a3,
        Storage::None,
        Some(Expr::Braced(vec![lit(1), lit(2), lit(3)])),
        0,
    );
    items.push(d(arr, l(&f, 20)));
    // struct P { int a, b; };
    let (pc, ps) = f.class(G, "P", ClassKey::Struct);
    let fa = f.field(ps, "a", int, None, Access::Public);
    let fb = f.field(ps, "b", int, None, Access::Public);
    f.il.end_class_definition(pc);
    let l21 = l(&f, 21);
    items.push(def(
        pc,
        l21,
        vec![Item::Decl(Decl {
            entity: fa,
            at: l21,
            more: vec![fb],
            ..Default::default()
        })],
        0,
    ));
    let pt = f.il.entities.ent(pc).ty;
    let pp = f.var(
        G,
        "pp",
        pt,
        Storage::None,
        Some(Expr::Braced(vec![lit(1), lit(2)])),
        0,
    );
    items.push(d(pp, l(&f, 22)));
    let v = f.var(
        G,
        "pq",
        pt,
        Storage::None,
        Some(Expr::DirectList(vec![lit(3), lit(4)])),
        0,
    );
    items.push(d(v, l(&f, 23)));
    let m = Expr::Member {
        base: b(Expr::Name(pp)),
        arrow: false,
        member: fa,
    };
    let v = f.var(G, "u", int, Storage::None, Some(m), 0);
    items.push(d(v, l(&f, 24)));
    let m = Expr::Member {
        base: b(un("&", Expr::Name(pp))),
        arrow: true,
        member: fb,
    };
    let v = f.var(G, "v", int, Storage::None, Some(m), 0);
    items.push(d(v, l(&f, 25)));
    let ix = Expr::Index {
        base: b(Expr::Name(arr)),
        index: b(lit(1)),
    };
    let v = f.var(G, "w", int, Storage::None, Some(ix), 0);
    items.push(d(v, l(&f, 26)));
    let v = f.var(
        G,
        "y2",
        int,
        Storage::None,
        Some(Expr::Postfix {
            op: "++",
            operand: b(nx()),
        }),
        0,
    );
    items.push(d(v, l(&f, 27)));
    let v = f.var(G, "z2", int, Storage::None, Some(bin("=", nx(), lit(5))), 0);
    items.push(d(v, l(&f, 28)));
    let fi = f.fty(int, &[int], false);
    let f1 = f.func(G, "f1", fi, &[("", int)], FunctionData::default());
    items.push(d(f1, l(&f, 29)));
    let call = Expr::Call {
        callee: b(Expr::Name(f1)),
        args: vec![lit(2)],
    };
    let v = f.var(G, "z3", int, Storage::None, Some(call), 0);
    items.push(d(v, l(&f, 30)));
    let call = Expr::Call {
        callee: b(Expr::Name(f1)),
        args: vec![bin("+", nx(), lit(1))],
    };
    let v = f.var(G, "z4", int, Storage::None, Some(call), 0);
    items.push(d(v, l(&f, 31)));
    f.render(&items, &[]);
}

/// testdata/il/stmts.ii: function bodies (compound, declaration, if/else, for, while, do, switch,
/// return; a trailing `return;` dropped).
#[test]
fn function_bodies() {
    use super::stmt::Stmt;
    let mut f = Fx::new("stmts");
    let int = f.int(IntKind::Int);
    let vt = TypeTable::VOID;
    let b = Box::new;
    let lit = move |v: i128| Expr::Int {
        value: v as u128,
        ty: int,
    };
    let bin = |op: &'static str, x: Expr, y: Expr| Expr::Binary {
        op,
        lhs: b(x),
        rhs: b(y),
    };
    let line = |f: &Fx, n: usize| f.off("\n", n) + 1;
    // The offset of the first non-blank character of line n (1-based after the marker line).
    let first = |f: &Fx, n: usize| {
        let l = line(f, n);
        l + f.src[l as usize..].find(|c: char| c != ' ').unwrap() as Offset
    };
    let mut items = Vec::new();
    let t = f.fty(int, &[int, int], false);
    let g = f.func(
        G,
        "g",
        t,
        &[("a", int), ("b", int)],
        FunctionData::default(),
    );
    let ps: Vec<EntityId> = f.il.entities.params(g).collect();
    let (pa, pb) = (ps[0], ps[1]);
    let gs = f.il.scopes.get(G).map(|_| G).unwrap();
    let sum = bin("+", Expr::Name(pa), Expr::Name(pb));
    let c = f.var(gs, "c", int, Storage::None, Some(sum), VariableData::LOCAL);
    let zero = lit(0);
    let i = f.var(gs, "i", int, Storage::None, Some(zero), VariableData::LOCAL);
    let nc = || Expr::Name(c);
    let ni = || Expr::Name(i);
    let body = vec![
        Stmt::Decl {
            at: first(&f, 2),
            var: c,
        },
        Stmt::If {
            at: first(&f, 3),
            cond: bin(">", nc(), lit(0)),
            then: Box::new(Stmt::Return {
                at: first(&f, 4),
                value: Some(nc()),
            }),
            els: Some(Box::new(Stmt::Compound {
                open: f.at("{\n    c = -c;"),
                close: first(&f, 7),
                body: vec![Stmt::Expr {
                    at: first(&f, 6),
                    expr: bin(
                        "=",
                        nc(),
                        Expr::Unary {
                            op: "-",
                            operand: b(nc()),
                        },
                    ),
                }],
            })),
            constexpr_: false,
        },
        Stmt::For {
            at: first(&f, 8),
            init: Some(Box::new(Stmt::Decl { at: 0, var: i })),
            cond: Some(bin("<", ni(), lit(3))),
            step: Some(Expr::Postfix {
                op: "++",
                operand: b(ni()),
            }),
            body: Box::new(Stmt::Expr {
                at: 0,
                expr: bin("+=", nc(), ni()),
            }),
        },
        Stmt::While {
            at: first(&f, 9),
            cond: nc(),
            body: Box::new(Stmt::Compound {
                open: 0,
                close: 0,
                body: vec![Stmt::Expr {
                    at: 0,
                    expr: Expr::Postfix {
                        op: "--",
                        operand: b(nc()),
                    },
                }],
            }),
        },
        Stmt::Do {
            at: first(&f, 10),
            body: Box::new(Stmt::Compound {
                open: 0,
                close: 0,
                body: vec![Stmt::Expr {
                    at: 0,
                    expr: Expr::Postfix {
                        op: "++",
                        operand: b(nc()),
                    },
                }],
            }),
            cond: bin("<", nc(), lit(2)),
        },
        Stmt::Switch {
            at: first(&f, 11),
            cond: nc(),
            body: Box::new(Stmt::Compound {
                open: 0,
                close: 0,
                body: vec![
                    Stmt::Case {
                        at: 0,
                        value: lit(1),
                        stmt: Box::new(Stmt::Return {
                            at: 0,
                            value: Some(lit(1)),
                        }),
                    },
                    Stmt::Default {
                        at: 0,
                        stmt: Box::new(Stmt::Break { at: 0 }),
                    },
                ],
            }),
        },
        Stmt::Return {
            at: first(&f, 12),
            value: Some(bin("*", nc(), lit(2))),
        },
    ];
    items.push(Item::Decl(Decl {
        entity: g,
        at: f.at("g(int a"),
        definition: true,
        body: Some(FnBody {
            open: first(&f, 1),
            close: first(&f, 13),
            empty: false,
        }),
        statements: body,
        ..Default::default()
    }));
    // inline int h(int q) { return q; }
    let t = f.fty(int, &[int], false);
    let h = f.func(
        G,
        "h",
        t,
        &[("q", int)],
        FunctionData {
            flags: FunctionData::INLINE,
            ..Default::default()
        },
    );
    let q = f.il.entities.params(h).next().unwrap();
    let l14 = line(&f, 14);
    let o = f.at("{ return q; }");
    items.push(Item::Decl(Decl {
        entity: h,
        at: l14,
        definition: true,
        body: Some(FnBody {
            open: o,
            close: o + 12,
            empty: false,
        }),
        statements: vec![Stmt::Return {
            at: 0,
            value: Some(Expr::Name(q)),
        }],
        ..Default::default()
    }));
    // void v() { return; }
    let fv = f.fty(vt, &[], false);
    let v = f.func(G, "v", fv, &[], FunctionData::default());
    let o = f.at("{ return; }");
    items.push(Item::Decl(Decl {
        entity: v,
        at: line(&f, 15),
        definition: true,
        body: Some(FnBody {
            open: o,
            close: o + 10,
            empty: false,
        }),
        statements: vec![Stmt::Return { at: 0, value: None }],
        ..Default::default()
    }));
    // struct S { int m() const { return 1; } };
    let (sc, ss) = f.class(G, "S", ClassKey::Struct);
    let params = f.il.types.intern_type_list(&[]);
    let mt = f.il.types.function(FnSig {
        ret: int,
        params,
        variadic: false,
        quals: Quals::CONST,
        ref_qual: RefQual::None,
        noexcept: Noexcept::No,
        trailing: false,
    });
    let m = f.func(
        ss,
        "m",
        mt,
        &[],
        FunctionData {
            flags: FunctionData::INLINE,
            ..Default::default()
        },
    );
    f.set_access(m, Access::Public);
    f.il.end_class_definition(sc);
    let l16 = line(&f, 16);
    let o = f.at("{ return 1; }");
    let md = Item::Decl(Decl {
        entity: m,
        at: l16,
        definition: true,
        body: Some(FnBody {
            open: o,
            close: o + 12,
            empty: false,
        }),
        statements: vec![Stmt::Return {
            at: 0,
            value: Some(lit(1)),
        }],
        ..Default::default()
    });
    items.push(def(sc, l16, vec![md], 0));
    f.render(&items, &[]);
}

/// testdata/decls/dv.ii: device functions with statements — the stub, and the `#if 0` copy re-printed
/// from the statements with its own line directives.
#[test]
fn device_function_bodies_from_statements() {
    use super::stmt::Stmt;
    let mut f = Fx::new_in(dir().join("../decls"), "dv");
    let int = f.int(IntKind::Int);
    let device = ExecSpace(ExecSpace::DEVICE | ExecSpace::ANNOTATED);
    let t = f.fty(int, &[int], false);
    let mut items = Vec::new();
    for (name, at, open, ret, close) in [
        ("f", "f(int x)", "{\n  return", "return x;\n}", "}\nint g"),
        (
            "h",
            "h(int x)",
            "{ return x; } int k",
            "return x; } int k",
            "} int k",
        ),
    ] {
        let e = f.func(G, name, t, &[("x", int)], FunctionData::default());
        f.il.entities.ent_mut(e).exec = device;
        let x = f.il.entities.params(e).next().unwrap();
        items.push(Item::Decl(Decl {
            entity: e,
            at: f.at(at),
            definition: true,
            body: Some(FnBody {
                open: f.at(open),
                close: f.at(close),
                empty: false,
            }),
            statements: vec![Stmt::Return {
                at: f.at(ret),
                value: Some(Expr::Name(x)),
            }],
            ..Default::default()
        }));
        let v = if name == "f" { "g" } else { "k" };
        let e = f.var(G, v, int, Storage::None, None, 0);
        items.push(d(e, f.at(&format!("int {};", v)) + 4));
    }
    f.render_plain(&items);
}

/// testdata/il/ctor.ii: mem-initializers, an implicit member access in a body (`(a) = q;`), and
/// `static_assert`.
#[test]
fn constructors_and_static_assert() {
    use super::decl::MemInit;
    use super::stmt::Stmt;
    let mut f = Fx::new("ctor");
    let int = f.int(IntKind::Int);
    let ul = f.int(IntKind::ULong);
    let vt = TypeTable::VOID;
    let lit = move |v: i128| Expr::Int {
        value: v as u128,
        ty: int,
    };
    let mut items = Vec::new();
    let l = |f: &Fx, n: usize| f.off("\n", n) + 1;
    let (bc, bs) = f.class(G, "B", ClassKey::Struct);
    let fi = f.fty(vt, &[int], false);
    let bctor = f.func(
        bs,
        "B",
        fi,
        &[("", int)],
        FunctionData {
            role: FnRole::Constructor,
            ..Default::default()
        },
    );
    f.set_access(bctor, Access::Public);
    f.il.end_class_definition(bc);
    let l0 = l(&f, 0);
    items.push(def(bc, l0, vec![d(bctor, l0)], 0));
    let (sc, ss) = f.class(G, "S", ClassKey::Struct);
    let bt = f.il.entities.ent(bc).ty;
    f.il.entities.set_bases(
        sc,
        &[BaseSpec {
            ty: bt,
            access: Access::None,
            is_virtual: false,
            pack_expansion: false,
            span: Span::default(),
        }],
    );
    let a = f.field(ss, "a", int, None, Access::Public);
    let bf = f.field(ss, "b", int, None, Access::Public);
    let fv = f.fty(vt, &[], false);
    let c0 = f.func(
        ss,
        "S",
        fv,
        &[],
        FunctionData {
            role: FnRole::Constructor,
            flags: FunctionData::INLINE,
            ..Default::default()
        },
    );
    let c1 = f.func(
        ss,
        "S",
        fi,
        &[("q", int)],
        FunctionData {
            role: FnRole::Constructor,
            flags: FunctionData::INLINE,
            ..Default::default()
        },
    );
    for e in [c0, c1] {
        f.set_access(e, Access::Public);
    }
    let q = f.il.entities.params(c1).next().unwrap();
    f.il.end_class_definition(sc);
    let l1 = l(&f, 1);
    let o0 = f.at("{ } S(int");
    let o1 = f.at("{ a = q; }");
    let ctor0 = Item::Decl(Decl {
        entity: c0,
        at: l1,
        definition: true,
        body: Some(FnBody {
            open: o0,
            close: o0 + 2,
            empty: true,
        }),
        mem_inits: vec![
            MemInit {
                target: bc,
                args: vec![lit(1)],
                braced: false,
            },
            MemInit {
                target: a,
                args: vec![lit(2)],
                braced: false,
            },
            MemInit {
                target: bf,
                args: vec![],
                braced: false,
            },
        ],
        ..Default::default()
    });
    let assign = Expr::Binary {
        op: "=",
        lhs: Box::new(Expr::Converted(Box::new(Expr::Name(a)))),
        rhs: Box::new(Expr::Name(q)),
    };
    let ctor1 = Item::Decl(Decl {
        entity: c1,
        at: l1,
        definition: true,
        body: Some(FnBody {
            open: o1,
            close: o1 + 9,
            empty: false,
        }),
        statements: vec![Stmt::Expr {
            at: 0,
            expr: assign,
        }],
        mem_inits: vec![
            MemInit {
                target: bc,
                args: vec![Expr::Name(q)],
                braced: false,
            },
            MemInit {
                target: a,
                args: vec![Expr::Name(q)],
                braced: false,
            },
        ],
        ..Default::default()
    });
    items.push(def(sc, l1, vec![d(a, l1), d(bf, l1), ctor0, ctor1], 0));
    // The converted operand prints as written (`(4)`, not `(4UL)`).
    let _ = ul;
    let four = Expr::Converted(Box::new(lit(4)));
    let cond = Expr::Converted(Box::new(Expr::Binary {
        op: "==",
        lhs: Box::new(Expr::SizeofType(int)),
        rhs: Box::new(four),
    }));
    items.push(Item::StaticAssert {
        at: l(&f, 2),
        cond,
        message: b"x".to_vec(),
    });
    let bl = f.int(IntKind::Bool);
    items.push(Item::StaticAssert {
        at: l(&f, 3),
        cond: Expr::Int { value: 1, ty: bl },
        message: Vec::new(),
    });
    f.render(&items, &[]);
}

/// testdata/il/glibc.ii: declarations as glibc headers write them (a system header, `__restrict`,
/// `throw()`, attributes after the declarator with their `__x__` names kept, `__extension__`,
/// `extern __inline`).
#[test]
fn system_header_style_declarations() {
    use super::stmt::Stmt;
    use crate::sema::entities::AttrSyntax::Gnu;
    let mut f = Fx::new("glibc");
    let int = f.int(IntKind::Int);
    let ch = f.int(IntKind::Char);
    let dbl = f.il.types.float(FloatKind::Double);
    let l = |f: &Fx, n: usize| f.off("\n", n) + 1;
    let extern_c = |storage: Storage| FunctionData {
        storage,
        flags: FunctionData::EXTERN_C,
        ..Default::default()
    };
    let throw_none = |f: &mut Fx, ret: TypeId, ps: &[TypeId], variadic: bool| {
        let params = f.il.types.intern_type_list(ps);
        f.il.types.function(FnSig {
            ret,
            params,
            variadic,
            quals: Quals::NONE,
            ref_qual: RefQual::None,
            noexcept: Noexcept::ThrowNone,
            trailing: false,
        })
    };
    let mut inner = Vec::new();
    let pc = f.il.types.pointer(ch);
    let n = f.sym("__builtin_va_list");
    let (_, va) = f.il.declare_typedef(G, n, pc, Span::default());
    let n = f.sym("__gnuc_va_list");
    let (gva, _) = f.il.declare_typedef(G, n, va, Span::default());
    inner.push(d(gva, f.at("__gnuc_va_list")));
    let n = f.sym("_IO_FILE");
    let io =
        f.il.declare_class(G, n, ClassKey::Struct, false, Span::default());
    inner.push(d(io, f.at("_IO_FILE;")));
    let n = f.sym("FILE");
    let iot = f.il.entities.ent(io).ty;
    let (file, file_t) = f.il.declare_typedef(G, n, iot, Span::default());
    inner.push(d(file, f.at("FILE;")));
    let cc = f.il.types.qualified(ch, Quals::CONST);
    let pcc = f.il.types.pointer(cc);
    let rpcc = f.il.types.qualified(pcc, Quals::RESTRICT);
    let t = f.fty(int, &[rpcc], true);
    let printf = f.func(
        G,
        "printf",
        t,
        &[("__format", rpcc)],
        extern_c(Storage::Extern),
    );
    inner.push(d(printf, f.at("printf")));
    let pfile = f.il.types.pointer(file_t);
    let t = f.fty(int, &[pfile], false);
    let fclose = f.func(
        G,
        "fclose",
        t,
        &[("__stream", pfile)],
        extern_c(Storage::Extern),
    );
    let l4 = l(&f, 4);
    f.attr(fclose, Gnu, "", "__nonnull__", l4, "(1)");
    inner.push(d(fclose, f.at("fclose")));
    let t = throw_none(&mut f, int, &[pcc], false);
    let remove = f.func(
        G,
        "remove",
        t,
        &[("__filename", pcc)],
        extern_c(Storage::Extern),
    );
    inner.push(d(remove, f.at("remove")));
    let t = throw_none(&mut f, dbl, &[pcc], false);
    let atof = f.func(G, "atof", t, &[("__nptr", pcc)], extern_c(Storage::Extern));
    let l6 = l(&f, 6);
    f.attr(atof, Gnu, "", "__pure__", l6, "");
    f.attr(atof, Gnu, "", "__nonnull__", l6, "(1)");
    inner.push(d(atof, f.at("atof")));
    let n = f.sym("__quad_t");
    let ll = f.int(IntKind::LongLong);
    let (quad, _) = f.il.declare_typedef(G, n, ll, Span::default());
    inner.push(Item::Decl(Decl {
        entity: quad,
        at: f.at("__quad_t"),
        extension: true,
        ..Default::default()
    }));
    let fv = f.fty(int, &[], false);
    let gc = f.func(
        G,
        "getchar",
        fv,
        &[],
        FunctionData {
            storage: Storage::Extern,
            flags: FunctionData::EXTERN_C | FunctionData::INLINE,
            ..Default::default()
        },
    );
    let l8 = l(&f, 8);
    f.attr(gc, Gnu, "", "__gnu_inline__", l8, "");
    let o = f.at("{ return 0; }\n}");
    let zero = Expr::Int { value: 0, ty: int };
    inner.push(Item::Decl(Decl {
        entity: gc,
        at: f.at("getchar"),
        definition: true,
        body: Some(FnBody {
            open: o,
            close: o + 12,
            empty: false,
        }),
        statements: vec![Stmt::Return {
            at: 0,
            value: Some(zero.clone()),
        }],
        ..Default::default()
    }));
    let mut items = vec![Item::Linkage {
        lang: "C".into(),
        braced: true,
        at: f.at("extern \"C\""),
        close_at: f.at("}\n# 3"),
        items: inner,
    }];
    let main = f.func(G, "main", fv, &[], FunctionData::default());
    let o = f.off("{ return 0; }", 1);
    items.push(Item::Decl(Decl {
        entity: main,
        at: f.at("main"),
        definition: true,
        body: Some(FnBody {
            open: o,
            close: o + 12,
            empty: false,
        }),
        statements: vec![Stmt::Return {
            at: 0,
            value: Some(zero),
        }],
        ..Default::default()
    }));
    f.render(&items, &[]);
}

/// testdata/il/scopes.ii: names are qualified relative to the scope being printed.
#[test]
fn names_relative_to_the_current_scope() {
    let mut f = Fx::new("scopes");
    let int = f.int(IntKind::Int);
    let l = |f: &Fx, n: usize| f.off("\n", n) + 1;
    let l0 = l(&f, 0);
    let n = f.sym("N");
    let (ns, nss) = f.il.open_namespace(G, n, false, Span::default());
    let (a, _) = f.class(nss, "A", ClassKey::Struct);
    f.il.end_class_definition(a);
    let at = f.il.entities.ent(a).ty;
    let a1 = f.var(nss, "a1", at, Storage::None, None, 0);
    let a2 = f.var(nss, "a2", at, Storage::None, None, 0);
    let m = f.sym("M");
    let (ms, mss) = f.il.open_namespace(nss, m, false, Span::default());
    let a4 = f.var(mss, "a4", at, Storage::None, None, 0);
    let (bc, bs) = f.class(mss, "B", ClassKey::Struct);
    let a5 = f.field(bs, "a5", at, None, Access::Public);
    let tn = f.sym("T");
    let (td, tt) = f.il.declare_typedef(bs, tn, int, Span::default());
    f.set_access(td, Access::Public);
    let t = f.field(bs, "t", tt, None, Access::Public);
    f.il.end_class_definition(bc);
    let bt = f.var(mss, "bt", tt, Storage::None, None, 0);
    let b_item = def(bc, l0, vec![d(a5, l0), d(td, l0), d(t, l0)], 0);
    let m_item = def(ms, l0, vec![d(a4, l0), b_item, d(bt, l0)], f.at("} }") + 2);
    let a_item = def(a, l0, vec![], 0);
    items_push(&mut f, ns, l0, vec![a_item, d(a1, l0), d(a2, l0), m_item]);
    let a3 = f.var(G, "a3", at, Storage::None, None, 0);
    let t2 = f.var(G, "t2", tt, Storage::None, None, 0);
    let (o, os) = f.class(G, "O", ClassKey::Struct);
    let (ic, _) = f.class(os, "I", ClassKey::Struct);
    f.set_access(ic, Access::Public);
    f.il.end_class_definition(ic);
    let it = f.il.entities.ent(ic).ty;
    let i1 = f.field(os, "i1", it, None, Access::Public);
    f.il.end_class_definition(o);
    let i2 = f.var(G, "i2", it, Storage::None, None, 0);
    let l3 = l(&f, 3);
    let mut items = std::mem::take(&mut f.pending);
    items.push(d(a3, l(&f, 1)));
    items.push(d(t2, l(&f, 2)));
    items.push(def(o, l3, vec![def(ic, l3, vec![], 0), d(i1, l3)], 0));
    items.push(d(i2, l(&f, 4)));
    f.render(&items, &[]);
}

fn items_push(f: &mut Fx, ns: EntityId, at: Offset, members: Vec<Item>) {
    let close = f.at("} }") + 3;
    f.pending.push(def(ns, at, members, close));
}

/// testdata/il/stmts2.ii: member kinds (typedef, enum, alias, anonymous union, friend class,
/// static_assert, a member typedef used unqualified), an opaque enum, and more statements (empty `for`
/// clauses, `continue`, range-`for`, `goto`, labels, null and nested compound statements).
#[test]
fn member_kinds_and_more_statements() {
    use super::stmt::Stmt;
    let mut f = Fx::new("stmts2");
    let int = f.int(IntKind::Int);
    let long = f.int(IntKind::Long);
    let flt = f.il.types.float(FloatKind::Float);
    let lit = move |v: i128| Expr::Int {
        value: v as u128,
        ty: int,
    };
    let l = |f: &Fx, n: usize| f.off("\n", n) + 1;
    let first = |f: &Fx, n: usize| {
        let o = l(f, n);
        o + f.src[o as usize..].find(|c: char| c != ' ').unwrap() as Offset
    };
    let mut items = Vec::new();
    // struct O { … };
    let (o, os) = f.class(G, "O", ClassKey::Struct);
    let tn = f.sym("T");
    let (td, tt) = f.il.declare_typedef(os, tn, int, Span::default());
    let kn = f.sym("K");
    let k =
        f.il.declare_enum(os, kn, false, TypeId::NONE, Span::default());
    let k1 = f.sym("K1");
    f.il.declare_enumerator(k, k1, 0, Span::default());
    if let Payload::Enum(e) = &mut f.il.entities.ent_mut(k).data {
        e.underlying = int;
    }
    let un = f.sym("U");
    let (ud, _) = f.il.declare_typedef(os, un, long, Span::default());
    let (anon, ans) = f.class(os, "", ClassKey::Union);
    let ua = f.field(ans, "ua", int, None, Access::Public);
    let ub = f.field(ans, "ub", flt, None, Access::Public);
    f.il.end_class_definition(anon);
    let fnm = f.sym("F");
    let fc =
        f.il.declare_class(G, fnm, ClassKey::Struct, false, Span::default());
    let t = f.field(os, "t", tt, None, Access::Public);
    for e in [td, k, ud, anon, fc] {
        f.set_access(e, Access::Public);
    }
    f.il.end_class_definition(o);
    let members = vec![
        d(td, first(&f, 1)),
        def(k, first(&f, 2), vec![], 0),
        Item::Decl(Decl {
            entity: ud,
            at: first(&f, 3),
            alias_syntax: true,
            ..Default::default()
        }),
        def(
            anon,
            first(&f, 4),
            vec![d(ua, first(&f, 4)), d(ub, first(&f, 4))],
            0,
        ),
        Item::Decl(Decl {
            entity: fc,
            at: first(&f, 5),
            friend: true,
            ..Default::default()
        }),
        Item::StaticAssert {
            at: first(&f, 6),
            cond: Expr::Int {
                value: 1,
                ty: f.int(IntKind::Bool),
            },
            message: Vec::new(),
        },
        d(t, first(&f, 7)),
    ];
    items.push(def(o, l(&f, 0), members, first(&f, 8)));
    let en = f.sym("EF");
    let ef = f.il.declare_enum(G, en, true, int, Span::default());
    items.push(d(ef, l(&f, 9)));
    // int f(int n) { … }
    let fi = f.fty(int, &[int], false);
    let fun = f.func(G, "f", fi, &[("n", int)], FunctionData::default());
    let n = f.il.entities.params(fun).next().unwrap();
    let local = |f: &mut Fx, name: &str, ty: TypeId, init: Option<Expr>| {
        f.var(G, name, ty, Storage::None, init, VariableData::LOCAL)
    };
    let s = local(&mut f, "s", int, Some(lit(0)));
    let i = local(&mut f, "i", int, Some(lit(0)));
    let a3 = f.il.types.array(int, ArrayBound::Known(3));
    let a = local(
        &mut f,
        "a",
        a3,
        Some(Expr::Braced(vec![lit(1), lit(2), lit(3)])),
    );
    let v = local(&mut f, "v", int, None);
    let inner = local(&mut f, "inner", int, Some(lit(1)));
    let endn = f.sym("end");
    let mut le = crate::sema::entities::Entity::new(endn, Payload::Label { defined: true });
    le.parent = fun;
    let end = f.il.entities.add(le);
    let bin = |op: &'static str, x: Expr, y: Expr| Expr::Binary {
        op,
        lhs: Box::new(x),
        rhs: Box::new(y),
    };
    let ns = || Expr::Name(s);
    let ni = || Expr::Name(i);
    let body = vec![
        Stmt::Decl {
            at: first(&f, 11),
            var: s,
        },
        Stmt::For {
            at: first(&f, 12),
            init: None,
            cond: None,
            step: None,
            body: Box::new(Stmt::Compound {
                open: 0,
                close: 0,
                body: vec![Stmt::Break { at: 0 }],
            }),
        },
        Stmt::For {
            at: first(&f, 13),
            init: Some(Box::new(Stmt::Decl { at: 0, var: i })),
            cond: Some(bin("<", ni(), Expr::Name(n))),
            step: Some(Expr::Unary {
                op: "++",
                operand: Box::new(ni()),
            }),
            body: Box::new(Stmt::Compound {
                open: 0,
                close: 0,
                body: vec![
                    Stmt::If {
                        at: 0,
                        cond: bin("==", ni(), lit(2)),
                        then: Box::new(Stmt::Continue { at: 0 }),
                        els: None,
                        constexpr_: false,
                    },
                    Stmt::Expr {
                        at: 0,
                        expr: bin("+=", ns(), ni()),
                    },
                ],
            }),
        },
        Stmt::Decl {
            at: first(&f, 14),
            var: a,
        },
        Stmt::RangeFor {
            at: first(&f, 15),
            var: v,
            range: Expr::Name(a),
            body: Box::new(Stmt::Expr {
                at: 0,
                expr: bin("+=", ns(), Expr::Name(v)),
            }),
        },
        Stmt::Goto {
            at: first(&f, 16),
            label: end,
        },
        Stmt::Label {
            at: first(&f, 17),
            label: end,
        },
        Stmt::Null { at: first(&f, 18) },
        Stmt::Compound {
            open: first(&f, 19),
            close: first(&f, 19) + f.src[first(&f, 19) as usize..].find('}').unwrap() as Offset,
            body: vec![
                Stmt::Decl { at: 0, var: inner },
                Stmt::Expr {
                    at: 0,
                    expr: bin("+=", ns(), Expr::Name(inner)),
                },
            ],
        },
        Stmt::Return {
            at: first(&f, 20),
            value: Some(ns()),
        },
    ];
    let open = f.at("n) {") + 3;
    items.push(Item::Decl(Decl {
        entity: fun,
        at: f.at("f(int n)"),
        definition: true,
        body: Some(FnBody {
            open,
            close: first(&f, 21),
            empty: false,
        }),
        statements: body,
        ..Default::default()
    }));
    f.render(&items, &[]);
}

/// testdata/il/nvhr_t3.cu (`ref-cudafe nvhr_t3.cu OUT -rdc=true`, file at /tmp/emitdecl/nv/t3.cu):
/// kernel template specialisations are listed in both arrays unless internal.
#[test]
fn host_refs_of_kernel_templates() {
    use crate::sema::entities::{SpecInfo, SpecKind};
    let mut f = Fx::new_cu("nvhr_t3");
    let int = f.int(IntKind::Int);
    let flt = f.il.types.float(FloatKind::Float);
    let ch = f.int(IntKind::Char);
    let vt = TypeTable::VOID;
    let kernel = ExecSpace(ExecSpace::GLOBAL | ExecSpace::ANNOTATED);
    let tn = f.sym("T");
    let n = f.sym("NS");
    let (_, nss) = f.il.open_namespace(G, n, false, Span::default());
    let (_, ans) =
        f.il.open_namespace(G, Symbol::EMPTY, false, Span::default());
    let mut specs = Vec::new();
    for (scope, name, arg) in [(G, "ktmpl", int), (nss, "kn", flt), (ans, "ka", ch)] {
        let sym = f.sym(name);
        let (t, ps) =
            f.il.declare_template(scope, sym, TemplateKind::Function, 0, Span::default());
        let tp = f.il.declare_template_param(
            t,
            ps,
            tn,
            TemplateParamKind::Type,
            TypeId::NONE,
            false,
            Span::default(),
        );
        let tt = f.il.entities.ent(tp).ty;
        let pt = f.fty(vt, &[tt], false);
        let pat = f.func(ps, name, pt, &[("", tt)], FunctionData::default());
        f.il.entities.ent_mut(pat).exec = kernel;
        f.il.set_template_pattern(t, pat);
        let st = f.fty(vt, &[arg], false);
        let args = f.il.types.intern_args(&[TemplateArg::Type(arg)]);
        let spec = SpecInfo {
            template: t,
            args,
            kind: SpecKind::Implicit,
            partial_params: EntityId::NONE,
            next: EntityId::NONE,
        };
        let e = f.func(
            scope,
            name,
            st,
            &[("", arg)],
            FunctionData {
                spec,
                ..Default::default()
            },
        );
        f.il.entities.ent_mut(e).exec = kernel;
        f.il.entities.link_specialization(e);
        specs.push(e);
    }
    let fv = f.fty(vt, &[], false);
    let host = f.func(G, "host", fv, &[], FunctionData::default());
    let items = vec![Item::Decl(Decl {
        entity: host,
        definition: true,
        body: Some(FnBody {
            open: 0,
            close: 0,
            empty: true,
        }),
        ..Default::default()
    })];
    let src = super::refs::module_id_entity(&f.il, &items)
        .unwrap()
        .unwrap();
    let id = module_id::generate(
        Some("/tmp/emitdecl/nv/t3.cu"),
        "t3.cu",
        module_id::IdSource::Entity(&src),
    );
    assert_eq!(
        id,
        std::fs::read_to_string(dir().join("nvhr_t3.module_id")).unwrap()
    );
    let mut refs = HostRefs::new();
    for e in specs {
        super::refs::add_host_ref(&f.il, e, &id, &mut refs).unwrap();
    }
    let want = std::fs::read_to_string(dir().join("nvhr_t3.expected")).unwrap();
    assert_eq!(refs.render(), &want[want.find("\nextern").unwrap()..]);
}

/// testdata/il/elaborated.ii: a class declared by an elaborated-type-specifier keeps its key in that
/// declaration only.
#[test]
fn elaborated_type_specifiers() {
    let mut f = Fx::new("elaborated");
    let int = f.int(IntKind::Int);
    let vt = TypeTable::VOID;
    let l = |f: &Fx, n: usize| f.off("\n", n) + 1;
    let mut items = Vec::new();
    let class = |f: &mut Fx, name: &str| {
        let n = f.sym(name);
        let c =
            f.il.declare_class(G, n, ClassKey::Struct, false, Span::default());
        (c, f.il.entities.ent(c).ty)
    };
    let (a, at) = class(&mut f, "A");
    items.push(d(a, l(&f, 0)));
    let n = f.sym("B");
    let (b, _) = f.il.declare_typedef(G, n, at, Span::default());
    items.push(d(b, f.at("B;")));
    let (c, ct) = class(&mut f, "C");
    f.il.begin_class_definition(c, G);
    f.il.end_class_definition(c);
    items.push(def(c, l(&f, 1), vec![], 0));
    let c1 = f.var(G, "c1", ct, Storage::None, None, 0);
    items.push(d(c1, f.at("c1")));
    let (dd, dt) = class(&mut f, "D");
    let pd = f.il.types.pointer(dt);
    let n = f.sym("DP");
    let (dp, _) = f.il.declare_typedef(G, n, pd, Span::default());
    items.push(Item::Decl(Decl {
        entity: dp,
        at: f.at("DP"),
        elaborated: vec![dd],
        ..Default::default()
    }));
    let (e, et) = class(&mut f, "E");
    let pe_t = f.il.types.pointer(et);
    let pe = f.var(G, "pe", pe_t, Storage::None, None, 0);
    items.push(Item::Decl(Decl {
        entity: pe,
        at: f.at("*pe") + 1,
        elaborated: vec![e],
        ..Default::default()
    }));
    let n = f.sym("F");
    let fe = f.il.declare_enum(G, n, false, int, Span::default());
    items.push(d(fe, l(&f, 4)));
    let fet = f.il.entities.ent(fe).ty;
    let f1 = f.var(G, "f1", fet, Storage::None, None, 0);
    items.push(d(f1, f.at("f1")));
    let (h, ht) = class(&mut f, "H");
    let ph = f.il.types.pointer(ht);
    let gt = f.fty(vt, &[ph], false);
    let g = f.func(G, "g", gt, &[("", ph)], FunctionData::default());
    items.push(Item::Decl(Decl {
        entity: g,
        at: f.at("g("),
        elaborated: vec![h],
        ..Default::default()
    }));
    f.render(&items, &[]);
}

/// Deep statement and expression nesting (long `else if` chains, long sums) stays within the stack:
/// beyond the bounds the printer records a gap instead of recursing further.
#[test]
fn deep_bodies_never_overflow() {
    use super::stmt::Stmt;
    let mut f = Fx::new("stmts");
    let int = f.int(IntKind::Int);
    let t = f.fty(int, &[int, int], false);
    let g = f.func(
        G,
        "g",
        t,
        &[("a", int), ("b", int)],
        FunctionData::default(),
    );
    let a = f.il.entities.params(g).next().unwrap();
    for n in [10usize, 60, 1000] {
        let mut chain = Stmt::Return {
            at: 0,
            value: Some(Expr::Name(a)),
        };
        let mut sum = Expr::Name(a);
        for _ in 0..n {
            chain = Stmt::If {
                at: 0,
                cond: Expr::Name(a),
                then: Box::new(Stmt::Break { at: 0 }),
                els: Some(Box::new(chain)),
                constexpr_: false,
            };
            sum = Expr::Binary {
                op: "+",
                lhs: Box::new(sum),
                rhs: Box::new(Expr::Name(a)),
            };
        }
        let items = vec![Item::Decl(Decl {
            entity: g,
            at: 5,
            definition: true,
            body: Some(FnBody {
                open: 0,
                close: 0,
                empty: false,
            }),
            statements: vec![chain, Stmt::Expr { at: 0, expr: sum }],
            ..Default::default()
        })];
        let mut o = Options::default();
        o.stub_file_name = Some("x.cudafe1.stub.c".into());
        let mut map = SourceMap::new("s.ii", f.src.as_bytes().to_vec());
        let lexed = crate::lex::lex(&mut map, &crate::lex::LexConfig::default());
        let tu = TranslationUnit::default();
        let refs = HostRefs::new();
        let inp = EmitInput {
            opts: &o,
            map: &map,
            lexed: &lexed,
            tu: &tu,
            module_id: "_x",
            host_refs: &refs,
        };
        let decls = Declarations {
            il: &f.il,
            items: &items,
            exprs: &f.exprs,
        };
        let mut gaps = Gaps::new();
        let r = print_translation_unit(&inp, &decls, &mut gaps);
        assert_eq!(r.is_some(), n <= 60, "depth {}", n);
    }
}
