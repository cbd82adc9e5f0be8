// A __constant__ variable named as a whole is not a modifiable lvalue (#137) in host and device code;
// its elements and members are (20092 in host code); references bind to it silently.
__constant__ int a;
__constant__ int arr[4];
__constant__ int *cp;
struct S { int x; };
__constant__ S s;
__device__ int e;
void take(int &);
__device__ void dtake(int &);
int b() { a = 0; a += 1; ++a; arr[1] = 2; s.x = 3; int *p = &a; e = 4; return a + *p; }
int c() { int &r = a; (a) = 1; a++; take(a); s = S(); cp = 0; *cp = 1; e = a; return r; }
__device__ int d() { int &r = a; dtake(a); a--; s = S(); a *= 2; cp = nullptr; return r; }
__host__ __device__ int hd() { a = 1; e = 2; return a; }
__global__ void k() { a = 2; arr[0] = 1; }
