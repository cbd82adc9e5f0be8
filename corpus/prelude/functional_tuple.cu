// notes: <functional> and <tuple>: std::function, std::bind, std::apply, structured bindings; expected clean
// tags: prelude, stl
#include <functional>
#include <tuple>

__host__ __device__ inline int mad(int a, int b, int c) { return a * b + c; }

int host_side()
{
    std::function<int(int, int, int)> f = mad;
    auto bound = std::bind(mad, std::placeholders::_1, 2, 3);
    std::tuple<int, int, int> args{4, 5, 6};
    auto [x, y, z] = args;
    return f(x, y, z) + bound(1) + std::apply(mad, args);
}
