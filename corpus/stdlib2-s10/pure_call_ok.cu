// Near misses: ordinary virtual calls of pure virtual functions are not diagnosed.
struct B {
  virtual void f() = 0;
  virtual int g() const = 0;
  void h() { f(); this->g(); (*this).g(); }
  B() { B &r = *this; r.f(); auto l = [this] { f(); }; l(); }
};
struct D : B {
  void f() override {}
  int g() const override { return 1; }
  D() { f(); this->g(); }
};
void use(B &b, B *p) { b.f(); p->g(); }
int main() { D d; use(d, &d); return 0; }
