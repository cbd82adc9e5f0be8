// notes: in a host function only 20296 is given, even with a bad size and out-of-range order/scope values; a discarded call has no secondary error
// tags: nv_atomic_operation_not_in_device_function, nv_atomic, near-miss
void h(short *p, int *q)
{
    __nv_atomic_fetch_add(p, 1, 9, 9);
    __nv_atomic_store_n(q, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_SYSTEM);
}
