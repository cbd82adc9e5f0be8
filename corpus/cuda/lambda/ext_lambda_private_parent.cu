// nvcc-options: --extended-lambda
// notes: enclosing member function is private -> 20151
// tags: extended_lambda_inaccessible_parent, lambda
class C {
    void f()
    {
        auto x = [] __device__ () { return 1; };
        (void)x;
    }
public:
    void g() { f(); }
};
