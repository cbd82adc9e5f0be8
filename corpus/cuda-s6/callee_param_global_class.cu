// notes: 20007 callee fill-in for a by-value class parameter at global scope: EDG pads it as "    ::B"
// tags: d_h_illegal_call, callee_text
struct B { int x; };
__device__ int f(B b) { return b.x; }
void h() { B b = {}; f(b); }
