// tags: templates, packs, partial-specialization, near-miss
// notes: Fn<R(A...)> deduces the result type; the member is char *, initialised with a double
template <class F> struct Fn;
template <class R, class... A> struct Fn<R(A...)> { typedef R result; };
Fn<int(char, long)>::result r = 1;
Fn<char *(void)>::result p = 1.5;
