// notes: HD function calling a host-only function: cudafe++ is silent (cicc gives warning 20011 on the device side)
// tags: h_hd_illegal_call, near-miss, device-side
int host_helper(int x) { return x * 7; }

__host__ __device__ int hd(int x) { return host_helper(x); }
