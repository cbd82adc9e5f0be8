// notes: near miss of new_expr_memory_spaces: new/delete of scalars and arrays without attributes, in host and device code (no 20080 qualifier_in_new_expr)
// tags: qualifier_in_new_expr, near-miss
void h(int n)
{
    int *p = new int;
    double *q = new double(2.5);
    float *r = new float[n];
    delete p; delete q; delete[] r;
}
__device__ void d() { int *p = new int(1); delete p; }
