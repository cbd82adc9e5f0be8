// nvcc-options: -std=c++20
// tags: templates, packs, deduction, no-match, cxx20
// notes: C++20 variant of pointer_pack_mismatch: `const Ts &...` deduces anything, `Ts *...` not an int (#3327)
template <class... Ts> int refs(const Ts &...) { return 0; }
template <class... Ts> int ptrs(Ts *...) { return 0; }
int main()
{
    int x = 0;
    return refs(x, 1, "s") + ptrs(1);
}
