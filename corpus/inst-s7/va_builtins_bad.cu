// notes: va_start outside an ellipsis function (#1163, also in a lambda), not after the last parameter (warning #928), a non-va_list argument (#928/#930/#1042 errors)
// tags: builtins, va_list
void f2(int n) { __builtin_va_list ap; __builtin_va_start(ap, n); __builtin_va_end(ap); }
void f3(int n, int m, ...) { __builtin_va_list ap; __builtin_va_start(ap, n); __builtin_va_end(ap); }
void f8(int n, ...) { __builtin_va_list ap; __builtin_va_start(ap, n + 1); __builtin_va_end(ap); }
void f10(int n, ...) { __builtin_va_list ap; __builtin_va_start(ap, 3); }
void g2(int n, ...) { __builtin_va_list ap; double y = 0; __builtin_va_copy(&y, ap); }
void g6(int n, ...) { const __builtin_va_list ap = {}; __builtin_va_start(ap, n); }
void g7(int n, ...) { __builtin_va_list ap; auto l = [&]() { __builtin_va_start(ap, n); }; }
void g9(int n, ...) { float *p = 0; __builtin_va_end(p); }
