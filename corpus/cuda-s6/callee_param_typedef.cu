// notes: 20007 callee fill-in: typedef parameters print desugared (size_t as unsigned long)
// tags: d_h_illegal_call, callee_text
typedef int I;
struct B { int x; };
typedef B TB;
typedef TB *TBP;
__device__ int f(I a, size_t n, const I *p, TB b, TBP q) { return 0; }
void h() { TB b = {}; f(1, 2, 0, b, &b); }
