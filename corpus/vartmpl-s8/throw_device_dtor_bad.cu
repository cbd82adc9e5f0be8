// notes: throw of a class whose destructor is __device__ from a host function: cross-space error (cufe: gap)
// tags: exceptions, throw, invalid, cuda
struct S { S(); __device__ ~S(); };
void f() { throw S(); }
