// notes: __device__ virtual overridden by an unannotated (host) function -> 20088
// tags: vfunc_incompat_exec_d_h, virtual, override
struct Base {
    __device__ virtual int eval(int x) const;
    virtual ~Base() {}
};

struct Derived : Base {
     int eval(int x) const override;
};
