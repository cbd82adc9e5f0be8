// notes: referencing an auto-returning __device__ function inside a constexpr __device__ function -> 20166 "from a constexpr or consteval" variant
// tags: auto_device_fn_ref, constexpr
__device__ auto da(int x) { return x; }

__device__ constexpr int c()
{
    auto p = &da;
    (void)p;
    return 0;
}
