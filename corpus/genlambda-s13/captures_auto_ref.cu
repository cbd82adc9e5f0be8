// notes: generic lambdas with captures by copy and reference, auto& and const auto& parameters: valid
// tags: valid, lambda, generic_lambda, capture
int f5() {
  int s = 0, m = 2;
  auto add = [&s, m](const auto& v) { s += v * m; };
  auto inc = [=](auto& v) { v += m; };
  int a = 1;
  add(a);
  inc(a);
  add(3L);
  return s + a;
}
