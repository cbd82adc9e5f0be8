// notes: __managed__ local variables in a host function -> 20026 for the automatic and the static one
// tags: illegal_local_to_host_function, managed
int h()
{
    __managed__ int a = 0;
    static __managed__ int b;
    return a + b;
}
