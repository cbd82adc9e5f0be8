// notes: valid __nv_atomic_* builtin uses (fetch_add on int/unsigned long long/float, load, store, exchange, compare_exchange) with literal order/scope -> clean
// tags: nv_atomic, near-miss
__device__ void f(int *p, unsigned long long *q, float *r)
{
    int a = __nv_atomic_fetch_add(p, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
    unsigned long long b = __nv_atomic_fetch_add(q, 2ull, __NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_SYSTEM);
    float c = __nv_atomic_fetch_add(r, 1.5f, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
    int v = __nv_atomic_load_n(p, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE);
    __nv_atomic_store_n(p, v + a + (int)b + (int)c, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_DEVICE);
    int expected = 0;
    __nv_atomic_compare_exchange_n(p, &expected, 5, false, __NV_ATOMIC_ACQ_REL, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
    (void)__nv_atomic_exchange_n(p, 9, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
}
