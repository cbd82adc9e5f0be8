// tags: cuda18, device_var_structured_binding, device_var_read_in_host
// notes: trigger: 20121 for each memory space at namespace scope (then the __shared__ initializer error at the [); a host binding of a device variable reads it
struct P { int a, b; };
P mk();
__device__ P dp;
__device__ auto [a, b] = mk();
__constant__ auto [c, d] = P{1, 2};
__shared__ auto [e, f] = P{3, 4};
__managed__ auto [g, h] = P{3, 4};
auto [i, j] = dp;
int hh() { auto [m, n] = dp; return m; }
