// notes: __managed__ variables are exempt: host read/write/address is fine (host output rewrites each use)
// tags: device_var_read_in_host, near-miss, managed
__managed__ int mv = 5;
__managed__ float marr[4];

int host_use()
{
    mv = 7;
    marr[1] = 2.0f;
    int *p = &mv;
    return *p + (int)marr[1] + (int)sizeof(mv);
}
