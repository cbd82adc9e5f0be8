// notes: a non-dependent call with too many arguments in an uncalled generic lambda: reported at the definition
// tags: lambda, generic_lambda, too_many_arguments
int one(int);
int f() {
  auto g = [](auto x, const auto& y) { return one(1, 2) + x + y; };
  return 0;
}
