// notes: passing a class with a user-provided copy constructor and destructor by value to a kernel: cudafe++ accepts it (clean)
// tags: launch, global, near-miss
struct Handle {
    int *p;
    Handle(int *q) : p(q) {}
    __host__ __device__ Handle(const Handle &o) : p(o.p) {}
    __host__ __device__ ~Handle() {}
};

__global__ void use(Handle h) { *h.p = 1; }

void run(int *p) { use<<<1, 1>>>(Handle(p)); }
