// notes: 20007 callee fill-in: class template specialisations print their arguments in the same padded form, with a space after ">"
// tags: d_h_illegal_call, callee_text
struct B { int x; };
template <class T> struct W { T v; };
namespace ns { template <class T> struct V {}; }
__device__ int f(W<B> &w, ns::V<ns::V<int>> v, W<int> *p) { return 0; }
void h() { W<B> w; ns::V<ns::V<int>> v; f(w, v, 0); }
