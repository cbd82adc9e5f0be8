// notes: near miss of global_zero_size_param: a zero-sized parameter in a host function is fine
// tags: zero_size_par_not_allowed, near-miss
struct Z { int a[0]; };

void h(Z z) {}
__global__ void k(Z *zp) {}
