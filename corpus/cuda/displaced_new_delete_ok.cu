// nvcc-options: -Xcudafe --diag_warning=cuda_displaced_new_or_delete_operator
// notes: user-defined global operator new/delete: remark 20029 is not emitted by cudafe++ 13.0 even when promoted with --diag_warning (clean run)
// tags: cuda_displaced_new_or_delete_operator, diag-control
#include <cstddef>
void *operator new(std::size_t n) { return __builtin_malloc(n); }
void operator delete(void *p) noexcept { __builtin_free(p); }
