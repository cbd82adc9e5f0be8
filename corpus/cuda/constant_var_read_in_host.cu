// notes: reading a __constant__ array element in host code -> warning 20091 naming the __constant__ space
// tags: device_var_read_in_host, constant
__constant__ float coeffs[4] = {0.1f, 0.2f, 0.3f, 0.4f};

float first_coeff() { return coeffs[0]; }
