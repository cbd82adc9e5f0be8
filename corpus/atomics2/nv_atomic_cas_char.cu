// notes: __nv_atomic_compare_exchange_n on a 1-byte object -> 20292; on short it is accepted
// tags: invalid_nv_atomic_cas_size, nv_atomic, near-miss
__device__ void f(char *p, short *q)
{
    char e = 0;
    __nv_atomic_compare_exchange_n(p, &e, 1, false, __NV_ATOMIC_RELAXED, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
    short s = 0;
    __nv_atomic_compare_exchange_n(q, &s, 1, false, __NV_ATOMIC_RELAXED, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
}
