// notes: memory order argument that is a variable, not an integer literal -> 20298
// tags: nv_atomic_operation_order_not_constant_int, nv_atomic
__device__ void f(int *p, int order)
{
    __nv_atomic_fetch_add(p, 1, order, __NV_THREAD_SCOPE_DEVICE);
}
