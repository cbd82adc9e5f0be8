// notes: __nv_atomic_fetch_or / fetch_and on float -> 20313 (logical atomic on floating type)
// tags: floating_type_for_logical_atomic_operation, nv_atomic
__device__ void f(float *q)
{
    __nv_atomic_fetch_or(q, 1.0f, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
}
