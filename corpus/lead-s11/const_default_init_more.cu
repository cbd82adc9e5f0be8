// notes: #291 for a const class without default constructor (class printed unqualified), namespace-qualified names in #811/#257, declarator lists
struct E {};
struct S { int x; };
struct P { P(int); };
namespace N { struct Q { int y; }; const Q q; const int k; }
struct V { virtual void f(); };
struct VI { virtual void f(); int z = 0; };
struct W { W() = delete; };
struct X { X(int = 0); int x; };
const P p;
const V vv;
const VI vi;
const X xx;
const S s3 = S(), s4, s5{};
void g() { const S& rs; }
int main() { return 0; }
