// notes: near miss of traits_typedef_init_error: the same declarations with matching initialisers; clean.
#include <type_traits>
int i;
std::remove_const<const int>::type *p = &i;
std::integral_constant<long, 5>::value_type q = std::integral_constant<long, 5>::value;
