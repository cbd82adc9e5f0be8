// tags: templates, packs, deduction
// notes: packs deduced from a nested template-id: tup<Ts...> from tup<int, char> and from tup<> (empty pack), tup<T, Us...> splitting off the head
template <class... Ts> struct tup {};
template <class... Ts> int tsize(tup<Ts...>) { return 1; }
template <class T, class... Us> T head(const tup<T, Us...> &) { return T(); }
int main()
{
    int d = tsize(tup<int, char>());
    int e = tsize(tup<>());
    long f = head(tup<long, int>());
    char g = head(tup<char>());
    return d + e + (int)f + g;
}
