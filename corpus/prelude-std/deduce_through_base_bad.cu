// notes: near miss: two bases deduce different T for Base<T>, so deduction fails and no function matches
// tags: templates, deduction, error
template <class T> struct Base { T v; };
template <class T> T get(const Base<T> &b) { return b.v; }
struct Two : Base<int>, Base<long> {};
long use(Two &t) { return get(t); }
