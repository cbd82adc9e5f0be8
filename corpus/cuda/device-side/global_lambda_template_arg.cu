// notes: kernel template instantiated with a plain (non-extended) host lambda closure type: cicc error 20125; cudafe++ alone is silent
// tags: global_lambda_template_arg, device-side, template, lambda
template <class F> __global__ void tk(F f) {}

void go()
{
    auto l = [](int x) { return x + 1; };
    tk<<<1, 1>>>(l);
}
