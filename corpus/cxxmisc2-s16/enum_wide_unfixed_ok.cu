// notes: unscoped enums without a fixed type whose values are outside int take the smallest of int/unsigned/long/unsigned long holding all values; enumerator literals print with that type's suffix
// tags: enum, underlying_type, host_output
enum E { A = 1, B = 0x80000000 };
enum Q { Q2 = -1, Q4, Q5, Q3 = 0x80000000 };
enum V { V1 = 8, V2 = 0xffffffff };
enum W { W1 = -5, W2 = 0xffffffff };
enum X { X1 = 0xffffffff, X2 };
enum G { G1 = 0xffffffffffffffff };
enum Z { Z1 = 0x7fffffffffffffff, Z2 = -1 };
enum Y { Y1 = -0x80000000LL };
static_assert(sizeof(E) == 4 && (E)-1 > 0, "unsigned int");
static_assert(sizeof(Q) == 8 && Q2 < 0, "long");
static_assert(sizeof(V) == 4 && V2 > 0, "unsigned int");
static_assert(sizeof(X) == 8 && X2 == 0x100000000, "long");
static_assert(sizeof(G) == 8 && G1 > 0, "unsigned long");
static_assert(sizeof(Y) == 4, "int");
unsigned long long y = G1;
long z = X2;
int main() { return sizeof(W) == 8 ? 0 : 1; }
