// notes: #174 in a function template body for dependent commas and statements (t; t, x;) is given at definition; cufe records it as unsupported (unprobed rules)
// tags: expression, comma, template, warning
int x, y;
template <class T> void f(T t) {
  x, y;
  int a = (x, y);
  t, x;
  x, t;
  T u = (x, t);
  t;
}
template <class T> struct C { void m() { x, y; } };
template void f<int>(int);
