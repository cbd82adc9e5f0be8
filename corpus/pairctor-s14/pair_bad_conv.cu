// notes: no std::pair constructor converts a double to int*: no matching constructor, with notes for the templates
// tags: pairctor-s14
#include <utility>
void h() { std::pair<int, int*> p(1, 2.0); }
