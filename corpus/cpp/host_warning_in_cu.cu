// notes: ordinary warnings (940 missing return, 186 pointless comparison) in a .cu file -> exit 0 with numbered warnings and one Remark line
// tags: missing_return, unsigned_compare_with_zero, cu
int f(int x)
{
    if (x)
        return 1;
}

void g()
{
    unsigned u = 0;
    if (u < 0) {}
}
