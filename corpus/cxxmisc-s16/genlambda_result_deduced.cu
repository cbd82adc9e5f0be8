// notes: the result type of a generic lambda call is deduced from the body per specialisation
// tags: lambda, generic_lambda, bad_initializer_type
struct S { int v; };
int f() {
  auto c = [](auto x) { return x; };
  S s = c(1);
  auto t = c(2.0f);
  float *p = t;
  return 0;
}
