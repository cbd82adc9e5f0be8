// notes: an undeclared name in the body of a generic lambda that is never called: reported at the definition
// tags: lambda, generic_lambda, undefined_identifier
int f2() {
  auto h = [](auto x) { undefined_thing(); return x; };
  return 0;
}
