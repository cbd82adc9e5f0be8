// notes: the deduced void result of a generic lambda call initialising an int
// tags: lambda, generic_lambda, bad_initializer_type
void h() {
  auto v = [](auto x) { return; };
  int q = v(1);
}
