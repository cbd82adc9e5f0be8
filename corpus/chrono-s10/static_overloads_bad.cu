// notes: near miss of static_overloads_ok: the int overload is private, so Probe::pick(1) is inaccessible (#330)
// tags: chrono-s10
struct Probe {
  static int pick(double) { return 2; }
private:
  static int pick(int) { return 1; }
};
int main() { return Probe::pick(1); }
