// notes: an explicit specialisation is an ordinary class: an error in a member function body is reported where written
// tags: template, explicit-specialization
template <class T> struct B { };
template <> struct B<long> { int x; int f() { return x + undefined_y; } };
