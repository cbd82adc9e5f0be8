//! GCC builtin functions (`__builtin_bswap16`, `__builtin_sinf`, …) that the prelude calls. cudafe++ knows
//! them as ordinary functions of fixed type (probed: the type of each call shows in its conversion
//! diagnostics: `__builtin_bswap16(1)` is `unsigned short`, `__builtin_nanf("")` is `float`, a wrong
//! argument count gives the ordinary #140/#165), while a `__builtin_` name it does not know is an
//! undefined identifier (probed: `__builtin_foo(2)` → #20). cufe declares a known builtin in the global
//! scope on its first use, with `FunctionData::BUILTIN`. Builtins not in the table (type-generic ones
//! such as `__builtin_isnan`, `va_*`, and any name cufe does not know to be unknown to EDG) are gaps.
use super::Lowerer;
use crate::sema::entities::FunctionData;
use crate::sema::ids::TypeId;
use crate::sema::scopes::Scopes;
use crate::sema::types::{FloatKind, IntKind, Quals, TypeTable};

/// Unary math functions `T f(T)` with `f`/`l` variants.
const MATH1: &[&str] = &[
    "acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil", "cos", "cosh", "erf", "erfc", "exp", "exp2", "expm1", "fabs", "floor", "lgamma", "log",
    "log10", "log1p", "log2", "logb", "nearbyint", "rint", "round", "sin", "sinh", "sqrt", "tan", "tanh", "tgamma", "trunc",
];
/// Binary math functions `T f(T, T)`.
const MATH2: &[&str] = &["atan2", "copysign", "fdim", "fmax", "fmin", "fmod", "hypot", "nextafter", "pow", "remainder"];

/// Other math functions: (name, signature with `T` for the floating type of the variant).
const MATH_OTHER: &[(&str, &str)] = &[
    ("fma", "T:TTT"),
    ("frexp", "T:TI"),
    ("ldexp", "T:Ti"),
    ("scalbn", "T:Ti"),
    ("scalbln", "T:Tl"),
    ("modf", "T:TQ"),
    ("remquo", "T:TTI"),
    ("nexttoward", "T:Te"),
    ("ilogb", "i:T"),
    ("lrint", "l:T"),
    ("lround", "l:T"),
    ("llrint", "w:T"),
    ("llround", "w:T"),
    ("nan", "T:c"),
    ("nans", "T:c"),
    ("huge_val", "T:"),
];

/// Non-math builtins of fixed type. Codes: v void, i int, u unsigned, s unsigned short, l long, L unsigned
/// long, w long long, W unsigned long long, z size_t, P void *, C const void *, V volatile void *, b bool,
/// c const char *, p char *,
/// I int *, A `__va_list_tag *` (a `va_list` parameter), `.` variadic.
const FIXED: &[(&str, &str)] = &[
    ("bswap16", "s:s"),
    ("bswap32", "u:u"),
    ("bswap64", "L:L"),
    ("clz", "i:u"),
    ("clzl", "i:L"),
    ("clzll", "i:W"),
    ("ctz", "i:u"),
    ("ctzl", "i:L"),
    ("ctzll", "i:W"),
    ("popcount", "i:u"),
    ("popcountl", "i:L"),
    ("popcountll", "i:W"),
    ("labs", "l:l"),
    ("llabs", "w:w"),
    ("memcpy", "P:PCz"),
    ("memmove", "P:PCz"),
    ("memset", "P:Piz"),
    ("memcmp", "i:CCz"),
    ("memchr", "P:Ciz"),
    ("strlen", "z:c"),
    ("strcmp", "i:cc"),
    ("alloca", "P:z"),
    ("free", "v:P"),
    ("assume_aligned", "P:Cz."),
    // The `v*printf` family (probed: the #147 text of `int __builtin_vsnprintf;` gives
    // "int __builtin_vsnprintf(char *, unsigned long, const char *, __va_list_tag *)"; `FILE *` is `void *`).
    ("vsnprintf", "i:pzcA"),
    ("vsprintf", "i:pcA"),
    ("vprintf", "i:cA"),
    ("vfprintf", "i:PcA"),
    // Type-generic comparisons: EDG accepts any arguments (builtins_fp.rs).
    ("isgreater", "i:."),
    ("isgreaterequal", "i:."),
    ("isless", "i:."),
    ("islessequal", "i:."),
    ("islessgreater", "i:."),
    ("isunordered", "i:."),
];

