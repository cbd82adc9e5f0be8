// tags: templates, packs, deduction, template-template
// notes: template template parameters deduced from class template specialisations: TT<A...> from box<int>, two<int, char>, many<>; TT<A> from box<char>
template <template <class...> class TT, class... A> int ar(TT<A...>) { return 0; }
template <template <class> class TT, class A> A one(const TT<A> &) { return A(); }
template <class T> struct box {};
template <class T, class U> struct two {};
template <class... T> struct many {};
int main()
{
    int a = ar(box<int>());
    int b = ar(two<int, char>());
    int c = ar(many<>());
    int d = one(box<char>());
    return a + b + c + d;
}
