// notes: throw of class prvalues in host functions: a deleted/private copy constructor is not used (elided), usable destructors -> clean
// tags: exceptions, throw
struct S { S(); S(const S&) = delete; };
struct T { T(); private: T(const T&); };
struct M { M(); M(M&&) = delete; };
M make();
struct Err { int code; virtual ~Err() {} };
struct IoErr : Err {};
void f1() { throw S(); }
void f2() { throw T(); }
void f3() { throw make(); }
void f4() { throw IoErr{}; }
void f5() { throw Err(); }
