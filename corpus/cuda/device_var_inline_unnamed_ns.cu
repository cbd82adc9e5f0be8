// notes: a __device__ variable inside an inline unnamed namespace -> 20122 (checks whether cudafe++ emits it)
// tags: device_variable_in_unnamed_inline_ns
inline namespace {
__device__ int hidden_counter;
}
