// notes: constexpr variables initialised from constexpr calls and const integral variables (C++17): clean
// tags: constexpr, valid
constexpr int twice(int x) { return x * 2; }
const int k = 21;
constexpr int a = twice(k);
constexpr int b = a + twice(3);
static_assert(b == 48, "");
int use() { return a + b; }
