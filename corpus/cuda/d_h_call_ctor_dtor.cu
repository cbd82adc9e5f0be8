// notes: a host function creates an object whose ctor and dtor are __device__ only -> two 20007 errors (dtor reported first, same caret)
// tags: d_h_illegal_call, cross-space, constructor, destructor
struct DevOnly {
    __device__ DevOnly();
    __device__ ~DevOnly();
    int v;
};

void make_one()
{
    DevOnly d;
    (void)d;
}
