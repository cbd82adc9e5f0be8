// notes: va_start's second argument is evaluated as written: an uninitialised local there is warning #549 after warning #928
// tags: builtins, va_list
void f4(int n, ...) { int x; __builtin_va_list ap; __builtin_va_start(ap, x); __builtin_va_end(ap); }
