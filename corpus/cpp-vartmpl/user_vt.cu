// tags: templates, variable templates, user code
// notes: a user-code variable template (C++14) used in static_assert
template<class T> constexpr bool is_big_v = sizeof(T) > 4;
static_assert(is_big_v<double>, "double");
static_assert(!is_big_v<char>, "char");
__global__ void k(int *p) { *p = is_big_v<long>; }
