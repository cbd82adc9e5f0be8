// notes: explicit __host__ virtual overridden by a __host__ __device__ function -> 20086
// tags: vfunc_incompat_exec_h_hd, virtual, override
struct Base {
    __host__ virtual int eval(int x) const;
    virtual ~Base() {}
};

struct Derived : Base {
    __host__ __device__ int eval(int x) const override;
};
