// notes: near miss of chrono_days_ok: a wrong period in a static_assert (static assertion failed, #1574)
// tags: chrono-s10, libcudacxx
#include <cuda/std/chrono>
static_assert(cuda::std::chrono::days::period::num == 3600, "days are not hours");
int main() { return 0; }
