// notes: __device__ / __shared__ / __constant__ on data members; records which of 1835 / 20028 the reference gives for each
// tags: illegal_member_qualifiers
struct S {
    __device__ int a;
    __shared__ int b;
    __constant__ int c;
};
