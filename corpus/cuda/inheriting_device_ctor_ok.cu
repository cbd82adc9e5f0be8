// notes: inheriting constructors from a base whose constructor is __device__, constructing the derived class in host code: surprisingly NOT diagnosed (no 20007 for the inherited constructor); clean
// tags: d_h_illegal_call, constructor, inheritance
struct Base {
    int v;
    __device__ Base(int x) : v(x) {}
};
struct Derived : Base {
    using Base::Base;
};

int host() { Derived d(3); return d.v; }
