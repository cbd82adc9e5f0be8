// notes: kernel template launched with a type local to a host function: cicc error 20126 with instantiation context; cudafe++ alone is silent
// tags: global_func_local_template_arg, device-side, template
template <class T> __global__ void tk(T t) {}

void host()
{
    struct Local { int v; };
    tk<<<1, 1>>>(Local{1});
}
