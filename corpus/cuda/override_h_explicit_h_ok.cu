// notes: near miss: implicit host overridden by explicit __host__ -> clean
// tags: vfunc_incompat_exec_h_d, virtual, override
struct Base {
     virtual int eval(int x) const;
    virtual ~Base() {}
};

struct Derived : Base {
    __host__ int eval(int x) const override;
};
