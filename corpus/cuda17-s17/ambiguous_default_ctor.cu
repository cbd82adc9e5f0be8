// notes: #339 "class "N" has more than one default constructor" for default-initialisation and empty-brace list-initialisation of a class with two constructors callable without arguments (at the declarator name)
// tags: cuda17-s17, constructor, ambiguous_default_constructor
struct N { N(int = 0); N(double = 0); int v; };
struct M { M(); M(int = 1, int = 2); };
void f() { N x; N y{}; M m; (void)x; (void)y; (void)m; }
