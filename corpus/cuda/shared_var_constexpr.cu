// notes: constexpr __shared__ variable -> 20120 "A __shared__ variable cannot be marked constexpr", then 20053 for its initializer
// tags: device_var_constexpr, illegal_init, shared
__shared__ constexpr int sc = 4;
