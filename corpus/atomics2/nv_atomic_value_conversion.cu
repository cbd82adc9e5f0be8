// notes: the value argument is converted to the element type like an ordinary argument: a pointer is #167
// tags: nv_atomic, near-miss
__device__ void f(int *p)
{
    __nv_atomic_fetch_add(p, p, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
}
