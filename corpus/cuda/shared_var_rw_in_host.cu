// notes: __shared__ read, write and address-of from three host functions -> 20091, 20092, 20093 in order
// tags: device_var_read_in_host, device_var_written_in_host, device_var_address_taken_in_host
__shared__ int sv;

int r() { return sv; }
void w() { sv = 1; }
int *a() { return &sv; }
