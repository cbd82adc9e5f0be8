// notes: default member initialisers of bit-fields before C++20: warning #3306 at the = or {, one per declarator; a plain bit-field and a plain initialised member are near misses.
struct S {
    unsigned a : 1 = 0;
    unsigned b : 3 {5};
    int c : 2 = 7;
    unsigned d : 4 = 1, e : 4 = 2;
    int f(int) const;
};
int g() { S s; return s.a + s.b + s.c + s.d; }
struct T { unsigned p : 2; int q = 3; };
