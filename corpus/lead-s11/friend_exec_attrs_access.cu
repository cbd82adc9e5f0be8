// notes: a friend with attributes grants access; a non-friend is refused (#265)
class A;
__device__ int peek(const A &a);
__device__ int other(const A &a);
class A {
  int v = 3;
  friend __device__ int peek(const A &a);
};
__device__ int peek(const A &a) { return a.v; }
__device__ int other(const A &a) { return a.v; }
int main() { return 0; }
