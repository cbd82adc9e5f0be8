// notes: 20007 callee fill-in: classes in namespaces, inline namespaces and nested classes print " ::n1::n2::C"
// tags: d_h_illegal_call, callee_text
namespace n1 { namespace n2 { struct C { int y; }; } inline namespace il { struct D {}; } }
struct O { struct I { int z; }; };
__device__ int f(n1::n2::C c, n1::D d, O::I i) { return 0; }
void h() { n1::n2::C c = {}; n1::D d; O::I i = {}; f(c, d, i); }
