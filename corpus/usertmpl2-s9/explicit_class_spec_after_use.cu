// notes: an explicit specialisation after the use that instantiated the primary: 1449 at the name with the use's line; the body is still checked
// tags: template, explicit-specialization, near-miss
template <class T> struct B { static const int id = 0; };
int u = B<int>::id;
template <> struct B<int> { static const int id = 1; void f() { undefined_x = 1; } };
