// notes: RAII device array class template (move-only, host member functions launching kernels, HD view type passed by value to kernels); expected clean
// tags: program, template, class, raii
#include <cstddef>
#include <utility>

template <class T>
struct View {
    T *ptr;
    std::size_t n;
    __host__ __device__ T &operator[](std::size_t i) const { return ptr[i]; }
    __host__ __device__ std::size_t size() const { return n; }
};

template <class T>
__global__ void fill_kernel(View<T> v, T value)
{
    std::size_t i = blockIdx.x * (std::size_t)blockDim.x + threadIdx.x;
    if (i < v.size()) v[i] = value;
}

template <class T>
class DeviceArray {
public:
    explicit DeviceArray(std::size_t n) : n_(n) { cudaMalloc(&ptr_, n * sizeof(T)); }
    DeviceArray(const DeviceArray &) = delete;
    DeviceArray &operator=(const DeviceArray &) = delete;
    DeviceArray(DeviceArray &&o) noexcept : ptr_(std::exchange(o.ptr_, nullptr)), n_(std::exchange(o.n_, 0)) {}
    ~DeviceArray() { if (ptr_) cudaFree(ptr_); }
    View<T> view() const { return View<T>{ptr_, n_}; }
    void fill(T value, cudaStream_t s = 0)
    {
        unsigned blocks = (unsigned)((n_ + 255) / 256);
        fill_kernel<<<blocks, 256, 0, s>>>(view(), value);
    }
private:
    T *ptr_ = nullptr;
    std::size_t n_ = 0;
};

DeviceArray<float> make_ones(std::size_t n)
{
    DeviceArray<float> a(n);
    a.fill(1.0f);
    return a;
}
