// notes: enable_if<false, int> has no member `type` (the primary is empty): the reference reports the missing member.
#include <type_traits>
std::enable_if<false, int>::type x = 1;
