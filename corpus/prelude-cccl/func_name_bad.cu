// notes: __func__ is an lvalue of type const char [N] (N = name length + 1): copy-initialising an int from it reports "const char *", binding char (&)[5] drops qualifiers
// tags: prelude-cccl, func-name
void mainx() {
  int x = __func__;
  char (&r)[6] = __FUNCTION__;
  char *p = __func__;
  (void)x; (void)r; (void)p;
}
int main() { mainx(); return 0; }
