// notes: <memory> smart pointers and <string> in host code of a .cu file; expected clean
// tags: prelude, stl
#include <memory>
#include <string>

struct DeviceBuffer {
    float *ptr = nullptr;
    size_t n = 0;
    ~DeviceBuffer() { if (ptr) cudaFree(ptr); }
};

std::unique_ptr<DeviceBuffer> make_buffer(size_t n)
{
    auto b = std::make_unique<DeviceBuffer>();
    if (cudaMalloc(&b->ptr, n * sizeof(float)) == cudaSuccess) b->n = n;
    return b;
}

std::string describe(const DeviceBuffer &b)
{
    return "buffer of " + std::to_string(b.n) + " floats";
}

std::shared_ptr<int> shared_counter() { return std::make_shared<int>(0); }
