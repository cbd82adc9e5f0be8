// const volatile and const arrays are still read from host code (20091).
struct P { int x; };
__device__ const P cq = {5};
__device__ const volatile int cv = 1;
__device__ const int ta[2] = {1, 2};
__device__ const int *const pp = nullptr;
int h1() { return cq.x; }
int h2() { return cv; }
int h3() { return ta[1]; }
int h4() { return pp == nullptr; }
P h5() { return cq; }
