// notes: near miss: __host__ __device__ overrides __host__ __device__ -> clean
// tags: vfunc_incompat_exec_hd_d, virtual, override
struct Base {
    __host__ __device__ virtual int eval(int x) const;
    virtual ~Base() {}
};

struct Derived : Base {
    __host__ __device__ int eval(int x) const override;
};
