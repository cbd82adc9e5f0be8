// notes: 20091: the copy constructor of N is trivial although its assignment is not (a member with a user operator=): copying dn reads it
// tags: device_var_read_in_host
struct T { int v; T &operator=(const T &o) { v = o.v; return *this; } };
struct N { T t; int k; };
__device__ N dn;
void h() { N x = dn; (void)x; }
