// notes: host-output focus: whole-program device variable shadows: initializers dropped, extern becomes static, __shared__ gets unused attribute, namespaced and array variables; host-side address uses; clean
// tags: host-output, memory-space
__device__ int dv = 3;
__constant__ int cv[2] = {1, 2};
__shared__ int sv;
extern __device__ int ev;
namespace cfg { __device__ float gain = 1.5f; __constant__ double coeff[4]; }
static __device__ int private_dv;

const void *symbols[] = {&dv, &cv, &ev, &cfg::gain, &cfg::coeff, &private_dv};
