// nvcc-options: -std=c++17 --extended-lambda
// notes: near miss of 20177: [*this] captures in a host member function (plain lambda, mutable lambda, extended __host__ __device__ lambda) and in a __device__ member function are accepted (clean); the non-mutable copy is const, the mutable one is not, also in a const member function
// tags: this_capture_unsupported_lambda, lambda, near-miss
struct Acc {
    float bias = 1.f;
    float run(float x) const
    {
        auto a = [*this](float y) { return y + bias; };
        auto b = [*this]() mutable { bias += 1.f; return bias; };
        auto c = [*this] __host__ __device__ (float y) { return y - bias; };
        return a(x) + b() + c(x);
    }
    __device__ float dev(float x)
    {
        auto d = [*this](float y) { return y * bias; };
        return d(x);
    }
};
