//! Keywords: the dense [`Kw`] enum the parser matches on, the spellings that map to each keyword
//! (GNU aliases such as `__inline__` map to `Inline`), and which spellings are keywords in a given
//! language mode / `--gnu_version` / `--clang`.
//!
//! Which spellings are keywords is data: `data/keywords.tsv` (probed on cudafe++ 13.0.88, loaded with
//! `include_str!`). The version thresholds of the trait intrinsics come from the verified digest
//! (H §2.3); they are cross-checked against the TSV's gnu 8 / 12 / 14 probe columns in the tests.
use super::TokenKind;
use crate::cli::Lang;

macro_rules! keywords {
    ($($v:ident = $s:literal,)*) => {
        /// A keyword, named by its canonical spelling.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u16)]
        pub enum Kw { $($v,)* }
        impl Kw {
            pub const ALL: &'static [Kw] = &[$(Kw::$v,)*];
            /// The canonical spelling.
            pub fn as_str(self) -> &'static str {
                match self { $(Kw::$v => $s,)* }
            }
        }
    };
}

keywords! {
    // C89
    Auto = "auto", Break = "break", Case = "case", Char = "char", Const = "const", Continue = "continue",
    Default = "default", Do = "do", Double = "double", Else = "else", Enum = "enum", Extern = "extern",
    Float = "float", For = "for", Goto = "goto", If = "if", Int = "int", Long = "long", Register = "register",
    Return = "return", Short = "short", Signed = "signed", Sizeof = "sizeof", Static = "static",
    Struct = "struct", Switch = "switch", Typedef = "typedef", Union = "union", Unsigned = "unsigned",
    Void = "void", Volatile = "volatile", While = "while",
    // C++98
    Asm = "asm", Bool = "bool", Catch = "catch", Class = "class", ConstCast = "const_cast", Delete = "delete",
    DynamicCast = "dynamic_cast", Explicit = "explicit", Export = "export", False = "false", Friend = "friend",
    Inline = "inline", Mutable = "mutable", Namespace = "namespace", New = "new", Operator = "operator",
    Private = "private", Protected = "protected", Public = "public", ReinterpretCast = "reinterpret_cast",
    StaticCast = "static_cast", Template = "template", This = "this", Throw = "throw", True = "true",
    Try = "try", Typeid = "typeid", Typename = "typename", Using = "using", Virtual = "virtual",
    WcharT = "wchar_t",
    // C++11
    Alignas = "alignas", Alignof = "alignof", Char16T = "char16_t", Char32T = "char32_t",
    Constexpr = "constexpr", Decltype = "decltype", Noexcept = "noexcept", Nullptr = "nullptr",
    StaticAssert = "static_assert", ThreadLocal = "thread_local",
    // C++20
    Char8T = "char8_t", Concept = "concept", Requires = "requires", Consteval = "consteval",
    Constinit = "constinit", CoAwait = "co_await", CoReturn = "co_return", CoYield = "co_yield",
    // C (reserved only in C mode)
    Restrict = "restrict", CAlignas = "_Alignas", CAlignof = "_Alignof", Atomic = "_Atomic", CBool = "_Bool",
    Generic = "_Generic", Noreturn = "_Noreturn", CStaticAssert = "_Static_assert",
    CThreadLocal = "_Thread_local", Float32 = "_Float32", Float32x = "_Float32x", Float64 = "_Float64",
    Float64x = "_Float64x", Float128 = "_Float128", AutoType = "__auto_type", EdgGeneric = "__generic",
    // GNU / EDG, all modes
    Complex = "_Complex", Pragma = "_Pragma", Typeof = "typeof", Attribute = "__attribute__",
    Extension = "__extension__", GnuAlignof = "__ALIGNOF__", Real = "__real", Imag = "__imag",
    Thread = "__thread", Int128 = "__int128", Null = "__null", Func = "__func__", Function = "__FUNCTION__",
    PrettyFunction = "__PRETTY_FUNCTION__", EdgIntaddr = "__INTADDR__", EdgI = "__I__", EdgNan = "__NAN__",
    EdgInfinity = "__INFINITY__", GnuRestrict = "__restrict",
    BuiltinOffsetof = "__builtin_offsetof", BuiltinTypesCompatibleP = "__builtin_types_compatible_p",
    BuiltinAddressof = "__builtin_addressof", BuiltinBitCast = "__builtin_bit_cast",
    BuiltinComplex = "__builtin_complex", BuiltinShuffle = "__builtin_shuffle",
    BuiltinShufflevector = "__builtin_shufflevector", BuiltinConvertvector = "__builtin_convertvector",
    BuiltinHasAttribute = "__builtin_has_attribute",
    BuiltinIsCorrespondingMember = "__builtin_is_corresponding_member",
    BuiltinIsPointerInterconvertibleWithClass = "__builtin_is_pointer_interconvertible_with_class",
    Bases = "__bases", DirectBases = "__direct_bases", IntegerPack = "__integer_pack",
    UnderlyingType = "__underlying_type", EdgIsDeducible = "__edg_is_deducible",
    EdgBoolType = "__edg_bool_type__", EdgNeonPolyvectorType = "__edg_neon_polyvector_type__",
    EdgNeonVectorType = "__edg_neon_vector_type__", EdgOpnd = "__edg_opnd__",
    EdgPtrdiffType = "__edg_ptrdiff_type__", EdgScalableVectorType = "__edg_scalable_vector_type__",
    EdgSizeType = "__edg_size_type__", EdgThrow = "__edg_throw__", EdgType = "__edg_type__",
    EdgVectorType = "__edg_vector_type__", EdgWcharType = "__edg_wchar_type__",
    // Type transforms (type specifiers)
    AddLvalueReference = "__add_lvalue_reference", AddPointer = "__add_pointer",
    AddRvalueReference = "__add_rvalue_reference", Decay = "__decay", MakeSigned = "__make_signed",
    MakeUnsigned = "__make_unsigned", RemoveAllExtents = "__remove_all_extents", RemoveConst = "__remove_const",
    RemoveCv = "__remove_cv", RemoveCvref = "__remove_cvref", RemoveExtent = "__remove_extent",
    RemovePointer = "__remove_pointer", RemoveReference = "__remove_reference",
    RemoveReferenceT = "__remove_reference_t", RemoveRestrict = "__remove_restrict",
    RemoveVolatile = "__remove_volatile",
    // Type-trait intrinsics
    HasNothrowAssign = "__has_nothrow_assign", HasNothrowConstructor = "__has_nothrow_constructor",
    HasNothrowCopy = "__has_nothrow_copy", HasNothrowMoveAssign = "__has_nothrow_move_assign",
    HasTrivialAssign = "__has_trivial_assign", HasTrivialConstructor = "__has_trivial_constructor",
    HasTrivialCopy = "__has_trivial_copy", HasTrivialDestructor = "__has_trivial_destructor",
    HasTrivialMoveAssign = "__has_trivial_move_assign",
    HasTrivialMoveConstructor = "__has_trivial_move_constructor",
    HasUniqueObjectRepresentations = "__has_unique_object_representations",
    HasVirtualDestructor = "__has_virtual_destructor", IsAbstract = "__is_abstract",
    IsAggregate = "__is_aggregate", IsArithmetic = "__is_arithmetic", IsArray = "__is_array",
    IsAssignable = "__is_assignable", IsBaseOf = "__is_base_of", IsBoundedArray = "__is_bounded_array",
    IsClass = "__is_class", IsCompleteType = "__is_complete_type", IsCompound = "__is_compound",
    IsConst = "__is_const", IsConstructible = "__is_constructible", IsConvertible = "__is_convertible",
    IsConvertibleTo = "__is_convertible_to", IsDestructible = "__is_destructible", IsEmpty = "__is_empty",
    IsEnum = "__is_enum", IsFinal = "__is_final", IsFloatingPoint = "__is_floating_point",
    IsFunction = "__is_function", IsFundamental = "__is_fundamental", IsIntegral = "__is_integral",
    IsLayoutCompatible = "__is_layout_compatible", IsLiteral = "__is_literal",
    IsLiteralType = "__is_literal_type", IsLvalueReference = "__is_lvalue_reference",
    IsMemberFunctionPointer = "__is_member_function_pointer",
    IsMemberObjectPointer = "__is_member_object_pointer", IsMemberPointer = "__is_member_pointer",
    IsNothrowAssignable = "__is_nothrow_assignable", IsNothrowConstructible = "__is_nothrow_constructible",
    IsNothrowConvertible = "__is_nothrow_convertible", IsNothrowDestructible = "__is_nothrow_destructible",
    IsObject = "__is_object", IsPod = "__is_pod", IsPointer = "__is_pointer",
    IsPointerInterconvertibleBaseOf = "__is_pointer_interconvertible_base_of",
    IsPolymorphic = "__is_polymorphic", IsReference = "__is_reference", IsReferenceable = "__is_referenceable",
    IsRvalueReference = "__is_rvalue_reference", IsSame = "__is_same", IsSameAs = "__is_same_as",
    IsScalar = "__is_scalar", IsScopedEnum = "__is_scoped_enum", IsSigned = "__is_signed",
    IsStandardLayout = "__is_standard_layout", IsTrivial = "__is_trivial",
    IsTriviallyAssignable = "__is_trivially_assignable",
    IsTriviallyConstructible = "__is_trivially_constructible",
    IsTriviallyCopyable = "__is_trivially_copyable", IsTriviallyDestructible = "__is_trivially_destructible",
    IsTriviallyEqualityComparable = "__is_trivially_equality_comparable",
    IsTriviallyRelocatable = "__is_trivially_relocatable", IsUnboundedArray = "__is_unbounded_array",
    IsUnion = "__is_union", IsUnsigned = "__is_unsigned", IsVoid = "__is_void", IsVolatile = "__is_volatile",
    ReferenceBindsToTemporary = "__reference_binds_to_temporary",
    ReferenceConstructsFromTemporary = "__reference_constructs_from_temporary",
    ReferenceConvertsFromTemporary = "__reference_converts_from_temporary", ArrayRank = "__array_rank",
    // CUDA lambda traits
    NvIsExtendedDeviceLambdaClosureType = "__nv_is_extended_device_lambda_closure_type",
    NvIsExtendedHostDeviceLambdaClosureType = "__nv_is_extended_host_device_lambda_closure_type",
    NvIsExtendedDeviceLambdaWithPreservedReturnType = "__nv_is_extended_device_lambda_with_preserved_return_type",
}

