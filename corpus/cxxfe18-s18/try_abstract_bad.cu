struct Abs { virtual void f() = 0; virtual void g() = 0; };
struct Der : Abs { void g() {} };
void e1() { try { } catch (Abs e) { } }
void e2() { try { } catch (Der e) { } }
void e3() { Der d; }
void e4() { Abs d; }
