// tags: templates, packs, deduction
// notes: a trailing function parameter pack by value takes every argument, none included (Ts = <>, <int, char, double>)
template <class... Ts> int count(Ts... xs) { return 0; }
int main()
{
    int a = count();
    int b = count(1, 'a', 2.0);
    return a + b;
}
