// tags: templates, variable templates, user code, diagnostics
// notes: near miss: the user variable template's value is false here
template<class T> constexpr bool is_big_v = sizeof(T) > 4;
template<class T> constexpr bool is_big_v<T*> = false;
static_assert(is_big_v<char*>, "pointer");
int x = is_big_v<int, int>;
