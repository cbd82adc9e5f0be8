// notes: #pragma nv_diag_suppress 20091 around one host function silences the device-variable read warning there only; nv_diag_default restores it for the next function
// tags: device_var_read_in_host, pragma, diag-control
__device__ int dv;

#pragma nv_diag_suppress 20091
int quiet() { return dv; }
#pragma nv_diag_default 20091
int loud() { return dv; }
