// notes: order and scope both variables -> 20298, 20297 and then 20290
// tags: nv_atomic_operation_order_not_constant_int, nv_atomic_operation_scope_not_constant_int, nv_atomic
__device__ void f(int *p, int o)
{
    __nv_atomic_fetch_and(p, 1, o, o);
}
