// notes: near miss: defining a member of an implicit specialisation without template<>
// tags: operators, class-qualified, specialization, near-miss
template <class T> struct Tr { int size() const; };
int Tr<int>::size() const { return 1; }
