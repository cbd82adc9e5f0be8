// notes: unscoped enum constants warn #68 when converted to unsigned (init, cast, argument); scoped ones by cast are silent
// tags: enum, conversion, warning
enum I { I1 = -1, I2 = 300 };
enum class S { S1 = -1 };
unsigned e = I1;
unsigned char c = I2;
int i = I1;
long l = I1;
unsigned u = (unsigned)I1;
unsigned v = (unsigned)S::S1;
void f(unsigned);
void g() { f(I1); }
int main() { return 0; }
