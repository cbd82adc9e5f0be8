// notes: a device call inside a function-try-block of a host function -> 20007
// tags: d_h_illegal_call, exceptions
__device__ int dev(int x) { return x; }

int host(int x)
try {
    return dev(x);
} catch (...) {
    return -1;
}
