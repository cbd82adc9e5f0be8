// notes: calls no specialisation fits: #304 with object type and the #3322/#3326 note at the parameter list
// tags: lambda, generic_lambda, no_matching_function
void h() {
  auto g = [](auto x) { return x; };
  g(1, 2);
}
void h2() {
  auto g = [](auto x, int y) { return x; };
  g(1, "s");
}
void h3() {
  auto g = [](auto& x) { return x; };
  g(1);
}
void h4() {
  auto g = [](auto x) { return x; };
  g();
}
