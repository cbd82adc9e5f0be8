//! Renders a [`Program`] as CUDA text. Two flavours:
//! - `Cu`: ordinary `.cu` source with `__global__`, `__launch_bounds__(…)` etc. (preprocessed by nvcc);
//! - `Bare`: a hermetic `.ii` with a leading `# 1 "fuzz.cu"` marker and the CUDA keywords spelled
//!   as the attributes the headers expand them to (`__attribute__((global))` …), no includes. A
//!   `<<<…>>>` launch needs `__cudaPushCallConfiguration` declared (without it cudafe++ stops with an
//!   internal error), so the bare flavour declares a minimal `dim3` / stream / push-configuration
//!   prelude whenever the program launches something (probed against cudafe++ 13.0.88).
//!
//! Output is a pure function of the model: identifiers come from per-kind counters.
use super::model::*;
use std::fmt::Write;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flavor {
    Cu,
    Bare,
}

/// The declarations a bare `.ii` needs for `<<<…>>>` (mirrors crt/device_functions.h's signature).
pub const BARE_LAUNCH_PRELUDE: &str = "struct dim3 { unsigned x, y, z; dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };\n\
typedef struct CUstream_st *cudaStream_t;\n\
extern \"C\" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim, unsigned long sharedMem = 0, struct CUstream_st *stream = 0);\n";

const MAX_PARAMS: usize = 4;
const MAX_STMTS: usize = 6;
const MAX_OPS: usize = 4;

struct FnInfo {
    name: String,
    arity: usize,
    /// Template argument to name the function with (`k0<int>`), for kernel templates.
    targ: Option<String>,
    /// Returns a value (usable as an operand); `void` functions are only called as statements.
    value: bool,
}

struct Printer {
    flavor: Flavor,
    out: String,
    funcs: Vec<FnInfo>,
    kernels: Vec<FnInfo>,
    vars: Vec<String>,
    typedefs: Vec<String>,
    /// Visible classes: (name, number of member functions `m0..`).
    classes: Vec<(String, usize)>,
    n_fn: usize,
    n_kernel: usize,
    n_var: usize,
    n_typedef: usize,
    n_ns: usize,
    n_class: usize,
    n_tf: usize,
    n_ct: usize,
    n_lambda: usize,
}

/// Per-function printing state: parameters and locals visible so far.
struct Scope {
    arity: usize,
    locals: usize,
}

impl Program {
    /// Renders the program; deterministic.
    pub fn print(&self, flavor: Flavor) -> String {
        let mut p = Printer {
            flavor,
            out: String::new(),
            funcs: Vec::new(),
            kernels: Vec::new(),
            vars: Vec::new(),
            typedefs: Vec::new(),
            classes: Vec::new(),
            n_fn: 0,
            n_kernel: 0,
            n_var: 0,
            n_typedef: 0,
            n_ns: 0,
            n_class: 0,
            n_tf: 0,
            n_ct: 0,
            n_lambda: 0,
        };
        for item in &self.items {
            p.item(item);
        }
        let mut head = String::new();
        if self.uses_extended_lambda() {
            head.push_str("// nvcc-options: --extended-lambda\n");
        }
        if flavor == Flavor::Bare {
            // The program's first line has the same number in both flavours (the `.cu` starts with
            // the directive comments), so their diagnostics can be compared line for line.
            let first = head.lines().count() + 1;
            head.push_str("# 1 \"fuzz.cu\"\n");
            // Decided on the printed text: a launch statement with no visible kernel prints nothing.
            // The prelude sits in a pseudo header, as gcc -E would show an included file.
            if p.out.contains(">>>(") {
                head.push_str("# 1 \"fuzz_launch.h\" 1\n");
                head.push_str(BARE_LAUNCH_PRELUDE);
                head.push_str(&format!("# {first} \"fuzz.cu\" 2\n"));
            } else if first != 1 {
                head.push_str(&format!("# {first} \"fuzz.cu\"\n"));
            }
        }
        head + &p.out
    }

    /// Renders the bare `.ii` flavour as bytes (what the fuzz target and fast campaigns feed in).
    pub fn bare_ii(&self) -> Vec<u8> {
        self.print(Flavor::Bare).into_bytes()
    }

    /// The `.cu` flavour.
    pub fn cu(&self) -> String {
        self.print(Flavor::Cu)
    }

