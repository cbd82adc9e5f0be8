// notes: static_assert failures that hold in double but not in long double precision
// tags: cpp, constexpr
static_assert(0.1L == 0.1, "0.1L differs from 0.1");
static_assert((long long)(9007199254740993.0L) == 9007199254740992LL, "2^53+1 is exact in long double");
static_assert(1e4000L > 1e300L * 1e300L, "");