/// Spellings that are keywords but are not the canonical spelling of a [`Kw`]: GNU aliases map to the
/// keyword, alternative tokens (`and`, `bitor`…) map to the punctuator they spell.
pub const ALIASES: &[(&str, TokenKind)] = &[
    ("__alignof", TokenKind::Kw(Kw::GnuAlignof)),
    ("__alignof__", TokenKind::Kw(Kw::GnuAlignof)),
    ("__asm", TokenKind::Kw(Kw::Asm)),
    ("__asm__", TokenKind::Kw(Kw::Asm)),
    ("__attribute", TokenKind::Kw(Kw::Attribute)),
    ("__complex__", TokenKind::Kw(Kw::Complex)),
    ("__const", TokenKind::Kw(Kw::Const)),
    ("__const__", TokenKind::Kw(Kw::Const)),
    ("__decltype", TokenKind::Kw(Kw::Decltype)),
    ("__imag__", TokenKind::Kw(Kw::Imag)),
    ("__inline", TokenKind::Kw(Kw::Inline)),
    ("__inline__", TokenKind::Kw(Kw::Inline)),
    ("__real__", TokenKind::Kw(Kw::Real)),
    ("__restrict__", TokenKind::Kw(Kw::GnuRestrict)),
    ("__signed", TokenKind::Kw(Kw::Signed)),
    ("__signed__", TokenKind::Kw(Kw::Signed)),
    ("__typeof", TokenKind::Kw(Kw::Typeof)),
    ("__typeof__", TokenKind::Kw(Kw::Typeof)),
    ("__volatile", TokenKind::Kw(Kw::Volatile)),
    ("__volatile__", TokenKind::Kw(Kw::Volatile)),
    ("and", TokenKind::AmpAmp),
    ("and_eq", TokenKind::AmpEq),
    ("bitand", TokenKind::Amp),
    ("bitor", TokenKind::Pipe),
    ("compl", TokenKind::Tilde),
    ("not", TokenKind::Bang),
    ("not_eq", TokenKind::Ne),
    ("or", TokenKind::PipePipe),
    ("or_eq", TokenKind::PipeEq),
    ("xor", TokenKind::Caret),
    ("xor_eq", TokenKind::CaretEq),
];

