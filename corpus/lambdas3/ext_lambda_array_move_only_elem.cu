// nvcc-options: --extended-lambda
// notes: the element class declares a move assignment: copy constructor and copy assignment are implicitly deleted -> the reference reports the deleted copy constructor (#1776) at the capture, not 20142
// tags: lambda
struct M {
    M() {}
    M &operator=(M &&) { return *this; }
    int v = 0;
};

int f()
{
    M a[3];
    auto l = [a] __device__ () { return a[2].v; };
    (void)l;
    return 0;
}