/// Builtins of fixed type without the `__builtin_` prefix (full names): libcu++'s host atomics call the
/// fences (probed: `__atomic_thread_fence("x")` is #167 against a parameter of type `int`, its value is
/// `void`, no argument is "too few arguments"; corpus/cxxfe18-s18/atomic_fence_bad).
/// `__atomic_test_and_set` is `bool(volatile void *, int)`, `__atomic_clear` `void(volatile void *, int)`
/// (probed: #413 "no suitable conversion function from "S" to "volatile void *"", corpus/cxxfe18-s18/
/// atomic_flag_bad).
const UNPREFIXED: &[(&str, &str)] = &[("__atomic_thread_fence", "v:i"), ("__atomic_signal_fence", "v:i"), ("__atomic_test_and_set", "b:Vi"), ("__atomic_clear", "v:Vi")];

/// Builtins sema builds itself (`Sema::build_builtin`).
const SPECIAL: &[&str] = &[
    "__builtin_addressof", "__builtin_launder", "__builtin_expect", "__builtin_unreachable", "__builtin_trap", "__builtin_is_constant_evaluated", "__builtin_constant_p",
];

/// The signature code of `__builtin_<rest>` (None when cufe does not know it).
fn signature(rest: &str) -> Option<(String, Option<FloatKind>)> {
    if let Some(&(_, sig)) = FIXED.iter().find(|x| x.0 == rest) {
        return Some((sig.to_string(), None));
    }
    for (suffix, fk) in [("", FloatKind::Double), ("f", FloatKind::Float), ("l", FloatKind::LongDouble)] {
        let Some(base) = rest.strip_suffix(suffix) else { continue };
        if suffix.is_empty() || !base.is_empty() {
            if MATH1.contains(&base) {
                return Some(("T:T".to_string(), Some(fk)));
            }
            if MATH2.contains(&base) {
                return Some(("T:TT".to_string(), Some(fk)));
            }
            if let Some(&(_, sig)) = MATH_OTHER.iter().find(|x| x.0 == base) {
                return Some((sig.to_string(), Some(fk)));
            }
        }
    }
    None
}

/// The type of one code letter.
fn code_type(tt: &mut TypeTable, c: char, t: Option<FloatKind>, va: Option<TypeId>) -> Option<TypeId> {
    let cv = |tt: &mut TypeTable, k: TypeId| tt.qualified(k, Quals::CONST);
    Some(match c {
        'v' => TypeTable::VOID,
        'b' => tt.int(IntKind::Bool),
        'V' => {
            let v = tt.qualified(TypeTable::VOID, Quals::VOLATILE);
            tt.pointer(v)
        }
        'i' => tt.int(IntKind::Int),
        'u' => tt.int(IntKind::UInt),
        's' => tt.int(IntKind::UShort),
        'l' => tt.int(IntKind::Long),
        'L' | 'z' => tt.int(IntKind::ULong),
        'w' => tt.int(IntKind::LongLong),
        'W' => tt.int(IntKind::ULongLong),
        'e' => tt.float(FloatKind::LongDouble),
        'T' => tt.float(t?),
        'Q' => {
            let f = tt.float(t?);
            tt.pointer(f)
        }
        'P' => tt.pointer(TypeTable::VOID),
        'C' => {
            let v = cv(tt, TypeTable::VOID);
            tt.pointer(v)
        }
        'c' => {
            let ch = tt.int(IntKind::Char);
            let c = cv(tt, ch);
            tt.pointer(c)
        }
        'p' => {
            let ch = tt.int(IntKind::Char);
            tt.pointer(ch)
        }
        'I' => {
            let i = tt.int(IntKind::Int);
            tt.pointer(i)
        }
        'A' => va?,
        _ => return None,
    })
}

