// notes: #174 for discarded comma operands in constant expressions (array bound, static_assert, constexpr initialiser), namespace-scope initialisers and lambda bodies; __typeof__ operands are quiet
// tags: expression, comma, warning
int x, y;
__typeof__(x, y) t1;
int arr[(1, 2)];
static_assert((1, 2), "");
template <int N> struct A {};
constexpr int k = (1, 2);
int g1 = (x, y);
void h() { auto l = [](int p) { return p, 1; }; (void)l; }
