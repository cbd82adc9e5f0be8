// notes: near miss: copy-list-initialisation of the return value chooses an explicit constructor
// tags: return, list-init, near-miss
struct P { explicit P(int); int a; };
P f() { return { 1 }; }
