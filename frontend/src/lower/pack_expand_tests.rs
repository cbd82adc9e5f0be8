//! Parameter packs in class templates: partial specialisations with packs selected and ordered, packs
//! bound and expanded in instantiations, dependent member template-ids (prelude templates, user uses).

fn run(prelude: &str, user: &str) -> (Vec<String>, usize) {
    let text = format!("# 1 \"t.cu\"\n# 1 \"/usr/include/p.h\" 1 3\n{}\n# 2 \"t.cu\" 2\n{}\n", prelude, user);
    let r = crate::lower::tests::lower_text(text);
    (r.gaps, r.diags.len())
}

const P: &str = "template<class... T> struct Tup;\n\
                 template<> struct Tup<> { typedef int empty; };\n\
                 template<class H, class... R> struct Tup<H, R...> { typedef H head; typedef Tup<R...> rest; };\n\
                 template<class... B> struct And { typedef int general; };\n\
                 template<> struct And<> { typedef int none; };\n\
                 template<class B1> struct And<B1> { typedef B1 one; };\n\
                 template<class B1, class B2> struct And<B1, B2> { typedef B2 two; };\n\
                 template<class B1, class B2, class B3, class... Bn> struct And<B1, B2, B3, Bn...> { typedef And<B2, B3, Bn...> more; };\n\
                 template<class F> struct Fn;\n\
                 template<class Rt, class... A> struct Fn<Rt(A...)> { typedef Rt result; typedef Tup<A...> args; };\n\
                 template<class T> struct First;\n\
                 template<class H, class... R> struct First<Tup<H, R...> > { typedef H type; };\n\
                 template<class... T> struct Am;\n\
                 template<class T, class... R> struct Am<T, int, R...> { typedef int a; };\n\
                 template<class T, class... R> struct Am<int, T, R...> { typedef int b; };\n\
                 template<class... R> struct Am<int, R...> { typedef int c; };\n\
                 template<bool> struct Cond { template<class X, class Y> using type = X; };\n\
                 template<> struct Cond<false> { template<class X, class Y> using type = Y; };\n\
                 template<bool C, class X, class Y> using cond_t = typename Cond<C>::template type<X, Y>;";

#[test]
fn packs_select_partial_specialisations_by_length() {
    assert_eq!(run(P, "And<>::none a = 0; And<int>::one b = 0; And<int, long>::two c = 0; And<And<int, long, char>::more>::one::two d = 0;"), (vec![], 0));
    assert_eq!(run(P, "typedef And<int, long, char, short>::more M1; typedef And<M1>::one::more M2; And<M2>::one::two e = 0;"), (vec![], 0));
    // `And<int, long>` is the two-argument specialisation: no `more`.
    let (gaps, diags) = run(P, "And<int, long>::more x;");
    assert_eq!((gaps.len(), diags), (1, 0));
}

#[test]
fn bound_packs_expand_in_instantiations() {
    assert_eq!(run(P, "First<Tup<int, char*>::rest>::type p = 0; And<Tup<int>::rest>::one::empty e = 0;"), (vec![], 0));
    // `rest`'s head is `char*`: a double does not convert.
    let (gaps, diags) = run(P, "First<Tup<int, char*>::rest>::type p = 1.5;");
    assert_eq!((gaps, diags), (Vec::<String>::new(), 1));
}

#[test]
fn packs_in_function_types_and_nested_template_ids() {
    assert_eq!(run(P, "Fn<int(char, long)>::result r = 1; First<Fn<void(int*)>::args>::type q = 0; First<Tup<int*, char> >::type f = 0;"), (vec![], 0));
    let (gaps, diags) = run(P, "First<Tup<int*, char> >::type f = 1.5;");
    assert_eq!((gaps, diags), (Vec::<String>::new(), 1));
}

#[test]
fn partial_ordering_with_packs() {
    // `Am<int, R...>` is more specialised than `Am<T, int, R...>`? Neither: with `Am<char, int>` only the
    // first matches; with `Am<int, char>` the second and third match and `Am<int, T, R...>` wins.
    assert_eq!(run(P, "Am<char, int>::a x = 0; Am<int, char>::b y = 0; Am<int>::c z = 0;"), (vec![], 0));
    // `Am<int, int>` matches all three: the first two are unordered (ambiguous, not modelled: a gap).
    let (gaps, diags) = run(P, "Am<int, int>::a w = 0;");
    assert_eq!((gaps.len(), diags), (1, 0));
}

#[test]
fn dependent_member_template_ids_are_substituted() {
    assert_eq!(run(P, "cond_t<true, int, char*> x = 0; cond_t<false, int, char*> p = 0;"), (vec![], 0));
    let (gaps, diags) = run(P, "cond_t<false, int, char*> q = 1.5;");
    assert_eq!((gaps, diags), (Vec::<String>::new(), 1));
}

const IDX: &str = "template<unsigned long... I> struct Idx { };\n\
                   template<class T> struct Q {\n\
                     T v;\n\
                     Q(T a) : v(a) { }\n\
                     template<class U, unsigned long... I> Q(U&, U&, Idx<I...>, Idx<I...>);\n\
                     template<unsigned long... I> static int g(Idx<I...>);\n\
                   };\n\
                   template<class T> struct Len;\n\
                   template<unsigned long... I> struct Len<Idx<I...> > { typedef int type; };";

#[test]
fn non_type_pack_expansions_in_member_template_signatures() {
    // The four-parameter constructor template is declared (its `Idx<I...>` stays a dependent expansion), so
    // a one-argument construction has a known candidate set.
    assert_eq!(run(IDX, "Q<int> q(1); int n = q.v;"), (vec![], 0));
    // Deducing `I...` from `Idx<0, 1>` and matching the partial specialisation are not modelled: gaps,
    // never a diagnostic.
    let (gaps, diags) = run(IDX, "int k = Q<int>::g(Idx<0, 1>());");
    assert_eq!((gaps.len(), diags), (1, 0));
    let (gaps, diags) = run(IDX, "Len<Idx<1, 2> >::type x = 0;");
    assert_eq!((gaps.len(), diags), (1, 0));
}
