// notes: host-output focus: anonymous namespace becomes _GLOBAL__N_<module id> with hidden visibility, plus the _NV_ANON_NAMESPACE trailer; kernel and device variable inside; clean
// tags: host-output, module-id, namespace
namespace {
__device__ int counter;
__global__ void bump() { ++counter; }
int helper() { return 1; }
}

void run() { bump<<<1, 1>>>(); helper(); }
