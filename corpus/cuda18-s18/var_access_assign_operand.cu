// tags: cuda18, device_var_read_in_host, device_var_written_in_host
// notes: order of access warnings when an assignment is an operand (sv + (dv = 1)) and of compound assignments
__attribute__((device)) int dv;
__attribute__((shared)) int sv;
int p1() { return sv + (dv = 1); }
int p3() { return sv * (dv = 2) * sv; }
int p4() { return sv < (dv = 1); }
int p6() { return sv + dv * (sv = 1); }
int p9() { sv += (dv = 1); return 0; }
int p10() { return sv[&dv]; }
