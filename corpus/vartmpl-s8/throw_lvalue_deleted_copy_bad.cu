// notes: throw of an lvalue whose copy constructor is deleted (cufe: gap)
// tags: exceptions, throw, invalid
struct S { S(); S(const S&) = delete; };
void f() { S s; throw s; }
