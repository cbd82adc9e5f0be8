// notes: __nv_atomic_fetch_add on a 2-byte object -> 20291 (only 4 or 8 bytes allowed)
// tags: invalid_nv_atomic_operation_size, nv_atomic
__device__ void f(short *p)
{
    __nv_atomic_fetch_add(p, (short)1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
}