/// The function type of `__builtin_<rest>` built in `tt` (None when unknown); `va` is `__va_list_tag *`.
pub(crate) fn builtin_type(tt: &mut TypeTable, name: &str, va: Option<TypeId>) -> Option<TypeId> {
    let (sig, fk) = match UNPREFIXED.iter().find(|x| x.0 == name) {
        Some(&(_, sig)) => (sig.to_string(), None),
        None => signature(name.strip_prefix("__builtin_")?)?,
    };
    let (ret, params) = sig.split_once(':')?;
    let r = code_type(tt, ret.chars().next()?, fk, va)?;
    let variadic = params.ends_with('.');
    let mut ps = Vec::new();
    for c in params.trim_end_matches('.').chars() {
        ps.push(code_type(tt, c, fk, va)?);
    }
    Some(tt.simple_function(r, &ps, variadic))
}

/// What lowering does with a name ordinary lookup did not find.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum BuiltinName {
    /// Not a builtin name: an ordinary undefined identifier.
    NotBuiltin,
    /// A builtin now declared in the global scope: look the name up again.
    Declared,
    /// Built by sema itself (`Sema::build_builtin`).
    Special,
    /// A builtin cufe does not model.
    Unknown,
}

impl<'a> Lowerer<'a> {
    /// For a name that ordinary lookup did not find: declares it if it is a builtin of the table.
    pub(crate) fn builtin_name(&mut self, sym: crate::sema::names::Symbol) -> BuiltinName {
        let text = self.sema.il.names.resolve(sym).to_string();
        if !text.starts_with("__builtin_") && !UNPREFIXED.iter().any(|x| x.0 == text) {
            return BuiltinName::NotBuiltin;
        }
        if SPECIAL.contains(&text.as_str()) {
            return BuiltinName::Special;
        }
        let va = self.va_list_tag_type().map(|t| self.sema.il.types.pointer(t));
        let Some(ty) = builtin_type(&mut self.sema.il.types, &text, va) else { return BuiltinName::Unknown };
        let n = match self.sema.il.types.ckind(ty) {
            crate::sema::types::TypeKind::Function(sig) => self.sema.il.types.type_list(sig.params).len(),
            _ => 0,
        };
        let params: Vec<(crate::sema::names::Symbol, TypeId)> = (0..n)
            .filter_map(|i| match self.sema.il.types.ckind(ty) {
                crate::sema::types::TypeKind::Function(sig) => self.sema.il.types.type_list(sig.params).get(i).map(|&t| (Default::default(), t)),
                _ => None,
            })
            .collect();
        let data = FunctionData { flags: FunctionData::BUILTIN, ..FunctionData::default() };
        let _ = self.sema.il.declare_function(Scopes::GLOBAL, sym, ty, &params, data, Default::default());
        BuiltinName::Declared
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sema::types::TypeKind;

    fn sig(name: &str) -> Option<(TypeId, Vec<TypeId>, bool)> {
        let mut tt = TypeTable::new();
        let f = builtin_type(&mut tt, name, None)?;
        match tt.ckind(f) {
            TypeKind::Function(s) => Some((s.ret, tt.type_list(s.params).to_vec(), s.variadic)),
            _ => None,
        }
    }

    #[test]
    fn unprefixed_fences_are_void_of_int() {
        let tt = TypeTable::new();
        let (r, p, v) = sig("__atomic_thread_fence").unwrap();
        assert_eq!((r, p, v), (TypeTable::VOID, vec![tt.int(IntKind::Int)], false));
        assert!(sig("__atomic_signal_fence").is_some());
        let (r, p, _) = sig("__atomic_test_and_set").unwrap();
        assert_eq!((r, p.len()), (tt.int(IntKind::Bool), 2));
        assert!(sig("__atomic_fence").is_none());
    }

    #[test]
    fn fixed_and_math_signatures() {
        let tt = TypeTable::new();
        let (r, p, v) = sig("__builtin_bswap16").unwrap();
        assert_eq!((r, p, v), (tt.int(IntKind::UShort), vec![tt.int(IntKind::UShort)], false));
        let (r, p, _) = sig("__builtin_sinf").unwrap();
        assert_eq!((r, p), (tt.float(FloatKind::Float), vec![tt.float(FloatKind::Float)]));
        let (r, p, _) = sig("__builtin_sin").unwrap();
        assert_eq!((r, p), (tt.float(FloatKind::Double), vec![tt.float(FloatKind::Double)]));
        let (r, p, _) = sig("__builtin_fabsl").unwrap();
        assert_eq!((r, p), (tt.float(FloatKind::LongDouble), vec![tt.float(FloatKind::LongDouble)]));
        let (r, p, _) = sig("__builtin_lrintf").unwrap();
        assert_eq!((r, p), (tt.int(IntKind::Long), vec![tt.float(FloatKind::Float)]));
        let (r, p, _) = sig("__builtin_huge_valf").unwrap();
        assert_eq!((r, p.len()), (tt.float(FloatKind::Float), 0));
        assert!(sig("__builtin_assume_aligned").unwrap().2);
        assert_eq!(sig("__builtin_popcountll").unwrap().0, tt.int(IntKind::Int));
    }

    #[test]
    fn unknown_and_type_generic_are_not_in_the_table() {
        assert!(sig("__builtin_foo").is_none());
        assert!(sig("__builtin_isnan").is_none());
        assert!(sig("__builtin_f").is_none());
        assert!(sig("__builtin_l").is_none());
        assert!(sig("sinf").is_none());
    }
}

impl<'a> Lowerer<'a> {
    /// The builtin named `n` that EDG declares implicitly as `ret(params[, ...])`: declared in the
    /// global scope with `FunctionData::BUILTIN` on its first use, found there afterwards.
    pub(crate) fn implicit_builtin(&mut self, n: &crate::parse::ast::Name, ret: TypeId, params: &[TypeId], variadic: bool) -> crate::sema::ids::EntityId {
        let sym = match n.last_ident() {
            Some(s) => self.sym(s),
            None => Default::default(),
        };
        let il = &self.sema.il;
        if let crate::sema::scopes::LookupResult::Found(e) = il.scopes.lookup(&il.entities, &il.types, Scopes::GLOBAL, sym, crate::sema::scopes::LookupKind::Ordinary) {
            if matches!(il.entities.get(e).and_then(|x| x.function()), Some(fd) if fd.has(FunctionData::BUILTIN)) {
                return e;
            }
        }
        let ty = self.sema.il.types.simple_function(ret, params, variadic);
        let ps: Vec<_> = params.iter().map(|&t| (Default::default(), t)).collect();
        let data = FunctionData { flags: FunctionData::BUILTIN, ..FunctionData::default() };
        self.sema.il.declare_function(Scopes::GLOBAL, sym, ty, &ps, data, Default::default())
    }

