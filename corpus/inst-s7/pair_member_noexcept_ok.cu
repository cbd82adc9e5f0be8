// notes: instantiating std::pair<bool, unsigned long> (member swap has a conditional noexcept, not instantiated with the class) -> clean
// tags: templates, noexcept
#include <utility>
std::pair<bool, unsigned long> make(unsigned long n) { return { n > 2, n }; }
int main() { std::pair<bool, unsigned long> p = make(3); return p.first ? 0 : 1; }
