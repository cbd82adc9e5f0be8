// notes: out-of-class definitions through nested classes and a typedef of the class, enum members through the class
// tags: operators, class-qualified
struct Outer {
  enum Flags { F1 = 1, F2 = 4 };
  struct Inner { int g(int) const; static long total; };
  static Flags pick();
};
typedef Outer O;
long Outer::Inner::total;
int Outer::Inner::g(int x) const { return x + Outer::F2; }
Outer::Flags O::pick() { return Outer::F1; }
