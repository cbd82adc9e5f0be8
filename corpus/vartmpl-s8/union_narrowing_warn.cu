// notes: union member initialised by list-initialisation: narrowing warning; anonymous union member of a struct
// tags: aggregate, union, narrowing
union U { int a; float b; };
U v = {1.5};
struct S { union { int a; char c; }; int k; };
S s = {1, 2};
