// tags: templates, packs, deduction, no-match
// notes: `Ts *...` against an int argument: deduction fails (#3327); the near miss pointer_pack_ok passes only pointers
template <class... Ts> int ptrs(Ts *... xs) { return 0; }
int main()
{
    int x = 0;
    return ptrs(&x, 1);
}
