// notes: 20007 callee fill-in: only the first specialisation printed of a global class template gets the four-space padding; later ones print " ::W<char>" (no space of their own before a declarator)
// tags: d_h_illegal_call, callee_text
template <class T> struct W { T v; };
__device__ int f(W<int> a, W<char> *b, W<char> c, W<int> *d) { return 0; }
void h() { f(W<int>(), 0, W<char>(), 0); }
