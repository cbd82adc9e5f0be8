// notes: near miss of 20086/20087: overriders keep the base's execution space (__host__ over __host__, __device__ over __device__, __host__ __device__ over __host__ __device__) -> clean
// tags: vfunc_incompat_exec_h_hd, vfunc_incompat_exec_d_hd, virtual, override, near-miss
struct HBase {
    __host__ virtual int eval(int x) const;
    virtual ~HBase() {}
};
struct HDerived : HBase {
    __host__ int eval(int x) const override;
};
struct DBase {
    __device__ virtual int eval(int x) const;
    __device__ virtual ~DBase() {}
};
struct DDerived : DBase {
    __device__ int eval(int x) const override;
};
struct HDBase {
    __host__ __device__ virtual int eval(int x) const;
};
struct HDDerived : HDBase {
    __host__ __device__ int eval(int x) const override;
};
