// tags: templates, packs, deduction, no-match
// notes: Ts deduced as <int> from tup<int> and as <char> from the trailing pack: a conflict, deduction fails (#3327)
template <class... Ts> struct tup {};
template <class... Ts> int both(tup<Ts...>, Ts...) { return 0; }
int main()
{
    return both(tup<int>(), 'c');
}
