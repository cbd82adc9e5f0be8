// tags: device-side, global_function_redeclared_without_global
// notes: cudafe++ accepts; cicc reports 20030
__global__ void k(int *p);
void k(int *p) {}
