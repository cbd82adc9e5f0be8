// notes: throw of scalars and rethrow in host, device and conditional forms: cudafe++ reports nothing (device-side exceptions are cicc's); a throw ends the flow (no 940)
// tags: throw, near-miss
int f(int x) { if (x < 0) throw 1; return x; }
int g(int x) { if (x) throw; else throw "s"; }
__device__ int h(int x) { if (x < 0) throw 1.0; return x; }
__device__ int k() { throw 1; }
int n() { throw; }
int z(int x) { return x ? throw 1 : 2; }
