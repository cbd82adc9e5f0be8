// notes: order/scope given as constant expressions (literals, 1+1, (0), 0u) are accepted in range; out of range both reported
// tags: invalid_nv_atomic_memory_order_value, invalid_nv_atomic_thread_scope_value, nv_atomic, near-miss
__device__ void f(int *p)
{
    __nv_atomic_fetch_add(p, 1, 5, 4);
    __nv_atomic_fetch_add(p, 1, 1 + 1, (0));
    __nv_atomic_fetch_max(p, 1, 0u, 0l);
    __nv_atomic_fetch_add(p, 1, 6, 5);
    __nv_atomic_fetch_add(p, 1, -1, 0);
}
