// notes: a kernel taking an lvalue reference parameter is accepted by cudafe++ (and cicc); the host-memory problem only shows at run time. Clean.
// tags: global, near-miss
__global__ void k(int &out) { out = 1; }

void h(int *dev) { k<<<1, 1>>>(*dev); }
