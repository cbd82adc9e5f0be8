// notes: near miss of static_overloads_ok: no overload of the static member Probe::pick takes a pointer (no instance of overloaded function, #304)
// tags: chrono-s10
struct Probe {
  static int pick(int) { return 1; }
  static int pick(double) { return 2; }
};
int main() { int *p = 0; return Probe::pick(p); }
