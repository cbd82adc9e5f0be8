// nvcc-options: -std=c++20
// notes: libstdc++ C++20 headers <ranges>, <concepts>, <bit>, <numbers>, <span> in host code of a .cu; expected clean
// tags: prelude, stl, cxx20
#include <ranges>
#include <concepts>
#include <bit>
#include <numbers>
#include <span>
#include <vector>

template <std::floating_point T>
T circle_area(T r) { return std::numbers::pi_v<T> * r * r; }

int host(std::span<const unsigned> s)
{
    int bits = 0;
    for (unsigned v : s | std::views::filter([](unsigned x) { return x != 0; }))
        bits += std::popcount(v);
    return bits + (int)circle_area(1.0);
}
