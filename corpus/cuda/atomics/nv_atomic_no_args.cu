// notes: nv atomic builtin with no arguments -> 20312; followed by a secondary 20288-style "first argument must be a pointer to integer or enum type"
// tags: nv_atomic_function_no_args, nv_atomic
__device__ void f()
{
    __nv_atomic_fetch_add();
}
