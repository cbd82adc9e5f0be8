// nvcc-options: --extended-lambda
// notes: extended lambda inside a constructor: the parent's address cannot be taken -> 20143 ("S")
// tags: extended_lambda_cant_take_function_address, lambda
struct S {
    S()
    {
        auto l = [] __device__ () { return 1; };
        (void)l;
    }
};
