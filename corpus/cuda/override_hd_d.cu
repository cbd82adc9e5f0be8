// notes: __host__ __device__ virtual overridden by a __device__ function -> 20090
// tags: vfunc_incompat_exec_hd_d, virtual, override
struct Base {
    __host__ __device__ virtual int eval(int x) const;
    virtual ~Base() {}
};

struct Derived : Base {
    __device__ int eval(int x) const override;
};
