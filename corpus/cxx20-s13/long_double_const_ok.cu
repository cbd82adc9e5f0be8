// nvcc-options: -std=c++20
// notes: long double constants not exact in a double (EDG folds them in x87 80-bit precision).
constexpr long double third = 1.0L / 3.0L;
static_assert(0.1L != 0.1);
static_assert(third * 3.0L == 1.0L);
constexpr long double pi = 3.141592653589793238462643383279502884L;
static_assert(pi > 3.14159265358979L);
