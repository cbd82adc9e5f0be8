// notes: kernel in an inline unnamed namespace: cicc error 20124; cudafe++ alone is silent (unlike variables, which get 20122 from cudafe++)
// tags: global_function_in_unnamed_inline_ns, device-side
inline namespace {
__global__ void hidden_kernel(int *p) { *p = 1; }
}
