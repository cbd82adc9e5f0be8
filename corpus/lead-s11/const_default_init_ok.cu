// notes: const objects default-initialised without error: empty classes, default member initialisers, user-provided default constructors, polymorphic classes, bases, arrays
struct E {};
struct SI { int x = 1; };
struct U { U(); int x; };
struct DE : E {};
struct M { E e; SI si[2]; };
struct V { virtual void f(); };
struct X { X(int = 0); int x; };
template <class T> struct TU { TU() {} T t; };
const E e1;
const SI si1;
const U u1;
const DE de1;
const M m1;
const V vv;
const X xx;
const E ea[3];
const TU<int> tu;
namespace N { const E ne; }
extern const int ek;
__device__ const E de;
int f() { const E le; static const SI ls; (void)le; return ls.x; }
int main() { return si1.x + m1.si[1].x + xx.x + tu.t; }
