// notes: near miss of partial_spec_traits_ok: conditional<false, int, double>::type is double, so a pointer cannot initialise it (#144 with the aka of the selected member type).
#include <type_traits>
int i;
std::conditional<false, int, double>::type c = &i;
std::remove_reference<int &&>::type *r = 2.0;
