// notes: C++17: constructors defaulted or deleted on their first declaration do not block aggregates
struct A { A() = delete; int x; };
A a{1};
struct B { B() = default; int x, y; };
B b{1, 2};
struct C { C(const C &) = delete; C() = default; int x; };
C c = {3};
int f() { A l{4}; B m = {5, 6}; return l.x + m.y; }
