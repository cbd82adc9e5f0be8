// notes: 20007 callee fill-in of a member: its own class prints plainly, other classes padded
// tags: d_h_illegal_call, callee_text
struct B { int x; };
namespace ns { struct M { enum ME { z }; __device__ int j(M m, const B &b) const; __device__ int e(ME x); }; }
void h() { B b = {}; ns::M m; m.j(m, b); }
