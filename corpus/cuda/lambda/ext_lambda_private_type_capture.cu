// nvcc-options: --extended-lambda
// notes: capture of a variable whose type is a private nested class -> 20147
// tags: extended_lambda_capture_private_type, lambda
class C {
    struct P { int a; };
public:
    void f()
    {
        P p{1};
        auto x = [p] __device__ () { return p.a; };
        (void)x;
    }
};
