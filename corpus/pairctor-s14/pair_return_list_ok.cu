// notes: copy-list-initialisation `return { true, n }` of std::pair (the hashtable_policy.h _M_need_rehash form); expected clean
// tags: pairctor-s14
#include <utility>
std::pair<bool, unsigned long> g(unsigned long n) { return { true, n }; }
