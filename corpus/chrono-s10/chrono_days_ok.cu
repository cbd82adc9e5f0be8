// notes: libcu++ calendar durations (days, weeks, years are ratio_multiply/ratio_divide of hours): their periods and duration_cast; expected clean
// tags: chrono-s10, libcudacxx
#include <cuda/std/chrono>
namespace chr = cuda::std::chrono;
static_assert(chr::days::period::num == 86400, "days");
static_assert(chr::weeks::period::num == 604800, "weeks");
static_assert(chr::years::period::num == 31556952, "years");
__host__ __device__ long long hours_in(chr::weeks w) { return chr::duration_cast<chr::hours>(w).count(); }
int main() { return (int)hours_in(chr::weeks(1)) - 168; }
