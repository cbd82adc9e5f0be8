// notes: kernel redeclaration that drops the __grid_constant__ annotation -> 20241 "... in function redeclaration (see previous declaration at line N)"
// tags: grid_constant_incompat_redecl, grid_constant
struct P { int v; };

__global__ void k(__grid_constant__ const P p);

__global__ void k(const P p) {}
