// notes: a non-dependent error in a member function body of a user partial specialisation is reported at its definition (phase 1)
// tags: template, partial-specialization
template <class T> struct W { };
template <class T> struct W<T *> { int f(T *p) { return undefined_z; } };
