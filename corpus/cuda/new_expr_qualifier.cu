// notes: a memory-space attribute in the type of a new-expression -> 20080 (checks whether the reference emits it)
// tags: qualifier_in_new_expr
void h()
{
    int *p = new __attribute__((shared)) int;
    delete p;
}