/// Names the keyword table marks as reserved because cudafe++ predefines them as macros
/// (`--list_macros`: `#define __noinline__ __attribute__((noinline))`, `#define __nv_register_params__
/// __attribute__((nv_register_params))`). gcc -E does not expand them (Thrust's config.h writes
/// `__attribute__((__noinline__))`), so the lexer does; the second element is the attribute name.
pub const PREDEFINED_MACROS: &[&str] = &["__noinline__", "__nv_register_params__"];
pub const PREDEFINED_MACRO_ATTRIBUTES: &[&str] = &["noinline", "nv_register_params"];

/// gnu_version from which a trait intrinsic is a keyword (H §2.3 "By version"); every other keyword
/// of the table is available from any version.
pub const GNU_THRESHOLDS: &[(&str, u32)] = &[
    ("__is_same", 100000),
    ("__builtin_bit_cast", 110000),
    ("__is_layout_compatible", 120000),
    ("__is_pointer_interconvertible_base_of", 120000),
    ("__is_convertible", 130000),
    ("__is_nothrow_convertible", 130000),
    ("__reference_constructs_from_temporary", 130000),
    ("__reference_converts_from_temporary", 130000),
    ("__is_array", 140000),
    ("__is_bounded_array", 140000),
    ("__is_const", 140000),
    ("__is_member_function_pointer", 140000),
    ("__is_member_object_pointer", 140000),
    ("__is_member_pointer", 140000),
    ("__is_object", 140000),
    ("__is_reference", 140000),
    ("__is_scoped_enum", 140000),
    ("__array_rank", 150000),
];

