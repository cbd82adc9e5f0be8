// notes: a generic lambda called where it is written: instantiated with the context line of that call
// tags: lambda, generic_lambda, instantiation_context
int f() {
  int a = [](auto x) { return x + 1; }(1);
  return a + [](auto x) { return x.y; }(2);
}
