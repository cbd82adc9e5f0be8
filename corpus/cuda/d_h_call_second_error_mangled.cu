// notes: after a first error, later callee names with parameters print as broken mangled names ("_Z2dd1?1?") - cudafe++ quirk
// tags: d_h_illegal_call, cross-space, name-quirk
__device__ int d(int);
__device__ int dd(double, char *);

void a() { d(1); }
void e() { dd(1.0, 0); }
