// notes: taking the address of a non-constexpr __device__ function with deduced return type from host code -> 20166 ("outside the bodies of device functions" variant)
// tags: auto_device_fn_ref
__device__ auto da(int x) { return x; }

void h()
{
    auto p = &da;
    (void)p;
}
