// nvcc-options: -std=c++20
// notes: consteval functions (static, inline, __device__) called in constant and runtime contexts, constinit variables (an extern declaration): clean, host output re-prints consteval/constinit
// tags: cxx20, consteval, constinit
consteval int sq(int x) { return x * x; }
constinit int g = sq(5);
constinit int g2 = 7;
extern constinit int g3;
int use3() { return g3; }
constexpr int N = sq(4);
int arr[sq(3)];
consteval int cube(int x) { return sq(x) * x; }
int use(int v) { int a = sq(3); int b = cube(2) + v; return a + b + sq(N); }
static consteval int st() { return 1; }
inline consteval int il() { return 2; }
int u2() { return st() + il(); }
__device__ consteval int dk() { return 3; }
__global__ void k(int *p) { p[0] = dk() + sq(2); }
