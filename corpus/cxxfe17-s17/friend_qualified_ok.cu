// tags: classes
// notes: qualified friend class declarations (locale_classes.h's `friend class locale::_Impl;`):
// the named class, found in the qualifier's scope, becomes a friend; `friend Q::T;` naming a
// non-class type is ignored.
class Outer {
public:
    class Inner;
    class Impl;
    enum E { e0 };
    typedef int T;
private:
    int secret;
};
namespace N { class K { public: int peek() const; }; }

class Outer::Inner {
    friend class Outer::Impl;
    int x;
public:
    int get() const { return x; }
};

class Outer::Impl { public: int y; int look(const Outer::Inner &i) const { return i.x; } };

class Box {
    friend class N::K;
    friend N::K;
    friend Outer::T;
    friend enum Outer::E;
    int v;
public:
    Box() : v(1) {}
};

int N::K::peek() const { Box b; return b.v; }

int use(const Outer::Inner &i) { return i.get(); }
