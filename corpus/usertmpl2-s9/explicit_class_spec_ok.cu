// notes: user explicit specialisations of a class template, defined where written (member functions, a static member), selected over the primary; clean
// tags: template, explicit-specialization
template <class T> struct Traits { static const int id = 0; int get() const { return id; } };
template <> struct Traits<int> { static const int id = 1; int twice() const { return 2 * id; } };
template <> struct Traits<char>;
Traits<char> *pc;
template <> struct Traits<char> { enum { id = 3 }; };
static_assert(Traits<int>::id == 1, "");
static_assert(Traits<char>::id == 3, "");
static_assert(Traits<long>::id == 0, "");
int use() { Traits<int> t; return t.twice(); }
