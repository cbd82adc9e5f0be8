// A braced mem-initialiser narrowing a constructor argument: warning #2361 at the element, as for a
// variable `Ticks u{d};`.
struct Ticks {
    explicit Ticks(int n) : n(n) {}
    int n;
};
struct Clock {
    Ticks u;
    Clock(double d) : u{d} {}
};
int main() { Clock c(1.0); return c.u.n; }
