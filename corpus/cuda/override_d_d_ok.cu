// notes: near miss: __device__ overrides __device__ -> clean
// tags: vfunc_incompat_exec_d_h, virtual, override
struct Base {
    __device__ virtual int eval(int x) const;
    virtual ~Base() {}
};

struct Derived : Base {
    __device__ int eval(int x) const override;
};
