// notes: 20007 after a first error, callees with class parameters print as broken mangled names (_Z2f21?)
// tags: d_h_illegal_call, callee_text
struct B { int x; };
namespace ns { struct C { int y; }; struct M { __device__ int j(M m, B b); }; }
__device__ int f1(B b) { return b.x; }
__device__ int f2(const B &b, int n) { return n; }
__device__ int f3(ns::C c) { return c.y; }
void h() {
  B b = {}; ns::C c = {}; ns::M m;
  f1(b); f2(b, 1); f3(c); m.j(m, b);
}
