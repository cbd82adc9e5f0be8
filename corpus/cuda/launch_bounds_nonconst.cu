// notes: a non-constant __launch_bounds__ argument -> ordinary "expression must have a constant value" style error
// tags: launch_bounds, constant_value
int threads = 128;
__global__ void __launch_bounds__(threads) k() {}