    fn all_bodies(&self) -> impl Iterator<Item = &Vec<Stmt>> {
        self.items.iter().flat_map(|it| -> Vec<&Vec<Stmt>> {
            match it {
                Item::Function(f) => vec![&f.body],
                Item::Kernel(k) => vec![&k.body],
                Item::FunctionTemplate(t) => vec![&t.body],
                Item::Namespace(ms) => ms
                    .iter()
                    .filter_map(|m| match m {
                        NsMember::Function(f) => Some(&f.body),
                        _ => None,
                    })
                    .collect(),
                _ => vec![],
            }
        })
    }

    /// Whether some printed statement is an annotated lambda (needs `--extended-lambda`).
    pub fn uses_extended_lambda(&self) -> bool {
        self.all_bodies().any(|b| {
            b.iter().take(MAX_STMTS).any(|s| matches!(s, Stmt::Lambda(sp, _) if *sp != LambdaSpace::Plain))
        })
    }

    /// Extra cudafe++ arguments the printed program needs (e.g. `--extended-lambda`).
    pub fn cudafe_extra_args(&self) -> Vec<String> {
        if self.uses_extended_lambda() {
            vec!["--extended-lambda".to_string()]
        } else {
            Vec::new()
        }
    }
}

impl Printer {
    fn kw(&self, cu: &str, attr: &str) -> String {
        match self.flavor {
            Flavor::Cu => cu.to_string(),
            Flavor::Bare => format!("__attribute__(({attr}))"),
        }
    }

    fn space(&self, s: Space) -> String {
        match s {
            Space::Implicit => String::new(),
            Space::Host => self.kw("__host__", "host") + " ",
            Space::Device => self.kw("__device__", "device") + " ",
            Space::HostDevice => format!("{} {} ", self.kw("__host__", "host"), self.kw("__device__", "device")),
        }
    }

    fn var_space(&self, s: VarSpace) -> String {
        match s {
            VarSpace::Plain => String::new(),
            VarSpace::Device => self.kw("__device__", "device") + " ",
            VarSpace::Constant => self.kw("__constant__", "constant") + " ",
            VarSpace::Shared => self.kw("__shared__", "shared") + " ",
            VarSpace::Managed => self.kw("__managed__", "managed") + " ",
        }
    }

    fn launch_attr(&self, a: LaunchAttr) -> String {
        let call = |cu: &str, attr: &str, args: String| match self.flavor {
            Flavor::Cu => format!("{cu}({args}) "),
            Flavor::Bare => format!("__attribute__(({attr}({args}))) "),
        };
        let lb = |args: String| call("__launch_bounds__", "launch_bounds", args);
        match a {
            LaunchAttr::None => String::new(),
            LaunchAttr::Bounds1(n) => lb(format!("{}", n % 2048)),
            LaunchAttr::Bounds2(n, m) => lb(format!("{}, {}", n % 2048, m % 9)),
            LaunchAttr::Bounds3(n, m, c) => lb(format!("{}, {}, {}", n % 2048, m % 9, c % 5)),
            LaunchAttr::ClusterDims(x, y, z) => call(
                "__cluster_dims__",
                "cluster_dims",
                format!("{}, {}, {}", x % 4 + 1, y % 3, z % 2 + 1),
            ),
            LaunchAttr::MaxNreg(n) => call("__maxnreg__", "maxnreg", format!("{}", n)),
            LaunchAttr::BoundsAndMaxNreg(n, r) => {
                lb(format!("{}", n % 1024 + 1)) + &call("__maxnreg__", "maxnreg", format!("{}", r))
            }
        }
    }

    fn ty(&self, t: Ty) -> String {
        match t {
            Ty::Int => "int".into(),
            Ty::Unsigned => "unsigned".into(),
            Ty::Long => "long".into(),
            Ty::Float => "float".into(),
            Ty::Double => "double".into(),
            Ty::Char => "char".into(),
            Ty::Typedef(i) => pick(&self.typedefs, i).cloned().unwrap_or_else(|| "int".into()),
        }
    }

    fn params(&self, ps: &[Ty]) -> (String, usize) {
        let ps: Vec<String> = ps.iter().take(MAX_PARAMS).enumerate().map(|(i, t)| format!("{} p{i}", self.ty(*t))).collect();
        (ps.join(", "), ps.len())
    }

