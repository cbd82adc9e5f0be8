// notes: host function template whose if-constexpr branch calls a __device__ function: explicitly instantiated for the branch that does not call it (clean part) and for the one that does (20007)
// tags: d_h_illegal_call, template, if-constexpr, instantiation-context
__device__ int dev(int x) { return x; }

template <bool UseDev>
int pick(int x)
{
    if constexpr (UseDev) return dev(x);
    else return x;
}

template int pick<false>(int);
template int pick<true>(int);