    /// A call of a builtin sema builds itself (`__builtin_expect(x, 1)`, …) when the name is not
    /// declared otherwise: Some(Some(call)), Some(None) when the callee is something else, None after a
    /// gap.
    pub(crate) fn special_builtin_call(&mut self, n: &crate::parse::ast::Name, args: &[crate::parse::ast::ExprId], span: crate::source::Span) -> Option<Option<crate::sema::ids::ExprId>> {
        let (1, false, Some(s)) = (n.segs.len(), n.global, n.last_ident()) else { return Some(None) };
        if n.segs[0].targs.is_some() || n.segs[0].template_kw {
            return Some(None);
        }
        let sym = self.sym(s);
        let text = self.sema.il.names.resolve(sym).to_string();
        if super::builtins_fp::is_fp_builtin(&text) {
            return self.fp_builtin_call(&text, n, args, span).map(Some);
        }
        if let Some(which) = super::builtins_va::VaBuiltin::from_name(&text) {
            return self.va_builtin_call(which, n, args, span).map(Some);
        }
        let atomic = crate::sema::expr::AtomicOp::from_name(&text);
        if !SPECIAL.contains(&text.as_str()) && atomic.is_none() {
            return Some(None);
        }
        let il = &self.sema.il;
        if il.scopes.lookup(&il.entities, &il.types, self.scope, sym, crate::sema::scopes::LookupKind::Ordinary).is_found() {
            return Some(None);
        }
        if let Some(op) = atomic {
            return self.atomic_builtin_call(op, n, args, span).map(Some);
        }
        let xs = self.exprs(args)?;
        Some(self.sema.build_builtin(&text, &xs, span))
    }
}
