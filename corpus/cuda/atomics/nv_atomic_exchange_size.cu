// notes: __nv_atomic_exchange_n on a 2-byte object -> 20293 (exchange needs 4, 8 or 16 bytes); followed by a secondary "return value type does not match the function type" error
// tags: invalid_nv_atomic_exch_size, nv_atomic
__device__ short f(short *p)
{
    return __nv_atomic_exchange_n(p, (short)3, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
}
