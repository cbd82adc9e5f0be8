// nvcc-options: --extended-lambda
// notes: near miss of ext_lambda_constexpr_if_capture: the variable is captured explicitly, so it is not first-captured inside the if constexpr
// tags: extended_lambda_capture_in_constexpr_if, near-miss, lambda
template <bool B>
void f()
{
    int x = 1;
    auto g = [x] __device__ () {
        if constexpr (B) { return x; } else { return 0; }
    };
    (void)g;
}

void h() { f<true>(); }
