// notes: unnamed bit-fields (`int :32;`, as in glibc's struct timex reached by the C++20 prelude) print as `int: 3;` at the line of their colon
// tags: classes, bitfield, host-output
struct S {
  int a;
  int :3;
  int b : 4;
  int :0;
  unsigned c;
};
S s;
int get(S x) { return x.a + x.b; }
