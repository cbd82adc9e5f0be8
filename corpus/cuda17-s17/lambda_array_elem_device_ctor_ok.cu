// nvcc-options: --extended-lambda
// notes: near miss: 20141 — a __device__-only default constructor of the element class passes the rule (no execution-space test); cufe: a variable of a class with a device-only constructor in host code is a safety-net gap (cuda_hooks.rs)
// tags: cuda17-s17, lambda, near-miss, extended_lambda_array_capture_default_constructible
struct A { __device__ A(); A(int); int v; };
void f1() { A a[2] = {1, 2}; auto l = [a] __device__ () { return a[0].v; }; (void)l; }
