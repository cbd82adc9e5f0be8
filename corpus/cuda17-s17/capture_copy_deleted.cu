// notes: #1776 for the copy a by-copy capture makes: a deleted (implicitly or explicitly) copy constructor, of a class object or of an array's elements, in explicit captures and at the first use under [=], in nested lambdas; "(declared implicitly)" for an implicit member
// tags: cuda17-s17, lambda, deleted_function
struct N { N(); N &operator=(N &&); int v; };
struct X { X(); X(const X &) = delete; int v; };
int f1() { N a; auto l = [a] () { return a.v; }; return l(); }
int f2() { N a[2]; auto l = [=] () { return a[1].v; }; return l(); }
int f3() { X x; auto l = [=] () { return x.v + 1; }; return l(); }
int f4() { X x; auto l = [&] () { auto m = [x] () { return x.v; }; return m(); }; return l(); }
