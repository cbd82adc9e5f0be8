// notes: the selected partial specialisation's value makes a static_assert fail
// tags: template, partial-specialization, near-miss
template <class T> struct IsPtr { static const bool value = false; };
template <class T> struct IsPtr<T *> { static const bool value = true; };
static_assert(IsPtr<int>::value, "int is not a pointer");
static_assert(IsPtr<int *>::value, "");
