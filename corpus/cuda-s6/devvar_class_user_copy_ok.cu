// notes: near miss of 20091/20092: user-provided copy constructors and assignment operators, non-trivial implicit assignment and member calls bind a reference or this: no warning
// tags: device_var_read_in_host, device_var_written_in_host
struct T { int v; T &operator=(const T &o) { v = o.v; return *this; } int get() const { return v; } };
struct C { int v; C() {} C(const C &o) : v(o.v) {} };
struct N { T t; int k; };
__device__ T dt;
__device__ C dc;
__device__ N dn;
int h(T t, N n) {
  dt = T();
  t = dt;
  C x = dc;
  dn = n;
  return dt.get();
}
