// notes: near miss: an uncalled generic lambda with captures and dependent operations only -> clean
// tags: valid, lambda, generic_lambda, capture
int f() {
  int s = 0;
  auto g = [&s](auto& v, auto&& w) { s += v.size(); w.push(s); };
  return s;
}
