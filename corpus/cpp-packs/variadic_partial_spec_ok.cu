// tags: templates, packs, partial-specialization
// notes: user-written variadic class template with partial specialisations selected by length and by a nested template-id
template <class... T> struct Tup;
template <> struct Tup<> { static const int n = 0; };
template <class H, class... R> struct Tup<H, R...> { typedef H head; typedef Tup<R...> rest; static const int n = 1 + Tup<R...>::n; };
template <class T> struct First;
template <class H, class... R> struct First<Tup<H, R...> > { typedef H type; };
First<Tup<int, char *> >::type a = 1;
First<Tup<int, char *>::rest>::type b = 0;
int n = Tup<int, long, char>::n;
