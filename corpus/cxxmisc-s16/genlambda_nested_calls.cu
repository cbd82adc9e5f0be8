// notes: generic lambdas capturing by reference and copy, one calling another: only the caller's own error
// tags: lambda, generic_lambda, capture
int f() {
  int m = 3;
  auto c = [&](auto x) { return x + m; };
  auto d = [=](auto x) { return c(x) + m; };
  auto e = [](auto x) { return x; };
  int r = d(1) + e(2);
  int *bad = e(3);
  return r;
}
