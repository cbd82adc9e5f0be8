// notes: a virtual call from host code to a __device__ virtual function through a base reference -> 20007 (virtual dispatch is checked like a direct call)
// tags: d_h_illegal_call, virtual
struct Shape {
    __device__ virtual float area() const { return 0.f; }
};

float host_area(const Shape &s) { return s.area(); }
