// notes: a hand-written enable_if with a non-type primary parameter and a partial specialisation on true; the member type found through it; clean
// tags: template, partial-specialization, sfinae
template <bool B, class T = void> struct enable_if { };
template <class T> struct enable_if<true, T> { typedef T type; };
enable_if<true, int>::type x = 1;
enable_if<(sizeof(int) > 2), long>::type y = 2;
