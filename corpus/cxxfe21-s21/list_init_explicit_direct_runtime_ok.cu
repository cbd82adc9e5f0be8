// Direct-list-initialisation may choose an explicit constructor ([over.match.list]):
// a non-constexpr variable, a functional cast, a default member initialiser and a mem-initialiser.
struct Weekday {
    explicit constexpr Weekday(unsigned d) noexcept : wd(d) {}
    unsigned wd;
};
struct Pair {
    explicit Pair(int a, long b) : x(a), y(b) {}
    int x;
    long y;
};
Weekday Sunday{0};
Weekday next(Weekday w) { return Weekday{w.wd + 1}; }
struct Holder {
    Weekday day{3};
    Pair p;
    Holder() : p{1, 2} {}
};
int main() {
    Pair p{1, 2};
    Weekday w{5};
    Holder h;
    return (int)next(w).wd + p.x + (int)h.day.wd + (int)Sunday.wd;
}
