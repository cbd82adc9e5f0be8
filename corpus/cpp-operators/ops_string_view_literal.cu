// notes: <string_view> brings libstdc++'s operator""sv literal operators (prelude); user code does not use them
// tags: operators, literal-operator, prelude
#include <string_view>
__global__ void k(int *p) { *p = 2; }
int main() { std::string_view s("abc"); return (int)s.size(); }
