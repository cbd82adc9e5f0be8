// notes: overloaded operator, on class and enum operands is a call: no #174; no viable operator, (wrong class) falls back to the built-in comma, which warns
// tags: expression, comma, overload, warning
struct S { int v; };
struct T { int v; };
struct U { int v; };
T operator,(S, T t) { return t; }
enum E { e1, e2 };
int operator,(E, int i) { return i; }
int g(S s, T t, U u, int k) {
  s, t;
  int r = (e1, k);
  u, t;
  T t2 = (s, t);
  return r + t2.v;
}
