// nvcc-options: -std=c++20
// notes: near miss: an attribute other than deprecated on an alias-declaration changes the type
//   (cufe keeps it a gap rather than dropping it).
using A __attribute__((aligned(16))) = int;
static_assert(alignof(A) == 16);
A a;
