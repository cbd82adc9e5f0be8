// tags: cuda18, global_function_return_type, template
// notes: trigger: 20048 at the launch of a __global__ template returning T with T=int
template <class T> __global__ T tk2(T v) { return v; }
void h() { tk2<<<1,1>>>(1); }
