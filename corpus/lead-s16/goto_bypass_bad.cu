// notes: #546 for a goto past initialised variables, variables of classes with a non-trivial default constructor or destructor, references, value-initialised trivial classes; not for int a;, trivial aggregates, static or extern locals; a backward goto into a block and a goto into a for body
// tags: goto, bypass_initialization
struct S { S(); ~S(); };
struct D { ~D(); };
struct P { int v; };
void a1(int x) {
  if (x) goto e;
  {
    D d;
    P p;
    P q = {};
    static int st = 3;
    extern int ex;
    int arr[3] = {};
    int &r = x;
    typedef int T;
    T t = 2;
    e: ;
  }
}
void a2(int x) {
  { int y = 1; L: x++; }
  if (x < 5) goto L;
}
void a3(int x) {
  goto M;
  for (int i = 0; i < x; i++) { M: ; }
}
void a4(int x) {
  if (x) goto e;
  {
    D d;
    P p;
    P p2{};
    D d2{};
    P p3 = P();
    e: ;
  }
}
