// notes: memory-space attributes in new-type-ids: 20080 at each attribute name, in host and device code, with parenthesised and array forms
// tags: qualifier_in_new_expr
void h(int n)
{
    int *p = new __attribute__((shared)) int;
    int *q = new __attribute__((device)) int(3);
    int *r = new __attribute__((constant)) int[n];
    int *s = new __attribute__((managed)) int;
    delete p; delete q; delete[] r; delete s;
}
__device__ void d() { int *p = new __attribute__((shared)) int; delete p; }
