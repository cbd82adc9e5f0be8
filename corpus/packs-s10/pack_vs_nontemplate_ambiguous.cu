// tags: templates, packs, overload, ambiguity
// notes: g(int, long) against the specialisation g<int>(long, int): each is better for one argument, so neither is better (the non-template tie-break does not apply)
void g(int, long);
template <class... Ts> void g(long, Ts...);
int main()
{
    g(1, 2);
    return 0;
}
