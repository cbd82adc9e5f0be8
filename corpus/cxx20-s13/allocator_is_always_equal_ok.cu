// nvcc-options: -std=c++20
// notes: libstdc++ 12 deprecates allocator::is_always_equal in C++20 with a GNU attribute on the
//   alias-declaration; a user use of it draws no diagnostic from cudafe++.
#include <memory>
static_assert(std::allocator<int>::is_always_equal::value);
bool f() { return std::allocator_traits<std::allocator<int>>::is_always_equal::value; }