    fn atom(&self, a: Atom, sc: &Scope) -> String {
        match a {
            Atom::Lit(v) if v < 0 => format!("({v})"),
            Atom::Lit(v) => format!("{v}"),
            Atom::Param(i) if sc.arity > 0 => format!("p{}", i as usize % sc.arity),
            Atom::Param(_) => "1".into(),
            Atom::Local(i) if sc.locals > 0 => format!("l{}", i as usize % sc.locals),
            Atom::Local(_) => "0".into(),
            Atom::Global(i) => pick(&self.vars, i).cloned().unwrap_or_else(|| "2".into()),
            Atom::Call(i, seed) => match pick_by(&self.funcs, i, |f| f.value) {
                Some(f) => format!("{}({})", f.name, self.args(f.arity, seed, sc)),
                None => "3".into(),
            },
        }
    }

    /// Arguments for a call: parameters of the caller when it has some, else small literals.
    fn args(&self, n: usize, seed: u8, sc: &Scope) -> String {
        (0..n)
            .map(|j| {
                let s = seed as usize + j;
                if sc.arity > 0 && s % 2 == 1 {
                    format!("p{}", s % sc.arity)
                } else {
                    format!("{}", s % 10)
                }
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn expr(&self, e: &Expr, sc: &Scope) -> String {
        let mut s = self.atom(e.first, sc);
        for (op, a) in e.rest.iter().take(MAX_OPS) {
            let op = match op {
                BinOp::Add => "+",
                BinOp::Sub => "-",
                BinOp::Mul => "*",
                BinOp::Lt => "<",
                BinOp::And => "&&",
                BinOp::Xor => "^",
            };
            // `^` on floating operands is ill-formed; keep the operation integral by casting.
            if op == "^" {
                s = format!("(long)({s}) ^ (long)({})", self.atom(*a, sc));
            } else {
                let _ = write!(s, " {op} {}", self.atom(*a, sc));
            }
        }
        s
    }

    fn stmts(&mut self, body: &[Stmt], sc: &mut Scope, indent: &str) {
        for st in body.iter().take(MAX_STMTS) {
            let line = match st {
                Stmt::Decl(t, e) => {
                    let l = format!("{} l{} = {};", self.ty(*t), sc.locals, self.expr(e, sc));
                    sc.locals += 1;
                    l
                }
                Stmt::AssignLocal(i, e) if sc.locals > 0 => format!("l{} = {};", *i as usize % sc.locals, self.expr(e, sc)),
                Stmt::AssignLocal(_, e) => format!("(void)({});", self.expr(e, sc)),
                Stmt::AssignGlobal(i, e) => match pick(&self.vars, *i) {
                    Some(v) => format!("{v} = {};", self.expr(e, sc)),
                    None => format!("(void)({});", self.expr(e, sc)),
                },
                Stmt::CallStmt(i, seed) => match pick(&self.funcs, *i) {
                    Some(f) => format!("{}({});", f.name, self.args(f.arity, *seed, sc)),
                    None => continue,
                },
                Stmt::Launch { kernel, grid, block, shmem, configured, args } => match pick(&self.kernels, *kernel) {
                    Some(k) => {
                        let a = self.args(k.arity, *args, sc);
                        let name = match &k.targ {
                            Some(t) => format!("{}<{t}>", k.name),
                            None => k.name.clone(),
                        };
                        if *configured {
                            let sh = shmem.map(|s| format!(", {}", s as u32 * 16)).unwrap_or_default();
                            format!("{name}<<<{}, {}{sh}>>>({a});", grid % 8 + 1, block % 1024 + 1)
                        } else {
                            format!("{name}({a});")
                        }
                    }
                    None => continue,
                },
                Stmt::If(c, i, e) => {
                    if sc.locals > 0 {
                        format!("if ({}) l{} = {};", self.expr(c, sc), *i as usize % sc.locals, self.expr(e, sc))
                    } else {
                        format!("if ({}) {{ }}", self.expr(c, sc))
                    }
                }
                Stmt::Lambda(sp, e) => {
                    let ann = match sp {
                        LambdaSpace::Plain => String::new(),
                        LambdaSpace::Device => self.kw("__device__", "device") + " ",
                        LambdaSpace::HostDevice => self.space(Space::HostDevice),
                    };
                    let n = self.n_lambda;
                    self.n_lambda += 1;
                    format!("auto lam{n} = [=] {ann}(int a) {{ return a + ({}); }};", self.expr(e, sc))
                }
                Stmt::MemberCall { class, member, arg } => match pick(&self.classes, *class) {
                    Some((c, n)) if *n > 0 => format!("{{ {c} o; (void)o.m{}({arg}); }}", *member as usize % n),
                    _ => continue,
                },
                Stmt::SharedLocal(t) => {
                    let l = format!("{}{} l{};", self.var_space(VarSpace::Shared), self.ty(*t), sc.locals);
                    sc.locals += 1;
                    l
                }
            };
            let _ = writeln!(self.out, "{indent}{line}");
        }
    }

    fn function(&mut self, f: &Function, indent: &str) -> FnInfo {
        let name = format!("f{}", self.n_fn);
        self.n_fn += 1;
        let (ps, arity) = self.params(&f.params);
        let ret = f.ret.map(|t| self.ty(t)).unwrap_or_else(|| "void".into());
        let inl = if f.inline { "inline " } else { "" };
        let _ = writeln!(self.out, "{indent}{}{inl}{ret} {name}({ps}) {{", self.space(f.space));
        let mut sc = Scope { arity, locals: 0 };
        let inner = format!("{indent}    ");
        self.stmts(&f.body, &mut sc, &inner);
        if f.ret.is_some() {
            let _ = writeln!(self.out, "{inner}return {};", self.expr(&f.result, &sc));
        }
        let _ = writeln!(self.out, "{indent}}}");
        FnInfo { name, arity, targ: None, value: f.ret.is_some() }
    }

    fn var(&mut self, v: &GlobalVar, indent: &str) -> String {
        let name = format!("g{}", self.n_var);
        self.n_var += 1;
        let no_scope = Scope { arity: 0, locals: 0 };
        let init = match v.init {
            None => String::new(),
            Some(Init::Lit(i)) => format!(" = {i}"),
            Some(Init::Call(f, seed)) => format!(" = {}", self.atom(Atom::Call(f, seed), &no_scope)),
        };
        let _ = writeln!(self.out, "{indent}{}{} {name}{init};", self.var_space(v.space), self.ty(v.ty));
        name
    }

    fn typedef(&mut self, t: Ty, indent: &str) -> String {
        let name = format!("t{}", self.n_typedef);
        self.n_typedef += 1;
        let _ = writeln!(self.out, "{indent}typedef {} {name};", self.ty(t));
        name
    }

    fn item(&mut self, item: &Item) {
        match item {
            Item::Function(f) => {
                let info = self.function(f, "");
                self.funcs.push(info);
            }
            Item::Kernel(k) => {
                let name = format!("k{}", self.n_kernel);
                self.n_kernel += 1;
                let mut params: Vec<String> =
                    k.params.iter().take(MAX_PARAMS).map(|t| self.ty(*t)).collect();
                let targ = k.template.map(|t| self.ty(t));
                if targ.is_some() {
                    self.out.push_str("template <typename KT> ");
                    match params.first_mut() {
                        Some(p) => *p = "KT".into(),
                        None => params.push("KT".into()),
                    }
                }
                let arity = params.len();
                let gc = k.grid_constant.filter(|_| arity > 0).map(|(i, c)| (i as usize % arity, c));
                let ps: Vec<String> = params
                    .iter()
                    .enumerate()
                    .map(|(i, t)| match gc {
                        Some((j, with_const)) if j == i => {
                            let c = if with_const { "const " } else { "" };
                            format!("{c}{t} {} p{i}", self.kw("__grid_constant__", "grid_constant"))
                        }
                        _ => format!("{t} p{i}"),
                    })
                    .collect();
                let _ = writeln!(
                    self.out,
                    "{} void {}{name}({}) {{",
                    self.kw("__global__", "global"),
                    self.launch_attr(k.attr),
                    ps.join(", ")
                );
                let mut sc = Scope { arity, locals: 0 };
                self.stmts(&k.body, &mut sc, "    ");
                self.out.push_str("}\n");
                self.kernels.push(FnInfo { name, arity, targ, value: false });
            }
            Item::Var(v) => {
                let n = self.var(v, "");
                self.vars.push(n);
            }
            Item::Typedef(t) => {
                let n = self.typedef(*t, "");
                self.typedefs.push(n);
            }
            Item::Namespace(members) => {
                let ns = format!("ns{}", self.n_ns);
                self.n_ns += 1;
                let _ = writeln!(self.out, "namespace {ns} {{");
                for m in members.iter().take(MAX_STMTS) {
                    match m {
                        NsMember::Function(f) => {
                            let info = self.function(f, "    ");
                            self.funcs.push(FnInfo { name: format!("{ns}::{}", info.name), ..info });
                        }
                        NsMember::Var(v) => {
                            let n = self.var(v, "    ");
                            self.vars.push(format!("{ns}::{n}"));
                        }
                        NsMember::Typedef(t) => {
                            let n = self.typedef(*t, "    ");
                            self.typedefs.push(format!("{ns}::{n}"));
                        }
                    }
                }
                let _ = writeln!(self.out, "}}");
            }
            Item::Class(c) => self.class(c),
            Item::FunctionTemplate(t) => self.function_template(t),
            Item::ClassTemplate(t) => {
                let name = format!("CT{}", self.n_ct);
                self.n_ct += 1;
                let def = t.default_arg.map(|d| format!(" = {}", self.ty(d))).unwrap_or_default();
                let _ = writeln!(self.out, "template <typename T{def}> struct {name} {{");
                let _ = writeln!(self.out, "    T v;");
                let _ = writeln!(self.out, "    {}T get(T a) {{ return a + v; }}", self.space(t.member_space));
                let _ = writeln!(self.out, "}};");
                let mut done = Vec::new();
                for ty in t.instantiations.iter().take(3) {
                    // Repeated explicit instantiations only ever give the same (boring) error.
                    let ty = self.ty(*ty);
                    if !done.contains(&ty) {
                        let _ = writeln!(self.out, "template struct {name}<{ty}>;");
                        done.push(ty);
                    }
                }
            }
        }
    }

    fn class(&mut self, c: &Class) {
        let base = format!("C{}", self.n_class);
        let derived = format!("D{}", self.n_class);
        self.n_class += 1;
        let members: Vec<Member> = c.members.iter().take(MAX_PARAMS).copied().collect();
        let _ = writeln!(self.out, "struct {base} {{");
        if members.is_empty() {
            let _ = writeln!(self.out, "    int x;");
        }
        for (j, m) in members.iter().enumerate() {
            let v = if m.is_virtual { "virtual " } else { "" };
            let _ = writeln!(self.out, "    {v}{}{} m{j}(int a) {{ return a; }}", self.space(m.space), self.ty(m.ret));
        }
        let _ = writeln!(self.out, "}};");
        self.classes.push((base.clone(), members.len()));
        if let Some(over) = &c.derived {
            let _ = writeln!(self.out, "struct {derived} : {base} {{");
            let mut done = Vec::new();
            for (idx, sp) in over.iter().take(MAX_PARAMS) {
                if members.is_empty() {
                    break;
                }
                let j = *idx as usize % members.len();
                // Only virtual members can be overridden; each at most once.
                if !members[j].is_virtual || done.contains(&j) {
                    continue;
                }
                done.push(j);
                let _ = writeln!(
                    self.out,
                    "    {}{} m{j}(int a) override {{ return a + 1; }}",
                    self.space(*sp),
                    self.ty(members[j].ret)
                );
            }
            let _ = writeln!(self.out, "}};");
            self.classes.push((derived, members.len()));
        }
    }

    fn function_template(&mut self, t: &FunctionTemplate) {
        let name = format!("tf{}", self.n_tf);
        self.n_tf += 1;
        let def = t.default_arg.map(|d| format!(" = {}", self.ty(d))).unwrap_or_default();
        let _ = writeln!(self.out, "template <typename T{def}> {}T {name}(T p0) {{", self.space(t.space));
        let mut sc = Scope { arity: 1, locals: 0 };
        self.stmts(&t.body, &mut sc, "    ");
        let _ = writeln!(self.out, "    return (T)(p0 + ({}));", self.expr(&t.result, &sc));
        let _ = writeln!(self.out, "}}");
        let mut done = Vec::new();
        for (ty, sp) in t.instantiations.iter().take(3) {
            let ty = self.ty(*ty);
            if done.contains(&ty) {
                continue;
            }
            done.push(ty.clone());
            let _ = writeln!(self.out, "template {}{ty} {name}<{ty}>({ty});", self.space(*sp));
        }
        self.funcs.push(FnInfo { name, arity: 1, targ: None, value: true });
    }
}

/// The `i`-th (modulo) element satisfying `keep`.
fn pick_by<T>(v: &[T], i: u8, keep: impl Fn(&T) -> bool) -> Option<&T> {
    let n = v.iter().filter(|x| keep(x)).count();
    if n == 0 {
        None
    } else {
        v.iter().filter(|x| keep(x)).nth(i as usize % n)
    }
}

fn pick<T>(v: &[T], i: u8) -> Option<&T> {
    if v.is_empty() {
        None
    } else {
        v.get(i as usize % v.len())
    }
}
