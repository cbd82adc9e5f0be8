// notes: __nv_atomic_fetch_add / fetch_sub on a signed 8-byte integer -> 20294
// tags: invalid_nv_atomic_operation_add_sub_size, nv_atomic
__device__ void f(long long *p)
{
    __nv_atomic_fetch_sub(p, 1ll, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
}
