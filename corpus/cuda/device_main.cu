// notes: main declared __device__ -> 20081 main_marked_device
// tags: main_marked_device
__device__ int main() { return 0; }
