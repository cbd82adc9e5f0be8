// tags: templates, packs, partial-specialization, near-miss
// notes: Am<int, int> matches two unordered partial specialisations: ambiguous
template <class... T> struct Am;
template <class T, class... R> struct Am<T, int, R...> { typedef int a; };
template <class T, class... R> struct Am<int, T, R...> { typedef int b; };
Am<char, int>::a x = 0;
Am<int, int>::a y = 0;
