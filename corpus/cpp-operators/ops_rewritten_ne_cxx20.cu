// nvcc-options: -std=c++20
// notes: C++20 rewritten candidates: a != b through operator== (no operator!= declared), 0 == p through a reversed operator==(P, int)
// tags: cxx20, operators, rewritten-comparison
struct P {
  int v;
  bool operator==(const P &o) const { return v == o.v; }
};
bool operator==(const P &p, int i) { return p.v == i; }
bool f(P a, P b) { return a != b; }
bool g(P a) { return 0 == a; }
bool h(P a) { return a != 3; }
