// notes: kernel template declared but never defined, instantiated by a launch: cicc warning 20280; cudafe++ alone is silent
// tags: template_global_no_def, device-side, template
template <class T> __global__ void tk(T t);

void go() { tk<<<1, 1>>>(3); }
