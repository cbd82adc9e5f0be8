// notes: 20007 callee fill-in for a const volatile reference and a pointer to a global class
// tags: d_h_illegal_call, callee_text
struct B { int x; };
__device__ int f(const volatile B &b, B *p, const B *const q) { return 0; }
void h() { B b = {}; f(b, &b, &b); }
