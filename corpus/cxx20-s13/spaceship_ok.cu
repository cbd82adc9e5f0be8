// nvcc-options: -std=c++20
// notes: a defaulted <=> and a rewritten < on a user class.
#include <compare>
struct P { int x, y; auto operator<=>(const P&) const = default; };
bool lt(P a, P b) { return a < b; }
