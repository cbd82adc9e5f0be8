// notes: __device__ / __shared__ / __constant__ on NON-static data members give only warning 1835 each (no 20028; compare mem_qualifier_static_member.cu)
// tags: illegal_member_qualifiers, attribute_does_not_apply
struct S {
    __device__ int a;
    __shared__ int b;
    __constant__ int c;
};
