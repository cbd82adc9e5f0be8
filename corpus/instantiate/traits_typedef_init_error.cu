// notes: member typedefs of instantiated traits in declarations; the reference reports #144 twice, printing the type as written with the aka of the instantiated member type.
#include <type_traits>
std::remove_const<const int>::type *p = 1.5;
std::integral_constant<long, 5>::value_type q = "x";
