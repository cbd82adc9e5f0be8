// notes: __launch_bounds__ / __maxnreg__ with constant-expression arguments (constexpr variables, macros, sizeof) are evaluated like literals; a bad third argument gives 20248 (max_blocks_per_cluster_negative)
// tags: launch_bounds, max_blocks_per_cluster_negative, program
constexpr int NT = 256;
constexpr int MINB = NT / 128;
#define BS (128)
enum { kWarps = 8 };
__global__ void __launch_bounds__(NT) k1() {}
__global__ void __launch_bounds__(BS, MINB) k2() {}
__global__ void __launch_bounds__(kWarps * 32, 1, MINB - 3) k3() {}
__global__ void __launch_bounds__(sizeof(float4) * 16) k4() {}
__global__ void __maxnreg__(NT / 8) k5() {}
