// notes: 20263/20264-style maxnreg range errors per specialisation: sizeof(T) - 4 is too large for char (size_t wraps) and not positive for int; several template arguments print as <float, 4>
// tags: maxnreg, template, maxnreg_negative, maxnreg_too_large
template <class T> __global__ void __maxnreg__(sizeof(T) - 4) k9(T) {}
template <class A, int B> __global__ void __launch_bounds__(B) __maxnreg__(B - 10) kk(A) {}
void h() { k9<<<1, 1>>>(2); k9<<<1, 1>>>((char)1); k9<<<1, 1>>>(2.0); kk<float, 4><<<1, 1>>>(1.0f); }
