// notes: a kernel redeclared with explicit __host__ -> 20024 in cudafe++ (cicc would say 20031)
// tags: illegal_mem_qualifiers, redeclaration
__global__ void r2();
__host__ void r2() {}
