// notes: extern __shared__ array declared inside a host function: surprisingly no 20026 (only non-extern __shared__ locals are rejected, see mem_local_in_host.cu); clean
// tags: illegal_local_to_host_function, shared
void h()
{
    extern __shared__ float dyn[];
    (void)dyn;
}
