// notes: auto&& deduces int & from an lvalue, const auto& deduces double (the parameter const double &): errors in the instantiations
// tags: lambda, generic_lambda, instantiation_context
int f() {
  auto a = [](auto&& x) { return x.q(); };
  int i = 0;
  a(i);
  auto b = [](const auto& x, auto& y) { return x.q() + y; };
  return b(1.0, i);
}
