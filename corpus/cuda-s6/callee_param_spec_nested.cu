// notes: 20007 callee fill-in: a specialisation nested in the arguments of the first one of the same template prints in the short form
// tags: d_h_illegal_call, callee_text
template <class T> struct W { T v; };
template <class T, class U> struct P {};
namespace ns { template <class T> struct V {}; }
__device__ int f(W<W<int>> a, W<int> b, P<int, W<int>> p, ns::V<int> &v, ns::V<char> *w) { return 0; }
void h() { ns::V<int> v; f(W<W<int>>(), W<int>(), P<int, W<int>>(), v, 0); }
