// notes: an explicit instantiation directive instantiates the declaration: 20248 with the context at the directive line
// tags: launch_bounds, max_blocks_per_cluster_negative, template
template <int C> __global__ void __launch_bounds__(128, 1, C) k() {}
template __global__ void k<4>();
template __global__ void k<-2>();
