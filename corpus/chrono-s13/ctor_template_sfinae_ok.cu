// notes: a class with a constructor template constrained by an enable_if default template argument, used by direct-list-init and parenthesised init (the only viable candidate is the template); valid, must stay clean
// tags: chrono-s13, overload, ctor-template
#include <type_traits>
template <typename R> struct Dur {
  R r;
  Dur() = default;
  Dur(const Dur&) = default;
  template <typename R2, typename = std::enable_if_t<std::is_convertible<const R2&, R>::value>>
  constexpr explicit Dur(const R2& x) : r(x) {}
};
Dur<double> a(float f) { return Dur<double>{f}; }
Dur<double> b(float f) { return Dur<double>(f); }
int main() { return a(1.0f).r == b(1.0f).r ? 0 : 1; }
