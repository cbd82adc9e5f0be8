// notes: __device__ virtual overridden by a __host__ __device__ function -> 20087
// tags: vfunc_incompat_exec_d_hd, virtual, override
struct Base {
    __device__ virtual int eval(int x) const;
    virtual ~Base() {}
};

struct Derived : Base {
    __host__ __device__ int eval(int x) const override;
};
