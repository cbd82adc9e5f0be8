// notes: is_constructible instantiates __is_constructible_impl, whose base expands _Args... inside __is_constructible; expected clean
// tags: pairctor-s14
#include <type_traits>
static_assert(std::is_constructible<int, const int&>::value, "");
static_assert(!std::is_constructible<int, int*>::value, "");
static_assert(std::is_constructible<int>::value, "");
static_assert(std::is_constructible<long, long&>::value, "");
