// notes: a kernel template redeclared three times: the second and third declarations are compared with the first one only (20242 for n at line 8 and for u at line 10, not for n at line 10)
// tags: grid_constant_incompat_templ_redecl, grid_constant, template
template <class T>
__global__ void scale(__grid_constant__ const T t, const int n);

template <class T>
__global__ void scale(__grid_constant__ const T t, __grid_constant__ const int n);

template <class T>
__global__ void scale(const T u, const int n) {}
