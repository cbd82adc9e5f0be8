// notes: an enumerator of an enum whose underlying type is long, added to a converted one, truncates in a return of int (#69)
// tags: enum, underlying_type, warning
enum E { A = 1, B = 0x80000000 };
enum F { C = -1, D = 0x7fffffffffLL };
long z = D;
int main() { return (int)B + C; }
