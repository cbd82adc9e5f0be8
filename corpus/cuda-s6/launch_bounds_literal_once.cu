// notes: attributes with literal arguments are applied once, at the template definition (20248, 20263 there); dependent ones per specialisation (20248 with the instantiation context)
// tags: launch_bounds, max_blocks_per_cluster_negative, maxnreg_negative, template
template <int T> __global__ void __launch_bounds__(1, 1, -1) k6() {}
template <int T> __global__ void __launch_bounds__(T, 1, -1) __maxnreg__(0) k7() {}
void h() { k6<1><<<1,1>>>(); k7<2><<<1,1>>>(); }
