// nvcc-options: --extended-lambda -Xcudafe --diag_warning=this_addr_capture_ext_lambda
// notes: implicit capture of 'this' by [=] in an extended lambda is remark 20178; promoted to a warning here so it is visible
// tags: this_addr_capture_ext_lambda, lambda, diag-control
struct S {
    int m = 3;
    void f()
    {
        auto g = [=] __device__ () { return m; };
        (void)g;
    }
};
