// nvcc-options: -std=c++17
// notes: explicit -std=c++17 with <optional>, <variant>, <string_view>, <array>, <utility> in host code; expected clean
// tags: prelude, stl, cxx17
#include <optional>
#include <variant>
#include <string_view>
#include <array>
#include <utility>

using Param = std::variant<int, float, std::string_view>;

std::optional<int> parse_threads(std::string_view s)
{
    if (s.empty()) return std::nullopt;
    int v = 0;
    for (char c : s) { if (c < '0' || c > '9') return std::nullopt; v = v * 10 + (c - '0'); }
    return v;
}

int weight(const Param &p)
{
    return std::visit([](auto &&x) -> int {
        using T = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<T, std::string_view>) return (int)x.size();
        else return (int)x;
    }, p);
}

std::array<std::pair<int, int>, 2> dims() { return {{{1, 2}, {3, 4}}}; }
