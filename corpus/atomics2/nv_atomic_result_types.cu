// notes: result types: fetch_* / load_n / exchange_n give T, compare_exchange_n bool (shown by initialising an int *)
// tags: nv_atomic, near-miss
__device__ void f(int *p)
{
    int *q1 = __nv_atomic_fetch_add(p, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
    int *q2 = __nv_atomic_load_n(p, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
    int *q3 = __nv_atomic_compare_exchange_n(p, p, 1, false, __NV_ATOMIC_RELAXED, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
    int *q4 = __nv_atomic_exchange_n(p, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
}
