// notes: a launch configuration closed with ">" instead of ">>>" -> 20052 expected a ">>>" followed by parser recovery errors
// tags: exp_config_right, launch, syntax
__global__ void k(int) {}

void h()
{
    k<<<1, 1>(1);
}
