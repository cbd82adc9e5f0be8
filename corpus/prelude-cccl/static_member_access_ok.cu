// notes: private static members named in in-class initialisers and template arguments of the same class (as libcu++'s ratio: __na, __da, __gcd), also in an instantiation; expected clean
// tags: prelude-cccl, access
typedef long long intmax;
template <intmax X, intmax Y> struct gcd_of { static const intmax value = gcd_of<Y, X % Y>::value; };
template <intmax X> struct gcd_of<X, 0> { static const intmax value = X; };
template <intmax X> struct abs_of { static const intmax value = X < 0 ? -X : X; };
template <intmax Num, intmax Den = 1>
class ratio {
  static constexpr intmax na = abs_of<Num>::value;
  static constexpr intmax da = abs_of<Den>::value;
  static constexpr intmax g = gcd_of<na, da>::value;
public:
  static constexpr intmax num = na / g;
  static constexpr intmax den = da / g;
  using type = ratio<num, den>;
};
typedef ratio<2, 4>::type half;
static_assert(half::num == 1 && half::den == 2, "reduced");
class counter {
  static const int base = 10;
  static const int twice = base * 2;
public:
  static const int value = twice + 1;
};
int main() { return counter::value == 21 ? 0 : 1; }
