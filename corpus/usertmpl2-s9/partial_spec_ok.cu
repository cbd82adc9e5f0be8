// notes: user partial specialisations for pointers, arrays and a template-id, selected by static_assert; clean
// tags: template, partial-specialization
template <class T> struct Kind { static constexpr int v = 0; };
template <class T> struct Kind<T *> { static constexpr int v = 1; };
template <class T, unsigned long N> struct Kind<T[N]> { static constexpr int v = 2; };
template <class A, class B> struct Pair { };
template <class A> struct Kind<Pair<A, A> > { static constexpr int v = 4; };
template <class A, class B> struct Kind<Pair<A, B *> > { static constexpr int v = 5; };
static_assert(Kind<int>::v == 0, "");
static_assert(Kind<const char *>::v == 1, "");
static_assert(Kind<int[3]>::v == 2, "");
static_assert(Kind<Pair<int, int> >::v == 4, "");
static_assert(Kind<Pair<int, char *> >::v == 5, "");
static_assert(Kind<Pair<int, char> >::v == 0, "");
