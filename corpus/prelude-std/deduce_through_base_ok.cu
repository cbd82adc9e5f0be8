// notes: deduction of Base<T> from a derived class argument, and ADL finding a function through a template argument's namespace; expected clean
// tags: templates, deduction, adl
namespace lib { template <class T> struct Base { T v; }; template <class T> T get(const Base<T> &b) { return b.v; } }
namespace app { struct Tag {}; int probe(const lib::Base<Tag> &) { return 7; } }
struct Derived : lib::Base<int> {};
int use(Derived &d, const lib::Base<app::Tag> &t) { return lib::get(d) + probe(t); }
