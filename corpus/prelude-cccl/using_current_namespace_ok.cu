// notes: a using-declaration naming the current namespace inside a system header (libstdc++'s <cwchar> `using std::wcstold;` in namespace std): no warning there; expected clean
// tags: prelude-cccl, nsusing
#include <cwchar>
int main() { return (int)std::wcstold(L"0", nullptr); }
