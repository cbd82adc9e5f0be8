// tags: templates, packs, deduction, no-match
// notes: f(T, Ts...) needs at least one argument: the call with none gets the arity note (#3322), not #3327
template <class T, class... Ts> int need(T, Ts...) { return 0; }
int main()
{
    return need(1) + need();
}
