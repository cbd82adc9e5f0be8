// notes: a std::pair<int, long> specialisation (conditional noexcept on swap) used wrongly: member that does not exist
// tags: templates, noexcept
#include <utility>
int main() { std::pair<int, long> p(1, 2L); return p.third; }
