// nvcc-options: --extended-lambda
// notes: first capture of a variable inside an if constexpr branch of an extended lambda -> 20234 at instantiation
// tags: extended_lambda_capture_in_constexpr_if, lambda, if-constexpr
template <bool B>
void f()
{
    int x = 1;
    auto g = [=] __device__ () {
        if constexpr (B) { return x; } else { return 0; }
    };
    (void)g;
}

void h() { f<true>(); }
