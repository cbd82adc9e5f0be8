// notes: explicit specialization of a kernel template declared after a launch already instantiated it -> "explicit specialization ... must precede its first use"
// tags: template, explicit-specialization, launch
template <class T> __global__ void k(T *p) {}

void run(int *p) { k<<<1, 1>>>(p); }

template <> __global__ void k<int>(int *p) { *p = 0; }
