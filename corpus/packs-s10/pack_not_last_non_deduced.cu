// tags: templates, packs, deduction, no-match
// notes: a function parameter pack that is not last is never deduced: Ts is empty, so mid(1) is fine and mid(1, 2) has too many arguments
template <class... Ts> int mid(Ts..., int) { return 0; }
int main()
{
    return mid(1) + mid(1, 2);
}
