// tags: cuda18, d_h_illegal_call
// notes: local arrays of a class with a __device__ destructor: the destructor is checked at the name, the constructor never (D a[2] with a __device__ D() gives nothing)
struct D { __device__ D() {} int x; };
struct F { __device__ ~F() {} };
struct G { __device__ G() {} __device__ ~G() {} };
void h1() { F a[2]; }
void h2() { static F b[1]; }
void h3() { F c[2] = {}; }
void h4() { G d[2]; }
void h5() { F e[2][3]; }
void h6() { F f[2], g; }
void h7() { D q[2]; }