/// The probe table, verbatim.
pub const KEYWORDS_TSV: &str = include_str!("../../data/keywords.tsv");

/// One row of `keywords.tsv`, as far as the lexer needs it.
#[derive(Clone, Debug)]
pub struct KwRow<'a> {
    pub word: &'a str,
    /// K/. for c++03, c++11, c++14, c++17, c++20, c++23, C (gcc).
    pub modes: [bool; 7],
    /// The first diagnostic of the probe: tells predeclared names ("has already been declared",
    /// "declaration is incompatible") from keywords.
    pub first_diag: &'a str,
    /// trait_g8, trait_g12, trait_g14, trait_clang: `okN` / `ERR` / empty.
    pub traits: [&'a str; 4],
}

pub fn rows() -> impl Iterator<Item = KwRow<'static>> {
    KEYWORDS_TSV.lines().filter(|l| !l.starts_with('#') && !l.starts_with("word\t")).filter_map(|l| {
        let c: Vec<&str> = l.split('\t').collect();
        if c.len() < 10 {
            return None;
        }
        let mut modes = [false; 7];
        for (i, m) in modes.iter_mut().enumerate() {
            *m = c[2 + i] == "K";
        }
        let t = |i: usize| c.get(i).copied().unwrap_or("");
        Some(KwRow { word: c[0], modes, first_diag: c[9], traits: [t(10), t(11), t(12), t(13)] })
    })
}

impl KwRow<'_> {
    /// Rejected in the probe because the name is predeclared (a builtin type or function), not because it
    /// is a keyword: the lexer keeps these as identifiers.
    pub fn predeclared(&self) -> bool {
        self.first_diag.contains("has already been declared") || self.first_diag.contains("declaration is incompatible")
    }
}

fn mode_column(lang: Lang) -> usize {
    match lang {
        Lang::Cpp03 => 0,
        Lang::Cpp11 => 1,
        Lang::Cpp14 => 2,
        Lang::Cpp17 => 3,
        Lang::Cpp20 => 4,
        Lang::Cpp23 => 5,
        Lang::C => 6,
    }
}

/// One keyword-table row resolved once: its spelling, token kind, and what gates it.
struct Resolved {
    word: &'static str,
    kind: TokenKind,
    modes: [bool; 7],
    threshold: Option<u32>,
    clang_ok: bool,
}

/// The table parsed and resolved once per process (the lexer is created per input, and the fuzzer and
/// tests create thousands).
fn resolved() -> &'static [Resolved] {
    static TABLE: std::sync::OnceLock<Vec<Resolved>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        rows()
            .filter(|row| !row.predeclared() && !PREDEFINED_MACROS.contains(&row.word))
            .filter_map(|row| {
                let kind = match ALIASES.iter().find(|(w, _)| *w == row.word) {
                    Some(&(_, k)) => k,
                    None => TokenKind::Kw(*Kw::ALL.iter().find(|k| k.as_str() == row.word)?),
                };
                Some(Resolved {
                    word: row.word,
                    kind,
                    modes: row.modes,
                    threshold: GNU_THRESHOLDS.iter().find(|(w, _)| *w == row.word).map(|&(_, v)| v),
                    clang_ok: row.traits[3].starts_with("ok"),
                })
            })
            .collect()
    })
}

