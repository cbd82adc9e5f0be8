// notes: first argument to a sync/atomic builtin is a pointer to a struct -> 20288 (checks which builtin family reports it)
// tags: bad_type_for_nv_sync_function, nv_atomic
struct S { int v; };
__device__ void f(S *p)
{
    __nv_atomic_fetch_add(p, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
}
