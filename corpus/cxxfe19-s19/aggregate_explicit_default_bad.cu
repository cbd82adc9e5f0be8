// notes: C++17: an explicit defaulted constructor blocks aggregates
struct A { explicit A() = default; int x; };
A a{1};
