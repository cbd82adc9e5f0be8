// notes: 20007 callee fill-in: class types inside function pointer and array-reference parameters
// tags: d_h_illegal_call, callee_text
struct B { int x; };
__device__ int f(int (*fp)(B), B (&r)[3], ...) { return 0; }
void h() { B arr[3] = {}; f(0, arr, 1); }
