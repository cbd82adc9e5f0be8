// notes: main declared __global__ -> 20048 (int return) then 20081 main_marked_device
// tags: main_marked_device, global_function_return_type
__global__ int main() {}
