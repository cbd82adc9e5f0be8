// notes: __shared__ variable with an initializer (namespace scope and in a device function) -> 20053 with an empty %s2 (trailing space)
// tags: illegal_init, shared
__shared__ int s = 1;

__device__ void f()
{
    __shared__ int x = 1;
    (void)x;
}
