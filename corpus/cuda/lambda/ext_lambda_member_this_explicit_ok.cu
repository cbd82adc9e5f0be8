// nvcc-options: --extended-lambda
// notes: explicit [this] (device) and [*this] (host device, C++17) captures in a member function are accepted by default (20177 does not fire; 20178 is only a remark)
// tags: this_capture_unsupported_lambda, this_addr_capture_ext_lambda, lambda
struct Acc {
    float bias = 1.f;
    void run()
    {
        auto a = [this] __device__ (float x) { return x + bias; };
        auto b = [*this] __host__ __device__ (float x) { return x - bias; };
        (void)a;
        (void)b;
    }
};
