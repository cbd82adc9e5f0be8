// tags: cuda18, global_function_return_type, template
// notes: trigger: 20048 for __global__ templates with a non-void return at each launched specialisation, with the instantiation context
template <class T> __global__ int tk(T) { return 0; }
template <class T> __global__ T tk2(T v) { return v; }
void h() { tk<<<1,1>>>(1); tk2<<<1,1>>>(2); }
