// notes: literal memory order / scope values outside the valid ranges -> 20289 and 20290
// tags: invalid_nv_atomic_memory_order_value, invalid_nv_atomic_thread_scope_value, nv_atomic
__device__ void f(int *p)
{
    __nv_atomic_fetch_add(p, 1, 42, __NV_THREAD_SCOPE_DEVICE);
    __nv_atomic_fetch_add(p, 1, __NV_ATOMIC_RELAXED, 42);
}
