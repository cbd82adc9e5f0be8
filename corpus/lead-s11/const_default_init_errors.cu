// notes: const objects without initialiser: #811 (class not const-default-constructible), #257, #252, #70 for unknown bounds; caret after the declarator
struct E {};
struct S { int x; };
struct SI { int x = 1; };
struct U { U(); int x; };
struct B { int x; };
struct D : B {};
struct DE : E {};
struct T { T() = default; int x; };
struct M { E e; SI si; };
struct MU { S s; };
struct C3 { C3() {} };
const E e1;
const S s1;
const SI si1;
const U u1;
const D d1;
const DE de1;
const T t1;
const M m1;
const MU mu1;
const E ea[2];
const S sa[2];
const int i1;
int &r1;
int arr[];
void f() { const E le; const S ls; const int li; static const E lse; }
E g() { return e1; }
E gd() { return de1; }
E gm() { return m1.e; }
E ga() { return ea[1]; }
E gz() { return E(); }
int main() { return si1.x + u1.x + t1.x + d1.x + mu1.s.x + sa[0].x + i1 + r1 + arr[0] + s1.x; }
