// notes: two functions with C linkage and the same name in an extern "C" block: the reference reports the second (near miss: user_extern_c_block_ok.cu)
extern "C" {
int uc_f(int);
int uc_f(double);
}
int use() { return uc_f(1); }
