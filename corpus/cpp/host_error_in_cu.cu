// notes: an ordinary C++ error in a .cu file (no CUDA involved): undefined identifier after standard headers
// tags: undefined_identifier, cu
#include <cstdio>

int main()
{
    std::printf("%d\n", missing_value);
    return 0;
}
