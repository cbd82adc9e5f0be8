// notes: overloaded operator+ defined __device__ only, used from host -> 20007 with operator name in the signature
// tags: d_h_illegal_call, cross-space, operator
struct Cplx { float re, im; };

__device__ Cplx operator+(Cplx a, Cplx b) { return {a.re + b.re, a.im + b.im}; }

Cplx host_sum(Cplx a, Cplx b) { return a + b; }
