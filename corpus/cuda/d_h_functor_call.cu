// notes: calling a functor whose operator() is __device__ from host: surprisingly TWO 20007 errors at the same call, the first naming "Scale::operator ()(float) const", the second the broken mangled "_ZNK5ScaleclE1?"
// tags: d_h_illegal_call, operator
struct Scale {
    float k;
    __device__ float operator()(float v) const { return v * k; }
};

float host(float v) { Scale s{2.f}; return s(v); }
