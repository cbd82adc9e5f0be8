// notes: inline __device__ variable with external linkage in whole-program mode (-rdc=false) -> 20191 (an error)
// tags: unsupported_inline_var, inline-variable
inline __device__ int v = 1;
inline __managed__ int m9 = 1;
