// A braced mem-initialiser of a class member direct-list-initialises it: an explicit constructor
// may be chosen, an aggregate member takes its elements (libcu++'s chrono `__d_{__h.count()}`).
struct Ticks {
    explicit Ticks(int n) : n(n) {}
    int n;
};
struct Pt { int x; int y; };
struct Clock {
    Ticks t;
    Pt origin;
    Clock(int k) : t{k + 3}, origin{1, 2} {}
};
int main() { Clock c(1); return c.t.n + c.origin.y; }
