// notes: at the definition a dependent __launch_bounds__ counts as present (3534 on a __device__ template, 20262 with a literal __maxnreg__) while a dependent __maxnreg__ does not; nothing is re-validated per specialisation
// tags: launch_bounds, bounds_attr_only_on_global_func, bounds_maxnreg_incompatible_qualifiers, template
template <int T> __device__ void __launch_bounds__(T) d1() {}
template <int B> __global__ void __launch_bounds__(B) __maxnreg__(B) k1() {}
template <int B> __global__ void __launch_bounds__(128) __maxnreg__(B) k2() {}
template <int B> __global__ void __launch_bounds__(B) __maxnreg__(32) k3() {}
void h() { k1<4><<<1, 1>>>(); k2<4><<<1, 1>>>(); k3<4><<<1, 1>>>(); }
