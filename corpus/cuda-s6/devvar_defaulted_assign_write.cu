// notes: 20092: an explicitly defaulted assignment operator is trivial: assigning to the device variable writes it
// tags: device_var_written_in_host
struct D { int v; D &operator=(const D &) = default; };
__device__ D dd;
void h(D x) { dd = x; }
