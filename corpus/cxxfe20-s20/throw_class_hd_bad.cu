// notes: throw of a class in a __host__ __device__ / __device__ function keeps the class checks (private destructor: warning 2867 + error; deleted destructor; deleted copy of an lvalue) and a __device__ constructor from an HD function is a cross-space error
// tags: cxxfe20-s20, throw
struct P { P(); ~P() = delete; };
struct Q { private: ~Q(); public: Q(); };
struct D { __device__ D(); };
struct C { C(); C(const C&) = delete; };
__host__ __device__ void f2() { throw Q(); }
__host__ __device__ void f3() { throw D(); }
__device__ void f4() { throw Q(); }
__host__ __device__ void f5() { throw P(); }
__device__ void f7() { C c; throw c; }
int main() { return 0; }
