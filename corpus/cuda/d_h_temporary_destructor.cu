// notes: a temporary with a __device__ destructor created in a host expression -> 20007 for the destructor only (the ctor is host)
// tags: d_h_illegal_call, cross-space, destructor
struct Guard {
    int id;
    Guard(int i) : id(i) {}
    __device__ ~Guard() {}
};

int use() { return Guard(5).id; }
