// notes: __device__ / __constant__ / __shared__ on static data members -> 20028 for each
// tags: illegal_member_qualifiers
struct Cfg {
    static __device__ int a;
    static __constant__ float b;
    static __shared__ int c;
};
