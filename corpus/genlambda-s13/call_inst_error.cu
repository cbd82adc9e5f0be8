// notes: a dependent error only found when the call instantiates the body: "detected during instantiation of function lambda [](auto)->auto [with <auto-1>=int]"
// tags: lambda, generic_lambda, instantiation_context
int f3() {
  auto k = [](auto x) { return x.foo(); };
  return k(1);
}
