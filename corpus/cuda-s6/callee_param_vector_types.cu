// notes: 20007 callee fill-in with the CUDA vector types float4 and dim3 (global-scope structs)
// tags: d_h_illegal_call, callee_text
__device__ float f(float4 v, dim3 d, int2 *p) { return v.x; }
void h() { float4 v = {}; dim3 d; f(v, d, 0); }
