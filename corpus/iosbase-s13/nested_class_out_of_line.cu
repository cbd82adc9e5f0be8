// tags: classes
// notes: the locale_classes.h:373 pattern in user code: a nested class declared in its enclosing
// class and defined out of line (`class locale::facet { ... };`), befriending the enclosing class.
class Outer {
public:
    class Inner;
    class Impl;
    int v;
};

class Outer::Inner {
    friend class Outer;
    friend class Outer::Impl;
    int x;
public:
    int get() const { return x; }
};

class Outer::Impl { public: int y; };

int use(const Outer::Inner &i) { return i.get(); }
