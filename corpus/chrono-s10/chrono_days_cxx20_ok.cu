// nvcc-options: -std=c++20
// notes: chrono_days_ok in C++20: calendar types (day, month, year_month_day) built from days; expected clean
// tags: chrono-s10, libcudacxx
#include <cuda/std/chrono>
namespace chr = cuda::std::chrono;
static_assert(chr::days::period::num == 86400, "days");
__host__ __device__ unsigned next_day(chr::day d) { d += chr::days(1); return static_cast<unsigned>(d); }
int main() { return (int)next_day(chr::day(3)) - 4; }