/// The spelling → token-kind map for one configuration.
pub fn keyword_spellings(lang: Lang, gnu_version: u32, clang: bool) -> Vec<(&'static str, TokenKind)> {
    let col = mode_column(lang);
    let mut out = Vec::new();
    for r in resolved() {
        let enabled = if clang && (r.threshold.is_some() || (!r.modes[col] && r.clang_ok)) {
            // Under --clang the version-gated and clang-only traits follow the clang probe column.
            r.clang_ok
        } else if let Some(t) = r.threshold {
            // The mode columns were probed at gnu 12.2; the threshold decides for other versions.
            lang != Lang::C && gnu_version >= t
        } else {
            r.modes[col]
        };
        if enabled {
            out.push((r.word, r.kind));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(lang: Lang, gnu: u32, clang: bool) -> Vec<&'static str> {
        keyword_spellings(lang, gnu, clang).into_iter().map(|(w, _)| w).collect()
    }

    #[test]
    fn every_keyword_row_has_a_kind() {
        // Every name the table marks as a keyword somewhere (not predeclared, not a macro) must map to a
        // Kw or an alias, else the lexer would silently treat it as an identifier.
        for row in rows() {
            let keyword_somewhere = row.modes.iter().any(|&m| m) || row.traits.iter().any(|t| t.starts_with("ok"));
            if !keyword_somewhere || row.predeclared() || PREDEFINED_MACROS.contains(&row.word) {
                continue;
            }
            let known = ALIASES.iter().any(|(w, _)| *w == row.word) || Kw::ALL.iter().any(|k| k.as_str() == row.word);
            assert!(known, "keyword {} has no token kind", row.word);
        }
    }

    #[test]
    fn every_kw_is_in_the_table() {
        let words: Vec<&str> = rows().map(|r| r.word).collect();
        for k in Kw::ALL {
            assert!(words.contains(&k.as_str()), "{} not in keywords.tsv", k.as_str());
        }
    }

    #[test]
    fn gating_by_mode() {
        let c17 = kinds(Lang::Cpp17, 120200, false);
        let c20 = kinds(Lang::Cpp20, 120200, false);
        let c03 = kinds(Lang::Cpp03, 120200, false);
        assert!(!c17.contains(&"char8_t") && c20.contains(&"char8_t"));
        assert!(!c17.contains(&"concept") && c20.contains(&"concept"));
        assert!(!c03.contains(&"constexpr") && c17.contains(&"constexpr"));
        assert!(c03.contains(&"bitor") && c03.contains(&"export"));
        for id in ["override", "final", "import", "module", "__float128", "__builtin_expect", "__noinline__"] {
            assert!(!c20.contains(&id), "{id}");
        }
        let c = kinds(Lang::C, 120200, false);
        assert!(c.contains(&"_Bool") && c.contains(&"restrict") && !c.contains(&"class") && !c.contains(&"and"));
        assert!(!c17.contains(&"_Bool") && !c17.contains(&"restrict") && c17.contains(&"__restrict__"));
    }

    #[test]
    fn trait_thresholds_match_probe_columns() {
        // trait_g8 / trait_g12 / trait_g14 in the TSV were probed at gnu 80100 / 120200 / 140200.
        for row in rows() {
            let gated = GNU_THRESHOLDS.iter().any(|(w, _)| *w == row.word);
            // Keywords that are not one-argument traits (`__bases`, `__underlying_type`) show ERR in the
            // trait columns while staying keywords; only the gated and never-keyword rows are checked.
            if row.modes[4] && !gated {
                continue;
            }
            for (i, gnu) in [(0usize, 80100u32), (1, 120200), (2, 140200)] {
                let t = row.traits[i];
                if t.is_empty() {
                    continue;
                }
                let on = kinds(Lang::Cpp20, gnu, false).contains(&row.word);
                assert_eq!(on, t.starts_with("ok"), "{} at gnu {}", row.word, gnu);
            }
            let t = row.traits[3];
            if !t.is_empty() {
                let on = kinds(Lang::Cpp20, 120200, true).contains(&row.word);
                // Traits rejected under clang may still be keywords that take other syntax (`__bases`).
                if t.starts_with("ok") {
                    assert!(on, "{} under clang", row.word);
                }
            }
        }
        assert!(!kinds(Lang::Cpp17, 90000, false).contains(&"__is_same"));
        assert!(kinds(Lang::Cpp17, 100000, false).contains(&"__is_same"));
        assert!(kinds(Lang::Cpp17, 150000, false).contains(&"__array_rank"));
    }
}
