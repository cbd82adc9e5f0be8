// tags: cuda18, device_var_read_in_host, device_var_written_in_host
// notes: &dv dereferenced again in the same expression designates dv: *&dv, (&dv)[0], *(&dv + 1) read; (&dv)[0] = 1 writes; &(&dv)[0] nothing
__attribute__((device)) int dv;
__attribute__((shared)) int sv;
int q1() { return (&dv)[0]; }
int q2() { return *&dv; }
int q3() { return *(&dv + 1); }
int q4() { return 0[&dv]; }
void q5() { (&dv)[0] = 1; }
int *q6() { return &(&dv)[0]; }
