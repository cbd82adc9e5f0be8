// tags: cuda18, device_var_structured_binding
// notes: near miss: 20121 not given for structured bindings without a memory space (block scope, by reference, in device code)
struct P { int a, b; };
struct Q { int x; double y; mutable int z; };
P mk();
int h1() { auto [a, b] = mk(); return a + b; }
int h2(P p) { auto &[a, b] = p; a = 3; return b; }
__device__ int d1(P p) { auto [a, b] = p; return a * b; }
int h4(P p) { auto [a, b] = p; int *q = &a; return *q; }
