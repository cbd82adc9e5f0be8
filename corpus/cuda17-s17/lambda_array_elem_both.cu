// nvcc-options: --extended-lambda
// notes: trigger: 20141 20142 — both rules on one capture, multi-dimensional arrays, an element from a class template, and after 3593 for a by-reference capture
// tags: cuda17-s17, lambda, extended_lambda_array_capture_default_constructible, extended_lambda_array_capture_assignable
template <class T> struct W { W(T); T v; };
struct R { R(int); R &operator=(R &); int v; };
struct Q { Q(int); const int v = 2; };
void f() { W<int> a[2][3] = {{1, 2, 3}, {4, 5, 6}}; R b[2][2][2] = {1, 2, 3, 4, 5, 6, 7, 8}; auto l = [a, b] __host__ __device__ () { return a[0][1].v + b[1][1][1].v; }; (void)l; }
void g() { Q a[2] = {1, 2}; auto l = [&a] __device__ () { return a[0].v; }; (void)l; }
