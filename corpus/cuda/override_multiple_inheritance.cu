// notes: one member overrides functions of two bases with different spaces: matches one, mismatches the other (20087)
// tags: vfunc_incompat_exec_d_hd, virtual, multiple-inheritance
struct A { __device__ virtual void run(); };
struct B { __host__ __device__ virtual void run(); };
struct C : A, B {
    __host__ __device__ void run() override;
};
