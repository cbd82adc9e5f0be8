// notes: host-output focus: kernel templates get a __wrapper__device_stub_ template with reference parameters plus a forwarding static body; explicit specialisation and explicit instantiation forms; variadic pack forwarding; clean
// tags: host-output, template, global
namespace my_ns {
template <class T>
__global__ void scale(T *data, T factor, int n) { int i = threadIdx.x; if (i < n) data[i] *= factor; }

template <>
__global__ void scale<int>(int *data, int factor, int n) { if (threadIdx.x < n) data[threadIdx.x] <<= factor; }

template __global__ void scale<float>(float *, float, int);
}

template <int N, class... Ts>
__global__ void packed(int *out, Ts... ts) { *out = N + sizeof...(Ts); }

void go(double *d, int *p)
{
    my_ns::scale<double><<<1, 64>>>(d, 2.0, 64);
    packed<3><<<1, 1>>>(p, 1, 2.0f, 'c');
}
