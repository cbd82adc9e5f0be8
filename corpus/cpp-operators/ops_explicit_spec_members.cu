// notes: members of an explicit class-template specialisation defined outside it (no template<>), as libstdc++'s ctype<char>
// tags: operators, class-qualified, specialization
template <class T> struct Tr { int size() const; };
template <> struct Tr<char> { typedef unsigned short mask; bool is(mask m, char c) const; static int count; int size() const; };
bool Tr<char>::is(mask m, char c) const { return (m & (unsigned char)c) != 0; }
int Tr<char>::count = 4;
int Tr<char>::size() const { return count; }
int use() { Tr<char> t; return t.size() + t.is(1, 'a'); }
