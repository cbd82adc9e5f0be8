// notes: a kernel declared with __tile_global__ (host_defines.h maps it to __location__(tile_global)); accepted like __global__ (clean), and an unconfigured call to it is 20051
// tags: global, tile_global, configuration_error
__tile_global__ void tiled(int *p) { *p = 1; }

void h(int *p)
{
    tiled<<<1, 1>>>(p);
    tiled(p);
}
