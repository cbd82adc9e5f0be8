// notes: braced default member initialiser and braced mem-initialiser of a std::chrono::duration member (list-initialisation through the duration constructor template); valid, must stay clean
// tags: chrono-s13, list-init
#include <chrono>
struct Timer {
  std::chrono::milliseconds period{250};
  std::chrono::seconds limit;
  Timer() : limit{3} {}
};
int main() { Timer t; return t.period.count() == 250 && t.limit.count() == 3 ? 0 : 1; }
