// notes: enum constants converted to integer types: #68 for a negative one to unsigned (also of a long enum), silent for a value fitting the unsigned type of the target's width, #69-free
// tags: enum, conversion, warning
enum E { A = 1, B = 0x80000000 };
enum X { X1 = 0xffffffff, X2 };
enum K : unsigned { K1 = 0x80000000 };
enum Q6 { A6 = -1L, B6 = 0x80000000 };
int a = B;
int b = (int)B;
int c = X1;
int d = (int)K1;
unsigned e = A6;
long f = B + 1;
int main() { return 0; }
