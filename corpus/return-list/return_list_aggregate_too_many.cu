// notes: near miss: too many initialisers for a returned aggregate
// tags: return, list-init, near-miss
struct A { int x; int y; };
A f() { return { 1, 2, 3 }; }
