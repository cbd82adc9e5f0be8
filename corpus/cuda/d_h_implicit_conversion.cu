// notes: an implicit conversion operator that is __device__ only, used in host code -> 20007 naming the conversion function
// tags: d_h_illegal_call, cross-space, implicit-call
struct Celsius {
    float c;
    __device__ operator float() const { return c * 1.8f + 32.0f; }
};

float to_f(Celsius t) { return t; }
