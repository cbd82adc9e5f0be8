// notes: HD function calls a constexpr __device__ function -> 20006 d_hd_illegal_call_constexpr
// tags: d_hd_illegal_call_constexpr, cross-space, constexpr
__device__ constexpr unsigned mask_of(unsigned bits) { return (1u << bits) - 1u; }

__host__ __device__ unsigned low_bits(unsigned v, unsigned n)
{
    return v & mask_of(n);
}
