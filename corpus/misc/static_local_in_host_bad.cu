// tags: illegal_local_to_host_function, misc
// notes: memory-space locals in host and host-device bodies (3483), with a later used-before-set warning still given (#549 after a declaration error)
#include <cuda_runtime.h>
int h(int k)
{
    static __device__ int dv;
    __shared__ float tile[4];
    int unset;
    return k + unset;
}
__host__ __device__ int hd() { static __managed__ int m; return 0; }
