// nvcc-options: -std=c++20
// notes: a user operator<=> on one class type, called with two operands of that type (the reversed candidates mirror the ordinary ones); expected clean
// tags: cxx20, spaceship
#include <cuda_runtime.h>
#include <compare>
struct Version {
    int major, minor;
    std::strong_ordering operator<=>(const Version &o) const {
        if (auto c = major <=> o.major; c != 0) return c;
        return minor <=> o.minor;
    }
};
bool older(const Version &a, const Version &b) { return (a <=> b) < 0; }
int main() { Version a{1, 2}, b{1, 3}; return older(a, b) ? 0 : 1; }
