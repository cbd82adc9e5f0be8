// notes: near miss: no constructor takes the returned list's elements
// tags: return, list-init, near-miss
struct P { P(int, int); int a; };
P f() { return { 1, 2, 3 }; }
