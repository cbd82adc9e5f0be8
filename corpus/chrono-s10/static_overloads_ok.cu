// notes: class-qualified calls of overloaded static member functions, as libcu++'s __cccl_is_referenceable_impl::__test<_Tp>(0) makes them; expected clean
// tags: chrono-s10
struct Probe {
  static int pick(int) { return 1; }
  static int pick(double) { return 2; }
  static int pick(const char*) { return 3; }
};
int main() { return Probe::pick(1) + Probe::pick(2.0) + Probe::pick("x") - 6; }
