// notes: a generic lambda called with int and double: valid; the host output prints it as written
// tags: valid, lambda, generic_lambda
int f1() {
  auto g = [](auto x) { return x + 1; };
  int a = g(1);
  double d = g(2.0);
  return a + (int)d;
}
