// notes: near miss of integral_constant_no_member_error: the member exists; clean.
#include <type_traits>
int x = std::integral_constant<int, 3>::value;
