// notes: long double constants folded in x87 precision: literals beyond double's precision and range, arithmetic, comparisons, conversions; host output prints the shortest round-trip digits
// tags: cpp, constexpr, host-output
long double x = 0.1L;
long double x2 = 2.718281828459045235360287471352662497757L;
constexpr double y = (double)0.1L;
constexpr long double z = 0.1L * 3;
static_assert(0.1L != 0.1, "extended precision");
static_assert((double)0.1L == 0.1, "rounded once to double");
static_assert(0.1L * 10 == 1.0L, "");
static_assert(1.0L / 3 * 3 == 1.0L, "");
static_assert((long long)9223372036854775807.0L == 9223372036854775807LL - 0, "64-bit significand");
static_assert(__builtin_isinf(1e4000L) == 0, "in range for long double");
constexpr long double w = 1e4000L;
double arr[(int)(1.5L * 2)];
long double f() { return 0.3L + x; }
