// notes: __grid_constant__ on a non-const kernel parameter and on a reference: cicc errors 3696/3697; cudafe++ alone is silent
// tags: grid_constant_not_const, grid_constant_reference_type, device-side
__global__ void g2(__grid_constant__ int x) {}
__global__ void g3(__grid_constant__ const int &y) {}
