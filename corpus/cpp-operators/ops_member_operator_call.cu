// notes: operator functions called by name through member access (this->operator==, x.operator+=, p->operator[])
// tags: operators, member-operator-call
struct V {
  int a[4];
  bool operator==(const V &o) const { return a[0] == o.a[0]; }
  V &operator+=(int d) { a[0] += d; return *this; }
  int &operator[](int i) { return a[i]; }
  bool same(const V &o) const { return this->operator==(o); }
};
int f(V v, V *p) { v.operator+=(2); return p->operator[](1) + v.same(v); }
