// notes: device function calls and device variables in default member initialisers (also of a local class in a host function) are never checked, even when host code constructs the object (no 20007 d_h_illegal_call)
// tags: d_h_illegal_call, near-miss
__device__ int d(int x) { return x; }
struct A { int m = d(3); };
void h() { A a; (void)a; }
void h2() { struct L { int m = d(3); }; L l; (void)l; }
