// notes: host calls of __device__ members whose parameters name their own class: callee printed "S::r(const S&)" (no space), qualifiers after the list; 20007 each
// tags: d_h_illegal_call, cross-space
namespace geom {
struct V {
    float x;
    __device__ float dot(const V &o) const { return x * o.x; }
    __device__ void take(V *p, V &&q);
};
}
struct S { int a; __device__ int m(int, double *) const volatile; };
float h1(const geom::V &v) { return v.dot(v); }
void h2(S *s) { s->m(1, 0); }
