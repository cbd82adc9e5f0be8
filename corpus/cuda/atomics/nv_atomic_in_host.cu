// notes: __nv_atomic_* builtin called in a host function -> 20296; followed by a secondary "return value type does not match the function type" error
// tags: nv_atomic_operation_not_in_device_function, nv_atomic
int h(int *p)
{
    return __nv_atomic_fetch_add(p, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
}
