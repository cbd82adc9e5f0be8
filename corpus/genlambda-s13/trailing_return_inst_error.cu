// notes: a host call instantiates a generic lambda's body even with a trailing return type: error with the instantiation context "lambda [](auto)->int [with <auto-1>=int]"
// tags: lambda, generic_lambda, instantiation_context
void h() {
  auto r = [](auto x) -> int { return x.bar(); };
  r(2);
}
