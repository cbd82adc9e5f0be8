// notes: inline constexpr variables and a variable template at namespace scope in user code, read in host and device code
inline constexpr int ucv_n = 4;
template <class T> inline constexpr bool ucv_is_int = false;
template <> inline constexpr bool ucv_is_int<int> = true;
__global__ void k(int *p) { *p = ucv_n; }
int use() { return ucv_n + (ucv_is_int<int> ? 1 : 0); }
