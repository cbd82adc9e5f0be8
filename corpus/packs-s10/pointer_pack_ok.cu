// tags: templates, packs, deduction
// notes: `Ts *...` matched once per argument: pointers deduce their pointees (an array argument decays)
template <class... Ts> int ptrs(Ts *...) { return 0; }
int main()
{
    int a = 0;
    double b[3];
    const char *s = "x";
    return ptrs(&a, b, s) + ptrs();
}
