// notes: near miss of overload_exact_beats_sfinae_ok: the non-template needs a pointer, the template is removed by SFINAE, so no candidate matches (#304)
// tags: chrono-s13, overload
#include <type_traits>
template <typename T> struct is_small { static constexpr bool value = sizeof(T) < 4; };
int f(int*) { return 0; }
template <typename T, typename = std::enable_if_t<is_small<T>::value>>
int f(T) { return 1; }
int main() { return f(3); }
