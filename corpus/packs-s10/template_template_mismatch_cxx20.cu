// nvcc-options: -std=c++20
// tags: templates, packs, deduction, template-template, cxx20, no-match
// notes: C++20: TT<A...> deduced from many<int, char>, but a second argument of a different template conflicts with TT (#3327)
template <class... T> struct many {};
template <class... T> struct other {};
template <template <class...> class TT, class... A> int same(TT<A...>, TT<A...>) { return 0; }
int main()
{
    return same(many<int>(), many<int>()) + same(many<int, char>(), other<int, char>());
}
