// notes: union aggregate initialisation: too many initializer values at the second one
// tags: aggregate, union, invalid
union U { int a; float b; };
U u = {1};
U v = {1, 2};
