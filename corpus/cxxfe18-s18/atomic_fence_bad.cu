// notes: GCC fence builtins: void(int) (argument, value and arity errors)
void f() { __atomic_thread_fence(5); __atomic_signal_fence(2); }
void g() { __atomic_thread_fence("x"); int x = __atomic_signal_fence(2); __atomic_thread_fence(); }
