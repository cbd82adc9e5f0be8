// notes: __device__ variable read in host function templates: the implicitly used get<int>() is not reported, the explicitly instantiated get_dep<long> gives 20091 with an instantiation context
// tags: device_var_read_in_host, template, instantiation-context
__device__ int dv;

template <class T> T get() { return (T)dv; }
template <class T> T get_dep(T) { return T(dv); }

template long get_dep<long>(long);
int use() { return get<int>(); }
