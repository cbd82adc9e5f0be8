// notes: enums with a fixed underlying type print their written literals with the type's suffix (1U, 5L, 3ULL; none for short/char), negations in parentheses keeping the literal's own suffix
// tags: enum, underlying_type, host_output
enum F : long { C = -1, D = 5, D2 = 5000000000 };
enum U : unsigned { X = 1, X2 };
enum class S : unsigned long long { Z = 3 };
enum K : short { K1 = 3, K2 = -3 };
enum C1 : char { C11 = 65, C12 = 1 };
enum C3 : unsigned char { C31 = 5 };
enum C4 : unsigned short { C41 = 5 };
enum L : long long { L1 = 7, L2 = -1LL };
enum Q6 { A6 = -1L, B6 = 0x80000000 };
int main() { return 0; }
