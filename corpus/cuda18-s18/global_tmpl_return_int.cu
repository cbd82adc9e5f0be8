// tags: cuda18, global_function_return_type, template
// notes: trigger: 20048 at the first launch of a __global__ template returning int
template <class T> __global__ int tk(T) { return 0; }
void h() { tk<<<1,1>>>(1); }
