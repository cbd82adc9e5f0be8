// notes: near miss of genlambda_ref_params_bad: auto&&, const auto& and auto& parameters used validly
// tags: valid, lambda, generic_lambda
int f() {
  auto a = [](auto&& x) { return x + 1; };
  int i = 0;
  int r = a(i) + a(2);
  auto b = [](const auto& x, auto& y) { y += x; return y; };
  b(1.5, i);
  b(2L, r);
  return r + i;
}
