// notes: a whole program: a spin lock built from __nv_atomic_compare_exchange_n / store_n in a __device__ helper -> clean
// tags: nv_atomic, program
#include <cuda_runtime.h>

__device__ void lock(int *m)
{
    int expected = 0;
    while (!__nv_atomic_compare_exchange_n(m, &expected, 1, false, __NV_ATOMIC_ACQUIRE, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE)) {
        expected = 0;
    }
}

__device__ void unlock(int *m)
{
    __nv_atomic_store_n(m, 0, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_DEVICE);
}

__global__ void k(int *m, long long *counter)
{
    lock(m);
    long long c = __nv_atomic_load_n(counter, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
    __nv_atomic_store_n(counter, c + 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
    unlock(m);
}
