// notes: std::pair direct-initialisation picks a constructor template whose non-type default calls _PCC's constexpr member templates; expected clean
// tags: pairctor-s14
#include <utility>
std::pair<int, long> f(long n) { std::pair<int, long> p(1, n); return p; }
