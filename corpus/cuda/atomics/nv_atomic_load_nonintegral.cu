// notes: non-generic __nv_atomic_load_n on a float -> 20314 (only integral types); followed by a secondary "return value type does not match the function type" error
// tags: non_integral_type_for_non_generic_nv_atomic_function, nv_atomic
__device__ float f(float *q)
{
    return __nv_atomic_load_n(q, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
}
