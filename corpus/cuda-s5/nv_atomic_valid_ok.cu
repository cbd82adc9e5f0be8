// notes: near miss of the __nv_atomic_* checks 20289-20298, 20310, 20312-20314: in-range literal order/scope values, 4/8-byte fetch_add (unsigned 8-byte), 2-byte compare-exchange, 4-byte exchange, fetch_max on int, 16-byte generic load and store, generic load of an int and store of a float, logical ops on integers, load_n on int, all in __device__ code -> clean
// tags: invalid_nv_atomic_memory_order_value, invalid_nv_atomic_thread_scope_value, invalid_nv_atomic_operation_size, invalid_nv_atomic_cas_size, invalid_nv_atomic_exch_size, invalid_nv_atomic_operation_add_sub_size, invalid_nv_atomic_operation_max_min_float, nv_atomic_operation_not_in_device_function, nv_atomic_operation_scope_not_constant_int, nv_atomic_operation_order_not_constant_int, invalid_data_size_for_nv_atomic_generic_function, nv_atomic_function_no_args, floating_type_for_logical_atomic_operation, non_integral_type_for_non_generic_nv_atomic_function, nv_atomic, near-miss
struct Four { int a, b, c, d; };
__device__ int f(int *p, unsigned long long *u, short *s, Four *q, Four *out, float *fl)
{
    __nv_atomic_fetch_add(p, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
    __nv_atomic_fetch_add(p, 1, 0, 0);
    __nv_atomic_fetch_add(u, 1ull, __NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_SYSTEM);
    short e = 0;
    __nv_atomic_compare_exchange_n(s, &e, 1, false, __NV_ATOMIC_RELAXED, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
    int old = __nv_atomic_exchange_n(p, 3, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
    __nv_atomic_fetch_max(p, 7, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
    __nv_atomic_load(q, out, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE);
    __nv_atomic_store(q, out, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_DEVICE);
    int v;
    __nv_atomic_load(p, &v, 0, 0);
    __nv_atomic_store(fl, fl, 0, 0);
    __nv_atomic_fetch_or(p, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
    __nv_atomic_fetch_add(fl, 1.0f, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
    return old + __nv_atomic_load_n(p, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
}
