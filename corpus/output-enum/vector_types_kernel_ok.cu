// notes: whole program: built-in vector types (aligned device_builtin structs) and a rounding-mode enum from the CUDA prelude used in a kernel
// tags: host_output, attributes, device_builtin
__global__ void k(char2 *c, float4 *f, cudaRoundMode *m)
{
    c->x = 1;
    f->w = 2.0f;
    *m = cudaRoundZero;
}
int main() { return 0; }
