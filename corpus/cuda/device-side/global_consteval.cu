// nvcc-options: -std=c++20
// notes: consteval __global__ function (C++20): cicc error 20254; records what cudafe++ alone says
// tags: global_function_consteval, device-side
consteval __global__ void k7() {}
