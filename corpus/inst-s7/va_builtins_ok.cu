// notes: __builtin_va_start/va_end/va_copy and __builtin_vsnprintf in a variadic function, parenthesised arguments, va_list parameter -> clean
// tags: builtins, va_list
int format(char *out, unsigned long n, const char *fmt, ...)
{
    __builtin_va_list ap, cp;
    __builtin_va_start(ap, fmt);
    __builtin_va_copy(cp, ap);
    int r = __builtin_vsnprintf(out, n, fmt, cp);
    __builtin_va_end(cp);
    __builtin_va_end(ap);
    return r;
}
void finish(__builtin_va_list ap) { __builtin_va_end(ap); }
void paren(int n, ...) { __builtin_va_list ap; __builtin_va_start((ap), (n)); __builtin_va_end(&ap[0]); }
void byref(int &n, ...) { __builtin_va_list ap; __builtin_va_start(ap, n); __builtin_va_end(ap); }
int main() { char b[8]; return format(b, 8, "%d", 1) > 0 ? 0 : 1; }
