// notes: host code copies objects whose copy assignment operator is __device__ only -> 20007 for the implicit operator= call
// tags: d_h_illegal_call, cross-space, implicit-call
struct Reg {
    int v;
    __device__ Reg &operator=(const Reg &o) { v = o.v; return *this; }
};

void copy(Reg &a, const Reg &b) { a = b; }
