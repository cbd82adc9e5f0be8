// notes: #1776 names an implicitly-declared deleted copy constructor "(declared implicitly)", an explicitly deleted one "(declared at line N)"
// tags: cuda17-s17, constructor, deleted_function
struct N { N(); N &operator=(N &&); int v; };
struct X { X(); X(const X &) = delete; };
void f() { N a; N b = a; N c(a); X x; X y(x); (void)b; (void)c; (void)y; }
