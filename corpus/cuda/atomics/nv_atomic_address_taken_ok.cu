// notes: &__nv_atomic_fetch_add inside a __device__ function is not diagnosed by cudafe++ (20311 did not fire on the host pass; clean run)
// tags: nv_atomic_function_address_taken, nv_atomic
__device__ void f()
{
    auto fp = &__nv_atomic_fetch_add;
    (void)fp;
}
