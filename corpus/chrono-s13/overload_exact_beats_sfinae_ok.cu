// notes: an exact-match non-template beats a function template whose enable_if condition uses a trait; valid, must stay clean (the template's viability need not be decided)
// tags: chrono-s13, overload
#include <type_traits>
template <typename T> struct is_small { static constexpr bool value = sizeof(T) < 4; };
int f(int) { return 0; }
template <typename T, typename = std::enable_if_t<is_small<T>::value || std::is_pointer<T>::value>>
int f(T) { return 1; }
int main() { return f(3); }
