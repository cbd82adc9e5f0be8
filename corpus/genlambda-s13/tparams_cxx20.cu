// nvcc-options: -std=c++20
// notes: a C++20 lambda template parameter list with a forwarding-reference pack: valid
// tags: valid, lambda, generic_lambda, cxx20
int f1() {
  auto p = []<class T>(T t, auto&&... r) { return sizeof...(r) + t; };
  return (int)p(1, 2, 3);
}
