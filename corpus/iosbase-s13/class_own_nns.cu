// tags: classes
// notes: the ios_base pattern: a class naming its own members through itself as nested-name-specifier
// inside its own definition (`ios_base::boolalpha`-style uses in member bodies and initialisers).
class Base {
public:
    typedef int fmtflags;
    static const fmtflags boolalpha = 1;
    static const fmtflags dec = 2;
    static const fmtflags basefield = Base::dec | 4;
    fmtflags flags() const { return Base::boolalpha | f; }
    Base::fmtflags f;
};

inline Base &boolalpha(Base &b) { b.f |= Base::boolalpha; return b; }
