// notes: kernel launched with an argument of the wrong type -> ordinary EDG argument type error
// tags: launch, arg_type_mismatch
struct Params { int n; };
__global__ void k(Params p) {}

void run()
{
    k<<<1, 1>>>(3.5);
}
