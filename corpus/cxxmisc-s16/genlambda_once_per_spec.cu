// notes: one instantiation per specialisation: a second call with int reports nothing, a call with long again
// tags: lambda, generic_lambda, instantiation_context
void h() {
  auto r = [](auto x) { return x.bar(); };
  r(2);
  int *p = 1.0;
  r(3);
  r(3L);
}
void h2() { int *q = 2.0; }
