// notes: RAII device buffer class template with move semantics, deleted copy, std::vector staging
#include <cstdio>
#include <vector>
#include <utility>
#include <cuda_runtime.h>

template <typename T>
class DeviceBuffer {
 public:
  DeviceBuffer() = default;
  explicit DeviceBuffer(size_t n) : n_(n) { cudaMalloc(&ptr_, n * sizeof(T)); }
  ~DeviceBuffer() { if (ptr_) cudaFree(ptr_); }
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
  DeviceBuffer(DeviceBuffer &&o) noexcept : ptr_(o.ptr_), n_(o.n_) { o.ptr_ = nullptr; o.n_ = 0; }
  DeviceBuffer &operator=(DeviceBuffer &&o) noexcept {
    std::swap(ptr_, o.ptr_);
    std::swap(n_, o.n_);
    return *this;
  }
  T *data() { return ptr_; }
  const T *data() const { return ptr_; }
  size_t size() const { return n_; }
  void upload(const std::vector<T> &h) { cudaMemcpy(ptr_, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice); }
  void download(std::vector<T> &h) const { h.resize(n_); cudaMemcpy(h.data(), ptr_, n_ * sizeof(T), cudaMemcpyDeviceToHost); }

 private:
  T *ptr_ = nullptr;
  size_t n_ = 0;
};

__global__ void square(float *p, size_t n) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  if (i < n) p[i] = p[i] * p[i];
}

int main() {
  std::vector<float> h(1000);
  for (size_t i = 0; i < h.size(); ++i) h[i] = static_cast<float>(i);
  DeviceBuffer<float> d(h.size());
  d.upload(h);
  square<<<(unsigned)((h.size() + 255) / 256), 256>>>(d.data(), d.size());
  DeviceBuffer<float> moved = std::move(d);
  moved.download(h);
  printf("%f\n", h[999]);
  return 0;
}
