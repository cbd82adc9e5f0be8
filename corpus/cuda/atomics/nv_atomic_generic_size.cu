// notes: generic __nv_atomic_load on a 12-byte struct -> 20310 (sizes 1,2,4,8,16 only)
// tags: invalid_data_size_for_nv_atomic_generic_function, nv_atomic
struct Three { int a, b, c; };
__device__ void f(Three *p, Three *out)
{
    __nv_atomic_load(p, out, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
}
