// tags: templates, packs, deduction, function-pointer, no-match
// notes: R(*)(A...) against a pointer to int: not a function type, deduction fails (#3327)
template <class R, class... A> int arity(R (*)(A...)) { return 0; }
int main()
{
    int x = 0;
    return arity(&x);
}
