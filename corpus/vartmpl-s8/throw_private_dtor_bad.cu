// notes: throw of a class whose destructor is private: warning 2867 and an error (cufe: gap)
// tags: exceptions, throw, invalid
struct S { S(); private: ~S(); };
void f() { throw S(); }
