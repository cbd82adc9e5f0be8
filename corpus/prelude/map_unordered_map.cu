// notes: <map> and <unordered_map> keyed by kernel names; expected clean
// tags: prelude, stl
#include <map>
#include <unordered_map>
#include <string>

__global__ void k_a(int *p) { *p = 1; }
__global__ void k_b(int *p) { *p = 2; }

using KernelFn = void (*)(int *);

int run(int *dev, const std::string &which)
{
    std::map<std::string, KernelFn> table{{"a", k_a}, {"b", k_b}};
    std::unordered_map<std::string, int> launches;
    auto it = table.find(which);
    if (it == table.end()) return -1;
    it->second<<<1, 1>>>(dev);
    return ++launches[which];
}
