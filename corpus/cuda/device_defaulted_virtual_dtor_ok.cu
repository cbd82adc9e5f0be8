// notes: near miss of device_defaulted_ctor: the 20012 rule is for non-virtual functions; a defaulted virtual destructor keeps its __device__ annotation
// tags: esa_on_defaulted_function_ignored, near-miss, virtual
struct Base {
    __device__ virtual ~Base() = default;
    __device__ virtual int id() const { return 0; }
};
