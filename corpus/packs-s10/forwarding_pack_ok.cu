// tags: templates, packs, deduction
// notes: `Ts&&...` is a pack of forwarding references: lvalues deduce T&, rvalues T; the leading T is deduced apart
template <class T, class... Ts> T first(T t, Ts &&...) { return t; }
int main()
{
    int a = 1;
    const char c = 'x';
    int b = first(3, 'x', a, c, "str");
    return a + b;
}
