// nvcc-options: -std=c++20
// notes: constinit variables with non-constant initialisers (#28 + #2689 / #2703)
// tags: cxx20, constinit, diagnostics
int gg = 2;
int rv();
constinit int ci = gg;
constinit int cj = 1 + rv();
constinit int ck = 4;
