// notes: a non-dependent error of the body is reported at the definition only, the dependent one in the instantiation
// tags: lambda, generic_lambda, instantiation_context
void h() {
  auto g = [](auto x) { int *p = 1.0; return x.foo(); };
  g(1);
}
