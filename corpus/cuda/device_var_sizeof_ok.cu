// notes: unevaluated uses (sizeof, decltype) of a __device__ variable in host code are not reads; expected clean
// tags: device_var_read_in_host, near-miss
__device__ double table[32];

unsigned long table_bytes() { return sizeof(table) + sizeof table[0]; }
decltype(table[0] + 1.0) half_value() { return 0.5; }
