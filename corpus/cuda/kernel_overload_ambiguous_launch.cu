// notes: launching an overloaded kernel with an argument that matches both overloads equally -> ordinary ambiguity error at the launch
// tags: launch, overload, ambiguous_call
__global__ void fill(long *p, long v) {}
__global__ void fill(long *p, double v) {}

void run(long *p) { fill<<<1, 1>>>(p, 1); }
