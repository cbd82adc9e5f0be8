// notes: near miss of 20248/20262: constant-expression launch attribute arguments within range, no conflict
// tags: launch_bounds, max_blocks_per_cluster_negative, bounds_maxnreg_incompatible_qualifiers
constexpr int NT = 256;
constexpr unsigned MB = 2;
__global__ void __launch_bounds__(NT, MB, MB * 2) k1() {}
__global__ void __maxnreg__(NT / 4) k2() {}
void h() { k1<<<1, NT>>>(); k2<<<1, 1>>>(); }
