// nvcc-options: -std=c++20
// notes: consteval calls whose arguments are not constant (parameter, global, const variable with a non-constant initialiser), also inside a constexpr function and a constexpr variable's initialiser (#2933 + #2689, no second #28)
// tags: cxx20, consteval, diagnostics
consteval int sq(int x) { return x * x; }
int f(int v) { return sq(v); }
int g;
int h() { return sq(g) + sq(2); }
constexpr int cf(int v) { return sq(v); }
constexpr int e = sq(g);
const int k = g;
int n[2] = {sq(k), 1};
