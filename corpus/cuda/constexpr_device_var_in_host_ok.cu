// notes: a constexpr __device__ variable used in host constant expressions and read at run time in a host function: no 20091 (constexpr device variables are treated as host-usable constants); clean
// tags: device_var_read_in_host, constexpr
__device__ constexpr int kTile = 16;

static_assert(kTile == 16, "");
int host_buf[kTile];
int host_tile() { return kTile; }
