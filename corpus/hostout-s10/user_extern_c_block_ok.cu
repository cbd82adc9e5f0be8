// notes: an extern "C" block in user code with a declaration, a variable, a definition and a __device__ function; the host output re-prints the block (near miss of user_extern_c_overload.cu)
extern "C" {
int uc_decl(int);
extern int uc_var;
int uc_def(int x) { return x + 1; }
__device__ int uc_dev(int x) { return x * 2; }
}
__global__ void k(int *p) { *p = uc_dev(*p); }
int use() { return uc_def(uc_var) + uc_decl(2); }
