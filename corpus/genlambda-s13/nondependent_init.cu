// notes: a non-dependent bad initialiser in an uncalled generic lambda: reported at the definition
// tags: lambda, generic_lambda, bad_initializer_type
int f4() {
  auto k = [](auto x) { int *p = 1.0; return x; };
  return 0;
}
