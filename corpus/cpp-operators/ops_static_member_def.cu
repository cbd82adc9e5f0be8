// notes: static data members defined outside the class, enum members named through the class, members of nested classes
// tags: operators, class-qualified
struct S {
  enum Mode { A = 1, B = 2 };
  static int count;
  static const Mode def;
  struct In { static int depth; static int get(); };
};
int S::count = 3;
const S::Mode S::def = S::B;
int S::In::depth = 7;
int S::In::get() { return depth + S::count; }
int use() { return S::A + S::def + S::In::get(); }
