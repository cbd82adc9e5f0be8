// nvcc-options: --extended-lambda
// notes: near miss: 20141 20142 — no execution-space test (a __device__ assignment passes), operator=(E&&) passes (an rvalue right operand), access from the enclosing function (friend, static member), const elements, a reference-to-array variable, a non-extended lambda
// tags: cuda17-s17, lambda, near-miss, extended_lambda_array_capture_default_constructible, extended_lambda_array_capture_assignable
struct B { B(); __device__ B &operator=(const B &); int v; };
struct C { C(); C(const C &); C &operator=(C &&); int v; };
class D { D(); D &operator=(const D &); friend void f4(); public: D(int); int v; static void s(); };
struct E { E(); int v; };
struct F { F(int); int v; };
void f2() { B a[2]; auto l = [a] __device__ () { return a[0].v; }; (void)l; }
void f3() { C a[2]; auto l = [a] __device__ () { return a[0].v; }; (void)l; }
void f4() { D a[2] = {1, 2}; auto l = [a] __device__ () { return a[0].v; }; auto m = [=] __device__ () { return a[1].v; }; (void)l; (void)m; }
void D::s() { D a[2] = {1, 2}; auto l = [a] __device__ () { return a[0].v; }; (void)l; }
void f5() { const E a[2]; auto l = [a] __device__ () { return a[0].v; }; (void)l; }
void f6(F (&b)[2]) { auto l = [b] __device__ () { return b[0].v; }; (void)l; }
void f7() { F a[2] = {1, 2}; auto l = [a] () { return a[0].v; }; (void)l; }
