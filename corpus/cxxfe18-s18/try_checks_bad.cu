struct Inc;
struct Abs { virtual void f() = 0; };
struct B {}; struct D : B {};
void a1() { try { } catch (Inc e) { } }
void a2() { try { } catch (Inc &e) { } }
void a3() { try { } catch (Inc *e) { } }
void a4() { try { } catch (int &&e) { } }
void a5() { try { } catch (...) { } catch (int) { } }
void a6() { try { } catch (Abs e) { } }
void a7() { try { } catch (int x) { int x = 1; } }
__device__ void a8() { try { } catch (...) { } }
void a9() { try { } catch (B &) { } catch (D &) { } }
void a10() { try { } catch (int a[3]) { } catch (void g()) { } }
void a11() { try { } catch (void *p) { } catch (const volatile int x) { } }
__host__ __device__ void a12() { try { } catch (...) { } }
void a13() { try { } catch (int) { } catch (int) { } }
void a14() { try { } catch (Abs &e) { } }
