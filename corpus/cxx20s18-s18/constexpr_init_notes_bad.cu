// notes: constexpr variable initialisers that are not constant: non-constant variable in an operand, inside a constexpr call, a non-constexpr call, signed overflow inside a constexpr call, a const variable with a non-constant initialiser (#28 + #2689/#2703/#2707); later uses are silent
// tags: constexpr, diagnostics
int g;
int rv();
constexpr int f1(int x) { return x + g; }
constexpr int a = 1 + g;
constexpr int b = f1(2);
constexpr int c = 2 * rv();
constexpr int twice(int x) { return x * 2; }
constexpr int d = 3 + twice(2147483647);
static_assert(d != 0, "");
const int k = g;
constexpr int m = k;
