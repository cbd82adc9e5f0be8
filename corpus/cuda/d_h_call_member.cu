// notes: host calls a __device__ member function of a class in a namespace; callee printed qualified with const
// tags: d_h_illegal_call, cross-space, member
namespace geom {
struct Vec2 {
    float x, y;
    __device__ float dot(const Vec2 &o) const { return x * o.x + y * o.y; }
};
}

float host_len2(const geom::Vec2 &v)
{
    return v.dot(v);
}
