// notes: a template kernel whose __launch_bounds__ depends on its parameter: each launched specialisation applies it, bad ones give 20248 with the instantiation context
// tags: launch_bounds, max_blocks_per_cluster_negative, template
template <int T> __global__ void __launch_bounds__(T, 1, T - 5) k8() {}
void h1() { k8<8><<<1, 1>>>(); }
void h2() { k8<3><<<1, 1>>>(); k8<3><<<1, 1>>>(); k8<2><<<1, 1>>>(); }
