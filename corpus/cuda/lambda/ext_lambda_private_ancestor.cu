// nvcc-options: --extended-lambda
// notes: lambda in a public member of a class nested privately in another class -> 20152 ("O::I")
// tags: extended_lambda_inaccessible_ancestor, lambda
class O {
    class I {
    public:
        void f()
        {
            auto x = [] __device__ () { return 1; };
            (void)x;
        }
    };
};
