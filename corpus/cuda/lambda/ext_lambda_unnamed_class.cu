// nvcc-options: --extended-lambda
// notes: extended lambda inside a member function of an unnamed class -> 20144
// tags: extended_lambda_parent_class_unnamed, lambda
struct {
    void f()
    {
        auto l = [] __device__ () { return 1; };
        (void)l;
    }
} s;
