// notes: implicit-host virtual overridden by a __device__ function -> 20085
// tags: vfunc_incompat_exec_h_d, virtual, override
struct Base {
     virtual int eval(int x) const;
    virtual ~Base() {}
};

struct Derived : Base {
    __device__ int eval(int x) const override;
};
