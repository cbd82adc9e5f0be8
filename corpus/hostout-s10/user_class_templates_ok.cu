// notes: class templates in user code: primary, partial and explicit specialisations, a member template, a static constexpr data member, used from host and device code
template <class T> struct UBox { T v; template <class U> U as() const { return (U)v; } static constexpr int size = sizeof(T); };
template <class T> struct UBox<T*> { T* p; static constexpr int size = 0; };
template <> struct UBox<void> { static constexpr int size = -1; };
template <class T> __host__ __device__ T utwice(T x) { return x + x; }
__global__ void k(int *p) { *p = utwice(*p); }
int use() { UBox<int> b{3}; return b.as<int>() + UBox<int*>::size + UBox<void>::size + UBox<int>::size; }
