// tags: classes
// notes: near miss: a qualified friend that works, but the befriended class is not the one
// accessing the private member (the function outside it gets #265).
class Outer { public: class Inner; class Impl; };
class Outer::Inner { friend class Outer::Impl; int x; };
class Outer::Impl { public: int y; };
int peek(const Outer::Inner &i) { return i.x; }
