// notes: <<<>>> on an ordinary host function -> 20051 "a host function call cannot be configured"
// tags: configuration_error, launch
void helper(int) {}

void h()
{
    helper<<<2, 32>>>(1);
}
