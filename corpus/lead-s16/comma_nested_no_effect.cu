// notes: #174 for the discarded left operand of every built-in comma, as built (initialisers, nested, parenthesised, enumerators, sizeof, if conditions), none in decltype or a for-increment with effects; operator, with class operands is a call (no warning)
// tags: expression, comma, warning
struct S { int v; };
struct T { int v; };
T operator,(S, T t) { return t; }
enum E { e1, e2 };
int f();
void g(int x, int y, S s, T t) {
  int a = (x, y);
  a = (x, y, 3);
  (x, y), f();
  s, t;
  x, (y, f());
  decltype(x, y) d = 1;
  int z = sizeof(x, y);
  for (int i = 0; i < 3; i++, x) {}
  e1, e2;
  if ((x, y)) {}
}
