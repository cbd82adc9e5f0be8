// notes: kernel template redeclared without __grid_constant__ -> 20242 (function template redeclaration)
// tags: grid_constant_incompat_templ_redecl, grid_constant
template <class T>
__global__ void tk(__grid_constant__ const T t);

template <class T>
__global__ void tk(const T t) {}
