// nvcc-options: -std=c++20
// notes: C++20 default member initialisers of bit-fields: accepted without a diagnostic (no truncation warning either).
struct S {
    unsigned a : 1 = 0;
    unsigned b : 3 {5};
    int c : 2 = 7;
    unsigned d : 4 = 1, e : 4 = 2;
    int f(int) const;
};
int g() { S s; return s.a + s.b + s.c + s.d; }
