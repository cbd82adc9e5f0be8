// notes: 20091 after a correct cudaMemcpyToSymbol upload, reading the __constant__ struct member directly in host code still warns
// tags: device_var_read_in_host
struct Cfg { float dt; int steps; };
__constant__ Cfg c_cfg;
int upload(const Cfg &cfg) {
  cudaMemcpyToSymbol(c_cfg, &cfg, sizeof(Cfg));
  return c_cfg.steps;
}
