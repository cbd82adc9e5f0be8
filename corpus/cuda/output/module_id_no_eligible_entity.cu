// notes: host-output focus: a TU with no eligible external entity (static functions, an uninitialized variable): the module id tail is <8 hex>_<pid> and both parts changed between two identical runs (_6abe5069_15712 vs _03c75b0c_15798) - NONDETERMINISTIC in the reference; the harness must normalise it
// tags: host-output, module-id
static int helper(int x) { return x; }
int uninit;
static __global__ void k() {}
