// nvcc-options: -std=c++20
// tags: templates, packs, deduction, cxx20
// notes: C++20 mode: trailing and nested packs, explicit prefix extended, template template parameter
template <class... Ts> struct tup {};
template <class... Ts> int count(Ts &&...) { return 0; }
template <class T, class... Us> T head(tup<T, Us...>) { return T(); }
template <template <class...> class TT, class... A> int ar(const TT<A...> &) { return 0; }
int main()
{
    int x = 0;
    return count() + count(x, 1.0) + count<int>(1, 'c') + head(tup<int, long>()) + ar(tup<char>());
}
