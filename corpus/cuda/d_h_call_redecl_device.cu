// notes: a host declaration redeclared as __device__ makes the function device-only in cudafe++; the later host call gives 20007
// tags: d_h_illegal_call, redeclaration
int h1(int);
__device__ int h1(int a) { return a; }

int u() { return h1(2); }
