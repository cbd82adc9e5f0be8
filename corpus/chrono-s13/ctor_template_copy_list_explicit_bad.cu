// notes: near miss of ctor_template_sfinae_ok: copy-list-initialisation selects the explicit constructor template (#2334 explicit_ctor_in_copy_list_init)
// tags: chrono-s13, overload, ctor-template, list-init
#include <type_traits>
template <typename R> struct Dur {
  R r;
  Dur() = default;
  Dur(const Dur&) = default;
  template <typename R2, typename = std::enable_if_t<std::is_convertible<const R2&, R>::value>>
  constexpr explicit Dur(const R2& x) : r(x) {}
};
Dur<double> a(float f) { Dur<double> d = {f}; return d; }
int main() { return a(1.0f).r > 0 ? 0 : 1; }
