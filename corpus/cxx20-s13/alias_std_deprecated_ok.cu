// nvcc-options: -std=c++20
// notes: near miss: the standard [[deprecated]] form on an alias-declaration (cufe keeps it a gap).
struct T { int x; };
using A [[deprecated("use B")]] = T;
A a;
