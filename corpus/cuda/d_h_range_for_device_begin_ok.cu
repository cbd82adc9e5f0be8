// notes: host range-for over a container whose begin()/end() are __device__ only: surprisingly NOT diagnosed by cudafe++ (the implicit begin/end calls escape the 20007 check); clean
// tags: d_h_illegal_call, cross-space, range-for
struct DevRange {
    int *b, *e;
    __device__ int *begin() const { return b; }
    __device__ int *end() const { return e; }
};

int total(const DevRange &r)
{
    int s = 0;
    for (int v : r) s += v;
    return s;
}
