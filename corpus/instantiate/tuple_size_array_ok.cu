// notes: near miss of tuple_size_incomplete_error: tuple_size<std::array<int, 3>> selects the partial specialisation for std::array; clean.
#include <utility>
#include <array>
unsigned long n = std::tuple_size<std::array<int, 3>>::value;
static_assert(std::tuple_size<std::array<int, 3>>::value == 3, "three");
