// tags: cuda18, global_function_return_type, template
// notes: near miss: 20048 not given for __global__ templates with non-void return never used
template <class T> __global__ int tk(T) { return 0; }
template <class T> __global__ T tk2(T v) { return v; }
int x;
