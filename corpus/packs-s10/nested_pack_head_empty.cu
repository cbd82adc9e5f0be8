// tags: templates, packs, deduction, no-match
// notes: tup<T, Us...> needs at least one argument: tup<> fails deduction (#3327), tup<int> is fine
template <class... Ts> struct tup {};
template <class T, class... Us> T head(const tup<T, Us...> &) { return T(); }
int main()
{
    int a = head(tup<int>());
    return a + head(tup<>());
}
