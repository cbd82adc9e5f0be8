// notes: a __device__ virtual destructor in the base; an implicit derived dtor is fine, but an explicitly defaulted (host) one -> 20088
// tags: vfunc_incompat_exec_d_h, virtual, destructor
struct B {
    __device__ virtual ~B() {}
};
struct ImplicitDtor : B {
    int v;
};
struct DefaultedDtor : B {
    ~DefaultedDtor() = default;
};
