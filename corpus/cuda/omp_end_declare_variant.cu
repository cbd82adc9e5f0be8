// notes: "#pragma omp end declare variant" without a matching begin -> 20253 (cudafe++ tracks the omp variant pragmas)
// tags: no_matching_omp_begin_declare_variant, pragma
int f() { return 1; }
#pragma omp end declare variant
int g() { return 2; }
