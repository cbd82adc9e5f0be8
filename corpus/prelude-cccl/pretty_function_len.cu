// notes: __PRETTY_FUNCTION__ holds EDG's declaration of the function; the array bound shows in the reference-binding error: "void f1(int, const char *)" [27], "unsigned long f2()" [19], "int N::S::m(double) const" [26], "static void N::S::st()" [23], "void f3(int)" [13] for a __device__ function, "int *f4(int (*)(int), ...)" [27]
// tags: prelude-cccl, func-name
typedef char (&R)[1];
void f1(int a, const char *s) { R q = __PRETTY_FUNCTION__; }
unsigned long f2(void) { R q = __PRETTY_FUNCTION__; return 0; }
namespace N { struct S { int m(double) const; static void st(); }; }
int N::S::m(double) const { R q = __PRETTY_FUNCTION__; return 0; }
void N::S::st() { R q = __PRETTY_FUNCTION__; }
__device__ void f3(int) { R q = __PRETTY_FUNCTION__; }
static inline int *f4(int (*)(int), ...) { R q = __PRETTY_FUNCTION__; return 0; }
int main() { return 0; }
