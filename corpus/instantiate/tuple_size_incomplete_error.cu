// notes: tuple_size<int> has no definition (only the primary's declaration): the reference reports an incomplete type used in a nested-name-specifier.
#include <utility>
#include <array>
unsigned long n = std::tuple_size<int>::value;
