// notes: throw of a prvalue whose destructor is private, in host, device and HD functions: warning 2867 then the inaccessible error at the operand, each time
// tags: cxxfe20-s20, throw, access
struct S { S(); private: ~S(); };
void f() { throw S(); }
__device__ void g() { throw S(); }
__host__ __device__ void h() { throw S(); }
