// notes: writing a __device__ variable and a __shared__ variable in an HD function -> 20092 (HD bodies are checked as host)
// tags: device_var_written_in_host, host-device
__device__ int dv;
__shared__ int sv;

__host__ __device__ void hd(int x) { dv = x; sv = x; }
