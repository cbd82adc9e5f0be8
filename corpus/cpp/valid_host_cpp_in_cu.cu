// notes: a .cu file containing only ordinary host C++ (standard headers included through nvcc's preprocessing) -> clean
// tags: valid, cu
#include <cstring>
#include <cstdlib>

struct Name {
    char buf[32];
    explicit Name(const char *s) { std::strncpy(buf, s, sizeof buf - 1); buf[sizeof buf - 1] = 0; }
    int length() const { return (int)std::strlen(buf); }
};

int main(int argc, char **argv)
{
    Name n(argc > 1 ? argv[1] : "default");
    return n.length() > 3 ? EXIT_SUCCESS : EXIT_FAILURE;
}
