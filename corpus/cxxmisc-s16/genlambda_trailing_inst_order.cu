// notes: a generic lambda with a trailing return type is instantiated at the call: its error comes before the caller's later ones
// tags: lambda, generic_lambda, instantiation_context
void h() {
  auto r = [](auto x) -> int { return x.bar(); };
  r(2);
  int *p = 1.0;
}
void h2() { int *q = 2.0; }
