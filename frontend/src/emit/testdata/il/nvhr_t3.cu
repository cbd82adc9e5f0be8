template <class T> __global__ void ktmpl(T) {}
namespace NS { template <class T> __global__ void kn(T) {} }
namespace { template <class T> __global__ void ka(T) {} }
void host() { ktmpl<<<1,1>>>(1); NS::kn<<<1,1>>>(1.0f); ka<<<1,1>>>('c'); }
