// tags: templates, packs, deduction, explicit-arguments
// notes: explicit template arguments for a pack are a prefix deduction extends: count<int>(1, 'c') has Ts = <int, char>; first<char>(1, 2) converts 1 to char
template <class... Ts> int count(Ts... xs) { return 0; }
template <class T, class... Ts> T first(T t, Ts...) { return t; }
int main()
{
    int i = count<int>(1, 'c');
    int j = count<long, short>(1, 2, 3.0);
    char h = first<char>(1, 2);
    char k = first<char, long>(1, 2, 3);
    return i + j + h + k;
}
