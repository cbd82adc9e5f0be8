// notes: __managed__ on a non-static data member only gives warning 1835 (does not apply); on a static data member it is error 20028
// tags: illegal_member_qualifiers, managed
struct S {
    __managed__ int f;
};
struct T {
    static __managed__ int g;
};
