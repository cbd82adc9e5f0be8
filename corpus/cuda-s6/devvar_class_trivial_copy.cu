// notes: 20091/20092 for class-type device variables copied by trivial special members: assignment writes, copy construction, by-value arguments and return read; ds = ds writes then reads
// tags: device_var_read_in_host, device_var_written_in_host
struct S { float a; int b; };
__constant__ S cs;
__device__ S ds;
void sink(S s);
S h(const S &in, bool b) {
  cs = in;
  S x = ds;
  S y(ds);
  S z{cs};
  S w; w = cs;
  sink(ds);
  S v = b ? ds : x;
  ds = ds;
  ds = S();
  return ds;
}
