// notes: near miss of d_h_call_member_own_class: the same members declared __host__ __device__ are callable from host (no 20007 d_h_illegal_call)
// tags: d_h_illegal_call, near-miss
namespace geom {
struct V {
    float x;
    __host__ __device__ float dot(const V &o) const { return x * o.x; }
};
}
float h1(const geom::V &v) { return v.dot(v); }
