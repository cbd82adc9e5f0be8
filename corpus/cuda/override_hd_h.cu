// notes: __host__ __device__ virtual overridden by an explicit __host__ function -> 20089
// tags: vfunc_incompat_exec_hd_h, virtual, override
struct Base {
    __host__ __device__ virtual int eval(int x) const;
    virtual ~Base() {}
};

struct Derived : Base {
    __host__ int eval(int x) const override;
};
