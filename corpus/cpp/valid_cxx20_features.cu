// nvcc-options: -std=c++20
// notes: .cu compiled with -std=c++20: concepts from <concepts>, std::span, designated initializers, consteval -> clean
// tags: valid, cxx20, cu
#include <concepts>
#include <span>

template <std::integral T>
T sum(std::span<const T> s)
{
    T r{};
    for (T v : s) r += v;
    return r;
}

consteval int ten() { return 10; }

struct Opts { int a = 1; int b = 2; };

int main()
{
    int data[] = {1, 2, 3};
    Opts o{.b = ten()};
    return sum(std::span<const int>(data)) + o.a + o.b;
}
