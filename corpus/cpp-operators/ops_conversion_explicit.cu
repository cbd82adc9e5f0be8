// notes: near miss: an explicit conversion function used in copy-initialisation
// tags: operators, conversion-function, near-miss
struct H { explicit operator int() const { return 1; } };
int f(H h) { int x = h; return x; }
