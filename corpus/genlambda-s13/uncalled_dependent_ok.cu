// notes: near miss: a dependent member call in an uncalled generic lambda is not checked -> clean
// tags: valid, lambda, generic_lambda
int f3() {
  auto k = [](auto x) { return x.foo(); };
  return 0;
}
