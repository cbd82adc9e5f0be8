// tags: templates, packs, deduction, explicit-arguments, no-match
// notes: first<int *>(1): T is given as int *, and 1 does not convert to it
template <class T, class... Ts> T first(T t, Ts...) { return t; }
int main()
{
    int *p = first<int *>(1, 2);
    return 0;
}
