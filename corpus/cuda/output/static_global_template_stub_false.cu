// nvcc-options: -static-global-template-stub=false
// notes: host-output focus: --host-stub-linkage-explicit instead of --static-host-stub: the template kernel forwarding function gets hidden visibility instead of static, no -Wattributes pragma; clean
// tags: host-output, template, cli
template <class T> __global__ void tk(T *p) { *p = T(); }
template __global__ void tk<int>(int *);
void run(float *p) { tk<<<1, 1>>>(p); }
