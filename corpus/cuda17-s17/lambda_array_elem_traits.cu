// nvcc-options: --extended-lambda
// notes: trigger: 20141 20142 — the element rules are __is_constructible(E) / __is_assignable(E&, E): no default constructor, an ambiguous one, an inaccessible one, a member without one; operator=(E&) only, a private or protected one, a const or reference member
// tags: cuda17-s17, lambda, extended_lambda_array_capture_default_constructible, extended_lambda_array_capture_assignable
struct A { A(int); int v; };
struct B { B(int = 0); B(double = 0); int v; };
class C { C(); public: C(int); int v; };
struct M { M(int); };
struct D { M m; int v; D(int); };
struct E { E(); E &operator=(E &); int v; };
struct F { F(); private: F &operator=(const F &); public: int v; };
struct G { G(); const int v = 1; };
struct H { H(); int &r; };
struct P { P(); protected: P &operator=(const P &); };
void f1() { A a[2] = {1, 2}; auto l = [a] __device__ () { return a[0].v; }; (void)l; }
void f2() { B a[2] = {1, 2}; auto l = [a] __device__ () { return a[0].v; }; (void)l; }
void f3() { C a[2] = {1, 2}; auto l = [a] __device__ () { return a[0].v; }; (void)l; }
void f4() { D a[2] = {1, 2}; auto l = [=] __device__ () { return a[1].v; }; (void)l; }
void f5() { E a[2]; auto l = [a] __host__ __device__ () { return a[0].v; }; (void)l; }
void f6() { F a[2]; auto l = [a] __device__ () { return a[0].v; }; (void)l; }
void f7() { G a[2]; auto l = [a] __device__ () { return a[0].v; }; (void)l; }
void f8() { H a[2]; auto l = [a] __device__ () { return a[0].r; }; (void)l; }
void f9() { P a[3]; auto l = [a] __device__ () { (void)a; }; (void)l; }
