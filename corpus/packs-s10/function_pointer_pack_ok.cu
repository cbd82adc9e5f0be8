// tags: templates, packs, deduction, function-pointer
// notes: R(*)(A...) deduced from a function's address and from a function name (decayed); a noexcept function converts to the non-noexcept pointer type
int f(int, char);
void g() noexcept;
long h(double);
template <class R, class... A> int arity(R (*)(A...)) { return 0; }
int main()
{
    return arity(&f) + arity(g) + arity(h);
}
