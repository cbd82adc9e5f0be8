// nvcc-options: --expt-relaxed-constexpr
// notes: near miss of d_hd_call_constexpr: relaxed constexpr makes the constexpr device callee usable from HD code
// tags: d_hd_illegal_call_constexpr, near-miss, relaxed_constexpr
__device__ constexpr unsigned mask_of(unsigned bits) { return (1u << bits) - 1u; }

__host__ __device__ unsigned low_bits(unsigned v, unsigned n)
{
    return v & mask_of(n);
}
