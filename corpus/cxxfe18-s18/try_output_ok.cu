struct Err { int code; virtual ~Err() {} };
struct IoErr : Err {};
void risky(int x) { if (x < 0) { x = 2; } }
void wrap(int x) { try { risky(x); } catch (Err &) { x = 1; } }
int run(int x) {
  try { wrap(x); }
  catch (const IoErr &e) { return e.code; }
  catch (int v) { return v; }
  catch (...) { return 2; }
  return 0;
}
int run2(int x) {
  int r = 0;
  try
  {
    r = 1;
  }
  catch (Err *p)
  {
    r = p->code;
  }
  return r;
}
void f3() { try { } catch (...) { } }
int main() { return run(1) + run2(2); }
