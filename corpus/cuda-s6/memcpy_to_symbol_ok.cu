// notes: near miss of 20091/20092: cudaMemcpyToSymbol / FromSymbol / GetSymbolAddress / GetSymbolSize take the device variable by reference (default arguments left out): no warning
// tags: device_var_read_in_host, device_var_written_in_host, program
struct Cfg { float dt; int steps; };
__constant__ Cfg c_cfg;
__device__ int d_count;
__device__ float d_buf[64];
int upload(const Cfg &cfg) {
  cudaMemcpyToSymbol(c_cfg, &cfg, sizeof(Cfg));
  cudaMemcpyToSymbol(d_buf, &cfg.dt, sizeof(float), 4 * sizeof(float));
  int n = 0;
  cudaMemcpyFromSymbol(&n, d_count, sizeof(int));
  void *p = 0; cudaGetSymbolAddress(&p, d_buf);
  size_t sz = 0; cudaGetSymbolSize(&sz, c_cfg);
  cudaMemcpyToSymbolAsync(d_count, &n, sizeof(int));
  return n + (int)sz;
}
