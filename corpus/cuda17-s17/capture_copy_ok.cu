// notes: near miss: 1776 — by-reference captures of classes without a copy constructor, a move-only class moved into an init-capture, a user-provided copy constructor taking a non-const reference (a non-const lvalue is captured), a nested lambda capturing through a reference capture
// tags: cuda17-s17, lambda, near-miss, deleted_function
struct N { N(); N(N &&); int v; };
struct C { C(); C(C &); int v; };
template <class T> T &&mv(T &t) { return static_cast<T &&>(t); }
int f1() { N a; N b[2]; auto l = [&a, &b] () { return a.v + b[0].v; }; return l(); }
int f2() { N a; auto l = [m = mv(a)] () { return m.v; }; return l(); }
int f3() { C c; auto l = [c] () mutable { return c.v; }; return l(); }
int f4() { N a; auto l = [&] () { return [&] () { return a.v; }(); }; return l(); }
