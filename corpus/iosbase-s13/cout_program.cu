// tags: iostream, prelude
// notes: a program that includes <iostream> and writes to std::cout (the ios_base/locale cascade of issue 4).
#include <iostream>

__global__ void k(int *p) { *p = 1; }

int main() {
    std::cout << "hello " << 42 << std::endl;
    std::cout.setf(std::ios_base::boolalpha);
    return 0;
}
