// notes: near miss of global_ellipsis: a variadic *template* kernel with the pack last is allowed
// tags: global_function_has_ellipsis, near-miss, variadic-template
template <typename... Args>
__global__ void k(int *out, Args... args)
{
    *out = (0 + ... + args);
}

void run(int *p) { k<<<1, 1>>>(p, 1, 2, 3); }
