// nvcc-options: -std=c++20
// notes: GNU deprecated on alias-declarations (namespace, class and class-template members); cudafe++
//   prints it after the name and reports no use of the deprecated alias.
struct T { int x; };
using A __attribute__((deprecated("use B"))) = T;
using A2 __attribute__((__deprecated__)) = int;
A a; A2 b;
template <class U> struct S { using V __attribute__((deprecated)) = U; };
S<int>::V c;
struct M { using W __attribute__((deprecated("old"))) = long; };
M::W d;
