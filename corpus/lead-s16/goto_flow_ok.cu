// notes: code after a goto that a label makes reachable: no #128 for the loop entered by goto, #940/#549 as usual
// tags: goto, flow
int f(int x) {
  goto M;
  for (int i = 0; i < x; i++) { M: x++; }
  return x;
}
int g(int x) {
  int y;
  if (x) goto L;
  y = 2;
L:
  return y;
}
int h(int x) {
  again:
  if (x-- > 0) goto again;
}
__device__ int d(int x) { if (x) goto z; x = 3; z: return x; }
