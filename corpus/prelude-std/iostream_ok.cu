// notes: <iostream> output of a value computed after a kernel launch; expected clean
// tags: prelude, libstdc++, iostream
#include <iostream>
__global__ void k(int *p) { *p = 42; }
void report(int x) { std::cout << "value " << x << std::endl; }
