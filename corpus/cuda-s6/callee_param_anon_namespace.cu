// notes: 20007 callee fill-in: a class of an unnamed namespace prints as _NV_ANON_NAMESPACE
// tags: d_h_illegal_call, callee_text
namespace { struct A { int v; }; }
__device__ int f(A a) { return a.v; }
void h() { A a = {}; f(a); }
