// notes: GCC __atomic_test_and_set / __atomic_clear: bool/void(volatile void *, int)
bool b; struct S {} s;
void f() { bool r = __atomic_test_and_set(&b, 5); __atomic_clear(&b, 5); }
void g() { int *p = __atomic_test_and_set(&b, 5); __atomic_test_and_set(s, 5); __atomic_clear(s, 1); int q = __atomic_clear(&b, 2); __atomic_clear(&b); }
