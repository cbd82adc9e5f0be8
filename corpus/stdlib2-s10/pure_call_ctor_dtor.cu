// #662: virtual calls of a pure virtual function through the object under construction/destruction.
struct B {
  virtual void f() = 0;
  virtual int g() const = 0;
  B() { f(); }
  ~B() { this->f(); }
};
struct E : B {
  E() { f(); }       // inherited, still pure in E
  ~E() { this->g(); }
};
struct C {
  virtual int f() const = 0;
  C();
  ~C();
};
C::C() { f(); }
C::~C() { this->f(); }
