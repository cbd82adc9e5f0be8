// notes: a narrowing element of a returned braced list is diagnosed as for a variable (class constructor and scalar)
// tags: return, list-init, narrowing
struct P { P(int); int a; };
P f(double d) { return { d }; }
int g(double d) { return { d }; }
