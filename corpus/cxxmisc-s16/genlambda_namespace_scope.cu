// notes: a namespace-scope generic lambda called from host functions: the deduced result int does not initialise int *
// tags: lambda, generic_lambda, bad_initializer_type
auto sq = [](auto x) { return x * x; };
int f() { return sq(3) + (int)sq(1.5); }
int *g() { int *p = sq(2); return p; }
