// notes: __nv_atomic_fetch_max / fetch_min on float -> 20295 each
// tags: invalid_nv_atomic_operation_max_min_float, nv_atomic
__device__ void f(float *q, double *d)
{
    __nv_atomic_fetch_max(q, 1.0f, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
    __nv_atomic_fetch_min(d, 1.0, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
}
