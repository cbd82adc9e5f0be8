// notes: a __device__ variable template specialisation read in host code -> warning 20091 naming the specialisation
// tags: device_var_read_in_host, variable-template
template <class T> __device__ T dev_zero = T(0);

double peek() { return dev_zero<double>; }
