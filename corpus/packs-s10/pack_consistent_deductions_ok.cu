// tags: templates, packs, deduction
// notes: one pack deduced from a template-id and from the trailing function parameter pack: both give <int, char>
template <class... Ts> struct tup {};
template <class... Ts> int both(tup<Ts...>, Ts...) { return 0; }
int main()
{
    return both(tup<int, char>(), 1, 'c') + both(tup<>());
}
