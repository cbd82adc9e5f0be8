// notes: binding a __device__ variable to reference parameters or a local reference in host code: surprisingly none of 20091-20093 fires (clean)
// tags: device_var_address_taken_in_host, device_var_read_in_host
__device__ int dv;
void take(int &r);
void takec(const int &r);

void host()
{
    take(dv);
    takec(dv);
    int &alias = dv;
    (void)alias;
}
