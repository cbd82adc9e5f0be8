// tags: device-side, h_hd_illegal_call
// notes: an inline HD function used only by host code is still compiled for the device: 20011 (cufe: emission of inline functions not modelled)
int host_only(int x);
__host__ __device__ inline int hd(int x) { return host_only(x); }
int use(int x) { return hd(x); }
