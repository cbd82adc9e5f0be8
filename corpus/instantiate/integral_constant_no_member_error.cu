// notes: a member that the instantiated class does not have: the reference reports it (class-qualified name not found).
#include <type_traits>
int x = std::integral_constant<int, 3>::nope;
