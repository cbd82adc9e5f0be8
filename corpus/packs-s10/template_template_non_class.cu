// tags: templates, deduction, template-template, no-match
// notes: TT<A> cannot be deduced from int (#3327); from box<char> it can
template <template <class> class TT, class A> A one(const TT<A> &) { return A(); }
template <class T> struct box {};
int main()
{
    char c = one(box<char>());
    return c + one(3);
}
