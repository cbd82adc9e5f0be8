// notes: host output of a user explicit class specialisation without member functions (printed where written, after the primary); clean
// tags: template, explicit-specialization, host-output
template <class T> struct S { T v; };
template <>
struct S<int> { int a; int b; static const int n = 2; };
S<int> s;
S<char> c;
int use() { return s.a + S<int>::n + c.v; }
