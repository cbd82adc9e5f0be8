// notes: 20007 callee fill-in: enum and scoped enum parameters print padded and ::-qualified like classes
// tags: d_h_illegal_call, callee_text
enum E { e0 };
enum class EC { a };
struct O { enum IE { q }; };
__device__ int f(E e, EC c, O::IE i) { return 0; }
void h() { f(e0, EC::a, O::q); }
