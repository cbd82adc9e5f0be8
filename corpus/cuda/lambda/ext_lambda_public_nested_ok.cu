// nvcc-options: --extended-lambda
// notes: near miss of ext_lambda_private_ancestor/private_parent: everything public, namespaced -> clean
// tags: extended_lambda_inaccessible_ancestor, near-miss, lambda
namespace app {
class O {
public:
    class I {
    public:
        int f(int k)
        {
            auto x = [k] __device__ () { return k; };
            (void)x;
            return k;
        }
    };
};
}
