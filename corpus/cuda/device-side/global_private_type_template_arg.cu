// notes: kernel template instantiated with a private nested type: cicc error 20128; cudafe++ alone is silent
// tags: global_private_type_arg, device-side, template
template <class T> __global__ void tk(T t) {}

class Owner {
    struct Hidden { int v; };
public:
    void go() { tk<<<1, 1>>>(Hidden{2}); }
};
