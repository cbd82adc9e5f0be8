// nvcc-options: -std=c++20
// notes: C++20: any user-declared constructor blocks aggregates (A() = delete; A a{1}; is an error)
struct A { A() = delete; int x; };
A a{1};
struct B { B() = default; int x, y; };
B b{1, 2};
int f() { A l{4}; return l.x; }
